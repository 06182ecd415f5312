#pragma once
// "search": looks ahead over the rest of its own turn and the enemy's reply. At each
// decision where greedy's best actions are close, it plays each candidate out several
// times with dice of its own (the real dice stay unknown), both sides following the greedy
// policy until the enemy's next turn is over, and scores the position with ai_eval. A fixed
// budget of playouts per decision (not wall time, so a seed repeats its game); every
// candidate sees the same dice (common random numbers), drawn in antithetic pairs.
#include "greedy_player.h"

#include "engine/dice_stream.h"

namespace muster::ai {

struct SearchOptions {
    int playouts = 96;        // per decision with more than one candidate
    int candidates = 3;       // greedy's best actions looked at at most
    double closeness = 0.6;   // ... those with at least this share of the best gain per AP
    double endTurnBelow = 1.5;  // ending the turn is a candidate when the best gain per AP is below
    int maxDepth = 60;        // actions per playout at most
    int scriptedDice = 160;   // dice of a playout drawn in antithetic pairs
};

class SearchPlayer : public Player {
public:
    explicit SearchPlayer(std::uint64_t seed = 0, SearchOptions o = SearchOptions()) : rng_(seed), opt_(o) {}
    std::string name() const override { return "search"; }
    Action choose(const GameState& s) override;
    // Playouts run so far (for the benchmarks).
    long long playoutsRun() const { return playouts_; }

private:
    double playout(const GameState& s, const Action& first, const DiceStream& dice);
    SplitMix64 rng_;
    SearchOptions opt_;
    EvalWeights weights_;
    long long playouts_ = 0;
};

} // namespace muster::ai
