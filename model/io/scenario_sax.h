#pragma once
// Internal to model/io: the streaming (SAX) reader behind readScenarioJson. It checks
// every key and value as the parser meets it and fills a Scenario directly, so no JSON
// DOM is ever built and an error can name its exact JSON path.
#include "scenario_json.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace muster::io {

// The object or array a reader frame is inside: decides allowed keys and element types.
enum class Ctx : std::uint8_t {
    Root, Board, Sides, SideInfo, TerrainList, TerrainEntry, UnitList, Unit, Arrives,
    MarkerList, Marker, Victory, ConditionList, Condition, HexList, Hex, TagList,
    SpecialRuleList, OptionalRuleList
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
    CondHexItem, HexCoord, TagItem, SpecialRuleItem, OptionalRuleItem
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

// SAX handler for nlohmann::json::sax_parse. Throws ScenarioReadError on the first problem.
class ScenarioSax {
public:
    using json = nlohmann::json;
    ScenarioSax(Scenario& out, std::string_view text, const std::string& file, const ReadLimits& limits);

    bool null();
    bool boolean(bool v);
    bool number_integer(json::number_integer_t v);
    bool number_unsigned(json::number_unsigned_t v);
    bool number_float(json::number_float_t v, const std::string& text);
    bool string(std::string& v);
    bool binary(json::binary_t&);
    bool start_object(std::size_t);
    bool key(std::string& k);
    bool end_object();
    bool start_array(std::size_t);
    bool end_array();
    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& ex);

    bool finished() const { return finished_; }

private:
    struct Frame {
        Ctx ctx;
        bool isArray;
        std::uint8_t keyIdx = 0xff;   // current member (objects)
        std::uint32_t seen = 0;       // members seen so far (objects)
        std::size_t count = 0;        // elements started so far (arrays)
    };

    Field beginValue();
    void wrongType(Field f, const std::string& got);
    [[noreturn]] void fail(const std::string& path, const std::string& reason) const;
    std::string pathOf(std::size_t frames) const;
    std::string currentPath() const { return pathOf(stack_.size()); }
    std::string containerPath() const { return pathOf(stack_.size() - 1); }
    int toInt(long long v);

    // Field-specific work (scenario_sax_fields.cpp).
    void storeString(Field f, std::string&& v);
    void storeInt(Field f, int v);
    void storeHex(Field f, Offset o);
    void objectStarted(Field f);
    void objectEnded(const Frame& fr);

    Scenario& s_;
    std::string_view text_;
    const std::string& file_;
    const ReadLimits& limits_;
    std::vector<Frame> stack_;
    bool finished_ = false;
    TerrainEntry terrain_;
    int hexVals_[2] = {0, 0};
};

} // namespace muster::io
