#pragma once
// The learned evaluation: a fixed list of features that any Hold the Line battle has (VP
// against the target, material by type, leaders, objectives held, time, command AP, and
// the exposure/offense/placement sums of ai_eval's PositionView), read from one side's
// point of view, and a linear model over them: a logistic giving that side's expected
// score (win 1, draw 1/2, loss 0), trained by TD self-play (td_trainer.h), or a correction
// on greedy's action scores fitted to search's choices (imitation_trainer.h). The weights
// are data (eval_weights_file.h).
#include "engine/rules/game_state.h"

#include <array>
#include <string>
#include <vector>

namespace muster::ai {

// Bumped whenever a feature is added, removed, reordered or rescaled: a weights file made
// for another feature set is refused.
inline constexpr const char* kFeatureSetId = "htl-global-v1";
inline constexpr int kFeatureCount = 38;
using Features = std::array<double, kFeatureCount>;

// The names in file order (the weights file lists them so a reader can check them).
const std::array<const char*, kFeatureCount>& featureNames();

// The features of `s` from `side`'s point of view. Both sides' terms appear, own first,
// so one weight vector serves either side.
Features evalFeatures(const GameState& s, Side side);
// Both points of view (Union, Confederate) at the cost of one.
std::array<Features, 2> evalFeaturesBoth(const GameState& s);

// What the weights are: the logistic value of a position (trained by TD), a correction
// on greedy's action scores over the change of these features (w . f in greedy's units,
// one VP = 10, trained to agree with search's choices; learned_player.h), or a correction
// over per-action, local inputs (action_features.h), trained the same way.
enum class EvalModel { Value, GreedyCorrection, ActionCorrection };

// The feature set a model reads: its id and names (the weights file lists both).
const char* featureSetId(EvalModel m);
std::size_t featureCount(EvalModel m);
const char* featureName(EvalModel m, std::size_t i);

struct LearnedWeights {
    std::vector<double> w = std::vector<double>(kFeatureCount, 0.0);
    EvalModel model = EvalModel::Value;
};
// All-zero weights of a model (its feature count).
LearnedWeights zeroWeights(EvalModel m);

// The model's name in the weights file ("value", "greedy-correction", "action-correction").
const char* modelName(EvalModel m);

// Expected score of `side` in `s`: the result itself when the game is over, else the
// logistic of the weighted features.
double learnedValue(const LearnedWeights& w, const GameState& s, Side side);
// The logistic of w . f.
double logistic(const LearnedWeights& w, const Features& f);
// Score of a finished game for `side`: 1, 1/2 or 0.
double resultScore(const GameState& s, Side side);

} // namespace muster::ai
