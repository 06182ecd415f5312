// Line of sight (rulebook 8.2) with the project's readings written in docs/rules-notes.md.
#include "los.h"

#include "terrain.h"

#include <cassert>
#include <unordered_set>
#include <utility>

namespace muster {
namespace {

// Corner i of a hex relative to its centre in plane coordinates, counter-clockwise.
// Side i runs from corner i to corner i+1; kSideNeighbour[i] is the hex across it.
constexpr std::array<std::pair<int, int>, 6> kCorner = {
    std::pair{1, -1}, std::pair{1, 1}, std::pair{0, 2}, std::pair{-1, 1}, std::pair{-1, -1}, std::pair{0, -2}};
constexpr std::array<Hex, 6> kSideNeighbour = {Hex{1, 0}, Hex{0, 1}, Hex{-1, 1}, Hex{-1, 0}, Hex{0, -1}, Hex{1, -1}};

long long planeX(Hex h) { return 2LL * h.q + h.r; }
long long planeY(Hex h) { return 3LL * h.r; }

LineStep single(Hex h) {
    LineStep s;
    s.hexes[0] = h;
    s.count = 1;
    return s;
}

} // namespace

SightLine::SightLine(Hex a, Hex b)
    : cur_(a), end_(b), ax_(planeX(a)), ay_(planeY(a)), dx_(planeX(b) - planeX(a)), dy_(planeY(b) - planeY(a)) {
    for (int i = 0; i < 6; ++i) cornerCross_[i] = dx_ * kCorner[i].second - dy_ * kCorner[i].first;
    // Side i faces forward when moving along the direction crosses it from inside
    // (the inside is on the left of the side walked counter-clockwise). Every hex is
    // left through one of these sides or a corner between two of them.
    auto forward = [&](int i) {
        const int j = (i + 1) % 6;
        const long long ex = kCorner[j].first - kCorner[i].first, ey = kCorner[j].second - kCorner[i].second;
        return ex * dy_ - ey * dx_ < 0;
    };
    if (dx_ == 0 && dy_ == 0) return;
    for (int i = 0; i < 6; ++i)
        if (forward(i) && !forward((i + 5) % 6)) exitFirst_ = i;
    while (exitCount_ < 6 && forward((exitFirst_ + exitCount_) % 6)) ++exitCount_;
}

bool SightLine::next(LineStep& out) {
    switch (state_) {
    case State::Done: return false;
    case State::Start:
        out = single(cur_);
        state_ = cur_ == end_ ? State::Done : State::Inside;
        return true;
    case State::AfterSide:
        // Past the far end of a side the segment enters the hex facing the one it left.
        cur_ = afterSide_;
        out = single(cur_);
        state_ = cur_ == end_ ? State::Done : State::Inside;
        return true;
    case State::Inside: break;
    }
    // The segment is inside cur_. Which side of the line is each corner on (cross > 0:
    // left of the direction)? Along the forward sides, counter-clockwise, the corners
    // pass once from the right (-) to the left (+); the first corner is on the right
    // and the last on the left. The segment leaves through the side where the sign
    // flips, or through the corner where it is 0 (corners on the line are isolated, as
    // the segment crosses the hex's interior).
    const long long base = dx_ * (planeY(cur_) - ay_) - dy_ * (planeX(cur_) - ax_);
    bool prevOnLine = false;
    for (int k = 0; k < exitCount_; ++k) {
        const int i = (exitFirst_ + k) % 6;
        if (prevOnLine) {
            // Out through corner i. Three hexes meet there: cur_, the neighbours across
            // sides i-1 (right of the corner's outward ray) and i (left), and the side
            // between those two runs straight out from cur_'s centre through the corner.
            const Hex right = cur_ + kSideNeighbour[(i + 5) % 6], left = cur_ + kSideNeighbour[i];
            const long long turn = kCorner[i].first * dy_ - kCorner[i].second * dx_;
            if (turn == 0) { // along that side, then into the hex facing cur_
                out.hexes[0] = std::min(left, right);
                out.hexes[1] = std::max(left, right);
                out.count = 2;
                afterSide_ = left + right - cur_;
                state_ = State::AfterSide;
                return true;
            }
            cur_ = turn > 0 ? left : right;
            out = single(cur_);
            if (cur_ == end_) state_ = State::Done;
            return true;
        }
        const long long v = base + cornerCross_[(i + 1) % 6];
        if (v > 0) { // out through side i into its neighbour
            cur_ = cur_ + kSideNeighbour[i];
            out = single(cur_);
            if (cur_ == end_) state_ = State::Done;
            return true;
        }
        prevOnLine = v == 0;
    }
    // Unreachable: a segment inside a hex always leaves it somewhere.
    assert(false && "SightLine lost the segment");
    state_ = State::Done;
    return false;
}

std::vector<LineStep> sightLine(Hex a, Hex b) {
    std::vector<LineStep> out;
    out.reserve(static_cast<std::size_t>(2 * distance(a, b) + 1));
    SightLine line(a, b);
    for (LineStep st; line.next(st);) out.push_back(st);
    return out;
}

LosResult lineOfSight(const Scenario& s, Offset from, Offset to) {
    // Hexes holding a set-up unit. Every unit blocks, a lone leader too: 8.2 says units
    // block, and the rulebook counts leaders as units (4.4, 7.2.1).
    std::unordered_set<std::uint64_t> occupied;
    for (const Unit& u : s.units)
        if (u.hex) occupied.insert(offsetKey(*u.hex));
    return lineOfSight(s.board, from, to, [&](Offset o) {
        return terrainEffects(s.terrainAt(o)).blocksLineOfSight || occupied.count(offsetKey(o)) > 0;
    });
}

namespace {

// Walks the steps strictly between the two ends; `onBlock(step)` gets each blocking one
// and returns false to stop. Off-board hexes never block.
template <class F>
int walkBlocking(const BoardGeometry& b, Offset from, Offset to, const HexBlocks& blocksAt, F&& onBlock) {
    const Hex a = b.toHex(from), z = b.toHex(to);
    const int dist = distance(a, z);
    // Adjacent (or the same) hexes always see each other (8.2).
    if (dist <= 1) return dist;
    auto blocks = [&](Hex h) {
        const Offset o = b.toOffset(h);
        return b.contains(o) && blocksAt(o);
    };
    SightLine line(a, z);
    LineStep st;
    line.next(st); // the firer's own hex
    while (line.next(st)) {
        if (st.count == 1 && st.hexes[0] == z) break; // the target's hex
        bool all = true;
        // Along a hexside the line is blocked only when both hexes beside it block.
        for (int i = 0; i < st.count && all; ++i) all = blocks(st.hexes[i]);
        if (all && !onBlock(st)) break;
    }
    return dist;
}

} // namespace

LosResult lineOfSight(const BoardGeometry& b, Offset from, Offset to, const HexBlocks& blocksAt) {
    LosResult res;
    res.distance = walkBlocking(b, from, to, blocksAt, [&](const LineStep& st) {
        res.clear = false;
        for (Hex h : st) res.blockedBy.push_back(b.toOffset(h));
        return true;
    });
    return res;
}

bool hasLineOfSight(const BoardGeometry& b, Offset from, Offset to, const HexBlocks& blocksAt) {
    bool clear = true;
    walkBlocking(b, from, to, blocksAt, [&](const LineStep&) { return clear = false; });
    return clear;
}

} // namespace muster
