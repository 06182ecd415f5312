#pragma once
// Exact Hold the Line combat odds: fire (8.1) and close combat with the morale check
// (8.3), leader casualties (9.3.1) and optional rules 11.1 and 11.3. Every result lists
// what each number rests on (stated by the rulebook, inferred, or a user override).
#include "htl_resolution.h"
#include "rule_parameters.h"
#include "model/types.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace muster {

// A question the rules cannot answer (artillery in close combat, range too long...).
// field() names the query member at fault ("attacker", "range", "targetSp",
// "artillerySp", "fromHill"), so the CLI and the docks can point at their own option or widget.
// A hint may name the muster-cli option that would help: what() says it ("... (optional
// rule 11.3 adds one hex when firing from a hill: --from-hill)"), text(Plain) does not.
class OddsError : public std::invalid_argument {
public:
    explicit OddsError(const std::string& msg) : std::invalid_argument(msg), plain_(msg) {}
    OddsError(std::string field, const std::string& msg)
        : std::invalid_argument(msg), field_(std::move(field)), plain_(msg) {}
    OddsError(std::string field, const std::string& msg, const std::string& hint, const std::string& option)
        : std::invalid_argument(msg + " (" + hint + ": " + option + ")"), field_(std::move(field)),
          plain_(msg + " (" + hint + ")") {}
    const std::string& field() const { return field_; }
    std::string text(Audience a) const { return a == Audience::Cli ? what() : plain_; }

private:
    std::string field_;
    std::string plain_;
};

struct HtlFireQuery {
    UnitType attacker = UnitType::Infantry;
    int range = 1;
    Terrain terrain = Terrain::Clear;  // the defender's hex
    int targetSp = 4;
    bool leader = false;    // a leader in the target hex
    bool fromHill = false;  // artillery firing from a hill under optional rule 11.3
    std::optional<int> artillerySp;  // artillery stacked with an infantry/cavalry target (4.4)
};

// Stacked artillery under fire: it takes the hits beyond the target's SP (8.1.2).
struct HtlFireSpill {
    std::vector<double> distribution;  // P(k hits on it), k < its SP; last entry P(>= SP)
    double eliminated = 0;
};

struct HtlFireOdds {
    int dice = 0;
    int chartHitOn = 0;        // the combat chart's hit number at this range
    int dieModifier = 0;       // terrain modifier added to each die (2.1.1)
    int hitOn = 0;             // natural die value needed: chartHitOn - dieModifier (7 = never)
    double pHitPerDie = 0;
    std::vector<double> distribution;  // P(k hits), k < targetSp; last entry P(hits >= targetSp)
    std::vector<double> hexHits;       // P(k hits on the hex), k = 0..dice, before any unit's SP caps them
    double expectedHits = 0;   // dice * pHitPerDie (before capping at the target's strength)
    double eliminated = 0;
    double leaderLost = 0;     // 0 without a leader
    std::optional<HtlFireSpill> artillery;
    bool usesOverride = false;
    std::vector<BasisLine> basis;  // what each number rests on, one line each
};

// An artillery unit stacked with the infantry or cavalry under attack (4.4 allows one).
struct HtlStackedArtillery {
    int sp = 2;                       // 1..2 (3.1.3)
    Morale morale = Morale::Black;
};

// How one defending unit of the hex fares in close combat.
struct HtlUnitOutcome {
    Morale moraleLevel = Morale::Black;  // after terrain and leader
    double pRetreatPerRoll = 0;
    double eliminated = 0;
    double retreat = 0;
    double holds = 0;
};

struct HtlCloseQuery {
    UnitType attacker = UnitType::Infantry;
    Terrain terrain = Terrain::Clear;
    Morale morale = Morale::Black;  // the defender's flag colour
    int targetSp = 4;
    bool leader = false;            // a leader with the defender
    std::optional<Morale> attackerMorale;  // optional rule 11.1 when set
    bool attackerLeader = false;           // leader with the attacker (11.1: +1 level)
    std::optional<HtlStackedArtillery> artillery;  // artillery in the defender's hex as well
};

struct HtlCloseOdds {
    int dice = 0;
    int hitOn = 0;                   // natural die value needed after terrain
    double pHitPerDie = 0;
    std::vector<double> distribution;
    std::vector<double> hexHits;     // P(k hits on the hex), k = 0..dice, before any unit's SP caps them
    double expectedHits = 0;
    Morale moraleLevel = Morale::Black;  // defender's level after terrain and leader
    double pRetreatPerRoll = 0;      // faces of that colour / 6
    double eliminated = 0;
    double retreat = 0;              // survives but fails at least one morale roll
    double holds = 0;                // survives and passes every roll (incl. no hits)
    double leaderLost = 0;
    std::optional<double> attackerPasses;  // 11.1: the others are given the assault goes in
    // With stacked artillery: its own outcome, and the chance that no defending unit is
    // left in the hex (all eliminated or retreating; the attacker may advance, 8.3.4).
    // Without it, hexVacated = eliminated + retreat.
    std::optional<HtlUnitOutcome> artillery;
    double hexVacated = 0;
    bool usesOverride = false;
    std::vector<BasisLine> basis;
};


// Rally (9.4): one roll of the morale die; any colour but the unit's own restores a block.
struct HtlRallyOdds {
    double success = 0;
    bool usesOverride = false;
    std::vector<BasisLine> basis;
};

HtlFireOdds htlFireOdds(const HtlFireQuery& q, const RuleParameters& p);
HtlRallyOdds htlRallyOdds(Morale unitMorale, const RuleParameters& p);
HtlCloseOdds htlCloseOdds(const HtlCloseQuery& q, const RuleParameters& p);

} // namespace muster
