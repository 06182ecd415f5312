#pragma once
// A small Eagle Games battle with no issue at all, for tests to break one rule at a time:
// a major battle, six brigades and a leader a side, every line space held, 30 points a side.
#include "model/systems/eagle/eagle_scenario.h"

namespace muster::test {

inline EagleUnit eagleUnit(std::string id, Side side, EagleUnitType type, EagleSpace space) {
    EagleUnit u;
    u.id = std::move(id);
    u.side = side;
    u.type = type;
    u.name = "Unit " + u.id;
    u.space = space;
    return u;
}

inline EagleScenario eagleBase() {
    using T = EagleUnitType;
    using S = EagleSpace;
    EagleScenario s;
    s.title = "Base";
    s.points = 30;
    s.armies = {EagleArmy{"Army of the Potomac"}, EagleArmy{"Army of Northern Virginia"}};
    for (Side side : kAllSides) {
        const std::string p = side == Side::Union ? "u" : "c";
        s.units.push_back(eagleUnit(p + "1", side, T::Infantry, S::Left));
        s.units.push_back(eagleUnit(p + "2", side, T::Infantry, S::Center));
        s.units.push_back(eagleUnit(p + "3", side, T::Infantry, S::Right));
        s.units.push_back(eagleUnit(p + "4", side, T::Artillery, S::Center));
        s.units.push_back(eagleUnit(p + "5", side, T::Cavalry, S::Reserve));
        s.units.push_back(eagleUnit(p + "6", side, T::Infantry, S::Reserve));
        s.units.push_back(eagleUnit(p + "7", side, T::Leader, S::Center));
    }
    return s;
}

} // namespace muster::test
