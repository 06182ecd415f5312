#include "engine/balance/balance_suggest.h"

#include "engine/balance/balance_runner.h"
#include "engine/rules/game_setup.h"
#include "model/rules/limits.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace muster {
namespace {

std::string sideOfChange(Side s) { return s == Side::Union ? "Union" : "Confederate"; }

// How far the Union's share of decided games is from even: the point, and the nearest and
// farthest ends of its interval.
double evenGap(const DecidedShare& d) { return std::abs(d.rate - 0.5); }
double nearestGap(const DecidedShare& d) { return d.ci.lo <= 0.5 && d.ci.hi >= 0.5 ? 0 : std::min(std::abs(d.ci.lo - 0.5), std::abs(d.ci.hi - 0.5)); }
double farthestGap(const DecidedShare& d) { return std::max(std::abs(d.ci.lo - 0.5), std::abs(d.ci.hi - 0.5)); }

// A variant that draws most of its games (when the battle itself does not) is no answer.
bool mostlyDraws(const BalanceReport& r) { return 2 * r.draws > r.games; }

int lastTurnUsed(const Scenario& sc) {
    int t = 1;
    for (const VictoryCondition& c : sc.victory.conditions)
        if (c.turn) t = std::max(t, *c.turn);
    for (const Unit& u : sc.units)
        if (u.arrives) t = std::max(t, u.arrives->turn);
    return t;
}

} // namespace

const char* toString(BalanceChange::Kind k) {
    switch (k) {
    case BalanceChange::Kind::CommandAp: return "commandAP";
    case BalanceChange::Kind::VictoryVp: return "victoryVP";
    case BalanceChange::Kind::Turns: return "turns";
    case BalanceChange::Kind::EliminationVp: return "eliminationVP";
    case BalanceChange::Kind::MarkerValue: return "markerValue";
    }
    return "commandAP";
}

std::string changeWords(const Scenario& sc, const BalanceChange& c) {
    const std::string step = std::to_string(c.from) + " -> " + std::to_string(c.to);
    switch (c.kind) {
    case BalanceChange::Kind::CommandAp: return sideOfChange(c.side) + " command AP " + step;
    case BalanceChange::Kind::VictoryVp: {
        const VictoryCondition& v = sc.victory.conditions[static_cast<std::size_t>(c.index)];
        return (v.side ? sideOfChange(*v.side) + " " : std::string()) + "VP to reach" +
               (v.turn ? " by turn " + std::to_string(*v.turn) : std::string()) + " " + step;
    }
    case BalanceChange::Kind::Turns: return "turns " + step;
    case BalanceChange::Kind::EliminationVp: return "VP per elimination " + step;
    case BalanceChange::Kind::MarkerValue: {
        const VpMarker& m = sc.vpMarkers[static_cast<std::size_t>(c.index)];
        return "VP marker " + hexLabel(m.hex, sc.board) + (m.label.empty() ? "" : " " + m.label) + " worth " + step;
    }
    }
    return step;
}

Scenario applyChange(const Scenario& sc, const BalanceChange& c) {
    Scenario out = sc;
    switch (c.kind) {
    case BalanceChange::Kind::CommandAp: out.side(c.side).commandAP = c.to; break;
    case BalanceChange::Kind::VictoryVp: out.victory.conditions[static_cast<std::size_t>(c.index)].vp = c.to; break;
    case BalanceChange::Kind::Turns: out.turns = c.to; break;
    case BalanceChange::Kind::EliminationVp: out.victory.eliminationVP = c.to; break;
    case BalanceChange::Kind::MarkerValue: out.vpMarkers[static_cast<std::size_t>(c.index)].value = c.to; break;
    }
    return out;
}

std::vector<BalanceChange> candidateChanges(const Scenario& sc, bool apOnly) {
    using K = BalanceChange::Kind;
    std::vector<BalanceChange> out;
    auto add = [&](K kind, Side side, int index, int from, long long to, long long low, long long high) {
        if (to < low || to > high || to == from) return;
        out.push_back({kind, side, index, from, static_cast<int>(to)});
    };
    for (int k = 1; k <= 3; ++k)
        for (int dir : {-1, 1})
            for (Side s : kAllSides) add(K::CommandAp, s, -1, sc.side(s).commandAP, sc.side(s).commandAP + 1LL * dir * k, 0, kMaxCommandAP);
    if (apOnly) return out;
    for (int k = 1; k <= 2; ++k)
        for (int dir : {-1, 1})
            for (std::size_t i = 0; i < sc.victory.conditions.size(); ++i) {
                const VictoryCondition& v = sc.victory.conditions[i];
                if (v.vp && (v.kind == VictoryKind::ReachVP || v.kind == VictoryKind::ReachVPByTurn))
                    add(K::VictoryVp, Side::Union, static_cast<int>(i), *v.vp, *v.vp + 1LL * dir * k, 1, kMaxVpTarget);
            }
    for (int dir : {-1, 1}) {
        add(K::Turns, Side::Union, -1, sc.turns, sc.turns + dir, lastTurnUsed(sc), kMaxTurns);
        add(K::EliminationVp, Side::Union, -1, sc.victory.eliminationVP, sc.victory.eliminationVP + dir, 0, kMaxVpValue);
        for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m)
            add(K::MarkerValue, Side::Union, static_cast<int>(m), sc.vpMarkers[m].value, sc.vpMarkers[m].value + dir, 1, kMaxVpValue);
    }
    return out;
}

