#include "engine/ai/search_player.h"

#include "engine/rules/game.h"
#include "engine/queries/rule_queries.h"

#include <algorithm>
#include <numeric>

namespace muster::ai {

const std::vector<EvalWeights>& searchPolicies() {
    static const std::vector<EvalWeights> p = [] {
        std::vector<EvalWeights> v;
        const EvalWeights base;
        v.push_back(base);
        EvalWeights bold = base;  // closes in and accepts fire
        bold.exposure *= 0.4;
        bold.approach *= 2.0;
        v.push_back(bold);
        EvalWeights objective = base;  // goes for the VP markers and held hexes
        objective.objective *= 2.5;
        objective.exposure *= 0.4;
        objective.worthIt = 0.02;
        v.push_back(objective);
        EvalWeights assault = base;  // every AP spent going forward
        assault.exposure *= 0.2;
        assault.approach *= 3.0;
        assault.objective *= 2.0;
        assault.worthIt = 0.0;
        v.push_back(assault);
        EvalWeights fire = base;  // seeks firing positions
        fire.offense *= 2.5;
        fire.exposure *= 0.8;
        v.push_back(fire);
        return v;
    }();
    return p;
}

namespace {

// Hexes `side` wants that an enemy combat unit stands on (its objectives: markers it would
// score, hexes it must hold), marked per hex index.
std::vector<char> heldObjectives(const GameState& s, const PositionView& view, Side side) {
    std::vector<char> held(static_cast<std::size_t>(s.setup().hexCount()), 0);
    for (const Objective& o : view.objectives(side)) {
        if (o.marker >= 0 && s.setup().scenario().vpMarkers[static_cast<std::size_t>(o.marker)].side == side) continue;
        const HexUnits& h = s.at(o.hex);
        for (int u : {h.foot, h.artillery})
            if (u >= 0 && s.sideOf(u) != side) held[static_cast<std::size_t>(o.hex)] = 1;
    }
    return held;
}

} // namespace

std::vector<Action> assaultCandidates(const GameState& s, const std::vector<ScoredAction>& scored, int closes, int moves) {
    std::vector<Action> out;
    if (closes <= 0 && moves <= 0) return out;
    const Side me = s.toAct();
    const PositionView view(s);
    const std::vector<char> held = heldObjectives(s, view, me);
    const GameSetup& g = s.setup();
    std::vector<const ScoredAction*> c, m;
    for (const ScoredAction& a : scored) {
        if (a.action.kind == ActionKind::Close) {
            const int t = g.index(*a.action.hex);
            const HexUnits& h = s.at(t);
            const bool weak = (h.foot >= 0 && s.unit(h.foot).sp == 1) || (h.artillery >= 0 && s.unit(h.artillery).sp == 1);
            if (held[static_cast<std::size_t>(t)] || weak) c.push_back(&a);
        } else if (a.action.kind == ActionKind::Move && a.action.leader < 0 && s.typeOf(a.action.unit) != UnitType::Leader) {
            const int to = g.index(a.action.path.back());
            bool next = false;
            for (int n : g.neighbours(to))
                if (n >= 0 && held[static_cast<std::size_t>(n)]) next = true;
            // Already next to it: no need to move.
            for (int n : g.neighbours(s.unit(a.action.unit).hex))
                if (n >= 0 && held[static_cast<std::size_t>(n)]) next = false;
            if (next) m.push_back(&a);
        }
    }
    auto byScore = [](const ScoredAction* a, const ScoredAction* b) { return a->score > b->score; };
    std::stable_sort(c.begin(), c.end(), byScore);
    std::stable_sort(m.begin(), m.end(), byScore);
    for (int i = 0; i < closes && i < static_cast<int>(c.size()); ++i) out.push_back(c[static_cast<std::size_t>(i)]->action);
    for (int i = 0; i < moves && i < static_cast<int>(m.size()); ++i) out.push_back(m[static_cast<std::size_t>(i)]->action);
    return out;
}

std::vector<Action> searchCandidates(const GameState& s, const std::vector<ScoredAction>& scored, const Action& greedy,
                                     const SearchOptions& o) {
    std::vector<Action> cands{greedy};
    if (scored.empty()) return cands;
    double best = 0;
    for (const ScoredAction& a : scored) best = std::max(best, a.rank());
    auto add = [&](const Action& a) {
        if (std::find(cands.begin(), cands.end(), a) == cands.end()) cands.push_back(a);
    };
    // Greedy's actions nearly as good per AP as its best.
    std::vector<std::size_t> order(scored.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scored[a].rank() > scored[b].rank(); });
    for (std::size_t i : order) {
        if (static_cast<int>(cands.size()) >= o.candidates) break;
        if (scored[i].rank() < o.closeness * best || scored[i].rank() <= 0) break;
        add(scored[i].action);
    }
    const auto& policies = searchPolicies();
    for (std::size_t p = 1; p < policies.size(); ++p) add(greedyChoice(s, nullptr, policies[p]));
    for (const Action& a : assaultCandidates(s, scored, o.assaultClose, o.assaultMoves)) add(a);
    // Ending the turn, when the best action is only a small gain.
    if (best < o.endTurnBelow) add(endTurnAction());
    return cands;
}

Action SearchPlayer::choose(const GameState& s) {
    std::vector<ScoredAction> scored;
    const Action greedy = greedyChoice(s, &scored, weights_);
    std::vector<Action> cands{greedy};
    if (s.pending.kind == DecisionKind::Retreat) {
        for (int h : s.pending.options)
            if (const Action a = retreatAction(s.pending.unit, s.setup().offset(h)); !(a == greedy)) cands.push_back(a);
    } else if (s.pending.kind == DecisionKind::Advance) {
        if (!s.pending.options.empty()) cands.push_back(greedy.skip ? advanceAction(s.pending.unit) : skipAdvanceAction());
    } else {
        cands = searchCandidates(s, scored, greedy, opt_);
    }
    return cands.size() == 1 ? cands.front() : cands[pickByPlayouts(s, cands)];
}

std::size_t SearchPlayer::pickByPlayouts(const GameState& s, const std::vector<Action>& cands) {
    std::vector<double> total(cands.size(), 0.0);
    const int pairs = std::max(1, opt_.playouts / (2 * static_cast<int>(cands.size())));
    for (int p = 0; p < pairs; ++p) {
        if (stopRequested()) {
            // Interactive cap: judge on the pairs played so far; none: greedy's choice.
            markCutShort();
            if (p == 0) return 0;
            break;
        }
        const auto dice = antitheticDice(rng_, opt_.scriptedDice);
        for (std::size_t c = 0; c < cands.size(); ++c) {
            total[c] += rollout(s, cands[c], dice.first, opt_.playout, weights_) +
                        rollout(s, cands[c], dice.second, opt_.playout, weights_);
            playouts_ += 2;
        }
    }
    std::size_t pick = 0;
    for (std::size_t c = 1; c < total.size(); ++c)
        if (total[c] > total[pick]) pick = c;
    return pick;
}

} // namespace muster::ai
