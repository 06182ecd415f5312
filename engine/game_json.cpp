// readGameJson / readGameFile / replayGame: the strict reader of `muster-game` v1 files.
// The JSON is parsed by model/io's strict streaming parser (the scenario reader's: same
// syntax errors, UTF-8 checks and nesting limit) into a small DOM; the "scenario" part is
// then handed, re-serialised, to the scenario reader so both files follow one set of rules.
#include "game_json.h"

#include "model/io/json_stream.h"
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <algorithm>
#include <unordered_map>

namespace muster {
namespace {

using Json = nlohmann::json;

std::string joinMessage(const std::string& file, const std::string& path, const std::string& reason) {
    std::string m;
    if (!file.empty()) m += file + ": ";
    if (!path.empty()) m += path + ": ";
    return m + reason;
}

// Builds a nlohmann DOM from the streaming parser's events, refusing duplicate keys (the
// scenario reader does too; nlohmann would silently keep the last one).
class DomBuilder : public io::JsonHandler {
public:
    explicit DomBuilder(std::string file) : file_(std::move(file)) {}
    Json root;

    void null() override { put(Json(nullptr)); }
    void boolean(bool v) override { put(Json(v)); }
    void integer(long long v, bool fits, std::string_view text) override {
        if (fits) {
            put(Json(v));
            return;
        }
        std::uint64_t u = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), u);
        if (r.ec == std::errc() && r.ptr == text.data() + text.size()) {
            put(Json(u));
            return;
        }
        fail("integer " + std::string(text) + " is out of range");
    }
    void fraction(std::string_view text) override {
        const double v = std::strtod(std::string(text).c_str(), nullptr);
        if (!std::isfinite(v)) fail("number " + std::string(text) + " is out of range");
        put(Json(v));
    }
    void string(std::string&& v) override { put(Json(std::move(v))); }
    void key(std::string_view k) override {
        Frame& f = stack_.back();
        if (f.value->contains(k)) {
            pendingKey_ = std::string(k);
            fail("key appears twice in the same object");
        }
        pendingKey_ = std::string(k);
    }
    void startObject() override { open(Json::object()); }
    void endObject() override { stack_.pop_back(); }
    void startArray() override { open(Json::array()); }
    void endArray() override { stack_.pop_back(); }
    [[noreturn]] void syntaxError(std::size_t line, std::size_t column, std::size_t byte,
                                  const std::string& reason) override {
        throw GameReadError(file_, "", "invalid JSON at line " + std::to_string(line) + ", column " +
                                           std::to_string(column) + " (byte " + std::to_string(byte) +
                                           "): " + reason);
    }

private:
    struct Frame {
        Json* value;
        std::string path;
    };

    std::string childPath() const {
        if (stack_.empty()) return "";
        const Frame& f = stack_.back();
        if (f.value->is_array()) return f.path + "[" + std::to_string(f.value->size()) + "]";
        return f.path.empty() ? pendingKey_ : f.path + "." + pendingKey_;
    }
    [[noreturn]] void fail(const std::string& reason) { throw GameReadError(file_, childPath(), reason); }

    Json* put(Json v) {
        if (stack_.empty()) {
            root = std::move(v);
            return &root;
        }
        Json& parent = *stack_.back().value;
        if (parent.is_array()) {
            parent.push_back(std::move(v));
            return &parent.back();
        }
        Json& slot = parent[pendingKey_];
        slot = std::move(v);
        return &slot;
    }
    void open(Json empty) {
        const std::string path = childPath();
        Json* at = put(std::move(empty));
        stack_.push_back({at, path});
    }

    std::string file_;
    std::vector<Frame> stack_;
    std::string pendingKey_;
};

std::string typeName(const Json& v) {
    switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::string: return "a string";
    case Json::value_t::array: return "an array";
    case Json::value_t::object: return "an object";
    default: return "the number " + v.dump();
    }
}

