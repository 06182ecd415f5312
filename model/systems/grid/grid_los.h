#pragma once
// Line of sight on the square grid, centre to centre (003 Definitions), exact in integers.
#include "grid_scenario.h"

#include <vector>

namespace muster {

// The tiles whose interior the segment between the two centres crosses, in order from
// `from`, both ends included. Where it passes exactly through a corner, the two tiles that
// only touch it there are not on the line.
std::vector<Offset> tilesOnLine(Offset from, Offset to);

// Steps through tile sides (003 Movement 1: no moving through corners).
int gridDistance(Offset a, Offset b);

struct GridLos {
    bool clear = true;
    int distance = 0;
    std::vector<Offset> blockedBy;   // tiles between the ends whose terrain blocks sight
};

// A tile between the two ends blocks when its terrain blocks sight (hill, forest,
// built-up area, mountain); the end tiles never block and units do not (docs/rules-notes.md).
GridLos gridLineOfSight(const GridTerrainMap& terrain, Offset from, Offset to);

} // namespace muster
