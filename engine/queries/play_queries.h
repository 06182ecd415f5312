#pragma once
// Questions the editor's play mode asks about a state that the rules code does not answer
// directly: the exact odds of a fire or close combat about to be made (rulesref's
// calculators fed with the state's units and the game's own rule parameters, so they use
// the same numbers as GameSetup::fireSetup/closeSetup) and the roll set-up of an action (to
// show modified dice). Pure C++, no rules of its own: who may shoot at what still comes from
// legalActionsFor/checkAction, and the readings it uses from rule_queries.h.
#include "engine/rules/game_state.h"
#include "engine/queries/rule_queries.h"
#include "rulesref/htl_odds.h"

#include <optional>

namespace muster {

// The odds queries those are computed from (the state's units, 11.1 and 11.3 as the
// scenario uses them); nullopt as below.
std::optional<HtlFireQuery> playFireQuery(const GameState& s, int unit, int fromHex, Offset at);
std::optional<HtlCloseQuery> playCloseQuery(const GameState& s, int unit, Offset at);

// Odds of `unit` firing from `fromHex` at `at` (the hex of a target the engine allows).
// nullopt when the rules give no roll (no target, out of range).
std::optional<HtlFireOdds> playFireOdds(const GameState& s, int unit, int fromHex, Offset at);
// Odds of `unit` closing with `at` from where it stands; nullopt without a roll.
std::optional<HtlCloseOdds> playCloseOdds(const GameState& s, int unit, Offset at);

// The roll set-up the engine will use for a fire, moveFire or close action in this state
// (dice, hit number, die modifier), nullptr for other actions.
const HtlRollSetup* playRollSetup(const GameState& s, int unit, int fromHex, Offset at, bool close);

} // namespace muster
