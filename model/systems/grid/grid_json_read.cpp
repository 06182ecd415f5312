// readGridJson: a strict tree (strict_json), then each key checked against the grid's shape.
// Keys that only Hold the Line has are refused with the reason, not just as unknown.
#include "grid_json.h"
#include "../strict_json.h"

namespace muster {
namespace {

using nlohmann::json;
using systems::KeySet;

class GridReader : systems::StrictReader {
public:
    explicit GridReader(const std::string& file) : StrictReader(file, "a square-grid battle") {}

    GridScenario read(const json& root) {
        GridScenario s;
        keys(root, "", {{"format", "formatVersion", "ruleset", "title", "subtitle", "author", "date", "briefing",
                         "historicalNotes", "tags", "board", "turns", "firstSide", "sides", "terrain", "units",
                         "vpMarkers", "victory", "specialRules"},
                        {"format", "formatVersion", "ruleset", "board", "sides"},
                        {{"vpMarkerMode", "objectives on a square grid have no capture mode; say how they score in a victory text"},
                         {"optionalRules", "the optional rules 11.x are Hold the Line's"},
                         {"balanceIntent", "balance runs need play, which the square grid does not have"}}});
        header(root, "square-grid-v1.1");
        text(root, s);
        if (root.contains("specialRules")) s.specialRules = strings(root["specialRules"], "specialRules");
        readBoard(root["board"], s);
        if (root.contains("turns")) s.turns = integer(root["turns"], "turns");
        if (root.contains("firstSide")) s.firstSide = side(root["firstSide"], "firstSide");
        readSides(root["sides"], s);
        if (root.contains("terrain")) readTerrain(root["terrain"], s);
        if (root.contains("units")) readUnits(root["units"], s);
        if (root.contains("vpMarkers")) readObjectives(root["vpMarkers"], s);
        if (root.contains("victory")) readVictory(root["victory"], s);
        return s;
    }

private:
    int coordinate(const json& j, const std::string& path) const {
        const int v = integer(j, path);
        if (v < -kMaxCoordinate || v > kMaxCoordinate)
            fail(path, std::to_string(v) + " is beyond +-" + std::to_string(kMaxCoordinate) + ", far off any board");
        return v;
    }
    Offset tile(const json& j, const std::string& path) const {
        if (!j.is_array() || j.size() != 2) fail(path, "a tile is [column, row]: expected 2 integers");
        return {coordinate(j[0], path + "[0]"), coordinate(j[1], path + "[1]")};
    }
    void readBoard(const json& b, GridScenario& s) const {
        keys(b, "board", {{"columns", "rows"}, {"columns", "rows"},
                          {{"orientation", "square tiles have no orientation"},
                           {"stagger", "square tiles are not staggered"}}});
        s.columns = coordinate(b["columns"], "board.columns");
        s.rows = coordinate(b["rows"], "board.rows");
    }

    void readSides(const json& j, GridScenario& s) const {
        keys(j, "sides", {{"union", "confederate"}, {"union", "confederate"}, {}});
        for (Side sd : kAllSides) {
            const std::string path = "sides." + std::string(toString(sd));
            const json& o = j[std::string(toString(sd))];
            keys(o, path, {{"name", "homeEdge"}, {},
                           {{"commandAP", "initiative is rolled each game turn and the roll is the number of units moved (003 Initiative)"}}});
            if (o.contains("name")) s.side(sd).name = str(o["name"], path + ".name");
            if (o.contains("homeEdge")) {
                const auto e = edgeFromString(str(o["homeEdge"], path + ".homeEdge"));
                if (!e) fail(path + ".homeEdge", "unknown edge (expected north, south, east or west)");
                s.side(sd).homeEdge = *e;
            }
        }
    }

