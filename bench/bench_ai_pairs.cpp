// Benchmark (not a test): the strength of one player against another on the bundled
// battles, the paired test behind the presets table's strengths (docs/ai.md "Strength").
// Every dice seed is played twice with
// the sides swapped (same dice), and scored per seed pair (pentanomial: 0, 1/4, 1/2, 3/4
// or 1 of the pair's points), so the interval counts the pairs' own correlation. Battles
// split into attacks (a side must win by a turn or hold hexes) and races (both sides race
// to a VP total).
//   bench_ai_pairs [--x search] [--y greedy] [--seeds N] [--first-seed N] [--jobs N] [--only NAMES]
//                  [--scenarios DIR] [--verbose 0|1] [--speed 1] [--weights FILE] [--samples N] [--candidates N]
//                  [--correction-candidates N] [--search-budget N] [--generated N [--board-shape any|bundled|battle]]
// --weights FILE: "learned" plays on that weights file instead of the shipped one (a
// learning curve's checkpoints); --samples N: its dice samples per dice-resolved action;
// --candidates N: it judges only greedy's N best actions and endTurn; --correction-candidates N:
// with a greedy-correction weights file, greedy's N best actions are judged.
// --search-budget N: registers "search-N", `search` with N playouts per decision (budget
// experiments: is a cheaper search as strong?).
// --generated N: instead of the bundled battles, N generated boards (tests/support's
// randomScenario, seeds from 2,000,000: no training run uses them), --seeds pairs each,
// reported together; --board-shape bundled gives them the bundled battles' shape, battle
// also their kind of victory conditions with the command AP evened by greedy self-play
// (tests/support/generated_boards.h).
// --speed 1: instead, per battle greedy self-play games per CPU second, and one self-play
// game of --x (default `search`; dice seed 9): its CPU seconds, side-turns, CPU seconds and
// playouts per side-turn. CPU time, so a loaded machine changes the figures less.
#include "engine/ai/eval_weights_file.h"
#include "engine/ai/learned_player.h"
#include "engine/ai/search_player.h"
#include "engine/balance/balance.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "engine/queries/rule_queries.h"
#include "model/io/scenario_json.h"
#include "tests/support/generated_boards.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

using namespace muster;

