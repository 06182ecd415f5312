#include "engine/balance/balance_json.h"

#include "engine/balance/balance_explain_json.h"

#include <cstdio>

namespace muster {
namespace {

using Json = nlohmann::ordered_json;

Json sideJson(int wins, int games) {
    const Interval ci = wilsonInterval(wins, games);
    return {{"wins", wins}, {"rate", games ? double(wins) / games : 0.0}, {"ci95", {ci.lo, ci.hi}}};
}

Json histogram(const std::map<int, int>& h) {
    Json j = Json::object();
    for (const auto& [k, n] : h) j[std::to_string(k)] = n;
    return j;
}

Json shortfallJson(const BalanceReport& r) {
    return {{"union", histogram(r.drawShortfall[0])}, {"confederate", histogram(r.drawShortfall[1])}};
}

std::string pct(double r) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", 100 * r);
    return b;
}

} // namespace

std::string balancePlayersText(const BalanceOptions& o) {
    return o.unionAi == o.confederateAi ? o.unionAi : "union=" + o.unionAi + ",confederate=" + o.confederateAi;
}

std::string victoryConditionText(const Scenario& sc, int i) {
    if (i < 0 || i >= static_cast<int>(sc.victory.conditions.size())) return "none (draw)";
    const VictoryCondition& c = sc.victory.conditions[static_cast<std::size_t>(i)];
    std::string t(toString(c.kind));
    if (c.side) t += " " + std::string(toString(*c.side));
    if (c.vp) t += " " + std::to_string(*c.vp) + " VP";
    if (c.turn) t += " by turn " + std::to_string(*c.turn);
    return t;
}

std::string mostlyDrawsWarning(const BalanceReport& strong) {
    return "most games end drawn (" + pct(strong.games ? double(strong.draws) / strong.games : 0) + " at " +
           strong.options.unionAi + "): the victory conditions may be out of reach";
}

Json balanceReportJson(const Scenario& sc, const BalanceReport& r) {
    Json j;
    j["games"] = r.games;
    j["ai"] = balancePlayersText(r.options);
    j["seed"] = r.options.seed;
    j["union"] = sideJson(r.unionWins, r.games);
    j["confederate"] = sideJson(r.confederateWins, r.games);
    j["draws"] = r.draws;
    j["swappedPairs"] = r.swapped;
    j["turns"] = {{"mean", r.meanTurns}, {"histogram", histogram(r.turnHistogram)}};
    j["vp"] = {{"union", {{"mean", r.meanVp[0]}, {"histogram", histogram(r.vpHistogram[0])}}},
               {"confederate", {{"mean", r.meanVp[1]}, {"histogram", histogram(r.vpHistogram[1])}}}};
    auto markers = Json::array();
    for (std::size_t m = 0; m < sc.vpMarkers.size() && m < r.markerCaptures.size(); ++m)
        markers.push_back({{"hex", Json::array({sc.vpMarkers[m].hex.col, sc.vpMarkers[m].hex.row})},
                           {"label", sc.vpMarkers[m].label},
                           {"union", r.markerCaptures[m][0]},
                           {"confederate", r.markerCaptures[m][1]}});
    j["vpMarkers"] = markers;
    auto decided = Json::array();
    for (const auto& [c, n] : r.decidedBy)
        decided.push_back({{"condition", c < 0 ? Json(nullptr) : Json(c)}, {"text", victoryConditionText(sc, c)}, {"games", n}});
    j["decidedBy"] = decided;
    j["errors"] = r.errors;
    j["wins"] = winsJson(sc, r);
    j["vpSources"] = vpSourcesJson(sc, r);
    j["vpByTurn"] = vpByTurnJson(sc, r);
    j["decisiveHexes"] = decisiveHexesJson(sc, r);
    j["hexes"] = hexesJson(sc, r);
    return j;
}

Json ladderReportJson(const Scenario& sc, const LadderReport& l) {
    const LadderSummary s = summarize(l, sc.balanceIntent ? &*sc.balanceIntent : nullptr);
    const BalanceReport& strong = l.rungs.back();
    Json j = balanceReportJson(sc, strong);
    auto rungs = Json::array();
    for (std::size_t i = 0; i < l.rungs.size(); ++i) {
        const BalanceReport& r = l.rungs[i];
        rungs.push_back({{"ai", r.options.unionAi},
                         {"games", r.games},
                         {"union", sideJson(r.unionWins, r.games)},
                         {"confederate", sideJson(r.confederateWins, r.games)},
                         {"draws", r.draws},
                         {"decidedUnionShare",
                          {{"decided", s.shares[i].decided}, {"rate", s.shares[i].rate}, {"ci95", {s.shares[i].ci.lo, s.shares[i].ci.hi}}}},
                         {"drawShortfall", shortfallJson(r)},
                         {"meanTurns", r.meanTurns},
                         {"errors", r.errors},
                         {"vpSources", vpSourcesJson(sc, r)}});
    }
    j["ladder"] = rungs;
    auto cross = Json::array();
    for (const BalanceReport& r : l.cross)
        cross.push_back({{"union", r.options.unionAi},
                         {"confederate", r.options.confederateAi},
                         {"games", r.games},
                         {"unionWins", sideJson(r.unionWins, r.games)},
                         {"confederateWins", sideJson(r.confederateWins, r.games)},
                         {"draws", r.draws},
                         {"errors", r.errors}});
    j["crossPairings"] = cross;
    j["spread"] = {{"union", s.spread}, {"ci95", {s.spreadCi.lo, s.spreadCi.hi}}};
    if (s.hasSkillGain) j["skillGain"] = {{"union", s.skillGain[0]}, {"confederate", s.skillGain[1]}};
    j["drawShortfall"] = shortfallJson(strong);
    j["verdict"] = toString(s.verdict);
    if (sc.balanceIntent && s.intentMet) {
        const BalanceIntent& b = *sc.balanceIntent;
        j["intent"] = {{"favours", b.favours ? Json(std::string(toString(*b.favours))) : Json(nullptr)},
                       {"minShare", b.minShare},
                       {"maxShare", b.maxShare},
                       {"met", *s.intentMet}};
    }
    auto warnings = Json::array();
    if (s.mostlyDraws) warnings.push_back(mostlyDrawsWarning(strong));
    j["warnings"] = warnings;
    return j;
}

} // namespace muster
