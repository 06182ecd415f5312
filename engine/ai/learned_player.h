#pragma once
// "learned": every legal action judged one ply deep by the learned evaluation
// (learned_eval.h): the action is applied to a copy of the state and the position after it
// valued for the side that acts. With weights of the GreedyCorrection model, greedy's
// gain per AP corrected by the learned term instead (correctedRank below); with the
// ActionCorrection model, corrected by a learned term over the action's own inputs
// (actionRank). Actions resolved by dice (fire, close combat, rally, and
// the end of the turn with the next AP roll) are valued as the mean over a fixed number of
// dice samples drawn from the player's seed, the same samples for every action of one
// decision, so actions are compared on the same luck. Never sees the game's own dice.
// Deterministic for a seed: the seed draws the samples and breaks ties.
#include "engine/ai/action_features.h"
#include "engine/ai/learned_eval.h"
#include "engine/players/player.h"
#include "engine/rules/dice_stream.h"

namespace muster::ai {

struct LearnedOptions {
    int samples = 4;     // dice samples per dice-resolved action
    int candidates = 0;  // 0: judge every legal action; N: only greedy's N best per AP and endTurn (cost)
    // Weights of the GreedyCorrection model: greedy's best `correctionCandidates` per AP
    // and the assault candidates are judged (below).
    int correctionCandidates = 8;
};

// The GreedyCorrection model's view of one decision: the candidates (greedy's best per AP
// and search's assault candidates, each once; ending the turn is not one: it ranks 0), with
// greedy's expected gain, the AP spent and the mean features for the acting side after it
// (over the decision's dice samples), and the features now.
struct CorrectionCandidate {
    Action action;
    double score = 0;
    int ap = 0;
    Features after{};
};
struct CorrectionView {
    Features now{};
    std::vector<CorrectionCandidate> candidates;
};
CorrectionView correctionView(const GameState& s, int candidates, int samples, std::uint64_t diceBase);
// A candidate's rank: (greedy's gain + w . (after - now)) per AP, in greedy's units. The
// turn ends when no candidate ranks above 0, as greedy's does.
double correctedRank(const LearnedWeights& w, const Features& now, const CorrectionCandidate& c);

// The ActionCorrection model's view of one decision: the same candidates, each with its
// per-action inputs (action_features.h); nothing is applied, so no dice are drawn.
struct ActionCandidate {
    Action action;
    double score = 0;
    int ap = 0;
    ActionFeatures x{};
};
std::vector<ActionCandidate> actionView(const GameState& s, int candidates);
// A candidate's rank: greedy's gain per AP + w . x, in greedy's units. The turn ends when
// no candidate ranks above 0.
double actionRank(const LearnedWeights& w, const ActionCandidate& c);

// The learned player's choice in any state (a decision pending included).
Action learnedChoice(const GameState& s, const LearnedWeights& w, const LearnedOptions& o, SplitMix64& rng);

class LearnedPlayer : public Player {
public:
    LearnedPlayer(std::uint64_t seed, LearnedWeights w, LearnedOptions o = {}, std::string name = "learned")
        : rng_(seed), w_(std::move(w)), o_(o), name_(std::move(name)) {}
    std::string name() const override { return name_; }
    Action choose(const GameState& s) override { return learnedChoice(s, w_, o_, rng_); }

private:
    SplitMix64 rng_;
    LearnedWeights w_;
    LearnedOptions o_;
    std::string name_;
};

struct WeightsLoad;
// A learned player on loaded weights. Throws std::runtime_error with the load's message
// (it names the weights file) when they could not be loaded: the player refuses to start
// rather than play on weights it does not have.
std::unique_ptr<Player> makeLearnedPlayer(const WeightsLoad& w, std::uint64_t seed);
// The "learned" player with the shipped weights.
std::unique_ptr<Player> makeShippedLearnedPlayer(std::uint64_t seed);

} // namespace muster::ai
