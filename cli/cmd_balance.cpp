// muster-cli balance SCENARIO.json [--ladder NAME,NAME,... | --ai NAME | --ai union=NAME,confederate=NAME]
//                  [--games N[,N...]] [--cross-games N] [--seed N] [--threads N] [--suggest | --suggest-ap] [--json]
//                  [--shard K/N --out PART.json]
// muster-cli balance merge PART.json... [--json]
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

#include "engine/balance/balance_runner.h"
#include "engine/balance/balance_suggest.h"
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
    "                          [--shard K/N --out PART.json]\n"
    "       muster-cli balance merge PART.json... [--json]\n"
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

int printOutcome(const BalanceOutcome& o, bool json) {
    if (json) std::cout << balanceJson(o).dump() << "\n";
    else printBalanceText(o);
    bool errors = false;
    for (const BalanceReport& r : o.reports) errors |= r.errors > 0;
    return finishOutput(errors ? kExitRuleErrors : kExitOk);
}

int runMerge(std::vector<std::string> args) {
    const bool json = takeFlag(args, "--json");
    for (const std::string& a : args)
        if (a.rfind("--", 0) == 0) {
            std::cerr << "muster-cli balance merge: unknown option " << a << "\n" << kUsage;
            return kExitUsage;
        }
    try {
        return printOutcome(mergeParts(args), json);
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
    if (a.suggestAll && a.shard) return usageError("--suggest does not split into shards; run it without --shard");
    BalanceOptions base;
    if (a.seed && !parseNumber(*a.seed, base.seed))
        return usageError("--seed takes a whole number from 0 to 18446744073709551615");
    if (a.threads && (!parseNumber(*a.threads, base.threads) || base.threads < 1 || base.threads > 64))
        return usageError("--threads takes a whole number from 1 to 64");
    std::vector<int> games;
    if (a.games)
        for (const std::string& g : splitComma(*a.games)) {
            int n = 0;
            if (!parseNumber(g, n) || n < 1 || n > 10'000'000)
                return usageError("--games takes a whole number from 1 to 10000000, or one per rung of the ladder "
                                  "separated by commas (got '" + *a.games + "')");
            games.push_back(n);
        }
    int shardIndex = 0, shardCount = 1;
    if (a.shard) {
        const std::size_t slash = a.shard->find('/');
        int k = 0, n = 0;
        if (slash == std::string::npos || !parseNumber(a.shard->substr(0, slash), k) ||
            !parseNumber(a.shard->substr(slash + 1), n) || n < 1 || n > 100000 || k < 1 || k > n)
            return usageError("--shard takes K/N, shard K of N (1 <= K <= N), e.g. --shard 2/4");
        shardIndex = k - 1;
        shardCount = n;
        if (!a.out) return usageError("--shard needs --out PART.json (the part file for balance merge)");
    } else if (a.out) {
        return usageError("--out writes a shard's part file; it goes with --shard K/N");
    }

    BalanceOutcome o;
    o.threads = base.threads;
    o.file = args[0];
    o.ladder = !a.ai;
    std::string err;
    if (a.ai) {
        if (!parseAiOption(*a.ai, base.unionAi, base.confederateAi, err)) return usageError(err);
        if (a.suggestAll && base.unionAi != base.confederateAi)
            return usageError("--suggest plays one player on both sides; --ai names two");
        if (games.size() > 1) return usageError("--games takes one number with --ai (several are for a ladder)");
        if (!games.empty()) base.games = games.front();
        if (a.cross) return usageError("--cross-games goes with a ladder, not --ai");
    } else {
        LadderOptions& l = o.ladderOptions;
        l.players = a.ladder ? splitComma(*a.ladder) : defaultLadder();
        const std::vector<std::string> known = playerNames();
        std::set<std::string> seen;
        for (const std::string& p : l.players) {
            if (std::find(known.begin(), known.end(), p) == known.end())
                return usageError("unknown player '" + p + "' in --ladder (players: " + playerList() + ")");
            if (!seen.insert(p).second) return usageError("--ladder names " + p + " twice");
        }
        if (l.players.size() < 2) return usageError("--ladder needs at least two players, weakest first");
        if (games.size() > 1 && games.size() != l.players.size())
            return usageError("--games gives " + std::to_string(games.size()) + " counts for a ladder of " +
                              std::to_string(l.players.size()) + " players");
        for (std::size_t i = 0; i < l.players.size(); ++i)
            l.games.push_back(games.empty() ? (i == 0 ? 200 : 60) : games[games.size() == 1 ? 0 : i]);
        l.crossGames = std::max(1, l.games.back() / 2);
        if (a.cross && (!parseNumber(*a.cross, l.crossGames) || l.crossGames < 0 || l.crossGames > 10'000'000))
            return usageError("--cross-games takes a whole number from 0 to 10000000");
        l.seed = base.seed;
        l.threads = base.threads;
        l.shardIndex = shardIndex;
        l.shardCount = shardCount;
    }
    GameRecord g;
    bool isGame = false;
    try {
        g = readGameOrScenarioFile(o.file, base.seed, &isGame);
    } catch (const GameReadError& e) {
        std::cerr << e.what() << "\n";
        return e.invalidScenario() ? kExitRuleErrors : kExitUsage;
    }
    if (isGame) return usageError(o.file + " is a game file; balance plays new games from a scenario");
    o.scenario = g.scenario;
    auto setup = std::make_shared<const GameSetup>(g.scenario);
    std::vector<BalanceJob> jobs;
    if (o.ladder) {
        jobs = ladderJobs(setup, o.ladderOptions);
    } else {
        base.shardIndex = shardIndex;
        base.shardCount = shardCount;
        jobs.push_back({setup, base});
    }
    if (a.shard && a.suggest) {
        // Which pairs the search tries depends on every shard's games: each shard plays its
        // share of all of them, and merge runs the search over the totals.
        o.shardedSuggest = true;
        const BalanceJob strongJob = jobs[o.ladder ? o.ladderOptions.players.size() - 1 : 0], weakJob = jobs.front();
        for (const auto& [u, c] : apCandidates(g.scenario)) {
            auto at = std::make_shared<const GameSetup>(withCommandAp(g.scenario, u, c));
            jobs.push_back({at, strongJob.options});
            if (o.ladder) jobs.push_back({at, weakJob.options});
        }
    }

    // A guess of each job's time per game, from its players' first turn.
    const std::vector<double> prior = probeJobs(jobs);
    long long total = 0;
    for (const BalanceJob& j : jobs)
        total += shardGames(j.options.games, j.options.unionAi == j.options.confederateAi, shardIndex, shardCount);
    const double estimate = estimateRunSeconds(jobs, prior, base.threads);
    if (estimate > kAnnounceSeconds)
        std::cerr << "muster-cli balance: " << (estimate > 3600 ? "this run will take hours: " : "") << "about "
                  << durationText(estimate) << " for " << total << " games on " << base.threads << " thread"
                  << (base.threads == 1 ? "" : "s") << " (from timing the first turn; Ctrl+C stops it and prints "
                  << "the games finished so far)\n";

    gStop = false;
    catchInterrupt();
    ProgressLine line;
    o.reports = runBalanceJobs(jobs, base.threads, &gStop,
                               [&](const RunProgress& p, std::size_t, const BalanceReport&) { return line(p); }, prior);
    line.clear();
    for (const BalanceReport& r : o.reports) {
        o.played += r.games;
        o.planned += r.planned;
    }
    if (a.suggest && !a.shard && !gStop) {
        const BalanceJob& strongJob = o.ladder ? jobs[o.ladderOptions.players.size() - 1] : jobs.front();
        const BalanceReport& strong = o.ladder ? o.reports[o.ladderOptions.players.size() - 1] : o.reports.front();
        const int u0 = g.scenario.side(Side::Union).commandAP, c0 = g.scenario.side(Side::Confederate).commandAP;
        auto runAt = [&](const BalanceJob& job, const BalanceReport& own, int u, int c) {
            if (u == u0 && c == c0) return own;
            BalanceJob at = job;
            at.setup = std::make_shared<const GameSetup>(withCommandAp(g.scenario, u, c));
            return runBalanceJobs({at}, base.threads, &gStop).front();
        };
        ApSuggestion ap = suggestAp(g.scenario, [&](int u, int c) { return runAt(strongJob, strong, u, c); });
        if (o.ladder) o.novice = runAt(jobs.front(), o.reports.front(), ap.unionAp, ap.confederateAp);
        if (!gStop) o.ap = std::move(ap);
        else o.novice.reset();
    }
    if (a.suggestAll && !gStop) {
        const BalanceReport& strong = o.reports[o.ladder ? o.ladderOptions.players.size() - 1 : 0];
        SuggestOptions so;
        so.player = strong.options.unionAi;
        so.games = strong.options.games;
        so.seed = base.seed;
        so.threads = base.threads;
        so.stop = &gStop;
        so.base = &strong;  // the same player, games and seed: the battle as it is
        Suggestions found = suggestChanges(g.scenario, so);
        if (!found.cancelled) o.suggestions = std::move(found);
    }
    signal(SIGINT, SIG_DFL);

    if (a.shard) {
        try {
            writeFileAtomically(*a.out, partJson(o, shardIndex, shardCount).dump() + "\n");
        } catch (const std::exception& e) {
            std::cerr << "muster-cli balance: cannot write " << *a.out << ": " << e.what() << "\n";
            return kExitUsage;
        }
        std::cerr << "muster-cli balance: shard " << shardIndex + 1 << " of " << shardCount << ": " << o.played
                  << " games written to " << *a.out << "\n";
    } else {
        const int status = printOutcome(o, a.json);
        if (o.played == o.planned && !gStop) return status;
    }
    if (o.played < o.planned || gStop) {
        std::cerr << "muster-cli balance: cut short after " << o.played << " of " << o.planned << " games\n";
        return 130;
    }
    return kExitOk;
}

const Registrar reg("balance",
                    "balance SCENARIO.json [--ladder NAME,NAME|--ai NAME|union=NAME,confederate=NAME] [--games N[,N]] "
                    "[--seed N] [--threads N] [--suggest|--suggest-ap] [--json] [--shard K/N --out PART] | balance merge PART...   "
                    "win rates from AI self-play",
                    runBalanceCmd, kUsage);

} // namespace
} // namespace muster::cli
