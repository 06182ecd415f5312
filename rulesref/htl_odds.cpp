#include "htl_odds.h"

#include "dice.h"
#include "model/terrain.h"
#include "model/unittype.h"

#include <algorithm>
#include <cmath>

namespace muster {
namespace {

void checkTargetSp(int sp) {
    if (sp < 1 || sp > 4)
        throw OddsError("targetSp", "target SP must be 1..4 (a unit has 1-4 blocks, 3.0.2), not " + std::to_string(sp));
}

// A line about a morale colour, with the die's faces for it.
BasisLine colourLine(BasisFact f, Morale colour, const ParamValue& faces, int total) {
    BasisLine l = basisFact(f, 0);
    l.subject = std::string(toString(colour));
    l.param = faces;
    l.base = total;
    return l;
}

// P(at least one of `rolls` morale rolls shows the unit's colour).
double failsAny(double q, int rolls) { return rolls <= 0 ? 0.0 : 1.0 - std::pow(1.0 - q, rolls); }

} // namespace

HtlFireOdds htlFireOdds(const HtlFireQuery& q, const RuleParameters& p) {
    const HtlRollSetup setup = htlFireSetup(q.attacker, q.range, q.terrain, q.fromHill, p);
    checkTargetSp(q.targetSp);
    if (q.artillerySp && (*q.artillerySp < 1 || *q.artillerySp > 2))
        throw OddsError("artillerySp", "stacked artillery SP must be 1..2 (an artillery unit has 2 blocks, 3.1.3), not " +
                                           std::to_string(*q.artillerySp));
    HtlFireOdds r;
    r.dice = setup.dice;
    r.chartHitOn = setup.chartHitOn;
    r.dieModifier = setup.dieModifier;
    r.hitOn = setup.hitOn;
    r.usesOverride = setup.usesOverride;
    r.basis = setup.basis;
    r.pHitPerDie = dice::atLeast(r.hitOn);
    const auto full = dice::binomial(r.dice, r.pHitPerDie);
    r.distribution = dice::capped(full, q.targetSp);
    r.hexHits = full;
    r.expectedHits = r.dice * r.pHitPerDie;
    r.eliminated = r.distribution.back();
    r.basis.push_back(basisFact(BasisFact::TargetStrength, q.targetSp));
    if (q.artillerySp) {
        // Hits beyond the target's SP: shift the full distribution down by targetSp.
        std::vector<double> spill(1, 0.0);
        for (int h = 0; h < static_cast<int>(full.size()); ++h) {
            const int k = std::max(0, h - q.targetSp);
            if (k >= static_cast<int>(spill.size())) spill.resize(k + 1, 0.0);
            spill[k] += full[h];
        }
        HtlFireSpill s;
        s.distribution = dice::capped(spill, *q.artillerySp);
        s.eliminated = s.distribution.back();
        r.artillery = s;
        r.basis.push_back(basisFact(BasisFact::FireSpill, *q.artillerySp));
    }
    if (q.leader) {
        // 9.3.1: one leader die if any natural 1 came up, lost on another 1.
        r.leaderLost = htlFireLeaderLoss(r.dice);
        r.basis.push_back(basisFact(BasisFact::FireLeader, r.dice));
    }
    return r;
}

HtlCloseOdds htlCloseOdds(const HtlCloseQuery& q, const RuleParameters& p) {
    const HtlRollSetup setup = htlCloseSetup(q.attacker, q.terrain, p);
    checkTargetSp(q.targetSp);
    if (q.artillery && (q.artillery->sp < 1 || q.artillery->sp > 2))
        throw OddsError("artillerySp", "stacked artillery SP must be 1..2 (an artillery unit has 2 blocks, 3.1.3), not " +
                                           std::to_string(q.artillery->sp));
    HtlCloseOdds r;
    r.dice = setup.dice;
    r.hitOn = setup.hitOn;
    r.usesOverride = setup.usesOverride;
    r.basis = setup.basis;
    r.pHitPerDie = dice::atLeast(r.hitOn);
    const auto& fx = terrainEffects(q.terrain);
    const auto full = dice::binomial(r.dice, r.pHitPerDie);
    r.distribution = dice::capped(full, q.targetSp);
    r.hexHits = full;
    r.expectedHits = r.dice * r.pHitPerDie;
    r.eliminated = r.distribution.back();

    // Morale: terrain and leader levels add up (8.3.3), capped at gold, floored at green.
    const int levels = htlDefenderMoraleLevels(q.terrain, q.leader);
    r.moraleLevel = shiftMorale(q.morale, levels);
    const int total = moraleDieFaces(Morale::Green, p) + moraleDieFaces(Morale::Black, p) + moraleDieFaces(Morale::Gold, p);
    const ParamValue faces = p.get("htl.morale-die." + std::string(toString(r.moraleLevel)));
    r.usesOverride = r.usesOverride || faces.overridden;
    for (Morale m : kAllMorale) r.usesOverride = r.usesOverride || p.get("htl.morale-die." + std::string(toString(m))).overridden;
    r.pRetreatPerRoll = static_cast<double>(faces.value) / total;
    BasisLine shift = basisFact(BasisFact::MoraleShift, levels);
    shift.subject = std::string(toString(q.morale));
    shift.base = fx.defenderMoraleLevels;
    shift.flag = q.leader;
    shift.result = std::string(toString(r.moraleLevel));
    r.basis.push_back(shift);
    r.basis.push_back(colourLine(BasisFact::MoraleDie, r.moraleLevel, faces, total));
    // Given H hits on the hex: the target survives below its SP and then fails with
    // 1 - (1-q)^H. Stacked artillery takes the hits beyond the target's SP and, if it
    // survives, makes its own H rolls (8.3.3); independent rolls, so given H the units'
    // fates multiply.
    std::optional<int> artSp;
    double artQ = 0;
    if (q.artillery) {
        artSp = q.artillery->sp;
        HtlUnitOutcome a;
        a.moraleLevel = shiftMorale(q.artillery->morale, levels);
        const ParamValue af = p.get("htl.morale-die." + std::string(toString(a.moraleLevel)));
        a.pRetreatPerRoll = artQ = static_cast<double>(af.value) / total;
        r.artillery = a;
        r.basis.push_back(basisFact(BasisFact::CloseSpill, q.targetSp));
        r.basis.push_back(basisFact(BasisFact::UnitsRollApart));
        BasisLine art = colourLine(BasisFact::ArtilleryMorale, q.artillery->morale, af, total);
        art.result = std::string(toString(a.moraleLevel));
        r.basis.push_back(art);
    }
    for (int h = 0; h < static_cast<int>(full.size()); ++h) {
        const bool mainGone = h >= q.targetSp;
        const double mainRetreat = mainGone ? 0.0 : failsAny(r.pRetreatPerRoll, h);
        if (!mainGone) r.retreat += full[h] * mainRetreat;
        double artLeaves = 1.0;
        if (artSp) {
            const int spill = std::max(0, h - q.targetSp);
            if (spill >= *artSp) {
                r.artillery->eliminated += full[h];
            } else {
                artLeaves = failsAny(artQ, h);
                r.artillery->retreat += full[h] * artLeaves;
            }
        }
        r.hexVacated += full[h] * (mainGone ? 1.0 : mainRetreat) * artLeaves;
    }
    r.holds = 1.0 - r.eliminated - r.retreat;
    if (r.artillery) r.artillery->holds = 1.0 - r.artillery->eliminated - r.artillery->retreat;
    if (q.leader) {
        // 9.3.1: one leader die per natural 1.
        r.leaderLost = htlCloseLeaderLoss(r.dice);
        r.basis.push_back(basisFact(BasisFact::CloseLeader));
    }
    if (q.attackerMorale) {
        const Morale lvl = shiftMorale(*q.attackerMorale, q.attackerLeader ? 1 : 0);
        const ParamValue af = p.get("htl.morale-die." + std::string(toString(lvl)));
        r.usesOverride = r.usesOverride || af.overridden;
        r.attackerPasses = 1.0 - static_cast<double>(af.value) / total;
        BasisLine check = basisFact(BasisFact::AttackerCheck);
        check.subject = std::string(toString(lvl));
        r.basis.push_back(check);
    }
    return r;
}

HtlRallyOdds htlRallyOdds(Morale unitMorale, const RuleParameters& p) {
    HtlRallyOdds r;
    int total = 0;
    for (Morale m : kAllMorale) {
        const ParamValue v = p.get("htl.morale-die." + std::string(toString(m)));
        total += v.value;
        r.usesOverride = r.usesOverride || v.overridden;
    }
    const ParamValue own = p.get("htl.morale-die." + std::string(toString(unitMorale)));
    r.success = 1.0 - static_cast<double>(own.value) / total;
    r.basis.push_back(basisFact(BasisFact::RallyRule));
    r.basis.push_back(colourLine(BasisFact::RallyFaces, unitMorale, own, total));
    return r;
}

} // namespace muster
