#include "balance_output.h"

#include "cli_util.h"
#include "terminal_safe.h"

#include "engine/balance/balance_explain_json.h"
#include "engine/balance/balance_json.h"
#include "model/io/scenario_json.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace muster::cli {
namespace {

using Json = nlohmann::ordered_json;

std::string pct(double r) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", 100 * r);
    return b;
}

std::string points(double d) {
    char b[32];
    std::snprintf(b, sizeof b, "%+.1f", 100 * d);
    return b;
}

std::string verdictWords(LadderVerdict v) {
    switch (v) {
    case LadderVerdict::Even: return "even: every player's share of the decided games lies in 35-65%";
    case LadderVerdict::FightingChance:
        return "a fighting chance: not even, but each side wins at least a third of the decided games with every player";
    case LadderVerdict::DependsOnPlayers:
        return "depends on the players: the strongest and the weakest player give different Union win rates "
               "(the spread's 95% interval excludes 0)";
    case LadderVerdict::Lopsided: return "lopsided: some player's share of the decided games lies outside 35-65%";
    }
    return {};
}

std::string intentWords(const BalanceIntent& b, bool met) {
    const std::string band = std::to_string(b.minShare) + "-" + std::to_string(b.maxShare) + "%";
    const std::string aim = b.favours ? std::string(*b.favours == Side::Union ? "the Union" : "the Confederates") +
                                            " to win " + band + " of the decided games"
                                      : "the Union to win " + band + " of the decided games";
    return std::string(met ? "As the designer intends" : "Not as the designer intends") + " (the battle's balanceIntent: " +
           aim + (met ? "): every player keeps it in that band." : "): some player takes it out of that band, or the players disagree.");
}

void printSingle(const Scenario& sc, const std::string& file, const BalanceReport& r, int threads) {
    const BalanceOptions& o = r.options;
    std::cout << oneLine(sc.title) << " (" << file << "): " << r.games << " games, " << balancePlayersText(o)
              << (r.swapped ? " on both sides, each dice seed played twice with the players swapped" : "") << ", seed "
              << o.seed << ", " << threads << " thread" << (threads == 1 ? "" : "s") << "\n";
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
                  << (sc.vpMarkers[m].label.empty() ? "" : " " + oneLine(sc.vpMarkers[m].label)) << ": " << r.markerCaptures[m][0]
                  << " / " << r.markerCaptures[m][1] << "\n";
    std::cout << "  Decided by:\n";
    for (const auto& [c, n] : r.decidedBy) std::cout << "    " << victoryConditionText(sc, c) << ": " << n << "\n";
    printWhyAndWhere(sc, r);
    if (r.errors) {
        std::cout << "  Games stopped by an error: " << r.errors << "\n";
        for (const auto& e : r.errorMessages) std::cout << "    " << e << "\n";
    }
}

void printLadder(const BalanceRun& run) {
    const BalanceOutcome& o = run.outcome;
    const LadderReport l = o.ladderReport();
    const LadderSummary s = summarize(l, o.scenario.balanceIntent ? &*o.scenario.balanceIntent : nullptr);
    std::cout << o.scenario.title << " (" << run.file << "): a ladder of " << l.rungs.size()
              << " players (strongest last) on the same dice seeds, seed " << o.plan.seed << "\n";
    char b[256];
    int nameWidth = 8;  // the player column fits the longest name ("search-strong")
    for (const BalanceReport& r : l.rungs) nameWidth = std::max(nameWidth, static_cast<int>(r.options.unionAi.size()));
    std::snprintf(b, sizeof b, "  %-*s %6s  %-26s %-26s %6s  %s\n", nameWidth, "player", "games", "Union wins (95% CI)",
                  "Confederate wins (95% CI)", "draws", "Union share of decided (95% CI)");
    std::cout << b;
    for (std::size_t i = 0; i < l.rungs.size(); ++i) {
        const BalanceReport& r = l.rungs[i];
        const Interval u = r.unionInterval(), c = r.confederateInterval();
        const std::string us = pct(r.unionRate()) + " (" + pct(u.lo) + "-" + pct(u.hi) + ")";
        const std::string cs = pct(r.confederateRate()) + " (" + pct(c.lo) + "-" + pct(c.hi) + ")";
        const DecidedShare& d = s.shares[i];
        const std::string ds = d.decided ? pct(d.rate) + " (" + pct(d.ci.lo) + "-" + pct(d.ci.hi) + ") of " +
                                               std::to_string(d.decided)
                                         : std::string("none decided");
        std::snprintf(b, sizeof b, "  %-*s %6d  %-26s %-26s %6d  %s\n", nameWidth, r.options.unionAi.c_str(), r.games, us.c_str(),
                      cs.c_str(), r.draws, ds.c_str());
        std::cout << b;
    }
    std::cout << "  Spread (" << l.rungs.back().options.unionAi << " minus " << l.rungs.front().options.unionAi
              << ", Union win rate): " << points(s.spread) << " points (95% CI " << points(s.spreadCi.lo) << " to "
              << points(s.spreadCi.hi) << ")\n";
    if (s.hasSkillGain)
        std::cout << "  Skill gain (win rate with " << l.rungs.back().options.unionAi << " instead of "
                  << l.rungs.front().options.unionAi << ", from " << l.cross[0].games << "+" << l.cross[1].games
                  << " cross games): Union " << points(s.skillGain[0]) << " points, Confederate "
                  << points(s.skillGain[1]) << " points\n";
    const BalanceReport& strong = l.rungs.back();
    for (int side = 0; side < 2; ++side) {
        if (strong.vpTarget[static_cast<std::size_t>(side)] == 0) continue;
        std::cout << "  Drawn games at " << strong.options.unionAi << ", VP the " << (side ? "Confederates" : "Union")
                  << " were short of " << strong.vpTarget[static_cast<std::size_t>(side)] << ":";
        for (const auto& [k, n] : strong.drawShortfall[static_cast<std::size_t>(side)]) std::cout << " " << k << "x" << n;
        std::cout << (strong.drawShortfall[static_cast<std::size_t>(side)].empty() ? " none" : "") << "\n";
    }
    std::cout << "  Verdict: " << verdictWords(s.verdict) << "\n";
    if (s.intentMet) std::cout << "  " << intentWords(*o.scenario.balanceIntent, *s.intentMet) << "\n";
    if (s.mostlyDraws) std::cout << "  Warning: " << mostlyDrawsWarning(strong) << "\n";
    std::cout << "  Players:\n";
    for (const std::string& p : o.plan.ladder) std::cout << "    " << playerBlurb(p) << "\n";
    std::cout << "The strongest player, " << strong.options.unionAi << ", in full:\n";
    printSingle(o.scenario, run.file, strong, run.threads);
    for (std::size_t i = 0; i + 1 < o.reports.size(); ++i)
        if (o.reports[i].errors) {
            std::cout << "  Games stopped by an error with " << balancePlayersText(o.reports[i].options) << ": " << o.reports[i].errors
                      << "\n";
            for (const auto& e : o.reports[i].errorMessages) std::cout << "    " << e << "\n";
        }
}

