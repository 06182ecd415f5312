// readEagleJson: a strict tree (strict_json, shared with the grid), then each key checked against
// the battle board's shape. Keys of the hex and grid boards are refused with the reason.
#include "eagle_json.h"
#include "../strict_json.h"

namespace muster {
namespace eagle {
namespace {

using nlohmann::json;
using systems::KeySet;

constexpr std::string_view kNoVictory =
    "a battle on the board ends when an army retreats (002 Turns and Ending); put any other aim in specialRules";

class EagleReader : systems::StrictReader {
public:
    explicit EagleReader(const std::string& file) : StrictReader(file, "an Eagle Games battle") {}

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
        header(root, "eagle-games-cw-v1.8");
        text(root, s);
        if (root.contains("specialRules")) s.notes = strings(root["specialRules"], "specialRules");
        readBoard(root["board"], s);
        if (root.contains("points")) s.points = integer(root["points"], "points");
        readSides(root["sides"], s);
        if (root.contains("units")) readUnits(root["units"], s);
        return s;
    }

private:
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
        const json& a = list(j, "units", limits().maxUnits);
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
            u.side = side(o["side"], p + ".side");
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

};

} // namespace
} // namespace eagle


EagleScenario readEagleJson(std::string_view text, const std::string& file) {
    return eagle::EagleReader(file).read(systems::parseBattleRoot(text, file));
}

} // namespace muster
