#pragma once
// A plan for one side's turn: an order for each of its units (what the unit should try to
// do this turn), and the greedy policy that scores the actions inside an order. The
// "orders" player searches over plans (orders_player.h); the decoder turns one into legal
// actions (orders_decoder.h). Targets are hex indexes, found afresh every side-turn.
#include "engine/rules/game_state.h"

#include <cstdint>
#include <vector>

namespace muster::ai {

class PositionView;

enum class OrderKind : std::uint8_t {
    Greedy,    // what greedy would do
    Hold,      // stays put: fires or rallies, never moves or closes
    Fire,      // fires at the target hex, from where it stands or after a move
    Assault,   // approaches the target hex, closes when adjacent, advances after a win
    Support,   // moves within two hexes of the target and fires at it, never closes
    Advance,   // moves onto (or closes at) the target hex, an objective
    Withdraw,  // moves out of enemy fire, never closes
    Stay,      // leader: stays with the unit it is with (rides along only)
    Join,      // leader: goes to the unit whose hex is the target
};
const char* toString(OrderKind k);

struct Order {
    OrderKind kind = OrderKind::Greedy;
    int target = -1;  // hex index (Join: the unit index)
    friend bool operator==(const Order&, const Order&) = default;
};

struct Plan {
    std::vector<Order> orders;  // per scenario unit; only the planning side's are read
    int policy = 0;             // searchPolicies() entry that scores actions inside the orders
    friend bool operator==(const Plan&, const Plan&) = default;
};

// What a side may aim at this turn: hexes to attack (enemy units on objectives, weak or
// with a leader) and hexes to take or guard (objectives), best first.
struct Targets {
    std::vector<int> attack;
    std::vector<int> objectives;
};
Targets findTargets(const GameState& s, const PositionView& view, Side side, int most);

// The all-GREEDY plan.
Plan greedyPlan(const GameState& s, int policy = 0);
// Every unit of `side` that can reach the target within a few hexes assaults it (artillery
// fires at it), the rest stay greedy.
Plan concentratePlan(const GameState& s, Side side, int target);
// The orders worth trying for one unit (the current one included).
std::vector<Order> candidateOrders(const GameState& s, int unit, const Targets& t);
// Units of `side` on the board whose order matters this turn (with `fresh`, only those
// that have not acted yet), the ones nearest an enemy first.
std::vector<int> plannedUnits(const GameState& s, Side side, bool fresh = true);
// Is the order still meaningful in this state (its target still there)? Else the
// decoder treats it as GREEDY.
bool orderValid(const GameState& s, int unit, const Order& o);

} // namespace muster::ai
