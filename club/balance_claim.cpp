#include "balance_claim.h"

#include "club_files.h"
#include "sha256.h"

#include "engine/game_setup.h"
#include "model/io/scenario_json.h"

#include <set>

#ifndef MUSTER_CLUB_VERSION
#define MUSTER_CLUB_VERSION "unknown"
#endif

namespace muster {
namespace {

using json = nlohmann::ordered_json;

constexpr std::size_t kMaxClaimBytes = 64u << 20;

[[noreturn]] void fail(const std::string& file, const std::string& path, const std::string& why) {
    throw ClaimError((file.empty() ? "" : file + ": ") + (path.empty() ? "" : path + ": ") + why);
}

const json& need(const json& j, const char* key, const std::string& file, const std::string& at = {}) {
    const std::string path = at.empty() ? key : at + "." + key;
    if (!j.is_object() || !j.contains(key)) fail(file, path, "missing");
    return j.at(key);
}

std::string needString(const json& j, const char* key, const std::string& file, const std::string& at = {}) {
    const json& v = need(j, key, file, at);
    if (!v.is_string()) fail(file, at.empty() ? key : at + "." + key, "must be a string");
    return v.get<std::string>();
}

// "greedy" or "union=A,confederate=B", as balance --json writes its "ai".
void parsePlayers(const std::string& ai, std::string& u, std::string& c, const std::string& file) {
    if (ai.find('=') == std::string::npos) {
        u = c = ai;
    } else {
        const auto comma = ai.find(',');
        const std::string a = ai.substr(0, comma), b = comma == std::string::npos ? "" : ai.substr(comma + 1);
        if (a.rfind("union=", 0) != 0 || b.rfind("confederate=", 0) != 0) fail(file, "result.ai", "\"" + ai + "\" names no players");
        u = a.substr(6);
        c = b.substr(12);
    }
    if (u.empty() || c.empty()) fail(file, "result.ai", "\"" + ai + "\" names no players");
}

json histogram(const std::map<int, int>& h) {
    json j = json::object();
    for (const auto& [k, n] : h) j[std::to_string(k)] = n;
    return j;
}

std::string shortText(const json& j) {
    std::string t = j.is_null() ? "nothing" : j.dump();
    return t.size() > 120 ? t.substr(0, 117) + "..." : t;
}

// Each leaf of `expected` against the same path in `claimed`.
void compare(const json& expected, const json& claimed, const std::string& path, std::vector<std::string>& out) {
    if (expected.is_object() && !expected.empty()) {
        for (const auto& [k, v] : expected.items())
            compare(v, claimed.is_object() && claimed.contains(k) ? claimed.at(k) : json(), path.empty() ? k : path + "." + k, out);
        return;
    }
    // Numbers compare by value (an integer count may be read back as 12 or 12.0).
    const bool same = (expected.is_number() && claimed.is_number()) ? expected.get<double>() == claimed.get<double>()
                                                                      : expected == claimed;
    if (!same) out.push_back(path + ": claimed " + shortText(claimed) + ", re-run gives " + shortText(expected));
}

} // namespace

std::string musterVersion() { return MUSTER_CLUB_VERSION; }

json claimFigures(const Scenario& sc, const BalanceReport& r) {
    json j;
    j["games"] = r.games;
    j["union"] = {{"wins", r.unionWins}};
    j["confederate"] = {{"wins", r.confederateWins}};
    j["draws"] = r.draws;
    j["errors"] = r.errors;
    j["swappedPairs"] = r.swapped;
    j["turns"] = {{"mean", r.meanTurns}, {"histogram", histogram(r.turnHistogram)}};
    j["vp"] = {{"union", {{"mean", r.meanVp[0]}, {"histogram", histogram(r.vpHistogram[0])}}},
               {"confederate", {{"mean", r.meanVp[1]}, {"histogram", histogram(r.vpHistogram[1])}}}};
    // By condition index ("-1": a draw), so the order of the claim's list does not matter.
    json decided = json::object();
    for (const auto& [c, n] : r.decidedBy) decided[std::to_string(c)] = n;
    j["decidedBy"] = decided;
    json markers = json::object();
    for (std::size_t m = 0; m < sc.vpMarkers.size() && m < r.markerCaptures.size(); ++m)
        markers[std::to_string(m)] = {{"union", r.markerCaptures[m][0]}, {"confederate", r.markerCaptures[m][1]}};
    j["vpMarkers"] = markers;
    return j;
}

std::vector<std::string> claimDifferences(const BalanceClaim& c, const BalanceReport& r) {
    json claimed = c.result;
    // The lists of the output keyed the way claimFigures keys them.
    json decided = json::object();
    if (claimed.contains("decidedBy") && claimed["decidedBy"].is_array())
        for (const auto& d : claimed["decidedBy"])
            if (d.is_object() && d.contains("games"))
                decided[d.contains("condition") && d["condition"].is_number_integer() ? std::to_string(d["condition"].get<int>()) : "-1"] = d["games"];
    claimed["decidedBy"] = decided;
    json markers = json::object();
    if (claimed.contains("vpMarkers") && claimed["vpMarkers"].is_array())
        for (std::size_t m = 0; m < claimed["vpMarkers"].size(); ++m) {
            const json& v = claimed["vpMarkers"][m];
            if (v.is_object()) markers[std::to_string(m)] = {{"union", v.value("union", json())}, {"confederate", v.value("confederate", json())}};
        }
    claimed["vpMarkers"] = markers;
    std::vector<std::string> out;
    compare(claimFigures(c.scenario, r), claimed, "", out);
    // A list entry the re-run does not have (an extra condition or marker) is a difference too.
    const json expected = claimFigures(c.scenario, r);
    for (const char* list : {"decidedBy", "vpMarkers"})
        for (const auto& [k, v] : claimed[list].items())
            if (!expected[list].contains(k)) out.push_back(std::string(list) + "." + k + ": claimed " + shortText(v) + ", re-run gives nothing");
    return out;
}

BalanceClaim makeClaim(const Scenario& scenario, const std::string& battleId, const json& b, const std::string& source) {
    if (!b.is_object()) fail(source, "", "not a balance report (muster-cli balance --json output)");
    if (b.contains("ladder"))
        fail(source, "ladder", "a ladder report: a claim holds one pairing of players (run balance with --ai NAME)");
    BalanceClaim c;
    c.muster = musterVersion();
    c.battleId = battleId;
    const std::string canonical = writeScenarioJson(scenario);
    c.checksum = sha256Checksum(canonical);
    c.title = scenario.title;
    c.scenario = scenario;
    const json& games = need(b, "games", source);
    const json& seed = need(b, "seed", source);
    if (!games.is_number_integer() || games.get<long long>() < 1) fail(source, "games", "must be a whole number from 1");
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0)) fail(source, "seed", "must be a whole number");
    c.games = games.get<int>();
    c.seed = seed.get<std::uint64_t>();
    parsePlayers(needString(b, "ai", source), c.unionAi, c.confederateAi, source);
    c.result = b;
    return c;
}

