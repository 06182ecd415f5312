#include "engine/ai/orders_player.h"

#include "engine/ai/ai_eval.h"
#include "engine/ai/greedy_player.h"
#include "engine/ai/orders_decoder.h"
#include "engine/ai/search_player.h"

#include <algorithm>
#include <cmath>
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

// The side wins by holding on: it holds hexes to the end, or the enemy must reach its VP
// total by a turn. Its counterattacks give the enemy the VP it needs.
bool defends(const GameState& s, Side side) {
    for (const VictoryCondition& vc : s.setup().scenario().victory.conditions) {
        if (vc.kind == VictoryKind::HoldAtEnd && vc.side == side) return true;
        if (vc.kind == VictoryKind::ReachVPByTurn && vc.side == otherSide(side)) return true;
    }
    return false;
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

OrdersOptions strongOrdersOptions() {
    OrdersOptions o;
    o.search = strongSearchOptions();
    o.playouts *= kStrongBudget;
    o.repairPlayouts *= kStrongBudget;
    return o;
}

Action OrdersPlayer::choose(const GameState& s) {
    const std::array<int, 3> key{s.turn, s.secondHalf ? 1 : 0, static_cast<int>(s.active)};
    extended_ = false;
    if (s.toAct() == s.active && s.pending.kind == DecisionKind::None) {
        if (key != planKey_) {
            // A new side-turn of ours (its AP rolled): all-GREEDY, or the plan search's plan.
            const bool stop = opt_.planTurn && stopRequested();  // the interactive cap: no plan search
            if (stop) markCutShort();
            setPlan(opt_.planTurn && !stop ? makePlan(s, false) : greedyPlan(s), -1);
            planKey_ = key;
            ++planned_;
            rolledAtPlan_ = s.dice.rolled();
        } else if (opt_.planTurn && opt_.repairPlayouts > 0 && s.dice.rolled() != rolledAtPlan_ && !stopRequested()) {
            // Dice were rolled since the plan was made: plan the rest of the turn again.
            setPlan(makePlan(s, true), planTarget_);
            rolledAtPlan_ = s.dice.rolled();
        }
    }
    return SearchPlayer::choose(s);
}

void OrdersPlayer::setPlan(Plan p, int target) {
    plan_ = std::move(p);
    planTarget_ = target;
    planIsGreedy_ = plan_.policy == 0 &&
                    std::all_of(plan_.orders.begin(), plan_.orders.end(), [](const Order& o) { return o.kind == OrderKind::Greedy; });
}

void OrdersPlayer::extendCandidates(const GameState& s, std::vector<Action>& cands, std::vector<std::size_t>& policyOf) {
    extended_ = true;
    plans_.assign(1, plan_);
    plansGreedy_.assign(1, planIsGreedy_ ? 1 : 0);
    planTargets_.assign(1, planTarget_);
    planOf_.assign(cands.size(), 0);
    const Side me = s.active;
    const std::array<int, 3> key{s.turn, s.secondHalf ? 1 : 0, static_cast<int>(s.active)};
    if (!opt_.planCandidates || s.toAct() != me || s.pending.kind != DecisionKind::None || key != planKey_) return;
    if (opt_.planLastTurns > 0 && s.turn + opt_.planLastTurns <= s.setup().scenario().turns) return;
    if (!opt_.defenderPlans && defends(s, me)) return;
    auto add = [&](const Action& a, std::size_t plan) {
        for (std::size_t c = 0; c < cands.size(); ++c)
            if (cands[c] == a && planOf_[c] == plan) return;
        cands.push_back(a);
        policyOf.push_back(0);
        planOf_.push_back(plan);
    };
    const std::size_t searchCands = cands.size();
    if (!planIsGreedy_) {
        // Dropping the plan: greedy's choice played on by greedy.
        plans_.push_back(greedyPlan(s));
        plansGreedy_.push_back(1);
        planTargets_.push_back(-1);
        add(cands.front(), plans_.size() - 1);
    }
    const PositionView view(s);
    for (int t : findTargets(s, view, me, opt_.targets).attack) {
        if (t == planTarget_) continue;
        Plan p = concentratePlan(s, me, t);
        const Action first = decodePlan(s, p);
        if (first.kind == ActionKind::EndTurn) continue;
        plans_.push_back(std::move(p));
        plansGreedy_.push_back(0);
        planTargets_.push_back(t);
        const std::size_t k = plans_.size() - 1;
        add(first, k);
        // Search's own candidates that go for this target, played on under the plan too.
        for (std::size_t c = 0; c < searchCands; ++c) {
            const Action& a = cands[c];
            if (a.unit < 0 || a.kind == ActionKind::EndTurn) continue;
            const bool closes = a.kind == ActionKind::Close && a.hex && s.setup().index(*a.hex) == t;
            const bool nears = a.kind == ActionKind::Move && s.typeOf(a.unit) != UnitType::Leader &&
                               s.setup().distance(s.setup().index(a.path.back()), t) == 1 &&
                               s.setup().distance(s.unit(a.unit).hex, t) > 1;
            if (closes || nears) add(a, k);
        }
    }
}

Action OrdersPlayer::continuation(const GameState& g, Side me, std::size_t cand, const EvalWeights& mine) {
    const std::size_t k = extended_ && cand < planOf_.size() ? planOf_[cand] : 0;
    if (plansGreedy_.empty() || plansGreedy_[k] || g.active != me || g.toAct() != me ||
        std::array<int, 3>{g.turn, g.secondHalf ? 1 : 0, static_cast<int>(g.active)} != planKey_)
        return SearchPlayer::continuation(g, me, cand, mine);
    return decodePlan(g, plans_[k]);
}

std::size_t OrdersPlayer::select(const std::vector<double>& total, const std::vector<std::vector<double>>& perPair) {
    // Search's own choice among the candidates played on under the plan in force; another
    // plan's candidate only when it beats that choice beyond the noise (the more candidates,
    // the more often one wins by luck alone).
    std::size_t pick = 0;
    for (std::size_t c = 1; c < total.size(); ++c)
        if ((!extended_ || planOf_[c] == 0) && total[c] > total[pick]) pick = c;
    if (!extended_) return pick;
    std::size_t alt = pick;
    double altMean = 0;
    for (std::size_t c = 0; c < total.size(); ++c) {
        if (planOf_[c] == 0 || perPair[c].empty()) continue;
        const auto n = static_cast<double>(perPair[c].size());
        double mean = 0, var = 0;
        for (std::size_t p = 0; p < perPair[c].size(); ++p) mean += perPair[c][p] - perPair[pick][p];
        mean /= n;
        for (std::size_t p = 0; p < perPair[c].size(); ++p) {
            const double d = perPair[c][p] - perPair[pick][p] - mean;
            var += d * d;
        }
        var /= std::max(1.0, n - 1);
        if (mean > 0 && mean > opt_.planMargin * std::sqrt(var / n) && mean > altMean) alt = c, altMean = mean;
    }
    return alt;
}

void OrdersPlayer::picked(const GameState&, std::size_t cand) {
    if (!extended_ || cand >= planOf_.size()) return;
    const std::size_t k = planOf_[cand];
    if (k == 0) return;
    if (!plansGreedy_[k]) ++planPicks_;
    if (!opt_.stickyPlan) return;
    plan_ = plans_[k];
    planIsGreedy_ = plansGreedy_[k] != 0;
    planTarget_ = planTargets_[k];
}

} // namespace muster::ai
