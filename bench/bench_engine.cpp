// Play engine figures: legal-action generation per state and complete random
// games per second on one core, for each bundled scenario and for a generated 200x200
// board with 2,000 combat units.
//   bench_engine [SECONDS_PER_ROW] [scenarios|generated]   (default 2 s, both sets; scenarios from
//   MUSTER_SCENARIOS or ./scenarios). Naming one set runs only it (for profiling).
#include "engine/rules/game.h"
#include "engine/rules/legal_list.h"
#include "engine/players/match.h"
#include "engine/players/random_player.h"
#include "tests/support/random_scenario.h"
#include "model/io/scenario_json.h"

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

using namespace muster;

namespace {

// CPU time of this thread: the machine is shared, so wall time would count other work.
struct Clock {
    using time_point = double;
    static double now() {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
    }
};
double seconds(double since) { return Clock::now() - since; }

struct Row {
    std::string name;
    int hexes = 0, units = 0;
    double legalUs = 0, actionsPerState = 0;  // legalActions: time per call, list length
    double listUs = 0;                          // listLegalActions (compact, what the random player uses)
    double gamesPerSec = 0, actionsPerGame = 0;
    int games = 0;
};

Row measure(const std::string& name, std::shared_ptr<const GameSetup> setup, double budget) {
    Row row;
    row.name = name;
    row.hexes = setup->hexCount();
    row.units = setup->unitCount();

    // States met in random games, then legalActions timed over them.
    std::vector<GameState> states;
    const std::size_t maxStates = setup->hexCount() > 10000 ? 40 : 400;  // a 200x200 state is ~1 MB
    for (std::uint64_t seed = 1; states.size() < maxStates && seed < 50; ++seed) {
        RandomPlayer up(playerSeed(seed, Side::Union)), cp(playerSeed(seed, Side::Confederate));
        GameState s = newGame(setup, seed);
        for (int n = 0; !s.over() && n < 20000 && states.size() < maxStates; ++n) {
            if (n % (maxStates == 40 ? 50 : 3) == 0) states.push_back(s);
            Player& p = s.toAct() == Side::Union ? static_cast<Player&>(up) : cp;
            if (!applyAction(s, p.choose(s))) break;
        }
    }
    std::size_t listed = 0, calls = 0;
    const auto t0 = Clock::now();
    do {
        for (const GameState& s : states) {
            listed += legalActions(s).size();
            ++calls;
        }
    } while (seconds(t0) < budget / 4);
    row.legalUs = seconds(t0) * 1e6 / static_cast<double>(calls);
    row.actionsPerState = static_cast<double>(listed) / static_cast<double>(calls);
    LegalList list;
    std::size_t listCalls = 0;
    const auto t2 = Clock::now();
    do {
        for (const GameState& s : states) {
            listLegalActions(s, list);
            listed += list.size();
            ++listCalls;
        }
    } while (seconds(t2) < budget / 4);
    row.listUs = seconds(t2) * 1e6 / static_cast<double>(listCalls);

    // Complete random games, no log and no record (as a balance run plays them).
    std::uint64_t actions = 0;
    const auto t1 = Clock::now();
    for (std::uint64_t seed = 1;; ++seed) {
        RandomPlayer up(playerSeed(seed, Side::Union)), cp(playerSeed(seed, Side::Confederate));
        const MatchResult m = playGame(setup, seed, up, cp);
        if (!m.ok()) {
            std::fprintf(stderr, "%s seed %llu: %s\n", name.c_str(), static_cast<unsigned long long>(seed), m.error.c_str());
            std::exit(1);
        }
        actions += static_cast<std::uint64_t>(m.actions);
        ++row.games;
        if (seconds(t1) >= budget) break;
    }
    const double el = seconds(t1);
    row.gamesPerSec = row.games / el;
    row.actionsPerGame = static_cast<double>(actions) / row.games;
    return row;
}

} // namespace

int main(int argc, char** argv) {
    const double budget = argc > 1 ? std::max(0.2, std::atof(argv[1])) : 2.0;
    const std::string only = argc > 2 ? argv[2] : "";
    const char* env = std::getenv("MUSTER_SCENARIOS");
    const std::filesystem::path dir = env ? env : "scenarios";
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(dir))
        for (const auto& e : std::filesystem::directory_iterator(dir))
            if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    if (files.empty()) std::fprintf(stderr, "no scenarios in %s (set MUSTER_SCENARIOS)\n", dir.c_str());

    std::vector<Row> rows;
    if (only != "generated")
        for (const auto& f : files)
            rows.push_back(measure(f.stem().string(), std::make_shared<const GameSetup>(readScenarioFile(f.string())), budget));
    RandomScenarioSpec big;
    big.columns = 200;
    big.rows = 200;
    big.unitsPerSide = 1000;
    big.turns = 8;
    const Scenario huge = randomScenario(7, big);
    if (only != "scenarios") rows.push_back(measure("generated 200x200", std::make_shared<const GameSetup>(huge), budget * 3));

    std::printf("%-32s %7s %6s %14s %13s %9s %12s %9s %7s\n", "scenario", "hexes", "units", "legal us/state",
                "list us/state", "actions", "games/s", "act/game", "games");
    for (const Row& r : rows)
        std::printf("%-32s %7d %6d %14.2f %13.2f %9.1f %12.1f %9.1f %7d\n", r.name.c_str(), r.hexes, r.units, r.legalUs,
                    r.listUs, r.actionsPerState, r.gamesPerSec, r.actionsPerGame, r.games);
    std::printf("(one core, thread CPU time; random players, no log; over states met in random games: legal us/state =\n"
                " legalActions, list us/state = listLegalActions, the compact list the random player draws from)\n");
    return 0;
}