// Reads the fields of one file; every error carries the file name and JSON path.
class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const std::string& path, const std::string& reason) const {
        throw GameReadError(file_, path, reason);
    }

    void onlyKeys(const Json& obj, const std::string& path, const std::vector<std::string>& allowed,
                  const std::string& where) const {
        for (const auto& [k, v] : obj.items()) {
            if (std::find(allowed.begin(), allowed.end(), k) != allowed.end()) continue;
            std::string list;
            for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
            const std::string shown = k.size() > 64 ? k.substr(0, 64) + "..." : k;
            fail(path.empty() ? shown : path + "." + shown, "unknown key (allowed " + where + ": " + list + ")");
        }
    }

    const Json& need(const Json& obj, const std::string& path, const char* key, const std::string& what) const {
        auto it = obj.find(key);
        if (it == obj.end()) fail(path, what + " needs \"" + key + "\"");
        return *it;
    }

    long long integer(const Json& v, const std::string& path, long long lo, long long hi) const {
        if (!v.is_number_integer())
            fail(path, "expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi) + ", got " +
                           typeName(v));
        if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
            fail(path, "integer " + v.dump() + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
        const long long x = v.get<long long>();
        if (x < lo || x > hi)
            fail(path, "integer " + v.dump() + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
        return x;
    }

    Offset hex(const Json& v, const std::string& path, const BoardGeometry& board) const {
        if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
            fail(path, "a hex is [column, row]: it has exactly 2 integers");
        const long long c = integer(v[0], path + "[0]", -1000000, 1000000);
        const long long r = integer(v[1], path + "[1]", -1000000, 1000000);
        const Offset o{static_cast<int>(c), static_cast<int>(r)};
        if (!board.contains(o))
            fail(path, "[" + std::to_string(c) + "," + std::to_string(r) + "] is off the " +
                           std::to_string(board.columns) + "x" + std::to_string(board.rows) + " board");
        return o;
    }

    int unit(const Json& v, const std::string& path, const std::unordered_map<std::string, int>& ids) const {
        if (!v.is_string()) fail(path, "expected a unit id (a string), got " + typeName(v));
        const auto it = ids.find(v.get<std::string>());
        if (it == ids.end()) {
            std::string id = v.get<std::string>();
            if (id.size() > 64) id = id.substr(0, 64) + "...";
            fail(path, "no unit '" + id + "' in the scenario");
        }
        return it->second;
    }

    bool flag(const Json& v, const std::string& path) const {
        if (!v.is_boolean()) fail(path, "expected true or false, got " + typeName(v));
        return v.get<bool>();
    }

    std::vector<Offset> path(const Json& v, const std::string& p, const BoardGeometry& board) const {
        if (!v.is_array()) fail(p, "expected a list of hexes [[column, row], ...], got " + typeName(v));
        if (v.empty()) fail(p, "a path lists at least one hex entered");
        std::vector<Offset> out;
        out.reserve(v.size());
        for (std::size_t i = 0; i < v.size(); ++i) out.push_back(hex(v[i], p + "[" + std::to_string(i) + "]", board));
        return out;
    }

    Action action(const Json& v, const std::string& p, const Scenario& sc,
                  const std::unordered_map<std::string, int>& ids) const;

    // "players": {"union": {"player": "human"}, "confederate": {"player": "greedy", "seed": 7},
    // "paceMs": 600}; a side left out is played by a person.
    GamePlayers players(const Json& v) const {
        if (!v.is_object()) fail("players", "expected an object with \"union\", \"confederate\" and \"paceMs\", got " + typeName(v));
        onlyKeys(v, "players", {"union", "confederate", "paceMs"}, "in \"players\"");
        GamePlayers out;
        for (Side side : kAllSides) {
            const std::string key(toString(side));
            const auto it = v.find(key);
            if (it == v.end()) continue;
            const std::string p = "players." + key;
            if (!it->is_object()) fail(p, "expected {\"player\": NAME, \"seed\": N}, got " + typeName(*it));
            onlyKeys(*it, p, {"player", "seed"}, "for a side's player");
            GamePlayers::Seat& seat = out.seats[static_cast<std::size_t>(side)];
            const Json& name = need(*it, p, "player", "a side's player");
            if (!name.is_string() || name.get<std::string>().empty() || name.get<std::string>().size() > 64)
                fail(p + ".player", "expected \"human\" or a player's name (1 to 64 characters), got " + typeName(name));
            seat.player = name.get<std::string>();
            if (const auto s = it->find("seed"); s != it->end()) {
                if (!s->is_number_integer() || (!s->is_number_unsigned() && s->get<long long>() < 0))
                    fail(p + ".seed", "expected a whole number from 0 to 18446744073709551615, got " + typeName(*s));
                seat.seed = s->is_number_unsigned() ? s->get<std::uint64_t>() : static_cast<std::uint64_t>(s->get<long long>());
            }
        }
        if (const auto it = v.find("paceMs"); it != v.end())
            out.paceMs = static_cast<int>(integer(*it, "players.paceMs", 0, 60000));
        return out;
    }

    std::string file_;
};

// The fields each kind of action takes (DESIGN.md "Actions"); "do" is always allowed.
struct KindFields {
    std::vector<std::string> required, optional;
};

KindFields fieldsOf(ActionKind k) {
    switch (k) {
    case ActionKind::Enter: return {{"unit"}, {"hex"}};
    case ActionKind::Move: return {{"unit", "path"}, {"leader", "bonus"}};
    case ActionKind::Fire: return {{"unit", "at"}, {}};
    case ActionKind::MoveFire: return {{"unit", "path", "at"}, {}};
    case ActionKind::Close: return {{"unit", "at"}, {}};
    case ActionKind::Retreat: return {{"unit", "to"}, {}};
    case ActionKind::Advance: return {{}, {"unit", "skip"}};
    case ActionKind::Rally: return {{"leader", "unit"}, {}};
    case ActionKind::EndTurn: return {{}, {}};
    }
    return {};
}

Action Reader::action(const Json& v, const std::string& p, const Scenario& sc,
                      const std::unordered_map<std::string, int>& ids) const {
    if (!v.is_object()) fail(p, "expected an action object {\"do\": ...}, got " + typeName(v));
    const Json& d = need(v, p, "do", "an action");
    if (!d.is_string()) fail(p + ".do", "expected an action name (a string), got " + typeName(d));
    const auto kind = actionKindFromString(d.get<std::string>());
    if (!kind) {
        std::string names;
        for (int k = 0; k < kActionKindCount; ++k)
            names += (names.empty() ? "" : ", ") + std::string(toString(static_cast<ActionKind>(k)));
        std::string got = d.get<std::string>();
        if (got.size() > 64) got = got.substr(0, 64) + "...";
        fail(p + ".do", "unknown action '" + got + "' (one of: " + names + ")");
    }
    const std::string kindName(toString(*kind));
    const KindFields f = fieldsOf(*kind);
    std::vector<std::string> allowed{"do"};
    allowed.insert(allowed.end(), f.required.begin(), f.required.end());
    allowed.insert(allowed.end(), f.optional.begin(), f.optional.end());
    onlyKeys(v, p, allowed, "for \"" + kindName + "\"");
    for (const auto& k : f.required) need(v, p, k.c_str(), "\"" + kindName + "\"");

    Action a;
    a.kind = *kind;
    const BoardGeometry& board = sc.board;
    if (auto it = v.find("unit"); it != v.end()) a.unit = unit(*it, p + ".unit", ids);
    if (auto it = v.find("leader"); it != v.end()) a.leader = unit(*it, p + ".leader", ids);
    if (auto it = v.find("path"); it != v.end()) a.path = path(*it, p + ".path", board);
    for (const char* key : {"hex", "at", "to"})
        if (auto it = v.find(key); it != v.end()) a.hex = hex(*it, p + "." + key, board);
    if (auto it = v.find("bonus"); it != v.end()) a.bonus = flag(*it, p + ".bonus");
    if (auto it = v.find("skip"); it != v.end()) a.skip = flag(*it, p + ".skip");
    if (a.kind == ActionKind::Advance) {
        if (a.skip && a.unit >= 0) fail(p, "\"advance\" takes \"unit\" or \"skip\": true, not both");
        if (!a.skip && a.unit < 0) fail(p, "\"advance\" needs \"unit\" (or \"skip\": true to decline)");
    }
    return a;
}

} // namespace