namespace {

struct Block {
    int wins = 0, losses = 0, draws = 0, errors = 0;
    std::array<int, 5> penta{};  // seed pairs by X's points in quarters... 0, 1/2, 1, 3/2, 2
    std::vector<double> pairScores;
    void add(const Block& b) {
        wins += b.wins, losses += b.losses, draws += b.draws, errors += b.errors;
        for (int i = 0; i < 5; ++i) penta[static_cast<std::size_t>(i)] += b.penta[static_cast<std::size_t>(i)];
        pairScores.insert(pairScores.end(), b.pairScores.begin(), b.pairScores.end());
    }
    int games() const { return wins + losses + draws; }
};

bool isRace(const Scenario& s) {
    for (const VictoryCondition& vc : s.victory.conditions)
        if (vc.kind == VictoryKind::ReachVPByTurn || vc.kind == VictoryKind::HoldAtEnd) return false;
    return true;
}

bool matches(const std::string& only, const std::string& name) {
    if (only.empty()) return true;
    std::size_t start = 0;
    while (start <= only.size()) {
        const std::size_t comma = std::min(only.find(',', start), only.size());
        const std::string part = only.substr(start, comma - start);
        if (!part.empty() && name.find(part) != std::string::npos) return true;
        start = comma + 1;
    }
    return false;
}

Block pairing(const std::shared_ptr<const GameSetup>& setup, const std::string& x, const std::string& y, int seeds,
              int firstSeed, int jobs, bool verbose) {
    const int n = 2 * seeds;
    std::vector<GameOutcome> out(static_cast<std::size_t>(n));
    std::atomic<int> next{0};
    auto work = [&] {
        for (int k = next++; k < n; k = next++) {
            const GameSeeds s = gameSeeds(13, firstSeed + k / 2, false);
            const bool xUnion = k % 2 == 0;
            out[static_cast<std::size_t>(k)] = playOne(setup, xUnion ? x : y, xUnion ? y : x, s);
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs; ++j) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    Block b;
    for (int p = 0; p < seeds; ++p) {
        int points = 0;  // in halves
        for (int k = 2 * p; k < 2 * p + 2; ++k) {
            const GameOutcome& g = out[static_cast<std::size_t>(k)];
            const bool xUnion = k % 2 == 0;
            if (!g.error.empty()) ++b.errors;
            char r = 'D';
            if (g.result == GameResult::Draw || g.result == GameResult::None) ++b.draws, points += 1;
            else if ((g.result == GameResult::UnionWins) == xUnion) ++b.wins, points += 2, r = 'W';
            else ++b.losses, r = 'L';
            if (verbose)
                std::printf("  seed %d %s as %s: %c  VP U%d C%d  turns %d%s\n", firstSeed + p, x.c_str(),
                            xUnion ? "Union" : "Conf", r, g.vp[0], g.vp[1], g.turns, g.error.empty() ? "" : "  ERROR");
        }
        ++b.penta[static_cast<std::size_t>(points)];
        b.pairScores.push_back(points / 4.0);
    }
    return b;
}

void report(const char* what, const Block& b, const std::string& x, const std::string& y) {
    const auto n = static_cast<double>(b.pairScores.size());
    double mean = 0, var = 0;
    for (double v : b.pairScores) mean += v;
    mean /= std::max(1.0, n);
    for (double v : b.pairScores) var += (v - mean) * (v - mean);
    var /= std::max(1.0, n - 1);
    const double half = 1.96 * std::sqrt(var / std::max(1.0, n));
    const Interval wi = wilsonInterval(b.wins, b.games());
    std::printf("%s: %s vs %s  W-L-D %d-%d-%d of %d  score %.1f%% (95%% CI %.1f-%.1f, %d pairs %d/%d/%d/%d/%d)  "
                "wins %.1f%% (Wilson %.1f-%.1f)  draws %.1f%%  errors %d\n",
                what, x.c_str(), y.c_str(), b.wins, b.losses, b.draws, b.games(), 100 * mean, 100 * (mean - half),
                100 * (mean + half), static_cast<int>(n), b.penta[0], b.penta[1], b.penta[2], b.penta[3], b.penta[4],
                100.0 * b.wins / std::max(1, b.games()), 100 * wi.lo, 100 * wi.hi,
                100.0 * b.draws / std::max(1, b.games()), b.errors);
}

// The attacks, the races, both, and the CPU since `cpu0`.
void reportTotals(const Block& attacks, const Block& races, const std::string& x, const std::string& y, std::clock_t cpu0) {
    report("attacks", attacks, x, y);
    report("races", races, x, y);
    Block all = attacks;
    all.add(races);
    report("all", all, x, y);
    std::printf("CPU %.1f s\n", static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC);
}

long long playouts(const Player& p) {
    const auto* s = dynamic_cast<const ai::SearchPlayer*>(&p);
    return s ? s->playoutsRun() : 0;
}

} // namespace

int main(int argc, char** argv) {
    std::string dir = "scenarios", only, x = "search", y = "greedy";
    int seeds = 10, firstSeed = 0, jobs = 1;
    bool verbose = false, speed = false;
    std::string weights, boardShape = "any";
    int generated = 0;
    ai::LearnedOptions lo;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string k = argv[i];
        const char* v = argv[i + 1];
        if (k == "--scenarios") dir = v;
        else if (k == "--x") x = v;
        else if (k == "--y") y = v;
        else if (k == "--seeds") seeds = std::max(1, std::atoi(v));
        else if (k == "--first-seed") firstSeed = std::max(0, std::atoi(v));
        else if (k == "--jobs") jobs = std::max(1, std::atoi(v));
        else if (k == "--only") only = v;
        else if (k == "--verbose") verbose = std::atoi(v) != 0;
        else if (k == "--weights") weights = v;
        else if (k == "--samples") lo.samples = std::atoi(v);
        else if (k == "--candidates") lo.candidates = std::atoi(v);
        else if (k == "--correction-candidates") lo.correctionCandidates = std::atoi(v);
        else if (k == "--speed") speed = std::atoi(v) != 0;
        else if (k == "--generated") generated = std::max(0, std::atoi(v));
        else if (k == "--board-shape") {
            boardShape = v;
            if (boardShape != "any" && boardShape != "bundled" && boardShape != "battle") {
                std::fprintf(stderr, "bench_ai_pairs: --board-shape is any, bundled or battle, not %s\n", v);
                return 2;
            }
        }
        else if (k == "--search-budget") {
            ai::SearchOptions o;
            o.playouts = std::max(2, std::atoi(v));
            const std::string name = "search-" + std::to_string(o.playouts);
            registerPlayer(name, [o, name](std::uint64_t seed) { return std::make_unique<ai::SearchPlayer>(seed, o, name); });
        }
        else {
            std::fprintf(stderr, "bench_ai_pairs: unknown option %s (see the comment at the top of the file)\n", argv[i]);
            return 2;
        }
    }
    if (argc % 2 == 0) {
        std::fprintf(stderr, "bench_ai_pairs: %s needs a value\n", argv[argc - 1]);
        return 2;
    }
    if (!weights.empty() || lo.samples != ai::LearnedOptions().samples || lo.candidates != ai::LearnedOptions().candidates ||
        lo.correctionCandidates != ai::LearnedOptions().correctionCandidates) {
        const ai::WeightsLoad w = weights.empty() ? ai::shippedWeights() : ai::loadWeightsFile(weights);
        if (!w.weights) {
            std::fprintf(stderr, "bench_ai_pairs: %s\n", w.error.c_str());
            return 2;
        }
        registerPlayer("learned", [w = *w.weights, lo](std::uint64_t seed) { return std::make_unique<ai::LearnedPlayer>(seed, w, lo); });
    }
    try {
        if (!makePlayer(x, 0) || !makePlayer(y, 0)) {
            std::fprintf(stderr, "bench_ai_pairs: unknown player %s or %s\n", x.c_str(), y.c_str());
            return 2;
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_ai_pairs: %s\n", e.what());
        return 2;
    }
    if (generated > 0) {
        const RandomScenarioSpec shape = boardShape == "bundled" ? kBundledShape
                                         : boardShape == "battle"  ? kBattleShape
                                                                   : RandomScenarioSpec{};
        std::printf("%s vs %s on %d generated boards (%s shape), seeds %d-%d, each played with the sides swapped\n",
                    x.c_str(), y.c_str(), generated, boardShape.c_str(), firstSeed, firstSeed + seeds - 1);
        Block attacks, races;
        const std::clock_t cpu0 = std::clock();
        for (const auto& setup : generatedBoards(generated, 2000000, shape, boardShape == "battle"))
            (isRace(setup->scenario()) ? races : attacks).add(pairing(setup, x, y, seeds, firstSeed, jobs, verbose));
        reportTotals(attacks, races, x, y, cpu0);
        return 0;
    }
    if (!std::filesystem::is_directory(dir)) dir = "../" + dir;
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(dir))
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json" && matches(only, e.path().stem().string())) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    if (files.empty()) {
        std::fprintf(stderr, "bench_ai_pairs: no scenarios in %s (pass --scenarios DIR)\n", dir.c_str());
        return 2;
    }
    if (speed) {
        std::printf("%-30s %10s %10s %8s %12s %14s\n", "battle", "greedy g/s", "game CPU s", "turns", "s/side-turn",
                    "playouts/turn");
        for (const auto& f : files) {
            auto setup = std::make_shared<const GameSetup>(readScenarioFile(f.string()));
            const std::clock_t g0 = std::clock();
            int greedyGames = 0;
            while (std::clock() - g0 < CLOCKS_PER_SEC / 2 || greedyGames < 5)
                playOne(setup, "greedy", "greedy", gameSeeds(7, greedyGames++, false));
            const double greedyRate = greedyGames / (static_cast<double>(std::clock() - g0) / CLOCKS_PER_SEC);
            const std::unique_ptr<Player> u = makePlayer(x, 1), c = makePlayer(x, 2);
            std::vector<Action> record;
            const std::clock_t t0 = std::clock();
            playGame(setup, 9, *u, *c, nullptr, &record);
            const double cpu = static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC;
            const int turns = static_cast<int>(std::count_if(record.begin(), record.end(), [](const Action& a) {
                return a.kind == ActionKind::EndTurn;
            }));
            std::printf("%-30s %10.1f %10.2f %8d %12.3f %14.0f\n", f.stem().string().c_str(), greedyRate, cpu, turns, cpu / std::max(1, turns),
                        static_cast<double>(playouts(*u) + playouts(*c)) / std::max(1, turns));
            std::fflush(stdout);
        }
        return 0;
    }
    std::printf("%s vs %s, seeds %d-%d, each played with the sides swapped\n", x.c_str(), y.c_str(), firstSeed,
                firstSeed + seeds - 1);
    Block attacks, races;
    const std::clock_t cpu0 = std::clock();
    for (const auto& f : files) {
        auto setup = std::make_shared<const GameSetup>(readScenarioFile(f.string()));
        const Block b = pairing(setup, x, y, seeds, firstSeed, jobs, verbose);
        const bool race = isRace(setup->scenario());
        (race ? races : attacks).add(b);
        report((f.stem().string() + (race ? " (race)" : " (attack)")).c_str(), b, x, y);
        std::fflush(stdout);
    }
    reportTotals(attacks, races, x, y, cpu0);
    return 0;
}
