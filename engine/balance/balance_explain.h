#pragma once
// Why a side wins and where: the tallies a balance run keeps beside its win counts (VP by
// source, VP by turn, the turn and condition each side won by, who held each hex at the end
// and where units fell), and the plain figures read from them (BalanceWhy, HexEffect) that
// the CLI, the JSON and the Balance dock show.
// Every tally is an integer sum over games, so threads, shards and merges give the same
// figures, as for the rest of BalanceReport.
#include "engine/balance/balance_types.h"
#include "model/game_result.h"
#include "model/scenario.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace muster {

// The two sides' keys in a balance result's JSON, in Side order.
inline constexpr const char* kSideJsonKeys[2] = {"union", "confederate"};

class GameState;

// What one game gave beyond its result, filled from the final state (describeGame).
struct GameDetail {
    std::array<int, 2> eliminationVp{};              // per side: VP for enemy units eliminated
    std::vector<std::array<int, 2>> markerVp;        // per VP marker: VP it gave each side
    std::vector<std::array<int, 2>> vpAtTurnEnd;     // per turn 1..turns: each side's VP (kept after the end)
    std::vector<std::pair<Offset, std::int8_t>> heldAtEnd;  // hexes a side held when the game ended
    std::vector<std::pair<Offset, std::int8_t>> lost;       // per eliminated unit: where, and its side
};
// Who holds a hex at the end: for a hex whose control the game tracks (a VP marker, a
// holdAtEnd objective) the side that last entered it (10.0); for any other hex the side with
// an infantry, cavalry, artillery or gunboat in it.
GameDetail describeGame(const GameState& end);

struct HexTally {
    std::array<int, 2> held{};        // games the side held it at the end
    std::array<int, 2> heldAndWon{};  // of those, games the side won
    std::array<int, 2> lost{};        // units of the side eliminated there
    friend bool operator==(const HexTally&, const HexTally&) = default;
};

// Integer sums over the games of a run.
struct ExplainTally {
    std::array<long long, 2> eliminationVp{};
    std::vector<std::array<long long, 2>> markerVp;  // per VP marker, per side
    // Per side, per turn (index turn - 1): VP at the end of that turn -> games.
    std::array<std::vector<std::map<int, int>>, 2> vpByTurn;
    std::array<std::map<int, int>, 2> winTurn;  // per side: the turn it won on -> games
    std::array<std::map<int, int>, 2> winsBy;   // per side: the condition index it won by -> games
    std::map<Offset, HexTally> hexes;           // hexes held at the end or where a unit fell

    void prepare(const Scenario& sc);
    void add(const GameDetail& d, GameResult result, int turn, int condition);
    void merge(const ExplainTally& o);
    friend bool operator==(const ExplainTally&, const ExplainTally&) = default;
};

// ---- What the tallies say, in figures a designer reads (the dock reads these). ----

struct VpSource {
    std::string name;              // "eliminations", or a VP marker's label ("0705" when it has none)
    int marker = -1;               // index in scenario.vpMarkers, -1 for eliminations
    std::array<double, 2> mean{};  // mean VP per game it gave each side
};
struct VpTurnBand {
    int turn = 0;
    std::array<double, 2> mean{};
    std::array<int, 2> p10{}, p90{};  // 10th and 90th percentile of the games' VP
};
struct WinningCondition {
    Side side = Side::Union;  // the side that won by it
    int condition = -1;
    std::string words;        // "the Union reaches 7 VP"
    int games = 0;
};
struct BalanceWhy {
    std::array<std::vector<VpSource>, 2> sources;  // per side, eliminations first, then each marker
    std::vector<VpTurnBand> vpByTurn;              // turn 1..turns
    std::array<double, 2> meanWinTurn{};           // per side, over the games it won (0: none)
    std::array<std::map<int, int>, 2> winTurn;     // per side: turn -> games
    std::vector<WinningCondition> conditions;      // most games first
};
BalanceWhy explainWhy(const Scenario& sc, const ExplainTally& t, int games);

// How much holding a hex at the end goes with a side's win.
struct HexEffect {
    Offset hex;
    std::string label;                  // "0705", with the VP marker's label when it has one
    bool objective = false;             // a VP marker or a holdAtEnd hex
    std::array<int, 2> held{};          // games the side held it at the end
    std::array<double, 2> heldRate{};   // held / games
    // Per side: win rate when holding it minus win rate when not, with Newcombe's 95%
    // interval; 0 and [-1, 1] when it was always or never held.
    std::array<double, 2> effect{};
    std::array<Interval, 2> effectCi{{{-1, 1}, {-1, 1}}};
    std::array<int, 2> lost{};          // units of each side eliminated there
};
// Every hex of the tally, in board order (row, then column).
std::vector<HexEffect> hexEffects(const Scenario& sc, const ExplainTally& t, int games, std::array<int, 2> wins);
// The hexes that most tell who wins: those whose interval excludes 0 for a side that holds
// them in 10-90% of the games, by the interval's nearer end, largest first; at most `n`.
std::vector<HexEffect> decisiveHexes(const std::vector<HexEffect>& all, std::size_t n);

// How a side won, in plain words: "the Union reaches 7 VP", "the Union does not reach 7 VP
// by turn 8" (a Confederate win), "the Confederates hold 0705 Dunker Church and 0806 at the
// end", "the Union has the most VP at the end".
std::string winningWords(const Scenario& sc, int condition, Side winner);

} // namespace muster
