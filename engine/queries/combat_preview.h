#pragma once
// What the rules say about one unit of a scenario attacking a hex before any game is played:
// the editor's Combat dock asks it. A game state is built from the scenario with the
// attacker's side to act and AP to spare, and checkAction answers whether the fire and the
// close combat are allowed (3.1.4, 6.2.2, 8.0.1, 8.1.3, 8.2, 8.3.1); the odds queries come
// from play_queries (11.1, 11.3 as the scenario uses them). No rule is restated here.
#include "model/scenario.h"
#include "rulesref/htl_odds.h"
#include "rulesref/rule_parameters.h"

#include <optional>
#include <string>

namespace muster {

struct CombatPreview {
    bool ready = false;          // the attacker and the target are on the board
    bool hypothetical = false;   // the target hex was empty: an enemy infantry is put there to ask
    std::string defender;        // id of the unit the hits go to, empty when none (or hypothetical)
    bool leader = false;         // a leader of the target's side stands in the target hex
    bool fromHill = false;       // the attacker fires from a hill under 11.3
    std::string fireRefused;     // the engine's reason, empty when the fire is allowed
    std::string closeRefused;    // the same for close combat
    std::optional<HtlFireQuery> fire;    // what the engine would roll, when allowed
    std::optional<HtlCloseQuery> close;
};

CombatPreview previewCombat(const Scenario& sc, const std::string& attackerId, Offset target,
                            const RuleParameters& params = RuleParameters());

// The same for a situation set by hand (the dock's free-form mode): a clear board with the
// attacker `range` hexes from an enemy infantry in `terrain`, the attacker's hex a hill using
// 11.3 when `fromHill`.
CombatPreview previewFreeCombat(UnitType attacker, int range, Terrain terrain, bool fromHill,
                                const RuleParameters& params = RuleParameters());

} // namespace muster
