#pragma once
// The smallest change that evens a battle, in the designer's own units: command AP per side
// (11.5), a condition's VP target, the number of turns, the VP for an elimination, a VP
// marker's value. Every variant is played on the same dice seeds in blocks of games in game
// order (so a variant played to the end is exactly its whole run), and after each block a
// variant whose interval of the distance from even lies wholly beyond the best one's is
// dropped.
// A variant that draws most of its games (when the battle itself does not) is no answer:
// nobody winning is not balance. Deterministic: what is dropped depends only on integer
// totals, never on the threads.
#include "engine/balance/balance.h"
#include "engine/balance/balance_ladder.h"
#include "engine/balance/balance_runner.h"

#include <atomic>
#include <string>
#include <vector>

namespace muster {

struct BalanceChange {
    enum class Kind { CommandAp, VictoryVp, Turns, EliminationVp, MarkerValue };
    Kind kind = Kind::CommandAp;
    Side side = Side::Union;  // CommandAp: whose
    int index = -1;           // VictoryVp: the condition; MarkerValue: the marker
    int from = 0, to = 0;     // the value now and suggested
    friend bool operator==(const BalanceChange&, const BalanceChange&) = default;
};
const char* toString(BalanceChange::Kind k);  // "commandAP", "victoryVP", "turns", "eliminationVP", "markerValue"
// "Union command AP 5 -> 4", "the Union's VP target of 'reachVP' 7 -> 6", ...
std::string changeWords(const Scenario& sc, const BalanceChange& c);
Scenario applyChange(const Scenario& sc, const BalanceChange& c);
// The variants tried, smallest steps first: command AP -3..+3 per side, each VP target -2..+2,
// turns -1..+1, elimination VP -1..+1, each marker's value -1..+1, within what the rules
// and validation allow (AP and VP not below 0, a target not below 1, turns not before a
// condition's turn or a reinforcement's arrival). `apOnly`: the command AP steps only.
std::vector<BalanceChange> candidateChanges(const Scenario& sc, bool apOnly = false);

struct SuggestOptions {
    std::string player = "greedy";  // on both sides
    int games = 60;                 // per variant when played to the end
    int blockGames = kStopBlockGames;  // games between checks for variants clearly worse than the best
    std::uint64_t seed = 1;
    int threads = 1;
    std::size_t best = 3;           // how many to report (never dropped below this many)
    bool apOnly = false;
    const std::atomic<bool>* stop = nullptr;
    // The battle as it is, played the same way (the same games and seed); played here when null.
    const BalanceReport* base = nullptr;
    JobsProgress progress;          // after each game of a block (the block's jobs are the variants alive)
};

struct SuggestedChange {
    BalanceChange change;
    BalanceReport report;  // over the games it played
    DecidedShare share;    // the Union's share of decided games
    bool even = false;     // the share's interval holds 50%
};
struct Suggestions {
    BalanceReport base;                 // the battle as it is
    std::vector<SuggestedChange> best;  // closest to even first (a smaller step first on a tie)
    int tried = 0;                      // variants
    int stoppedEarly = 0;               // dropped before the last block
    long long played = 0;               // games played over every variant
    bool cancelled = false;
};
Suggestions suggestChanges(const Scenario& sc, const SuggestOptions& o);

// The variants played (in candidateChanges order), ranked as suggestChanges ranks them after
// its last block: closest to even first, none that draws most games when the battle itself
// does not; at most `best`.
std::vector<SuggestedChange> rankChanges(const BalanceReport& base, const std::vector<BalanceChange>& changes,
                                         const std::vector<BalanceReport>& reports, std::size_t best);
// True when a is nearer to even than b (the Union's share of decided games).
bool closerToEven(const BalanceReport& a, const BalanceReport& b);

} // namespace muster
