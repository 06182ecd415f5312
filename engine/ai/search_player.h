#pragma once
// "search": greedy improved by one step of rollouts. Three parts, in Wesnoth's
// candidate-action shape:
// - candidate source (searchCandidates): greedy's best actions, the choices of greedy
//   policies that weigh the position differently (bolder, more objective-minded, keener to
//   fire...), assault candidates (close combats at enemy-held objectives, moves next to
//   them), ending the turn when nothing gains much; at a pending retreat or advance every
//   choice;
// - continuation (playout.h): each candidate played out on dice of its own (the real dice
//   stay unknown), both sides then following greedy, over the rest of its turn and the
//   enemy's reply (to the game's end in the last turns), the end scored by playoutScore;
// - selector: the highest total over the playouts. Every candidate sees the same dice
//   (common random numbers) in antithetic pairs, and the budget is a number of playouts
//   per decision, never wall time, so a seed repeats its game.
#include "engine/ai/greedy_player.h"
#include "engine/ai/playout.h"

#include "engine/rules/dice_stream.h"

#include <string>
#include <vector>

namespace muster::ai {

struct SearchOptions {
    int playouts = 96;          // per decision with more than one candidate (the budget)
    int candidates = 3;         // greedy's best actions looked at at most (plus the policies')
    double closeness = 0.6;     // ... those with at least this share of the best gain per AP
    double endTurnBelow = 1.5;  // ending the turn is a candidate when the best gain per AP is below
    int assaultClose = 2;       // extra candidates: close combats at enemy-held objectives or one-SP units
    int assaultMoves = 2;       // extra candidates: moves next to an enemy-held objective
    int scriptedDice = 200;     // dice of a playout drawn in antithetic pairs
    PlayoutOptions playout;     // how far a playout runs and how its end is scored
};

// Assault candidates for s.toAct(), which greedy's one-action view undervalues: close
// combats at enemy-held objectives (a won combat and the advance score the marker) or at a
// unit with one SP left (its elimination VP), best expected value first (`closes` at most);
// moves that bring a unit next to an enemy-held objective (`moves` at most). `scored` is
// greedy's scoring of the state's legal actions (scoreActions).
std::vector<Action> assaultCandidates(const GameState& s, const std::vector<ScoredAction>& scored, int closes, int moves);

// Greedy's weights and variations on them; search asks each for its choice as a candidate.
const std::vector<EvalWeights>& searchPolicies();

// The candidate source for a normal decision (no decision pending): `greedy` (greedy's
// choice) first, then the others above, each action once. `scored`: greedy's scoring.
std::vector<Action> searchCandidates(const GameState& s, const std::vector<ScoredAction>& scored, const Action& greedy,
                                     const SearchOptions& o);

class SearchPlayer : public Player {
public:
    explicit SearchPlayer(std::uint64_t seed = 0, SearchOptions o = SearchOptions(), std::string label = "search")
        : rng_(seed), opt_(o), label_(std::move(label)) {}
    std::string name() const override { return label_; }
    Action choose(const GameState& s) override;
    // Playouts run so far (for the benchmarks and tests).
    long long playoutsRun() const { return playouts_; }

private:
    // The candidate whose playouts end best (each played out on the same dice).
    std::size_t pickByPlayouts(const GameState& s, const std::vector<Action>& cands);
    SplitMix64 rng_;
    SearchOptions opt_;
    std::string label_;  // the registry's name for these options
    EvalWeights weights_;
    long long playouts_ = 0;
};

} // namespace muster::ai
