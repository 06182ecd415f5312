#pragma once
// Line of sight (rulebook 8.2) over a scenario's terrain and units.
#include "scenario.h"

#include <functional>
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

// The same over any board state: `blocks(hex)` says whether a hex between the two ends
// blocks (its terrain or a unit in it). The play engine passes its own unit positions.
using HexBlocks = std::function<bool(Offset)>;
LosResult lineOfSight(const BoardGeometry& board, Offset from, Offset to, const HexBlocks& blocks);

} // namespace muster
