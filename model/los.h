#pragma once
// Line of sight (rulebook 8.2) over a scenario's terrain and units, drawn exactly as
// DESIGN.md "Board and coordinates" defines it.
#include "scenario.h"

#include <array>
#include <functional>
#include <vector>

namespace muster {

// The exact line between two hex centres, one step at a time, in order from `a`: each
// step is a hex whose interior the straight segment crosses, or the two hexes of a side
// the segment runs along for a positive length. Hexes the segment touches only at a
// corner are not on it. Integer plane coordinates (centre X = 2q + r, Y = 3r; corners at
// (X+-1, Y+-1) and (X, Y+-2)) make every test exact; orientation does not matter because
// both layouts are similar images of the same axial lattice. Allocation free: the AI and
// the play engine walk many lines.
class SightLine {
public:
    SightLine(Hex a, Hex b);
    // Writes the next step; false after the step holding `b`. The first step is {a}.
    bool next(LineStep& out);

private:
    Hex cur_;
    Hex end_;
    Hex afterSide_{};            // the hex entered after a hexside step
    long long ax_, ay_;          // plane coordinates of a's centre
    long long dx_, dy_;          // segment direction (b - a in the plane)
    std::array<long long, 6> cornerCross_{}; // cross(direction, corner offset i)
    int exitFirst_ = 0;          // the sides a segment can leave a hex by: a run of
    int exitCount_ = 0;          // 2 or 3 consecutive sides from exitFirst_
    enum class State { Start, Inside, AfterSide, Done } state_ = State::Start;
};

// Every step of the exact line from a to b (convenience for tests and tools).
std::vector<LineStep> sightLine(Hex a, Hex b);

struct LosResult {
    bool clear = true;
    int distance = 0;
    std::vector<Offset> blockedBy;  // hexes between that block, in order from the firer
};

// Can a unit in `from` see `to`? Adjacent hexes always see each other; terrain and units
// in the two end hexes do not block; along a hexside the line is blocked only when both
// hexes beside it block. Every unit blocks, a lone leader included (8.2 with 4.4, 7.2.1;
// see docs/rules-notes.md).
LosResult lineOfSight(const Scenario& s, Offset from, Offset to);

// The same over any board state: `blocks(hex)` says whether a hex between the two ends
// blocks (its terrain or a unit in it). The play engine passes its own unit positions.
// `blocks` is only asked about hexes on the board; hexes off it never block.
using HexBlocks = std::function<bool(Offset)>;
LosResult lineOfSight(const BoardGeometry& board, Offset from, Offset to, const HexBlocks& blocks);

// Only the verdict, stopping at the first blocking step (what a search wants): equal to
// lineOfSight(board, from, to, blocks).clear.
bool hasLineOfSight(const BoardGeometry& board, Offset from, Offset to, const HexBlocks& blocks);

} // namespace muster
