#include "htl_resolution.h"

#include "htl_odds.h"  // OddsError
#include "model/terrain.h"
#include "model/unittype.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace muster {
namespace {

std::string terrainLine(Terrain t) {
    const auto& fx = terrainEffects(t);
    std::ostringstream o;
    o << "terrain " << toString(t) << ": " << (fx.attackerDieModifier > 0 ? "+" : "") << fx.attackerDieModifier
      << " on each die (stated, seed " << fx.source.seed << " section " << fx.source.section << ", rule 2.1.1)";
    return o.str();
}

void addTerrain(HtlRollSetup& r, Terrain t) {
    r.dieModifier = terrainEffects(t).attackerDieModifier;
    r.basis.push_back(terrainLine(t));
    if (t == Terrain::Swamp)
        r.basis.push_back("note: swamp is impassable (2.2.2), so no unit can normally stand there");
    r.hitOn = std::clamp(r.chartHitOn - r.dieModifier, 1, 7);
}

} // namespace

Morale shiftMorale(Morale m, int levels) {
    const int v = std::clamp(static_cast<int>(m) + levels, 0, 2);
    return static_cast<Morale>(v);
}

int htlDefenderMoraleLevels(Terrain t, bool leader) {
    return terrainEffects(t).defenderMoraleLevels + (leader ? 1 : 0);
}

double htlFireLeaderLoss(int dice) { return (1.0 - std::pow(5.0 / 6.0, dice)) / 6.0; }

// P(no loss) = E[(5/6)^ones] over the natural 1s = (35/36)^dice.
double htlCloseLeaderLoss(int dice) { return 1.0 - std::pow(35.0 / 36.0, dice); }

int moraleDieFaces(Morale m, const RuleParameters& p) {
    return p.value(std::string("htl.morale-die.") + std::string(toString(m)));
}

Morale htlMoraleDieColour(int d6, const RuleParameters& p) {
    const int green = moraleDieFaces(Morale::Green, p);
    const int black = moraleDieFaces(Morale::Black, p);
    if (d6 <= green) return Morale::Green;
    if (d6 <= green + black) return Morale::Black;
    return Morale::Gold;
}

int htlMaxRange(UnitType attacker, bool fromHill) {
    const auto& info = unitTypeInfo(attacker);
    return info.range + ((fromHill && attacker == UnitType::Artillery) ? 1 : 0);
}

HtlRollSetup htlFireSetup(UnitType attacker, int range, Terrain defenderTerrain, bool fromHill,
                          const RuleParameters& p) {
    const auto& info = unitTypeInfo(attacker);
    if (info.fireDice == 0) throw OddsError("attacker", std::string(displayName(attacker)) + " cannot fire");
    if (fromHill && attacker != UnitType::Artillery)
        throw OddsError("fromHill", "only artillery reaches further from a hill (optional rule 11.3), not " +
                                        std::string(toString(attacker)));
    const int maxRange = htlMaxRange(attacker, fromHill);
    if (range < 1 || range > maxRange) {
        std::string msg = std::string(displayName(attacker)) + " fires 1.." + std::to_string(maxRange) +
                          " hexes; range " + std::to_string(range) + " is out of reach";
        if (attacker == UnitType::Artillery && !fromHill && range == maxRange + 1)
            msg += " (optional rule 11.3 adds one hex when firing from a hill: --from-hill)";
        throw OddsError("range", msg);
    }
    HtlRollSetup r;
    r.dice = info.fireDice + (range == 1 ? info.extraDiceAtOne : 0);
    r.basis.push_back("dice " + std::to_string(r.dice) + ": " + std::to_string(info.fireDice) +
                      (range == 1 && info.extraDiceAtOne ? " plus 1 at one hex" : "") + " (" +
                      (info.source.basis == Basis::Stated ? "stated" : "inferred") + ", seed " +
                      std::string(info.source.seed) + " " + std::string(info.source.section) + ")");
    const ParamValue hit = p.get("htl.fire." + std::string(toString(attacker)) + "." + std::to_string(range));
    r.chartHitOn = hit.value;
    r.usesOverride = hit.overridden;
    r.basis.push_back("hit number " + hit.describe());
    addTerrain(r, defenderTerrain);
    if (fromHill && attacker == UnitType::Artillery)
        r.basis.push_back("optional rule 11.3 in use: artillery on a hill reaches " + std::to_string(maxRange) + " hexes");
    return r;
}

HtlRollSetup htlCloseSetup(UnitType attacker, Terrain defenderTerrain, const RuleParameters& p) {
    const auto& info = unitTypeInfo(attacker);
    if (!info.closeCombat)
        throw OddsError("attacker", std::string(displayName(attacker)) +
                                        " may not initiate close combat (8.3.1: only infantry and cavalry)");
    HtlRollSetup r;
    r.dice = info.fireDice;
    r.basis.push_back("dice " + std::to_string(r.dice) + ": a unit's dice are the same in every combat (seed 001 8.1.3, 9.3.1 example)");
    const ParamValue hit = p.get("htl.close.hitOn");
    r.chartHitOn = hit.value;
    r.usesOverride = hit.overridden;
    r.basis.push_back("hit number " + hit.describe());
    addTerrain(r, defenderTerrain);
    return r;
}

} // namespace muster
