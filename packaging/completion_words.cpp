// Build-time tool: prints the words bash completion offers for muster-cli's operands that
// come from the data rather than the usage text, as shell assignments, so the completion
// script never lists a rule id by hand.
// usage: muster-completion-words > words.sh
#include "model/types.h"
#include "rulesref/rule_parameters.h"
#include "rulesref/rules_library.h"

#include <iostream>
#include <string_view>

namespace {
template <class Range, class Fn>
void print(const char* var, const Range& items, Fn word) {
    std::cout << var << "=\"";
    std::string_view sep;
    for (const auto& x : items) {
        std::cout << sep << word(x);
        sep = " ";
    }
    std::cout << "\"\n";
}
} // namespace

int main() {
    using namespace muster;
    print("_muster_rule_ids", RulesLibrary::instance().entries(), [](const RuleEntry& e) { return e.id; });
    print("_muster_systems", RulesLibrary::instance().systems(), [](const RuleSystem& s) { return s.id; });
    print("_muster_terrain", kAllTerrain, [](Terrain t) { return toString(t); });
    print("_muster_unit_types", kAllUnitTypes, [](UnitType u) { return toString(u); });
    print("_muster_param_keys", RuleParameters().keys(), [](const std::string& k) { return k; });
    return 0;
}
