#include "orders_player.h"

#include "ai_eval.h"
#include "greedy_player.h"
#include "orders_decoder.h"
#include "search_player.h"

namespace muster::ai {
namespace {

// Portfolio Greedy Search's improvement step: each unit in turn tries its other orders on
// `plan` (a copy changed in one unit), keeping a change that moves the value the wanted way
// by more than `keep`. Stops when the budget would be overdrawn.
struct Improver {
    PlanJudge& judge;
    long long budget;
    double keep;

    // maximise: our plan against a fixed enemy; else the enemy's against our fixed plan.
    void pass(Plan& plan, double& value, const std::vector<int>& units, const std::vector<std::vector<Order>>& cands,
              const std::function<double(const Plan&)>& eval, bool maximise) {
        for (std::size_t i = 0; i < units.size(); ++i) {
            const auto u = static_cast<std::size_t>(units[i]);
            for (const Order& o : cands[i]) {
                if (o == plan.orders[u]) continue;
                if (judge.playouts() + judge.streams() > budget) return;
                Plan trial = plan;
                trial.orders[u] = o;
                const double v = eval(trial);
                if (maximise ? v > value + keep : v < value - keep) {
                    plan = std::move(trial);
                    value = v;
                }
            }
        }
    }
};

std::vector<std::vector<Order>> candidatesOf(const GameState& s, const std::vector<int>& units, const Targets& t) {
    std::vector<std::vector<Order>> out;
    for (int u : units) out.push_back(candidateOrders(s, u, t));
    return out;
}

} // namespace

Plan OrdersPlayer::makePlan(const GameState& s) {
    const Side me = s.active, enemy = otherSide(me);
    const PositionView view(s);
    const Targets mine = findTargets(s, view, me, opt_.targets);
    PlanJudge judge(s, opt_, rng_);
    const long long budget = opt_.playouts;

    // Seeds: greedy itself, each search policy, a concentrate plan per attack target.
    std::vector<Plan> seeds;
    for (std::size_t p = 0; p < searchPolicies().size(); ++p) seeds.push_back(greedyPlan(s, static_cast<int>(p)));
    for (int t : mine.attack) seeds.push_back(concentratePlan(s, me, t));
    Plan best = seeds.front();
    double bestValue = judge.value(best, nullptr);
    for (std::size_t i = 1; i < seeds.size() && judge.playouts() + judge.streams() <= budget; ++i) {
        if (seeds[i] == best) continue;
        const double v = judge.value(seeds[i], nullptr);
        if (v > bestValue) best = seeds[i], bestValue = v;
    }

    const std::vector<int> units = plannedUnits(s, me);
    const auto cands = candidatesOf(s, units, mine);
    Improver imp{judge, opt_.enemyPass ? budget * 5 / 8 : budget, opt_.keep};
    imp.pass(best, bestValue, units, cands, [&](const Plan& p) { return judge.value(p, nullptr); }, true);

    if (opt_.enemyPass && judge.playouts() + judge.streams() <= budget) {
        // The enemy's reply improved against our plan, then ours against that reply.
        const std::vector<int> theirUnits = plannedUnits(s, enemy, false);
        const auto theirCands = candidatesOf(s, theirUnits, findTargets(s, view, enemy, opt_.targets));
        Plan reply = greedyPlan(s);
        double v = bestValue;
        imp.budget = judge.playouts() + (budget - judge.playouts()) / 2;
        imp.pass(reply, v, theirUnits, theirCands, [&](const Plan& e) { return judge.value(best, &e); }, false);
        if (!(reply == greedyPlan(s))) {
            imp.budget = budget;
            bestValue = judge.value(best, &reply);
            imp.pass(best, bestValue, units, cands, [&](const Plan& p) { return judge.value(p, &reply); }, true);
        }
    }
    playouts_ += judge.playouts();
    return best;
}

Action OrdersPlayer::choose(const GameState& s) {
    const std::array<int, 3> key{s.turn, s.secondHalf ? 1 : 0, static_cast<int>(s.active)};
    if (s.toAct() != s.active) return greedyChoice(s);  // a retreat in the enemy's turn
    if (key != planKey_ && s.pending.kind == DecisionKind::None) {
        plan_ = makePlan(s);
        planKey_ = key;
        ++planned_;
    }
    if (key != planKey_) return greedyChoice(s);
    return decodePlan(s, plan_);
}

} // namespace muster::ai