GameReadError::GameReadError(std::string file, std::string jsonPath, std::string reason, bool invalidScenario)
    : std::runtime_error(joinMessage(file, jsonPath, reason)),
      file_(std::move(file)), path_(std::move(jsonPath)), reason_(std::move(reason)), invalid_(invalidScenario) {}

GameRecord readGameJson(std::string_view text, const std::string& sourceName) {
    DomBuilder dom(sourceName);
    io::parseJson(text, dom, 64);
    const Json& root = dom.root;
    Reader r(sourceName);
    if (!root.is_object()) r.fail("", "the top level of a game file must be a JSON object");
    r.onlyKeys(root, "", {"format", "formatVersion", "scenario", "seed", "dice", "players", "actions"}, "in a game file");
    const Json& format = r.need(root, "", "format", "a game file");
    if (!format.is_string() || format.get<std::string>() != "muster-game")
        r.fail("format", "expected \"muster-game\", got " + (format.is_string() ? "'" + format.get<std::string>().substr(0, 64) + "'" : typeName(format)));
    const Json& version = r.need(root, "", "formatVersion", "a game file");
    if (!version.is_number_integer() || version.get<long long>() != 1 || (version.is_number_unsigned() && version.get<std::uint64_t>() != 1))
        r.fail("formatVersion", "unsupported version " + version.dump().substr(0, 64) + " (this reader knows 1)");

    GameRecord g;
    const Json& sc = r.need(root, "", "scenario", "a game file");
    if (!sc.is_object()) r.fail("scenario", "expected a scenario object, got " + typeName(sc));
    try {
        g.scenario = readScenarioJson(sc.dump(), sourceName);
    } catch (const ScenarioReadError& e) {
        r.fail(e.jsonPath().empty() ? "scenario" : "scenario." + e.jsonPath(), e.reason());
    }
    if (const std::string errors = scenarioErrorsText(g.scenario); !errors.empty())
        throw GameReadError(sourceName, "scenario", "the scenario does not pass validation: " + errors, true);

    const Json& seed = r.need(root, "", "seed", "a game file");
    if (!seed.is_number_integer() || (!seed.is_number_unsigned() && seed.get<long long>() < 0))
        r.fail("seed", "expected a whole number from 0 to 18446744073709551615, got " + typeName(seed));
    g.seed = seed.is_number_unsigned() ? seed.get<std::uint64_t>() : static_cast<std::uint64_t>(seed.get<long long>());

    if (auto it = root.find("dice"); it != root.end()) {
        if (!it->is_array()) r.fail("dice", "expected a list of d6 results (1..6), got " + typeName(*it));
        for (std::size_t i = 0; i < it->size(); ++i)
            g.dice.push_back(static_cast<int>(r.integer((*it)[i], "dice[" + std::to_string(i) + "]", 1, 6)));
    }

    if (auto it = root.find("players"); it != root.end()) g.players = r.players(*it);

    const Json& actions = r.need(root, "", "actions", "a game file");
    if (!actions.is_array()) r.fail("actions", "expected a list of actions, got " + typeName(actions));
    std::unordered_map<std::string, int> ids;
    for (std::size_t i = 0; i < g.scenario.units.size(); ++i) ids.emplace(g.scenario.units[i].id, static_cast<int>(i));
    g.actions.reserve(actions.size());
    for (std::size_t i = 0; i < actions.size(); ++i)
        g.actions.push_back(r.action(actions[i], "actions[" + std::to_string(i) + "]", g.scenario, ids));
    return g;
}

bool looksLikeGameJson(std::string_view text) {
    try {
        DomBuilder dom("");
        io::parseJson(text, dom, 64);
        if (!dom.root.is_object()) return false;
        const auto it = dom.root.find("format");
        return it != dom.root.end() && it->is_string() && it->get<std::string>() == "muster-game";
    } catch (...) {
        return false;
    }
}

std::string scenarioErrorsText(const Scenario& s) {
    std::string out;
    int n = 0;
    for (const Issue& i : validate(s)) {
        if (i.severity != Severity::Error) continue;
        if (++n > 10) continue;
        out += (out.empty() ? "" : "; ") + i.rule + " (" + i.section + "): " + i.message;
    }
    if (n > 10) out += "; and " + std::to_string(n - 10) + " more";
    return n == 0 ? std::string() : out;
}


} // namespace muster
