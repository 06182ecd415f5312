#include "engine/ai/td_trainer.h"

#include "engine/ai/greedy_player.h"
#include "engine/players/match.h"
#include "engine/rules/game.h"

#include <cmath>

namespace muster::ai {
namespace {

// One training game's moves: greedy, or with chance epsilon a random legal action.
Action trainingAction(const GameState& s, double epsilon, SplitMix64& rng) {
    if (epsilon > 0 && rng.unit() < epsilon) {
        const std::vector<Action> all = legalActions(s);
        return all[rng.below(all.size())];
    }
    return greedyChoice(s, nullptr, EvalWeights(), &rng);
}

// Plays one game, calling `visit` with every position (the first included, the last over).
template <class Visit>
void playTrainingGame(const std::shared_ptr<const GameSetup>& setup, std::uint64_t seed, double epsilon,
                      SplitMix64& rng, Visit visit) {
    GameState s = newGame(setup, seed);
    const int cap = actionCap(*setup);
    visit(s);
    for (int n = 0; !s.over() && n < cap; ++n) {
        if (!applyAction(s, trainingAction(s, epsilon, rng)).ok) break;  // cannot happen: legal actions only
        visit(s);
    }
}

} // namespace

LearnedWeights trainTd(const std::vector<std::shared_ptr<const GameSetup>>& setups, const TdOptions& o,
                       LearnedWeights w) {
    SplitMix64 rng(o.seed);
    for (int game = 0; game < o.games; ++game) {
        const auto& setup = setups[rng.below(setups.size())];
        const std::uint64_t diceSeed = rng.next();
        // Per point of view: the trace, and the value of the previous position.
        std::array<std::vector<double>, 2> trace;
        std::array<double, 2> previous{-1, -1};
        for (auto& t : trace) t.assign(kFeatureCount, 0.0);
        playTrainingGame(setup, diceSeed, o.epsilon, rng, [&](const GameState& s) {
            const std::array<Features, 2> both = s.over() ? std::array<Features, 2>{} : evalFeaturesBoth(s);
            for (Side side : kAllSides) {
                const std::size_t p = static_cast<std::size_t>(side);
                const Features& f = both[p];
                double v = s.over() ? resultScore(s, side) : logistic(w, f);
                if (previous[p] >= 0) {
                    const double delta = v - previous[p];
                    for (std::size_t i = 0; i < kFeatureCount; ++i) w.w[i] += o.alpha * delta * trace[p][i];
                }
                if (s.over()) continue;
                // Recomputed after the update, so the next step starts from the new weights.
                v = logistic(w, f);
                const double grad = v * (1 - v);
                for (std::size_t i = 0; i < kFeatureCount; ++i) trace[p][i] = o.lambda * trace[p][i] + grad * f[i];
                previous[p] = v;
            }
        });
        if (o.checkpoint && o.checkpointEvery > 0 && (game + 1) % o.checkpointEvery == 0) o.checkpoint(game + 1, w);
    }
    return w;
}

double predictionError(const std::vector<std::shared_ptr<const GameSetup>>& setups, const LearnedWeights& w,
                       int games, std::uint64_t seed) {
    SplitMix64 rng(seed);
    double sum = 0;
    long count = 0;
    for (int game = 0; game < games; ++game) {
        const auto& setup = setups[rng.below(setups.size())];
        std::vector<double> predicted;  // Union's point of view
        double result = 0.5;            // a game stopped at the action cap counts as drawn
        playTrainingGame(setup, rng.next(), 0.0, rng, [&](const GameState& s) {
            if (s.over()) result = resultScore(s, Side::Union);
            else predicted.push_back(learnedValue(w, s, Side::Union));
        });
        for (double p : predicted) sum += (p - result) * (p - result), ++count;
    }
    return count ? sum / count : 0.0;
}

} // namespace muster::ai
