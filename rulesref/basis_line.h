#pragma once
// One line of what an odds figure rests on, as data: which fact, its numbers and names,
// whether the rules state or the project infers it, and where it is written. muster-cli
// and the editor each word it (basisText); neither reads the other's text.
#include "rule_parameters.h"
#include "rule_words.h"

#include <optional>
#include <string>
#include <vector>

namespace muster {

// The facts odds rest on. The comment says which fields each one uses.
enum class BasisFact {
    // Hold the Line (seed 001)
    FireDice,         // count dice: base dice (+1 at one hex when flag), inferred, ref
    CloseDice,        // count dice
    HitNumber,        // param: the combat chart's or close combat's hit number
    TerrainModifier,  // subject terrain, count = modifier on each die, ref = terrain's section
    SwampImpassable,  //
    HillReach,        // count hexes (optional rule 11.3)
    TargetStrength,   // count SP
    FireSpill,        // count = the stacked artillery's SP
    FireLeader,       // count dice
    CloseLeader,      //
    MoraleShift,      // subject colour shifted by count levels (base = terrain's, flag = leader) to result
    MoraleDie,        // subject colour, param faces, base = faces in all
    CloseSpill,       // count = the target's SP
    UnitsRollApart,   //
    ArtilleryMorale,  // subject colour shifted to result, param faces
    AttackerCheck,    // subject = the attacker's level (optional rule 11.1)
    RallyRule,        //
    RallyFaces,       // subject colour, param faces, base = faces in all
    // Eagle Games (seed 002)
    TableNumber,      // subject = the table ("to-hit"), param, or count when given on the command (flag)
    LoserDestroyed,   // param, or count when given (flag)
    Modifier,         // subject ("elite", "target entrenched"), count = modifier, ref
    OtherModifier,    // count, given on the command
    RatioBonus,       // subject = the ratio ("3:1"), count = bonus, inferred beyond 3:1
    RangeTwo, EagleFireRoll, EagleLeader, EagleChargeRoll, EaglePursuitRoll,
    // Test of Battle (seed 004)
    TobDice,          // count dice, base = hit number
    TobChartSave, TobSave, TobCommander, TobMeleeWinner, TobMeleeTie,
};

struct BasisLine {
    BasisFact fact = BasisFact::SwampImpassable;
    int count = 0;
    int base = 0;
    bool flag = false;
    bool inferred = false;
    std::string subject;
    std::string result;
    RuleRef ref;                      // where the fact is written
    std::optional<ParamValue> param;  // a calculator number, with its own basis
};

// A line of this fact with its number, and the place the fact is written.
BasisLine basisFact(BasisFact f, int count = 0);

// Cli: the project's words, as muster-cli has always printed them ("terrain woods: -1 on
// each die (stated, seed 001 section 2.2.5, rule 2.1.1)"); Plain: the documents by name
// ("... (stated, the Hold the Line rulebook section 2.2.5, rule 2.1.1)"), no flags.
std::string basisText(const BasisLine& line, Audience a);
std::vector<std::string> basisTexts(const std::vector<BasisLine>& lines, Audience a);

} // namespace muster
