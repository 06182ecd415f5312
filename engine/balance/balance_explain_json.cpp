#include "engine/balance/balance_explain_json.h"

namespace muster {
namespace {

using Json = nlohmann::ordered_json;

Json offsetPair(Offset o) { return Json::array({o.col, o.row}); }

Json countsJson(const std::map<int, int>& h) {
    Json j = Json::object();
    for (const auto& [k, n] : h) j[std::to_string(k)] = n;
    return j;
}

std::map<int, int> readCounts(const Json& j) {
    std::map<int, int> h;
    for (const auto& [k, v] : j.items()) h[std::stoi(k)] = v.get<int>();
    return h;
}

} // namespace

Json vpSourcesJson(const Scenario& sc, const BalanceReport& r) {
    const BalanceWhy w = explainWhy(sc, r.explain, r.games);
    Json j;
    for (std::size_t s = 0; s < 2; ++s) {
        Json side;
        auto markers = Json::array();
        for (const VpSource& v : w.sources[s]) {
            if (v.marker < 0) {
                side["eliminations"] = v.mean[s];
                continue;
            }
            markers.push_back({{"hex", offsetPair(sc.vpMarkers[static_cast<std::size_t>(v.marker)].hex)},
                               {"label", sc.vpMarkers[static_cast<std::size_t>(v.marker)].label},
                               {"vp", v.mean[s]}});
        }
        side["markers"] = markers;
        side["total"] = r.meanVp[s];
        j[kSideJsonKeys[s]] = side;
    }
    return j;
}

Json vpByTurnJson(const Scenario& sc, const BalanceReport& r) {
    const BalanceWhy w = explainWhy(sc, r.explain, r.games);
    auto turns = Json::array();
    for (const VpTurnBand& b : w.vpByTurn) {
        Json t;
        t["turn"] = b.turn;
        for (std::size_t s = 0; s < 2; ++s) t[kSideJsonKeys[s]] = {{"mean", b.mean[s]}, {"p10", b.p10[s]}, {"p90", b.p90[s]}};
        turns.push_back(t);
    }
    return {{"band", "10th-90th percentile of the games"}, {"turns", turns}};
}

Json winsJson(const Scenario& sc, const BalanceReport& r) {
    const BalanceWhy w = explainWhy(sc, r.explain, r.games);
    Json j;
    for (std::size_t s = 0; s < 2; ++s) {
        auto conditions = Json::array();
        for (const WinningCondition& c : w.conditions)
            if (static_cast<std::size_t>(c.side) == s)
                conditions.push_back({{"condition", c.condition < 0 ? Json(nullptr) : Json(c.condition)}, {"text", c.words}, {"games", c.games}});
        j[kSideJsonKeys[s]] = {{"games", s == 0 ? r.unionWins : r.confederateWins},
                        {"meanTurn", w.meanWinTurn[s]},
                        {"turns", countsJson(w.winTurn[s])},
                        {"conditions", conditions}};
    }
    return j;
}

namespace {

Json hexEffectJson(const HexEffect& e) {
    Json j;
    j["hex"] = offsetPair(e.hex);
    j["label"] = e.label;
    j["objective"] = e.objective;
    for (std::size_t s = 0; s < 2; ++s)
        j[kSideJsonKeys[s]] = {{"held", e.held[s]},
                        {"heldRate", e.heldRate[s]},
                        {"winRateChange", e.effect[s]},
                        {"ci95", {e.effectCi[s].lo, e.effectCi[s].hi}},
                        {"lost", e.lost[s]}};
    return j;
}

std::vector<HexEffect> hexEffectsOf(const Scenario& sc, const BalanceReport& r) {
    return hexEffects(sc, r.explain, r.games, {r.unionWins, r.confederateWins});
}

} // namespace

Json hexesJson(const Scenario& sc, const BalanceReport& r) {
    auto out = Json::array();
    for (const HexEffect& e : hexEffectsOf(sc, r)) out.push_back(hexEffectJson(e));
    return out;
}

Json decisiveHexesJson(const Scenario& sc, const BalanceReport& r) {
    auto out = Json::array();
    for (const HexEffect& e : decisiveHexes(hexEffectsOf(sc, r), 5)) out.push_back(offsetPair(e.hex));
    return out;
}

Json suggestionsJson(const Scenario& sc, const Suggestions& s) {
    auto out = Json::array();
    for (const SuggestedChange& c : s.best) {
        Json change = {{"kind", toString(c.change.kind)}};
        if (c.change.kind == BalanceChange::Kind::CommandAp) change["side"] = kSideJsonKeys[static_cast<std::size_t>(c.change.side)];
        if (c.change.index >= 0) change["index"] = c.change.index;
        change["from"] = c.change.from;
        change["to"] = c.change.to;
        change["text"] = changeWords(sc, c.change);
        out.push_back({{"change", change},
                       {"games", c.report.games},
                       {"union", {{"wins", c.report.unionWins}}},
                       {"confederate", {{"wins", c.report.confederateWins}}},
                       {"draws", c.report.draws},
                       {"decidedUnionShare", {{"decided", c.share.decided}, {"rate", c.share.rate}, {"ci95", {c.share.ci.lo, c.share.ci.hi}}}},
                       {"even", c.even}});
    }
    return out;
}

Json explainTallyJson(const ExplainTally& t) {
    Json markers = Json::array();
    for (const auto& m : t.markerVp) markers.push_back({m[0], m[1]});
    Json turns = Json::array();
    for (std::size_t s = 0; s < 2; ++s) {
        Json perTurn = Json::array();
        for (const auto& h : t.vpByTurn[s]) perTurn.push_back(countsJson(h));
        turns.push_back(perTurn);
    }
    Json hexes = Json::array();
    for (const auto& [o, h] : t.hexes)
        hexes.push_back({o.col, o.row, h.held[0], h.held[1], h.heldAndWon[0], h.heldAndWon[1], h.lost[0], h.lost[1]});
    return {{"eliminationVp", {t.eliminationVp[0], t.eliminationVp[1]}},
            {"markerVp", markers},
            {"vpByTurn", turns},
            {"winTurn", {countsJson(t.winTurn[0]), countsJson(t.winTurn[1])}},
            {"winsBy", {countsJson(t.winsBy[0]), countsJson(t.winsBy[1])}},
            {"hexes", hexes}};
}

ExplainTally readExplainTally(const Json& j) {
    ExplainTally t;
    for (std::size_t s = 0; s < 2; ++s) {
        t.eliminationVp[s] = j.at("eliminationVp").at(s).get<long long>();
        for (const auto& h : j.at("vpByTurn").at(s)) t.vpByTurn[s].push_back(readCounts(h));
        t.winTurn[s] = readCounts(j.at("winTurn").at(s));
        t.winsBy[s] = readCounts(j.at("winsBy").at(s));
    }
    for (const auto& m : j.at("markerVp")) t.markerVp.push_back({m.at(0).get<long long>(), m.at(1).get<long long>()});
    for (const auto& h : j.at("hexes")) {
        HexTally& x = t.hexes[Offset{h.at(0).get<int>(), h.at(1).get<int>()}];
        x.held = {h.at(2).get<int>(), h.at(3).get<int>()};
        x.heldAndWon = {h.at(4).get<int>(), h.at(5).get<int>()};
        x.lost = {h.at(6).get<int>(), h.at(7).get<int>()};
    }
    return t;
}

} // namespace muster
