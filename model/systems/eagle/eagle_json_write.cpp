// writeEagleJson: the canonical text of an Eagle Games battle, in the order and layout of
// the hex and grid writers (docs/format.md "How Muster writes the file").
#include "eagle_json.h"
#include "../../io/json_text.h"

namespace muster {
namespace eagle {
namespace {

using io::appendInt;
using io::appendJsonString;

void appendField(std::string& o, std::string_view key, std::string_view value) {
    o += "  \"";
    o += key;
    o += "\": ";
    appendJsonString(o, value);
    o += ",\n";
}

void appendUnit(std::string& o, const EagleUnit& u) {
    o += "{ \"id\": ";
    appendJsonString(o, u.id);
    o += ", \"side\": ";
    appendJsonString(o, toString(u.side));
    o += ", \"type\": ";
    appendJsonString(o, eagleUnitInfo(u.type).id);
    if (!u.name.empty()) {
        o += ", \"name\": ";
        appendJsonString(o, u.name);
    }
    o += ", \"space\": ";
    appendJsonString(o, eagleSpaceInfo(u.space).id);
    if (u.elite) o += ", \"elite\": true";
    o += " }";
}

template <class T, class F>
void appendList(std::string& o, std::string_view key, const std::vector<T>& items, F each, bool last) {
    o += "  \"";
    o += key;
    o += "\": [";
    for (std::size_t i = 0; i < items.size(); ++i) {
        o += i == 0 ? "\n    " : ",\n    ";
        each(o, items[i]);
    }
    if (!items.empty()) o += "\n  ";
    o += last ? "]\n" : "],\n";
}

} // namespace
} // namespace eagle


std::string writeEagleJson(const EagleScenario& s) {
    using io::appendInt;
    using io::appendJsonString;
    std::string o;
    o.reserve(1024 + s.units.size() * 100);
    o += "{\n  \"format\": \"muster-scenario\",\n  \"formatVersion\": 1,\n  \"ruleset\": \"eagle-games-cw-v1.8\",\n";
    eagle::appendField(o, "title", s.title);
    eagle::appendField(o, "subtitle", s.subtitle);
    eagle::appendField(o, "author", s.author);
    eagle::appendField(o, "date", s.date);
    eagle::appendField(o, "briefing", s.briefing);
    eagle::appendField(o, "historicalNotes", s.historicalNotes);
    if (!s.tags.empty()) {
        o += "  \"tags\": [";
        for (std::size_t i = 0; i < s.tags.size(); ++i) {
            if (i) o += ", ";
            appendJsonString(o, s.tags[i]);
        }
        o += "],\n";
    }
    o += "  \"board\": {";
    if (s.size) {
        o += " \"size\": ";
        appendJsonString(o, toString(*s.size));
        o += " ";
    }
    o += "},\n";
    if (s.points) {
        o += "  \"points\": ";
        appendInt(o, *s.points);
        o += ",\n";
    }
    o += "  \"sides\": {\n";
    for (Side sd : kAllSides) {
        o += "    \"";
        o += toString(sd);
        o += "\": { \"name\": ";
        appendJsonString(o, s.army(sd).name);
        o += sd == Side::Union ? " },\n" : " }\n";
    }
    o += "  },\n";
    eagle::appendList(o, "units", s.units, eagle::appendUnit, false);
    eagle::appendList(o, "specialRules", s.notes, [](std::string& out, const std::string& t) { io::appendJsonString(out, t); }, true);
    o += "}\n";
    return o;
}

} // namespace muster
