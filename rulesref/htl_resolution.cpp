#include "htl_resolution.h"

#include "htl_odds.h"  // OddsError
#include "model/terrain.h"
#include "model/unittype.h"

#include <algorithm>
#include <cmath>

namespace muster {
namespace {

void addTerrain(HtlRollSetup& r, Terrain t) {
    const auto& fx = terrainEffects(t);
    r.dieModifier = fx.attackerDieModifier;
    BasisLine line = basisFact(BasisFact::TerrainModifier);
    line.subject = std::string(toString(t));
    line.count = fx.attackerDieModifier;
    line.ref = {std::string(fx.source.seed), std::string(fx.source.section)};
    r.basis.push_back(line);
    if (t == Terrain::Swamp) r.basis.push_back(basisFact(BasisFact::SwampImpassable));
    r.hitOn = std::clamp(r.chartHitOn - r.dieModifier, 1, 7);
}

BasisLine hitNumberLine(const ParamValue& hit) {
    BasisLine line = basisFact(BasisFact::HitNumber);
    line.param = hit;
    return line;
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
        const std::string msg = std::string(displayName(attacker)) + " fires 1.." + std::to_string(maxRange) +
                                " hexes; range " + std::to_string(range) + " is out of reach";
        if (attacker == UnitType::Artillery && !fromHill && range == maxRange + 1)
            throw OddsError("range", msg, "optional rule 11.3 adds one hex when firing from a hill", "--from-hill");
        throw OddsError("range", msg);
    }
    HtlRollSetup r;
    r.dice = info.fireDice + (range == 1 ? info.extraDiceAtOne : 0);
    BasisLine dice = basisFact(BasisFact::FireDice);
    dice.count = r.dice;
    dice.base = info.fireDice;
    dice.flag = range == 1 && info.extraDiceAtOne;
    dice.inferred = info.source.basis != Basis::Stated;
    dice.ref = {std::string(info.source.seed), std::string(info.source.section)};
    r.basis.push_back(dice);
    const ParamValue hit = p.get("htl.fire." + std::string(toString(attacker)) + "." + std::to_string(range));
    r.chartHitOn = hit.value;
    r.usesOverride = hit.overridden;
    r.basis.push_back(hitNumberLine(hit));
    addTerrain(r, defenderTerrain);
    if (fromHill && attacker == UnitType::Artillery) {
        BasisLine hill = basisFact(BasisFact::HillReach);
        hill.count = maxRange;
        r.basis.push_back(hill);
    }
    return r;
}

HtlRollSetup htlCloseSetup(UnitType attacker, Terrain defenderTerrain, const RuleParameters& p) {
    const auto& info = unitTypeInfo(attacker);
    if (!info.closeCombat)
        throw OddsError("attacker", std::string(displayName(attacker)) +
                                        " may not initiate close combat (8.3.1: only infantry and cavalry)");
    HtlRollSetup r;
    r.dice = info.fireDice;
    BasisLine dice = basisFact(BasisFact::CloseDice);
    dice.count = r.dice;
    r.basis.push_back(dice);
    const ParamValue hit = p.get("htl.close.hitOn");
    r.chartHitOn = hit.value;
    r.usesOverride = hit.overridden;
    r.basis.push_back(hitNumberLine(hit));
    addTerrain(r, defenderTerrain);
    return r;
}

} // namespace muster
