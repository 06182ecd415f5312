#pragma once
// Exact odds for Eagle Games Civil War v1.8 (seed 002): fire (2d6 to hit, then 1d6 for
// the result), charge (opposed 2d6 with the ratio bonus) and pursuit. The seed's tables
// are missing, so table numbers come from RuleParameters (placeholders, overridable)
// unless the query gives them.
#include "htl_odds.h"
#include "rule_parameters.h"
#include "model/types.h"

#include <optional>
#include <string>
#include <vector>

namespace muster {

struct EagleFireQuery {
    UnitType attacker = UnitType::Infantry;  // infantry, cavalry or artillery
    int range = 1;                           // spaces; 2 for artillery only
    int drm = 0;                             // other modifiers (technology, schools)
    bool elite = false;                      // elite infantry/artillery +1
    bool entrenched = false;                 // target entrenched -1
    bool fort = false;                       // target in a fort (WAoI) -2
    bool native = false;                     // firer is a native brigade (WAoI) -1
    bool leader = false;                     // leader with the target brigade
    std::optional<int> toHit;                // table numbers given by the user
    std::optional<int> result;
};

struct EagleFireOdds {
    int toHit = 0;
    int result = 0;
    int modifier = 0;  // total DRM on the to-hit roll
    double hit = 0;
    double eliminated = 0;
    double retreat = 0;
    double miss = 0;
    double leaderKilled = 0;
    bool usesOverride = false;
    std::vector<BasisLine> basis;
};

struct EagleChargeQuery {
    int attackers = 1;          // charging brigades
    int defenders = 1;          // brigades in the defending space
    bool attackerLeader = false;
    bool defenderLeader = false;
    int attackerDrm = 0;        // elite cavalry, technology...
    int defenderDrm = 0;
    bool entrenched = false;    // defender entrenched: -1 to the charge
    bool fort = false;          // defender in a fort (WAoI): -2
    std::optional<int> eliminateDiff;  // difference at which the loser is destroyed
};

struct EagleChargeOdds {
    int attackerModifier = 0;
    int defenderModifier = 0;
    int ratioBonus = 0;
    int eliminateDiff = 0;
    std::vector<double> difference;  // P(attacker total - defender total = d), index d + offset
    int differenceOffset = 0;
    double attackerWins = 0, tie = 0, defenderWins = 0;
    double defenderRetreats = 0, defenderEliminated = 0;
    double attackerRetreats = 0, attackerEliminated = 0;
    double attackerLeaderKilled = 0, defenderLeaderKilled = 0;
    bool usesOverride = false;
    std::vector<BasisLine> basis;
};

struct EaglePursuitQuery {
    UnitType target = UnitType::Infantry;
    bool inReserveOrRetreat = false;  // -1
    int drm = 0;
    std::optional<int> hitNumber;
};

struct EaglePursuitOdds {
    int hitNumber = 0;
    int modifier = 0;
    double eliminated = 0;
    bool usesOverride = false;
    std::vector<BasisLine> basis;
};

// Who attacks in a stand-alone battle: each side rolls 2d6 plus its bonus (one per leader
// and cavalry unit), the higher total attacks (002 Stand-Alone Battle). The seed does not
// say what a tie does; the project rolls again (inferred), so the two shares add to 1.
struct EagleAttackerOdds {
    int unionBonus = 0;
    int confederateBonus = 0;
    double unionHigher = 0, confederateHigher = 0, tie = 0;  // one roll each
    double unionAttacks = 0, confederateAttacks = 0;         // ties rolled again
};

// +1 per whole multiple of the defenders beyond the first (2:1 -> +1, 3:1 -> +2: stated;
// further multiples follow the seed's "and so forth", an inferred formula).
int eagleRatioBonus(int attackers, int defenders);

EagleFireOdds eagleFireOdds(const EagleFireQuery& q, const RuleParameters& p);
EagleChargeOdds eagleChargeOdds(const EagleChargeQuery& q, const RuleParameters& p);
EaglePursuitOdds eaglePursuitOdds(const EaglePursuitQuery& q, const RuleParameters& p);
EagleAttackerOdds eagleAttackerOdds(int unionBonus, int confederateBonus);

} // namespace muster
