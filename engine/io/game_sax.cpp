// GameSax: the root of a game file, its scenario (handed to the scenario reader), seed and
// dice. The actions are in game_sax_actions.cpp.
#include "engine/io/game_sax.h"
#include "engine/queries/rule_queries.h"

#include "model/io/scenario_json.h"
#include "engine/queries/rule_queries.h"

#include <algorithm>
#include <charconv>

namespace muster {
namespace {

constexpr std::string_view kRootNames[] = {"format", "formatVersion", "scenario", "seed", "dice", "actions", "players"};

std::string shortNumber(std::string_view text) {
    if (text.size() <= 24) return std::string(text);
    return std::string(text.substr(0, 20)) + "... (" + std::to_string(text.size()) + " characters)";
}

} // namespace

std::string shortId(std::string_view id) {
    if (id.size() <= 64) return std::string(id);
    std::size_t n = 64;  // back off to the lead byte of a character cut at 64
    while (n > 0 && (static_cast<unsigned char>(id[n]) & 0xC0) == 0x80) --n;
    return std::string(id.substr(0, n)) + "...";
}

GameSax::GameSax(GameRecord& out, std::string_view text, const std::string& file, const GameReadLimits& limits)
    : g_(out), text_(text), file_(file), limits_(limits) {
    stack_.reserve(8);
}

void GameSax::fail(const std::string& path, const std::string& reason) const {
    throw GameReadError(file_, path, reason);
}

std::string GameSax::path() const {
    std::string p;
    for (std::size_t i = 0; i < stack_.size(); ++i) {
        const Frame& f = stack_[i];
        switch (f.ctx) {
        case Ctx::Root:
            if (rootKey_ != RootKey::None) p = std::string(kRootNames[static_cast<int>(rootKey_)]);
            break;
        case Ctx::Action:
            if (actKey_ != ActKey::Unknown) p = actionKeyPath(actKey_);
            break;
        default:
            if (f.count > 0) p += "[" + std::to_string(f.count - 1) + "]";
            break;
        }
    }
    return p;
}

bool GameSax::handlesNow(RootKey k) const {
    // Only the actions need the scenario (unit ids, the board); the rest is read at once.
    const bool needsScenario = k == RootKey::Actions;
    if (pass_ == 1) return !needsScenario || scenarioDone_;
    return needsScenario;
}

void GameSax::startSecondPass() {
    pass_ = 2;
    stack_.clear();
    skipDepth_ = 0;
    rootKey_ = RootKey::None;
}

void GameSax::finish() {
    for (RootKey k : {RootKey::Format, RootKey::FormatVersion, RootKey::Scenario, RootKey::Seed, RootKey::Actions})
        if (!(rootSeen_ & (1u << static_cast<int>(k))))
            fail("", "a game file needs \"" + std::string(kRootNames[static_cast<int>(k)]) + "\"");
}

// ---- the scenario, event by event ----

void GameSax::beginScenario() {
    scenarioSax_ = std::make_unique<io::ScenarioSax>(g_.scenario, text_.size(), file_, scenarioLimits_);
    scenarioDepth_ = 1;
    scenarioSax_->startObject();
}

void GameSax::scenarioEnded() {
    scenarioSax_.reset();
    scenarioDone_ = true;
    if (const std::string errors = playBlockers(g_.scenario); !errors.empty())
        throw GameReadError(file_, "scenario", "the scenario does not pass validation: " + errors, true);
    ids_.reserve(g_.scenario.units.size());
    for (std::size_t i = 0; i < g_.scenario.units.size(); ++i)
        ids_.emplace(g_.scenario.units[i].id, static_cast<int>(i));
}

// ---- values ----

void GameSax::value(Got got, std::string_view shown) {
    if (stack_.empty()) fail("", "the top level of a game file must be a JSON object");
    Frame& f = stack_.back();
    const bool container = got == Got::Object || got == Got::Array;
    switch (f.ctx) {
    case Ctx::Root: return rootValue(got, shown);
    case Ctx::Action: return actionValue(got, shown);
    case Ctx::Dice:
        if (++f.count > limits_.maxDice)
            fail("dice", "more than " + std::to_string(limits_.maxDice) + " dice (the reader's limit)");
        fail(path(), "expected an integer from 1 to 6, got " + std::string(shown));
    case Ctx::Actions:
        if (++f.count > limits_.maxActions)
            fail("actions", "more than " + std::to_string(limits_.maxActions) + " actions (the reader's limit)");
        actionIndex_ = f.count - 1;
        if (got != Got::Object) fail(actionPath(), "expected an action object {\"do\": ...}, got " + std::string(shown));
        return beginAction();
    case Ctx::Path:
        if (++f.count > limits_.maxPathHexes)
            fail(actionKeyPath(ActKey::Path), "more than " + std::to_string(limits_.maxPathHexes) +
                                                  " hexes in one path (the reader's limit)");
        pathIndex_ = f.count - 1;
        if (got != Got::Array) fail(path(), "a hex is [column, row]: it has exactly 2 integers");
        hexCount_ = 0;
        stack_.push_back({Ctx::PathHex});
        return;
    case Ctx::PathHex:
    case Ctx::Hex: return hexValue(got, shown, 0, false);
    case Ctx::Skip: break;
    }
    if (container) ++skipDepth_;
}

void GameSax::rootValue(Got got, std::string_view shown) {
    const bool container = got == Got::Object || got == Got::Array;
    if (!handlesNow(rootKey_)) {
        if (container) skipDepth_ = 1;
        return;
    }
    const std::string s(shown);
    switch (rootKey_) {
    case RootKey::Format: fail("format", "expected \"muster-game\", got " + s);
    case RootKey::FormatVersion: fail("formatVersion", "unsupported version " + s + " (this reader knows 1)");
    case RootKey::Scenario:
        if (got != Got::Object) fail("scenario", "expected a scenario object, got " + s);
        return beginScenario();
    case RootKey::Seed: fail("seed", "expected a whole number from 0 to 18446744073709551615, got " + s);
    case RootKey::Dice:
        if (got != Got::Array) fail("dice", "expected a list of d6 results (1..6), got " + s);
        stack_.push_back({Ctx::Dice});
        return;
    case RootKey::Actions: {
        if (got != Got::Array) fail("actions", "expected a list of actions, got " + s);
        // Every action has a "do" key, and takes at least 16 bytes: counting them sizes the
        // list once instead of doubling it (which would briefly need three times its size).
        std::size_t n = 0;
        for (std::size_t at = text_.find("\"do\""); at != std::string_view::npos; at = text_.find("\"do\"", at + 4)) ++n;
        g_.actions.reserve(std::min({n, text_.size() / 16 + 1, limits_.maxActions}));
        stack_.push_back({Ctx::Actions});
        return;
    }
    case RootKey::Players:
        if (got != Got::Object)
            fail("players", "expected an object with \"union\", \"confederate\" and \"paceMs\", got " + s);
        players_ = std::make_unique<PlayersCollector>();
        playersDepth_ = 1;
        players_->startObject();
        return;
    case RootKey::None: break;
    }
    fail("", "the top level of a game file must be a JSON object");
}

// ---- events ----

void GameSax::null() {
    if (playersDepth_ > 0) return players_->null();
    if (scenarioDepth_ > 0) return scenarioSax_->null();
    if (skipDepth_ > 0) return;
    value(Got::Null, "null");
}

void GameSax::boolean(bool v) {
    if (playersDepth_ > 0) return players_->boolean(v);
    if (scenarioDepth_ > 0) return scenarioSax_->boolean(v);
    if (skipDepth_ > 0) return;
    if (!stack_.empty() && stack_.back().ctx == Ctx::Action && (actKey_ == ActKey::Bonus || actKey_ == ActKey::Skip)) {
        (actKey_ == ActKey::Bonus ? act_.bonus : act_.skip) = v;
        return;
    }
    value(Got::Bool, v ? "true" : "false");
}

void GameSax::integer(long long v, bool fits, std::string_view text) {
    if (playersDepth_ > 0) return players_->integer(v, fits, text);
    if (scenarioDepth_ > 0) return scenarioSax_->integer(v, fits, text);
    if (skipDepth_ > 0) return;
    const std::string shown = "the number " + shortNumber(text);
    if (stack_.empty()) return value(Got::Int, shown);
    Frame& f = stack_.back();
    if (f.ctx == Ctx::PathHex || f.ctx == Ctx::Hex) return hexValue(Got::Int, shortNumber(text), v, fits);
    if (f.ctx == Ctx::Dice) {
        if (++f.count > limits_.maxDice)
            fail("dice", "more than " + std::to_string(limits_.maxDice) + " dice (the reader's limit)");
        if (!fits || v < 1 || v > 6) fail(path(), "integer " + shortNumber(text) + " is out of range 1..6");
        g_.dice.push_back(static_cast<int>(v));
        return;
    }
    if (f.ctx == Ctx::Root && handlesNow(rootKey_)) {
        if (rootKey_ == RootKey::FormatVersion) {
            if (!fits || v != 1)
                fail("formatVersion", "unsupported version " + shortNumber(text) + " (this reader knows 1)");
            return;
        }
        if (rootKey_ == RootKey::Seed) {
            if (fits && v >= 0) {
                g_.seed = static_cast<std::uint64_t>(v);
                return;
            }
            std::uint64_t u = 0;
            const auto r = std::from_chars(text.data(), text.data() + text.size(), u);
            if (!fits && r.ec == std::errc() && r.ptr == text.data() + text.size()) {
                g_.seed = u;
                return;
            }
        }
    }
    value(Got::Int, shown);
}

void GameSax::fraction(std::string_view text) {
    if (playersDepth_ > 0) return players_->fraction(text);
    if (scenarioDepth_ > 0) return scenarioSax_->fraction(text);
    if (skipDepth_ > 0) return;
    value(Got::Fraction, "the number " + shortNumber(text));
}

void GameSax::string(std::string&& v) {
    if (playersDepth_ > 0) return players_->string(std::move(v));
    if (scenarioDepth_ > 0) return scenarioSax_->string(std::move(v));
    if (skipDepth_ > 0) return;
    if (!stack_.empty() && stack_.back().ctx == Ctx::Root && rootKey_ == RootKey::Format && handlesNow(rootKey_)) {
        if (v != "muster-game") fail("format", "expected \"muster-game\", got '" + shortId(v) + "'");
        return;
    }
    if (!stack_.empty() && stack_.back().ctx == Ctx::Action) {
        switch (actKey_) {
        case ActKey::Do: {
            const auto k = actionKindFromString(v);
            if (!k) {
                std::string names;
                for (int i = 0; i < kActionKindCount; ++i)
                    names += (names.empty() ? "" : ", ") + std::string(toString(static_cast<ActionKind>(i)));
                fail(actionKeyPath(ActKey::Do), "unknown action '" + shortId(v) + "' (one of: " + names + ")");
            }
            kind_ = *k;
            for (int b = 0; b < static_cast<int>(ActKey::Unknown); ++b)
                if (actSeen_ & (1u << b)) checkAllowed(static_cast<ActKey>(b));
            if (!unknownKey_.empty()) checkAllowed(ActKey::Unknown);
            return;
        }
        case ActKey::Unit: act_.unit = unitIndex(v, ActKey::Unit); return;
        case ActKey::Leader: act_.leader = unitIndex(v, ActKey::Leader); return;
        default: break;
        }
    }
    value(Got::String, "a string");
}

void GameSax::key(std::string_view k) {
    if (playersDepth_ > 0) return players_->key(k);
    if (scenarioDepth_ > 0) return scenarioSax_->key(k);
    if (skipDepth_ > 0) return;
    if (stack_.back().ctx == Ctx::Action) return actionKey(k);
    // The root object.
    const auto* it = std::find(std::begin(kRootNames), std::end(kRootNames), k);
    if (it == std::end(kRootNames)) {
        std::string list;
        for (std::string_view n : kRootNames) list += (list.empty() ? "" : ", ") + std::string(n);
        fail(shortId(k), "unknown key (allowed in a game file: " + list + ")");
    }
    rootKey_ = static_cast<RootKey>(it - std::begin(kRootNames));
    const unsigned bit = 1u << static_cast<int>(rootKey_);
    if (pass_ == 1) {
        if (rootSeen_ & bit) fail(std::string(k), "key appears twice in the same object");
        rootSeen_ |= bit;
        if (!handlesNow(rootKey_)) deferred_ |= bit;
    }
}

void GameSax::startObject() {
    if (playersDepth_ > 0) {
        ++playersDepth_;
        return players_->startObject();
    }
    if (scenarioDepth_ > 0) {
        ++scenarioDepth_;
        return scenarioSax_->startObject();
    }
    if (skipDepth_ > 0) {
        ++skipDepth_;
        return;
    }
    if (stack_.empty()) {
        stack_.push_back({Ctx::Root});
        return;
    }
    value(Got::Object, "an object");
}

void GameSax::endObject() {
    if (playersDepth_ > 0) {
        players_->endObject();
        if (--playersDepth_ == 0) {
            g_.players = readPlayers(*players_);
            players_.reset();
        }
        return;
    }
    if (scenarioDepth_ > 0) {
        scenarioSax_->endObject();
        if (--scenarioDepth_ == 0) scenarioEnded();
        return;
    }
    if (skipDepth_ > 0) {
        --skipDepth_;
        return;
    }
    if (stack_.back().ctx == Ctx::Action) endAction();
    stack_.pop_back();
}

void GameSax::startArray() {
    if (playersDepth_ > 0) {
        ++playersDepth_;
        return players_->startArray();
    }
    if (scenarioDepth_ > 0) {
        ++scenarioDepth_;
        return scenarioSax_->startArray();
    }
    if (skipDepth_ > 0) {
        ++skipDepth_;
        return;
    }
    value(Got::Array, "an array");
}

void GameSax::syntaxError(std::size_t line, std::size_t column, std::size_t byte, const std::string& reason) {
    std::string where;
    if (scenarioDepth_ > 0) {
        const std::string p = scenarioSax_->path();
        where = p.empty() ? "scenario" : (p[0] == '[' ? "scenario" + p : "scenario." + p);
    } else if (playersDepth_ > 0) {
        where = "players";
    } else if (skipDepth_ == 0) {
        where = path();
    }
    fail("", "invalid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + " (byte " +
                 std::to_string(byte) + ")" + (where.empty() ? "" : ", inside " + where) + ": " + reason);
}

} // namespace muster