    void readTerrain(const json& j, GridScenario& s) const {
        const json& a = list(j, "terrain", limits().maxTerrainEntries);
        s.terrain.reserve(a.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string p = at("terrain", i);
            keys(a[i], p, {{"hex", "type"}, {"hex", "type"}, {}});
            const std::string t = str(a[i]["type"], p + ".type");
            const auto type = gridTerrainFromString(t);
            if (!type) fail(p + ".type", "unknown terrain \"" + t + "\" (the square grid has: " + vocabulary(true) + ")");
            s.terrain.push_back({tile(a[i]["hex"], p + ".hex"), *type});
        }
    }

    void readUnits(const json& j, GridScenario& s) const {
        const json& a = list(j, "units", limits().maxUnits);
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string p = at("units", i);
            const json& o = a[i];
            keys(o, p, {{"id", "side", "type", "name", "hex", "sp", "facing"}, {"id", "side", "type", "hex"},
                        {{"morale", "003 units have no morale colour"},
                         {"arrives", "003 has no reinforcements: every unit is set up on the board"}}});
            GridUnit u;
            u.id = str(o["id"], p + ".id");
            u.side = side(o["side"], p + ".side");
            const std::string t = str(o["type"], p + ".type");
            const auto type = gridUnitTypeFromString(t);
            if (!type) fail(p + ".type", "unknown unit type \"" + t + "\" (the square grid has: " + vocabulary(false) + ")");
            u.type = *type;
            if (o.contains("name")) u.name = str(o["name"], p + ".name");
            u.tile = tile(o["hex"], p + ".hex");
            if (o.contains("sp")) u.sp = integer(o["sp"], p + ".sp");
            if (o.contains("facing")) {
                const auto f = facingFromString(str(o["facing"], p + ".facing"));
                if (!f) fail(p + ".facing", "unknown facing (expected north, east, south or west)");
                u.facing = *f;
            }
            s.units.push_back(std::move(u));
        }
    }

    void readObjectives(const json& j, GridScenario& s) const {
        const json& a = list(j, "vpMarkers", limits().maxVpMarkers);
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string p = at("vpMarkers", i);
            keys(a[i], p, {{"hex", "side", "value", "label"}, {"hex"}, {}});
            GridObjective m;
            m.tile = tile(a[i]["hex"], p + ".hex");
            if (a[i].contains("side")) m.side = side(a[i]["side"], p + ".side");
            if (a[i].contains("value")) m.value = integer(a[i]["value"], p + ".value");
            if (a[i].contains("label")) m.label = str(a[i]["label"], p + ".label");
            s.objectives.push_back(std::move(m));
        }
    }

    void readVictory(const json& v, GridScenario& s) const {
        keys(v, "victory", {{"conditions"}, {}, {{"eliminationVP", "say how eliminations score in a victory text"}}});
        if (!v.contains("conditions")) return;
        const json& a = list(v["conditions"], "victory.conditions", limits().maxVpMarkers);
        const std::string_view why = "victory conditions on a square grid are free text: {\"side\": ..., \"text\": ...}";
        for (std::size_t i = 0; i < a.size(); ++i) {
            const std::string p = at("victory.conditions", i);
            keys(a[i], p, {{"side", "text"}, {"text"}, {{"kind", why}, {"vp", why}, {"turn", why}, {"hexes", why}}});
            GridVictoryText c;
            if (a[i].contains("side")) c.side = side(a[i]["side"], p + ".side");
            c.text = str(a[i]["text"], p + ".text");
            s.victory.push_back(std::move(c));
        }
    }

    static std::string vocabulary(bool terrain) {
        std::string out;
        if (terrain)
            for (const auto& t : allGridTerrain()) out += (out.empty() ? "" : ", ") + std::string(t.id);
        else
            for (const auto& u : allGridUnitTypes()) out += (out.empty() ? "" : ", ") + std::string(u.id);
        return out;
    }

};

} // namespace

GridScenario readGridJson(std::string_view text, const std::string& file) {
    return GridReader(file).read(systems::parseBattleRoot(text, file));
}

} // namespace muster
