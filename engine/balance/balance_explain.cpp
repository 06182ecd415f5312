#include "engine/balance/balance_explain.h"

#include "engine/balance/balance_ladder.h"
#include "engine/rules/game_state.h"
#include "model/unittype.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace muster {
namespace {

constexpr std::size_t sideSlot(Side s) { return static_cast<std::size_t>(s); }

std::string theSide(Side s) { return s == Side::Union ? "the Union" : "the Confederates"; }
// The verb for the side: "the Union holds", "the Confederates hold".
std::string verb(Side s, const char* one, const char* many) { return s == Side::Union ? one : many; }

void addTally(std::map<int, int>& to, const std::map<int, int>& from) {
    for (const auto& [k, n] : from) to[k] += n;
}

// The nearest-rank percentile (p in 1..99) of a histogram of `total` games.
int nearestRank(const std::map<int, int>& h, int total, int p) {
    const long long rank = std::max(1LL, (static_cast<long long>(p) * total + 99) / 100);
    long long seen = 0;
    for (const auto& [v, n] : h)
        if ((seen += n) >= rank) return v;
    return h.empty() ? 0 : h.rbegin()->first;
}

bool isObjectiveHex(const Scenario& sc, Offset o) {
    for (const VpMarker& m : sc.vpMarkers)
        if (m.hex == o) return true;
    for (const VictoryCondition& c : sc.victory.conditions)
        if (c.kind == VictoryKind::HoldAtEnd && std::find(c.hexes.begin(), c.hexes.end(), o) != c.hexes.end()) return true;
    return false;
}

std::string hexWithLabel(const Scenario& sc, Offset o) {
    std::string t = hexLabel(o, sc.board);
    for (const VpMarker& m : sc.vpMarkers)
        if (m.hex == o && !m.label.empty()) t += " " + m.label;
    return t;
}

} // namespace

GameDetail describeGame(const GameState& end) {
    const GameSetup& setup = end.setup();
    const Scenario& sc = setup.scenario();
    GameDetail d;
    d.markerVp.assign(sc.vpMarkers.size(), {0, 0});
    d.vpAtTurnEnd.assign(static_cast<std::size_t>(std::max(1, sc.turns)), {0, 0});
    std::array<int, 2> vp{};
    std::size_t next = 0;  // scores are in the order they happened, so by turn
    for (std::size_t t = 0; t < d.vpAtTurnEnd.size(); ++t) {
        while (next < end.scores.size() && end.scores[next].turn <= static_cast<int>(t) + 1) {
            const ScoreEvent& e = end.scores[next++];
            vp[sideSlot(e.side)] += e.vp;
        }
        d.vpAtTurnEnd[t] = vp;
    }
    for (const ScoreEvent& e : end.scores) {
        if (e.unit >= 0) d.eliminationVp[sideSlot(e.side)] += e.vp;
        if (e.marker >= 0 && static_cast<std::size_t>(e.marker) < d.markerVp.size())
            d.markerVp[static_cast<std::size_t>(e.marker)][sideSlot(e.side)] += e.vp;
    }
    std::map<int, std::int8_t> held;  // hex index -> side
    for (int idx : setup.controlHexes())
        if (const std::optional<Side> h = end.holderOf(idx)) held[idx] = static_cast<std::int8_t>(*h);
    for (int u = 0; u < setup.unitCount(); ++u) {
        const UnitState& st = end.unit(u);
        if (st.status == UnitStatus::Eliminated && st.lostAt >= 0)
            d.lost.push_back({setup.offset(st.lostAt), static_cast<std::int8_t>(end.sideOf(u))});
        const UnitType type = end.typeOf(u);
        if (st.status != UnitStatus::Board || st.hex < 0 || type == UnitType::Leader) continue;
        if (setup.controlSlot(st.hex) < 0) held[st.hex] = static_cast<std::int8_t>(end.sideOf(u));
    }
    for (const auto& [idx, s] : held) d.heldAtEnd.push_back({setup.offset(idx), s});
    return d;
}

