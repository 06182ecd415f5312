#include "greedy_player.h"

#include "engine/game.h"

#include <algorithm>

namespace muster::ai {
namespace {

// A reinforcement on the board can fight; off it, it only waits.
constexpr double kEnterBonus = 4.0;

double scoreDelta(const GameState& before, const GameState& after, Side side, const EvalWeights& w) {
    return (PositionView::scoreTerms(after, side, w) - PositionView::scoreTerms(before, side, w)) -
           (PositionView::scoreTerms(after, otherSide(side), w) - PositionView::scoreTerms(before, otherSide(side), w));
}

// Does entering the hexes of this path change VP or control (markers, holdAtEnd hexes, a
// lone enemy leader)? Then the engine applies it on a copy to see by how much.
bool pathHasEvents(const GameState& s, const std::vector<Offset>& path, Side side) {
    for (Offset o : path) {
        const int idx = s.setup().index(o);
        if (s.setup().controlSlot(idx) >= 0) return true;
        const int l = s.at(idx).leader;
        if (l >= 0 && s.sideOf(l) != side) return true;
    }
    return false;
}

double eventValue(const GameState& s, const Action& a, Side side, const EvalWeights& w) {
    GameState copy = s;
    if (!applyAction(copy, a)) return 0;
    return scoreDelta(s, copy, side, w);
}

// A leader left alone when its unit walks away without it.
double leftBehind(const GameState& s, int unit, int rider) {
    if (s.typeOf(unit) == UnitType::Leader) return 0;
    const int l = s.at(s.unit(unit).hex).leader;
    if (l < 0 || l == rider || s.sideOf(l) != s.sideOf(unit) || s.unit(l).did != Activity::None) return 0;
    return s.at(s.unit(unit).hex).foot == unit ? 0.4 : 0;
}

ScoredAction score(const GameState& s, const PositionView& v, const Action& a) {
    const Side side = s.active;
    ScoredAction r{a, 0, 0};
    const GameSetup& g = s.setup();
    switch (a.kind) {
    case ActionKind::EndTurn: break;
    case ActionKind::Enter: {
        // Entering may go on from the entry hex (aid): judged where it ends.
        const int to = !a.path.empty() ? g.index(a.path.back()) : a.hex ? g.index(*a.hex) : -1;
        r.ap = s.typeOf(a.unit) == UnitType::Leader ? 0 : 1;
        r.score = kEnterBonus + (to >= 0 ? 0.2 * v.placement(a.unit, to) : 0);
        if (a.leader >= 0) r.score += 0.3;  // the leader arrives with a unit
        if (pathHasEvents(s, a.path, side)) r.score += eventValue(s, a, side, v.weights());
        if (s.typeOf(a.unit) == UnitType::Leader) r.score = 1.0;
        break;
    }
    case ActionKind::Move: {
        const int from = s.unit(a.unit).hex, to = g.index(a.path.back());
        r.ap = a.bonus ? 2 : 1;
        r.score = v.placement(a.unit, to) - v.placement(a.unit, from) - leftBehind(s, a.unit, a.leader);
        if (a.leader >= 0) r.score += 0.3;  // the leader stays with its unit
        if (pathHasEvents(s, a.path, side)) r.score += eventValue(s, a, side, v.weights());
        break;
    }
    case ActionKind::Fire:
        r.ap = 1;
        r.score = v.fireValue(a.unit, s.unit(a.unit).hex, g.index(*a.hex));
        break;
    case ActionKind::MoveFire: {
        const int from = s.unit(a.unit).hex, to = g.index(a.path.back());
        r.ap = 2;
        r.score = v.placement(a.unit, to) - v.placement(a.unit, from) + v.fireValue(a.unit, to, g.index(*a.hex)) -
                  leftBehind(s, a.unit, a.leader);
        if (a.leader >= 0) r.score += 0.3;  // the leader stays with its unit
        if (pathHasEvents(s, a.path, side)) r.score += eventValue(s, moveAction(a.unit, a.path, a.leader), side, v.weights());
        break;
    }
    case ActionKind::Close:
        r.ap = 2;
        r.score = v.closeValue(a.unit, g.index(*a.hex));
        break;
    case ActionKind::Rally:
        r.ap = 1;
        r.score = v.rallyValue(a.unit);
        break;
    case ActionKind::Retreat:
    case ActionKind::Advance: break;  // decisions: see greedyChoice
    }
    return r;
}

Action chooseRetreat(const GameState& s, const PositionView& v) {
    const int unit = s.pending.unit;
    int best = s.pending.options.front();
    double bestScore = -1e18;
    for (int h : s.pending.options) {
        const double sc = v.placement(unit, h) - (s.typeOf(unit) == UnitType::Leader ? 0 : 0.5 * v.exposure(h, s.sideOf(unit)));
        if (sc > bestScore) {
            bestScore = sc;
            best = h;
        }
    }
    return retreatAction(unit, s.setup().offset(best));
}

Action chooseAdvance(const GameState& s, const PositionView& v) {
    const int unit = s.pending.unit;
    const Side side = s.sideOf(unit);
    const int from = s.unit(unit).hex;
    const int to = s.pending.options.empty() ? -1 : s.pending.options.front();
    if (to < 0) return skipAdvanceAction();
    const Action adv = advanceAction(unit);
    double gain = v.placement(unit, to) - v.placement(unit, from);
    GameState copy = s;
    if (!applyAction(copy, adv)) return skipAdvanceAction();
    gain += scoreDelta(s, copy, side, v.weights());
    return gain > 0 ? adv : skipAdvanceAction();
}

} // namespace

std::vector<ScoredAction> scoreActions(const GameState& s, const PositionView& view) {
    std::vector<ScoredAction> out;
    for (const Action& a : legalActions(s)) out.push_back(score(s, view, a));
    return out;
}

Action greedyChoice(const GameState& s, std::vector<ScoredAction>* scored, const EvalWeights& w, SplitMix64* ties) {
    const PositionView view(s, w);
    if (s.pending.kind == DecisionKind::Retreat && !s.pending.options.empty()) return chooseRetreat(s, view);
    if (s.pending.kind == DecisionKind::Advance) return chooseAdvance(s, view);
    std::vector<ScoredAction> all = scoreActions(s, view);
    const ScoredAction* best = nullptr;
    int tied = 0;
    for (const ScoredAction& a : all) {
        if (a.action.kind == ActionKind::EndTurn || a.rank() < w.worthIt) continue;
        if (!best || a.rank() > best->rank() + 1e-9) {
            best = &a;
            tied = 1;
        } else if (ties && a.rank() >= best->rank() - 1e-9 && ties->below(static_cast<std::uint64_t>(++tied)) == 0) {
            best = &a;  // each of the tied actions equally likely (reservoir sampling)
        }
    }
    const Action choice = best ? best->action : endTurnAction();
    if (scored) *scored = std::move(all);
    return choice;
}

} // namespace muster::ai
