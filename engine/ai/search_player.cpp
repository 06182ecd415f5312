#include "engine/ai/search_player.h"

#include "engine/rules/game.h"
#include "engine/queries/rule_queries.h"

#include <algorithm>
#include <numeric>

namespace muster::ai {

SearchOptions strongSearchOptions() {
    SearchOptions o;
    o.playouts *= kStrongBudget;
    return o;
}

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

double SearchPlayer::score(const GameState& g, Side me) const {
    if (g.over()) {
        if (g.result == GameResult::Draw) {
            // Not all draws are alike: one VP short of the target is nearer a win than none.
            const int t = vpTarget(g.setup().scenario(), me);
            return opt_.draw + (t > 0 ? opt_.drawProgress * std::min(g.side(me).vp, t) : 0.0);
        }
        return (g.result == GameResult::UnionWins) == (me == Side::Union) ? 1000.0 : -1000.0;
    }
    double v = PositionView(g, weights_).evaluate(me);
    // Only a win counts: VP toward the side's own target are worth more than the margin says.
    if (const int t = vpTarget(g.setup().scenario(), me); t > 0) v += opt_.race * std::min(g.side(me).vp, t);
    return v;
}

Action SearchPlayer::continuation(const GameState& g, Side me, std::size_t, const EvalWeights& mine) {
    return greedyChoice(g, nullptr, g.toAct() == me ? mine : weights_);
}

double SearchPlayer::playout(const GameState& s, const Action& first, std::size_t cand, const EvalWeights& mine,
                             const DiceStream& dice) {
    ++playouts_;
    const Side me = s.toAct();
    GameState g = s;
    g.dice = dice;  // the real dice are not the player's to know: each playout draws its own
    if (!applyAction(g, first)) return -1e9;
    // Play on with greedy until the enemy's reply turn is over, or in the last turns to
    // the end of the game.
    const bool toEnd = s.turn + opt_.toEndFromTurn > s.setup().scenario().turns;
    const auto& policies = searchPolicies();
    const EvalWeights* endW =
        opt_.endPolicy >= 0 ? &policies[std::min<std::size_t>(static_cast<std::size_t>(opt_.endPolicy), policies.size() - 1)] : nullptr;
    int sideTurnsEnded = first.kind == ActionKind::EndTurn ? 1 : 0;
    for (int depth = 0; depth < opt_.maxDepth && !g.over() && (toEnd || sideTurnsEnded < opt_.horizon); ++depth) {
        const Action a = continuation(g, me, cand, toEnd && endW ? *endW : mine);
        const bool ends = a.kind == ActionKind::EndTurn && g.pending.kind == DecisionKind::None;
        if (!applyAction(g, a)) break;
        if (ends) ++sideTurnsEnded;
    }
    return score(g, me);
}

Action SearchPlayer::choose(const GameState& s) {
    std::vector<ScoredAction> scored;
    const Action greedy = greedyChoice(s, &scored, weights_);
    std::vector<Action> cands{greedy};
    std::vector<std::size_t> policyOf{0};
    const auto& policies = searchPolicies();
    if (s.pending.kind != DecisionKind::None) {
        // A retreat or an advance: every choice is a candidate.
        if (!opt_.decisions) return greedy;
        if (s.pending.kind == DecisionKind::Retreat)
            for (int h : s.pending.options)
                if (const Action a = retreatAction(s.pending.unit, s.setup().offset(h)); !(a == greedy)) cands.push_back(a);
        if (s.pending.kind == DecisionKind::Advance && !s.pending.options.empty())
            cands.push_back(greedy.skip ? advanceAction(s.pending.unit) : skipAdvanceAction());
        policyOf.assign(cands.size(), 0);
        extendCandidates(s, cands, policyOf);
        if (cands.size() == 1) return take(s, cands, 0);
        return take(s, cands, pickByPlayouts(s, cands, policyOf));
    }
    if (scored.empty()) return take(s, cands, 0);
    // Candidates: greedy's choice and the actions nearly as good per AP, the other
    // policies' choices, and ending the turn when the best action is only a small gain.
    double best = 0;
    for (const ScoredAction& a : scored) best = std::max(best, a.rank());
    // A candidate: a first action and the policy its side plays on with.
    auto add = [&](const Action& a, std::size_t policy = 0) {
        for (std::size_t c = 0; c < cands.size(); ++c)
            if (cands[c] == a && (!opt_.policyPlayouts || policyOf[c] == policy)) return;
        cands.push_back(a);
        policyOf.push_back(opt_.policyPlayouts ? policy : 0);
    };
    std::vector<std::size_t> order(scored.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scored[a].rank() > scored[b].rank(); });
    for (std::size_t i : order) {
        if (static_cast<int>(cands.size()) >= opt_.candidates) break;
        if (scored[i].rank() < opt_.closeness * best || scored[i].rank() <= 0) break;
        add(scored[i].action);
    }
    for (std::size_t p = 1; p < policies.size(); ++p) add(greedyChoice(s, nullptr, policies[p]), p);
    for (const Action& a : assaultCandidates(s, scored, opt_.assaultClose, opt_.assaultMoves)) add(a);
    if (best < opt_.endTurnBelow) add(endTurnAction());
    extendCandidates(s, cands, policyOf);
    if (cands.size() == 1) return take(s, cands, 0);
    return take(s, cands, pickByPlayouts(s, cands, policyOf));
}

