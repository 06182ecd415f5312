#include "engine/balance/balance_plan.h"

#include "engine/balance/balance_explain_json.h"
#include "engine/balance/balance_json.h"
#include "engine/rules/game_setup.h"

#include <algorithm>
#include <stdexcept>

namespace muster {
namespace {

using Json = nlohmann::ordered_json;

// The AP steps a CommandAp plan plays, each a change of one side's command AP.
std::vector<BalanceChange> apSteps(const Scenario& sc) { return candidateChanges(sc, true); }

// The pair (Union, Confederate) a step gives.
std::pair<int, int> apPair(const Scenario& sc, const BalanceChange& c) {
    const Scenario at = applyChange(sc, c);
    return {at.side(Side::Union).commandAP, at.side(Side::Confederate).commandAP};
}

// How many reports each AP step keeps: the strongest rung's, and the weakest's too when a
// ladder is sharded (merge then finds the novice's view at whichever pair wins).
std::size_t reportsPerStep(const BalancePlan& p) { return p.isLadder() && p.sharded() ? 2 : 1; }

// The suggestion from the strongest rung's reports at each AP step: the pair closest to even,
// the scenario's own pair when no step comes closer.
ApSuggestion apSuggestion(const Scenario& sc, const BalanceReport& own, const std::vector<BalanceChange>& steps,
                          const std::vector<BalanceReport>& atStep, int* chosenStep) {
    ApSuggestion s;
    s.tried.push_back({sc.side(Side::Union).commandAP, sc.side(Side::Confederate).commandAP, own});
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto [u, c] = apPair(sc, steps[i]);
        s.tried.push_back({u, c, atStep[i]});
    }
    *chosenStep = -1;
    const std::vector<SuggestedChange> ranked = rankChanges(own, steps, atStep, 1);
    if (!ranked.empty() && closerToEven(ranked.front().report, own))
        *chosenStep = static_cast<int>(std::find(steps.begin(), steps.end(), ranked.front().change) - steps.begin());
    const ApCandidate& best = s.tried[static_cast<std::size_t>(*chosenStep + 1)];
    s.unionAp = best.unionAp;
    s.confederateAp = best.confederateAp;
    s.unionRate = best.report.unionRate();
    s.confederateRate = best.report.confederateRate();
    s.unionInterval = best.report.unionInterval();
    const DecidedShare d = decidedShare(best.report);
    s.even = d.decided == 0 || (d.ci.lo <= 0.5 && d.ci.hi >= 0.5);
    return s;
}

Json apJson(const ApSuggestion& ap) {
    Json j = {{"union", ap.unionAp},
              {"confederate", ap.confederateAp},
              {"unionRate", ap.unionRate},
              {"confederateRate", ap.confederateRate},
              {"ci95", {ap.unionInterval.lo, ap.unionInterval.hi}},
              {"even", ap.even}};
    auto tried = Json::array();
    for (const ApCandidate& c : ap.tried)
        tried.push_back({{"union", c.unionAp},
                         {"confederate", c.confederateAp},
                         {"unionRate", c.report.unionRate()},
                         {"confederateRate", c.report.confederateRate()},
                         {"draws", c.report.draws}});
    j["tried"] = tried;
    return j;
}

} // namespace

int defaultRungGames(std::size_t rung) { return rung == 0 ? 200 : 60; }
// The fixed counts: a default run never plays more than it did before stopping early; +-7
// points on an even rung takes about 200 decided games (--max-games 400,200, docs/cli.md).
int defaultMaxGames(std::size_t rung) { return defaultRungGames(rung); }

int BalancePlan::rungGames(std::size_t i) const {
    if (!sequential()) return i < games.size() ? games[i] : defaultRungGames(i);
    return i < maxGames.size() ? maxGames[i] : defaultMaxGames(i);
}

int BalancePlan::crossGamesOrDefault() const {
    if (crossGames) return *crossGames;
    if (!isLadder()) return 0;
    // Sequential: half the strongest rung's fixed default, not of its (larger) most games.
    const std::size_t top = ladder.size() - 1;
    return std::max(1, (sequential() ? defaultRungGames(top) : rungGames(top)) / 2);
}

LadderOptions BalancePlan::ladderOptions() const {
    LadderOptions l;
    l.players = ladder;
    for (std::size_t i = 0; i < ladder.size(); ++i) l.games.push_back(rungGames(i));
    l.crossGames = crossGamesOrDefault();
    l.stopHalfWidth = sequential() ? precision : 0;
    l.seed = seed;
    l.shardIndex = shardIndex;
    l.shardCount = shardCount;
    return l;
}

