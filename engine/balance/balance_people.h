#pragma once
// Games people played, beside the AI rungs: the finished games of the battle being estimated
// with a person on at least one side, counted as a rung's games are (wins per side, draws,
// the Union's share of decided games with its Wilson interval), where they came from, the
// files that could not be read, and whether people and the machines agree. A game counts
// only on the very battle estimated: its scenario's canonical JSON equals the battle's (the
// test a club applies through the checksum of that text).
#include "engine/balance/balance_ladder.h"
#include "engine/io/game_json.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace muster {

struct BalanceOutcome;

struct PeopleSkip {
    std::string file;    // as the source names it: a path, "library game 12"
    std::string reason;  // a sentence
};

struct PeopleSource {
    std::string name;  // a folder or file as given, or "the library (PATH)"
    int games = 0;     // games counted from it
};

struct PeopleResults {
    int games = 0, unionWins = 0, confederateWins = 0, draws = 0;
    std::vector<PeopleSource> sources;  // every source looked at, in order
    // Game files read but not counted: not played to the end, no person at the table, played
    // on another battle (or another revision of it).
    int unfinished = 0, computerOnly = 0, otherBattle = 0;
    std::vector<PeopleSkip> skipped;    // could not be read or replayed, with the reason

    // The Union's share of the decided games, as decidedShare gives a rung's.
    DecidedShare share() const;
};

// Counts game records into PeopleResults for one battle.
class PeopleCounter {
public:
    explicit PeopleCounter(const Scenario& battle);
    // A new source; the games added next are counted to it.
    void beginSource(const std::string& name);
    enum class Seen { Counted, Unfinished, ComputerOnly, OtherBattle, DoesNotReplay };
    // One game from the current source, `file` naming it in a skip. A file without
    // "players" was played by people (docs/format.md); `players` overrides the record's
    // seats when the file around it names them (a club game).
    Seen add(const GameRecord& g, const std::string& file, const GamePlayers* players = nullptr);
    void skip(const std::string& file, const std::string& reason) { r_.skipped.push_back({file, reason}); }
    const PeopleResults& results() const { return r_; }

private:
    std::string battle_;  // canonical JSON
    PeopleResults r_;
};

// Whether people and the machines agree: people's interval of the Union's share of decided
// games against each rung's. They disagree with a rung when the two intervals do not overlap.
struct PeopleAgreement {
    bool comparable = false;                  // people decided at least one game
    std::vector<std::string> disagreeWith;    // the rungs whose interval misses people's
    std::string text;                         // one plain sentence
};
PeopleAgreement peopleAgreement(const PeopleResults& p, const BalanceOutcome& o);

// "people" in `balance --json`: games, wins, draws, the Union's share of decided games
// with "ci95", the sources, the games not counted and why, the files skipped, agreement.
nlohmann::ordered_json peopleJson(const PeopleResults& p, const BalanceOutcome& o);

} // namespace muster
