// Benchmark (not a test): speed of the AI players and of a balance run, and (with
// --strength N) the strength table of docs/ai.md. Prints figures.
//   bench_ai [--scenarios DIR] [--strength N] [--search-games N] [--balance-games N] [--only NAME]
//            [--playouts N] [--draw X] [--draw-progress X] [--race X] [--to-end N] [--horizon N] [--candidates N]
//            [--closeness X] [--end-turn-below X] [--assault-close N] [--assault-moves N] [--speed 0|1] [--greedy-table 0|1]
//            [--search-table 0|1] [--jobs N] [--verbose 0|1] [--first-seed N]
// --strength N: per bundled scenario, N dice seeds each played twice with the sides swapped
// (greedy vs random and search vs greedy), on --jobs threads (same figures for any N).
#include "engine/ai/search_player.h"
#include "engine/balance/balance.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "model/io/scenario_json.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

using namespace muster;
using Clock = std::chrono::steady_clock;

namespace {

double seconds(Clock::time_point a) { return std::chrono::duration<double>(Clock::now() - a).count(); }

struct Tally {
    int wins = 0, losses = 0, draws = 0, errors = 0;
    int games() const { return wins + losses + draws; }
};

// X against Y on the same dice seeds with the sides swapped: X's wins, losses and draws.
// The games run on `jobs` threads (each game on its own; the tally does not depend on the
// thread count). `verbose` prints each game's end: X's side, result, VP and turns.
Tally pairing(const std::shared_ptr<const GameSetup>& setup, const std::string& x, const std::string& y, int seeds,
              std::uint64_t base, int jobs = 1, bool verbose = false, int firstSeed = 0) {
    const int n = 2 * seeds;
    std::vector<GameOutcome> out(static_cast<std::size_t>(n));
    std::atomic<int> next{0};
    auto work = [&] {
        for (int k = next++; k < n; k = next++) {
            const GameSeeds s = gameSeeds(base, firstSeed + k / 2, false);
            const bool xUnion = k % 2 == 0;
            out[static_cast<std::size_t>(k)] = playOne(setup, xUnion ? x : y, xUnion ? y : x, s);
        }
    };
    std::vector<std::thread> pool;
    for (int j = 1; j < jobs; ++j) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
    Tally t;
    for (int k = 0; k < n; ++k) {
        const GameOutcome& g = out[static_cast<std::size_t>(k)];
        const bool xUnion = k % 2 == 0;
        if (!g.error.empty()) ++t.errors;
        char r = 'D';
        if (g.result == GameResult::Draw || g.result == GameResult::None) ++t.draws;
        else if ((g.result == GameResult::UnionWins) == xUnion) ++t.wins, r = 'W';
        else ++t.losses, r = 'L';
        if (verbose)
            std::printf("  seed %d %s as %s: %c  VP U%d C%d  turns %d%s\n", firstSeed + k / 2, x.c_str(), xUnion ? "Union" : "Conf",
                        r, g.vp[0], g.vp[1], g.turns, g.error.empty() ? "" : "  ERROR");
    }
    return t;
}

// --only: comma-separated parts of scenario names (empty: all).
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

} // namespace

