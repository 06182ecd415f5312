// muster-cli balance SCENARIO.json [--ladder NAME,NAME,... | --ai NAME | --ai union=NAME,confederate=NAME]
//                  [--precision P] [--max-games N[,N...] | --games N[,N...] | --fixed]
//                  [--cross-games N] [--seed N] [--threads N] [--suggest | --suggest-ap] [--json]
//                  [--shard K/N --out PART.json] [--people DIR|FILE]... [--db PATH | --no-library]
// muster-cli balance merge PART.json... [--json] [--people DIR|FILE]... [--db PATH | --no-library]
// muster-cli balance --players [--json]
// Self-play between AI players, by default a ladder of them (engine/balance/balance_ladder.h):
// win rates with 95% Wilson intervals, game length, VP, VP markers captured, deciding
// victory conditions, why each side wins and where; with --suggest the smallest changes
// (command AP, VP targets, turns, elimination VP, marker values) that bring it closest to
// even, with --suggest-ap the command AP pair (11.5) closest to even.
// Long runs: a time estimate first, progress on stderr when it is a terminal, and Ctrl+C
// prints the games finished so far.
#include "balance_output.h"
#include "cli_util.h"
#include "command_registry.h"
#include "long_run.h"

#include "engine/balance/balance_plan.h"
#include "engine/io/game_json.h"
#include "engine/rules/game_setup.h"
#include "engine/players/player.h"
#include "engine/players/player_presets.h"
#include "model/io/atomic_file.h"

#include <algorithm>
#include <charconv>
#include <iostream>
#include <set>

