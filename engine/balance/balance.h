#pragma once
// Balance estimates: many games of self-play between two named players (player.h), on
// several threads, and what they say about the scenario (win rates with 95% Wilson
// intervals, game length, VP, markers captured, deciding victory conditions, how far each
// side fell short of its VP target in drawn games).
// Reproducible: game i draws its seeds from (seed, i) only, and every figure is an integer
// sum over the games, so neither the thread count, the order in which games finish nor a
// split into shards (merged with BalanceReport::merge) changes a figure. Memory does not
// grow with the number of games asked for.
#include "engine/balance/balance_explain.h"
#include "engine/balance/balance_types.h"
#include "engine/rules/game_state.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace muster {

// Sequential stopping: a run plays its games in blocks of kStopBlockGames in game order (20
// pairs sharing their dice) and, after each block, stops once the Union's share of decided
// games is known well enough (stopReason). Decided only at block ends over the games before
// them, so neither threads nor timing change where a run stops.
constexpr int kStopBlockGames = 40;

// Why a run ended. Fixed: it played the games asked (no sequential stopping); Precise: the
// 95% interval of the decided share was narrow enough; Settled: that interval lay wholly in
// one verdict band; Cap: it reached its most games first.
enum class RunStop { Fixed, Precise, Settled, Cap };
const char* toString(RunStop s);  // "fixed", "precise", "settled", "cap"

struct BalanceOptions {
    int games = 200;  // the games to play, or with stopHalfWidth the most to play
    std::string unionAi = "greedy";
    std::string confederateAi = "greedy";
    std::uint64_t seed = 1;
    int threads = 1;
    // Shard k (0-based) of n plays only the games whose dice seed falls to it: dice key d
    // (a swapped pair shares one) belongs to shard d mod n.
    int shardIndex = 0, shardCount = 1;
    // Set from outside (Ctrl+C, a Cancel button): no new game starts, games in flight finish.
    const std::atomic<bool>* stop = nullptr;
    // Above 0 (unsharded runs only): sequential stopping, aiming at a 95% interval of this
    // half-width (a fraction) on the Union's share of decided games.
    double stopHalfWidth = 0;
    // The first game played (a multiple of 2; unsharded runs only): games firstGame..games-1.
    int firstGame = 0;
};

// What one game gave.
struct GameOutcome {
    GameResult result = GameResult::None;
    int turns = 0;
    std::array<int, 2> vp{};
    int decidingCondition = -1;
    std::vector<std::int8_t> markerCapturedBy;  // per VP marker: -1, or the side that scored it
    std::string error;                           // a player broke the rules or the cap was hit
    GameDetail detail;                           // VP by source and turn, hexes held, units lost
};

struct BalanceReport {
    BalanceOptions options;
    int games = 0;       // games played (finished or not)
    int planned = 0;     // games this run (or shard) was asked to play
    int unionWins = 0, confederateWins = 0, draws = 0, errors = 0;
    long long turnSum = 0;
    std::array<long long, 2> vpSum{};
    double meanTurns = 0;                           // set by finish()
    std::array<double, 2> meanVp{};                 // set by finish()
    std::array<std::map<int, int>, 2> vpHistogram;  // VP -> games, per side
    std::map<int, int> turnHistogram;               // last turn played -> games
    std::vector<std::array<int, 2>> markerCaptures; // per VP marker: games each side scored it
    std::map<int, int> decidedBy;                   // condition index (-1: none, a draw) -> games
    // Per side, its VP target (the smallest reachVP / reachVPByTurn; 0: none) and, over the
    // drawn games, how many VP it was short of it -> games.
    std::array<int, 2> vpTarget{};
    std::array<std::map<int, int>, 2> drawShortfall;
    std::map<int, std::string> errorSamples;        // game index -> message, the lowest few
    std::vector<std::string> errorMessages;         // set by finish(): errorSamples in game order
    bool swapped = false;                           // same AI: each dice seed played twice, players swapped
    RunStop stopped = RunStop::Fixed;               // why it ended (a run cut short: games < planned)
    ExplainTally explain;                           // why and where: balance_explain.h

    double unionRate() const { return games ? double(unionWins) / games : 0; }
    double confederateRate() const { return games ? double(confederateWins) / games : 0; }
    Interval unionInterval() const { return wilsonInterval(unionWins, games); }
    Interval confederateInterval() const { return wilsonInterval(confederateWins, games); }
    // Union minus Confederate wins per game: 0 is even.
    double imbalance() const { return games ? double(unionWins - confederateWins) / games : 0; }
    bool cutShort() const { return games < planned; }
    // Sets up the per-scenario parts (markers, VP targets) before the first add().
    void prepare(const Scenario& sc);
    void add(const GameOutcome& g, int gameIndex);
    // Adds another report over other games of the same run (another shard).
    void merge(const BalanceReport& other);
    void finish();
};

// The seeds of game i: its dice, the Union player's and the Confederate player's.
struct GameSeeds {
    std::uint64_t dice = 0, unionPlayer = 0, confederatePlayer = 0;
};
GameSeeds gameSeeds(std::uint64_t seed, int game, bool swapPairs);
// The dice key of game i (a swapped pair shares one), which decides its shard.
inline int diceKey(int game, bool swapPairs) { return swapPairs ? game / 2 : game; }
// How many of `games` games shard k of n plays, and the m-th of them.
int shardGames(int games, bool swapPairs, int shardIndex, int shardCount);
int shardGame(int m, bool swapPairs, int shardIndex, int shardCount);

// Plays one game between two players named in the registry.
GameOutcome playOne(const std::shared_ptr<const GameSetup>& setup, const std::string& unionAi,
                    const std::string& confederateAi, const GameSeeds& seeds);

// Called (under a lock, in completion order) after each game with games done so far and
// the report over the games finished so far; return false to cancel.
using BalanceProgress = std::function<bool(int done, const BalanceReport& partial)>;

// Throws std::invalid_argument for an unknown player name or a bad count.
BalanceReport runBalance(const std::shared_ptr<const GameSetup>& setup, const BalanceOptions& o,
                         const BalanceProgress& progress = {});

struct ApCandidate {
    int unionAp = 0, confederateAp = 0;
    BalanceReport report;
};
// The command AP pair (11.5) closest to even among those tried on the same seeds (the
// balance plan's CommandAp suggestion, balance_plan.h).
struct ApSuggestion {
    int unionAp = 0, confederateAp = 0;
    double unionRate = 0, confederateRate = 0;
    Interval unionInterval;
    bool even = false;  // the Union win rate's interval among decided games holds 50%
    std::vector<ApCandidate> tried;  // the scenario's own pair first
};

} // namespace muster
