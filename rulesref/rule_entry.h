#pragma once
// One rules reference entry and the rule systems, as plain values read from rulesref/data.
#include "rule_text.h"
#include "rule_words.h"

#include <string>
#include <vector>

namespace muster {

// Why a number has its value when the document does not simply state it.
enum class Assumption {
    None,            // the document states it, or the remark says what it rests on
    ProjectDefault,  // the project's own value (DESIGN.md "Where the rulebook is silent")
    Placeholder,     // a stand-in for a table the document lacks
};

// What a number rests on beyond its entry's section.
struct NumberOrigin {
    Assumption assumed = Assumption::None;
    std::string missing;  // Placeholder: what the document lacks ("table")
    RuleText note;        // the remark; for a project default, what it is ("gunboat fires as artillery")

    bool empty() const { return assumed == Assumption::None && note.empty(); }
    // Cli: "DESIGN.md default: gunboat fires as artillery", "table missing from seed 002;
    // placeholder"; Plain: "Muster's own assumption: ...", "table missing from the Eagle
    // Games tactical rules; Muster uses a stand-in value". `seed` is the entry's document.
    std::string text(std::string_view seed, Audience a) const;
};

// A number an entry states, with whether the seed says it or the project infers it.
struct RuleNumber {
    std::string name;
    std::string value;     // as text: "5", "1-3", "1/12"
    bool inferred = false;
    NumberOrigin origin;   // what an inferred value rests on (or a remark on a stated one)
    std::string key;       // parameter key when the calculators use it ("htl.fire.infantry.2")

    // What the number rests on, for a reader: Cli as origin.text; Plain says a value the
    // document leaves out in a sentence ("the rulebook does not give this number; Muster
    // assumes 6 (gunboat fires as artillery)").
    std::string basisText(std::string_view seed, Audience a) const;
};

// One topic of one rule system, summarised in the project's own words.
struct RuleEntry {
    std::string id;        // "htl.terrain.woods"
    std::string system;    // "htl", "eagle", "grid", "tob"
    std::string topic;     // "terrain"
    std::string title;
    RuleText summary;
    std::vector<std::string> tags;
    std::string seed;      // "001"
    std::string section;   // "2.2.5"
    std::vector<RuleRef> also;  // places in other documents ("000", "Line of sight")
    std::vector<std::string> terrain;  // terrain ids (DESIGN.md spelling) it concerns
    std::vector<std::string> units;    // unit type ids it concerns
    std::vector<RuleNumber> numbers;

    // Cli: "seed 001, section 2.2.5"; Plain: "Hold the Line rulebook, section 2.2.5".
    std::string citation(Audience a = Audience::Cli) const { return citationText({seed, section}, also, a); }
};

// One of the four rule systems.
struct RuleSystem {
    std::string id;
    std::string name;
    std::vector<std::string> seeds;
    RuleText summary;
};

} // namespace muster
