#include "tob_odds.h"

#include "dice.h"

namespace muster {

const std::vector<TobWeapon>& tobWeapons() {
    // Seed 004, "Combat - Number of Dice Rolled" (0 = the row has no such dice).
    static const std::vector<TobWeapon> w = {
        {"inf-smoothbore", "Infantry brigade, smoothbore", 6, 2, 4, 4, 6},
        {"inf-rifled", "Infantry brigade, rifled carbine/musket", 6, 2, 4, 5, 7},
        {"inf-cartridge", "Infantry brigade, cartridge carbine/musket", 6, 2, 4, 6, 8},
        {"inf-skirmisher", "Infantry skirmisher", 6, 1, 1, 0, 0},
        {"cav-brigade", "Cavalry brigade (mounted)", 6, 0, 2, 0, 0},
        {"cav-dismounted", "Cavalry brigade, dismounted", 6, 2, 3, 4, 5},
        {"cav-skirmisher", "Cavalry skirmisher", 6, 0, 2, 0, 0},
        {"art-sb-close", "Artillery battalion, smoothbore, close range", 4, 1, 1, 2, 2},
        {"art-rifled-close", "Artillery battalion, rifled, close range", 5, 1, 1, 2, 2},
        {"art-long", "Artillery battalion, long range", 6, 1, 1, 2, 2},
        // Normal fire and melee marked "s" (the target gets a save); stationary not.
        {"art-battery", "Artillery battery, all ranges", 6, 1, 1, 1, 1, true},
    };
    return w;
}

const TobWeapon* tobWeapon(const std::string& id) {
    for (const auto& w : tobWeapons())
        if (w.id == id) return &w;
    return nullptr;
}

TobOdds tobOdds(const TobQuery& q) {
    if (q.dice < 1 || q.dice > 40) throw OddsError("dice must be 1..40, not " + std::to_string(q.dice));
    if (q.hitOn < 2 || q.hitOn > 6) throw OddsError("hit number must be 2..6, not " + std::to_string(q.hitOn));
    TobOdds r;
    r.pCasualtyPerDie = dice::atLeast(q.hitOn) * (q.save ? 1.0 - dice::atLeast(4) : 1.0);
    BasisLine dice = basisFact(BasisFact::TobDice, q.dice);
    dice.base = q.hitOn;
    r.basis.push_back(dice);
    if (q.chartSave) r.basis.push_back(basisFact(BasisFact::TobChartSave));
    else if (q.save) r.basis.push_back(basisFact(BasisFact::TobSave));
    r.distribution = dice::binomial(q.dice, r.pCasualtyPerDie);
    r.expected = q.dice * r.pCasualtyPerDie;
    if (q.armyCommander) {
        r.commanderKilled = (1.0 - r.distribution[0]) / 6.0;
        r.basis.push_back(basisFact(BasisFact::TobCommander));
    }
    return r;
}

TobQuery tobWeaponQuery(const TobWeapon& w, bool stationary, bool melee) {
    TobQuery q;
    q.dice = stationary ? (melee ? w.stationaryMelee : w.stationaryFire) : (melee ? w.melee : w.fire);
    q.hitOn = w.hitOn;
    q.chartSave = !stationary && w.targetSavesNormal;
    q.save = q.chartSave;
    return q;
}

TobMeleeOdds tobMeleeOdds(const TobQuery& attacker, const TobQuery& defender) {
    TobMeleeOdds r;
    r.attacker = tobOdds(attacker);
    r.defender = tobOdds(defender);
    // Attacker wins when the defender suffers more casualties than it inflicts.
    for (std::size_t i = 0; i < r.attacker.distribution.size(); ++i)
        for (std::size_t j = 0; j < r.defender.distribution.size(); ++j) {
            const double p = r.attacker.distribution[i] * r.defender.distribution[j];
            if (i > j) r.attackerWins += p;
            else if (i < j) r.defenderWins += p;
            else r.tie += p;
        }
    r.basis.push_back(basisFact(BasisFact::TobMeleeWinner));
    r.basis.push_back(basisFact(BasisFact::TobMeleeTie));
    return r;
}

} // namespace muster
