// muster-cli play GAME.json [--json]
// muster-cli play SCENARIO.json --ai union=NAME,confederate=NAME [--seed N] [--out GAME.json] [--json]
// Replays a game file (or plays a whole game between two players) and prints the state.
#include "cli_util.h"
#include "game_input.h"
#include "terminal_safe.h"
#include "command_registry.h"

#include "engine/rules/game.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "model/io/scenario_json.h"

#include <iostream>

namespace muster::cli {
namespace {

constexpr const char* kUsage =
    "usage: muster-cli play GAME.json [--json]\n"
    "       muster-cli play SCENARIO.json [--ai union=NAME,confederate=NAME | --ai NAME] [--seed N]\n"
    "                       [--out GAME.json] [--json]\n";

std::string label(const GameState& s, int idx) { return idx < 0 ? "-" : hexLabel(s.setup().offset(idx), s.setup().board()); }

void printState(const GameState& s, const GameLog& log) {
    const Scenario& sc = s.setup().scenario();
    for (const LogEntry& e : log.entries) {
        std::cout << (e.action < 0 ? std::string("     ") : "[" + std::to_string(e.action) + "]") << " "
                  << displayName(e.side) << ": " << oneLine(e.text);
        if (!e.section.empty()) std::cout << " (" << e.section << ")";
        std::cout << "\n";
    }
    if (!log.entries.empty()) std::cout << "\n";
    std::cout << oneLine(sc.title) << ": turn " << s.turn << " of " << sc.turns << ", ";
    if (s.over()) std::cout << "game over: " << gameResultInfo(s.result).text << (s.reason.empty() ? "" : " (" + oneLine(s.reason) + ")");
    else std::cout << displayName(s.active) << " to act, " << s.side(s.active).ap << " AP left";
    std::cout << "\nVP: Union " << s.side(Side::Union).vp << ", Confederate " << s.side(Side::Confederate).vp << "\n";
    if (s.pending.kind != DecisionKind::None) {
        std::cout << "Waiting for " << displayName(s.pending.side) << ": "
                  << (s.pending.kind == DecisionKind::Retreat ? "retreat of " : "advance by ")
                  << unitName(s, s.pending.unit) << " to";
        for (int idx : s.pending.options) std::cout << " " << label(s, idx);
        std::cout << "\n";
    }
    for (Side side : kAllSides) {
        std::cout << displayName(side) << ":\n";
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
            if (s.sideOf(i) != side) continue;
            const UnitState& u = s.unit(i);
            std::cout << "  " << unitName(s, i) << "  ";
            if (u.status == UnitStatus::Board) std::cout << label(s, u.hex);
            else std::cout << toString(u.status);
            if (isCombatUnit(s.typeOf(i)) || s.typeOf(i) == UnitType::Gunboat) std::cout << "  " << u.sp << " SP";
            std::cout << "\n";
        }
    }
    for (std::size_t i = 0; i < sc.vpMarkers.size() && i < s.markers.size(); ++i) {
        const auto& m = s.markers[i];
        std::cout << "VP marker " << hexLabel(sc.vpMarkers[i].hex, sc.board) << ": "
                  << (m.removed ? "scored and removed" : m.holder ? "held by " + std::string(displayName(*m.holder)) : "unheld")
                  << "\n";
    }
}

int runPlay(const std::vector<std::string>& argsIn) {
    auto args = argsIn;
    const bool json = takeFlag(args, "--json");
    const auto ai = takeOption(args, "--ai");
    const auto seedText = takeOption(args, "--seed");
    const auto out = takeOption(args, "--out");
    if (args.size() != 1 || (out && !ai)) {
        std::cerr << kUsage;
        if (out && !ai) std::cerr << "muster-cli play: --out needs --ai (a replay is already a game file)\n";
        return kExitUsage;
    }
    std::string unionAi, confedAi, err;
    if (ai && !parseAiOption(*ai, unionAi, confedAi, err)) {
        std::cerr << "muster-cli play: " << err << "\n";
        return kExitUsage;
    }
    const std::string& file = args[0];
    int exitCode = 0;
    auto in = readGameInput("play", file, seedText, exitCode);
    if (!in) return exitCode;
    GameRecord& g = in->game;
    const bool isGame = in->isGame;
    if (ai && isGame) {
        std::cerr << "muster-cli play: --ai plays a new game from a scenario; " << file << " is a game file\n";
        return kExitUsage;
    }
    if (isGame && seedText) {
        std::cerr << "muster-cli play: --seed is for a scenario; " << file << " holds its own seed\n";
        return kExitUsage;
    }

    GameLog log;
    if (!ai) {
        const Replay r = replayGame(g, &log);
        if (json) std::cout << stateToJson(r.state, &log).dump() << "\n";
        else printState(r.state, log);
        if (!r.ok()) {
            std::cerr << file << ": " << r.error << "\n";
            return finishOutput(kExitRuleErrors);
        }
        return finishOutput(kExitOk);
    }

    // Players get seeds of their own, derived from --seed, so the dice and their choices
    // do not share one stream.
    auto setup = std::make_shared<const GameSetup>(g.scenario);
    auto unionPlayer = makePlayer(unionAi, playerSeed(g.seed, Side::Union));
    auto confedPlayer = makePlayer(confedAi, playerSeed(g.seed, Side::Confederate));
    const MatchResult m = playGame(setup, g.seed, *unionPlayer, *confedPlayer, &log, &g.actions);
    if (out) {
        try {
            writeGameFile(g, *out);
        } catch (const ScenarioWriteError& e) {
            std::cerr << "muster-cli play: " << e.what() << "\n";
            return kExitUsage;
        }
    }
    if (json) std::cout << stateToJson(m.state, &log).dump() << "\n";
    else printState(m.state, log);
    if (!m.ok()) {
        std::cerr << "muster-cli play: " << m.error << "\n";
        return finishOutput(kExitRuleErrors);
    }
    return finishOutput(kExitOk);
}

const Registrar reg("play",
                    "play GAME.json|SCENARIO.json [--ai union=NAME,confederate=NAME] [--seed N] [--out GAME.json] "
                    "[--json]   replay a game, or play one between AI players",
                    runPlay, kUsage);

} // namespace
} // namespace muster::cli
