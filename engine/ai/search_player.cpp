#include "search_player.h"

#include "engine/game.h"

#include <algorithm>
#include <numeric>

namespace muster::ai {

double SearchPlayer::playout(const GameState& s, const Action& first, std::uint64_t diceSeed) {
    ++playouts_;
    const Side me = s.toAct();
    GameState g = s;
    g.dice = DiceStream(diceSeed);  // the real dice are not the player's to know
    if (!applyAction(g, first)) return -1e9;
    // Play on with greedy until the enemy's reply turn is over (or the game is).
    int sideTurnsEnded = first.kind == ActionKind::EndTurn ? 1 : 0;
    const int startTurn = s.turn;
    const bool startHalf = s.secondHalf;
    for (int depth = 0; depth < opt_.maxDepth && !g.over(); ++depth) {
        const Action a = greedyChoice(g);
        const bool ends = a.kind == ActionKind::EndTurn;
        if (!applyAction(g, a)) break;
        if (ends && ++sideTurnsEnded >= 2) break;
    }
    (void)startTurn;
    (void)startHalf;
    return PositionView(g).evaluate(me);
}

Action SearchPlayer::choose(const GameState& s) {
    std::vector<ScoredAction> scored;
    const Action greedy = greedyChoice(s, &scored);
    if (s.pending.kind != DecisionKind::None || scored.empty()) return greedy;
    // Candidates: greedy's choice, its next best by gain per AP, and ending the turn.
    std::vector<Action> cands{greedy};
    std::vector<std::size_t> order(scored.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return scored[a].rank() > scored[b].rank(); });
    for (std::size_t i : order) {
        if (static_cast<int>(cands.size()) >= opt_.candidates) break;
        if (scored[i].rank() <= 0) break;
        if (std::find(cands.begin(), cands.end(), scored[i].action) == cands.end()) cands.push_back(scored[i].action);
    }
    if (std::find(cands.begin(), cands.end(), endTurnAction()) == cands.end()) cands.push_back(endTurnAction());
    if (cands.size() == 1) return cands.front();

    // Successive halving: each round gives every survivor the same dice seeds.
    std::vector<double> total(cands.size(), 0.0);
    std::vector<int> runs(cands.size(), 0);
    std::vector<std::size_t> alive(cands.size());
    std::iota(alive.begin(), alive.end(), std::size_t{0});
    int budget = opt_.playouts;
    int rounds = 0;
    for (std::size_t n = alive.size(); n > 1; n = (n + 1) / 2) ++rounds;
    while (alive.size() > 1 && budget > 0) {
        const int per = std::max(1, budget / (rounds * static_cast<int>(alive.size())));
        std::vector<std::uint64_t> seeds(static_cast<std::size_t>(per));
        for (auto& sd : seeds) sd = rng_.next();
        for (std::size_t c : alive)
            for (std::uint64_t sd : seeds) {
                total[c] += playout(s, cands[c], sd);
                ++runs[c];
                --budget;
            }
        std::stable_sort(alive.begin(), alive.end(),
                         [&](std::size_t a, std::size_t b) { return total[a] / runs[a] > total[b] / runs[b]; });
        alive.resize((alive.size() + 1) / 2);
        rounds = std::max(1, rounds - 1);
    }
    return cands[alive.front()];
}

} // namespace muster::ai
