#include "generated_boards.h"

#include "engine/balance/balance.h"
#include "engine/queries/rule_queries.h"
#include "engine/rules/game_setup.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace muster {
namespace {

// Command AP for a step d toward the Union: d = 0 is 4 and 4, each step moves one AP,
// alternately up for the Union and down for the Confederates.
std::pair<int, int> apForStep(int d) {
    const int up = (std::abs(d) + 1) / 2, down = std::abs(d) / 2;
    return d >= 0 ? std::pair{4 + up, 4 - down} : std::pair{4 - down, 4 + up};
}

} // namespace

double greedyUnionShare(const Scenario& s, int games) {
    BalanceOptions o;  // greedy on both sides, one thread
    o.games = games;
    const BalanceReport r = runBalance(std::make_shared<const GameSetup>(s), o);
    return (r.unionWins + 0.5 * r.draws) / std::max(1, r.games);
}

double evenCommandAp(Scenario& s, int games) {
    auto shareAt = [&](int d) {
        const auto [u, c] = apForStep(d);
        s.side(Side::Union).commandAP = u;
        s.side(Side::Confederate).commandAP = c;
        return greedyUnionShare(s, games);
    };
    // The share rises with the Union's AP: walk from even AP toward half, and keep the
    // step nearest to it (the first on a tie).
    int best = 0;
    double bestShare = shareAt(0);
    if (bestShare == 0.5) return bestShare;  // even already: no step can come nearer
    const int dir = bestShare < 0.5 ? 1 : -1;
    for (int d = dir; std::abs(d) <= 4; d += dir) {
        const double share = shareAt(d);
        if (std::abs(share - 0.5) < std::abs(bestShare - 0.5)) best = d, bestShare = share;
        if ((share - 0.5) * dir >= 0) break;  // crossed half
    }
    const auto [u, c] = apForStep(best);
    s.side(Side::Union).commandAP = u;
    s.side(Side::Confederate).commandAP = c;
    return bestShare;
}

std::vector<std::shared_ptr<const GameSetup>> generatedBoards(int count, std::uint64_t firstSeed,
                                                              const RandomScenarioSpec& spec, bool evened) {
    std::vector<std::shared_ptr<const GameSetup>> out;
    for (std::uint64_t k = firstSeed; static_cast<int>(out.size()) < count; ++k) {
        Scenario sc = randomScenario(k, spec);
        if (!playBlockers(sc).empty()) continue;
        if (evened && std::abs(evenCommandAp(sc) - 0.5) > 0.15) continue;
        out.push_back(std::make_shared<const GameSetup>(std::move(sc)));
    }
    return out;
}

} // namespace muster
