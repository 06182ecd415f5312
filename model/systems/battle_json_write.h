#pragma once
// Writing the battle files of the systems with their own shape in the hex writer's
// layout (docs/format.md "How Muster writes the file"): the header and descriptive keys
// every battle has, and lists one entry per line.
#include "../io/json_text.h"

#include <string>
#include <string_view>
#include <vector>

namespace muster::systems {

void appendField(std::string& o, std::string_view key, std::string_view value);

// `"key": [` then each item on its own line, `indent` deeper than the key.
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

void appendStringList(std::string& o, std::string_view key, const std::vector<std::string>& items, bool last);

// The opening brace, format, version and ruleset, then the descriptive keys of the battle
// (the fields of the same names), tags only when there are some.
template <class Battle>
void appendBattleHeader(std::string& o, std::string_view ruleset, const Battle& s) {
    o += "{\n  \"format\": \"muster-scenario\",\n  \"formatVersion\": 1,\n  \"ruleset\": ";
    io::appendJsonString(o, ruleset);
    o += ",\n";
    appendField(o, "title", s.title);
    appendField(o, "subtitle", s.subtitle);
    appendField(o, "author", s.author);
    appendField(o, "date", s.date);
    appendField(o, "briefing", s.briefing);
    appendField(o, "historicalNotes", s.historicalNotes);
    if (s.tags.empty()) return;
    o += "  \"tags\": [";
    for (std::size_t i = 0; i < s.tags.size(); ++i) {
        if (i) o += ", ";
        io::appendJsonString(o, s.tags[i]);
    }
    o += "],\n";
}

} // namespace muster::systems