// Where each sequentially stopped rung ended, and why.
void printStopping(const BalanceOutcome& o) {
    const auto points = [](double d) {
        char b[32];
        std::snprintf(b, sizeof b, "%.1f", 100 * d);
        return std::string(b);
    };
    std::cout << "Stopped (each rung in blocks of " << kStopBlockGames << " games, aiming at +-" << points(o.plan.precision)
              << " points):\n";
    for (std::size_t i = 0; i < o.reports.size() && i < (o.plan.isLadder() ? o.plan.ladder.size() : 1); ++i) {
        const BalanceReport& r = o.reports[i];
        const DecidedShare d = decidedShare(r);
        std::cout << "  " << balancePlayersText(r.options) << " after " << r.games << " games, +-"
                  << points((d.ci.hi - d.ci.lo) / 2) << " points: ";
        if (r.cutShort()) std::cout << "cut short\n";
        else if (r.stopped == RunStop::Precise) std::cout << "precise enough\n";
        else if (r.stopped == RunStop::Settled) std::cout << "the interval lies in one verdict band\n";
        else std::cout << "its most games\n";
    }
}

} // namespace

void printBalanceText(const BalanceRun& run) {
    const BalanceOutcome& o = run.outcome;
    if (o.played < o.planned)
        std::cout << "Cut short after " << o.played << " of " << o.planned << " games (Ctrl+C): the figures are over the "
                  << o.played << " games finished.\n";
    if (o.plan.isLadder()) printLadder(run);
    else printSingle(o.scenario, run.file, o.reports.front(), run.threads);
    if (o.plan.sequential()) printStopping(o);
    printPeople(o);
    if (o.suggestions) {
        const BalanceReport& strong = o.strongest();
        printSuggestions(o.scenario, *o.suggestions, strong.options.unionAi, strong.options.games);
    }
    if (!o.ap) return;
    const ApSuggestion& ap = *o.ap;
    std::cout << "Command AP pairs tried (11.5), on the same seeds"
              << (o.plan.isLadder() ? ", with " + o.strongest().options.unionAi : std::string())
              << ":\n";
    for (const ApCandidate& c : ap.tried)
        std::cout << "  Union " << c.unionAp << ", Confederate " << c.confederateAp << ": Union "
                  << pct(c.report.unionRate()) << ", Confederate " << pct(c.report.confederateRate()) << ", draws "
                  << pct(c.report.games ? double(c.report.draws) / c.report.games : 0) << "\n";
    std::cout << "Suggested command AP: Union " << ap.unionAp << ", Confederate " << ap.confederateAp << " (Union wins "
              << pct(ap.unionRate) << ", 95% CI " << pct(ap.unionInterval.lo) << " - " << pct(ap.unionInterval.hi)
              << "; Confederate " << pct(ap.confederateRate) << "). "
              << (ap.even ? "Even within the 95% interval of the decided games."
                          : "Not even within the 95% interval: the closest pair tried; more games or "
                            "other changes (turns, VP) may be needed.")
              << "\n";
    if (o.novice)
        std::cout << "With that pair a novice (" << o.novice->options.unionAi << ") sees: Union "
                  << pct(o.novice->unionRate()) << ", Confederate " << pct(o.novice->confederateRate()) << ", draws "
                  << pct(o.novice->games ? double(o.novice->draws) / o.novice->games : 0) << " (" << o.novice->games
                  << " games)\n";
}

} // namespace muster::cli
