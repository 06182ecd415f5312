// readEagleJson: a strict tree (grid_dom's parser, shared), then each key checked against
// the battle board's shape. Keys of the hex and grid boards are refused with the reason.
#include "eagle_json.h"
#include "../grid/grid_dom.h"
#include "../../io/scenario_json.h"

#include <algorithm>
#include <climits>
#include <map>

namespace muster {
namespace eagle {
namespace {

using nlohmann::json;

struct KeySet {
    std::vector<std::string_view> allowed;
    std::vector<std::string_view> required;
    std::map<std::string_view, std::string_view> notHere; // key -> why a battle board has none
};

constexpr std::string_view kNoVictory =
    "a battle on the board ends when an army retreats (002 Turns and Ending); put any other aim in specialRules";

class EagleReader {
public:
    explicit EagleReader(const std::string& file) : file_(file) {}

    EagleScenario read(const json& root) {
        EagleScenario s;
        keys(root, "", {{"format", "formatVersion", "ruleset", "title", "subtitle", "author", "date", "briefing",
                         "historicalNotes", "tags", "board", "points", "sides", "units", "specialRules"},
                        {"format", "formatVersion", "ruleset", "board", "sides"},
                        {{"terrain", "the battle board has spaces, not terrain; each unit names its space"},
                         {"turns", "the battle runs until one army retreats (002 Turns and Ending)"},
                         {"firstSide", "the attacker is rolled for (002 Stand-Alone Battle)"},
                         {"vpMarkers", kNoVictory},
                         {"vpMarkerMode", kNoVictory},
                         {"victory", kNoVictory},
                         {"optionalRules", "the optional rules 11.x are Hold the Line's"},
                         {"balanceIntent", "balance runs need play, which Eagle Games battles do not have"}}});
        if (str(root["format"], "format") != "muster-scenario") fail("format", "not a Muster scenario: expected \"muster-scenario\"");
        if (integer(root["formatVersion"], "formatVersion") != 1)
            fail("formatVersion", "this Muster reads format version 1 only");
        if (str(root["ruleset"], "ruleset") != "eagle-games-cw-v1.8")
            fail("ruleset", "expected \"eagle-games-cw-v1.8\" for an Eagle Games battle");
        for (auto [key, field] : {std::pair{"title", &s.title}, {"subtitle", &s.subtitle}, {"author", &s.author},
                                  {"date", &s.date}, {"briefing", &s.briefing}, {"historicalNotes", &s.historicalNotes}})
            if (root.contains(key)) *field = str(root[key], key);
        if (root.contains("tags")) s.tags = strings(root["tags"], "tags");
        if (root.contains("specialRules")) s.notes = strings(root["specialRules"], "specialRules");
        readBoard(root["board"], s);
        if (root.contains("points")) s.points = integer(root["points"], "points");
        readSides(root["sides"], s);
        if (root.contains("units")) readUnits(root["units"], s);
        return s;
    }

private:
    [[noreturn]] void fail(const std::string& path, const std::string& why) const {
        throw ScenarioReadError(file_, path, why);
    }

    void keys(const json& j, const std::string& path, const KeySet& k) const {
        if (!j.is_object()) fail(path, "expected an object");
        for (const auto& [key, value] : j.items()) {
            const std::string p = path.empty() ? key : path + "." + key;
            if (std::find(k.allowed.begin(), k.allowed.end(), key) != k.allowed.end()) continue;
            if (const auto it = k.notHere.find(key); it != k.notHere.end())
                fail(p, "an Eagle Games battle has no such key: " + std::string(it->second));
            std::string list;
            for (auto a : k.allowed) list += (list.empty() ? "" : ", ") + std::string(a);
            fail(p, "unknown key (allowed here: " + list + ")");
        }
        for (auto r : k.required)
            if (!j.contains(r)) fail(path.empty() ? std::string(r) : path + "." + std::string(r), "required key is missing");
    }

    std::string str(const json& j, const std::string& path) const {
        if (!j.is_string()) fail(path, "expected a string");
        if (j.get_ref<const std::string&>().size() > limits_.maxStringBytes) fail(path, "string longer than the reader's limit");
        return j.get<std::string>();
    }
    int integer(const json& j, const std::string& path) const {
        if (!j.is_number_integer()) fail(path, "expected an integer");
        const long long v = j.get<long long>();
        if (v < INT_MIN || v > INT_MAX) fail(path, "integer " + std::to_string(v) + " is out of range");
        return static_cast<int>(v);
    }
    const json& list(const json& j, const std::string& path, std::size_t limit) const {
        if (!j.is_array()) fail(path, "expected an array");
        if (j.size() > limit) fail(path, "more than " + std::to_string(limit) + " entries (the reader's limit)");
        return j;
    }
    std::vector<std::string> strings(const json& j, const std::string& path) const {
        std::vector<std::string> out;
        const json& a = list(j, path, limits_.maxUnits);
        for (std::size_t i = 0; i < a.size(); ++i) out.push_back(str(a[i], at(path, i)));
        return out;
    }
    static std::string at(const std::string& path, std::size_t i) { return path + "[" + std::to_string(i) + "]"; }

