// Part files of a sharded balance run (balance_output.h): the raw integer totals of each
// run, so that merging them gives the figures of the single run exactly.
#include "balance_output.h"

#include "engine/balance/balance_explain_json.h"
#include "engine/rules/game_setup.h"
#include "model/io/atomic_file.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace muster::cli {
namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kFormat = "muster-balance-part";
constexpr std::size_t kMaxPartBytes = 256u << 20;  // as the game reader's limit

std::string checksum(const std::string& text) {
    std::uint64_t h = 1469598103934665603ULL;  // FNV-1a
    for (unsigned char c : text) h = (h ^ c) * 1099511628211ULL;
    char b[20];
    std::snprintf(b, sizeof b, "%016llx", static_cast<unsigned long long>(h));
    return b;
}

Json histogram(const std::map<int, int>& h) {
    Json j = Json::object();
    for (const auto& [k, n] : h) j[std::to_string(k)] = n;
    return j;
}

std::map<int, int> readHistogram(const Json& j) {
    std::map<int, int> h;
    for (const auto& [k, v] : j.items()) h[std::stoi(k)] = v.get<int>();
    return h;
}

Json rawReport(const BalanceReport& r) {
    Json errors = Json::array();
    for (const auto& [i, e] : r.errorSamples) errors.push_back({i, e});
    Json markers = Json::array();
    for (const auto& m : r.markerCaptures) markers.push_back({m[0], m[1]});
    return {{"union", r.options.unionAi},
            {"confederate", r.options.confederateAi},
            {"gamesAsked", r.options.games},
            {"planned", r.planned},
            {"games", r.games},
            {"unionWins", r.unionWins},
            {"confederateWins", r.confederateWins},
            {"draws", r.draws},
            {"errors", r.errors},
            {"turnSum", r.turnSum},
            {"vpSum", {r.vpSum[0], r.vpSum[1]}},
            {"vpHistogram", {histogram(r.vpHistogram[0]), histogram(r.vpHistogram[1])}},
            {"turnHistogram", histogram(r.turnHistogram)},
            {"markerCaptures", markers},
            {"decidedBy", histogram(r.decidedBy)},
            {"vpTarget", {r.vpTarget[0], r.vpTarget[1]}},
            {"drawShortfall", {histogram(r.drawShortfall[0]), histogram(r.drawShortfall[1])}},
            {"errorSamples", errors},
            {"explain", explainTallyJson(r.explain)}};
}

BalanceReport readRaw(const Json& j, std::uint64_t seed) {
    BalanceReport r;
    r.options.unionAi = j.at("union").get<std::string>();
    r.options.confederateAi = j.at("confederate").get<std::string>();
    r.options.games = j.at("gamesAsked").get<int>();
    r.options.seed = seed;
    r.swapped = r.options.unionAi == r.options.confederateAi;
    r.planned = j.at("planned").get<int>();
    r.games = j.at("games").get<int>();
    r.unionWins = j.at("unionWins").get<int>();
    r.confederateWins = j.at("confederateWins").get<int>();
    r.draws = j.at("draws").get<int>();
    r.errors = j.at("errors").get<int>();
    r.turnSum = j.at("turnSum").get<long long>();
    for (std::size_t s = 0; s < 2; ++s) {
        r.vpSum[s] = j.at("vpSum").at(s).get<long long>();
        r.vpHistogram[s] = readHistogram(j.at("vpHistogram").at(s));
        r.vpTarget[s] = j.at("vpTarget").at(s).get<int>();
        r.drawShortfall[s] = readHistogram(j.at("drawShortfall").at(s));
    }
    r.turnHistogram = readHistogram(j.at("turnHistogram"));
    for (const auto& m : j.at("markerCaptures")) r.markerCaptures.push_back({m.at(0).get<int>(), m.at(1).get<int>()});
    r.decidedBy = readHistogram(j.at("decidedBy"));
    for (const auto& e : j.at("errorSamples")) r.errorSamples.emplace(e.at(0).get<int>(), e.at(1).get<std::string>());
    r.explain = readExplainTally(j.at("explain"));
    return r;
}

} // namespace

nlohmann::ordered_json partJson(const BalanceRun& run) {
    const BalanceOutcome& o = run.outcome;
    const std::string scenarioText = writeScenarioJson(o.scenario);
    Json j;
    j["format"] = kFormat;
    j["formatVersion"] = 1;
    j["file"] = run.file;
    j["scenarioChecksum"] = checksum(scenarioText);
    j["plan"] = balancePlanJson(o.plan);
    j["shard"] = o.plan.shardIndex + 1;
    j["threads"] = run.threads;
    j["played"] = o.played;
    j["planned"] = o.planned;
    Json runs = Json::array();
    for (const auto* list : {&o.reports, &o.apSteps})
        for (const BalanceReport& r : *list) runs.push_back(rawReport(r));
    j["runs"] = runs;
    j["scenario"] = Json::parse(scenarioText);
    return j;
}

