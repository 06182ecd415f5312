#include "engine/ai/greedy_player.h"

#include "engine/rules/game.h"
#include "engine/rules/legal_list.h"

#include <algorithm>
#include <optional>

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
bool pathHasEvents(const GameState& s, const int* path, int len, Side side) {
    for (int k = 0; k < len; ++k) {
        const int idx = path[k];
        if (s.setup().controlSlot(idx) >= 0) return true;
        const int l = s.at(idx).leader;
        if (l >= 0 && s.sideOf(l) != side) return true;
    }
    return false;
}

double eventValue(const GameState& s, const Action& a, Side side, const EvalWeights& w) {
    // A scratch state kept per thread: assigning into it reuses its buffers, where a new copy
    // allocated every vector of the state (battles with many objectives ask this a lot).
    thread_local std::optional<GameState> scratch;
    if (scratch) *scratch = s;
    else scratch.emplace(s);
    GameState& copy = *scratch;
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

struct Scored {
    double score = 0;
    int ap = 0;
    double rank() const { return ap > 0 ? score / ap : score; }
};

// Scored straight from the compact list's entry i: an Action (a heap block per path) is
// built only for the few moves whose path changes VP or control.
Scored score(const GameState& s, const PositionView& v, const LegalList& list, std::size_t i) {
    const LegalEntry& a = list[i];
    const int* path = list.paths.data() + a.pathBegin;
    const Side side = s.active;
    Scored r;
    switch (a.kind) {
    case ActionKind::EndTurn: break;
    case ActionKind::Enter: {
        // Entering may go on from the entry hex (aid): judged where it ends.
        const int to = a.pathLen > 0 ? path[a.pathLen - 1] : a.hex;
        r.ap = s.typeOf(a.unit) == UnitType::Leader ? 0 : 1;
        r.score = kEnterBonus + (to >= 0 ? 0.2 * v.placement(a.unit, to) : 0);
        if (a.leader >= 0) r.score += 0.3;  // the leader arrives with a unit
        if (pathHasEvents(s, path, a.pathLen, side)) r.score += eventValue(s, list.action(i, s.setup()), side, v.weights());
        if (s.typeOf(a.unit) == UnitType::Leader) r.score = 1.0;
        break;
    }
    case ActionKind::Move: {
        const int from = s.unit(a.unit).hex, to = path[a.pathLen - 1];
        r.ap = a.bonus ? 2 : 1;
        r.score = v.placement(a.unit, to) - v.placement(a.unit, from) - leftBehind(s, a.unit, a.leader);
        if (a.leader >= 0) r.score += 0.3;  // the leader stays with its unit
        if (pathHasEvents(s, path, a.pathLen, side)) r.score += eventValue(s, list.action(i, s.setup()), side, v.weights());
        break;
    }
    case ActionKind::Fire:
        r.ap = 1;
        r.score = v.fireValue(a.unit, s.unit(a.unit).hex, a.hex);
        break;
    case ActionKind::MoveFire: {
        const int from = s.unit(a.unit).hex, to = path[a.pathLen - 1];
        r.ap = 2;
        r.score = v.placement(a.unit, to) - v.placement(a.unit, from) + v.fireValue(a.unit, to, a.hex) -
                  leftBehind(s, a.unit, a.leader);
        if (a.leader >= 0) r.score += 0.3;  // the leader stays with its unit
        if (pathHasEvents(s, path, a.pathLen, side)) {
            const Action mf = list.action(i, s.setup());
            r.score += eventValue(s, moveAction(mf.unit, mf.path, mf.leader), side, v.weights());
        }
        break;
    }
    case ActionKind::Close:
        r.ap = 2;
        r.score = v.closeValue(a.unit, a.hex);
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

// Lists s's legal actions into `list` and scores each into `out` (same order).
void scoreList(const GameState& s, const PositionView& view, LegalList& list, std::vector<Scored>& out) {
    listLegalActions(s, list);
    out.clear();
    out.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) out.push_back(score(s, view, list, i));
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
    thread_local LegalList list;
    thread_local std::vector<Scored> sc;
    scoreList(s, view, list, sc);
    std::vector<ScoredAction> out(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) out[i] = {list.action(i, s.setup()), sc[i].score, sc[i].ap};
    return out;
}

Action greedyChoice(const GameState& s, std::vector<ScoredAction>* scored, const EvalWeights& w, SplitMix64* ties) {
    const PositionView view(s, w);
    if (s.pending.kind == DecisionKind::Retreat && !s.pending.options.empty()) return chooseRetreat(s, view);
    if (s.pending.kind == DecisionKind::Advance) return chooseAdvance(s, view);
    // The choice is made on the compact list; only the chosen action is built (playouts
    // call this at every decision, and an Action per listed move was most of their heap use).
    thread_local LegalList list;
    thread_local std::vector<Scored> all;
    scoreList(s, view, list, all);
    std::size_t best = all.size();
    int tied = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
        const Scored& a = all[i];
        if (list[i].kind == ActionKind::EndTurn || a.rank() < w.worthIt) continue;
        if (best == all.size() || a.rank() > all[best].rank() + 1e-9) {
            best = i;
            tied = 1;
        } else if (ties && a.rank() >= all[best].rank() - 1e-9 && ties->below(static_cast<std::uint64_t>(++tied)) == 0) {
            best = i;  // each of the tied actions equally likely (reservoir sampling)
        }
    }
    const Action choice = best < all.size() ? list.action(best, s.setup()) : endTurnAction();
    if (scored) {
        scored->resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i) (*scored)[i] = {list.action(i, s.setup()), all[i].score, all[i].ap};
    }
    return choice;
}

} // namespace muster::ai
