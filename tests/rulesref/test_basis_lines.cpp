// Basis lines as data: every fact worded for muster-cli (the text it has always printed)
// and in plain words for the editor, and the plain wording of every Hold the Line line
// the Combat dock can show equal to what the docks' old text rewriting made of the CLI
// line (that rewriting is kept here only, as the reference).
#include "rulesref/basis_line.h"
#include "rulesref/eagle_odds.h"
#include "rulesref/htl_odds.h"
#include "rulesref/tob_odds.h"
#include "model/terrain.h"

#include <QtTest>

#include <regex>
#include <set>

using namespace muster;

namespace {

// The rewriting editor/docks/plain_words.h did before basis lines were data.
std::string oldPlainWords(std::string s) {
    const std::pair<const char*, const char*> docs[] = {{"seed 000", "the Hold the Line player aid"},
                                                        {"seed 001", "the Hold the Line rulebook"},
                                                        {"seed 002", "the Eagle Games tactical rules"}};
    for (const auto& [from, to] : docs) s = std::regex_replace(s, std::regex(std::string("\\b") + from + "\\b"), to);
    s = std::regex_replace(s, std::regex("DESIGN\\.md default"), "Muster's own assumption");
    s = std::regex_replace(s, std::regex(":?\\s*--[a-z][a-z-]*"), "");
    return std::regex_replace(s, std::regex("; placeholder"), "; Muster uses a stand-in value");
}

BasisLine line(BasisFact f, int count = 0) { return basisFact(f, count); }

} // namespace

class TestBasisLines : public QObject {
    Q_OBJECT
    RuleParameters params_;

    struct Row {
        BasisLine line;
        std::string cli, plain;
    };

