#pragma once
// Balance as a ladder: the same scenario played on the same dice seeds by players of
// rising strength (weakest first, strongest last), plus the two cross pairings of the
// strongest with the weakest, and what they say together: each rung's share of decided
// games, the spread between the strongest and weakest rungs' Union win rates (Newcombe's
// interval), each side's gain from a stronger player, how far drawn games fell short, and
// a verdict. One player's estimate alone can mislead a designer: another player may
// favour the other side.
#include "engine/balance/balance.h"
#include "engine/balance/balance_runner.h"

#include <optional>

namespace muster {

struct LadderOptions {
    std::vector<std::string> players;  // rungs, weakest first, strongest last (at least two)
    std::vector<int> games;            // per rung
    int crossGames = 0;                // per cross pairing; 0: none (no skill gain)
    double stopHalfWidth = 0;          // the rungs' sequential stopping (balance.h); 0: fixed counts
    std::uint64_t seed = 1;
    int threads = 1;
    int shardIndex = 0, shardCount = 1;
};

// The ladder used when none is asked for: the presets table's rungs, strongest last.
std::vector<std::string> defaultLadder();
// One line on a player: its preset's description and measured strength (player_presets.h).
std::string playerBlurb(const std::string& name);

struct LadderReport {
    LadderOptions options;
    std::vector<BalanceReport> rungs;
    // [0]: the strongest player as the Union against the weakest; [1]: the reverse.
    std::vector<BalanceReport> cross;
};

struct DecidedShare {
    int decided = 0;
    double rate = 0.5;  // the Union's share of the decided games; 0.5 when none was decided
    Interval ci;
};
DecidedShare decidedShare(const BalanceReport& r);

// After a block of a sequentially stopped run (balance.h), whether it stops now: Precise
// when the 95% interval of its decided share has a half-width of at most `halfWidth`,
// Settled when that interval lies wholly in one verdict band (under a third, a third to 35%,
// 35-65%, 65% to two thirds, over two thirds), nothing while no game was decided.
std::optional<RunStop> sequentialStop(const BalanceReport& r, double halfWidth);

// Newcombe's hybrid score interval (1998, method 10) for p1 - p2 of two independent
// proportions k1/n1 and k2/n2.
Interval newcombeDifference(int k1, int n1, int k2, int n2);

enum class LadderVerdict { Even, FightingChance, Lopsided, DependsOnPlayers };
const char* toString(LadderVerdict v);  // "even", "fighting-chance", "lopsided", "depends-on-players"

struct LadderSummary {
    std::vector<DecidedShare> shares;  // per rung
    double spread = 0;                 // strongest minus weakest rung's Union win rate
    Interval spreadCi{-1, 1};
    bool hasSkillGain = false;
    std::array<double, 2> skillGain{};  // per side
    LadderVerdict verdict = LadderVerdict::Lopsided;
    bool mostlyDraws = false;          // the strongest rung drew most of its games
    // Against the scenario's balanceIntent, when it has one: every rung's share of decided
    // games for the favoured side (the Union's when none is favoured) lies in the band, and
    // the rungs agree (not depends-on-players).
    std::optional<bool> intentMet;
};
// "depends-on-players" when the spread's interval excludes 0; else "even" when every
// rung's decided share lies in 35-65%; else "fighting-chance" when each side wins at least
// a third of the decided games at every rung (Bloody Big Battles' test for a historically
// lopsided battle); else "lopsided". A side's skill gain is how much
// its win rate rises when its player goes from the weakest to the strongest, averaged over
// the two opponents (the weakest rung and one cross pairing, the other cross pairing and
// the strongest rung).
LadderSummary summarize(const LadderReport& r, const BalanceIntent* intent = nullptr);

// The jobs of a ladder on a scenario: the rungs, then the two cross pairings.
std::vector<BalanceJob> ladderJobs(const std::shared_ptr<const GameSetup>& setup, const LadderOptions& o);
// The reports of those jobs, in that order, as a ladder.
LadderReport ladderFromReports(const LadderOptions& o, std::vector<BalanceReport> reports);

} // namespace muster
