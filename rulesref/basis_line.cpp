#include "basis_line.h"

namespace muster {
namespace {

std::string num(int n) { return std::to_string(n); }
std::string signedNum(int n) { return (n > 0 ? "+" : "") + num(n); }

// One line's words for one reader: the document of the line's reference is the only
// thing the two readers word differently, besides a parameter's own basis.
class Wording {
public:
    Wording(const BasisLine& l, Audience a) : l_(l), a_(a) {}

    std::string text() const;

private:
    // "seed 001 8.1.2" / "the Hold the Line rulebook 8.1.2"
    std::string at() const { return documentWord(l_.ref.seed, a_) + " " + l_.ref.section; }
    // "stated, seed 001 section 9.3.1"
    std::string atSection() const { return documentWord(l_.ref.seed, a_) + " section " + l_.ref.section; }
    std::string footing() const { return l_.inferred ? "inferred" : "stated"; }
    std::string param() const { return l_.param ? l_.param->describe(a_) : std::string(); }
    std::string tableMissing() const {
        return a_ == Audience::Cli ? documentWord(l_.ref.seed, a_) + "'s table is missing"
                                   : "the table is missing from " + documentWord(l_.ref.seed, a_);
    }

    const BasisLine& l_;
    Audience a_;
};

std::string Wording::text() const {
    const BasisLine& l = l_;
    switch (l.fact) {
    case BasisFact::FireDice:
        return "dice " + num(l.count) + ": " + num(l.base) + (l.flag ? " plus 1 at one hex" : "") + " (" + footing() +
               ", " + at() + ")";
    case BasisFact::CloseDice: return "dice " + num(l.count) + ": a unit's dice are the same in every combat (" + at() + ")";
    case BasisFact::HitNumber: return "hit number " + param();
    case BasisFact::TerrainModifier:
        return "terrain " + l.subject + ": " + signedNum(l.count) + " on each die (stated, " + atSection() + ", rule 2.1.1)";
    case BasisFact::SwampImpassable: return "note: swamp is impassable (2.2.2), so no unit can normally stand there";
    case BasisFact::HillReach: return "optional rule 11.3 in use: artillery on a hill reaches " + num(l.count) + " hexes";
    case BasisFact::TargetStrength: return "target " + num(l.count) + " SP: eliminated when hits reach it (8.1.2)";
    case BasisFact::FireSpill:
        return "stacked artillery " + num(l.count) + " SP takes the hits once the infantry/cavalry is eliminated (stated, " +
               at() + ")";
    case BasisFact::FireLeader:
        return "leader: one die if any natural 1 among " + num(l.count) + " dice, lost on a 1 (stated, " + atSection() + ")";
    case BasisFact::CloseLeader: return "leader: one die per natural 1, lost on a 1 (stated, " + atSection() + ")";
    case BasisFact::MoraleShift:
        return "morale " + l.subject + " shifted " + (l.count >= 0 ? "+" : "") + num(l.count) + " (terrain " + num(l.base) +
               (l.flag ? ", leader +1" : "") + "; stated, " + at() + ") = " + l.result;
    case BasisFact::MoraleDie:
        return "morale die: " + l.subject + " faces " + param() + " of " + num(l.base) +
               "; one roll per hit, retreat on any match";
    case BasisFact::CloseSpill:
        return "stacked artillery (4.4): hits beyond the target's " + num(l.count) +
               " SP go to it (inferred for close combat from the fire rule, " + at() + ")";
    case BasisFact::UnitsRollApart:
        return "every defending unit rolls the morale die once per hit on the hex, each with its own rolls (stated, " + at() +
               "; separate rolls per unit is the project's reading)";
    case BasisFact::ArtilleryMorale:
        return "artillery morale " + l.subject + " shifted the same = " + l.result + ", faces " + param();
    case BasisFact::AttackerCheck:
        return "optional rule 11.1: attacker at " + l.subject +
               " fails on its colour; the other figures assume the assault goes in";
    case BasisFact::RallyRule: return "fails only on the unit's own colour (stated, " + atSection() + ")";
    case BasisFact::RallyFaces: return l.subject + " faces " + param() + " of " + num(l.base);
    case BasisFact::TableNumber:
        if (l.flag) return l.subject + " " + num(l.count) + " (given on the command; " + tableMissing() + ")";
        return l.subject + " " + param();
    case BasisFact::LoserDestroyed:
        return "loser destroyed at a difference of " + (l.flag ? num(l.count) + " or more (given)" : param());
    case BasisFact::Modifier: return l.subject + " " + signedNum(l.count) + " (stated, " + at() + ")";
    case BasisFact::OtherModifier: return "other DRM " + num(l.count) + " (given)";
    case BasisFact::RatioBonus:
        return "ratio " + l.subject + " gives +" + num(l.count) +
               (l.inferred ? " (inferred from \"and so forth\" after 2:1 and 3:1, " + at() + ")" : " (stated, " + at() + ")");
    case BasisFact::RangeTwo: return "range 2: the space between must hold no brigades (" + at() + ")";
    case BasisFact::EagleFireRoll:
        return "hit: 2d6 + DRM >= to-hit; then 1d6 >= result destroys, lower retreats (stated, " + at() + ")";
    case BasisFact::EagleLeader: return "leader killed on the opponent's natural 11-12: 3/36 (stated, " + at() + ")";
    case BasisFact::EagleChargeRoll: return "both roll 2d6 + DRM; tie no effect (stated, " + at() + ")";
    case BasisFact::EaglePursuitRoll: return "2d6 + DRM >= pursuit number destroys the target (stated, " + at() + ")";
    case BasisFact::TobDice:
        return num(l.count) + " dice hitting on " + num(l.base) + "+ (stated, " + atSection() + ")";
    case BasisFact::TobChartSave:
        return "each hit saved on 4-6: the dice table marks this roll \"s\", target gets a save (stated, " + atSection() + ")";
    case BasisFact::TobSave: return "each hit saved on 4-6 (stated, " + atSection() + ")";
    case BasisFact::TobCommander: return "army commander dies on a 6 if his stand takes casualties (stated, " + at() + ")";
    case BasisFact::TobMeleeWinner: return "melee won by the side with fewer casualties (stated, " + atSection() + ")";
    case BasisFact::TobMeleeTie:
        return "a tie goes to a die roll plus the best modified morale and the tie modifiers; the charts do not give "
               "morale numbers, so ties are reported, not resolved";
    }
    return {};
}

// Where each fact is written when the line does not say otherwise.
struct FactSource {
    BasisFact fact;
    const char* seed;
    const char* section;
};
constexpr FactSource kFactSources[] = {
    {BasisFact::CloseDice, "001", "8.1.3, 9.3.1 example"},
    {BasisFact::FireSpill, "001", "8.1.2"},
    {BasisFact::CloseSpill, "001", "8.1.2"},
    {BasisFact::FireLeader, "001", "9.3.1"},
    {BasisFact::CloseLeader, "001", "9.3.1"},
    {BasisFact::MoraleShift, "001", "2.1.4, 8.3.3, 9.2"},
    {BasisFact::UnitsRollApart, "001", "8.3.3"},
    {BasisFact::RallyRule, "001", "9.4"},
    {BasisFact::TableNumber, "002", ""},
    {BasisFact::LoserDestroyed, "002", ""},
    {BasisFact::RatioBonus, "002", "Charge"},
    {BasisFact::EagleChargeRoll, "002", "Charge"},
    {BasisFact::RangeTwo, "002", "Fire"},
    {BasisFact::EagleFireRoll, "002", "Fire"},
    {BasisFact::EagleLeader, "002", "Actions"},
    {BasisFact::EaglePursuitRoll, "002", "Pursuit"},
    {BasisFact::TobDice, "004", "5 Combat dice table"},
    {BasisFact::TobChartSave, "004", "5 Combat dice table"},
    {BasisFact::TobSave, "004", "5 Saving Throws"},
    {BasisFact::TobCommander, "004", "Miscellany [A]"},
    {BasisFact::TobMeleeWinner, "004", "5 Combat"},
};

RuleRef defaultRef(BasisFact f) {
    for (const auto& s : kFactSources)
        if (s.fact == f) return {s.seed, s.section};
    return {};
}

} // namespace

BasisLine basisFact(BasisFact f, int count) {
    BasisLine l;
    l.fact = f;
    l.count = count;
    l.ref = defaultRef(f);
    return l;
}

std::string basisText(const BasisLine& line, Audience a) { return Wording(line, a).text(); }

std::vector<std::string> basisTexts(const std::vector<BasisLine>& lines, Audience a) {
    std::vector<std::string> out;
    for (const auto& l : lines) out.push_back(basisText(l, a));
    return out;
}

} // namespace muster
