#include "eagle_odds.h"

#include "dice.h"

namespace muster {
namespace {

// A table number from the query or the parameters, with its basis line.
int tableNumber(const std::optional<int>& given, const std::string& key, const RuleParameters& p,
                const std::string& what, std::vector<BasisLine>& basis, bool& override) {
    BasisLine line = basisFact(BasisFact::TableNumber);
    line.subject = what;
    if (given) {
        if (*given < 1 || *given > 13) throw OddsError(what + " must be 1..13, not " + std::to_string(*given));
        line.count = *given;
        line.flag = true;
        basis.push_back(line);
        return *given;
    }
    const ParamValue v = p.get(key);
    override = override || v.overridden;
    line.param = v;
    basis.push_back(line);
    return v.value;
}

// A stated modifier: "elite +1 (stated, seed 002 Elite Brigades)".
BasisLine modifier(const char* what, int drm, const char* section) {
    BasisLine l = basisFact(BasisFact::Modifier, drm);
    l.subject = what;
    l.ref = {"002", section};
    return l;
}

} // namespace

int eagleRatioBonus(int attackers, int defenders) {
    if (defenders <= 0 || attackers < 2 * defenders) return 0;
    return attackers / defenders - 1;
}

EagleFireOdds eagleFireOdds(const EagleFireQuery& q, const RuleParameters& p) {
    if (q.attacker != UnitType::Infantry && q.attacker != UnitType::Cavalry && q.attacker != UnitType::Artillery)
        throw OddsError("only infantry, cavalry and artillery fire in Eagle Games (leaders never fire)");
    const int maxRange = q.attacker == UnitType::Artillery ? 2 : 1;
    if (q.range < 1 || q.range > maxRange)
        throw OddsError(std::string(toString(q.attacker)) + " fires 1.." + std::to_string(maxRange) +
                        " spaces, not " + std::to_string(q.range));
    if (q.elite && q.attacker == UnitType::Cavalry)
        throw OddsError("elite cavalry gain nothing on fire (seed 002 Elite Brigades)");
    EagleFireOdds r;
    const std::string type(toString(q.attacker));
    r.toHit = tableNumber(q.toHit, "eagle.fire.tohit." + type, p, "to-hit", r.basis, r.usesOverride);
    r.result = tableNumber(q.result, "eagle.fire.result." + type, p, "result", r.basis, r.usesOverride);
    r.modifier = q.drm + (q.elite ? 1 : 0) - (q.entrenched ? 1 : 0) - (q.fort ? 2 : 0) - (q.native ? 1 : 0);
    if (q.elite) r.basis.push_back(modifier("elite", 1, "Elite Brigades"));
    if (q.entrenched) r.basis.push_back(modifier("target entrenched", -1, "Entrench"));
    if (q.fort) r.basis.push_back(modifier("target in a fort", -2, "WAoI Forts"));
    if (q.native) r.basis.push_back(modifier("native firer", -1, "WAoI Natives"));
    if (q.drm) r.basis.push_back(basisFact(BasisFact::OtherModifier, q.drm));
    if (q.range == 2) r.basis.push_back(basisFact(BasisFact::RangeTwo));
    r.hit = dice::twoD6AtLeast(r.toHit, r.modifier);
    const double kill = dice::atLeast(r.result);
    r.eliminated = r.hit * kill;
    r.retreat = r.hit - r.eliminated;
    r.miss = 1.0 - r.hit;
    r.basis.push_back(basisFact(BasisFact::EagleFireRoll));
    if (q.leader) {
        r.leaderKilled = 3.0 / 36.0;
        r.basis.push_back(basisFact(BasisFact::EagleLeader));
    }
    return r;
}

EagleChargeOdds eagleChargeOdds(const EagleChargeQuery& q, const RuleParameters& p) {
    if (q.attackers < 1 || q.defenders < 1) throw OddsError("a charge needs at least one brigade on each side");
    EagleChargeOdds r;
    r.ratioBonus = eagleRatioBonus(q.attackers, q.defenders);
    r.attackerModifier = q.attackerDrm + (q.attackerLeader ? 1 : 0) + r.ratioBonus - (q.entrenched ? 1 : 0) -
                         (q.fort ? 2 : 0);
    r.defenderModifier = q.defenderDrm;
    if (q.eliminateDiff) {
        if (*q.eliminateDiff < 1 || *q.eliminateDiff > 12)
            throw OddsError("eliminate difference must be 1..12, not " + std::to_string(*q.eliminateDiff));
        r.eliminateDiff = *q.eliminateDiff;
        BasisLine given = basisFact(BasisFact::LoserDestroyed, r.eliminateDiff);
        given.flag = true;
        r.basis.push_back(given);
    } else {
        const ParamValue v = p.get("eagle.charge.eliminate-diff");
        r.eliminateDiff = v.value;
        r.usesOverride = v.overridden;
        BasisLine line = basisFact(BasisFact::LoserDestroyed, v.value);
        line.param = v;
        r.basis.push_back(line);
    }
    // The seed states 2:1 (+1) and 3:1 (+2) and then "and so forth": beyond that the
    // formula is the project's reading.
    BasisLine ratio = basisFact(BasisFact::RatioBonus, r.ratioBonus);
    ratio.subject = std::to_string(q.attackers) + ":" + std::to_string(q.defenders);
    ratio.inferred = r.ratioBonus > 2;
    r.basis.push_back(ratio);
    if (q.attackerLeader) r.basis.push_back(modifier("leader with the chargers", 1, "Charge"));
    if (q.entrenched) r.basis.push_back(modifier("defender entrenched", -1, "Entrench"));
    if (q.fort) r.basis.push_back(modifier("defender in a fort", -2, "WAoI Forts"));
    r.basis.push_back(basisFact(BasisFact::EagleChargeRoll));
    // Difference of totals, exact over all 36 x 36 outcomes.
    const int shift = r.attackerModifier - r.defenderModifier;
    r.differenceOffset = 10 - shift;  // index = d + offset; d ranges over -10..10 shifted
    r.difference.assign(21, 0.0);
    const auto& t = dice::twoD6();
    for (int a = 2; a <= 12; ++a)
        for (int b = 2; b <= 12; ++b) {
            const int d = a - b + shift;
            const double pr = t[a] * t[b];
            r.difference[static_cast<std::size_t>(d + r.differenceOffset)] += pr;
            if (d > 0) {
                r.attackerWins += pr;
                (d >= r.eliminateDiff ? r.defenderEliminated : r.defenderRetreats) += pr;
            } else if (d < 0) {
                r.defenderWins += pr;
                (-d >= r.eliminateDiff ? r.attackerEliminated : r.attackerRetreats) += pr;
            } else {
                r.tie += pr;
            }
        }
    if (q.attackerLeader) r.attackerLeaderKilled = 3.0 / 36.0;
    if (q.defenderLeader) r.defenderLeaderKilled = 3.0 / 36.0;
    if (q.attackerLeader || q.defenderLeader) r.basis.push_back(basisFact(BasisFact::EagleLeader));
    return r;
}

EaglePursuitOdds eaglePursuitOdds(const EaglePursuitQuery& q, const RuleParameters& p) {
    if (q.target != UnitType::Infantry && q.target != UnitType::Cavalry && q.target != UnitType::Artillery)
        throw OddsError("pursuit targets are infantry, cavalry or artillery brigades");
    EaglePursuitOdds r;
    bool override = false;
    r.hitNumber = tableNumber(q.hitNumber, "eagle.pursuit." + std::string(toString(q.target)), p,
                              "pursuit number", r.basis, override);
    r.usesOverride = override;
    r.modifier = q.drm - (q.inReserveOrRetreat ? 1 : 0);
    if (q.inReserveOrRetreat) r.basis.push_back(modifier("target in reserve or retreat box", -1, "Pursuit"));
    r.eliminated = dice::twoD6AtLeast(r.hitNumber, r.modifier);
    r.basis.push_back(basisFact(BasisFact::EaglePursuitRoll));
    return r;
}

EagleAttackerOdds eagleAttackerOdds(int unionBonus, int confederateBonus) {
    EagleAttackerOdds r;
    r.unionBonus = unionBonus;
    r.confederateBonus = confederateBonus;
    const auto& diff = dice::twoD6Difference();
    for (int d = -10; d <= 10; ++d) {
        const double pr = diff[static_cast<std::size_t>(d + 10)];
        const int total = d + unionBonus - confederateBonus;  // Union total minus Confederate total
        (total > 0 ? r.unionHigher : total < 0 ? r.confederateHigher : r.tie) += pr;
    }
    const double decided = r.unionHigher + r.confederateHigher;  // never 0: a 2d6 difference spans -10..10
    r.unionAttacks = r.unionHigher / decided;
    r.confederateAttacks = r.confederateHigher / decided;
    return r;
}

} // namespace muster
