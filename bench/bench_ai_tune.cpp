// Tuning greedy's evaluation weights by self-play (not a test; prints figures): a (1+4)
// evolution strategy over EvalWeights, each candidate playing greedy with the default
// weights on every bundled scenario, both sides, on fixed dice seeds (the same for every
// candidate, so they are compared on the same luck). A candidate replaces the best only
// when its wins minus losses on the tuning seeds are higher;
// the end result is then played on other seeds (--check-seed) to show how much of the gain
// was luck of the tuning seeds.
//   bench_ai_tune [--scenarios DIR] [--seeds N] [--iterations N] [--jobs N] [--sigma X]
//                 [--check-seed N] [--seed N]
#include "engine/ai/greedy_player.h"
#include "engine/balance/balance.h"
#include "engine/players/match.h"
#include "model/io/scenario_json.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

using namespace muster;

namespace {

struct Params {
    std::vector<double*> fields;
    std::vector<const char*> names;
};

Params params(ai::EvalWeights& w) {
    return {{&w.sp, &w.eliminationBonus, &w.leader, &w.exposure, &w.offense, &w.approach, &w.objective, &w.retreat},
            {"sp", "eliminationBonus", "leader", "exposure", "offense", "approach", "objective", "retreat"}};
}

struct Score {
    int wins = 0, losses = 0, games = 0;
    double rate() const { return games ? double(wins) / games : 0; }
};

// `w` against the default weights on seeds [first, first + seeds) of every scenario, sides swapped.
Score play(const std::vector<std::shared_ptr<const GameSetup>>& setups, const ai::EvalWeights& w, int first, int seeds,
           int jobs) {
    const int perScenario = 2 * seeds, n = perScenario * static_cast<int>(setups.size());
    std::vector<int> out(static_cast<std::size_t>(n), 0);
    std::atomic<int> next{0};
    auto work = [&] {
        for (int k = next++; k < n; k = next++) {
            const auto& setup = setups[static_cast<std::size_t>(k / perScenario)];
            const int g = k % perScenario;
            const GameSeeds s = gameSeeds(17, first + g / 2, false);
            const bool tunedUnion = g % 2 == 0;
            ai::GreedyPlayer tuned(tunedUnion ? s.unionPlayer : s.confederatePlayer, w);
            ai::GreedyPlayer base(tunedUnion ? s.confederatePlayer : s.unionPlayer);
            const MatchResult m = tunedUnion ? playGame(setup, s.dice, tuned, base) : playGame(setup, s.dice, base, tuned);
            const GameResult r = m.state.result;
            if (r == GameResult::UnionWins || r == GameResult::ConfederateWins)
                out[static_cast<std::size_t>(k)] = ((r == GameResult::UnionWins) == tunedUnion) ? 1 : -1;
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs; ++j) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    Score sc;
    for (int o : out) sc.wins += o > 0, sc.losses += o < 0, ++sc.games;
    return sc;
}

void print(const char* what, ai::EvalWeights w, const Score& s) {
    std::printf("%s: won %d lost %d of %d (%.1f%%)  weights", what, s.wins, s.losses, s.games, 100 * s.rate());
    const Params p = params(w);
    for (std::size_t i = 0; i < p.fields.size(); ++i) std::printf(" %s=%.3g", p.names[i], *p.fields[i]);
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = "scenarios";
    int seeds = 20, iterations = 30, jobs = 2, checkSeed = 1000;
    double sigma = 0.3;
    std::uint64_t seed = 1;
    if (argc % 2 == 0) {
        std::fprintf(stderr, "bench_ai_tune: %s needs a value\n", argv[argc - 1]);
        return 2;
    }
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--scenarios")) dir = argv[i + 1];
        else if (!std::strcmp(argv[i], "--seeds")) seeds = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--iterations")) iterations = std::max(0, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--jobs")) jobs = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--sigma")) sigma = std::atof(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--check-seed")) checkSeed = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--seed")) seed = std::strtoull(argv[i + 1], nullptr, 10);
        else {
            std::fprintf(stderr, "bench_ai_tune: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (!std::filesystem::is_directory(dir)) dir = "../" + dir;
    if (!std::filesystem::is_directory(dir)) {
        std::fprintf(stderr, "bench_ai_tune: no scenario folder %s (pass --scenarios DIR)\n", dir.c_str());
        return 2;
    }
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::vector<std::shared_ptr<const GameSetup>> setups;
    for (const auto& f : files) setups.push_back(std::make_shared<const GameSetup>(readScenarioFile(f.string())));

    SplitMix64 rng(seed);
    auto gauss = [&rng] {  // Box-Muller from the seeded generator
        const double u1 = (static_cast<double>(rng.below(1u << 30)) + 1) / (1u << 30), u2 = static_cast<double>(rng.below(1u << 30)) / (1u << 30);
        return std::sqrt(-2 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    };
    ai::EvalWeights best;
    Score bestScore = play(setups, best, 0, seeds, jobs);
    print("start", best, bestScore);
    for (int it = 0; it < iterations; ++it) {
        for (int c = 0; c < 4; ++c) {
            ai::EvalWeights w = best;
            for (double* f : params(w).fields) *f *= std::exp(sigma * gauss());
            const Score s = play(setups, w, 0, seeds, jobs);
            if (s.wins - s.losses > bestScore.wins - bestScore.losses) {
                best = w;
                bestScore = s;
                char what[48];
                std::snprintf(what, sizeof what, "iteration %d", it);
                print(what, best, bestScore);
            }
        }
    }
    print("best on the tuning seeds", best, bestScore);
    print("best on other seeds", best, play(setups, best, checkSeed, seeds, jobs));
    return 0;
}