void ExplainTally::prepare(const Scenario& sc) {
    *this = ExplainTally{};
    markerVp.assign(sc.vpMarkers.size(), {0, 0});
    for (auto& perTurn : vpByTurn) perTurn.assign(static_cast<std::size_t>(std::max(1, sc.turns)), {});
}

void ExplainTally::add(const GameDetail& d, GameResult result, int turn, int condition) {
    for (std::size_t s = 0; s < 2; ++s) {
        eliminationVp[s] += d.eliminationVp[s];
        for (std::size_t t = 0; t < d.vpAtTurnEnd.size() && t < vpByTurn[s].size(); ++t)
            vpByTurn[s][t][d.vpAtTurnEnd[t][s]] += 1;
    }
    for (std::size_t m = 0; m < d.markerVp.size() && m < markerVp.size(); ++m)
        for (std::size_t s = 0; s < 2; ++s) markerVp[m][s] += d.markerVp[m][s];
    const int winner = result == GameResult::UnionWins ? 0 : result == GameResult::ConfederateWins ? 1 : -1;
    if (winner >= 0) {
        winTurn[static_cast<std::size_t>(winner)][turn] += 1;
        winsBy[static_cast<std::size_t>(winner)][condition] += 1;
    }
    for (const auto& [o, s] : d.heldAtEnd) {
        HexTally& h = hexes[o];
        h.held[static_cast<std::size_t>(s)] += 1;
        if (s == winner) h.heldAndWon[static_cast<std::size_t>(s)] += 1;
    }
    for (const auto& [o, s] : d.lost) hexes[o].lost[static_cast<std::size_t>(s)] += 1;
}

void ExplainTally::merge(const ExplainTally& o) {
    if (markerVp.size() < o.markerVp.size()) markerVp.resize(o.markerVp.size(), {0, 0});
    for (std::size_t m = 0; m < o.markerVp.size(); ++m)
        for (std::size_t s = 0; s < 2; ++s) markerVp[m][s] += o.markerVp[m][s];
    for (std::size_t s = 0; s < 2; ++s) {
        eliminationVp[s] += o.eliminationVp[s];
        if (vpByTurn[s].size() < o.vpByTurn[s].size()) vpByTurn[s].resize(o.vpByTurn[s].size());
        for (std::size_t t = 0; t < o.vpByTurn[s].size(); ++t) addTally(vpByTurn[s][t], o.vpByTurn[s][t]);
        addTally(winTurn[s], o.winTurn[s]);
        addTally(winsBy[s], o.winsBy[s]);
    }
    for (const auto& [hex, h] : o.hexes) {
        HexTally& to = hexes[hex];
        for (std::size_t s = 0; s < 2; ++s) {
            to.held[s] += h.held[s];
            to.heldAndWon[s] += h.heldAndWon[s];
            to.lost[s] += h.lost[s];
        }
    }
}

std::string winningWords(const Scenario& sc, int condition, Side winner) {
    if (condition < 0 || condition >= static_cast<int>(sc.victory.conditions.size())) return "no condition (a draw)";
    const VictoryCondition& c = sc.victory.conditions[static_cast<std::size_t>(condition)];
    const Side named = c.side.value_or(winner);
    const std::string vp = c.vp ? std::to_string(*c.vp) + " VP" : std::string("its VP");
    switch (c.kind) {
    case VictoryKind::ReachVP: return theSide(named) + verb(named, " reaches ", " reach ") + vp;
    case VictoryKind::ReachVPByTurn:
        return theSide(named) + verb(named, " does", " do") + " not reach " + vp + " by turn " + (c.turn ? std::to_string(*c.turn) : std::string("?"));
    case VictoryKind::HoldAtEnd: {
        std::string hexes;
        for (std::size_t i = 0; i < c.hexes.size(); ++i)
            hexes += (i == 0 ? "" : i + 1 == c.hexes.size() ? " and " : ", ") + hexWithLabel(sc, c.hexes[i]);
        return theSide(named) + verb(named, " holds ", " hold ") + (hexes.empty() ? std::string("its objectives") : hexes) + " at the end";
    }
    case VictoryKind::MostVPAtEnd: return theSide(winner) + verb(winner, " has", " have") + " the most VP at the end";
    }
    return "a victory condition";
}

