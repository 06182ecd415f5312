#pragma once
// Tuning the action-correction weights (learned_player.h) on game results against greedy:
// simultaneous perturbation stochastic approximation (SPSA; Spall 1992). Each step draws a
// random sign per weight, plays the weights pushed one way and the weights pushed the other
// way against greedy (pairs of games on the same dice with the sides swapped, boards drawn
// from `setups`), and moves the weights along the signs by how much the first set
// outscored the second. Imitation of search (imitation_trainer.h) fits what search
// chooses; this aims at what wins, in the spirit of Pollack and Blair's hill-climbing
// backgammon player (1998), which learned from self-play results alone. Weights move in
// units of each input's spread (its root mean square over greedy's candidates), so one
// step size serves inputs of any scale. One thread and a seed: the same weights byte for byte.
#include "engine/ai/learned_player.h"
#include "engine/rules/game_setup.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace muster::ai {

struct SelfPlayTuneOptions {
    int iterations = 200;
    int pairs = 50;          // seed pairs per step (each played twice, sides swapped)
    std::uint64_t seed = 1;
    double perturb = 0.2;    // c: how far each weight is pushed, in greedy units per spread
    double step = 0.02;      // a: the step's size per unit of score difference
    int spreadGames = 20;    // greedy self-play games whose candidates give the inputs' spread
    LearnedOptions play;
    // Called after every `checkpointEvery` steps with the steps done, the weights, and the
    // mean score of the pushed-forward weights over those steps.
    int checkpointEvery = 0;
    std::function<void(int steps, const LearnedWeights&, double meanScore)> checkpoint;
};

// Boards with a dice seed each; every one is played twice, the sides swapped.
using PairedGames = std::vector<std::pair<std::shared_ptr<const GameSetup>, std::uint64_t>>;

// Share of the points `a` takes from `b` (greedy when null) over `games`.
double pairedScore(const PairedGames& games, const LearnedWeights& a, const LearnedWeights* b,
                   const LearnedOptions& play = {});

// Tunes from `start` (an action-correction model) on games drawn from `setups`.
LearnedWeights tuneBySelfPlay(const std::vector<std::shared_ptr<const GameSetup>>& setups, LearnedWeights start,
                              const SelfPlayTuneOptions& o);

} // namespace muster::ai
