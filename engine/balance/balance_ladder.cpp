#include "engine/balance/balance_ladder.h"

#include "engine/players/player_presets.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace muster {

std::vector<std::string> defaultLadder() {
    // The presets table's rungs: each one measured distinct from the rung below.
    std::vector<std::string> ladder;
    for (const PlayerPreset& p : playerPresets())
        if (p.ladder) ladder.push_back(p.name);
    return ladder;
}

std::string playerBlurb(const std::string& name) {
    const PlayerPreset* p = findPreset(name);
    if (!p) return name + ": a registered player";
    const std::string measured = strengthText(p->strength);
    return name + ": " + p->description + (measured.empty() ? std::string() : " (measured: " + measured + ")");
}

DecidedShare decidedShare(const BalanceReport& r) {
    DecidedShare s;
    s.decided = r.unionWins + r.confederateWins;
    if (s.decided > 0) s.rate = double(r.unionWins) / s.decided;
    s.ci = wilsonInterval(r.unionWins, s.decided);
    return s;
}

std::optional<RunStop> sequentialStop(const BalanceReport& r, double halfWidth) {
    const DecidedShare d = decidedShare(r);
    if (d.decided == 0) return std::nullopt;
    if ((d.ci.hi - d.ci.lo) / 2 <= halfWidth + 1e-12) return RunStop::Precise;
    // Settled is looked at after every block, so one lucky block must not end a rung: at
    // least two blocks, and the 99% interval in one band (Little Round Top's greedy rung
    // settled after one block at 83% on the 95% interval, where 200 games give 70%).
    if (r.games < 2 * kStopBlockGames) return std::nullopt;
    const Interval wide = wilsonInterval(r.unionWins, d.decided, 2.5758293035489);
    // The bands of summarize's verdict: lopsided, fighting chance, even, fighting chance, lopsided.
    const auto band = [](double x) { return x < 1.0 / 3 ? 0 : x < 0.35 ? 1 : x <= 0.65 ? 2 : x <= 2.0 / 3 ? 3 : 4; };
    if (band(wide.lo) == band(wide.hi)) return RunStop::Settled;
    return std::nullopt;
}

Interval newcombeDifference(int k1, int n1, int k2, int n2) {
    const double p1 = n1 ? double(k1) / n1 : 0, p2 = n2 ? double(k2) / n2 : 0;
    const Interval a = wilsonInterval(k1, n1), b = wilsonInterval(k2, n2);
    const double d = p1 - p2;
    return {d - std::sqrt((p1 - a.lo) * (p1 - a.lo) + (b.hi - p2) * (b.hi - p2)),
            d + std::sqrt((a.hi - p1) * (a.hi - p1) + (p2 - b.lo) * (p2 - b.lo))};
}

const char* toString(LadderVerdict v) {
    switch (v) {
    case LadderVerdict::Even: return "even";
    case LadderVerdict::FightingChance: return "fighting-chance";
    case LadderVerdict::Lopsided: return "lopsided";
    case LadderVerdict::DependsOnPlayers: return "depends-on-players";
    }
    return "lopsided";
}

LadderSummary summarize(const LadderReport& r, const BalanceIntent* intent) {
    LadderSummary s;
    if (r.rungs.empty()) return s;
    for (const BalanceReport& rung : r.rungs) s.shares.push_back(decidedShare(rung));
    const BalanceReport &weak = r.rungs.front(), &strong = r.rungs.back();
    s.spread = strong.unionRate() - weak.unionRate();
    s.spreadCi = newcombeDifference(strong.unionWins, strong.games, weak.unionWins, weak.games);
    if (r.cross.size() == 2 && r.cross[0].games > 0 && r.cross[1].games > 0) {
        s.hasSkillGain = true;
        const BalanceReport &strongUnion = r.cross[0], &strongConfederate = r.cross[1];
        // Union: (strong U vs weak C) - (weak U vs weak C), and (strong U vs strong C) - (weak U vs strong C).
        s.skillGain[0] = ((strongUnion.unionRate() - weak.unionRate()) + (strong.unionRate() - strongConfederate.unionRate())) / 2;
        s.skillGain[1] = ((strongConfederate.confederateRate() - weak.confederateRate()) +
                          (strong.confederateRate() - strongUnion.confederateRate())) / 2;
    }
    const bool allEven = std::all_of(s.shares.begin(), s.shares.end(),
                                     [](const DecidedShare& d) { return d.rate >= 0.35 && d.rate <= 0.65; });
    // A third exactly counts: the rate is compared in whole decided games.
    const bool fightingChance = std::all_of(r.rungs.begin(), r.rungs.end(), [](const BalanceReport& g) {
        return 3 * g.unionWins >= g.unionWins + g.confederateWins && 3 * g.confederateWins >= g.unionWins + g.confederateWins;
    });
    if (r.rungs.size() >= 2 && (s.spreadCi.lo > 0 || s.spreadCi.hi < 0)) s.verdict = LadderVerdict::DependsOnPlayers;
    else if (allEven) s.verdict = LadderVerdict::Even;
    else if (fightingChance) s.verdict = LadderVerdict::FightingChance;
    else s.verdict = LadderVerdict::Lopsided;
    if (intent) {
        const bool confederate = intent->favours == Side::Confederate;
        s.intentMet = s.verdict != LadderVerdict::DependsOnPlayers &&
                      std::all_of(s.shares.begin(), s.shares.end(), [&](const DecidedShare& d) {
                          const double share = 100 * (confederate ? 1 - d.rate : d.rate);
                          return share >= intent->minShare - 1e-9 && share <= intent->maxShare + 1e-9;
                      });
    }
    s.mostlyDraws = strong.games > 0 && 2 * strong.draws > strong.games;
    return s;
}

std::vector<BalanceJob> ladderJobs(const std::shared_ptr<const GameSetup>& setup, const LadderOptions& o) {
    if (o.players.size() < 2) throw std::invalid_argument("a ladder needs at least two players");
    if (o.games.size() != o.players.size())
        throw std::invalid_argument("a ladder of " + std::to_string(o.players.size()) + " players needs " +
                                    std::to_string(o.players.size()) + " game counts");
    std::vector<BalanceJob> jobs;
    auto job = [&](const std::string& u, const std::string& c, int games) {
        BalanceOptions b;
        b.games = games;
        b.unionAi = u;
        b.confederateAi = c;
        b.seed = o.seed;
        b.threads = o.threads;
        b.shardIndex = o.shardIndex;
        b.shardCount = o.shardCount;
        jobs.push_back({setup, b});
    };
    for (std::size_t i = 0; i < o.players.size(); ++i) {
        job(o.players[i], o.players[i], o.games[i]);
        jobs.back().options.stopHalfWidth = o.stopHalfWidth;  // the cross pairings play their count
    }
    if (o.crossGames > 0) {
        job(o.players.back(), o.players.front(), o.crossGames);
        job(o.players.front(), o.players.back(), o.crossGames);
    }
    return jobs;
}

LadderReport ladderFromReports(const LadderOptions& o, std::vector<BalanceReport> reports) {
    LadderReport r;
    r.options = o;
    const std::size_t n = o.players.size();
    for (std::size_t i = 0; i < reports.size(); ++i) (i < n ? r.rungs : r.cross).push_back(std::move(reports[i]));
    return r;
}

} // namespace muster
