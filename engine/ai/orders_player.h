#pragma once
// "orders": the search player (search_player.h) with plans as extra candidates. At each
// decision the candidates are search's own (greedy's best actions, the policies' choices,
// assault candidates, ending the turn), played out as search plays them; in the game's last
// turns (where the playouts run to its end) also, for each attack target, the first action
// of a "concentrate" plan (every unit in reach assaults it, artillery fires at it) and
// search's candidates that go for that target, played on under the plan by the closed-loop
// decoder (orders_decoder.h), so an assault is judged with the other units' follow-up
// rather than greedy's. A plan's candidate must beat search's choice beyond the noise of the
// paired differences. Without plan candidates it is search itself. Optionally the
// side-turn's plan is chosen at its start by Portfolio Greedy Search (Churchill and Buro
// 2013) over seed plans judged on shared dice streams (orders_judge.h), and search's
// candidates play on under it. The budget is counted in playouts, so a seed repeats its
// game on any machine and any number of threads.
#include "engine/ai/orders_judge.h"
#include "engine/ai/search_player.h"

#include <array>

namespace muster::ai {

// "orders-strong": kStrongBudget times the playouts of every budget (per decision, and the
// turn-start plan search's when it is on).
OrdersOptions strongOrdersOptions();

class OrdersPlayer : public SearchPlayer {
public:
    explicit OrdersPlayer(std::uint64_t seed = 0, OrdersOptions o = OrdersOptions(), std::string label = "orders")
        : SearchPlayer(seed, o.search, std::move(label)), rng_(seed ^ 0x6f72646572735ULL), opt_(o) {}
    Action choose(const GameState& s) override;
    // Playouts run so far, side-turns planned, decisions won by a plan other than all-GREEDY
    // (for the benchmarks and tests).
    long long playoutsRun() const { return SearchPlayer::playoutsRun() + playouts_; }
    int turnsPlanned() const { return planned_; }
    int planDecisions() const { return planPicks_; }
    const Plan& plan() const { return plan_; }

protected:
    void extendCandidates(const GameState& s, std::vector<Action>& cands, std::vector<std::size_t>& policyOf) override;
    Action continuation(const GameState& g, Side me, std::size_t cand, const EvalWeights& mine) override;
    void picked(const GameState& s, std::size_t cand) override;
    std::size_t select(const std::vector<double>& total, const std::vector<std::vector<double>>& perPair) override;

private:
    // A plan for the rest of the side-turn by the plan search; `repair`: from the plan in
    // force, with the smaller budget and no enemy pass.
    Plan makePlan(const GameState& s, bool repair);
    void setPlan(Plan p, int target);
    SplitMix64 rng_;
    OrdersOptions opt_;
    Plan plan_;
    bool planIsGreedy_ = true;
    int planTarget_ = -1;  // the hex a concentrate plan in force goes for, -1 when none
    bool extended_ = false;  // this decision's candidates have plans (below)
    std::array<int, 3> planKey_{-1, -1, -1};  // turn, half, side of the plan in force
    std::uint64_t rolledAtPlan_ = 0;  // dice rolled in the game when the plan was made
    std::vector<Plan> plans_;          // continuation plans of this decision's candidates ...
    std::vector<std::size_t> planOf_;  // ... per candidate
    std::vector<char> plansGreedy_;    // ... whether each plan is all-GREEDY under policy 0
    std::vector<int> planTargets_;     // ... and its target
    long long playouts_ = 0;
    int planned_ = 0;
    int planPicks_ = 0;
};

} // namespace muster::ai