int main(int argc, char** argv) {
    std::string dir = "scenarios", only;
    int strength = 0, searchGames = 2, balanceGames = 1000, jobs = 1, firstSeed = 0;
    bool verbose = false;
    bool speed = true, searchTable = true, greedyTable = true, custom = false;
    ai::SearchOptions so;  // --playouts, --draw, --race, --to-end: a search player with other options
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--scenarios")) dir = argv[i + 1];
        else if (!std::strcmp(argv[i], "--strength")) strength = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--search-games")) searchGames = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--balance-games")) balanceGames = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--only")) only = argv[i + 1];
        else if (!std::strcmp(argv[i], "--playouts")) so.playouts = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--draw")) so.playout.draw = std::atof(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--draw-progress")) so.playout.drawProgress = std::atof(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--assault-close")) so.assaultClose = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--assault-moves")) so.assaultMoves = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--race")) so.playout.race = std::atof(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--to-end")) so.playout.toEndFromTurn = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--candidates")) so.candidates = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--closeness")) so.closeness = std::atof(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--end-turn-below")) so.endTurnBelow = std::atof(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--horizon")) so.playout.horizon = std::atoi(argv[i + 1]), custom = true;
        else if (!std::strcmp(argv[i], "--first-seed")) firstSeed = std::max(0, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--jobs")) jobs = std::max(1, std::atoi(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--verbose")) verbose = std::atoi(argv[i + 1]) != 0;
        else if (!std::strcmp(argv[i], "--speed")) speed = std::atoi(argv[i + 1]) != 0;
        else if (!std::strcmp(argv[i], "--search-table")) searchTable = std::atoi(argv[i + 1]) != 0;
        else if (!std::strcmp(argv[i], "--greedy-table")) greedyTable = std::atoi(argv[i + 1]) != 0;
        else {
            std::fprintf(stderr, "bench_ai: unknown option %s (see the comment at the top of bench/bench_ai.cpp)\n", argv[i]);
            return 2;
        }
    }
    if (argc % 2 == 0) {
        std::fprintf(stderr, "bench_ai: %s needs a value\n", argv[argc - 1]);
        return 2;
    }
    if (custom)  // under the same name, so the tables below use it
        registerPlayer("search", [so](std::uint64_t seed) { return std::make_unique<ai::SearchPlayer>(seed, so); });
    if (!std::filesystem::is_directory(dir)) dir = "../" + dir;
    if (!std::filesystem::is_directory(dir)) {
        std::fprintf(stderr, "bench_ai: no scenario folder %s (pass --scenarios DIR)\n", dir.c_str());
        return 2;
    }
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".json" && matches(only, e.path().stem().string())) files.push_back(e.path());
    std::sort(files.begin(), files.end());
    if (files.empty()) {
        std::fprintf(stderr, "bench_ai: no scenarios in %s (pass --scenarios DIR)\n", dir.c_str());
        return 2;
    }
    Tally gr, sg;
    if (speed) std::printf("%-30s %12s %14s %14s\n", "scenario", "greedy g/s", "search dec/s", "search g (s)");
    for (const auto& f : files) {
        if (!speed) break;
        auto setup = std::make_shared<const GameSetup>(readScenarioFile(f.string()));
        // Greedy self-play speed.
        const auto t0 = Clock::now();
        int games = 0;
        while (seconds(t0) < 1.0 || games < 5) {
            playOne(setup, "greedy", "greedy", gameSeeds(7, games, false));
            ++games;
        }
        const double greedyRate = games / seconds(t0);
        // Search decisions per second: search plays both sides.
        long long decisions = 0;
        const auto t1 = Clock::now();
        for (int g = 0; g < searchGames; ++g) {
            ai::SearchPlayer u(1 + g), c(2 + g);
            const MatchResult m = playGame(setup, gameSeeds(9, g, false).dice, u, c);
            decisions += m.actions;
        }
        const double st = seconds(t1);
        std::printf("%-30s %12.1f %14.1f %14.2f\n", f.stem().string().c_str(), greedyRate, decisions / st,
                    st / std::max(1, searchGames));
        std::fflush(stdout);
    }
    if (speed) {
        auto setup = std::make_shared<const GameSetup>(readScenarioFile(files.front().string()));
        BalanceOptions o;
        o.games = balanceGames;
        o.threads = 2;
        o.seed = 1;
        const auto t = Clock::now();
        const BalanceReport r = runBalance(setup, o);
        std::printf("balance: %d greedy games on 2 threads, %s (%dx%d): %.2f s (Union %.1f%%, Confederate %.1f%%, draws %d)\n",
                    r.games, files.front().stem().string().c_str(), setup->board().columns, setup->board().rows,
                    seconds(t), 100 * r.unionRate(), 100 * r.confederateRate(), r.draws);
    }
    if (strength > 0) {
        std::printf("\nstrength: %d dice seeds per scenario, each played with the sides swapped\n", strength);
        std::printf("%-30s %22s %22s\n", "scenario", "greedy vs random W-L-D", "search vs greedy W-L-D");
        for (const auto& f : files) {
            auto setup = std::make_shared<const GameSetup>(readScenarioFile(f.string()));
            const Tally a = greedyTable ? pairing(setup, "greedy", "random", strength, 11, jobs, false, firstSeed) : Tally{};
            const Tally b = searchTable ? pairing(setup, "search", "greedy", strength, 13, jobs, verbose, firstSeed) : Tally{};
            gr.wins += a.wins, gr.losses += a.losses, gr.draws += a.draws, gr.errors += a.errors;
            sg.wins += b.wins, sg.losses += b.losses, sg.draws += b.draws, sg.errors += b.errors;
            std::printf("%-30s %14d-%d-%d %14d-%d-%d\n", f.stem().string().c_str(), a.wins, a.losses, a.draws, b.wins,
                        b.losses, b.draws);
            std::fflush(stdout);
        }
        auto line = [](const char* name, const Tally& t) {
            const Interval ci = wilsonInterval(t.wins, t.games());
            std::printf("%s: %d of %d games won (%.1f%%, 95%% CI %.1f-%.1f%%), %d lost, %d drawn, %d errors\n", name,
                        t.wins, t.games(), 100.0 * t.wins / std::max(1, t.games()), 100 * ci.lo, 100 * ci.hi, t.losses,
                        t.draws, t.errors);
        };
        line("greedy vs random", gr);
        line("search vs greedy", sg);
    }
    return 0;
}
