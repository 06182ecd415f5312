#include "orders_player.h"

#include "ai_eval.h"
#include "greedy_player.h"
#include "orders_decoder.h"
#include "search_player.h"

#include <functional>

namespace muster::ai {
namespace {

// Portfolio Greedy Search's improvement step: each unit in turn tries its other orders on
// `plan` (a copy changed in one unit), keeping a change that moves the scores the wanted
// way beyond the noise (PlanJudge::better). Stops when the budget would be overdrawn.
struct Improver {
    PlanJudge& judge;
    long long budget;

    // sign +1: our plan against a fixed enemy; -1: the enemy's against our fixed plan.
    void pass(Plan& plan, std::vector<double>& scores, const std::vector<int>& units,
              const std::vector<std::vector<Order>>& cands, const std::function<std::vector<double>(const Plan&)>& eval,
              double sign) {
        for (std::size_t i = 0; i < units.size(); ++i) {
            const auto u = static_cast<std::size_t>(units[i]);
            for (const Order& o : cands[i]) {
                if (o == plan.orders[u]) continue;
                if (judge.playouts() + judge.streams() > budget) return;
                Plan trial = plan;
                trial.orders[u] = o;
                std::vector<double> v = eval(trial);
                if (judge.better(v, scores, sign)) {
                    plan = std::move(trial);
                    scores = std::move(v);
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

Plan OrdersPlayer::makePlan(const GameState& s, bool repair) {
    const Side me = s.active, enemy = otherSide(me);
    const PositionView view(s);
    const Targets mine = findTargets(s, view, me, opt_.targets);
    PlanJudge judge(s, opt_, rng_);
    const long long budget = repair ? opt_.repairPlayouts : opt_.playouts;

    // Seeds: greedy itself, each search policy, a concentrate plan per attack target. A
    // repair starts from the plan in force (orders whose target is gone made GREEDY).
    std::vector<Plan> seeds;
    if (repair) {
        Plan kept = plan_;
        for (std::size_t u = 0; u < kept.orders.size(); ++u)
            if (!orderValid(s, static_cast<int>(u), kept.orders[u])) kept.orders[u] = Order{};
        seeds.push_back(std::move(kept));
        seeds.push_back(greedyPlan(s));
    } else {
        for (std::size_t p = 0; p < searchPolicies().size(); ++p) seeds.push_back(greedyPlan(s, static_cast<int>(p)));
    }
    for (int t : mine.attack) seeds.push_back(concentratePlan(s, me, t));
    Plan best = seeds.front();
    std::vector<double> bestScores = judge.scores(best, nullptr);
    for (std::size_t i = 1; i < seeds.size() && judge.playouts() + judge.streams() <= budget; ++i) {
        if (seeds[i] == best) continue;
        std::vector<double> v = judge.scores(seeds[i], nullptr);
        if (judge.better(v, bestScores)) best = seeds[i], bestScores = std::move(v);
    }

    const std::vector<int> units = plannedUnits(s, me);
    const auto cands = candidatesOf(s, units, mine);
    const bool enemyPass = opt_.enemyPass && !repair;
    Improver imp{judge, enemyPass ? budget * 5 / 8 : budget};
    imp.pass(best, bestScores, units, cands, [&](const Plan& p) { return judge.scores(p, nullptr); }, 1);

    if (enemyPass && judge.playouts() + judge.streams() <= budget) {
        // The enemy's reply improved against our plan, then ours against that reply.
        const std::vector<int> theirUnits = plannedUnits(s, enemy, false);
        const auto theirCands = candidatesOf(s, theirUnits, findTargets(s, view, enemy, opt_.targets));
        Plan reply = greedyPlan(s);
        std::vector<double> v = bestScores;
        imp.budget = judge.playouts() + (budget - judge.playouts()) / 2;
        imp.pass(reply, v, theirUnits, theirCands, [&](const Plan& e) { return judge.scores(best, &e); }, -1);
        if (!(reply == greedyPlan(s))) {
            imp.budget = budget;
            bestScores = std::move(v);
            imp.pass(best, bestScores, units, cands, [&](const Plan& p) { return judge.scores(p, &reply); }, 1);
        }
    }
    playouts_ += judge.playouts();
    return best;
}

Action OrdersPlayer::choose(const GameState& s) {
    const std::array<int, 3> key{s.turn, s.secondHalf ? 1 : 0, static_cast<int>(s.active)};
    if (s.toAct() != s.active) return greedyChoice(s);  // a retreat in the enemy's turn
    if (key != planKey_ && s.pending.kind == DecisionKind::None) {
        plan_ = makePlan(s, false);
        planKey_ = key;
        ++planned_;
        rolledAtPlan_ = s.dice.rolled();
    } else if (key == planKey_ && s.pending.kind == DecisionKind::None && opt_.repairPlayouts > 0 &&
               s.dice.rolled() != rolledAtPlan_) {
        // Dice were rolled since the plan was made (a fire, a close combat): plan the rest
        // of the turn again from what they did, starting from the plan in force.
        plan_ = makePlan(s, true);
        rolledAtPlan_ = s.dice.rolled();
    }
    if (key != planKey_) return greedyChoice(s);
    return decodePlan(s, plan_);
}

} // namespace muster::ai
