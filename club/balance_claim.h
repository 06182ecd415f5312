#pragma once
// A balance claim: what `muster-cli balance --json` printed for a battle, with what anyone
// needs to play the same games again (the battle itself, its checksum, the seed, the
// players, the number of games, the Muster that ran them). One pair of players (`--ai`)
// or a ladder of them (the default). The engine is deterministic, so re-running a claim
// must give exactly its numbers; verifyClaim does that (docs/club.md).
#include "engine/balance/balance_plan.h"
#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// A claim file that does not read; what() is "FILE: JSON_PATH: reason".
class ClaimError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct BalanceClaim {
    std::string muster;            // version of the Muster that ran it
    std::string battleId;          // the battle's name in the club (scenarios/ID.json)
    std::string checksum;          // sha256 of the battle's canonical JSON
    std::string title;
    bool olderRevision = false;    // the club has since published a newer revision of the battle
    std::string publisher;         // the club member who published it (publish --by); empty: not known
    std::int64_t games = 0;        // the (strongest rung's) games, as the result's "games"
    std::uint64_t seed = 0;
    std::string unionAi, confederateAi; // the (strongest rung's) players
    // A ladder claim: its rungs (players weakest first, games per rung) and cross games.
    std::optional<LadderOptions> ladder;
    Scenario scenario;             // the battle as it was run, so the claim re-runs anywhere
    nlohmann::ordered_json result; // the `balance --json` output
};

// Reads strictly: unknown keys, a missing field, a scenario that does not read or whose
// checksum is not the one stated, players or games that disagree with the result, a player
// this Muster does not have, game counts past kMaxClaimGames, wins or draws past the games.
BalanceClaim readClaimJson(std::string_view text, const std::string& file);
BalanceClaim readClaimFile(const std::string& path);
// Stable text (fixed key order, 2-space indent, trailing newline).
std::string writeClaimJson(const BalanceClaim& c);

// A claim from a `balance --json` output for `scenario` (its games, seed and players are
// taken from it). Throws ClaimError when the output lacks them or is not a balance report.
BalanceClaim makeClaim(const Scenario& scenario, const std::string& battleId, const nlohmann::ordered_json& balanceJson,
                       const std::string& source);

// The figures a claim is checked on, as `balance --json` prints them for this report.
nlohmann::ordered_json claimFigures(const Scenario& scenario, const BalanceReport& r);

struct ClaimCheck {
    bool finished = true;          // false: stopped before every game was played (no verdict)
    bool reproduced = false;
    std::vector<std::string> differences; // "union.wins: claimed 98, re-run gives 101"
    BalanceReport report;          // the (strongest rung's) re-run
    long long played = 0, planned = 0;    // games of the re-run
};
// The balance plan that made the claim: its players, games and seed.
BalancePlan claimPlan(const BalanceClaim& c);

// How a re-run is watched: a stop flag (Ctrl+C; the games in flight finish), progress, and
// per-job guesses of one game's seconds for the time left (from estimateClaimSeconds).
struct ClaimRerun {
    const std::atomic<bool>* stop = nullptr;
    PlanProgress progress;
    std::vector<double> priorSeconds;
};
// A guess of the re-run's wall time on `threads` threads, from timing its players through
// the first turn (probeJobs); the per-job guesses go to `priorSeconds` when given.
// Throws std::invalid_argument for a plan that cannot run.
double estimateClaimSeconds(const BalanceClaim& c, int threads, std::vector<double>* priorSeconds = nullptr);

// Plays the claim's plan again (runBalancePlan, the code every front end runs) and compares
// every figure; a ladder claim's re-run must print the very bytes of its result
// (balanceOutcomeJson). `threads` changes only the time taken. Stopped part way, the check
// is not finished and compares nothing.
ClaimCheck verifyClaim(const BalanceClaim& c, int threads, const ClaimRerun& rerun = {});
// Compares a claim's result with a report of the same games (no re-run).
std::vector<std::string> claimDifferences(const BalanceClaim& c, const BalanceReport& r);

// Every game a re-run plays: a ladder's rungs and cross pairings, or the one pairing's.
std::int64_t claimGamesTotal(const BalanceClaim& c);

// The most games a claim (or a rung of one) may hold: what `balance --games` accepts.
inline constexpr std::int64_t kMaxClaimGames = 10000000;

// The version written into new claims.
std::string musterVersion();

} // namespace muster
