#include "balance.h"

#include "match.h"
#include "player.h"

#include <algorithm>
#include <limits>
#include <cmath>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace muster {

Interval wilsonInterval(int k, int n, double z) {
    if (n <= 0) return {0, 1};
    const double p = double(k) / n, z2 = z * z;
    const double denom = 1 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denom;
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denom;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

GameSeeds gameSeeds(std::uint64_t seed, int game, bool swapPairs) {
    // A pair of games shares its dice when the players are swapped between them.
    const int key = swapPairs ? game / 2 : game;
    SplitMix64 g(seed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(key + 1)));
    GameSeeds s{g.next(), g.next(), g.next()};
    if (swapPairs && game % 2 == 1) std::swap(s.unionPlayer, s.confederatePlayer);
    return s;
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
    return g;
}

void BalanceReport::add(const GameOutcome& g, int vpMarkers) {
    if (markerCaptures.empty()) markerCaptures.assign(static_cast<std::size_t>(vpMarkers), {0, 0});
    ++games;
    if (!g.error.empty()) {
        ++errors;
        if (errorMessages.size() < 5) errorMessages.push_back(g.error);
    }
    switch (g.result) {
    case GameResult::UnionWins: ++unionWins; break;
    case GameResult::ConfederateWins: ++confederateWins; break;
    case GameResult::Draw: ++draws; break;
    case GameResult::None: break;
    }
    meanTurns += g.turns;
    for (int s = 0; s < 2; ++s) {
        meanVp[static_cast<std::size_t>(s)] += g.vp[static_cast<std::size_t>(s)];
        vpHistogram[static_cast<std::size_t>(s)][g.vp[static_cast<std::size_t>(s)]] += 1;
    }
    turnHistogram[g.turns] += 1;
    for (std::size_t m = 0; m < g.markerCapturedBy.size() && m < markerCaptures.size(); ++m)
        if (g.markerCapturedBy[m] >= 0) markerCaptures[m][static_cast<std::size_t>(g.markerCapturedBy[m])] += 1;
    if (g.result != GameResult::None) decidedBy[g.decidingCondition] += 1;
}

void BalanceReport::finish() {
    if (games == 0) return;
    meanTurns /= games;
    for (double& v : meanVp) v /= games;
}

BalanceReport runBalance(const std::shared_ptr<const GameSetup>& setup, const BalanceOptions& o,
                         const BalanceProgress& progress) {
    if (o.games < 1) throw std::invalid_argument("the number of games must be at least 1");
    for (const std::string* n : {&o.unionAi, &o.confederateAi})
        if (!makePlayer(*n, 0)) throw std::invalid_argument("unknown player '" + *n + "'");
    const bool swap = o.unionAi == o.confederateAi;
    const int markers = static_cast<int>(setup->scenario().vpMarkers.size());
    std::vector<GameOutcome> results(static_cast<std::size_t>(o.games));
    std::vector<char> done(static_cast<std::size_t>(o.games), 0);
    std::atomic<int> next{0};
    std::atomic<bool> cancelled{false};
    std::mutex lock;
    int finished = 0;
    BalanceReport partial;  // the games finished in order so far (a prefix)
    partial.options = o;
    partial.swapped = swap;
    int prefix = 0;
    auto worker = [&] {
        for (;;) {
            if (cancelled.load()) return;
            const int i = next.fetch_add(1);
            if (i >= o.games) return;
            GameOutcome g = playOne(setup, o.unionAi, o.confederateAi, gameSeeds(o.seed, i, swap));
            std::lock_guard guard(lock);
            results[static_cast<std::size_t>(i)] = std::move(g);
            done[static_cast<std::size_t>(i)] = 1;
            ++finished;
            while (prefix < o.games && done[static_cast<std::size_t>(prefix)]) partial.add(results[static_cast<std::size_t>(prefix++)], markers);
            if (progress) {
                BalanceReport shown = partial;
                shown.finish();
                if (!progress(finished, shown)) cancelled = true;
            }
        }
    };
    const int threads = std::clamp(o.threads, 1, 64);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& t : pool) t.join();
    // Merge in game order: the same figures whatever the thread count (a cancelled run
    // reports the finished prefix).
    BalanceReport r;
    r.options = o;
    r.swapped = swap;
    for (int i = 0; i < o.games && done[static_cast<std::size_t>(i)]; ++i) r.add(results[static_cast<std::size_t>(i)], markers);
    if (r.markerCaptures.empty()) r.markerCaptures.assign(static_cast<std::size_t>(markers), {0, 0});
    r.finish();
    return r;
}

namespace {

BalanceReport runWithAp(const Scenario& scenario, const BalanceOptions& o, int unionAp, int confederateAp,
                        const BalanceProgress& progress) {
    Scenario sc = scenario;
    sc.side(Side::Union).commandAP = unionAp;
    sc.side(Side::Confederate).commandAP = confederateAp;
    return runBalance(std::make_shared<const GameSetup>(std::move(sc)), o, progress);
}

} // namespace

ApSuggestion suggestAp(const Scenario& scenario, const BalanceOptions& o, const BalanceReport* base,
                       const BalanceProgress& progress) {
    const int u0 = scenario.side(Side::Union).commandAP, c0 = scenario.side(Side::Confederate).commandAP;
    ApSuggestion s;
    s.tried.push_back({u0, c0, base ? *base : runWithAp(scenario, o, u0, c0, progress)});
    const double start = s.tried.front().report.imbalance();
    if (start != 0) {
        // The favoured side gives up AP, or the other side gains some; each direction stops
        // once the balance tips the other way (later steps only go further from even).
        const bool unionFavoured = start > 0;
        for (int dir = 0; dir < 2; ++dir)
            for (int k = 1; k <= 3; ++k) {
                long long wu = u0, wc = c0;  // wide: a file may hold INT_MAX
                if (dir == 0) (unionFavoured ? wu : wc) -= k;  // the favoured side loses
                else (unionFavoured ? wc : wu) += k;           // the other side gains
                if (wu < 0 || wc < 0 || std::max(wu, wc) > std::numeric_limits<int>::max()) break;
                const int u = static_cast<int>(wu), c = static_cast<int>(wc);
                s.tried.push_back({u, c, runWithAp(scenario, o, u, c, progress)});
                if ((s.tried.back().report.imbalance() > 0) != unionFavoured || s.tried.back().report.imbalance() == 0) break;
            }
    }
    const ApCandidate* best = &s.tried.front();
    for (const ApCandidate& c : s.tried)
        if (std::abs(c.report.imbalance()) < std::abs(best->report.imbalance())) best = &c;
    s.unionAp = best->unionAp;
    s.confederateAp = best->confederateAp;
    s.unionRate = best->report.unionRate();
    s.confederateRate = best->report.confederateRate();
    s.unionInterval = best->report.unionInterval();
    const int decided = best->report.unionWins + best->report.confederateWins;
    const Interval among = wilsonInterval(best->report.unionWins, decided);
    s.even = decided == 0 || (among.lo <= 0.5 && among.hi >= 0.5);
    return s;
}

} // namespace muster
