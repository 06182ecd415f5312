// muster-cli moves GAME.json|SCENARIO.json --unit ID [--seed N] [--json]
// The hexes a unit can reach from the game's current state, the cheapest way to each.
#include "cli_util.h"
#include "game_input.h"
#include "command_registry.h"

#include "engine/rules/game.h"

#include <iostream>

namespace muster::cli {
namespace {

constexpr const char* kUsage = "usage: muster-cli moves GAME.json|SCENARIO.json --unit ID [--seed N] [--json]\n";

int runMoves(const std::vector<std::string>& argsIn) {
    auto args = argsIn;
    const bool json = takeFlag(args, "--json");
    const auto unitId = takeOption(args, "--unit");
    const auto seedText = takeOption(args, "--seed");
    if (args.size() != 1 || !unitId) {
        std::cerr << kUsage;
        return kExitUsage;
    }
    const std::string& file = args[0];
    int exitCode = 0;
    auto in = readGameInput("moves", file, seedText, exitCode);
    if (!in) return exitCode;
    GameRecord& g = in->game;
    const bool isGame = in->isGame;
    if (isGame && seedText) {
        std::cerr << "muster-cli moves: --seed is for a scenario; " << file << " holds its own seed\n";
        return kExitUsage;
    }
    const Replay r = replayGame(g);
    if (!r.ok()) {
        std::cerr << file << ": " << r.error << "\n";
        return kExitRuleErrors;
    }
    const int unit = r.setup->unitIndex(*unitId);
    if (unit < 0) {
        std::cerr << file << ": no unit '" << *unitId << "' in the scenario\n";
        return kExitUsage;
    }
    const std::vector<MoveOption> moves = moveOptions(r.state, unit);
    if (json) {
        std::cout << moveOptionsToJson(moves).dump() << "\n";
        return finishOutput(kExitOk);
    }
    const BoardGeometry& board = r.setup->board();
    const UnitState& u = r.state.unit(unit);
    std::cout << unitName(r.state, unit);
    if (u.status == UnitStatus::Board) std::cout << " at " << hexLabel(r.setup->offset(u.hex), board);
    else std::cout << " (" << toString(u.status) << ")";
    if (moves.empty()) {
        std::cout << ": no moves now (turn " << r.state.turn << ", " << displayName(r.state.toAct()) << " to act)\n";
        return finishOutput(kExitOk);
    }
    std::cout << ": " << moves.size() << (moves.size() == 1 ? " hex" : " hexes") << " in reach\n";
    for (const MoveOption& m : moves) {
        std::cout << "  " << hexLabel(m.to, board) << "  " << m.ap << " AP  " << toString(m.kind) << "  via";
        for (Offset o : m.path) std::cout << " " << hexLabel(o, board);
        std::cout << "\n";
    }
    return finishOutput(kExitOk);
}

const Registrar reg("moves", "moves GAME.json|SCENARIO.json --unit ID [--json]   legal moves of a unit now", runMoves,
                    kUsage);

} // namespace
} // namespace muster::cli