    std::vector<Row> rows() const {
        std::vector<Row> r;
        BasisLine dice = line(BasisFact::FireDice, 4);
        dice.base = 3, dice.flag = true, dice.inferred = true, dice.ref = {"001", "3.1.4"};
        r.push_back({dice, "dice 4: 3 plus 1 at one hex (inferred, seed 001 3.1.4)",
                     "dice 4: 3 plus 1 at one hex (inferred, the Hold the Line rulebook 3.1.4)"});
        r.push_back({line(BasisFact::CloseDice, 3), "dice 3: a unit's dice are the same in every combat (seed 001 8.1.3, 9.3.1 example)",
                     "dice 3: a unit's dice are the same in every combat (the Hold the Line rulebook 8.1.3, 9.3.1 example)"});
        BasisLine hit = line(BasisFact::HitNumber);
        hit.param = params_.get("htl.fire.infantry.2");
        r.push_back({hit, "hit number 6 (inferred, seed 001, section 8.1, 2.1.1, 11.3: DESIGN.md default)",
                     "hit number 6 (inferred, the Hold the Line rulebook, section 8.1, 2.1.1, 11.3: Muster's own assumption)"});
        BasisLine woods = line(BasisFact::TerrainModifier, -1);
        woods.subject = "woods", woods.ref = {"001", "2.2.5"};
        r.push_back({woods, "terrain woods: -1 on each die (stated, seed 001 section 2.2.5, rule 2.1.1)",
                     "terrain woods: -1 on each die (stated, the Hold the Line rulebook section 2.2.5, rule 2.1.1)"});
        const std::string swamp = "note: swamp is impassable (2.2.2), so no unit can normally stand there";
        r.push_back({line(BasisFact::SwampImpassable), swamp, swamp});
        const std::string hill = "optional rule 11.3 in use: artillery on a hill reaches 4 hexes";
        r.push_back({line(BasisFact::HillReach, 4), hill, hill});
        const std::string sp = "target 3 SP: eliminated when hits reach it (8.1.2)";
        r.push_back({line(BasisFact::TargetStrength, 3), sp, sp});
        r.push_back({line(BasisFact::FireSpill, 2), "stacked artillery 2 SP takes the hits once the infantry/cavalry is eliminated (stated, seed 001 8.1.2)",
                     "stacked artillery 2 SP takes the hits once the infantry/cavalry is eliminated (stated, the Hold the Line rulebook 8.1.2)"});
        r.push_back({line(BasisFact::FireLeader, 3), "leader: one die if any natural 1 among 3 dice, lost on a 1 (stated, seed 001 section 9.3.1)",
                     "leader: one die if any natural 1 among 3 dice, lost on a 1 (stated, the Hold the Line rulebook section 9.3.1)"});
        r.push_back({line(BasisFact::CloseLeader), "leader: one die per natural 1, lost on a 1 (stated, seed 001 section 9.3.1)",
                     "leader: one die per natural 1, lost on a 1 (stated, the Hold the Line rulebook section 9.3.1)"});
        BasisLine shift = line(BasisFact::MoraleShift, 2);
        shift.subject = "green", shift.base = 1, shift.flag = true, shift.result = "gold";
        r.push_back({shift, "morale green shifted +2 (terrain 1, leader +1; stated, seed 001 2.1.4, 8.3.3, 9.2) = gold",
                     "morale green shifted +2 (terrain 1, leader +1; stated, the Hold the Line rulebook 2.1.4, 8.3.3, 9.2) = gold"});
        BasisLine die = line(BasisFact::MoraleDie);
        die.subject = "black", die.base = 6, die.param = params_.get("htl.morale-die.black");
        r.push_back({die, "morale die: black faces 2 (inferred, seed 001, section 3.0.3, 8.3.3: DESIGN.md default) of 6; one roll per hit, retreat on any match",
                     "morale die: black faces 2 (inferred, the Hold the Line rulebook, section 3.0.3, 8.3.3: Muster's own assumption) of 6; one roll per hit, retreat on any match"});
        r.push_back({line(BasisFact::CloseSpill, 4), "stacked artillery (4.4): hits beyond the target's 4 SP go to it (inferred for close combat from the fire rule, seed 001 8.1.2)",
                     "stacked artillery (4.4): hits beyond the target's 4 SP go to it (inferred for close combat from the fire rule, the Hold the Line rulebook 8.1.2)"});
        r.push_back({line(BasisFact::UnitsRollApart),
                     "every defending unit rolls the morale die once per hit on the hex, each with its own rolls (stated, seed 001 8.3.3; separate rolls per unit is the project's reading)",
                     "every defending unit rolls the morale die once per hit on the hex, each with its own rolls (stated, the Hold the Line rulebook 8.3.3; separate rolls per unit is the project's reading)"});
        BasisLine art = line(BasisFact::ArtilleryMorale);
        art.subject = "green", art.result = "black", art.param = params_.get("htl.morale-die.black");
        r.push_back({art, "artillery morale green shifted the same = black, faces 2 (inferred, seed 001, section 3.0.3, 8.3.3: DESIGN.md default)",
                     "artillery morale green shifted the same = black, faces 2 (inferred, the Hold the Line rulebook, section 3.0.3, 8.3.3: Muster's own assumption)"});
        BasisLine check = line(BasisFact::AttackerCheck);
        check.subject = "gold";
        const std::string checkText = "optional rule 11.1: attacker at gold fails on its colour; the other figures assume the assault goes in";
        r.push_back({check, checkText, checkText});
        r.push_back({line(BasisFact::RallyRule), "fails only on the unit's own colour (stated, seed 001 section 9.4)",
                     "fails only on the unit's own colour (stated, the Hold the Line rulebook section 9.4)"});
        BasisLine rally = line(BasisFact::RallyFaces);
        rally.subject = "gold", rally.base = 6, rally.param = params_.get("htl.morale-die.gold");
        r.push_back({rally, "gold faces 1 (inferred, seed 001, section 3.0.3, 8.3.3: DESIGN.md default) of 6",
                     "gold faces 1 (inferred, the Hold the Line rulebook, section 3.0.3, 8.3.3: Muster's own assumption) of 6"});
        BasisLine table = line(BasisFact::TableNumber);
        table.subject = "to-hit", table.param = params_.get("eagle.fire.tohit.infantry");
        r.push_back({table, "to-hit 8 (inferred, seed 002, section Fire: table missing from seed 002; placeholder)",
                     "to-hit 8 (inferred, the Eagle Games tactical rules, section Fire: table missing from the Eagle Games tactical rules; Muster uses a stand-in value)"});
        BasisLine given = line(BasisFact::TableNumber, 6);
        given.subject = "result", given.flag = true;
        r.push_back({given, "result 6 (given on the command; seed 002's table is missing)",
                     "result 6 (given on the command; the table is missing from the Eagle Games tactical rules)"});
        BasisLine loser = line(BasisFact::LoserDestroyed);
        loser.param = params_.get("eagle.charge.eliminate-diff");
        r.push_back({loser, "loser destroyed at a difference of 4 (inferred, seed 002, section Charge: difference bands missing from seed 002; placeholder)",
                     "loser destroyed at a difference of 4 (inferred, the Eagle Games tactical rules, section Charge: difference bands missing from the Eagle Games tactical rules; Muster uses a stand-in value)"});
        BasisLine loserGiven = line(BasisFact::LoserDestroyed, 3);
        loserGiven.flag = true;
        const std::string loserText = "loser destroyed at a difference of 3 or more (given)";
        r.push_back({loserGiven, loserText, loserText});
        BasisLine elite = line(BasisFact::Modifier, 1);
        elite.subject = "elite", elite.ref = {"002", "Elite Brigades"};
        r.push_back({elite, "elite +1 (stated, seed 002 Elite Brigades)", "elite +1 (stated, the Eagle Games tactical rules Elite Brigades)"});
        r.push_back({line(BasisFact::OtherModifier, -1), "other DRM -1 (given)", "other DRM -1 (given)"});
        BasisLine ratio = line(BasisFact::RatioBonus, 3);
        ratio.subject = "4:1", ratio.inferred = true;
        r.push_back({ratio, "ratio 4:1 gives +3 (inferred from \"and so forth\" after 2:1 and 3:1, seed 002 Charge)",
                     "ratio 4:1 gives +3 (inferred from \"and so forth\" after 2:1 and 3:1, the Eagle Games tactical rules Charge)"});
        r.push_back({line(BasisFact::RangeTwo), "range 2: the space between must hold no brigades (seed 002 Fire)",
                     "range 2: the space between must hold no brigades (the Eagle Games tactical rules Fire)"});
        r.push_back({line(BasisFact::EagleFireRoll), "hit: 2d6 + DRM >= to-hit; then 1d6 >= result destroys, lower retreats (stated, seed 002 Fire)",
                     "hit: 2d6 + DRM >= to-hit; then 1d6 >= result destroys, lower retreats (stated, the Eagle Games tactical rules Fire)"});
        r.push_back({line(BasisFact::EagleLeader), "leader killed on the opponent's natural 11-12: 3/36 (stated, seed 002 Actions)",
                     "leader killed on the opponent's natural 11-12: 3/36 (stated, the Eagle Games tactical rules Actions)"});
        r.push_back({line(BasisFact::EagleChargeRoll), "both roll 2d6 + DRM; tie no effect (stated, seed 002 Charge)",
                     "both roll 2d6 + DRM; tie no effect (stated, the Eagle Games tactical rules Charge)"});
        r.push_back({line(BasisFact::EaglePursuitRoll), "2d6 + DRM >= pursuit number destroys the target (stated, seed 002 Pursuit)",
                     "2d6 + DRM >= pursuit number destroys the target (stated, the Eagle Games tactical rules Pursuit)"});
        BasisLine tob = line(BasisFact::TobDice, 3);
        tob.base = 5;
        r.push_back({tob, "3 dice hitting on 5+ (stated, seed 004 section 5 Combat dice table)",
                     "3 dice hitting on 5+ (stated, the Test of Battle charts section 5 Combat dice table)"});
        r.push_back({line(BasisFact::TobChartSave), "each hit saved on 4-6: the dice table marks this roll \"s\", target gets a save (stated, seed 004 section 5 Combat dice table)",
                     "each hit saved on 4-6: the dice table marks this roll \"s\", target gets a save (stated, the Test of Battle charts section 5 Combat dice table)"});
        r.push_back({line(BasisFact::TobSave), "each hit saved on 4-6 (stated, seed 004 section 5 Saving Throws)",
                     "each hit saved on 4-6 (stated, the Test of Battle charts section 5 Saving Throws)"});
        r.push_back({line(BasisFact::TobCommander), "army commander dies on a 6 if his stand takes casualties (stated, seed 004 Miscellany [A])",
                     "army commander dies on a 6 if his stand takes casualties (stated, the Test of Battle charts Miscellany [A])"});
        r.push_back({line(BasisFact::TobMeleeWinner), "melee won by the side with fewer casualties (stated, seed 004 section 5 Combat)",
                     "melee won by the side with fewer casualties (stated, the Test of Battle charts section 5 Combat)"});
        const std::string tie = "a tie goes to a die roll plus the best modified morale and the tie modifiers; the charts do not give "
                                "morale numbers, so ties are reported, not resolved";
        r.push_back({line(BasisFact::TobMeleeTie), tie, tie});
        return r;
    }