    void readBoard(const json& b, EagleScenario& s) const {
        constexpr std::string_view why = "the battle board is a fixed set of spaces; only its size (major or minor) is set";
        keys(b, "board", {{"size"}, {}, {{"columns", why}, {"rows", why}, {"orientation", why}, {"stagger", why}}});
        if (!b.contains("size")) return;
        const auto size = eagleSizeFromString(str(b["size"], "board.size"));
        if (!size) fail("board.size", "unknown battle size (expected major or minor)");
        s.size = *size;
    }

    void readSides(const json& j, EagleScenario& s) const {
        keys(j, "sides", {{"union", "confederate"}, {"union", "confederate"}, {}});
        for (Side sd : kAllSides) {
            const std::string path = "sides." + std::string(toString(sd));
            const json& o = j[std::string(toString(sd))];
            keys(o, path, {{"name"}, {},
                           {{"commandAP", "002 has no command points: every unit of a type acts in its phase"},
                            {"homeEdge", "each army sets up on its own half of the battle board"}}});
            if (o.contains("name")) s.army(sd).name = str(o["name"], path + ".name");
        }
    }

    void readUnits(const json& j, EagleScenario& s) const {
        const json& a = list(j, "units", limits_.maxUnits);
        s.units.reserve(a.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string p = at("units", i);
            const json& o = a[i];
            keys(o, p, {{"id", "side", "type", "name", "space", "elite"}, {"id", "side", "type", "space"},
                        {{"hex", "a unit sets up on a space of the battle board: give \"space\""},
                         {"sp", "002 pieces have no strength points: a hit brigade retreats or is eliminated"},
                         {"morale", "002 pieces have no morale colour"},
                         {"facing", "002 pieces have no facing"},
                         {"arrives", "002 has no reinforcements: both armies set up before the battle"}}});
            EagleUnit u;
            u.id = str(o["id"], p + ".id");
            const std::string side = str(o["side"], p + ".side");
            const auto sd = sideFromString(side);
            if (!sd) fail(p + ".side", "unknown side (expected union or confederate)");
            u.side = *sd;
            const std::string t = str(o["type"], p + ".type");
            const auto type = eagleUnitTypeFromString(t);
            if (!type) fail(p + ".type", "unknown unit type \"" + t + "\" (Eagle Games has: " + unitWords() + ")");
            u.type = *type;
            if (o.contains("name")) u.name = str(o["name"], p + ".name");
            const std::string sp = str(o["space"], p + ".space");
            const auto space = eagleSpaceFromString(sp);
            if (!space) fail(p + ".space", "unknown space \"" + sp + "\" (the battle board has: " + spaceWords() + ")");
            u.space = *space;
            if (o.contains("elite")) {
                if (!o["elite"].is_boolean()) fail(p + ".elite", "expected true or false");
                u.elite = o["elite"].get<bool>();
            }
            s.units.push_back(std::move(u));
        }
    }

    static std::string unitWords() {
        std::string out;
        for (const auto& u : allEagleUnitTypes()) out += (out.empty() ? "" : ", ") + std::string(u.id);
        return out;
    }
    static std::string spaceWords() {
        std::string out;
        for (const auto& e : allEagleSpaces()) out += (out.empty() ? "" : ", ") + std::string(e.id);
        return out;
    }

    const std::string& file_;
    ReadLimits limits_;
};

} // namespace
} // namespace eagle


EagleScenario readEagleJson(std::string_view text, const std::string& file) {
    const ReadLimits limits;
    if (text.size() > limits.maxFileBytes)
        throw ScenarioReadError(file, "", "file is larger than the reader's limit of " +
                                              std::to_string(limits.maxFileBytes / (1024 * 1024)) + " MiB");
    const nlohmann::json root = grid::parseStrictJson(text, file);
    if (!root.is_object()) throw ScenarioReadError(file, "", "the top level of a scenario file must be a JSON object");
    return eagle::EagleReader(file).read(root);
}

} // namespace muster
