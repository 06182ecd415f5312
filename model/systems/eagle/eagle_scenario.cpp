#include "eagle_scenario.h"

namespace muster {

int eagleBrigades(const EagleScenario& s, Side side) {
    int n = 0;
    for (const auto& u : s.units)
        if (u.side == side && eagleUnitInfo(u.type).brigade) ++n;
    return n;
}

EagleSize eagleDerivedSize(const EagleScenario& s) {
    for (Side side : kAllSides)
        if (eagleBrigades(s, side) < kEagleMajorBrigades) return EagleSize::Minor;
    return EagleSize::Major;
}

EagleSize eagleSize(const EagleScenario& s) { return s.size.value_or(eagleDerivedSize(s)); }

int eaglePoints(const EagleScenario& s, Side side) {
    int n = 0;
    for (const auto& u : s.units)
        if (u.side == side) n += eagleUnitInfo(u.type).cost;
    return n;
}

int eagleAttackerBonus(const EagleScenario& s, Side side) {
    int n = 0;
    for (const auto& u : s.units)
        if (u.side == side && (u.type == EagleUnitType::Leader || eagleUnitInfo(u.type).cavalry)) ++n;
    return n;
}

std::string eagleArmyText(const EagleScenario& s, Side side) {
    const std::string who(displayName(side));
    const std::string& name = s.army(side).name;
    return name.empty() || name == who ? who : who + " (" + name + ")";
}

} // namespace muster
