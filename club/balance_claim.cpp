#include "balance_claim.h"

#include "club_files.h"
#include "sha256.h"

#include "engine/balance/balance_plan.h"
#include "engine/players/player.h"
#include "engine/rules/game_setup.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"

#include <algorithm>
#include <climits>
#include <set>

#ifndef MUSTER_CLUB_VERSION
#define MUSTER_CLUB_VERSION "unknown"
#endif

namespace muster {
namespace {

using json = nlohmann::ordered_json;

constexpr std::size_t kMaxClaimBytes = 40u << 20;  // as clubFileCap(ClubFile::Claim)

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

// Every difference between two JSON texts' values, leaf by leaf, lists and extra keys too.
void compareExactly(const json& expected, const json& claimed, const std::string& path, std::vector<std::string>& out) {
    const std::string at = path.empty() ? "result" : path;
    if (expected.is_object() && claimed.is_object()) {
        for (const auto& [k, v] : expected.items())
            compareExactly(v, claimed.contains(k) ? claimed.at(k) : json(), path.empty() ? k : path + "." + k, out);
        for (const auto& [k, v] : claimed.items())
            if (!expected.contains(k)) out.push_back((path.empty() ? k : path + "." + k) + ": claimed " + shortText(v) + ", re-run gives nothing");
        return;
    }
    if (expected.is_array() && claimed.is_array() && expected.size() == claimed.size()) {
        for (std::size_t i = 0; i < expected.size(); ++i) compareExactly(expected[i], claimed[i], at + "[" + std::to_string(i) + "]", out);
        return;
    }
    // A number written another way (2 or 2.0) is the same figure; the caller still wants the bytes.
    const bool same = (expected.is_number() && claimed.is_number()) ? expected.get<double>() == claimed.get<double>()
                                                                      : expected == claimed;
    if (!same) out.push_back(at + ": claimed " + shortText(claimed) + ", re-run gives " + shortText(expected));
}

// A count of games: a whole number from 1 to kMaxClaimGames, read as 64 bits so no count wraps.
std::int64_t gameCount(const json& v, const std::string& file, const std::string& path) {
    const std::string range = "must be a whole number of games from 1 to " + std::to_string(kMaxClaimGames);
    if (!v.is_number_integer()) fail(file, path, range);
    if (v.is_number_unsigned() ? v.get<std::uint64_t>() > std::uint64_t(kMaxClaimGames) : v.get<std::int64_t>() > kMaxClaimGames)
        fail(file, path, v.dump() + " games is more than the " + std::to_string(kMaxClaimGames) + " a claim may hold (docs/club.md)");
    if (v.get<std::int64_t>() < 1) fail(file, path, range);
    return v.get<std::int64_t>();
}

int needCount(const json& j, const char* key, const std::string& file, const std::string& at) {
    return static_cast<int>(gameCount(need(j, key, file, at), file, at + "." + key));
}

// A player name this Muster can run, so a re-run cannot stop on it half way through a check.
void needKnownPlayer(const std::string& name, const std::string& file, const std::string& path) {
    const std::vector<std::string> known = playerNames();
    if (std::find(known.begin(), known.end(), name) != known.end()) return;
    std::string list;
    for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
    fail(file, path, "\"" + name.substr(0, 80) + "\" is not a player this Muster has (" + list + ")");
}

// A count in the result (wins, draws) that cannot exceed the games it is a count of.
void needWithin(const json& result, const char* side, const char* key, std::int64_t games, const std::string& file) {
    const json* v = &result;
    std::string path = "result";
    if (side) {
        if (!result.contains(side) || !result[side].is_object()) return;
        v = &result[side];
        path += std::string(".") + side;
    }
    if (!v->contains(key)) return;
    const json& n = (*v)[key];
    path += std::string(".") + key;
    if (!n.is_number_integer() || n.get<std::int64_t>() < 0 ||
        (n.is_number_unsigned() ? n.get<std::uint64_t>() > std::uint64_t(games) : n.get<std::int64_t>() > games))
        fail(file, path, n.dump().substr(0, 40) + " is not a count from 0 to the " + std::to_string(games) + " games of the result");
}

// The rungs and cross pairings of a ladder report, as balance ran them.
LadderOptions ladderOf(const json& b, std::uint64_t seed, const std::string& file) {
    const json& rungs = b.at("ladder");
    if (!rungs.is_array() || rungs.size() < 2) fail(file, "ladder", "must list at least two rungs");
    LadderOptions l;
    l.seed = seed;
    for (std::size_t i = 0; i < rungs.size(); ++i) {
        const std::string at = "ladder[" + std::to_string(i) + "]";
        l.players.push_back(needString(rungs[i], "ai", file, at));
        l.games.push_back(needCount(rungs[i], "games", file, at));
    }
    const json& cross = need(b, "crossPairings", file);
    if (!cross.is_array() || (!cross.empty() && cross.size() != 2)) fail(file, "crossPairings", "must list none or two pairings");
    if (!cross.empty()) {
        l.crossGames = needCount(cross[0], "games", file, "crossPairings[0]");
        if (needCount(cross[1], "games", file, "crossPairings[1]") != l.crossGames)
            fail(file, "crossPairings[1].games", "differs from crossPairings[0].games (balance plays both the same)");
    }
    return l;
}

} // namespace

std::int64_t claimGamesTotal(const BalanceClaim& c) {
    if (!c.ladder) return c.games;
    std::int64_t n = 2 * std::int64_t(c.ladder->crossGames);
    for (int g : c.ladder->games) n += g;
    return n;
}

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
    if (b.contains("cutShort")) fail(source, "cutShort", "a run cut short (Ctrl+C) cannot be played again to the same figures");
    const bool ladder = b.contains("ladder");
    if (b.contains("suggestions"))
        fail(source, "suggestions", "a claim holds no change search (run balance without --suggest for a claim)");
    if (ladder && b.contains("suggestedAP"))
        fail(source, "suggestedAP", "a ladder claim holds no AP search (run balance without --suggest-ap for a claim)");
    BalanceClaim c;
    c.muster = musterVersion();
    c.battleId = battleId;
    const std::string canonical = writeScenarioJson(scenario);
    c.checksum = sha256Checksum(canonical);
    c.title = scenario.title;
    c.scenario = scenario;
    const json& games = need(b, "games", source);
    const json& seed = need(b, "seed", source);
    c.games = gameCount(games, source, "games");
    if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0)) fail(source, "seed", "must be a whole number");
    c.seed = seed.get<std::uint64_t>();
    parsePlayers(needString(b, "ai", source), c.unionAi, c.confederateAi, source);
    needKnownPlayer(c.unionAi, source, "ai");
    needKnownPlayer(c.confederateAi, source, "ai");
    needWithin(b, "union", "wins", c.games, source);
    needWithin(b, "confederate", "wins", c.games, source);
    needWithin(b, nullptr, "draws", c.games, source);
    if (ladder) {
        c.ladder = ladderOf(b, c.seed, source);
        for (std::size_t i = 0; i < c.ladder->players.size(); ++i)
            needKnownPlayer(c.ladder->players[i], source, "ladder[" + std::to_string(i) + "].ai");
        if (c.ladder->players.back() != c.unionAi || c.unionAi != c.confederateAi)
            fail(source, "ai", "is not the strongest rung's player (" + c.ladder->players.back() + ")");
        if (c.ladder->games.back() != c.games) fail(source, "games", "is not the strongest rung's games");
    }
    c.result = b;
    c.result.erase("people");  // people's games are no part of the run a re-run plays again
    return c;
}

