#pragma once
// ActionMark: what one applied action did, in board terms, so the play board can show it
// (the mover's path, an arrow from firer to target, hits and eliminations, retreats). It is
// read off the states before and after the action, so it shows what the engine did, not
// what the editor thinks the rules are.
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

struct ActionMark {
    int action = -1;               // index of the action in the game record
    Side side = Side::Union;       // who acted
    std::vector<Offset> path;      // the mover's hexes, start first (empty: nobody moved)
    std::optional<Offset> from;    // firer or attacker hex (after its move, for moveFire)
    std::optional<Offset> at;      // target hex of a fire or close combat
    bool close = false;
    struct Loss { Offset hex; int sp = 0; bool eliminated = false; };
    std::vector<Loss> losses;      // strength lost per unit, where it stood before
    struct Step { Offset from, to; };
    std::vector<Step> retreats;    // units pushed out of their hex by the action
    bool empty() const { return path.empty() && !at && losses.empty() && retreats.empty(); }
    // Every hex the action touched, each once (the board outlines them).
    std::vector<Offset> hexes() const;
};

// The mark of action `a` (number `index` in the record), applied to `before` giving `after`.
ActionMark markOf(const GameState& before, const Action& a, const GameState& after, int index);

} // namespace muster