BalanceWhy explainWhy(const Scenario& sc, const ExplainTally& t, int games) {
    BalanceWhy w;
    const double n = games > 0 ? games : 1;
    for (std::size_t s = 0; s < 2; ++s) {
        VpSource e;
        e.name = "eliminations";
        e.mean[s] = t.eliminationVp[s] / n;
        w.sources[s].push_back(e);
        for (std::size_t m = 0; m < sc.vpMarkers.size() && m < t.markerVp.size(); ++m) {
            VpSource v;
            v.name = hexWithLabel(sc, sc.vpMarkers[m].hex);
            v.marker = static_cast<int>(m);
            v.mean[s] = t.markerVp[m][s] / n;
            w.sources[s].push_back(v);
        }
        long long won = 0, turnSum = 0;
        for (const auto& [turn, k] : t.winTurn[s]) won += k, turnSum += static_cast<long long>(turn) * k;
        w.meanWinTurn[s] = won ? double(turnSum) / won : 0;
        w.winTurn[s] = t.winTurn[s];
        for (const auto& [c, k] : t.winsBy[s])
            w.conditions.push_back({s == 0 ? Side::Union : Side::Confederate, c, winningWords(sc, c, s == 0 ? Side::Union : Side::Confederate), k});
    }
    std::stable_sort(w.conditions.begin(), w.conditions.end(),
                     [](const WinningCondition& a, const WinningCondition& b) { return a.games > b.games; });
    const std::size_t turns = std::min(t.vpByTurn[0].size(), t.vpByTurn[1].size());
    for (std::size_t i = 0; i < turns; ++i) {
        VpTurnBand b;
        b.turn = static_cast<int>(i) + 1;
        for (std::size_t s = 0; s < 2; ++s) {
            long long sum = 0;
            int count = 0;
            for (const auto& [v, k] : t.vpByTurn[s][i]) sum += static_cast<long long>(v) * k, count += k;
            b.mean[s] = count ? double(sum) / count : 0;
            b.p10[s] = nearestRank(t.vpByTurn[s][i], count, 10);
            b.p90[s] = nearestRank(t.vpByTurn[s][i], count, 90);
        }
        w.vpByTurn.push_back(b);
    }
    return w;
}

std::vector<HexEffect> hexEffects(const Scenario& sc, const ExplainTally& t, int games, std::array<int, 2> wins) {
    std::vector<HexEffect> out;
    for (const auto& [o, h] : t.hexes) {
        HexEffect e;
        e.hex = o;
        e.label = hexWithLabel(sc, o);
        e.objective = isObjectiveHex(sc, o);
        e.held = h.held;
        e.lost = h.lost;
        for (std::size_t s = 0; s < 2; ++s) {
            e.heldRate[s] = games ? double(h.held[s]) / games : 0;
            const int n1 = h.held[s], k1 = h.heldAndWon[s], n2 = games - n1, k2 = wins[s] - k1;
            if (n1 <= 0 || n2 <= 0) continue;
            e.effect[s] = double(k1) / n1 - double(k2) / n2;
            e.effectCi[s] = newcombeDifference(k1, n1, k2, n2);
        }
        out.push_back(e);
    }
    return out;
}

std::vector<HexEffect> decisiveHexes(const std::vector<HexEffect>& all, std::size_t n) {
    // How far the interval keeps from 0 for the side it says most about (0: it holds 0).
    // A hex a side seldom (or nearly always) holds says little about most games: only a
    // side holding it in 10-90% of them counts.
    auto clearOfZero = [](const HexEffect& e) {
        double best = 0;
        for (std::size_t s = 0; s < 2; ++s)
            if (e.heldRate[s] >= 0.1 && e.heldRate[s] <= 0.9) best = std::max({best, e.effectCi[s].lo, -e.effectCi[s].hi});
        return best;
    };
    std::vector<HexEffect> out;
    for (const HexEffect& e : all)
        if (clearOfZero(e) > 0) out.push_back(e);
    std::stable_sort(out.begin(), out.end(), [&](const HexEffect& a, const HexEffect& b) { return clearOfZero(a) > clearOfZero(b); });
    if (out.size() > n) out.resize(n);
    return out;
}

} // namespace muster
