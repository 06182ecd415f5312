// muster-cli balance SCENARIO.json [--ladder NAME,NAME,... | --ai NAME | --ai union=NAME,confederate=NAME]
//                  [--games N[,N...]] [--cross-games N] [--seed N] [--threads N] [--suggest | --suggest-ap] [--json]
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

#include "engine/balance/balance_plan.h"
#include "engine/io/game_json.h"
#include "engine/rules/game_setup.h"
#include "engine/players/player.h"
#include "engine/players/player_presets.h"
#include "model/io/atomic_file.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <set>
#include <unistd.h>

namespace muster::cli {
int runBalanceVerify(const std::vector<std::string>& args); // cmd_balance_verify.cpp
namespace {

constexpr const char* kUsage =
    "usage: muster-cli balance SCENARIO.json [--ladder NAME,NAME,... | --ai NAME | --ai union=NAME,confederate=NAME]\n"
    "                          [--games N[,N...]] [--cross-games N] [--seed N] [--threads N] [--suggest | --suggest-ap] [--json]\n"
    "                          [--shard K/N --out PART.json] [--people DIR|FILE]... [--db PATH | --no-library]\n"
    "       muster-cli balance merge PART.json... [--json] [--people DIR|FILE]... [--db PATH | --no-library]\n"
    "       muster-cli balance --players [--json]   (the players, their measured strength, the default ladder)\n";

// Runs longer than this get their estimate printed before they start.
constexpr double kAnnounceSeconds = 60;

std::atomic<bool> gStop{false};

extern "C" void onInterrupt(int) {
    gStop.store(true);
    static const char msg[] =
        "\nmuster-cli balance: stopping; the games in flight finish, then the result so far is printed "
        "(Ctrl+C again quits at once)\n";
    [[maybe_unused]] const ssize_t n = ::write(2, msg, sizeof msg - 1);
}

void catchInterrupt() {
    struct sigaction sa {};
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;  // a second Ctrl+C ends the program the usual way
    sigaction(SIGINT, &sa, nullptr);
}

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

// The progress line on stderr, redrawn at most twice a second, only on a terminal.
class ProgressLine {
public:
    ProgressLine() : on_(::isatty(2) == 1) {}
    bool operator()(const RunProgress& p) {
        if (!on_) return true;
        const auto now = std::chrono::steady_clock::now();
        if (p.done < p.total && now - last_ < std::chrono::milliseconds(500)) return true;
        last_ = now;
        char b[200];
        const double rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
        std::snprintf(b, sizeof b, "\rbalance: %lld of %lld games (%.0f%%), %.2f games/s, %s\x1b[K", p.done, p.total,
                      p.total ? 100.0 * p.done / p.total : 0.0, rate,
                      p.remaining < 0 ? "estimating the time left" : ("about " + durationText(p.remaining) + " left").c_str());
        std::fputs(b, stderr);
        std::fflush(stderr);
        shown_ = true;
        return true;
    }
    void clear() {
        if (shown_) std::fputs("\r\x1b[K", stderr);
        shown_ = false;
    }

private:
    bool on_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point last_{};
};

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
    bool json = false, suggest = false, suggestAll = false;
    std::optional<std::string> games, ai, ladder, cross, seed, threads, shard, out;
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
        a.games = takeOption(args, "--games");
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
    if (a.games)
        for (const std::string& g : splitComma(*a.games)) {
            int n = 0;
            if (!parseNumber(g, n) || n < 1 || n > 10'000'000)
                return usageError("--games takes a whole number from 1 to 10000000, or one per rung of the ladder "
                                  "separated by commas (got '" + *a.games + "')");
            plan.games.push_back(n);
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
        if (plan.games.size() > 1) return usageError("--games takes one number with --ai (several are for a ladder)");
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
        if (plan.games.size() > 1 && plan.games.size() != plan.ladder.size())
            return usageError("--games gives " + std::to_string(plan.games.size()) + " counts for a ladder of " +
                              std::to_string(plan.ladder.size()) + " players");
        if (plan.games.size() == 1) plan.games.assign(plan.ladder.size(), plan.games.front());
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
    if (estimate > kAnnounceSeconds)
        std::cerr << "muster-cli balance: " << (estimate > 3600 ? "this run will take hours: " : "") << "about "
                  << durationText(estimate) << " for " << total << " games on " << threads << " thread"
                  << (threads == 1 ? "" : "s") << " (from timing the first turn; Ctrl+C stops it and prints "
                  << "the games finished so far)\n";

    gStop = false;
    catchInterrupt();
    ProgressLine line;
    run.outcome = runBalancePlan(g.scenario, plan, threads, &gStop,
                                 [&](const RunProgress& p, std::size_t, const BalanceReport&, bool) { return line(p); }, prior);
    line.clear();
    signal(SIGINT, SIG_DFL);
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
        if (!o.cutShort() && !gStop) return status;
    }
    if (o.cutShort() || gStop) {
        std::cerr << "muster-cli balance: cut short after " << o.played << " of " << o.planned << " games\n";
        return 130;
    }
    return kExitOk;
}

const Registrar reg("balance",
                    "balance SCENARIO.json [--ladder NAME,NAME|--ai NAME|union=NAME,confederate=NAME] [--games N[,N]] "
                    "[--seed N] [--threads N] [--suggest|--suggest-ap] [--json] [--shard K/N --out PART] [--people DIR|FILE] "
                    "[--db PATH|--no-library] | balance merge PART...   "
                    "win rates from AI self-play",
                    runBalanceCmd, kUsage);

} // namespace
} // namespace muster::cli
