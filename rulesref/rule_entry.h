#pragma once
// One rules reference entry and the rule systems, as plain values read from rulesref/data.
#include <string>
#include <vector>

namespace muster {

// A number an entry states, with whether the seed says it or the project infers it.
struct RuleNumber {
    std::string name;
    std::string value;     // as text: "5", "1-3", "1/12"
    bool inferred = false;
    std::string from;      // what an inferred value rests on (or a remark on a stated one)
    std::string key;       // parameter key when the calculators use it ("htl.fire.infantry.2")
};

// One topic of one rule system, summarised in the project's own words.
struct RuleEntry {
    std::string id;        // "htl.terrain.woods"
    std::string system;    // "htl", "eagle", "grid", "tob"
    std::string topic;     // "terrain"
    std::string title;
    std::string summary;
    std::vector<std::string> tags;
    std::string seed;      // "001"
    std::string section;   // "2.2.5"
    std::vector<std::string> terrain;  // terrain ids (DESIGN.md spelling) it concerns
    std::vector<std::string> units;    // unit type ids it concerns
    std::vector<RuleNumber> numbers;

    // "seed 001, section 2.2.5"
    std::string citation() const { return "seed " + seed + ", section " + section; }
};

// One of the four rule systems.
struct RuleSystem {
    std::string id;
    std::string name;
    std::vector<std::string> seeds;
    std::string summary;
};

} // namespace muster
