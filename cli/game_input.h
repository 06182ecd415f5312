#pragma once
// What `play` and `moves` work on: a game file, or a scenario opened as a new game.
#include "engine/io/game_json.h"

#include <optional>
#include <string>

namespace muster::cli {

struct GameInput {
    GameRecord game;
    bool isGame = false;  // read from a game file (which holds its own seed)
};

// Reads `file` as a game, or as a scenario started with the seed of "--seed" (1 when
// absent). Nullopt after printing why on stderr; `exitCode` is then the status to return.
std::optional<GameInput> readGameInput(const char* command, const std::string& file,
                                       const std::optional<std::string>& seedText, int& exitCode);

} // namespace muster::cli
