#pragma once
// The learned evaluation's weights as a small versioned JSON file:
//   {"format": "muster-eval-weights", "formatVersion": 1, "featureSet": "htl-global-v1",
//    "model": "value" | "greedy-correction" | "action-correction" (absent: value; the
//    model names its feature set: "htl-action-v1" for action-correction),
//    "features": [names...], "weights": [numbers...], "training": {...}}
// The shipped file (engine/ai/data/learned_eval.json) is compiled in (embed_weights.cmake),
// so no install path has to be found at run time. A missing, damaged or mismatched file is
// refused with a message naming it; a player that needs the weights then does not start.
#include "engine/ai/learned_eval.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace muster::ai {

inline constexpr const char* kWeightsFormat = "muster-eval-weights";
inline constexpr int kWeightsFormatVersion = 1;
inline constexpr const char* kShippedWeightsName = "engine/ai/data/learned_eval.json";

struct WeightsLoad {
    std::optional<LearnedWeights> weights;
    std::string error;  // "FILE: what is wrong", empty when loaded
};

// Reads weights from JSON text; `name` is the file named in messages.
WeightsLoad parseWeights(const std::string& text, const std::string& name);
WeightsLoad loadWeightsFile(const std::string& path);
// The weights compiled in from engine/ai/data/learned_eval.json (read once).
const WeightsLoad& shippedWeights();

// The file's text: weights printed with 17 significant digits, so a run repeats byte for
// byte and reads back exactly. `training` says how they were made (seed, games, ...).
std::string writeWeights(const LearnedWeights& w, const nlohmann::json& training);

} // namespace muster::ai
