#pragma once
// A validation finding, as a value (DESIGN.md "Validation rules").
#include "../hex.h"

#include <string>
#include <vector>

namespace muster {

enum class Severity { Error, Warning };
std::string_view toString(Severity);

struct Issue {
    std::string rule;            // rule id, e.g. "stacking.combat-units"
    Severity severity = Severity::Error;
    std::string section;         // rulebook section, e.g. "4.4"
    std::vector<Offset> hexes;   // 1-based [col,row], sorted
    std::vector<std::string> units; // unit ids, sorted
    std::string message;         // for players

    friend bool operator==(const Issue&, const Issue&) = default;
};

// Canonical order: by rule, then hexes, then units, then message. Validation returns
// issues in this order so full and incremental results compare equal.
bool issueLess(const Issue& a, const Issue& b);

} // namespace muster
