#pragma once
// Lists of generated battles for the AI's training and benchmarks: the boards of
// randomScenario from a first seed on that pass the play checks, optionally evened.
#include "tests/support/random_scenario.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace muster {

class GameSetup;

// The Union's mean score (1, 1/2 or 0 a game) over a balance run of `games` greedy
// self-play games (engine/balance, seed 1).
double greedyUnionShare(const Scenario& s, int games);

// Sets the two sides' command AP (2 to 6, a total near 8) so that greedy self-play gives
// the Union close to half the points over `games` games; returns that share. Without
// this, how a side is played hardly moves the result of a generated battle.
double evenCommandAp(Scenario& s, int games = 20);

// `count` boards from `firstSeed` on; `evened`: command AP evened as above, and a board is
// skipped when no setting brings the Union's share within 35-65%.
std::vector<std::shared_ptr<const GameSetup>> generatedBoards(int count, std::uint64_t firstSeed,
                                                              const RandomScenarioSpec& spec = {},
                                                              bool evened = false);

} // namespace muster
