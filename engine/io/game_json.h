#pragma once
// Game files (`muster-game` v1, DESIGN.md "Game file"): reading them strictly, writing them
// canonically, replaying them into a GameState, and the JSON the CLI prints for a state
// (`play --json`) and for a unit's moves (`moves --json`). Unit ids become indexes here and
// nowhere else; the rules code never sees JSON.
#include "engine/rules/action.h"
#include "engine/rules/game.h"
#include "engine/rules/game_log.h"
#include "engine/rules/game_state.h"
#include "model/scenario.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

// The seat of a person at the table (hot seat or against the computer), in game files,
// club claims and the editor's player choices; every other seat name is a registered player.
inline constexpr std::string_view kHumanSeat = "human";

// Who played each side and how fast the computer moved, so a resumed game goes on as it
// was left (optional "players" in a game file; the engine itself never reads it).
struct GamePlayers {
    struct Seat {
        std::string player{kHumanSeat};      // kHumanSeat or a registered player's name
        std::optional<std::uint64_t> seed;   // a computer player's seed
        bool operator==(const Seat&) const = default;
    };
    std::array<Seat, 2> seats;               // indexed by Side
    std::optional<int> paceMs;               // milliseconds between computer actions
    bool cutShort = false;                   // the editor's time cap cut a computer turn short: the seeds no longer replay it
    bool operator==(const GamePlayers&) const = default;
};

// A game as its file holds it: the set-up, the dice and the actions in order.
struct GameRecord {
    Scenario scenario;
    std::uint64_t seed = 0;
    std::vector<int> dice;        // scripted d6 results, used before the generator
    std::vector<Action> actions;  // unit indexes into scenario.units
    std::optional<GamePlayers> players;
};

// A file that cannot be read as a game. what() is "FILE: JSON_PATH: reason" (file and path
// left out when unknown), as for scenarios; a scenario part's path starts with "scenario".
class GameReadError : public std::runtime_error {
public:
    GameReadError(std::string file, std::string jsonPath, std::string reason, bool invalidScenario = false);
    const std::string& file() const { return file_; }
    // The file is well formed but its scenario has validation errors (CLI exit 1, not 2).
    bool invalidScenario() const { return invalid_; }
    const std::string& jsonPath() const { return path_; }  // "actions[3].path[1]"
    const std::string& reason() const { return reason_; }

private:
    std::string file_, path_, reason_;
    bool invalid_ = false;
};

// Parse a game file. Throws GameReadError for malformed JSON, unknown keys, bad values,
// unknown unit ids, hexes off the board and a scenario with validation errors (listed).
// Legality of the actions is not checked here: that is replayGame's job. Streaming: memory
// is the text plus the record (limits in docs/format.md, "Game files: limits").
GameRecord readGameJson(std::string_view text, const std::string& sourceName = {});
GameRecord readGameFile(const std::string& path);

// What the top-level "format" of a JSON text says. It is read by streaming up to that key
// (no DOM), so a file broken after it is still known for what it is. Unknown: the text is
// not JSON up to there; `syntaxError` (optional) then gets the parser's message, with line
// and column. Only std::bad_alloc escapes.
enum class FileFormat { Game, Scenario, Other, Unknown };
FileFormat sniffFormat(std::string_view text, std::string* syntaxError = nullptr);
// sniffFormat(text) == FileFormat::Game.
bool looksLikeGameJson(std::string_view text);
// A game file, or a scenario file read as a game with no actions and `scenarioSeed`, so
// `play` and `moves` take either. `isGame` (optional) says which it was. Scenario errors
// come as GameReadError too (path without the "scenario." prefix). A game file's errors are
// its own (line, column, JSON path), never "not a scenario"; a file that breaks before its
// "format" is reported by its syntax error.
GameRecord readGameOrScenarioFile(const std::string& path, std::uint64_t scenarioSeed, bool* isGame = nullptr);

// Canonical text: fixed key order, the scenario as writeScenarioJson gives it, one action a
// line, trailing newline. Reading it back gives an equal record.
std::string writeGameJson(const GameRecord& g);
// Written atomically (model/io/atomic_file.h); throws ScenarioWriteError on failure and
// leaves the previous file whole.
void writeGameFile(const GameRecord& g, const std::string& path);

// The outcome of replaying a record. `state` is after the last accepted action; when an
// action is refused, replay stops there and `error` is "actions[i]: <engine message>".
struct Replay {
    std::shared_ptr<const GameSetup> setup;
    GameState state;
    int failedAction = -1;
    std::string error;
    bool ok() const { return failedAction < 0; }
};
// Replays with the default rule parameters, so a file gives the same state on every machine
// whatever the user's overrides.
Replay replayGame(const GameRecord& g, GameLog* log = nullptr);

// One action in the file's vocabulary ({"do":"move","unit":"u1","path":[[4,4]]}).
nlohmann::ordered_json actionToJson(const Scenario& s, const Action& a);
// The state as `play --json` prints it (DESIGN.md "State"); `log` may be null (empty list).
nlohmann::ordered_json stateToJson(const GameState& s, const GameLog* log);
// A unit's moves as `moves --json` prints them.
nlohmann::ordered_json moveOptionsToJson(const std::vector<MoveOption>& moves);

} // namespace muster
