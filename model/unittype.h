#pragma once
// Unit types and their fixed capabilities (rulebook 3.1, 4.2, 8.1.3; player aid).
#include "provenance.h"
#include "types.h"

namespace muster {

struct UnitTypeInfo {
    UnitType type;
    int minSp;           // 0/0 for leaders: they have no strength
    int maxSp;           // also the full strength a unit starts with (4.2)
    bool hasMorale;      // flag block with a morale colour (3.0.3, 3.1)
    int fireDice;        // dice rolled to fire; 0 if it cannot fire
    int extraDiceAtOne;  // artillery rolls one more die at 1 hex (8.1.3)
    int range;           // maximum fire range in hexes
    int movement;        // hexes per move action (gunboat: unlimited river hexes, -1)
    bool closeCombat;    // may initiate close combat (8.3.1)
    Provenance source;
};

const UnitTypeInfo& unitTypeInfo(UnitType t);

} // namespace muster
