#pragma once
// How one Hold the Line combat roll is set up: dice, hit number, terrain modifier and the
// morale levels, with what each rests on. The odds calculators (htl_odds) and the play
// engine (engine/) both build on these functions, so a number can change in one place only.
#include "basis_line.h"
#include "rule_parameters.h"
#include "model/types.h"

#include <string>
#include <vector>

namespace muster {

// The dice of one fire or close combat and when a die hits.
struct HtlRollSetup {
    int dice = 0;
    int chartHitOn = 0;   // the combat chart's number (fire) or 4 (close combat, 8.3.2)
    int dieModifier = 0;  // terrain modifier added to each die (2.1.1), from the defender's hex
    int hitOn = 0;        // natural value needed: chartHitOn - dieModifier, clamped 1..7 (7 = never)
    bool usesOverride = false;
    std::vector<BasisLine> basis;  // one line per number: stated, inferred or overridden

    // A die hits when its modified value reaches the chart's number (8.1.1).
    bool hits(int natural) const { return natural >= hitOn; }
    int modified(int natural) const { return natural + dieModifier; }
};

// Fire (8.1): throws OddsError("attacker"/"range"/"fromHill") when the rules forbid it.
// fromHill: artillery on a hill with optional rule 11.3 in play.
HtlRollSetup htlFireSetup(UnitType attacker, int range, Terrain defenderTerrain, bool fromHill,
                          const RuleParameters& p);
// Close combat (8.3.1-8.3.2): throws OddsError("attacker") for artillery and gunboats.
HtlRollSetup htlCloseSetup(UnitType attacker, Terrain defenderTerrain, const RuleParameters& p);

// Longest fire range for the attacker (11.3 adds one for artillery on a hill).
int htlMaxRange(UnitType attacker, bool fromHill);
// Morale level shifted by `levels`, capped at gold and floored at green (DESIGN.md).
Morale shiftMorale(Morale m, int levels);
// A defender's level for a close combat morale check: terrain and a leader add up (8.3.3).
int htlDefenderMoraleLevels(Terrain t, bool leader);
// Chance a leader in the target hex is lost (9.3.1) to a roll of `dice` dice: after fire,
// one leader die when any natural 1 came up; after close combat, one per natural 1. A
// leader die loses him on a 1.
double htlFireLeaderLoss(int dice);
double htlCloseLeaderLoss(int dice);
// Faces of the morale die showing this colour (parameters htl.morale-die.*).
int moraleDieFaces(Morale m, const RuleParameters& p);
// The colour a d6 shows on the morale die: faces in the order green, black, gold (DESIGN.md).
Morale htlMoraleDieColour(int d6, const RuleParameters& p);
// Random AP from the AP die (6.1.1): 1-2 give 1, 3-4 give 2, 5-6 give 3.
inline int htlRandomAp(int d6) { return (d6 + 1) / 2; }

} // namespace muster
