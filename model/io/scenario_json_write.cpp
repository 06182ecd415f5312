// writeScenarioJson: the canonical text, built directly into one string (no DOM).
// Layout: 2-space indent, keys in DESIGN.md order, one line per terrain entry, unit,
// VP marker, condition and special rule, so diffs of scenario files stay readable.
#include "atomic_file.h"
#include "json_text.h"
#include "scenario_json.h"

#include <algorithm>

namespace muster {
namespace {

using io::appendInt;
using io::appendJsonString;

void appendHex(std::string& out, Offset o) {
    out += '[';
    appendInt(out, o.col);
    out += ',';
    appendInt(out, o.row);
    out += ']';
}

// `"key": ` after a separator; `first` tracks whether a comma is needed.
void member(std::string& out, bool& first, std::string_view key) {
    out += first ? "" : ", ";
    first = false;
    out += '"';
    out += key;
    out += "\": ";
}

void appendStr(std::string& out, std::string_view key, std::string_view value, const char* indent = "  ") {
    out += indent;
    out += '"';
    out += key;
    out += "\": ";
    appendJsonString(out, value);
    out += ",\n";
}

void appendUnit(std::string& out, const Unit& u) {
    bool first = true;
    out += "{ ";
    member(out, first, "id");
    appendJsonString(out, u.id);
    member(out, first, "side");
    appendJsonString(out, toString(u.side));
    member(out, first, "type");
    appendJsonString(out, toString(u.type));
    if (!u.name.empty()) {
        member(out, first, "name");
        appendJsonString(out, u.name);
    }
    if (u.hex) {
        member(out, first, "hex");
        appendHex(out, *u.hex);
    }
    if (u.sp) {
        member(out, first, "sp");
        appendInt(out, *u.sp);
    }
    if (u.morale) {
        member(out, first, "morale");
        appendJsonString(out, toString(*u.morale));
    }
    if (u.arrives) {
        member(out, first, "arrives");
        out += "{ \"turn\": ";
        appendInt(out, u.arrives->turn);
        out += ", \"hex\": ";
        appendHex(out, u.arrives->hex);
        out += " }";
    }
    out += " }";
}

void appendMarker(std::string& out, const VpMarker& m) {
    out += "{ \"hex\": ";
    appendHex(out, m.hex);
    if (m.side) {
        out += ", \"side\": ";
        appendJsonString(out, toString(*m.side));
    }
    out += ", \"value\": ";
    appendInt(out, m.value);
    if (!m.label.empty()) {
        out += ", \"label\": ";
        appendJsonString(out, m.label);
    }
    out += " }";
}

void appendCondition(std::string& out, const VictoryCondition& c) {
    out += "{ \"kind\": ";
    appendJsonString(out, toString(c.kind));
    if (c.side) {
        out += ", \"side\": ";
        appendJsonString(out, toString(*c.side));
    }
    if (c.vp) {
        out += ", \"vp\": ";
        appendInt(out, *c.vp);
    }
    if (c.turn) {
        out += ", \"turn\": ";
        appendInt(out, *c.turn);
    }
    if (!c.hexes.empty()) {
        out += ", \"hexes\": [";
        for (std::size_t i = 0; i < c.hexes.size(); ++i) {
            if (i) out += ',';
            appendHex(out, c.hexes[i]);
        }
        out += ']';
    }
    out += " }";
}

// A list with one item per line, or `[]` when empty.
template <typename T, typename F>
void appendBlockList(std::string& out, std::string_view key, const std::vector<T>& items,
                     const char* indent, const char* itemIndent, F&& appendItem, bool last = false) {
    out += indent;
    out += '"';
    out += key;
    out += "\": [";
    if (!items.empty()) {
        out += '\n';
        for (std::size_t i = 0; i < items.size(); ++i) {
            out += itemIndent;
            appendItem(out, items[i]);
            out += i + 1 < items.size() ? ",\n" : "\n";
        }
        out += indent;
    }
    out += ']';
    out += last ? "\n" : ",\n";
}

void appendInlineStrings(std::string& out, std::string_view key, const std::vector<std::string>& items) {
    out += "  \"";
    out += key;
    out += "\": [";
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ", ";
        appendJsonString(out, items[i]);
    }
    out += "],\n";
}

void appendSide(std::string& out, std::string_view key, const SideInfo& s, bool last) {
    out += "    \"";
    out += key;
    out += "\": { \"name\": ";
    appendJsonString(out, s.name);
    out += ", \"commandAP\": ";
    appendInt(out, s.commandAP);
    out += ", \"homeEdge\": ";
    appendJsonString(out, toString(s.homeEdge));
    out += last ? " }\n" : " },\n";
}

} // namespace

