#pragma once
// "search": looks ahead over the rest of its own turn and the enemy's reply. At each
// decision it takes greedy's best few actions (and ending the turn) as candidates and plays
// each one out several times with fresh dice (the real dice stay unknown: each playout gets
// its own seed), both sides following the greedy policy until the enemy's next turn is
// over; the position is then scored by ai_eval. Candidates are narrowed by successive
// halving over a fixed budget of playouts (not wall time, so a seed repeats its game), and
// every candidate sees the same dice seeds in a round (common random numbers).
#include "greedy_player.h"

#include "engine/dice_stream.h"

namespace muster::ai {

struct SearchOptions {
    int playouts = 24;     // per decision with more than one candidate
    int candidates = 4;    // greedy's best actions looked at, plus ending the turn
    int maxDepth = 40;     // actions per playout at most
};

class SearchPlayer : public Player {
public:
    explicit SearchPlayer(std::uint64_t seed = 0, SearchOptions o = SearchOptions()) : rng_(seed), opt_(o) {}
    std::string name() const override { return "search"; }
    Action choose(const GameState& s) override;
    // Playouts run so far (for the benchmarks).
    long long playoutsRun() const { return playouts_; }

private:
    double playout(const GameState& s, const Action& first, std::uint64_t diceSeed);
    SplitMix64 rng_;
    SearchOptions opt_;
    long long playouts_ = 0;
};

} // namespace muster::ai