std::string writeClaimJson(const BalanceClaim& c) {
    json j;
    j["format"] = "muster-balance-claim";
    j["formatVersion"] = 1;
    j["muster"] = c.muster;
    j["battle"] = {{"id", c.battleId}, {"checksum", c.checksum}, {"title", c.title}};
    j["olderRevision"] = c.olderRevision;
    j["games"] = c.games;
    j["seed"] = c.seed;
    j["players"] = {{"union", c.unionAi}, {"confederate", c.confederateAi}};
    j["result"] = c.result;
    j["scenario"] = json::parse(writeScenarioJson(c.scenario));
    return j.dump(2) + "\n";
}

BalanceClaim readClaimJson(std::string_view text, const std::string& file) {
    json j;
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        fail(file, "", std::string("not valid JSON (") + e.what() + ")");
    }
    if (!j.is_object()) fail(file, "", "not a JSON object");
    static const std::set<std::string> known = {"format", "formatVersion", "muster", "battle", "olderRevision",
                                                "games", "seed", "players", "result", "scenario"};
    for (const auto& [k, v] : j.items())
        if (!known.count(k)) fail(file, k, "unknown key");
    if (needString(j, "format", file) != "muster-balance-claim") fail(file, "format", "must be \"muster-balance-claim\"");
    if (need(j, "formatVersion", file) != 1) fail(file, "formatVersion", "this Muster reads version 1");
    BalanceClaim c;
    c.muster = needString(j, "muster", file);
    const json& battle = need(j, "battle", file);
    c.battleId = needString(battle, "id", file, "battle");
    c.checksum = needString(battle, "checksum", file, "battle");
    c.title = needString(battle, "title", file, "battle");
    if (!validBattleId(c.battleId)) fail(file, "battle.id", "\"" + c.battleId + "\" is not a battle id (a-z, 0-9, - and _)");
    if (j.contains("olderRevision")) {
        if (!j["olderRevision"].is_boolean()) fail(file, "olderRevision", "must be true or false");
        c.olderRevision = j["olderRevision"].get<bool>();
    }
    const json& players = need(j, "players", file);
    c.unionAi = needString(players, "union", file, "players");
    c.confederateAi = needString(players, "confederate", file, "players");
    c.result = need(j, "result", file);
    const json& sc = need(j, "scenario", file);
    try {
        c.scenario = readScenarioJson(sc.dump(), file);
    } catch (const ScenarioReadError& e) {
        fail(file, "scenario" + (e.jsonPath().empty() ? "" : "." + e.jsonPath()), e.reason());
    }
    if (sha256Checksum(writeScenarioJson(c.scenario)) != c.checksum)
        fail(file, "battle.checksum", "the battle inside the claim is not the one its checksum " + c.checksum + " names");
    // The run's settings must be those of the result they claim.
    const BalanceClaim fromResult = makeClaim(c.scenario, c.battleId, c.result, file);
    const json& games = need(j, "games", file);
    const json& seed = need(j, "seed", file);
    if (!games.is_number_integer() || games.get<long long>() != fromResult.games)
        fail(file, "games", "says " + games.dump() + " but the result is of " + std::to_string(fromResult.games) + " games");
    if (!seed.is_number_integer() || seed.get<std::uint64_t>() != fromResult.seed)
        fail(file, "seed", "says " + seed.dump() + " but the result was run with seed " + std::to_string(fromResult.seed));
    if (c.unionAi != fromResult.unionAi || c.confederateAi != fromResult.confederateAi)
        fail(file, "players", "are not the players of the result (" + c.result.value("ai", std::string()) + ")");
    c.games = fromResult.games;
    c.seed = fromResult.seed;
    return c;
}

BalanceClaim readClaimFile(const std::string& path) {
    std::string text;
    try {
        text = readWholeFile(path, kMaxClaimBytes);
    } catch (const std::exception& e) {
        throw ClaimError(e.what());
    }
    return readClaimJson(text, path);
}

ClaimCheck verifyClaim(const BalanceClaim& c, int threads) {
    BalanceOptions o;
    o.games = c.games;
    o.seed = c.seed;
    o.unionAi = c.unionAi;
    o.confederateAi = c.confederateAi;
    o.threads = std::max(1, threads);
    ClaimCheck out;
    out.report = runBalance(std::make_shared<const GameSetup>(c.scenario), o);
    out.differences = claimDifferences(c, out.report);
    out.reproduced = out.differences.empty();
    return out;
}

} // namespace muster
