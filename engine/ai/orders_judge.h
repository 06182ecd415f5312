#pragma once
// Judges plans of the "orders" player by playouts: every plan is played on the same K dice
// streams (common random numbers, drawn in antithetic pairs) from the state at the start
// of the side's turn through the rest of that turn, the enemy's reply, the side's next
// turn and the enemy's second reply (to the game's end in its last turns), the side
// following its plan, the enemy its plan or greedy. A playout ends scored as the search
// player scores it: a win, a loss, a draw by the VP it got toward its target (so a plan is
// never worth parking AP because every playout draws), else the position and the VP race.
// The streams can be played on several threads; the sum is taken in stream order, so the
// value does not depend on the thread count.
#include "engine/rules/dice_stream.h"
#include "engine/ai/orders_plan.h"
#include "engine/ai/search_player.h"

#include <vector>

namespace muster::ai {

struct OrdersOptions {
    SearchOptions search;     // the per-decision search (its playouts per decision: the main budget)
    bool planTurn = false;    // plan the side-turn's orders at its start by the plan search below (else all-GREEDY)
    bool planCandidates = true; // at each decision, also a concentrate plan's action per attack target, played on under that plan
    bool defenderPlans = true; // plan candidates also for a side that wins by holding on (see defends())
    int planLastTurns = 3;    // plan candidates only in the game's last this many turns, where playouts run to the end (0: always)
    double planMargin = 1.0;  // a plan's candidate beats search's choice only by this many standard errors of the paired differences
    bool stickyPlan = false;  // the winning plan stays in force for the rest of the side-turn (else chosen afresh each decision)
    int playouts = 480;       // per side-turn's plan search (the budget; never wall time)
    int repairPlayouts = 0;   // per repair after dice were rolled (0: no repair)
    int streams = 8;          // dice streams each plan is judged on (even: antithetic pairs)
    int horizon = 4;          // side-turns a playout covers (4: to the end of the enemy's second reply)
    int toEndFromTurn = 2;    // playouts run to the game's end from this many turns before it
    int targets = 3;          // attack targets and objectives considered per side-turn
    int threads = 1;          // threads the streams are played on (same result for any number)
    bool enemyPass = true;    // improve the enemy's plan against ours, then ours once more
    double keep = 0.5;        // a change is kept when it raises the mean by more than this ...
    double confidence = 1.0;  // ... and by this many standard errors of the paired differences
    double draw = -1000;      // a drawn playout (a win 1000, a loss -1000) ...
    double drawProgress = 100; // ... plus this per VP toward the side's target
    double race = 15;         // per VP toward the target, on top of the position's value
    int maxDepth = 400;       // actions per playout at most
    int scriptedDice = 400;   // dice of a stream drawn in antithetic pairs
};

class PlanJudge {
public:
    // `s`: the state at the start of the planning side's turn (no decision pending).
    PlanJudge(const GameState& s, const OrdersOptions& o, SplitMix64& rng);
    // The plan's score on each stream, the enemy following `enemy` (greedy when null).
    std::vector<double> scores(const Plan& mine, const Plan* enemy);
    // Is `trial` better than `incumbent` (scores on the same streams) beyond the noise: its
    // mean higher by `keep` and by `confidence` standard errors of the paired differences?
    // `sign` -1 asks whether it is worse instead (the enemy's side of the search).
    bool better(const std::vector<double>& trial, const std::vector<double>& incumbent, double sign = 1) const;
    long long playouts() const { return playouts_; }
    int streams() const { return static_cast<int>(streams_.size()); }

private:
    double playout(const Plan& mine, const Plan* enemy, const DiceStream& dice) const;
    double score(const GameState& g) const;
    const GameState& s_;
    OrdersOptions o_;
    Side me_;
    int target_ = 0;  // the side's VP target, 0 when none
    std::vector<DiceStream> streams_;
    long long playouts_ = 0;
};

// The VP total `side` must reach to win (its lowest reachVP target), 0 when none.
int vpTargetOf(const GameState& s, Side side);

} // namespace muster::ai