// Where a part file differs from what `balance --shard` writes: "runs[0].vpSum[1]: must be
// a whole number", empty when its shape is right. Used to explain a part that failed to read.
std::string partShapeProblem(const Json& j) {
    std::string problem;
    const auto want = [&](const Json& v, const std::string& path, bool ok, const char* what) {
        if (problem.empty() && !ok) problem = path + ": " + (v.is_null() ? "missing, must be " : "must be ") + what;
        return problem.empty();
    };
    const auto integer = [&](const Json& o, const std::string& key, const std::string& at) {
        const Json v = o.is_object() && o.contains(key) ? o[key] : Json();
        want(v, at + key, v.is_number_integer(), "a whole number");
    };
    const auto text = [&](const Json& o, const std::string& key, const std::string& at) {
        const Json v = o.is_object() && o.contains(key) ? o[key] : Json();
        want(v, at + key, v.is_string(), "a string");
    };
    const auto histogram = [&](const Json& v, const std::string& path) {
        if (!want(v, path, v.is_object(), "an object of counts")) return;
        for (const auto& [k, n] : v.items()) {
            const bool key = !k.empty() && k.size() < 10 && k.find_first_not_of("-0123456789") == std::string::npos;
            want(n, path + "." + k.substr(0, 20), key && n.is_number_integer(), "a count under a whole-number key");
        }
    };
    const auto member = [](const Json& o, const std::string& key) { return o.is_object() && o.contains(key) ? o[key] : Json(); };
    const auto element = [](const Json& a, std::size_t i) { return a.is_array() && a.size() > i ? a[i] : Json(); };
    const Json plan = member(j, "plan");
    want(plan, "plan", plan.is_object(), "an object");
    integer(plan, "shards", "plan.");
    integer(plan, "seed", "plan.");
    text(plan, "mode", "plan.");
    text(j, "scenarioChecksum", "");
    integer(j, "shard", "");
    integer(j, "played", "");
    integer(j, "planned", "");
    text(j, "file", "");
    integer(j, "threads", "");
    want(member(j, "scenario"), "scenario", member(j, "scenario").is_object(), "an object");
    const Json runs = member(j, "runs");
    if (!want(runs, "runs", runs.is_array(), "an array")) return problem;
    for (std::size_t i = 0; i < runs.size() && problem.empty(); ++i) {
        const Json& r = runs[i];
        const std::string at = "runs[" + std::to_string(i) + "]";
        if (!want(r, at, r.is_object(), "an object")) break;
        text(r, "union", at + ".");
        text(r, "confederate", at + ".");
        for (const char* k : {"gamesAsked", "planned", "games", "unionWins", "confederateWins", "draws", "errors", "turnSum"})
            integer(r, k, at + ".");
        for (const char* k : {"vpSum", "vpTarget", "vpHistogram", "drawShortfall"}) {
            const Json pair = member(r, k);
            if (!want(pair, at + "." + k, pair.is_array() && pair.size() == 2, "a pair (Union, Confederate)")) break;
            for (std::size_t s = 0; s < 2; ++s) {
                const std::string path = at + "." + k + "[" + std::to_string(s) + "]";
                if (std::string(k) == "vpSum" || std::string(k) == "vpTarget") want(pair[s], path, pair[s].is_number_integer(), "a whole number");
                else histogram(pair[s], path);
            }
        }
        histogram(member(r, "turnHistogram"), at + ".turnHistogram");
        histogram(member(r, "decidedBy"), at + ".decidedBy");
        for (const char* k : {"markerCaptures", "errorSamples"}) {
            const Json list = member(r, k);
            if (!want(list, at + "." + k, list.is_array(), "an array")) break;
            for (std::size_t e = 0; e < list.size(); ++e) {
                const bool sample = std::string(k) == "errorSamples";
                want(list[e], at + "." + k + "[" + std::to_string(e) + "]",
                     element(list[e], 0).is_number_integer() && (sample ? element(list[e], 1).is_string() : element(list[e], 1).is_number_integer()),
                     sample ? "a pair [game, message]" : "a pair of counts");
            }
        }
    }
    return problem;
}

