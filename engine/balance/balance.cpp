#include "engine/balance/balance.h"

#include "engine/balance/balance_runner.h"
#include "engine/players/match.h"
#include "engine/queries/rule_queries.h"
#include "engine/players/player.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace muster {

Interval wilsonInterval(int k, int n, double z) {
    if (n <= 0) return {0, 1};
    const double p = double(k) / n, z2 = z * z;
    const double denom = 1 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

const char* toString(RunStop s) {
    switch (s) {
    case RunStop::Fixed: return "fixed";
    case RunStop::Precise: return "precise";
    case RunStop::Settled: return "settled";
    case RunStop::Cap: return "cap";
    }
    return "fixed";
}

GameSeeds gameSeeds(std::uint64_t seed, int game, bool swapPairs) {
    // A pair of games shares its dice when the players are swapped between them.
    const int key = diceKey(game, swapPairs);
    SplitMix64 g(seed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(key + 1)));
    GameSeeds s{g.next(), g.next(), g.next()};
    if (swapPairs && game % 2 == 1) std::swap(s.unionPlayer, s.confederatePlayer);
    return s;
}

int shardGames(int games, bool swapPairs, int k, int n) {
    if (n <= 1) return games;
    if (!swapPairs) return games > k ? (games - k + n - 1) / n : 0;
    const int keys = (games + 1) / 2;
    if (keys <= k) return 0;
    const int owned = (keys - k + n - 1) / n;
    const int lastKey = k + (owned - 1) * n;
    return 2 * owned - ((games % 2 == 1 && lastKey == keys - 1) ? 1 : 0);
}

int shardGame(int m, bool swapPairs, int k, int n) {
    if (n <= 1) return m;
    const long long g = swapPairs ? 2LL * (k + static_cast<long long>(m / 2) * n) + m % 2 : k + static_cast<long long>(m) * n;
    return static_cast<int>(g);
}

GameOutcome playOne(const std::shared_ptr<const GameSetup>& setup, const std::string& unionAi,
                    const std::string& confederateAi, const GameSeeds& seeds) {
    auto u = makePlayer(unionAi, seeds.unionPlayer);
    auto c = makePlayer(confederateAi, seeds.confederatePlayer);
    if (!u || !c) throw std::invalid_argument("unknown player '" + (u ? confederateAi : unionAi) + "'");
    const MatchResult m = playGame(setup, seeds.dice, *u, *c);
    GameOutcome g;
    g.result = m.state.result;
    g.turns = m.state.turn;
    g.vp = {m.state.side(Side::Union).vp, m.state.side(Side::Confederate).vp};
    g.decidingCondition = m.state.decidingCondition;
    g.markerCapturedBy.assign(setup->scenario().vpMarkers.size(), -1);
    for (const ScoreEvent& e : m.state.scores)
        if (e.marker >= 0) g.markerCapturedBy[static_cast<std::size_t>(e.marker)] = static_cast<std::int8_t>(e.side);
    g.error = m.error;
    g.detail = describeGame(m.state);
    return g;
}

void BalanceReport::prepare(const Scenario& sc) {
    markerCaptures.assign(sc.vpMarkers.size(), {0, 0});
    vpTarget = {0, 0};
    for (Side side : kAllSides) vpTarget[static_cast<std::size_t>(side)] = muster::vpTarget(sc, side);
    explain.prepare(sc);
}

void BalanceReport::add(const GameOutcome& g, int gameIndex) {
    ++games;
    if (!g.error.empty()) {
        ++errors;
        errorSamples.emplace(gameIndex, g.error);
        if (errorSamples.size() > 5) errorSamples.erase(std::prev(errorSamples.end()));
    }
    switch (g.result) {
    case GameResult::UnionWins: ++unionWins; break;
    case GameResult::ConfederateWins: ++confederateWins; break;
    case GameResult::Draw: ++draws; break;
    case GameResult::None: break;
    }
    turnSum += g.turns;
    for (std::size_t s = 0; s < 2; ++s) {
        vpSum[s] += g.vp[s];
        vpHistogram[s][g.vp[s]] += 1;
        if (g.result == GameResult::Draw && vpTarget[s] > 0) drawShortfall[s][std::max(0, vpTarget[s] - g.vp[s])] += 1;
    }
    turnHistogram[g.turns] += 1;
    for (std::size_t m = 0; m < g.markerCapturedBy.size() && m < markerCaptures.size(); ++m)
        if (g.markerCapturedBy[m] >= 0) markerCaptures[m][static_cast<std::size_t>(g.markerCapturedBy[m])] += 1;
    if (g.result != GameResult::None) decidedBy[g.decidingCondition] += 1;
    explain.add(g.detail, g.result, g.turns, g.decidingCondition);
}

namespace {
void addHistogram(std::map<int, int>& to, const std::map<int, int>& from) {
    for (const auto& [k, n] : from) to[k] += n;
}
} // namespace

void BalanceReport::merge(const BalanceReport& o) {
    games += o.games;
    planned += o.planned;
    unionWins += o.unionWins;
    confederateWins += o.confederateWins;
    draws += o.draws;
    errors += o.errors;
    turnSum += o.turnSum;
    for (std::size_t s = 0; s < 2; ++s) {
        vpSum[s] += o.vpSum[s];
        addHistogram(vpHistogram[s], o.vpHistogram[s]);
        addHistogram(drawShortfall[s], o.drawShortfall[s]);
    }
    addHistogram(turnHistogram, o.turnHistogram);
    addHistogram(decidedBy, o.decidedBy);
    if (markerCaptures.size() < o.markerCaptures.size()) markerCaptures.resize(o.markerCaptures.size(), {0, 0});
    for (std::size_t m = 0; m < o.markerCaptures.size(); ++m)
        for (std::size_t s = 0; s < 2; ++s) markerCaptures[m][s] += o.markerCaptures[m][s];
    explain.merge(o.explain);
    for (const auto& [i, e] : o.errorSamples) errorSamples.emplace(i, e);
    while (errorSamples.size() > 5) errorSamples.erase(std::prev(errorSamples.end()));
}

void BalanceReport::finish() {
    errorMessages.clear();
    for (const auto& [i, e] : errorSamples) errorMessages.push_back(e);
    meanTurns = games ? double(turnSum) / games : 0;
    for (std::size_t s = 0; s < 2; ++s) meanVp[s] = games ? double(vpSum[s]) / games : 0;
}

BalanceReport runBalance(const std::shared_ptr<const GameSetup>& setup, const BalanceOptions& o,
                         const BalanceProgress& progress) {
    JobsProgress each;
    if (progress)
        each = [&](const RunProgress& p, std::size_t, const BalanceReport& partial) {
            BalanceReport shown = partial;
            shown.finish();
            return progress(static_cast<int>(p.done), shown);
        };
    return runBalanceJobs({BalanceJob{setup, o}}, o.threads, o.stop, each).front();
}

} // namespace muster
