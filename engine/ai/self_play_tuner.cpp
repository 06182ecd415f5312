#include "engine/ai/self_play_tuner.h"

#include "engine/ai/greedy_player.h"
#include "engine/players/match.h"
#include "engine/rules/game.h"

#include <algorithm>
#include <cmath>

namespace muster::ai {
namespace {

// Root mean square of each input over greedy's candidates in a few greedy self-play games
// (0 where an input never varies: its weight is then never pushed, and reads back as 0).
std::vector<double> inputSpread(const std::vector<std::shared_ptr<const GameSetup>>& setups, int games, SplitMix64& rng,
                                const LearnedOptions& play) {
    std::vector<double> sum(kActionFeatureCount, 0.0);
    long long n = 0;
    for (int g = 0; g < games; ++g) {
        const auto& setup = setups[rng.below(setups.size())];
        GameState s = newGame(setup, rng.next());
        GreedyPlayer greedy(rng.next());
        const int cap = actionCap(*setup);
        for (int k = 0; !s.over() && k < cap; ++k) {
            if (s.pending.kind == DecisionKind::None)
                for (const ActionCandidate& c : actionView(s, play.correctionCandidates)) {
                    for (std::size_t i = 0; i < kActionFeatureCount; ++i) sum[i] += c.x[i] * c.x[i];
                    ++n;
                }
            if (!applyAction(s, greedy.choose(s)).ok) break;  // cannot happen
        }
    }
    std::vector<double> spread(kActionFeatureCount, 0.0);
    for (std::size_t i = 0; i < spread.size(); ++i) spread[i] = n > 0 ? std::sqrt(sum[i] / static_cast<double>(n)) : 0.0;
    return spread;
}

} // namespace

double pairedScore(const PairedGames& games, const LearnedWeights& a, const LearnedWeights* b,
                   const LearnedOptions& play) {
    double points = 0;
    for (const auto& [setup, seed] : games) {
        for (const bool aUnion : {true, false}) {
            const Side as = aUnion ? Side::Union : Side::Confederate;
            LearnedPlayer pa(playerSeed(seed, as), a, play);
            std::unique_ptr<Player> pb;
            if (b) pb = std::make_unique<LearnedPlayer>(playerSeed(seed, otherSide(as)), *b, play);
            else pb = std::make_unique<GreedyPlayer>(playerSeed(seed, otherSide(as)));
            const MatchResult m = aUnion ? playGame(setup, seed, pa, *pb) : playGame(setup, seed, *pb, pa);
            points += resultScore(m.state, as);
        }
    }
    return points / (2.0 * std::max<std::size_t>(1, games.size()));
}

LearnedWeights tuneBySelfPlay(const std::vector<std::shared_ptr<const GameSetup>>& setups, LearnedWeights start,
                              const SelfPlayTuneOptions& o) {
    SplitMix64 rng(o.seed);
    const std::vector<double> spread = inputSpread(setups, o.spreadGames, rng, o.play);
    // u: the weights in units of 1 / spread (w = u / spread), so u . (x / spread) is the rank's change.
    std::vector<double> u(kActionFeatureCount, 0.0);
    for (std::size_t i = 0; i < u.size(); ++i) u[i] = start.w[i] * spread[i];
    auto weightsOf = [&](const std::vector<double>& v) {
        LearnedWeights w = zeroWeights(EvalModel::ActionCorrection);
        for (std::size_t i = 0; i < v.size(); ++i) w.w[i] = spread[i] > 1e-12 ? v[i] / spread[i] : 0.0;
        return w;
    };
    // Spall's gain sequences: a_k = a / (k + 1 + A)^0.602, c_k = c / (k + 1)^0.101.
    const double stability = 0.1 * o.iterations;
    double scoreSum = 0;
    for (int k = 0; k < o.iterations; ++k) {
        const double ak = o.step / std::pow(k + 1 + stability, 0.602);
        const double ck = o.perturb / std::pow(k + 1, 0.101);
        std::vector<double> sign(u.size(), 0.0), plus = u, minus = u;
        for (std::size_t i = 0; i < u.size(); ++i) {
            if (spread[i] <= 1e-12) continue;
            sign[i] = (rng.next() & 1) ? 1.0 : -1.0;
            plus[i] += ck * sign[i], minus[i] -= ck * sign[i];
        }
        PairedGames games;
        for (int p = 0; p < o.pairs; ++p) {
            const auto& setup = setups[rng.below(setups.size())];
            games.emplace_back(setup, rng.next());
        }
        const LearnedWeights wp = weightsOf(plus), wm = weightsOf(minus);
        const double sp = pairedScore(games, wp, nullptr, o.play);
        const double g = (sp - pairedScore(games, wm, nullptr, o.play)) / (2.0 * ck);
        scoreSum += sp;
        for (std::size_t i = 0; i < u.size(); ++i) u[i] += ak * g * sign[i];
        if (o.checkpointEvery > 0 && (k + 1) % o.checkpointEvery == 0 && o.checkpoint) {
            o.checkpoint(k + 1, weightsOf(u), scoreSum / o.checkpointEvery);
            scoreSum = 0;
        }
    }
    return weightsOf(u);
}

} // namespace muster::ai