BalanceRun mergeParts(const std::vector<std::string>& files) {
    if (files.empty()) throw std::runtime_error("balance merge needs the part files of a sharded run");
    struct Part {
        std::string file;
        Json j;
    };
    std::vector<Part> parts;
    for (const std::string& f : files) {
        Json j;
        try {
            j = readJsonTree(readRegularFile(f, kMaxPartBytes), f, kMaxPartBytes);
        } catch (const BoundedReadError& e) {
            throw std::runtime_error(std::string(e.what()) + " (not a balance part file)");
        }
        if (!j.is_object() || j.value("format", "") != kFormat)
            throw std::runtime_error(f + ": not a balance part file (format is not \"" + std::string(kFormat) + "\")");
        if (j.value("formatVersion", 0) != 1)
            throw std::runtime_error(f + ": a balance part of format version " + j.value("formatVersion", Json()).dump() +
                                     ", this Muster reads version 1");
        parts.push_back({f, std::move(j)});
    }
    std::string current = parts.front().file;  // named when a part turns out malformed
    try {
        const Part& ref = parts.front();
        const Json& plan = ref.j.at("plan");
        const int n = plan.at("shards").get<int>();
        std::map<int, std::string> seen;
        for (const Part& p : parts) {
            current = p.file;
            if (p.j.at("scenarioChecksum") != ref.j.at("scenarioChecksum"))
                throw std::runtime_error(p.file + ": a part of another scenario (checksum " +
                                         p.j.at("scenarioChecksum").get<std::string>() + ", " + ref.file + " has " +
                                         ref.j.at("scenarioChecksum").get<std::string>() + ")");
            for (const auto& [key, value] : plan.items())
                if (!p.j.at("plan").contains(key) || p.j.at("plan").at(key) != value)
                    throw std::runtime_error(p.file + ": a part of another run (" + key + " " +
                                             p.j.at("plan").value(key, Json()).dump() + ", " + ref.file + " has " +
                                             value.dump() + ")");
            const int k = p.j.at("shard").get<int>();
            if (k < 1 || k > n)
                throw std::runtime_error(p.file + ": shard " + std::to_string(k) + " of " + std::to_string(n) +
                                         " does not exist");
            if (seen.count(k))
                throw std::runtime_error(p.file + ": shard " + std::to_string(k) + " of " + std::to_string(n) +
                                         " twice (also " + seen[k] + ")");
            seen[k] = p.file;
            const long long played = p.j.at("played").get<long long>(), planned = p.j.at("planned").get<long long>();
            if (played < planned)
                throw std::runtime_error(p.file + ": shard " + std::to_string(k) + " of " + std::to_string(n) +
                                         " was cut short after " + std::to_string(played) + " of " +
                                         std::to_string(planned) + " games; run that shard again");
        }
        for (int k = 1; k <= n; ++k)
            if (!seen.count(k))
                throw std::runtime_error("shard " + std::to_string(k) + " of " + std::to_string(n) +
                                         " is missing (parts given: " + std::to_string(parts.size()) + ")");
        BalanceRun run;
        BalanceOutcome& o = run.outcome;
        run.file = ref.j.at("file").get<std::string>();
        o.scenario = readScenarioJson(ref.j.at("scenario").dump(), ref.file + ": scenario");
        run.threads = ref.j.at("threads").get<int>();
        BalancePlan& pl = o.plan;
        pl.seed = plan.at("seed").get<std::uint64_t>();
        pl.shardCount = n;
        if (plan.at("mode") == "ladder") {
            pl.ladder = plan.at("ladder").get<std::vector<std::string>>();
            pl.games = plan.at("games").get<std::vector<int>>();
            pl.crossGames = plan.at("crossGames").get<int>();
        } else {
            pl.ladder.clear();
            pl.unionAi = plan.at("ai").at("union").get<std::string>();
            pl.confederateAi = plan.at("ai").at("confederate").get<std::string>();
            pl.games = {plan.at("games").get<int>()};
        }
        if (plan.value("suggestAP", false)) pl.suggest = PlanSuggest::CommandAp;
        const std::size_t main = pl.mainJobs();
        for (const Part& p : parts) {
            current = p.file;
            const Json& runs = p.j.at("runs");
            if (runs.size() < main) throw std::runtime_error(p.file + ": runs differ from the plan");
            BalanceOutcome shard;
            for (std::size_t i = 0; i < runs.size(); ++i)
                (i < main ? shard.reports : shard.apSteps).push_back(readRaw(runs.at(i), pl.seed));
            shard.played = p.j.at("played").get<long long>();
            shard.planned = p.j.at("planned").get<long long>();
            if (o.reports.empty()) {
                o.reports = std::move(shard.reports);
                o.apSteps = std::move(shard.apSteps);
                o.played = shard.played;
                o.planned = shard.planned;
            } else {
                try {
                    mergeOutcome(o, shard);
                } catch (const std::invalid_argument&) {
                    throw std::runtime_error(p.file + ": runs differ from " + ref.file);
                }
            }
        }
        settleMergedOutcome(o);
        return run;
    } catch (const std::exception& e) {
        if (!dynamic_cast<const nlohmann::json::exception*>(&e) && !dynamic_cast<const std::logic_error*>(&e)) throw;
        // Named by the part's own JSON path, never by the JSON library's words.
        std::string where;
        for (const Part& p : parts)
            if (p.file == current) where = partShapeProblem(p.j);
        throw std::runtime_error(current + ": a malformed balance part file" + (where.empty() ? std::string(" (a value of the wrong kind)") : ": " + where));
    }
}

} // namespace muster::cli
