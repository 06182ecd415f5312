#include "issue.h"

#include <algorithm>
#include <tuple>

namespace muster {

std::string_view toString(Severity s) { return s == Severity::Error ? "error" : "warning"; }

bool issueLess(const Issue& a, const Issue& b) {
    // Rule first so a list reads grouped; severity and section only break exact ties.
    return std::tie(a.rule, a.hexes, a.units, a.message, a.severity, a.section) <
           std::tie(b.rule, b.hexes, b.units, b.message, b.severity, b.section);
}

} // namespace muster
