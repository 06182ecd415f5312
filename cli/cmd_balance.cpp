// muster-cli balance SCENARIO.json [--games N] [--ai NAME | --ai union=NAME,confederate=NAME]
//                  [--seed N] [--threads N] [--suggest-ap] [--json]
// Self-play between AI players: win rates with 95% Wilson intervals, game length, VP, VP
// markers captured, deciding victory conditions; with --suggest-ap the command AP pair
// (11.5) closest to even.
#include "cli_util.h"
#include "command_registry.h"

#include "engine/balance.h"
#include "engine/game_json.h"
#include "engine/player.h"

#include <charconv>
#include <cstdio>
#include <iostream>

namespace muster::cli {
int runBalanceVerify(const std::vector<std::string>& args); // cmd_balance_verify.cpp
namespace {

constexpr const char* kUsage =
    "usage: muster-cli balance SCENARIO.json [--games N] [--ai NAME | --ai union=NAME,confederate=NAME]\n"
    "                          [--seed N] [--threads N] [--suggest-ap] [--json]\n";

template <class T>
bool parseNumber(const std::string& text, T& out) {
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

std::string aiText(const BalanceOptions& o) {
    return o.unionAi == o.confederateAi ? o.unionAi : "union=" + o.unionAi + ",confederate=" + o.confederateAi;
}

std::string pct(double r) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", 100 * r);
    return b;
}

std::string conditionText(const Scenario& sc, int i) {
    if (i < 0 || i >= static_cast<int>(sc.victory.conditions.size())) return "none (draw)";
    const VictoryCondition& c = sc.victory.conditions[static_cast<std::size_t>(i)];
    std::string t(toString(c.kind));
    if (c.side) t += " " + std::string(toString(*c.side));
    if (c.vp) t += " " + std::to_string(*c.vp) + " VP";
    if (c.turn) t += " by turn " + std::to_string(*c.turn);
    return t;
}

nlohmann::ordered_json sideJson(int wins, const BalanceReport& r) {
    const Interval ci = wilsonInterval(wins, r.games);
    return {{"wins", wins}, {"rate", r.games ? double(wins) / r.games : 0.0}, {"ci95", {ci.lo, ci.hi}}};
}

nlohmann::ordered_json histogram(const std::map<int, int>& h) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (const auto& [k, n] : h) j[std::to_string(k)] = n;
    return j;
}

nlohmann::ordered_json reportJson(const Scenario& sc, const BalanceReport& r) {
    nlohmann::ordered_json j;
    j["games"] = r.games;
    j["ai"] = aiText(r.options);
    j["seed"] = r.options.seed;
    j["union"] = sideJson(r.unionWins, r);
    j["confederate"] = sideJson(r.confederateWins, r);
    j["draws"] = r.draws;
    j["swappedPairs"] = r.swapped;
    j["turns"] = {{"mean", r.meanTurns}, {"histogram", histogram(r.turnHistogram)}};
    j["vp"] = {{"union", {{"mean", r.meanVp[0]}, {"histogram", histogram(r.vpHistogram[0])}}},
               {"confederate", {{"mean", r.meanVp[1]}, {"histogram", histogram(r.vpHistogram[1])}}}};
    auto markers = nlohmann::ordered_json::array();
    for (std::size_t m = 0; m < sc.vpMarkers.size() && m < r.markerCaptures.size(); ++m)
        markers.push_back({{"hex", hexToJson(sc.vpMarkers[m].hex)},
                           {"label", sc.vpMarkers[m].label},
                           {"union", r.markerCaptures[m][0]},
                           {"confederate", r.markerCaptures[m][1]}});
    j["vpMarkers"] = markers;
    auto decided = nlohmann::ordered_json::array();
    for (const auto& [c, n] : r.decidedBy)
        decided.push_back({{"condition", c < 0 ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(c)},
                           {"text", conditionText(sc, c)},
                           {"games", n}});
    j["decidedBy"] = decided;
    j["errors"] = r.errors;
    return j;
}

void printReport(const Scenario& sc, const std::string& file, const BalanceReport& r) {
    const BalanceOptions& o = r.options;
    std::cout << sc.title << " (" << file << "): " << r.games << " games, " << aiText(o)
              << (r.swapped ? " on both sides, each dice seed played twice with the players swapped" : "") << ", seed "
              << o.seed << ", " << o.threads << " thread" << (o.threads == 1 ? "" : "s") << "\n";
    auto line = [&](const char* who, int wins) {
        const Interval ci = wilsonInterval(wins, r.games);
        std::cout << "  " << who << wins << " (" << pct(r.games ? double(wins) / r.games : 0) << ", 95% CI "
                  << pct(ci.lo) << " - " << pct(ci.hi) << ")\n";
    };
    line("Union wins:       ", r.unionWins);
    line("Confederate wins: ", r.confederateWins);
    line("Draws:            ", r.draws);
    char b[160];
    std::snprintf(b, sizeof b, "  Mean turns: %.2f; mean VP: Union %.2f, Confederate %.2f\n", r.meanTurns, r.meanVp[0],
                  r.meanVp[1]);
    std::cout << b;
    for (int s = 0; s < 2; ++s) {
        std::cout << "  VP " << (s == 0 ? "Union:      " : "Confederate:");
        for (const auto& [vp, n] : r.vpHistogram[static_cast<std::size_t>(s)]) std::cout << " " << vp << "x" << n;
        std::cout << "\n";
    }
    if (!sc.vpMarkers.empty()) std::cout << "  VP markers scored (games: Union / Confederate):\n";
    for (std::size_t m = 0; m < sc.vpMarkers.size() && m < r.markerCaptures.size(); ++m)
        std::cout << "    " << hexLabel(sc.vpMarkers[m].hex, sc.board)
                  << (sc.vpMarkers[m].label.empty() ? "" : " " + sc.vpMarkers[m].label) << ": " << r.markerCaptures[m][0]
                  << " / " << r.markerCaptures[m][1] << "\n";
    std::cout << "  Decided by:\n";
    for (const auto& [c, n] : r.decidedBy) std::cout << "    " << conditionText(sc, c) << ": " << n << "\n";
    if (r.errors) {
        std::cout << "  Games stopped by an error: " << r.errors << "\n";
        for (const auto& e : r.errorMessages) std::cout << "    " << e << "\n";
    }
}

int runBalanceCmd(const std::vector<std::string>& argsIn) {
    if (!argsIn.empty() && argsIn[0] == "verify") return runBalanceVerify({argsIn.begin() + 1, argsIn.end()});
    auto args = argsIn;
    bool json = false, suggest = false;
    std::optional<std::string> gamesText, aiTextArg, seedText, threadsText;
    try {
        json = takeFlag(args, "--json");
        suggest = takeFlag(args, "--suggest-ap");
        gamesText = takeOption(args, "--games");
        aiTextArg = takeOption(args, "--ai");
        seedText = takeOption(args, "--seed");
        threadsText = takeOption(args, "--threads");
    } catch (const std::invalid_argument& e) {
        std::cerr << "muster-cli balance: " << e.what() << "\n" << kUsage;
        return kExitUsage;
    }
    if (args.size() != 1 || args[0].rfind("--", 0) == 0) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    BalanceOptions o;
    if (gamesText && (!parseNumber(*gamesText, o.games) || o.games < 1 || o.games > 10'000'000)) {
        std::cerr << "muster-cli balance: --games takes a whole number from 1 to 10000000\n";
        return kExitUsage;
    }
    if (seedText && !parseNumber(*seedText, o.seed)) {
        std::cerr << "muster-cli balance: --seed takes a whole number from 0 to 18446744073709551615\n";
        return kExitUsage;
    }
    if (threadsText && (!parseNumber(*threadsText, o.threads) || o.threads < 1 || o.threads > 64)) {
        std::cerr << "muster-cli balance: --threads takes a whole number from 1 to 64\n";
        return kExitUsage;
    }
    std::string err;
    if (aiTextArg && !parseAiOption(*aiTextArg, o.unionAi, o.confederateAi, err)) {
        std::cerr << "muster-cli balance: " << err << "\n";
        return kExitUsage;
    }
    const std::string& file = args[0];
    GameRecord g;
    bool isGame = false;
    try {
        g = readGameOrScenarioFile(file, o.seed, &isGame);
    } catch (const GameReadError& e) {
        std::cerr << e.what() << "\n";
        return e.invalidScenario() ? kExitRuleErrors : kExitUsage;
    }
    if (isGame) {
        std::cerr << "muster-cli balance: " << file << " is a game file; balance plays new games from a scenario\n";
        return kExitUsage;
    }
    auto setup = std::make_shared<const GameSetup>(g.scenario);
    const BalanceReport r = runBalance(setup, o);
    std::optional<ApSuggestion> ap;
    if (suggest) ap = suggestAp(g.scenario, o, &r);
    if (json) {
        nlohmann::ordered_json j = reportJson(g.scenario, r);
        if (ap) {
            j["suggestedAP"] = {{"union", ap->unionAp},
                                {"confederate", ap->confederateAp},
                                {"unionRate", ap->unionRate},
                                {"confederateRate", ap->confederateRate},
                                {"ci95", {ap->unionInterval.lo, ap->unionInterval.hi}},
                                {"even", ap->even}};
            auto tried = nlohmann::ordered_json::array();
            for (const ApCandidate& c : ap->tried)
                tried.push_back({{"union", c.unionAp},
                                 {"confederate", c.confederateAp},
                                 {"unionRate", c.report.unionRate()},
                                 {"confederateRate", c.report.confederateRate()},
                                 {"draws", c.report.draws}});
            j["suggestedAP"]["tried"] = tried;
        }
        std::cout << j.dump() << "\n";
    } else {
        printReport(g.scenario, file, r);
        if (ap) {
            std::cout << "Command AP pairs tried (11.5), on the same seeds:\n";
            for (const ApCandidate& c : ap->tried)
                std::cout << "  Union " << c.unionAp << ", Confederate " << c.confederateAp << ": Union "
                          << pct(c.report.unionRate()) << ", Confederate " << pct(c.report.confederateRate()) << ", draws "
                          << pct(c.report.games ? double(c.report.draws) / c.report.games : 0) << "\n";
            std::cout << "Suggested command AP: Union " << ap->unionAp << ", Confederate " << ap->confederateAp
                      << " (Union wins " << pct(ap->unionRate) << ", 95% CI " << pct(ap->unionInterval.lo) << " - "
                      << pct(ap->unionInterval.hi) << "; Confederate " << pct(ap->confederateRate) << "). "
                      << (ap->even ? "Even within the 95% interval of the decided games."
                                   : "Not even within the 95% interval: the closest pair tried; more games or "
                                     "other changes (turns, VP) may be needed.")
                      << "\n";
        }
    }
    return r.errors > 0 ? kExitRuleErrors : kExitOk;
}

const Registrar reg("balance",
                    "balance SCENARIO.json [--games N] [--ai NAME|union=NAME,confederate=NAME] [--seed N] [--threads N] "
                    "[--suggest-ap] [--json]   win rates from AI self-play",
                    runBalanceCmd);

} // namespace
} // namespace muster::cli