BalanceOptions BalancePlan::pairingOptions() const {
    BalanceOptions o;
    o.games = rungGames(0);
    o.unionAi = unionAi;
    o.confederateAi = confederateAi;
    o.stopHalfWidth = sequential() ? precision : 0;
    o.seed = seed;
    o.shardIndex = shardIndex;
    o.shardCount = shardCount;
    return o;
}

std::size_t BalancePlan::mainJobs() const {
    return isLadder() ? ladder.size() + (crossGamesOrDefault() > 0 ? 2 : 0) : 1;
}

LadderReport BalanceOutcome::ladderReport() const { return ladderFromReports(plan.ladderOptions(), reports); }

std::vector<BalanceJob> planJobs(const std::shared_ptr<const GameSetup>& setup, const BalancePlan& p) {
    if (p.isLadder() && p.ladder.size() < 2) throw std::invalid_argument("a ladder needs at least two players, weakest first");
    if (p.sequential() && !(p.precision > 0 && p.precision < 0.5))
        throw std::invalid_argument("the precision aimed for must lie between 0 and 50 points");
    if (p.suggest == PlanSuggest::Changes && p.sharded())
        throw std::invalid_argument("a search over every kind of change does not split into shards");
    if (p.suggest == PlanSuggest::Changes && !p.isLadder() && p.unionAi != p.confederateAi)
        throw std::invalid_argument("a search over changes plays one player on both sides");
    std::vector<BalanceJob> jobs =
        p.isLadder() ? ladderJobs(setup, p.ladderOptions()) : std::vector<BalanceJob>{BalanceJob{setup, p.pairingOptions()}};
    if (p.suggest != PlanSuggest::CommandAp) return jobs;
    const BalanceJob strong = jobs[p.strongest()], weak = jobs.front();
    for (const BalanceChange& c : apSteps(setup->scenario())) {
        auto at = std::make_shared<const GameSetup>(applyChange(setup->scenario(), c));
        jobs.push_back({at, strong.options});
        if (reportsPerStep(p) == 2) jobs.push_back({at, weak.options});
    }
    return jobs;
}

BalanceOutcome runBalancePlan(const Scenario& sc, const BalancePlan& plan, int threads, const std::atomic<bool>* stop,
                              const PlanProgress& progress, const std::vector<double>& priorSeconds) {
    BalanceOutcome o;
    o.scenario = sc;
    o.plan = plan;
    const auto setup = std::make_shared<const GameSetup>(sc);
    const std::vector<BalanceJob> jobs = planJobs(setup, plan);
    auto phase = [&](bool searching) -> JobsProgress {
        if (!progress) return {};
        return [&progress, searching](const RunProgress& p, std::size_t j, const BalanceReport& r) { return progress(p, j, r, searching); };
    };
    std::vector<BalanceReport> got = runBalanceJobs(jobs, threads, stop, phase(false), priorSeconds);
    for (const BalanceReport& r : got) o.played += r.games, o.planned += r.planned;
    const std::size_t main = plan.mainJobs();
    o.apSteps.assign(std::make_move_iterator(got.begin() + static_cast<std::ptrdiff_t>(main)), std::make_move_iterator(got.end()));
    got.resize(main);
    o.reports = std::move(got);
    o.cancelled = stop && stop->load();
    if (o.cancelled || plan.sharded()) return o;
    if (plan.suggest == PlanSuggest::CommandAp) {
        settleMergedOutcome(o);
        if (plan.isLadder() && o.ap) {
            // The novice's view at the pair chosen: the weakest rung played there.
            const BalanceReport& own = o.reports.front();
            if (o.ap->unionAp == sc.side(Side::Union).commandAP && o.ap->confederateAp == sc.side(Side::Confederate).commandAP) {
                o.novice = own;
            } else {
                Scenario pair = sc;
                pair.side(Side::Union).commandAP = o.ap->unionAp;
                pair.side(Side::Confederate).commandAP = o.ap->confederateAp;
                BalanceJob at = jobs.front();
                at.setup = std::make_shared<const GameSetup>(pair);
                o.novice = runBalanceJobs({at}, threads, stop, phase(true)).front();
            }
        }
        if (stop && stop->load()) o.ap.reset(), o.novice.reset(), o.cancelled = true;
    }
    if (plan.suggest == PlanSuggest::Changes) {
        const BalanceReport& strong = o.strongest();
        SuggestOptions so;
        so.player = strong.options.unionAi;
        so.games = strong.games;  // as many as the rung played, sequentially stopped or not
        so.seed = plan.seed;
        so.threads = threads;
        so.stop = stop;
        so.base = &strong;  // the same player, games and seed: the battle as it is
        so.progress = phase(true);
        Suggestions found = suggestChanges(sc, so);
        if (!found.cancelled) o.suggestions = std::move(found);
        else o.cancelled = true;
    }
    return o;
}