Suggestions suggestChanges(const Scenario& sc, const SuggestOptions& o) {
    struct Variant {
        BalanceChange change;
        std::shared_ptr<const GameSetup> setup;
        BalanceReport report;
        bool alive = true;
        bool started = false;
    };
    std::vector<Variant> vs;
    for (const BalanceChange& c : candidateChanges(sc, o.apOnly))
        vs.push_back({c, std::make_shared<const GameSetup>(applyChange(sc, c)), {}, true, false});
    Suggestions out;
    out.tried = static_cast<int>(vs.size());
    BalanceOptions whole;
    whole.games = o.games;
    whole.unionAi = whole.confederateAi = o.player;
    whole.seed = o.seed;
    whole.threads = o.threads;
    whole.stop = o.stop;
    out.base = o.base ? *o.base : runBalance(std::make_shared<const GameSetup>(sc), whole);
    const bool baseDraws = mostlyDraws(out.base);
    const int block = std::max(2, o.blockGames / 2 * 2);  // whole pairs sharing their dice
    for (int from = 0; from < o.games; from += block) {
        const int to = std::min(o.games, from + block);
        std::vector<BalanceJob> jobs;
        std::vector<std::size_t> which;
        for (std::size_t i = 0; i < vs.size(); ++i) {
            if (!vs[i].alive) continue;
            BalanceOptions bo;
            bo.games = to;
            bo.firstGame = from;
            bo.unionAi = bo.confederateAi = o.player;
            bo.seed = o.seed;
            jobs.push_back({vs[i].setup, bo});
            which.push_back(i);
        }
        if (jobs.empty()) break;
        std::vector<BalanceReport> got = runBalanceJobs(jobs, o.threads, o.stop, o.progress);
        for (std::size_t j = 0; j < got.size(); ++j) {
            Variant& v = vs[which[j]];
            out.played += got[j].games;
            if (!v.started) v.report = std::move(got[j]), v.started = true;
            else v.report.merge(got[j]);
            v.report.options.games = o.games;
            v.report.options.firstGame = 0;
            v.report.finish();
        }
        if (o.stop && o.stop->load()) {
            out.cancelled = true;
            return out;
        }
        if (to == o.games) break;
        // The best so far, by its point; a variant whose interval of the distance from even
        // lies wholly beyond the best one's is clearly worse. The `best` closest always go on.
        std::vector<std::size_t> order;
        for (std::size_t i = 0; i < vs.size(); ++i)
            if (vs[i].alive) order.push_back(i);
        std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
            return evenGap(decidedShare(vs[x].report)) < evenGap(decidedShare(vs[y].report));
        });
        if (!baseDraws)
            std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return !mostlyDraws(vs[i].report); });
        const double bar = farthestGap(decidedShare(vs[order.front()].report));
        for (std::size_t k = o.best; k < order.size(); ++k)
            if (nearestGap(decidedShare(vs[order[k]].report)) > bar || (!baseDraws && mostlyDraws(vs[order[k]].report))) {
                vs[order[k]].alive = false;
                ++out.stoppedEarly;
            }
    }
    std::vector<BalanceChange> changes;
    std::vector<BalanceReport> reports;
    for (const Variant& v : vs)
        if (v.alive) changes.push_back(v.change), reports.push_back(v.report);
    out.best = rankChanges(out.base, changes, reports, o.best);
    return out;
}

bool closerToEven(const BalanceReport& a, const BalanceReport& b) {
    return evenGap(decidedShare(a)) < evenGap(decidedShare(b));
}

std::vector<SuggestedChange> rankChanges(const BalanceReport& base, const std::vector<BalanceChange>& changes,
                                         const std::vector<BalanceReport>& reports, std::size_t best) {
    const bool baseDraws = mostlyDraws(base);
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < changes.size() && i < reports.size(); ++i)
        if (baseDraws || !mostlyDraws(reports[i])) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return closerToEven(reports[x], reports[y]); });
    std::vector<SuggestedChange> out;
    for (std::size_t k = 0; k < order.size() && k < best; ++k) {
        SuggestedChange s;
        s.change = changes[order[k]];
        s.report = reports[order[k]];
        s.share = decidedShare(s.report);
        s.even = s.share.decided == 0 || (s.share.ci.lo <= 0.5 && s.share.ci.hi >= 0.5);
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace muster