    // Every Hold the Line line the odds calculators make over terrains, attackers and options.
    std::vector<BasisLine> htlLines() const {
        std::vector<BasisLine> all;
        auto add = [&all](const std::vector<BasisLine>& b) { all.insert(all.end(), b.begin(), b.end()); };
        for (Terrain t : kAllTerrain) {
            for (UnitType u : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Gunboat})
                for (int range = 1; range <= 4; ++range) try {
                        add(htlFireOdds({u, range, t, 3, true, range == 4, u == UnitType::Infantry ? std::optional<int>(2) : std::nullopt}, params_).basis);
                    } catch (const OddsError&) {
                    }
            for (Morale m : kAllMorale) {
                HtlCloseQuery q{UnitType::Infantry, t, m, 3, true, Morale::Black, true, HtlStackedArtillery{1, Morale::Green}};
                add(htlCloseOdds(q, params_).basis);
                add(htlRallyOdds(m, params_).basis);
            }
        }
        return all;
    }

private slots:
    void everyFactWordedBothWays() {
        std::set<int> seen;
        for (const Row& r : rows()) {
            seen.insert(static_cast<int>(r.line.fact));
            QCOMPARE(basisText(r.line, Audience::Cli), r.cli);
            QCOMPARE(basisText(r.line, Audience::Plain), r.plain);
        }
        for (int f = 0; f <= static_cast<int>(BasisFact::TobMeleeTie); ++f) QVERIFY2(seen.count(f), qPrintable(QString::number(f)));
    }

    // A user override is said in both wordings, with the default.
    void overrideWordedBothWays() {
        RuleParameters p;
        p.setOverride("htl.close.hitOn", 5);
        BasisLine hit = basisFact(BasisFact::HitNumber);
        hit.param = p.get("htl.close.hitOn");
        QCOMPARE(basisText(hit, Audience::Cli), std::string("hit number 5 (user override; default 4 stated, seed 001, section 8.3.1, 8.3.2)"));
        QCOMPARE(basisText(hit, Audience::Plain),
                 std::string("hit number 5 (user override; default 4 stated, the Hold the Line rulebook, section 8.3.1, 8.3.2)"));
    }

    // The odds code fills the lines' data, not only their words.
    void linesCarryTheirData() {
        const HtlFireOdds r = htlFireOdds({UnitType::Infantry, 1, Terrain::Woods, 3, true, false, std::nullopt}, params_);
        QCOMPARE(r.basis.size(), std::size_t(5));
        QCOMPARE(r.basis[0].fact, BasisFact::FireDice);
        QCOMPARE(r.basis[0].count, 3);
        QCOMPARE(r.basis[2].fact, BasisFact::TerrainModifier);
        QCOMPARE(r.basis[2].subject, std::string("woods"));
        QCOMPARE(r.basis[2].count, -1);
        QCOMPARE(r.basis[2].ref.section, std::string("2.2.5"));
        QCOMPARE(r.basis[1].param->key, std::string("htl.fire.infantry.1"));
        QCOMPARE(r.basis[4].fact, BasisFact::FireLeader);
    }

    // What the Combat dock shows reads as the old rewriting of the CLI line made it.
    void plainHtlLinesReadAsBefore() {
        const std::vector<BasisLine> lines = htlLines();
        QVERIFY(lines.size() > 500);
        std::set<BasisFact> facts;
        for (const BasisLine& l : lines) {
            facts.insert(l.fact);
            const std::string cli = basisText(l, Audience::Cli), plain = basisText(l, Audience::Plain);
            QCOMPARE(plain, oldPlainWords(cli));
            QVERIFY2(cli.find("seed 00") != std::string::npos || cli == plain, cli.c_str());
        }
        QCOMPARE(facts.size(), std::size_t(18)); // every Hold the Line fact
    }

    // An odds error that names a muster-cli option says it only to the CLI.
    void errorsNameOptionsOnlyToTheCli() {
        try {
            htlFireOdds({UnitType::Artillery, 4, Terrain::Clear, 3, false, false, std::nullopt}, params_);
            QFAIL("range 4 is out of reach");
        } catch (const OddsError& e) {
            QCOMPARE(std::string(e.what()), std::string("Artillery fires 1..3 hexes; range 4 is out of reach (optional rule 11.3 adds one hex when firing from a hill: --from-hill)"));
            QCOMPARE(e.text(Audience::Plain), std::string("Artillery fires 1..3 hexes; range 4 is out of reach (optional rule 11.3 adds one hex when firing from a hill)"));
            QCOMPARE(e.text(Audience::Plain), oldPlainWords(e.what()));
        }
    }
};

QTEST_APPLESS_MAIN(TestBasisLines)
#include "test_basis_lines.moc"