std::string writeClaimJson(const BalanceClaim& c) {
    json j;
    j["format"] = "muster-balance-claim";
    j["formatVersion"] = 1;
    j["muster"] = c.muster;
    if (!c.publisher.empty()) j["publisher"] = c.publisher;
    j["battle"] = {{"id", c.battleId}, {"checksum", c.checksum}, {"title", c.title}};
    j["olderRevision"] = c.olderRevision;
    j["games"] = c.games;
    j["seed"] = c.seed;
    j["players"] = {{"union", c.unionAi}, {"confederate", c.confederateAi}};
    if (c.ladder) j["ladder"] = {{"players", c.ladder->players}, {"games", c.ladder->games}, {"crossGames", c.ladder->crossGames}};
    j["result"] = c.result;
    j["scenario"] = json::parse(writeScenarioJson(c.scenario));
    return j.dump(2) + "\n";
}

BalanceClaim readClaimJson(std::string_view text, const std::string& file) {
    json j;
    try {
        j = readJsonTree(text, file, kMaxClaimBytes);
    } catch (const BoundedReadError& e) {
        throw ClaimError(e.what());
    }
    if (!j.is_object()) fail(file, "", "not a JSON object");
    static const std::set<std::string> known = {"format", "formatVersion", "muster", "publisher", "battle", "olderRevision",
                                                "games", "seed", "players", "ladder", "result", "scenario"};
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
    if (j.contains("publisher")) {
        if (!j["publisher"].is_string() || !validPublisher(j["publisher"].get<std::string>()))
            fail(file, "publisher", "must be a member's name (1-40 of a-z, 0-9, - and _)");
        c.publisher = j["publisher"].get<std::string>();
    }
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
    if (gameCount(games, file, "games") != fromResult.games)
        fail(file, "games", "says " + games.dump() + " but the result is of " + std::to_string(fromResult.games) + " games");
    if (!seed.is_number_integer() || seed.get<std::uint64_t>() != fromResult.seed)
        fail(file, "seed", "says " + seed.dump() + " but the result was run with seed " + std::to_string(fromResult.seed));
    if (c.unionAi != fromResult.unionAi || c.confederateAi != fromResult.confederateAi)
        fail(file, "players", "are not the players of the result (" + c.result.value("ai", std::string()) + ")");
    if (fromResult.ladder.has_value() != j.contains("ladder"))
        fail(file, "ladder", fromResult.ladder ? "missing: the result is a ladder" : "given, but the result is of one pair of players");
    if (fromResult.ladder) {
        const json& l = j["ladder"];
        const json want = {{"players", fromResult.ladder->players}, {"games", fromResult.ladder->games}, {"crossGames", fromResult.ladder->crossGames}};
        // Compared as values: a reformatted claim file may list the keys in another order.
        if (!l.is_object() || nlohmann::json::parse(l.dump()) != nlohmann::json::parse(want.dump()))
            fail(file, "ladder", "says " + shortText(l) + " but the result was run as " + shortText(want));
    }
    c.games = fromResult.games;
    c.seed = fromResult.seed;
    c.ladder = fromResult.ladder;
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

BalancePlan claimPlan(const BalanceClaim& c) {
    BalancePlan p;
    p.seed = c.seed;
    if (c.ladder) {
        p.ladder = c.ladder->players;
        p.games = c.ladder->games;
        p.crossGames = c.ladder->crossGames;
    } else {
        p.ladder.clear();
        p.unionAi = c.unionAi;
        p.confederateAi = c.confederateAi;
        p.games = {static_cast<int>(c.games)};  // at most kMaxClaimGames, as read
    }
    // A result stopped sequentially: each rung's games played become its most games. A rung
    // stopped by the rule stops at the same block again, one that reached its most games
    // ends there again, and each says the same why.
    const json* stopping = c.result.is_object() && c.result.contains("stopping") ? &c.result["stopping"] : nullptr;
    if (stopping && stopping->is_object() && stopping->value("rule", "") == "sequential" &&
        stopping->contains("precision") && (*stopping)["precision"].is_number()) {
        p.precision = (*stopping)["precision"].get<double>();
        p.maxGames = std::move(p.games);
        p.games.clear();
    }
    return p;
}

double estimateClaimSeconds(const BalanceClaim& c, int threads, std::vector<double>* priorSeconds) {
    const std::vector<BalanceJob> jobs = planJobs(std::make_shared<const GameSetup>(c.scenario), claimPlan(c));
    const std::vector<double> prior = probeJobs(jobs);
    if (priorSeconds) *priorSeconds = prior;
    return estimateRunSeconds(jobs, prior, threads);
}

ClaimCheck verifyClaim(const BalanceClaim& c, int threads, const ClaimRerun& rerun) {
    const BalanceOutcome o = runBalancePlan(c.scenario, claimPlan(c), std::max(1, threads), rerun.stop, rerun.progress, rerun.priorSeconds);
    ClaimCheck out;
    out.played = o.played;
    out.planned = o.planned;
    if (o.cutShort()) {
        out.finished = false;
        return out;
    }
    out.report = o.strongest();
    if (c.ladder) {
        const json expected = balanceOutcomeJson(o);
        compareExactly(expected, c.result, "", out.differences);
        if (out.differences.empty() && expected.dump() != c.result.dump())
            out.differences.push_back("result: the same figures, but not the very text the re-run prints");
    } else {
        out.differences = claimDifferences(c, out.report);
    }
    out.reproduced = out.differences.empty();
    return out;
}

} // namespace muster
