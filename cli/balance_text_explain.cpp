// The text of `muster-cli balance` on why a side wins and where (balance_output.h): VP by
// source, the VP band by turn, the turn and the conditions each side wins by, the hexes
// that most tell who wins and where units fell, in plain words.
#include "balance_output.h"

#include "terminal_safe.h"

#include "engine/balance/balance_explain.h"
#include "engine/balance/balance_suggest.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace muster::cli {
namespace {

const char* kSideNames[2] = {"Union", "Confederates"};

std::string fixed(double v, int digits = 1) {
    char b[48];
    std::snprintf(b, sizeof b, "%.*f", digits, v);
    return b;
}

std::string points(double d) {
    char b[32];
    std::snprintf(b, sizeof b, "%+.0f", 100 * d);
    return b;
}

void printSources(const Scenario& sc, const BalanceReport& r, const BalanceWhy& w) {
    std::cout << "  Where the VP come from (mean per game):\n";
    for (std::size_t s = 0; s < 2; ++s) {
        std::string line;
        for (const VpSource& v : w.sources[s]) {
            if (v.marker >= 0 && v.mean[s] == 0) continue;
            line += (line.empty() ? "" : ", ") + fixed(v.mean[s], 2) + " from " + oneLine(v.name);
        }
        std::cout << "    " << kSideNames[s] << ": " << fixed(r.meanVp[s], 2) << " VP"
                  << (line.empty() ? "" : " = " + line) << "\n";
    }
    (void)sc;
}

void printCurve(const BalanceWhy& w) {
    std::cout << "  VP by the end of each turn (mean, and 10th-90th percentile of the games):\n";
    for (const VpTurnBand& b : w.vpByTurn)
        std::cout << "    turn " << b.turn << ": Union " << fixed(b.mean[0]) << " (" << b.p10[0] << "-" << b.p90[0]
                  << "), Confederates " << fixed(b.mean[1]) << " (" << b.p10[1] << "-" << b.p90[1] << ")\n";
}

void printWins(const BalanceReport& r, const BalanceWhy& w) {
    for (std::size_t s = 0; s < 2; ++s) {
        const int wins = s == 0 ? r.unionWins : r.confederateWins;
        if (wins == 0) {
            std::cout << "  The " << kSideNames[s] << " won no game.\n";
            continue;
        }
        std::cout << "  The " << kSideNames[s] << " won " << wins << " game" << (wins == 1 ? "" : "s") << ", on turn "
                  << fixed(w.meanWinTurn[s]) << " on average:";
        std::string list;
        for (const WinningCondition& c : w.conditions)
            if (static_cast<std::size_t>(c.side) == s) list += (list.empty() ? " " : "; ") + oneLine(c.words) + " (" + std::to_string(c.games) + ")";
        std::cout << list << "\n";
    }
}

void printWhere(const Scenario& sc, const BalanceReport& r) {
    const std::vector<HexEffect> all = hexEffects(sc, r.explain, r.games, {r.unionWins, r.confederateWins});
    const std::vector<HexEffect> top = decisiveHexes(all, 3);
    if (top.empty()) {
        std::cout << "  No hex held at the end tells who wins (no 95% interval excludes 0 for a side holding it in 10-90% of games).\n";
    } else {
        std::cout << "  Where it is decided (hexes held at the end in 10-90% of games; win rate holding it minus not, 95% CI):\n";
        for (const HexEffect& e : top) {
            // The side whose win rate it moves more surely.
            auto clear = [&](std::size_t s) {
                return e.heldRate[s] >= 0.1 && e.heldRate[s] <= 0.9 ? std::max(e.effectCi[s].lo, -e.effectCi[s].hi) : 0.0;
            };
            const std::size_t s = clear(0) >= clear(1) ? 0 : 1;
            std::cout << "    " << oneLine(e.label) << ": the " << kSideNames[s] << (s == 0 ? " holds" : " hold") << " it in "
                      << fixed(100 * e.heldRate[s], 0) << "% of games and then win " << fixed(100 * std::abs(e.effect[s]), 0)
                      << " points " << (e.effect[s] >= 0 ? "more" : "less") << " often than without it (" << points(e.effectCi[s].lo)
                      << " to " << points(e.effectCi[s].hi) << ")\n";
        }
    }
    std::vector<HexEffect> fell;
    for (const HexEffect& e : all)
        if (e.lost[0] + e.lost[1] > 0) fell.push_back(e);
    std::stable_sort(fell.begin(), fell.end(),
                     [](const HexEffect& a, const HexEffect& b) { return a.lost[0] + a.lost[1] > b.lost[0] + b.lost[1]; });
    if (fell.empty()) return;
    std::cout << "  Where units fell (eliminated, Union / Confederate):";
    for (std::size_t i = 0; i < fell.size() && i < 5; ++i)
        std::cout << (i ? ", " : " ") << oneLine(fell[i].label) << " " << fell[i].lost[0] << " / " << fell[i].lost[1];
    std::cout << "\n";
}

} // namespace

void printWhyAndWhere(const Scenario& sc, const BalanceReport& r) {
    if (r.games == 0) return;
    const BalanceWhy w = explainWhy(sc, r.explain, r.games);
    printWins(r, w);
    printSources(sc, r, w);
    printCurve(w);
    printWhere(sc, r);
}

void printSuggestions(const Scenario& sc, const Suggestions& s, const std::string& player, int games) {
    std::cout << "Changes that bring it closest to even (" << player << " on both sides, up to " << games
              << " games each on the same dice seeds; " << s.tried << " changes tried, " << s.stoppedEarly
              << " stopped early as clearly further from even):\n";
    const DecidedShare now = decidedShare(s.base);
    std::cout << "  as it is: the Union wins " << fixed(100 * now.rate) << "% of " << now.decided << " decided games (95% CI "
              << fixed(100 * now.ci.lo) << "-" << fixed(100 * now.ci.hi) << "%)\n";
    if (s.best.empty())
        std::cout << (s.tried == 0 ? "  none: the scenario offers no change to try\n"
                                   : "  none: every change tried draws most of its games or is clearly further from even\n");
    for (std::size_t i = 0; i < s.best.size(); ++i) {
        const SuggestedChange& c = s.best[i];
        std::cout << "  " << i + 1 << ". " << oneLine(changeWords(sc, c.change)) << ": the Union wins "
                  << fixed(100 * c.share.rate) << "% of " << c.share.decided << " decided games (95% CI "
                  << fixed(100 * c.share.ci.lo) << "-" << fixed(100 * c.share.ci.hi) << "%)"
                  << (c.even ? ", even within the interval" : "") << "\n";
    }
}

} // namespace muster::cli
