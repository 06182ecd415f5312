#pragma once
// The closed-loop decoder of the "orders" player: the next legal action for the side to
// act under a plan. Every legal action is scored as greedy scores it (with the plan's
// policy), then each unit's order forbids some actions (HOLD never moves, FIRE stays to
// fire...) and adds a bonus to the ones that carry it out (ASSAULT: a step nearer the
// target, the close combat itself); the best value per AP is taken. Asked again after
// every die roll, so a plan survives whatever the dice do; an order whose target is gone
// falls back to GREEDY.
#include "engine/rules/action.h"
#include "engine/ai/orders_plan.h"

namespace muster::ai {

Action decodePlan(const GameState& s, const Plan& plan);

} // namespace muster::ai
