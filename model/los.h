#pragma once
// Line of sight (rulebook 8.2) over a scenario's terrain and units.
#include "scenario.h"

#include <vector>

namespace muster {

struct LosResult {
    bool clear = true;
    int distance = 0;
    std::vector<Offset> blockedBy;  // hexes between that block, in order from the firer
};

// Can a unit in `from` see `to`? Adjacent hexes always see each other; terrain and units
// in the two end hexes do not block; along a hexside the line is blocked only when both
// hexes beside it block. See docs/rules-notes.md for the project's reading of leaders.
LosResult lineOfSight(const Scenario& s, Offset from, Offset to);

} // namespace muster
