#pragma once
// Playing one whole game between two players: the loop the CLI's `play --ai`, the tests
// and the benchmarks share. Each player is asked only for its own side's decisions.
#include "engine/rules/action.h"
#include "engine/rules/game_log.h"
#include "engine/rules/game_state.h"
#include "engine/players/player.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace muster {

struct MatchResult {
    GameState state;    // final (or where play stopped on an error)
    std::string error;  // empty when the game reached its end
    int actions = 0;    // actions applied
    bool ok() const { return error.empty(); }
};

// The seed a side's player gets in a game played from `gameSeed` (the dice use gameSeed
// itself): the CLI's `play --ai ... --seed N` and the tests derive them the same way, so a
// failing test's seed replays on the command line.
std::uint64_t playerSeed(std::uint64_t gameSeed, Side side);

// A cap on the actions of one game, past which playGame stops with an error instead of
// looping: every unit acts at most once per side-turn and each side-turn ends, so a sane
// game stays far below it.
int actionCap(const GameSetup& setup);

// Plays from newGame(setup, seed) to the end. `record` receives every applied action (for
// a game file), `log` what happened. An illegal action from a player, or passing the cap,
// ends the match with `error` set (naming the player, the action index and the engine's
// message).
MatchResult playGame(std::shared_ptr<const GameSetup> setup, std::uint64_t seed, Player& unionPlayer,
                     Player& confederatePlayer, GameLog* log = nullptr, std::vector<Action>* record = nullptr);

} // namespace muster
