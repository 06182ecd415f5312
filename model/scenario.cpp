#include "scenario.h"

#include "unittype.h"

#include <algorithm>

namespace muster {

int effectiveSp(const Unit& u) { return u.sp ? *u.sp : unitTypeInfo(u.type).maxSp; }

const Unit* Scenario::findUnit(const std::string& id) const {
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    return it == units.end() ? nullptr : &*it;
}

Unit* Scenario::findUnit(const std::string& id) {
    return const_cast<Unit*>(static_cast<const Scenario*>(this)->findUnit(id));
}

bool Scenario::hasOptionalRule(const std::string& id) const {
    return std::find(optionalRules.begin(), optionalRules.end(), id) != optionalRules.end();
}

bool Scenario::hasOptionalRule(OptionalRule r) const { return hasOptionalRule(std::string(optionalRuleInfo(r).id)); }

} // namespace muster