namespace muster::cli {
int runBalanceVerify(const std::vector<std::string>& args); // cmd_balance_verify.cpp
namespace {

constexpr const char* kUsage =
    "usage: muster-cli balance SCENARIO.json [--ladder NAME,NAME,... | --ai NAME | --ai union=NAME,confederate=NAME]\n"
    "                          [--precision P] [--max-games N[,N...] | --games N[,N...] | --fixed]\n"
    "                          [--cross-games N] [--seed N] [--threads N] [--suggest | --suggest-ap] [--json]\n"
    "                          [--shard K/N --out PART.json] [--people DIR|FILE]... [--db PATH | --no-library]\n"
    "       muster-cli balance merge PART.json... [--json] [--people DIR|FILE]... [--db PATH | --no-library]\n"
    "       muster-cli balance --players [--json]   (the players, their measured strength, the default ladder)\n";

// Runs longer than this get their estimate printed before they start.
constexpr double kAnnounceSeconds = 60;

template <class T>
bool parseNumber(const std::string& text, T& out) {
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

std::vector<std::string> splitComma(const std::string& s) {
    std::vector<std::string> out;
    std::size_t a = 0;
    for (;;) {
        const std::size_t b = s.find(',', a);
        out.push_back(s.substr(a, b == std::string::npos ? std::string::npos : b - a));
        if (b == std::string::npos) return out;
        a = b + 1;
    }
}

int printOutcome(const BalanceRun& run, bool json) {
    if (json) std::cout << balanceOutcomeJson(run.outcome).dump() << "\n";
    else printBalanceText(run);
    bool errors = false;
    for (const BalanceReport& r : run.outcome.reports) errors |= r.errors > 0;
    return finishOutput(errors ? kExitRuleErrors : kExitOk);
}

int runMerge(std::vector<std::string> args) {
    const bool json = takeFlag(args, "--json");
    PeopleArgs people;
    try {
        people = takePeopleArgs(args);
    } catch (const std::invalid_argument& e) {
        std::cerr << "muster-cli balance merge: " << e.what() << "\n" << kUsage;
        return kExitUsage;
    }
    for (const std::string& a : args)
        if (a.rfind("--", 0) == 0) {
            std::cerr << "muster-cli balance merge: unknown option " << a << "\n" << kUsage;
            return kExitUsage;
        }
    try {
        BalanceRun run = mergeParts(args);
        if (people.asked()) run.outcome.people = findPeopleGames(run.outcome.scenario, people);
        return printOutcome(run, json);
    } catch (const std::exception& e) {
        std::cerr << "muster-cli balance merge: " << e.what() << "\n";
        return kExitUsage;
    }
}

// The presets table: each player's line, the default ladder's rungs marked, and the
// command that measured each strength.
int printPlayers(bool json) {
    if (json) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const PlayerPreset& p : playerPresets()) {
            nlohmann::ordered_json j;
            j["name"] = p.name;
            j["base"] = p.base;
            if (p.playouts > 0) j["playouts"] = p.playouts;
            j["description"] = p.description;
            j["ladder"] = p.ladder;
            if (!p.strength.against.empty())
                j["strength"] = {{"against", p.strength.against}, {"score", p.strength.score}, {"lo", p.strength.lo},
                                 {"hi", p.strength.hi},           {"games", p.strength.games},  {"command", p.strength.command}};
            out.push_back(j);
        }
        std::cout << out.dump() << "\n";
        return finishOutput(kExitOk);
    }
    std::cout << "Players (* a rung of the default ladder; the rungs weakest first):\n";
    for (const PlayerPreset& p : playerPresets()) {
        std::cout << (p.ladder ? "* " : "  ") << playerBlurb(p.name) << "\n";
        if (!p.strength.command.empty()) std::cout << "    measured by: " << p.strength.command << "\n";
    }
    return finishOutput(kExitOk);
}

struct Args {
    bool json = false, suggest = false, suggestAll = false, fixed = false;
    std::optional<std::string> games, maxGames, precision, ai, ladder, cross, seed, threads, shard, out;
    PeopleArgs people;
};

int usageError(const std::string& msg) {
    std::cerr << "muster-cli balance: " << msg << "\n";
    return kExitUsage;
}

int runBalanceCmd(const std::vector<std::string>& argsIn) {
    if (!argsIn.empty() && argsIn[0] == "verify") return runBalanceVerify({argsIn.begin() + 1, argsIn.end()});
    auto args = argsIn;
    if (!args.empty() && args[0] == "merge") return runMerge({args.begin() + 1, args.end()});
    if (std::find(args.begin(), args.end(), "--players") != args.end()) {
        const bool json = takeFlag(args, "--json");
        takeFlag(args, "--players");
        if (!args.empty()) {
            std::cerr << "muster-cli balance --players takes only --json\n" << kUsage;
            return kExitUsage;
        }
        return printPlayers(json);
    }
    Args a;
    try {
        a.json = takeFlag(args, "--json");
        a.suggest = takeFlag(args, "--suggest-ap");
        a.suggestAll = takeFlag(args, "--suggest");
        a.fixed = takeFlag(args, "--fixed");
        a.games = takeOption(args, "--games");
        a.maxGames = takeOption(args, "--max-games");
        a.precision = takeOption(args, "--precision");
        a.ai = takeOption(args, "--ai");
        a.ladder = takeOption(args, "--ladder");
        a.cross = takeOption(args, "--cross-games");
        a.seed = takeOption(args, "--seed");
        a.threads = takeOption(args, "--threads");
        a.shard = takeOption(args, "--shard");
        a.out = takeOption(args, "--out");
        a.people = takePeopleArgs(args);
    } catch (const std::invalid_argument& e) {
        std::cerr << "muster-cli balance: " << e.what() << "\n" << kUsage;
        return kExitUsage;
    }
    if (args.size() != 1 || args[0].rfind("--", 0) == 0) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    if (a.ai && a.ladder) return usageError("--ai (one pair of players) and --ladder (several) exclude each other");
    if (a.suggest && a.suggestAll)
        return usageError("--suggest searches every kind of change, command AP included; give it or --suggest-ap, not both");
    if (a.shard && (!a.people.paths.empty() || a.people.db || a.people.noLibrary))
        return usageError("--people, --db and --no-library go with the whole run or with balance merge, not a shard");
    if (a.suggestAll && a.shard) return usageError("--suggest does not split into shards; run it without --shard");
    BalancePlan plan;
    int threads = 1;
    if (a.seed && !parseNumber(*a.seed, plan.seed))
        return usageError("--seed takes a whole number from 0 to 18446744073709551615");
    if (a.threads && (!parseNumber(*a.threads, threads) || threads < 1 || threads > 64))
        return usageError("--threads takes a whole number from 1 to 64");
    if (a.games && a.maxGames)
        return usageError("--games (fixed counts) and --max-games (the most a rung stops at) exclude each other");
    if ((a.fixed || a.games) && (a.maxGames || a.precision))
        return usageError(std::string(a.fixed ? "--fixed" : "--games") + " plays fixed counts; --max-games and --precision "
                          "are for stopping sequentially");
    if (a.shard && (a.maxGames || a.precision))
        return usageError("a sharded run plays fixed counts (a shard cannot see the others' games); give --games, not "
                          "--max-games or --precision");
    for (const auto& [option, counts] : {std::pair{"--games", a.games}, std::pair{"--max-games", a.maxGames}})
        if (counts)
            for (const std::string& g : splitComma(*counts)) {
                int n = 0;
                if (!parseNumber(g, n) || n < 1 || n > 10'000'000)
                    return usageError(std::string(option) + " takes a whole number from 1 to 10000000, or one per rung of "
                                      "the ladder separated by commas (got '" + *counts + "')");
                (a.games ? plan.games : plan.maxGames).push_back(n);
            }
    plan.fixedCounts = a.fixed;
    if (a.precision) {
        double points = 0;
        if (!parseNumber(*a.precision, points) || !(points > 0 && points < 50))
            return usageError("--precision takes the half-width aimed for in points, above 0 and below 50 (e.g. 7)");
        plan.precision = points / 100;
    }
    if (a.shard) {
        const std::size_t slash = a.shard->find('/');
        int k = 0, n = 0;
        if (slash == std::string::npos || !parseNumber(a.shard->substr(0, slash), k) ||
            !parseNumber(a.shard->substr(slash + 1), n) || n < 1 || n > 100000 || k < 1 || k > n)
            return usageError("--shard takes K/N, shard K of N (1 <= K <= N), e.g. --shard 2/4");
        plan.shardIndex = k - 1;
        plan.shardCount = n;
        if (!a.out) return usageError("--shard needs --out PART.json (the part file for balance merge)");
    } else if (a.out) {
        return usageError("--out writes a shard's part file; it goes with --shard K/N");
    }
    plan.suggest = a.suggestAll ? PlanSuggest::Changes : a.suggest ? PlanSuggest::CommandAp : PlanSuggest::None;

    BalanceRun run;
    run.threads = threads;
    run.file = args[0];
    std::string err;
    if (a.ai) {
        plan.ladder.clear();
        if (!parseAiOption(*a.ai, plan.unionAi, plan.confederateAi, err)) return usageError(err);
        if (a.suggestAll && plan.unionAi != plan.confederateAi)
            return usageError("--suggest plays one player on both sides; --ai names two");
        if (plan.games.size() > 1 || plan.maxGames.size() > 1)
            return usageError(std::string(a.games ? "--games" : "--max-games") + " takes one number with --ai (several are for a ladder)");
        if (a.cross) return usageError("--cross-games goes with a ladder, not --ai");
    } else {
        if (a.ladder) plan.ladder = splitComma(*a.ladder);
        const std::vector<std::string> known = playerNames();
        std::set<std::string> seen;
        for (const std::string& p : plan.ladder) {
            if (std::find(known.begin(), known.end(), p) == known.end())
                return usageError("unknown player '" + p + "' in --ladder (players: " + playerList() + ")");
            if (!seen.insert(p).second) return usageError("--ladder names " + p + " twice");
        }
        if (plan.ladder.size() < 2) return usageError("--ladder needs at least two players, weakest first");
        for (std::vector<int>* counts : {&plan.games, &plan.maxGames}) {
            if (counts->size() > 1 && counts->size() != plan.ladder.size())
                return usageError(std::string(counts == &plan.games ? "--games" : "--max-games") + " gives " +
                                  std::to_string(counts->size()) + " counts for a ladder of " +
                                  std::to_string(plan.ladder.size()) + " players");
            if (counts->size() == 1) counts->assign(plan.ladder.size(), counts->front());
        }
        int cross = 0;
        if (a.cross && (!parseNumber(*a.cross, cross) || cross < 0 || cross > 10'000'000))
            return usageError("--cross-games takes a whole number from 0 to 10000000");
        if (a.cross) plan.crossGames = cross;
    }
    GameRecord g;
    bool isGame = false;
    try {
        g = readGameOrScenarioFile(run.file, plan.seed, &isGame);
    } catch (const GameReadError& e) {
        std::cerr << e.what() << "\n";
        return e.invalidScenario() ? kExitRuleErrors : kExitUsage;
    }
    if (isGame) return usageError(run.file + " is a game file; balance plays new games from a scenario");

    // A guess of each job's time per game, from its players' first turn.
    const std::vector<BalanceJob> jobs = planJobs(std::make_shared<const GameSetup>(g.scenario), plan);
    const std::vector<double> prior = probeJobs(jobs);
    long long total = 0;
    for (const BalanceJob& j : jobs)
        total += shardGames(j.options.games, j.options.unionAi == j.options.confederateAi, plan.shardIndex, plan.shardCount);
    const double estimate = estimateRunSeconds(jobs, prior, threads);
    bool stopped = false;
    {
        // Caught before the estimate is out: a Ctrl+C after it always gets the games finished.
        const InterruptStop interrupt("balance", "the result so far is printed");
        if (estimate > kAnnounceSeconds)
            std::cerr << "muster-cli balance: " << (estimate > 3600 ? "this run will take hours: " : "")
                      << (plan.sequential() ? "at most " : "") << runEstimateText(estimate, threads, total)
                      << "; Ctrl+C stops it and prints the games finished so far\n";
        ProgressLine line("balance");
        run.outcome = runBalancePlan(g.scenario, plan, threads, interrupt.flag(),
                                     [&](const RunProgress& p, std::size_t, const BalanceReport&, bool) { return line(p); }, prior);
        line.clear();
        stopped = interrupt.stopped();
    }
    // People's games are looked for once the run is over, so a run cut short still has them.
    if (!a.shard && a.people.asked()) run.outcome.people = findPeopleGames(g.scenario, a.people);
    const BalanceOutcome& o = run.outcome;

    if (a.shard) {
        try {
            writeFileAtomically(*a.out, partJson(run).dump() + "\n");
        } catch (const std::exception& e) {
            std::cerr << "muster-cli balance: cannot write " << *a.out << ": " << e.what() << "\n";
            return kExitUsage;
        }
        std::cerr << "muster-cli balance: shard " << plan.shardIndex + 1 << " of " << plan.shardCount << ": " << o.played
                  << " games written to " << *a.out << "\n";
    } else {
        const int status = printOutcome(run, a.json);
        if (!o.cutShort() && !stopped) return status;
    }
    if (o.cutShort() || stopped) {
        std::cerr << "muster-cli balance: cut short after " << o.played << " of " << o.planned << " games\n";
        return kExitInterrupted;
    }
    return kExitOk;
}

const Registrar reg("balance",
                    "balance SCENARIO.json [--ladder NAME,NAME|--ai NAME|union=NAME,confederate=NAME] "
                    "[--precision P] [--max-games N[,N]|--games N[,N]|--fixed] "
                    "[--seed N] [--threads N] [--suggest|--suggest-ap] [--json] [--shard K/N --out PART] [--people DIR|FILE] "
                    "[--db PATH|--no-library] | balance merge PART...   "
                    "win rates from AI self-play",
                    runBalanceCmd, kUsage);

} // namespace
} // namespace muster::cli
