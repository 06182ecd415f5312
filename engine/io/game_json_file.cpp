// Game files from disk (a game, or a scenario read as a game) and replaying a record.
#include "engine/io/game_json.h"
#include "engine/io/game_sax.h"

#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "engine/queries/rule_queries.h"

#include <memory>

namespace muster {
namespace {

// Through the one reader policy: only a regular file within the size limit is read.
std::string readWholeFile(const std::string& path) {
    try {
        return readRegularFile(path, GameReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw GameReadError(path, "", e.reason());
    }
}

} // namespace

GameRecord readGameFile(const std::string& path) { return readGameJson(readWholeFile(path), path); }

GameRecord readGameOrScenarioFile(const std::string& path, std::uint64_t scenarioSeed, bool* isGame) {
    const std::string text = readWholeFile(path);
    std::string broken;
    const FileFormat format = sniffFormat(text, &broken);
    if (format == FileFormat::Unknown) throw GameReadError(path, "", broken);
    const bool game = format == FileFormat::Game;
    if (isGame) *isGame = game;
    if (game) return readGameJson(text, path);
    GameRecord g;
    try {
        g.scenario = readScenarioJson(text, path);
    } catch (const ScenarioReadError& e) {
        throw GameReadError(path, e.jsonPath(), e.reason());
    }
    if (const std::string errors = playBlockers(g.scenario); !errors.empty())
        throw GameReadError(path, "", "the scenario does not pass validation: " + errors, true);
    g.seed = scenarioSeed;
    return g;
}

Replay replayGame(const GameRecord& g, GameLog* log) {
    auto setup = std::make_shared<const GameSetup>(g.scenario);
    Replay r{setup, newGame(setup, g.seed, g.dice, log), -1, {}};
    for (std::size_t i = 0; i < g.actions.size(); ++i) {
        const ApplyResult res = applyAction(r.state, g.actions[i], log);
        if (!res) {
            r.failedAction = static_cast<int>(i);
            r.error = "actions[" + std::to_string(i) + "]: " + res.error;
            break;
        }
    }
    return r;
}

} // namespace muster
