// Benchmark (not a test): rules search latency and odds calculation time. Prints figures.
#include "rulesref/eagle_odds.h"
#include "rulesref/htl_odds.h"
#include "rulesref/rules_search.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace muster;
using Clock = std::chrono::steady_clock;

int main() {
    const auto t0 = Clock::now();
    RulesSearch& search = RulesSearch::instance();
    const double buildMs = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    std::printf("index build (parse %zu entries + FTS5): %.3f ms\n", RulesLibrary::instance().entries().size(), buildMs);

    const std::vector<std::string> queries = {"woods", "morale die", "leader casualty", "charge ratio", "retreat",
                                              "artillery hill range", "pursuit", "saving throw", "gunboat river",
                                              "close combat terrain modifier", "xyzzy nothing"};
    const int rounds = 200;
    double worst = 0, total = 0;
    std::size_t hits = 0;
    std::vector<double> times;
    for (int i = 0; i < rounds; ++i)
        for (const auto& q : queries) {
            const auto a = Clock::now();
            hits += search.search(q).size();
            const double ms = std::chrono::duration<double, std::milli>(Clock::now() - a).count();
            total += ms;
            times.push_back(ms);
            worst = std::max(worst, ms);
        }
    const int n = rounds * static_cast<int>(queries.size());
    std::sort(times.begin(), times.end());
    std::printf("search: %d queries, mean %.4f ms, median %.4f ms, p99 %.4f ms, worst %.4f ms (target < 5 ms), %zu hits\n",
                n, total / n, times[times.size() / 2], times[times.size() * 99 / 100], worst, hits);

    RuleParameters p;
    const auto b = Clock::now();
    double sink = 0;
    int calcs = 0;
    for (int i = 0; i < 2000; ++i)
        for (Terrain t : kAllTerrain) {
            sink += htlFireOdds({UnitType::Artillery, 1, t, 4, true, false, {}}, p).eliminated;
            sink += htlCloseOdds({UnitType::Infantry, t, Morale::Black, 4, true, Morale::Green, true, {}}, p).retreat;
            EagleChargeQuery q;
            q.attackers = 3;
            sink += eagleChargeOdds(q, p).attackerWins;
            calcs += 3;
        }
    const double us = std::chrono::duration<double, std::micro>(Clock::now() - b).count();
    std::printf("odds: %d calculations, mean %.2f us each (checksum %.6f)\n", calcs, us / calcs, sink);
    return 0;
}
