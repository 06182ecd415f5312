#pragma once
// Training the learned evaluation by self-play with TD(lambda) (Sutton 1988; Tesauro's
// TD-Gammon): games are played by greedy (with a small share of random actions so that
// positions greedy never reaches are seen too), and after every action the weights move
// the value of the position before it toward the value of the position after it, the last
// one toward the game's result. Both sides' points of view are trained with the same
// weights. One thread and a seed: the same weights byte for byte.
#include "engine/ai/learned_eval.h"
#include "engine/rules/game_setup.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace muster::ai {

struct TdOptions {
    int games = 1000;
    std::uint64_t seed = 1;
    double alpha = 0.05;    // step size
    double lambda = 0.7;    // trace decay
    double epsilon = 0.05;  // share of random actions in the training games
    // Called after every `checkpointEvery` games with the games played so far.
    int checkpointEvery = 0;
    std::function<void(int games, const LearnedWeights&)> checkpoint;
};

// Trains from `start` on games drawn (seeded) from `setups`.
LearnedWeights trainTd(const std::vector<std::shared_ptr<const GameSetup>>& setups, const TdOptions& o,
                       LearnedWeights start = {});

// Mean squared error of the evaluation's prediction against the final result over all
// positions of `games` greedy self-play games (a held-out check, seeded).
double predictionError(const std::vector<std::shared_ptr<const GameSetup>>& setups, const LearnedWeights& w,
                       int games, std::uint64_t seed);

} // namespace muster::ai
