#include "engine/ai/orders_judge.h"

#include "engine/ai/ai_eval.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/orders_decoder.h"
#include "engine/rules/game.h"

#include <algorithm>
#include <cmath>
#include <thread>

namespace muster::ai {

int vpTargetOf(const GameState& s, Side side) {
    int t = 0;
    for (const VictoryCondition& vc : s.setup().scenario().victory.conditions)
        if (vc.side == side && vc.vp && (vc.kind == VictoryKind::ReachVP || vc.kind == VictoryKind::ReachVPByTurn))
            t = t == 0 ? *vc.vp : std::min(t, *vc.vp);
    return t;
}

PlanJudge::PlanJudge(const GameState& s, const OrdersOptions& o, SplitMix64& rng)
    : s_(s), o_(o), me_(s.toAct()), target_(vpTargetOf(s, s.toAct())) {
    const int pairs = std::max(1, o.streams / 2);
    for (int p = 0; p < pairs; ++p) {
        std::vector<int> dice(static_cast<std::size_t>(o.scriptedDice));
        for (int& d : dice) d = 1 + static_cast<int>(rng.below(6));
        std::vector<int> anti(dice);
        for (int& d : anti) d = 7 - d;
        const std::uint64_t tail = rng.next();
        streams_.emplace_back(tail, std::move(dice));
        streams_.emplace_back(tail ^ 0x5bd1e995ULL, std::move(anti));
    }
}

double PlanJudge::score(const GameState& g) const {
    if (g.over()) {
        if (g.result == GameResult::Draw)
            return o_.draw + (target_ > 0 ? o_.drawProgress * std::min(g.side(me_).vp, target_) : 0.0);
        return (g.result == GameResult::UnionWins) == (me_ == Side::Union) ? 1000.0 : -1000.0;
    }
    double v = PositionView(g).evaluate(me_);
    if (target_ > 0) v += o_.race * std::min(g.side(me_).vp, target_);
    return v;
}

double PlanJudge::playout(const Plan& mine, const Plan* enemy, const DiceStream& dice) const {
    GameState g = s_;
    g.dice = dice;  // the real dice are not the player's to know
    const bool toEnd = s_.turn + o_.toEndFromTurn > s_.setup().scenario().turns;
    int ended = 0;
    for (int depth = 0; depth < o_.maxDepth && !g.over() && (toEnd || ended < o_.horizon); ++depth) {
        const Side side = g.toAct();
        Action a;
        if (side == me_) a = decodePlan(g, mine);
        else if (enemy) a = decodePlan(g, *enemy);
        else a = greedyChoice(g);
        const bool ends = a.kind == ActionKind::EndTurn && g.pending.kind == DecisionKind::None;
        if (!applyAction(g, a)) break;
        if (ends) ++ended;
    }
    return score(g);
}

std::vector<double> PlanJudge::scores(const Plan& mine, const Plan* enemy) {
    const std::size_t k = streams_.size();
    std::vector<double> out(k, 0.0);
    const int threads = std::clamp(o_.threads, 1, static_cast<int>(k));
    auto work = [&](int t) {
        for (std::size_t i = static_cast<std::size_t>(t); i < k; i += static_cast<std::size_t>(threads))
            out[i] = playout(mine, enemy, streams_[i]);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
    playouts_ += static_cast<long long>(k);
    return out;  // in stream order: the same for any thread count
}

bool PlanJudge::better(const std::vector<double>& trial, const std::vector<double>& incumbent, double sign) const {
    const auto n = static_cast<double>(trial.size());
    double mean = 0, var = 0;
    for (std::size_t i = 0; i < trial.size(); ++i) mean += sign * (trial[i] - incumbent[i]);
    mean /= n;
    for (std::size_t i = 0; i < trial.size(); ++i) {
        const double d = sign * (trial[i] - incumbent[i]) - mean;
        var += d * d;
    }
    var /= std::max(1.0, n - 1);
    return mean > o_.keep && mean > o_.confidence * std::sqrt(var / n);
}

} // namespace muster::ai
