#pragma once
// One balance run as a plan, and the one function that runs it: the players (a ladder of
// them, or one pairing), the games of each rung, the cross games, the suggestion asked for,
// the seed and the shard, with their defaults written here and nowhere else. The CLI
// (`muster-cli balance`), the editor's Balance dock and club claims all run a plan through
// runBalancePlan, so the same plan gives the same outcome, and its JSON the same bytes,
// whichever front end asked (balanceOutcomeJson).
#include "engine/balance/balance.h"
#include "engine/balance/balance_ladder.h"
#include "engine/balance/balance_people.h"
#include "engine/balance/balance_runner.h"
#include "engine/balance/balance_suggest.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace muster {

enum class PlanSuggest {
    None,
    CommandAp,  // the command AP steps only, each played to the end (so shards can split it)
    Changes,    // every kind of change, variants clearly worse dropped early (balance_suggest.h)
};

struct BalancePlan {
    // A ladder of players weakest first (two or more), or empty for one pairing.
    std::vector<std::string> ladder = defaultLadder();
    std::string unionAi = "greedy", confederateAi = "greedy";  // the pairing, when ladder is empty
    // Fixed games per rung (or the pairing's one count). Given, or with fixedCounts, every
    // rung plays its count to the end; a missing count is the default: 200 for the weakest
    // rung (or the pairing), 60 for each stronger (slower) rung.
    std::vector<int> games;
    bool fixedCounts = false;
    // Otherwise each rung stops sequentially (balance.h): once the 95% interval of its
    // Union share of decided games is at most `precision` either side, or lies wholly in one
    // verdict band, or at its most games (maxGames; a missing one: defaultMaxGames). A
    // sharded plan always plays fixed counts: a shard cannot see the others' games.
    double precision = kDefaultPrecision;
    std::vector<int> maxGames;
    // Games of each cross pairing (the strongest against the weakest, both ways); unset:
    // half the strongest rung's games, at least 1; 0: none.
    std::optional<int> crossGames;
    PlanSuggest suggest = PlanSuggest::None;
    std::uint64_t seed = 1;
    int shardIndex = 0, shardCount = 1;

    static constexpr double kDefaultPrecision = 0.07;

    bool isLadder() const { return !ladder.empty(); }
    bool sharded() const { return shardCount > 1; }
    bool sequential() const { return !fixedCounts && games.empty() && !sharded(); }
    // The games of rung i (of the pairing when i is 0 and there is no ladder), defaults
    // filled: its fixed count, or when sequential the most it may play.
    int rungGames(std::size_t i) const;
    int crossGamesOrDefault() const;
    LadderOptions ladderOptions() const;
    BalanceOptions pairingOptions() const;
    std::size_t mainJobs() const;  // rungs and cross pairings, or 1
    std::size_t strongest() const { return isLadder() ? ladder.size() - 1 : 0; }
};
// The default games of rung i, written once for every front end: fixed, and the most a
// sequentially stopped rung plays.
int defaultRungGames(std::size_t rung);
int defaultMaxGames(std::size_t rung);

// What a plan produced.
struct BalanceOutcome {
    Scenario scenario;
    BalancePlan plan;
    std::vector<BalanceReport> reports;  // the main runs: the ladder's jobs (ladderJobs), or the pairing's one
    // A shard of a CommandAp plan: every AP step (candidateChanges, apOnly) at the strongest
    // rung and, for a ladder, at the weakest; settled into `ap` once the shards are merged.
    std::vector<BalanceReport> apSteps;
    std::optional<ApSuggestion> ap;        // CommandAp (judged at the strongest rung)
    std::optional<BalanceReport> novice;   // CommandAp with a ladder: the weakest rung at the suggested pair
    std::optional<Suggestions> suggestions;// Changes (judged by the strongest player)
    // Games people played on the battle (balance_people.h), set by a front end that looked
    // for them; not part of the run, so never in a claim or a part file.
    std::optional<PeopleResults> people;
    long long planned = 0, played = 0;     // games of the main runs and the AP steps
    bool cancelled = false;

    const BalanceReport& strongest() const { return reports[plan.strongest()]; }
    LadderReport ladderReport() const;
    bool cutShort() const { return played < planned || cancelled; }
};

// The jobs of a plan, in the order their reports are kept: the main runs, then (a sharded
// CommandAp plan only) the AP steps. Throws std::invalid_argument on a plan that cannot run.
std::vector<BalanceJob> planJobs(const std::shared_ptr<const GameSetup>& setup, const BalancePlan& plan);

// Progress of a plan: `searching` once the main runs are done and the suggestion's games play.
using PlanProgress = std::function<bool(const RunProgress&, std::size_t job, const BalanceReport& partial, bool searching)>;

// Plays the plan on `threads` threads (which change only the time taken). `stop` cancels:
// the games in flight finish, and a suggestion cut short is left out. `priorSeconds` per job
// of planJobs: a guess of one game's time for the time left (optional).
BalanceOutcome runBalancePlan(const Scenario& sc, const BalancePlan& plan, int threads,
                              const std::atomic<bool>* stop = nullptr, const PlanProgress& progress = {},
                              const std::vector<double>& priorSeconds = {});

// Adds the reports of another shard of the same plan (same runs in the same order).
void mergeOutcome(BalanceOutcome& into, const BalanceOutcome& shard);
// After the last shard is merged: the AP suggestion from the AP steps' totals, as the
// single run finds it.
void settleMergedOutcome(BalanceOutcome& o);

// The JSON `muster-cli balance --json` prints (DESIGN.md "Balance"), for any front end.
nlohmann::ordered_json balanceOutcomeJson(const BalanceOutcome& o);
// What every shard of a plan shares, as a part file's "plan".
nlohmann::ordered_json balancePlanJson(const BalancePlan& p);

} // namespace muster
