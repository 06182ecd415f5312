// writeGridJson: the canonical text of a square-grid battle, in the order and layout of
// the hex writer (docs/format.md "How Muster writes the file").
#include "grid_json.h"
#include "../../io/json_text.h"

#include <algorithm>

namespace muster {
namespace {

using io::appendInt;
using io::appendJsonString;

void appendTile(std::string& o, Offset t) {
    o += '[';
    appendInt(o, t.col);
    o += ',';
    appendInt(o, t.row);
    o += ']';
}

void appendField(std::string& o, std::string_view key, std::string_view value) {
    o += "  \"";
    o += key;
    o += "\": ";
    appendJsonString(o, value);
    o += ",\n";
}

template <class T, class F>
void appendList(std::string& o, std::string_view key, const std::vector<T>& items, std::string_view indent, F each,
                bool last = false) {
    o += indent;
    o += '"';
    o += key;
    o += "\": [";
    for (std::size_t i = 0; i < items.size(); ++i) {
        o += i == 0 ? "\n" : ",\n";
        o += indent;
        o += "  ";
        each(o, items[i]);
    }
    if (!items.empty()) {
        o += '\n';
        o += indent;
    }
    o += last ? "]\n" : "],\n";
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
    o += "{\n  \"format\": \"muster-scenario\",\n  \"formatVersion\": 1,\n  \"ruleset\": \"square-grid-v1.1\",\n";
    appendField(o, "title", s.title);
    appendField(o, "subtitle", s.subtitle);
    appendField(o, "author", s.author);
    appendField(o, "date", s.date);
    appendField(o, "briefing", s.briefing);
    appendField(o, "historicalNotes", s.historicalNotes);
    if (!s.tags.empty()) {
        o += "  \"tags\": [";
        for (std::size_t i = 0; i < s.tags.size(); ++i) {
            if (i) o += ", ";
            appendJsonString(o, s.tags[i]);
        }
        o += "],\n";
    }
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
    appendList(o, "specialRules", s.specialRules, "  ",
               [](std::string& out, const std::string& t) { appendJsonString(out, t); }, true);
    o += "}\n";
    return o;
}

} // namespace muster
