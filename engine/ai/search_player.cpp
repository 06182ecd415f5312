#include "search_player.h"

#include "engine/game.h"

#include <algorithm>
#include <numeric>

namespace muster::ai {

double SearchPlayer::playout(const GameState& s, const Action& first, const DiceStream& dice) {
    ++playouts_;
    const Side me = s.toAct();
    GameState g = s;
    g.dice = dice;  // the real dice are not the player's to know: each playout draws its own
    if (!applyAction(g, first)) return -1e9;
    // Play on with greedy until the enemy's reply turn is over (or the game is).
    int sideTurnsEnded = first.kind == ActionKind::EndTurn ? 1 : 0;
    for (int depth = 0; depth < opt_.maxDepth && !g.over() && sideTurnsEnded < 2; ++depth) {
        const Action a = greedyChoice(g, nullptr, weights_);
        const bool ends = a.kind == ActionKind::EndTurn && g.pending.kind == DecisionKind::None;
        if (!applyAction(g, a)) break;
        if (ends) ++sideTurnsEnded;
    }
    return PositionView(g, weights_).evaluate(me);
}

Action SearchPlayer::choose(const GameState& s) {
    std::vector<ScoredAction> scored;
    const Action greedy = greedyChoice(s, &scored, weights_);
    if (s.pending.kind != DecisionKind::None || scored.empty()) return greedy;
    // Candidates: greedy's choice and the actions nearly as good per AP; ending the turn
    // too when the best action is only a small gain. A clear best is taken at once.
    double best = 0;
    for (const ScoredAction& a : scored) best = std::max(best, a.rank());
    std::vector<Action> cands{greedy};
    std::vector<std::size_t> order(scored.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scored[a].rank() > scored[b].rank(); });
    for (std::size_t i : order) {
        if (static_cast<int>(cands.size()) >= opt_.candidates) break;
        if (scored[i].rank() < opt_.closeness * best || scored[i].rank() <= 0) break;
        if (std::find(cands.begin(), cands.end(), scored[i].action) == cands.end()) cands.push_back(scored[i].action);
    }
    if (best < opt_.endTurnBelow && std::find(cands.begin(), cands.end(), endTurnAction()) == cands.end())
        cands.push_back(endTurnAction());
    if (cands.size() == 1) return cands.front();

    // The same dice for every candidate (common random numbers), in antithetic pairs
    // (d and 7 - d): differences between candidates show through less noise.
    const int pairs = std::max(1, opt_.playouts / (2 * static_cast<int>(cands.size())));
    std::vector<double> total(cands.size(), 0.0);
    for (int p = 0; p < pairs; ++p) {
        std::vector<int> dice(static_cast<std::size_t>(opt_.scriptedDice));
        for (int& d : dice) d = 1 + static_cast<int>(rng_.below(6));
        std::vector<int> anti(dice);
        for (int& d : anti) d = 7 - d;
        const std::uint64_t tail = rng_.next();
        const DiceStream a(tail, std::move(dice)), b(tail ^ 0x5bd1e995ULL, std::move(anti));
        for (std::size_t c = 0; c < cands.size(); ++c) total[c] += playout(s, cands[c], a) + playout(s, cands[c], b);
    }
    std::size_t pick = 0;
    for (std::size_t c = 1; c < cands.size(); ++c)
        if (total[c] > total[pick]) pick = c;
    return cands[pick];
}

} // namespace muster::ai
