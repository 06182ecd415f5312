#pragma once
// One action of the game file's vocabulary (DESIGN.md "Actions"). Units are referred to by
// their index in the scenario's unit list; hexes by 1-based offset. Ids and JSON spellings
// are converted at the edges (game_json).
#include "model/hex.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster {

enum class ActionKind : std::uint8_t { Enter, Move, Fire, MoveFire, Close, Retreat, Advance, Rally, EndTurn };
inline constexpr int kActionKindCount = 9;

std::string_view toString(ActionKind k);  // "enter", "move", ... as in game files
std::optional<ActionKind> actionKindFromString(std::string_view s);

// The widest fields first: 48 bytes instead of 56 (a game record holds millions of them).
struct Action {
    std::vector<Offset> path;      // move, moveFire: hexes entered, in order; enter: hexes after the entry hex
    std::optional<Offset> hex;     // enter: chosen hex; fire/moveFire/close: target ("at"); retreat: "to"
    int unit = -1;                 // enter, move, fire, moveFire, close, retreat, advance; rally: the unit rallied
    int leader = -1;               // move, moveFire, enter: a leader riding along; rally: the rallying leader
    ActionKind kind = ActionKind::EndTurn;
    bool bonus = false;            // move: the leader's extra hex (6.2.4, 9.1.2)
    bool skip = false;             // advance: decline

    friend bool operator==(const Action&, const Action&) = default;
};

// Convenience constructors (tests, players).
inline Action endTurnAction() { return Action{}; }
inline Action moveAction(int unit, std::vector<Offset> path, int leader = -1, bool bonus = false) {
    Action a; a.kind = ActionKind::Move; a.unit = unit; a.path = std::move(path); a.leader = leader; a.bonus = bonus; return a;
}
inline Action fireAction(int unit, Offset at) { Action a; a.kind = ActionKind::Fire; a.unit = unit; a.hex = at; return a; }
inline Action closeAction(int unit, Offset at) { Action a; a.kind = ActionKind::Close; a.unit = unit; a.hex = at; return a; }
inline Action moveFireAction(int unit, std::vector<Offset> path, Offset at, int leader = -1) {
    Action a; a.kind = ActionKind::MoveFire; a.unit = unit; a.path = std::move(path); a.hex = at; a.leader = leader; return a;
}
inline Action enterAction(int unit, std::optional<Offset> hex = std::nullopt, std::vector<Offset> path = {}, int leader = -1) {
    Action a; a.kind = ActionKind::Enter; a.unit = unit; a.hex = hex; a.path = std::move(path); a.leader = leader; return a;
}
inline Action retreatAction(int unit, Offset to) { Action a; a.kind = ActionKind::Retreat; a.unit = unit; a.hex = to; return a; }
inline Action advanceAction(int unit) { Action a; a.kind = ActionKind::Advance; a.unit = unit; return a; }
inline Action skipAdvanceAction() { Action a; a.kind = ActionKind::Advance; a.skip = true; return a; }
inline Action rallyAction(int leader, int unit) { Action a; a.kind = ActionKind::Rally; a.leader = leader; a.unit = unit; return a; }

} // namespace muster
