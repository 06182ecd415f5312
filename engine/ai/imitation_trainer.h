#pragma once
// Training the GreedyCorrection model (learned_player.h) by imitating search: search's
// rollouts are one step of policy improvement over greedy, so where search and greedy
// disagree the difference says what greedy's one-action scores miss. Games are played by
// the corrected player of the current weights (greedy at zero weights); at a share of its
// decisions search is asked for its choice, and the candidates' feature changes are kept.
// The weights are then the maximum-likelihood conditional logit over those choices,
// P(a) ~ exp(beta * greedy's rank + phi . (after - now) / AP), fitted by Newton's method
// with a small ridge, and stored as phi / beta (greedy's units). With `rounds` above 1 the
// next round plays the new weights (DAgger: the states the player itself reaches). With
// value labels (cost-sensitive imitation, AggreVaTe: Ross and Bagnell 2014) search is not
// asked: every candidate, ending the turn included, is valued by search's own rollouts on
// the same dice, and the weights minimise the expected value lost to the best candidate.
// One thread and a seed: the same weights byte for byte.
#include "engine/ai/learned_eval.h"
#include "engine/rules/action.h"
#include "engine/rules/game_setup.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace muster::ai {

// What a queried decision is labelled with: search's choice, or every candidate's value.
enum class ImitationLabels { Choice, Values };

struct ImitationOptions {
    // GreedyCorrection (the change of the global features) or ActionCorrection (the
    // action's own inputs, action_features.h).
    EvalModel model = EvalModel::GreedyCorrection;
    int games = 200;            // per round
    int rounds = 1;
    std::uint64_t seed = 1;
    double queryShare = 0.25;   // share of decisions on which search is asked
    int searchPlayouts = 96;    // search's budget per decision (its preset's)
    int candidates = 8;         // greedy's best per AP judged (LearnedOptions::correctionCandidates)
    int samples = 4;            // dice samples (LearnedOptions::samples)
    double ridge = 0.01;        // on the feature weights (phi), not on beta; Values: on w
    ImitationLabels labels = ImitationLabels::Choice;
    int valuePairs = 8;         // Values: antithetic dice pairs per candidate (search's rollout)
    // Values: the policy whose expected regret is minimised is softmax(sharpness * rank).
    double sharpness = 1;
    // After the last round, the same examples fitted with each of these ridges too.
    std::vector<double> alsoRidges;
    // agreement as ImitationStats::agreeTrained, regret as regretTrained
    std::function<void(double ridge, const LearnedWeights&, double agreement, double regret)> alsoFitted;
    int newtonSteps = 30;
    // epochs > 0: the averaged perceptron over the examples instead of the logit (greedy's
    // rank keeps weight 1; `rate` in greedy's units per AP), `epochs` passes in order.
    int epochs = 0;
    double rate = 0.1;
    // After the last round, the same examples fitted by the perceptron with each of these rates.
    std::vector<double> alsoRates;
    std::function<void(double rate, const LearnedWeights&, double agreement)> alsoPerceptron;
    // Called after every round with its number, the examples so far, and the weights.
    std::function<void(int round, int examples, const LearnedWeights&)> roundDone;
};

// One example, for the study of where the fit and search disagree: the kinds of search's
// choice, greedy's and the trained model's, and the third of the game it came from.
struct ImitationDecision {
    ActionKind search = ActionKind::EndTurn, greedy = ActionKind::EndTurn, trained = ActionKind::EndTurn;
    bool greedyAgrees = false, trainedAgrees = false;
    int phase = 0;
};

struct ImitationStats {
    int examples = 0;    // decisions with search's choice among the candidates
    int outside = 0;     // decisions where search chose outside them (not used)
    // Share of examples where the zero correction picks search's choice (with value labels:
    // the highest-valued candidate) ...
    double agreeGreedy = 0;
    double agreeTrained = 0;  // ... the trained correction
    // Value labels: the mean value lost against the best candidate by the zero correction's
    // pick and the trained one's, and the mean spread of a decision's values (best - worst).
    double regretGreedy = 0, regretTrained = 0, valueSpread = 0;
    double beta = 0;  // greedy's rank's weight (value labels: the sharpness)
    // Mean log-likelihood of search's choices: greedy's rank alone (its temperature fitted)
    // and the trained model.
    double logLikelihoodRankOnly = 0, logLikelihoodTrained = 0;
    std::vector<ImitationDecision> decisions;
};

LearnedWeights trainImitation(const std::vector<std::shared_ptr<const GameSetup>>& setups, const ImitationOptions& o,
                              ImitationStats* stats = nullptr);

} // namespace muster::ai
