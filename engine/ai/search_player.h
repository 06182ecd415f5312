#pragma once
// "search": looks ahead over the rest of its own turn and the enemy's reply (to the end of
// the game in the last turns). At each decision it takes candidates from greedy's best
// actions and from greedy policies that weigh the position differently (bolder, more
// objective-minded, keener to fire...) and assault candidates (close combats at
// enemy-held objectives, moves next to them), plays each candidate out several times with dice
// of its own (the real dice stay unknown), both sides then following greedy, and keeps the
// one whose playouts end best: a win, then the VP race (progress toward its own VP target
// counts on top of the VP margin, and a draw counts nearly as a loss, because only a win
// reaches the side's goal; a draw nearer the target a little less), then the position. A fixed budget of playouts per decision
// (not wall time, so a seed repeats its game); every candidate sees the same dice (common
// random numbers), drawn in antithetic pairs.
#include "engine/ai/greedy_player.h"

#include "engine/rules/dice_stream.h"

#include <string>
#include <vector>

namespace muster::ai {

struct SearchOptions {
    int playouts = 96;          // per decision with more than one candidate
    int candidates = 3;         // greedy's best actions looked at at most (plus the policies')
    double closeness = 0.6;     // ... those with at least this share of the best gain per AP
    double endTurnBelow = 1.5;  // ending the turn is a candidate when the best gain per AP is below
    int toEndFromTurn = 3;      // playouts run to the end of the game from this many turns before it
    int horizon = 2;            // else they stop when this many side-turns have ended (2: the enemy's reply)
    double draw = -1000;        // a drawn playout, for the searching side (a win 1000, a loss -1000)
    double race = 15.0;         // per VP toward the side's own target, on top of the evaluation
    double drawProgress = 100.0; // a drawn playout scores `draw` plus this per VP the side got toward its target
    bool policyPlayouts = false; // a policy's candidate plays on with that policy (else ownPolicy's)
    int endPolicy = -1;         // in playouts run to the end, the side's own moves follow this policy (-1: ownPolicy)
    int ownPolicy = 0;          // the searchPolicies() entry the side's own playout moves follow (the enemy's: greedy)
    int assaultClose = 2;       // extra candidates: close combats at enemy-held objectives or one-SP units
    int assaultMoves = 2;       // extra candidates: moves next to an enemy-held objective
    bool decisions = true;      // retreat and advance choices played out too (else greedy's)
    bool halving = false;       // sequential halving: the budget in rounds, the worse half dropped after each
    int maxDepth = 200;         // actions per playout at most
    int scriptedDice = 200;     // dice of a playout drawn in antithetic pairs
};

// Assault candidates for s.toAct(), which greedy's one-action view undervalues: close
// combats at enemy-held objectives (a won combat and the advance score the marker) or at a
// unit with one SP left (its elimination VP), best expected value first (`closes` at most);
// moves that bring a unit next to an enemy-held objective (`moves` at most). `scored` is
// greedy's scoring of the state's legal actions (scoreActions).
std::vector<Action> assaultCandidates(const GameState& s, const std::vector<ScoredAction>& scored, int closes, int moves);

// The stronger budget preset ("search-strong", and "orders-strong" on top of it): this many
// times the default playouts per decision. Counted in playouts like the default, so a seed
// still repeats its game.
inline constexpr int kStrongBudget = 4;
SearchOptions strongSearchOptions();

// Greedy's weights and variations on them; search asks each for its choice as a candidate.
const std::vector<EvalWeights>& searchPolicies();

class SearchPlayer : public Player {
public:
    explicit SearchPlayer(std::uint64_t seed = 0, SearchOptions o = SearchOptions(), std::string label = "search")
        : rng_(seed), opt_(o), label_(std::move(label)) {}
    std::string name() const override { return label_; }
    Action choose(const GameState& s) override;
    // Playouts run so far (for the benchmarks and tests).
    long long playoutsRun() const { return playouts_; }

protected:
    // Hooks for a player built on this search ("orders"); the defaults are search itself.
    // More candidates after search's own (same-action duplicates allowed: a subclass may
    // pair one action with different continuations).
    virtual void extendCandidates(const GameState&, std::vector<Action>&, std::vector<std::size_t>&) {}
    // The move of the side to act inside a playout of candidate `cand` (`me`: the searcher).
    virtual Action continuation(const GameState& g, Side me, std::size_t cand, const EvalWeights& mine);
    // The candidate taken (its index in the list), also when it was the only one.
    virtual void picked(const GameState&, std::size_t) {}
    // The candidate to take from its playouts' totals and per-pair scores (same dice pair
    // for every candidate); search takes the highest total.
    virtual std::size_t select(const std::vector<double>& total, const std::vector<std::vector<double>>& perPair);
    const SearchOptions& searchOptions() const { return opt_; }

private:
    double playout(const GameState& s, const Action& first, std::size_t cand, const EvalWeights& mine, const DiceStream& dice);
    // The candidate whose playouts end best (each played out on the same dice).
    std::size_t pickByPlayouts(const GameState& s, const std::vector<Action>& cands, const std::vector<std::size_t>& policyOf);
    Action take(const GameState& s, const std::vector<Action>& cands, std::size_t i);
    double score(const GameState& g, Side me) const;
    SplitMix64 rng_;
    SearchOptions opt_;
    std::string label_;  // the registry's name for these options
    EvalWeights weights_;
    long long playouts_ = 0;
};

} // namespace muster::ai