void mergeOutcome(BalanceOutcome& into, const BalanceOutcome& shard) {
    if (into.reports.size() != shard.reports.size() || into.apSteps.size() != shard.apSteps.size())
        throw std::invalid_argument("the shards hold different runs");
    for (std::size_t i = 0; i < shard.reports.size(); ++i) into.reports[i].merge(shard.reports[i]);
    for (std::size_t i = 0; i < shard.apSteps.size(); ++i) into.apSteps[i].merge(shard.apSteps[i]);
    into.played += shard.played;
    into.planned += shard.planned;
}

void settleMergedOutcome(BalanceOutcome& o) {
    for (BalanceReport& r : o.reports) r.finish();
    for (BalanceReport& r : o.apSteps) r.finish();
    if (o.plan.suggest != PlanSuggest::CommandAp) return;
    const std::vector<BalanceChange> steps = apSteps(o.scenario);
    const std::size_t per = reportsPerStep(o.plan);
    if (o.apSteps.size() != steps.size() * per) throw std::runtime_error("the AP steps of the suggestion are missing");
    std::vector<BalanceReport> strong;
    for (std::size_t i = 0; i < steps.size(); ++i) strong.push_back(o.apSteps[i * per]);
    int chosen = -1;
    o.ap = apSuggestion(o.scenario, o.strongest(), steps, strong, &chosen);
    if (o.plan.isLadder() && per == 2) o.novice = chosen < 0 ? o.reports.front() : o.apSteps[static_cast<std::size_t>(chosen) * 2 + 1];
    o.apSteps.clear();
}

Json balanceOutcomeJson(const BalanceOutcome& o) {
    Json j = o.plan.isLadder() ? ladderReportJson(o.scenario, o.ladderReport()) : balanceReportJson(o.scenario, o.reports.front());
    if (o.ap) {
        j["suggestedAP"] = apJson(*o.ap);
        if (o.plan.isLadder()) {
            j["suggestedAP"]["judgedBy"] = o.strongest().options.unionAi;
            if (o.novice)
                j["suggestedAP"]["novice"] = {{"ai", o.novice->options.unionAi},
                                              {"games", o.novice->games},
                                              {"unionRate", o.novice->unionRate()},
                                              {"confederateRate", o.novice->confederateRate()},
                                              {"draws", o.novice->draws}};
        }
    }
    if (o.suggestions) {
        const BalanceReport& strong = o.strongest();
        j["suggestions"] = suggestionsJson(o.scenario, *o.suggestions);
        j["suggestionSearch"] = {{"ai", strong.options.unionAi}, {"games", strong.games},
                                 {"tried", o.suggestions->tried}, {"stoppedEarly", o.suggestions->stoppedEarly}};
        if (o.plan.sequential()) j["suggestionSearch"]["played"] = o.suggestions->played;
        const DecidedShare now = decidedShare(o.suggestions->base);
        j["suggestionSearch"]["asItIs"] = {{"decided", now.decided}, {"rate", now.rate}, {"ci95", {now.ci.lo, now.ci.hi}}};
    }
    if (o.plan.sequential()) {
        // Why each rung ended, and the rule: fixed plans keep their JSON of before.
        auto why = [](const BalanceReport& r) { return r.cutShort() ? std::string("cut-short") : std::string(toString(r.stopped)); };
        j["stopping"] = {{"rule", "sequential"}, {"precision", o.plan.precision}, {"blockGames", kStopBlockGames}};
        if (o.plan.isLadder())
            for (std::size_t i = 0; i < o.plan.ladder.size() && i < j["ladder"].size(); ++i) j["ladder"][i]["stopped"] = why(o.reports[i]);
        else j["stopped"] = why(o.reports.front());
    }
    if (o.people) j["people"] = peopleJson(*o.people, o);
    if (o.played < o.planned) j["cutShort"] = {{"after", o.played}, {"of", o.planned}};
    return j;
}

Json balancePlanJson(const BalancePlan& p) {
    Json j;
    j["mode"] = p.isLadder() ? "ladder" : "single";
    j["seed"] = p.seed;
    if (p.isLadder()) {
        const LadderOptions l = p.ladderOptions();
        j["ladder"] = l.players;
        j["games"] = l.games;
        j["crossGames"] = l.crossGames;
    } else {
        j["ai"] = {{"union", p.unionAi}, {"confederate", p.confederateAi}};
        j["games"] = p.rungGames(0);
    }
    j["suggestAP"] = p.suggest == PlanSuggest::CommandAp;
    j["stopping"] = p.sequential() ? "sequential" : "fixed";  // shards: always fixed
    if (p.sequential()) j["precision"] = p.precision;
    j["shards"] = p.shardCount;
    return j;
}

} // namespace muster
