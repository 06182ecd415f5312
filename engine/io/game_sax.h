#pragma once
// Internal to game_json: the streaming reader of `muster-game` files. It checks each key and
// value as the parser meets it and fills a GameRecord directly, handing the "scenario"
// object event by event to the scenario reader; no JSON DOM is ever built, so memory is the
// file's text plus the record. When "dice" or "actions" come before "scenario" (no writer of
// ours does that), they are skipped in a first pass and read in a second.
#include "engine/io/game_json.h"

#include "model/io/json_stream.h"
#include "model/io/scenario_sax.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace muster {

// Past these a game file is refused with a message naming the limit (docs/format.md).
struct GameReadLimits {
    std::size_t maxFileBytes = 256u * 1024u * 1024u;
    std::size_t maxActions = 8u * 1000u * 1000u;
    std::size_t maxDice = 8u * 1000u * 1000u;
    std::size_t maxPathHexes = 100000;
};

// Shown part of an identifier in a message: at most 64 bytes, cut at a character boundary.
std::string shortId(std::string_view id);

// Gathers the few events of a game file's "players" object into a JSON value.
class PlayersCollector final : public io::JsonHandler {
public:
    void null() override { put(nullptr); }
    void boolean(bool v) override { put(v); }
    void integer(long long value, bool fits, std::string_view text) override;
    void fraction(std::string_view text) override;
    void string(std::string&& v) override { put(std::move(v)); }
    void key(std::string_view k) override { key_ = std::string(k); }
    void startObject() override { put(nlohmann::json::object()); }
    void endObject() override { endContainer(); }
    void startArray() override { put(nlohmann::json::array()); }
    void endArray() override { endContainer(); }
    [[noreturn]] void syntaxError(std::size_t, std::size_t, std::size_t, const std::string& r) override {
        throw std::logic_error(r);  // never called: GameSax parses and forwards
    }

    const nlohmann::json& root() const { return root_; }
    bool tooBig() const { return tooBig_; }
    const std::string& duplicate() const { return duplicate_; }

private:
    void put(nlohmann::json v);
    void endContainer();
    nlohmann::json root_;
    std::vector<nlohmann::json*> stack_;
    std::string key_, duplicate_;
    std::size_t events_ = 0;
    bool tooBig_ = false;
};

class GameSax final : public io::JsonHandler {
public:
    GameSax(GameRecord& out, std::string_view text, const std::string& file, const GameReadLimits& limits);

    // Pass 2 reads only what pass 1 skipped; false when pass 1 read everything.
    bool needsSecondPass() const { return deferred_ != 0; }
    void startSecondPass();
    void finish();  // after a pass: required keys, the scenario's validation

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

private:
    enum class RootKey : std::uint8_t { Format, FormatVersion, Scenario, Seed, Dice, Actions, Players, None };
    enum class Ctx : std::uint8_t { Root, Skip, Dice, Actions, Action, Path, PathHex, Hex };
    // The keys of an action; bits of Frame::seen.
    enum class ActKey : std::uint8_t { Do, Unit, Leader, Path, Hex, At, To, Bonus, Skip, Unknown };
    struct Frame {
        Ctx ctx;
        std::size_t count = 0;  // array elements started so far
    };

    // Value events: each asks what slot the value fills.
    enum class Got : std::uint8_t { Null, Bool, Int, Fraction, String, Object, Array };
    void value(Got got, std::string_view shown);
    void rootValue(Got got, std::string_view shown);
    void actionValue(Got got, std::string_view shown);
    void hexValue(Got got, std::string_view shown, long long v, bool fits);
    [[noreturn]] void fail(const std::string& path, const std::string& reason) const;
    std::string path() const;  // of the value being read
    std::string actionPath() const { return "actions[" + std::to_string(actionIndex_) + "]"; }
    std::string actionKeyPath(ActKey k) const;
    bool handlesNow(RootKey k) const;
    void beginScenario();
    void scenarioEvent(void (io::JsonHandler::*ev)());
    void scenarioEnded();
    bool playersEvent();  // true when the event went to the "players" object
    GamePlayers readPlayers(const PlayersCollector& c) const;
    void beginAction();
    void actionKey(std::string_view k);
    void endAction();
    void checkAllowed(ActKey k) const;
    void storeHex(Offset o);
    int unitIndex(const std::string& id, ActKey k) const;

    GameRecord& g_;
    std::string_view text_;
    const std::string& file_;
    GameReadLimits limits_;
    int pass_ = 1;
    std::vector<Frame> stack_;
    int skipDepth_ = 0;
    RootKey rootKey_ = RootKey::None;
    unsigned rootSeen_ = 0, deferred_ = 0;
    bool rootDone_ = false;

    // The scenario object, while it is being read.
    std::unique_ptr<io::ScenarioSax> scenarioSax_;
    ReadLimits scenarioLimits_;
    int scenarioDepth_ = 0;
    bool scenarioDone_ = false;
    std::unordered_map<std::string, int> ids_;

    // The "players" object, while it is being read.
    std::unique_ptr<PlayersCollector> players_;
    int playersDepth_ = 0;

    // The action being read.
    std::size_t actionIndex_ = 0;
    Action act_;
    std::optional<ActionKind> kind_;
    unsigned actSeen_ = 0;
    ActKey actKey_ = ActKey::Unknown;
    std::string unknownKey_;  // the first key of no action kind, for its path
    std::size_t pathIndex_ = 0;
    int hexVals_[2] = {0, 0};
    int hexCount_ = 0;
};

} // namespace muster
