#pragma once
// The rules of play (rulebook seed 001 sections 5-10, optional 11.1-11.4, player aid seed
// 000), applied to a GameState. The one place where they live: the editor's play mode, the
// AI players and balance runs call these functions. Readings where the text is silent are
// in docs/rules-notes.md ("Play").
#include "engine/rules/action.h"
#include "engine/rules/game_log.h"
#include "engine/rules/game_state.h"

#include <optional>
#include <string>
#include <vector>

namespace muster {

// Start a game: turn 1, the first side (5.0) rolls its AP (6.1.1).
GameState newGame(std::shared_ptr<const GameSetup> setup, std::uint64_t seed, std::vector<int> scriptedDice = {},
                  GameLog* log = nullptr);

struct ApplyResult {
    bool ok = true;
    std::string error;  // "u1 cannot enter 0504: woods ends movement (2.2.5)"
    explicit operator bool() const { return ok; }
};

// Apply one action for the side whose decision it is. An illegal action changes nothing
// and returns the reason with the rule section.
ApplyResult applyAction(GameState& s, const Action& a, GameLog* log = nullptr);
// Only the legality check (no dice, no change).
ApplyResult checkAction(const GameState& s, const Action& a);

// Enter: a reinforcement's entry, the entry hex first in the path (aid: reinforcements).
enum class MoveKind : std::uint8_t { Move, ForceMarch, Bonus, Enter };
std::string_view toString(MoveKind k);  // "move", "forceMarch", "bonus", "enter"

struct MoveOption {
    Offset to;
    int ap = 1;
    MoveKind kind = MoveKind::Move;
    std::vector<Offset> path;  // hexes entered, in order
};
// Every hex the unit can reach this turn, the cheapest way (fewest AP, then shortest path).
// A reinforcement that may enter now: its entry hexes and the hexes beyond (kind Enter,
// the path starting with the entry hex). Empty when the unit cannot move now.
std::vector<MoveOption> moveOptions(const GameState& s, int unit);

// Every legal action for the side to act (endTurn included unless a decision is pending).
// Moves: one per reachable hex and way (with and without a leader riding along).
std::vector<Action> legalActions(const GameState& s);
// The same for one unit of the side to act (empty while a decision is pending): what the
// editor lights up when the unit is clicked, and what fast playouts sample from.
std::vector<Action> legalActionsFor(const GameState& s, int unit);

// Readable names for messages: "Iron Brigade (u1)", "0504".
std::string unitName(const GameState& s, int unit);
std::string hexName(const GameState& s, int idx);

} // namespace muster
