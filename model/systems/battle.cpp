#include "battle.h"

namespace muster {

void Battle::summaryEnd(std::vector<std::string>& out) const {
    out.push_back("  Play and balance: not available — " + ruleset().whyNoPlay);
    int errors = 0, warnings = 0;
    for (const auto& i : validate()) (i.severity == Severity::Error ? errors : warnings)++;
    out.push_back("  Validation: " + std::to_string(errors) + " error(s), " + std::to_string(warnings) + " warning(s)");
}

} // namespace muster
