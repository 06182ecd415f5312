#pragma once
// Internal to model/io: the streaming (SAX) reader behind readScenarioJson. It checks
// every key and value as the parser meets it and fills a Scenario directly, so no JSON
// DOM is ever built and an error can name its exact JSON path.
#include "json_stream.h"
#include "scenario_json.h"

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace muster::io {

// The object or array a reader frame is inside: decides allowed keys and element types.
enum class Ctx : std::uint8_t {
    Root, Board, Sides, SideInfo, TerrainList, TerrainEntry, UnitList, Unit, Arrives,
    MarkerList, Marker, Victory, ConditionList, Condition, HexList, Hex, TagList,
    SpecialRuleList, OptionalRuleList, BalanceIntent
};

// Every value slot of the format: an object member or an array element.
enum class Field : std::uint8_t {
    Format, FormatVersion, Ruleset, Title, Subtitle, Author, Date, Briefing, HistoricalNotes,
    Tags, Board, Turns, FirstSide, Sides, Terrain, Units, VpMarkers, VpMarkerMode, Victory,
    OptionalRules, SpecialRules,
    BoardColumns, BoardRows, BoardOrientation, BoardStagger,
    SidesUnion, SidesConfederate,
    SideName, SideCommandAP, SideHomeEdge,
    TerrainItem, TerrainHex, TerrainType,
    UnitItem, UnitId, UnitSide, UnitType, UnitName, UnitHex, UnitSp, UnitMorale, UnitArrives,
    ArrivesTurn, ArrivesHex,
    MarkerItem, MarkerHex, MarkerSide, MarkerValue, MarkerLabel,
    VictoryEliminationVP, VictoryConditions,
    ConditionItem, CondKind, CondSide, CondVp, CondTurn, CondHexes,
    CondHexItem, HexCoord, TagItem, SpecialRuleItem, OptionalRuleItem,
    BalanceIntent, IntentFavours, IntentMinShare, IntentMaxShare
};

enum class Want : std::uint8_t { String, Integer, Object, Array };

struct FieldDef {
    Want want;
    Ctx child;          // for Object/Array
    const char* what;   // for "expected ..." messages
};
const FieldDef& fieldDef(Field f);

struct KeyDef {
    std::string_view name;
    Field field;
    bool required;
};
// Allowed keys of an object context, in the canonical (written) order.
const std::vector<KeyDef>& keysOf(Ctx c);
// Element slot of an array context.
Field elementOf(Ctx c);

// Event handler for parseJson. Throws ScenarioReadError on the first problem.
class ScenarioSax final : public JsonHandler {
public:
    ScenarioSax(Scenario& out, std::size_t textBytes, const std::string& file, const ReadLimits& limits);

    void null() override;
    void boolean(bool v) override;
    void integer(long long value, bool fits, std::string_view text) override;
    void fraction(std::string_view text) override;
    void string(std::string&& v) override;
    void key(std::string_view k) override;
    void startObject() override;
    void endObject() override;
    void startArray() override;
    void endArray() override;
    [[noreturn]] void syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                                  const std::string& reason) override;

    bool finished() const { return finished_; }
    // The JSON path of the value being read ("units[3].hex"): a reader that hands a nested
    // object to this one names it in its own syntax errors.
    std::string path() const { return currentPath(); }

private:
    struct Frame {
        Ctx ctx = Ctx::Root;
        bool isArray = false;
        const std::vector<KeyDef>* keys = nullptr; // allowed members (objects)
        std::uint8_t keyIdx = 0xff;   // current member (objects)
        std::uint32_t seen = 0;       // members seen so far (objects)
        std::size_t count = 0;        // elements started so far (arrays)
    };

    // The format nests at most 6 deep (victory.conditions[i].hexes[j][k]); a fixed
    // array keeps pushes and pops off the allocator on the hot path.
    class FrameStack {
    public:
        void push_back(const Frame& f) {
            if (n_ == frames_.size()) throw std::length_error("scenario reader: nesting beyond the format");
            frames_[n_++] = f;
        }
        void pop_back() { --n_; }
        Frame& back() { return frames_[n_ - 1]; }
        const Frame& back() const { return frames_[n_ - 1]; }
        const Frame& operator[](std::size_t i) const { return frames_[i]; }
        bool empty() const { return n_ == 0; }
        std::size_t size() const { return n_; }

    private:
        std::array<Frame, 8> frames_{};
        std::size_t n_ = 0;
    };

    Field beginValue();
    [[noreturn]] void wrongType(Field f, const std::string& got);
    [[noreturn]] void fail(const std::string& path, const std::string& reason) const;
    std::string pathOf(std::size_t frames) const;
    std::string currentPath() const { return pathOf(stack_.size()); }
    std::string containerPath() const { return pathOf(stack_.size() - 1); }
    int toInt(long long v);
    // Board sizes and hex coordinates beyond +-kMaxCoordinate are refused with the path.
    int checkCoordinate(int v, const char* what);
    static std::string shortNumber(std::string_view text);

    // Field-specific work (scenario_sax_fields.cpp).
    void storeString(Field f, std::string&& v);
    void storeInt(Field f, int v);
    void storeHex(Field f, Offset o);
    void objectStarted(Field f);
    void objectEnded(const Frame& fr);

    Scenario& s_;
    std::size_t textBytes_;
    const std::string& file_;
    const ReadLimits& limits_;
    FrameStack stack_;
    bool finished_ = false;
    TerrainEntry terrain_;
    int hexVals_[2] = {0, 0};
};

} // namespace muster::io
