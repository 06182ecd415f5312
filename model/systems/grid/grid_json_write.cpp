// writeGridJson: the canonical text of a square-grid battle, in the order and layout of
// the hex writer (docs/format.md "How Muster writes the file").
#include "grid_json.h"
#include "../battle_json_write.h"

#include <algorithm>

namespace muster {
namespace {

using io::appendInt;
using io::appendJsonString;
using systems::appendList;

void appendTile(std::string& o, Offset t) {
    o += '[';
    appendInt(o, t.col);
    o += ',';
    appendInt(o, t.row);
    o += ']';
}

void appendUnit(std::string& o, const GridUnit& u) {
    o += "{ \"id\": ";
    appendJsonString(o, u.id);
    o += ", \"side\": ";
    appendJsonString(o, toString(u.side));
    o += ", \"type\": ";
    appendJsonString(o, gridUnitInfo(u.type).id);
    if (!u.name.empty()) {
        o += ", \"name\": ";
        appendJsonString(o, u.name);
    }
    o += ", \"hex\": ";
    appendTile(o, u.tile);
    if (u.sp) {
        o += ", \"sp\": ";
        appendInt(o, *u.sp);
    }
    if (u.facing) {
        o += ", \"facing\": ";
        appendJsonString(o, toString(*u.facing));
    }
    o += " }";
}

void appendObjective(std::string& o, const GridObjective& m) {
    o += "{ \"hex\": ";
    appendTile(o, m.tile);
    if (m.side) {
        o += ", \"side\": ";
        appendJsonString(o, toString(*m.side));
    }
    o += ", \"value\": ";
    appendInt(o, m.value);
    if (!m.label.empty()) {
        o += ", \"label\": ";
        appendJsonString(o, m.label);
    }
    o += " }";
}

void appendVictory(std::string& o, const GridVictoryText& c) {
    o += "{ ";
    if (c.side) {
        o += "\"side\": ";
        appendJsonString(o, toString(*c.side));
        o += ", ";
    }
    o += "\"text\": ";
    appendJsonString(o, c.text);
    o += " }";
}

} // namespace

std::string writeGridJson(const GridScenario& s) {
    std::string o;
    o.reserve(1024 + s.terrain.size() * 40 + s.units.size() * 120);
    systems::appendBattleHeader(o, "square-grid-v1.1", s);
    o += "  \"board\": { \"columns\": ";
    appendInt(o, s.columns);
    o += ", \"rows\": ";
    appendInt(o, s.rows);
    o += " },\n  \"turns\": ";
    appendInt(o, s.turns);
    o += ",\n  \"firstSide\": ";
    appendJsonString(o, toString(s.firstSide));
    o += ",\n  \"sides\": {\n";
    for (Side sd : kAllSides) {
        o += "    \"";
        o += toString(sd);
        o += "\": { \"name\": ";
        appendJsonString(o, s.side(sd).name);
        o += ", \"homeEdge\": ";
        appendJsonString(o, toString(s.side(sd).homeEdge));
        o += sd == Side::Union ? " },\n" : " }\n";
    }
    o += "  },\n";
    std::vector<GridTerrainEntry> terrain = s.terrain;
    std::stable_sort(terrain.begin(), terrain.end(),
                     [](const GridTerrainEntry& a, const GridTerrainEntry& b) { return a.tile < b.tile; });
    appendList(o, "terrain", terrain, "  ", [](std::string& out, const GridTerrainEntry& e) {
        out += "{ \"hex\": ";
        appendTile(out, e.tile);
        out += ", \"type\": ";
        appendJsonString(out, gridTerrainInfo(e.type).id);
        out += " }";
    });
    appendList(o, "units", s.units, "  ", appendUnit);
    appendList(o, "vpMarkers", s.objectives, "  ", appendObjective);
    o += "  \"victory\": {\n";
    appendList(o, "conditions", s.victory, "    ", appendVictory, true);
    o += "  },\n";
    systems::appendStringList(o, "specialRules", s.specialRules, true);
    o += "}\n";
    return o;
}

} // namespace muster
