#pragma once
// "orders": plans its whole side-turn. At the start of each of its side-turns (after the
// AP roll) it searches over plans, an order per unit (orders_plan.h), with Portfolio Greedy
// Search (Churchill and Buro 2013): seed plans (all-GREEDY, which is greedy itself, each
// search policy, and one "concentrate" plan per top target), each judged by playouts on
// the same dice streams (orders_judge.h); then one unit's order changed at a time, kept when
// the mean rises; then one pass improving the enemy's plan against ours and one more of
// ours. The plan is then played through the closed-loop decoder (orders_decoder.h), which
// repairs it after every die roll. The budget is counted in playouts, so a seed repeats
// its game on any machine and any number of threads.
#include "orders_judge.h"

#include "engine/player.h"

namespace muster::ai {

class OrdersPlayer : public Player {
public:
    explicit OrdersPlayer(std::uint64_t seed = 0, OrdersOptions o = OrdersOptions()) : rng_(seed), opt_(o) {}
    std::string name() const override { return "orders"; }
    Action choose(const GameState& s) override;
    // Playouts run so far and side-turns planned (for the benchmarks and tests).
    long long playoutsRun() const { return playouts_; }
    int turnsPlanned() const { return planned_; }
    const Plan& plan() const { return plan_; }

private:
    Plan makePlan(const GameState& s);
    SplitMix64 rng_;
    OrdersOptions opt_;
    Plan plan_;
    std::array<int, 3> planKey_{-1, -1, -1};  // turn, half, side of the plan in force
    long long playouts_ = 0;
    int planned_ = 0;
};

} // namespace muster::ai
