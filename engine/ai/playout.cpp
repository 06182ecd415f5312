#include "engine/ai/playout.h"

#include "engine/ai/greedy_player.h"
#include "engine/queries/rule_queries.h"
#include "engine/rules/game.h"

#include <algorithm>

namespace muster::ai {

double playoutScore(const GameState& g, Side me, const PlayoutOptions& o, const EvalWeights& w) {
    if (g.over()) {
        if (g.result == GameResult::Draw) {
            const int t = vpTarget(g.setup().scenario(), me);
            return o.draw + (t > 0 ? o.drawProgress * std::min(g.side(me).vp, t) : 0.0);
        }
        return (g.result == GameResult::UnionWins) == (me == Side::Union) ? 1000.0 : -1000.0;
    }
    double v = PositionView(g, w).evaluate(me);
    if (const int t = vpTarget(g.setup().scenario(), me); t > 0) v += o.race * std::min(g.side(me).vp, t);
    return v;
}

std::pair<DiceStream, DiceStream> antitheticDice(SplitMix64& rng, int count) {
    std::vector<int> dice(static_cast<std::size_t>(std::max(0, count)));
    for (int& d : dice) d = 1 + static_cast<int>(rng.below(6));
    std::vector<int> anti(dice);
    for (int& d : anti) d = 7 - d;
    const std::uint64_t tail = rng.next();
    return {DiceStream(tail, std::move(dice)), DiceStream(tail ^ 0x5bd1e995ULL, std::move(anti))};
}

double rollout(const GameState& s, const Action& first, const DiceStream& dice, const PlayoutOptions& o, const EvalWeights& w) {
    const Side me = s.toAct();
    GameState g = s;
    g.dice = dice;
    if (!applyAction(g, first)) return -1e9;
    const bool toEnd = s.turn + o.toEndFromTurn > s.setup().scenario().turns;
    int sideTurnsEnded = first.kind == ActionKind::EndTurn ? 1 : 0;
    for (int depth = 0; depth < o.maxDepth && !g.over() && (toEnd || sideTurnsEnded < o.horizon); ++depth) {
        const Action a = greedyChoice(g, nullptr, w);
        const bool ends = a.kind == ActionKind::EndTurn && g.pending.kind == DecisionKind::None;
        if (!applyAction(g, a)) break;
        if (ends) ++sideTurnsEnded;
    }
    return playoutScore(g, me, o, w);
}

} // namespace muster::ai
