#pragma once
// Exact casualty odds for Test of Battle ACW (seed 004): N dice hitting on a number,
// with the 4-6 saving throw when the target has one. Morale tests are not computable:
// the charts do not give the numbers stands test against.
#include "htl_odds.h"

#include <string>
#include <vector>

namespace muster {

// One row of the seed's "number of dice" table.
struct TobWeapon {
    std::string id;          // "inf-rifled"
    std::string name;
    int hitOn = 6;
    int fire = 0, melee = 0;                   // normal
    int stationaryFire = 0, stationaryMelee = 0;
    bool targetSavesNormal = false;            // the chart's "s" mark on the normal columns
};
const std::vector<TobWeapon>& tobWeapons();
const TobWeapon* tobWeapon(const std::string& id);

struct TobQuery {
    int dice = 2;
    int hitOn = 6;
    bool save = false;            // target gets the 4-6 saving throw
    bool armyCommander = false;   // army commander with the target stand
    bool chartSave = false;       // save because the weapon's row is marked "s" (named in the basis)
};

struct TobOdds {
    double pCasualtyPerDie = 0;
    std::vector<double> distribution;  // P(k casualties), k = 0..dice
    double expected = 0;
    double commanderKilled = 0;        // P(any casualty) x 1/6
    std::vector<BasisLine> basis;
};

TobOdds tobOdds(const TobQuery& q);

// The query for one row of the dice table: its dice for fire or melee, normal or
// stationary (0 when the row has none), its hit number, and the target's save where the
// chart marks the row "s" (a battery's normal fire and melee), so callers need no flag.
TobQuery tobWeaponQuery(const TobWeapon& w, bool stationary, bool melee);

// A melee between two stands, each rolling its dice at the other: the side that suffers
// fewer casualties wins. A tie goes to a morale roll-off the charts cannot price.
struct TobMeleeOdds {
    TobOdds attacker;  // the attacker's dice (casualties it inflicts)
    TobOdds defender;
    double attackerWins = 0;
    double defenderWins = 0;
    double tie = 0;    // decided by the roll-off (seed 004 melee ties)
    std::vector<BasisLine> basis;
};
TobMeleeOdds tobMeleeOdds(const TobQuery& attacker, const TobQuery& defender);

} // namespace muster
