#pragma once
// The questions about the rules that the editor, the AI and the rules code itself ask of a
// scenario or a game state, each answered here once: which row of the fire table applies
// (11.3), what a unit sees (8.2), what keeps a scenario from being played, the VP a side
// must reach, the chance a leader is lost (9.3.1, rulesref's numbers). Nothing outside
// engine/ words these rules again.
#include "engine/rules/game_state.h"
#include "model/los.h"
#include "model/rules/issue.h"

#include <string>
#include <vector>

namespace muster {

// 11.3: artillery on a hill fires one hex further when the scenario uses the rule.
bool firesFromHill(const GameState& s, int unit, int fromHex);

// 8.2: the line of sight between two hexes of the state, terrain and every unit blocking.
LosResult sightBetween(const GameState& s, int fromHex, int toHex);
// The same as a yes or no; adjacent hexes always see each other.
bool seesBetween(const GameState& s, int fromHex, int toHex);

// Play needs a scenario without validation errors: the errors among `issues` (the editor's
// live list), and for a scenario the same as one line of text, empty when it may be played.
std::vector<Issue> playBlockers(const std::vector<Issue>& issues);
std::string playBlockers(const Scenario& sc);

// The VP total `side` must reach to win (its lowest reachVP / reachVPByTurn target), 0 when
// it has none.
int vpTarget(const Scenario& sc, Side side);

// 9.3.1: the chance the leader in a target hex is lost to an attack of `dice` dice.
double leaderLossChance(int dice, bool closeCombat);

} // namespace muster