Action SearchPlayer::take(const GameState& s, const std::vector<Action>& cands, std::size_t i) {
    picked(s, i);
    return cands[i];
}

std::size_t SearchPlayer::pickByPlayouts(const GameState& s, const std::vector<Action>& cands, const std::vector<std::size_t>& policyOf) {
    const auto& policies = searchPolicies();

    // The same dice for every candidate (common random numbers), in antithetic pairs
    // (d and 7 - d): differences between candidates show through less noise.
    auto pairOfDice = [&] {
        std::vector<int> dice(static_cast<std::size_t>(opt_.scriptedDice));
        for (int& d : dice) d = 1 + static_cast<int>(rng_.below(6));
        std::vector<int> anti(dice);
        for (int& d : anti) d = 7 - d;
        const std::uint64_t tail = rng_.next();
        return std::pair<DiceStream, DiceStream>{DiceStream(tail, std::move(dice)), DiceStream(tail ^ 0x5bd1e995ULL, std::move(anti))};
    };
    const std::size_t own = std::min<std::size_t>(static_cast<std::size_t>(std::max(0, opt_.ownPolicy)), policies.size() - 1);
    auto run = [&](std::size_t c, const std::pair<DiceStream, DiceStream>& d) {
        const EvalWeights& mine = policies[opt_.policyPlayouts ? policyOf[c] : own];
        return playout(s, cands[c], c, mine, d.first) + playout(s, cands[c], c, mine, d.second);
    };
    std::vector<double> total(cands.size(), 0.0);
    std::vector<std::size_t> alive(cands.size());
    std::iota(alive.begin(), alive.end(), std::size_t{0});
    if (opt_.halving) {
        // Sequential halving (Karnin et al. 2013): every round spends an equal share of the
        // budget on the candidates still in, then drops the worse half. The totals stay
        // comparable: every survivor has seen the same dice.
        int rounds = 0;
        for (std::size_t k = cands.size(); k > 1; k = (k + 1) / 2) ++rounds;
        while (alive.size() > 1) {
            const int pairs = std::max(1, opt_.playouts / (2 * static_cast<int>(alive.size()) * rounds));
            for (int p = 0; p < pairs; ++p) {
                if (stopRequested()) {
                    markCutShort();
                    return alive.front();  // the best so far (greedy's choice before any playout)
                }
                const auto d = pairOfDice();
                for (std::size_t c : alive) total[c] += run(c, d);
            }
            std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) { return total[a] > total[b]; });
            alive.resize((alive.size() + 1) / 2);
        }
        return alive.front();
    }
    const int pairs = std::max(1, opt_.playouts / (2 * static_cast<int>(cands.size())));
    std::vector<std::vector<double>> perPair(cands.size());
    for (int p = 0; p < pairs; ++p) {
        if (stopRequested()) {
            // Interactive cap: judge on the pairs played so far; none: greedy's choice.
            markCutShort();
            if (p == 0) return 0;
            break;
        }
        const auto d = pairOfDice();
        for (std::size_t c = 0; c < cands.size(); ++c) {
            const double v = run(c, d);
            total[c] += v;
            perPair[c].push_back(v);
        }
    }
    return select(total, perPair);
}

std::size_t SearchPlayer::select(const std::vector<double>& total, const std::vector<std::vector<double>>&) {
    std::size_t pick = 0;
    for (std::size_t c = 1; c < total.size(); ++c)
        if (total[c] > total[pick]) pick = c;
    return pick;
}

} // namespace muster::ai