std::string writeScenarioJson(const Scenario& s) {
    std::string out;
    out.reserve(1024 + s.terrain.size() * 36 + s.units.size() * 120 + s.vpMarkers.size() * 60 +
                s.briefing.size() + s.historicalNotes.size());
    out += "{\n  \"format\": \"muster-scenario\",\n  \"formatVersion\": 1,\n";
    appendStr(out, "ruleset", s.ruleset);
    appendStr(out, "title", s.title);
    appendStr(out, "subtitle", s.subtitle);
    appendStr(out, "author", s.author);
    appendStr(out, "date", s.date);
    appendStr(out, "briefing", s.briefing);
    appendStr(out, "historicalNotes", s.historicalNotes);
    if (!s.tags.empty()) appendInlineStrings(out, "tags", s.tags);

    out += "  \"board\": { \"columns\": ";
    appendInt(out, s.board.columns);
    out += ", \"rows\": ";
    appendInt(out, s.board.rows);
    out += ", \"orientation\": ";
    appendJsonString(out, toString(s.board.orientation));
    out += ", \"stagger\": ";
    appendJsonString(out, toString(s.board.stagger));
    out += " },\n  \"turns\": ";
    appendInt(out, s.turns);
    out += ",\n  \"firstSide\": ";
    appendJsonString(out, toString(s.firstSide));
    out += ",\n  \"sides\": {\n";
    appendSide(out, "union", s.side(Side::Union), false);
    appendSide(out, "confederate", s.side(Side::Confederate), true);
    out += "  },\n";

    // Files are written sorted, so a layer read from one usually already is: skip the copy.
    const auto& entries = s.terrain.entries();
    const bool inOrder = std::is_sorted(entries.begin(), entries.end(),
                                        [](const TerrainEntry& a, const TerrainEntry& b) { return a.hex < b.hex; });
    std::vector<TerrainEntry> sortedCopy;
    if (!inOrder) sortedCopy = s.terrain.sorted();
    appendBlockList(out, "terrain", inOrder ? entries : sortedCopy, "  ", "    ", [](std::string& o, const TerrainEntry& e) {
        o += "{ \"hex\": ";
        appendHex(o, e.hex);
        o += ", \"type\": \"";
        o += toString(e.type);
        o += "\" }";
    });
    appendBlockList(out, "units", s.units, "  ", "    ", appendUnit);
    appendBlockList(out, "vpMarkers", s.vpMarkers, "  ", "    ", appendMarker);
    out += "  \"vpMarkerMode\": ";
    appendJsonString(out, toString(s.vpMarkerMode));
    out += ",\n  \"victory\": {\n    \"eliminationVP\": ";
    appendInt(out, s.victory.eliminationVP);
    out += ",\n";
    appendBlockList(out, "conditions", s.victory.conditions, "    ", "      ", appendCondition, true);
    out += "  },\n";
    appendInlineStrings(out, "optionalRules", s.optionalRules);
    appendBlockList(out, "specialRules", s.specialRules, "  ", "    ",
                    [](std::string& o, const std::string& t) { appendJsonString(o, t); }, !s.balanceIntent);
    if (const auto& b = s.balanceIntent) {
        out += "  \"balanceIntent\": { ";
        if (b->favours) {
            out += "\"favours\": ";
            appendJsonString(out, toString(*b->favours));
            out += ", ";
        }
        out += "\"minShare\": ";
        appendInt(out, b->minShare);
        out += ", \"maxShare\": ";
        appendInt(out, b->maxShare);
        out += " }\n";
    }
    out += "}\n";
    return out;
}

// The reader refuses a few things the model can hold; refuse to save them rather than
// write a file that cannot be opened again.
void writeScenarioFile(const Scenario& s, const std::string& path) {
    auto refuse = [&](const std::string& where, const std::string& why) {
        throw ScenarioWriteError("cannot save " + path + ": " + where + ": " + why +
                                 "; nothing was written");
    };
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        const std::string where = "units[" + std::to_string(i) + "] (id \"" + u.id + "\")";
        if (!u.hex && !u.arrives) refuse(where, "the unit has neither a hex nor an arrival");
        if (u.hex && u.arrives) refuse(where, "the unit has both a hex and an arrival");
    }
    for (std::size_t i = 0; i < s.optionalRules.size(); ++i)
        if (!optionalRuleFromId(s.optionalRules[i]))
            refuse("optionalRules[" + std::to_string(i) + "]", "unknown optional rule \"" + s.optionalRules[i] + "\"");
    writeFileAtomically(path, writeScenarioJson(s));
}

} // namespace muster
