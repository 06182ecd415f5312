// Fire combat (8.1): ranges and dice (8.1.3), hit numbers from RuleParameters, terrain on
// each die (2.1.1), artillery's extra die at 1 hex, hits on infantry/cavalry before
// artillery and elimination when the flag block goes (8.1.2), line of sight (8.2), gunboats
// (3.1.4), cavalry move-and-fire (6.2.3) and leader casualties under fire (9.3.1).
#include "engine_fixture.h"

#include <sstream>

using namespace muster;
using namespace muster::test;

namespace {

std::vector<int> dice(const QString& text) {
    std::vector<int> out;
    std::istringstream in(text.toStdString());
    int d;
    while (in >> d) out.push_back(d);
    return out;
}

std::vector<int> withAp(int apDie, std::vector<int> rest) {
    rest.insert(rest.begin(), apDie);
    return rest;
}

class TestRulesFire : public QObject {
    Q_OBJECT

    // A Union `type` at 3,3 (on a river if a gunboat) and a Confederate infantry at
    // 3+range,3 on `terrain`.
    static ScenarioBuilder duel(UnitType type, int range, Terrain terrain, int targetSp = 4) {
        ScenarioBuilder b;
        if (type == UnitType::Gunboat) {
            b.terrain({3, 3}, Terrain::River).gunboat("a", Side::Union, {3, 3});
        } else {
            b.unit("a", Side::Union, type, {3, 3}, type == UnitType::Infantry ? 4 : 2, Morale::Black);
        }
        b.terrain({3 + range, 3}, terrain).infantry("t", Side::Confederate, {3 + range, 3}, targetSp);
        return b;
    }

private slots:
    // 8.1.1, 8.1.3, 2.1.1 with the default hit numbers of DESIGN.md (infantry 5-6 at 1 hex,
    // 6 at 2; cavalry 5-6; artillery 5-6 at 1 and 2, 6 at 3; gunboat as artillery) and each
    // die changed by the defender's terrain. Includes the examples of 2.1.1 and 8.1.1.
    void hits_8_1_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("rolls");
        QTest::addColumn<int>("hits");
        QTest::newRow("infantry 1 clear") << "infantry" << 1 << "clear" << "5 6 4" << 2;
        QTest::newRow("infantry 1 woods") << "infantry" << 1 << "woods" << "5 6 4" << 1;
        QTest::newRow("2.1.1 example") << "infantry" << 1 << "woods" << "5 5 6" << 1;
        QTest::newRow("infantry 2 clear") << "infantry" << 2 << "clear" << "5 6 6" << 2;
        QTest::newRow("infantry 2 fives miss") << "infantry" << 2 << "clear" << "5 5 5" << 0;
        QTest::newRow("cavalry 1") << "cavalry" << 1 << "clear" << "4 5 6" << 2;
        QTest::newRow("artillery 1 rolls 4 dice") << "artillery" << 1 << "clear" << "5 5 6 4" << 3;
        QTest::newRow("8.1.1 example hill") << "artillery" << 2 << "hill" << "5 5 6" << 1;
        QTest::newRow("8.1.1 example clear") << "artillery" << 2 << "clear" << "5 5 6" << 3;
        QTest::newRow("artillery 3") << "artillery" << 3 << "clear" << "5 6 6" << 2;
        QTest::newRow("orchard") << "infantry" << 1 << "orchard" << "6 6 5" << 2;
        QTest::newRow("town") << "infantry" << 1 << "town" << "6 6 5" << 2;
        QTest::newRow("sunken road") << "infantry" << 1 << "sunken-road" << "6 6 5" << 2;
        QTest::newRow("entrenchment") << "infantry" << 1 << "entrenchment" << "6 6 5" << 2;
        QTest::newRow("bridge no modifier") << "infantry" << 1 << "bridge" << "5 5 2" << 2;
        QTest::newRow("gunboat 2") << "gunboat" << 2 << "clear" << "5 6 4" << 2;
        QTest::newRow("gunboat 1 rolls 4 dice") << "gunboat" << 1 << "clear" << "5 6 4 1" << 2;
    }
    void hits_8_1() {
        QFETCH(QString, type);
        QFETCH(int, range);
        QFETCH(QString, terrain);
        QFETCH(QString, rolls);
        QFETCH(int, hits);
        const UnitType t = *unitTypeFromString(type.toStdString());
        const auto r = dice(rolls);
        TestGame g(duel(t, range, *terrainFromString(terrain.toStdString())), withAp(1, r));
        const int apBefore = g.ap(Side::Union);
        APPLY_OK(g, fireAction(g.u("a"), {3 + range, 3}));
        QCOMPARE(g.sp("t"), 4 - hits);
        QCOMPARE(g.ap(Side::Union), apBefore - 1);
        QCOMPARE(g.unit("a").did, Activity::Fired);
        QCOMPARE(g.rolled(), std::uint64_t(1 + r.size()));  // exactly the attacker's dice (no leader there)
    }

    // 8.1: hit numbers come from RuleParameters (a user override changes play as well).
    void hitNumbersFromParameters_8_1() {
        RuleParameters p;
        p.setOverride("htl.fire.infantry.1", 3);
        TestGame g(duel(UnitType::Infantry, 1, Terrain::Clear), {1, 3, 3, 2}, p);
        QCOMPARE(g.setup->fireSetup(UnitType::Infantry, 1, Terrain::Clear, false)->chartHitOn, 3);
        APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        QCOMPARE(g.sp("t"), 2);
        TestGame h(duel(UnitType::Infantry, 1, Terrain::Clear), {1, 3, 3, 2});
        APPLY_OK(h, fireAction(h.u("a"), {4, 3}));
        QCOMPARE(h.sp("t"), 4);
    }

    // 8.1.3: ranges (infantry 2, cavalry 1, artillery 3, gunboat as artillery); leaders do
    // not fire.
    void range_8_1_3_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<int>("range");
        QTest::addColumn<bool>("ok");
        QTest::newRow("infantry 2") << "infantry" << 2 << true;
        QTest::newRow("infantry 3") << "infantry" << 3 << false;
        QTest::newRow("cavalry 1") << "cavalry" << 1 << true;
        QTest::newRow("cavalry 2") << "cavalry" << 2 << false;
        QTest::newRow("artillery 3") << "artillery" << 3 << true;
        QTest::newRow("artillery 4") << "artillery" << 4 << false;
        QTest::newRow("gunboat 3") << "gunboat" << 3 << true;
        QTest::newRow("gunboat 4") << "gunboat" << 4 << false;
    }
    void range_8_1_3() {
        QFETCH(QString, type);
        QFETCH(int, range);
        QFETCH(bool, ok);
        TestGame g(duel(*unitTypeFromString(type.toStdString()), range, Terrain::Clear), {1, 2, 2, 2});
        if (ok)
            APPLY_OK(g, fireAction(g.u("a"), {3 + range, 3}));
        else
            APPLY_REFUSED(g, fireAction(g.u("a"), {3 + range, 3}), "8.1|11.3");
    }

    void leadersDoNotFire_8_1() {
        ScenarioBuilder b = duel(UnitType::Infantry, 1, Terrain::Clear);
        b.leader("l", Side::Union, {3, 3});
        TestGame g(b, {1});
        APPLY_REFUSED(g, fireAction(g.u("l"), {4, 3}), "8.1|8.0.1|3.1.5|9.");
    }

    // 8.1: a fire needs an enemy combat unit in the target hex; gunboats cannot be fired at
    // (3.1.4, aid).
    void targets_8_1() {
        ScenarioBuilder b;
        b.terrain({4, 3}, Terrain::River).gunboat("gb", Side::Confederate, {4, 3});
        b.infantry("a", Side::Union, {3, 3}).infantry("u2", Side::Union, {3, 4}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1, 2, 2, 2});
        APPLY_REFUSED(g, fireAction(g.u("a"), {4, 3}), "3.1.4");
        APPLY_REFUSED(g, fireAction(g.u("a"), {3, 4}), "8.1|8.0.1");  // own unit
        APPLY_REFUSED(g, fireAction(g.u("a"), {2, 3}), "8.1|8.0.1");  // empty hex
    }

    // Notes (8.1, 7.2.1): a lone leader is no fire or close combat target; it is taken by
    // entering its hex.
    void loneLeaderNoTarget_8_1() {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("a", Side::Union, {3, 3});
        b.infantry("c1", Side::Confederate, {6, 3}).leader("cl", Side::Confederate, {6, 3});
        TestGame g(b, {1, 1});
        APPLY_OK(g, moveAction(g.u("cl"), {{5, 3}, {4, 3}}));
        APPLY_OK(g, endTurnAction());
        APPLY_REFUSED(g, fireAction(g.u("a"), {4, 3}), "8.0.1|8.1|7.2.1");
        APPLY_REFUSED(g, closeAction(g.u("a"), {4, 3}), "8.0.1|8.3|7.2.1");
    }

    // 8.2: woods, orchard, hill and town between block; other terrain does not.
    void lineOfSightTerrain_8_2_data() {
        QTest::addColumn<QString>("between");
        QTest::addColumn<bool>("blocks");
        QTest::newRow("woods") << "woods" << true;
        QTest::newRow("orchard") << "orchard" << true;
        QTest::newRow("hill") << "hill" << true;
        QTest::newRow("town") << "town" << true;
        QTest::newRow("sunken road") << "sunken-road" << false;
        QTest::newRow("entrenchment") << "entrenchment" << false;
        QTest::newRow("swamp") << "swamp" << false;
        QTest::newRow("river") << "river" << false;
        QTest::newRow("bridge") << "bridge" << false;
    }
    void lineOfSightTerrain_8_2() {
        QFETCH(QString, between);
        QFETCH(bool, blocks);
        ScenarioBuilder b = duel(UnitType::Infantry, 2, Terrain::Clear);
        b.terrain({4, 3}, *terrainFromString(between.toStdString()));
        TestGame g(b, {1, 2, 2, 2});
        if (blocks)
            APPLY_REFUSED(g, fireAction(g.u("a"), {5, 3}), "8.2");
        else
            APPLY_OK(g, fireAction(g.u("a"), {5, 3}));
    }

    // 8.2: units between block, friendly or enemy, a lone leader included (DESIGN.md);
    // adjacent hexes always see each other, whatever the target's terrain.
    void lineOfSightUnits_8_2() {
        {
            ScenarioBuilder b = duel(UnitType::Infantry, 2, Terrain::Clear);
            b.infantry("f", Side::Union, {4, 3});
            TestGame g(b, {1});
            APPLY_REFUSED(g, fireAction(g.u("a"), {5, 3}), "8.2");
        }
        {
            ScenarioBuilder b = duel(UnitType::Infantry, 2, Terrain::Clear);
            b.artillery("e", Side::Confederate, {4, 3});
            TestGame g(b, {1});
            APPLY_REFUSED(g, fireAction(g.u("a"), {5, 3}), "8.2");
        }
        {
            ScenarioBuilder b = duel(UnitType::Infantry, 2, Terrain::Clear);
            b.infantry("host", Side::Union, {4, 2}).leader("l", Side::Union, {4, 2});
            TestGame g(b, {1});
            QVERIFY(checkAction(g.s, fireAction(g.u("a"), {5, 3})).ok);
            APPLY_OK(g, moveAction(g.u("l"), {{4, 3}}));
            APPLY_REFUSED(g, fireAction(g.u("a"), {5, 3}), "8.2");
        }
        {
            ScenarioBuilder b = duel(UnitType::Infantry, 1, Terrain::Woods);
            TestGame g(b, {1, 2, 2, 2});
            APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        }
    }

    // 8.2: a line along a hexside is blocked only when both hexes beside it block. From 3,2
    // to 5,3 (distance 2) the line runs along the side between 4,2 and 4,3.
    void lineOfSightHexside_8_2_data() {
        QTest::addColumn<bool>("woodsAt42");
        QTest::addColumn<bool>("woodsAt43");
        QTest::addColumn<bool>("clear");
        QTest::newRow("neither") << false << false << true;
        QTest::newRow("one side") << true << false << true;
        QTest::newRow("other side") << false << true << true;
        QTest::newRow("both sides") << true << true << false;
    }
    void lineOfSightHexside_8_2() {
        QFETCH(bool, woodsAt42);
        QFETCH(bool, woodsAt43);
        QFETCH(bool, clear);
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 2}).infantry("t", Side::Confederate, {5, 3});
        if (woodsAt42) b.terrain({4, 2}, Terrain::Woods);
        if (woodsAt43) b.terrain({4, 3}, Terrain::Woods);
        TestGame g(b, {1, 2, 2, 2});
        QCOMPARE(g.distance({3, 2}, {5, 3}), 2);
        QVERIFY(g.adjacent({3, 2}, {4, 2}) && g.adjacent({3, 2}, {4, 3}));
        QVERIFY(g.adjacent({5, 3}, {4, 2}) && g.adjacent({5, 3}, {4, 3}));
        if (clear)
            APPLY_OK(g, fireAction(g.u("a"), {5, 3}));
        else
            APPLY_REFUSED(g, fireAction(g.u("a"), {5, 3}), "8.2");
    }

    // 8.1.2: hits go to the infantry/cavalry first, then to stacked artillery; a unit whose
    // flag block goes is eliminated (10.0: 1 VP per unit).
    void stackedHits_8_1_2_data() {
        QTest::addColumn<QString>("rolls");
        QTest::addColumn<int>("infSp");
        QTest::addColumn<int>("artSp");
        QTest::newRow("one hit") << "5 2 2" << 1 << 2;
        QTest::newRow("two hits") << "5 6 2" << 0 << 2;
        QTest::newRow("three hits") << "5 6 6" << 0 << 1;
    }
    void stackedHits_8_1_2() {
        QFETCH(QString, rolls);
        QFETCH(int, infSp);
        QFETCH(int, artSp);
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).infantry("ti", Side::Confederate, {4, 3}, 2).artillery("ta", Side::Confederate, {4, 3});
        TestGame g(b, withAp(1, dice(rolls)));
        APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        QCOMPARE(g.sp("ta"), artSp);
        QCOMPARE(g.eliminated("ta"), false);
        if (infSp == 0) {
            QVERIFY(g.eliminated("ti"));
            QCOMPARE(g.vp(Side::Union), 1);
            QCOMPARE_HEX(g.hexOf("ta"), (Offset{4, 3}));  // fire causes no retreat
        } else {
            QCOMPARE(g.sp("ti"), infSp);
            QCOMPARE(g.vp(Side::Union), 0);
        }
    }

    // 8.1.2: artillery alone takes the hits and is eliminated at 0.
    void artilleryAloneEliminated_8_1_2() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).artillery("ta", Side::Confederate, {4, 3});
        TestGame g(b, {1, 5, 6, 2});
        APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        QVERIFY(g.eliminated("ta"));
        QCOMPARE(g.vp(Side::Union), 1);
        QCOMPARE(scoredVp(g.s, Side::Union), 1);
        QVERIFY(g.s.at(g.idx({4, 3})).empty());
    }

    // 6.2.3: cavalry may move then fire for 2 AP, not fire then move.
    void cavalryMoveAndFire_6_2_3() {
        ScenarioBuilder b;
        b.cavalry("cv", Side::Union, {2, 3}).infantry("u1", Side::Union, {2, 5}).infantry("t", Side::Confederate, {5, 3});
        b.infantry("t2", Side::Confederate, {4, 5});
        {
            TestGame g(b, {1, 5, 6, 2});
            const int ap = g.ap(Side::Union);
            APPLY_REFUSED(g, moveFireAction(g.u("cv"), {{3, 3}, {4, 3}}, {6, 3}), "8.0.1|8.1|6.2.3");  // nothing there
            APPLY_REFUSED(g, moveFireAction(g.u("u1"), {{3, 5}}, {4, 5}), "6.2.3|6.2.1");   // infantry may not
            APPLY_REFUSED(g, moveFireAction(g.u("cv"), {{3, 3}, {3, 2}, {4, 2}, {5, 2}}, {5, 3}), "7.1|6.2.3|6.2.4");
            APPLY_OK(g, moveFireAction(g.u("cv"), {{3, 3}, {4, 3}}, {5, 3}));
            QCOMPARE(g.ap(Side::Union), ap - 2);
            QCOMPARE_HEX(g.hexOf("cv"), (Offset{4, 3}));
            QCOMPARE(g.sp("t"), 2);
            QCOMPARE(g.unit("cv").did, Activity::MovedFired);
        }
        {
            ScenarioBuilder c;
            c.cavalry("cv", Side::Union, {4, 3}).infantry("t", Side::Confederate, {5, 3});
            TestGame g(c, {1, 2, 2, 2});
            APPLY_OK(g, fireAction(g.u("cv"), {5, 3}));
            APPLY_REFUSED(g, moveAction(g.u("cv"), {{3, 3}}), "6.2.3|6.1.4");
        }
        {
            TestGame g(b.commandAP(0, 0), {1});  // 1 AP: not enough for move-and-fire
            APPLY_REFUSED(g, moveFireAction(g.u("cv"), {{3, 3}, {4, 3}}, {5, 3}), "6.1|6.2.3|6.2.7");
        }
    }

    // 6.2.4, 9.1.2, aid: cavalry moving and firing may not take the leader's extra hex.
    void moveFireNoBonus_6_2_4() {
        ScenarioBuilder b;
        b.cavalry("cv", Side::Union, {1, 3}).leader("l", Side::Union, {1, 3}).infantry("t", Side::Confederate, {6, 3});
        TestGame g(b, {1, 5, 6, 2});
        Action a = moveFireAction(g.u("cv"), {{2, 3}, {3, 3}, {4, 3}, {5, 3}}, {6, 3});
        a.leader = g.u("l");
        a.bonus = true;
        APPLY_REFUSED(g, a, "6.2.3|6.2.4|9.1.2|7.1");
    }

    // 9.3.1: with a leader in the target hex, one leader die when any natural 1 came up, however
    // many; the leader is lost on a 1 (and counts 1 VP, 10.0; its side loses 1 command AP, 9.3.2).
    void leaderCasualty_9_3_1_data() {
        QTest::addColumn<QString>("rolls");
        QTest::addColumn<bool>("leaderDie");
        QTest::addColumn<bool>("lost");
        QTest::newRow("no 1: no leader die") << "5 5 2" << false << false;
        QTest::newRow("a 1, leader die 1") << "1 5 6 1" << true << true;
        QTest::newRow("a 1, leader die 2") << "1 5 6 2" << true << false;
        QTest::newRow("three 1s, one die") << "1 1 1 2" << true << false;
    }
    void leaderCasualty_9_3_1() {
        QFETCH(QString, rolls);
        QFETCH(bool, leaderDie);
        QFETCH(bool, lost);
        ScenarioBuilder b = duel(UnitType::Infantry, 1, Terrain::Clear);
        b.leader("tl", Side::Confederate, {4, 3});
        auto r = withAp(1, dice(rolls));
        r.push_back(1);  // a die the fire must not use when it rolls no leader die
        r.push_back(1);
        TestGame g(b, r);
        APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        QCOMPARE(g.rolled(), std::uint64_t(1 + 3 + (leaderDie ? 1 : 0)));
        QCOMPARE(g.eliminated("tl"), lost);
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, lost ? 1 : 0);
        QCOMPARE(g.vp(Side::Union), lost ? 1 : 0);
        QVERIFY(!g.eliminated("t"));
    }

    // 9.3.1 reads the natural 1: a 1 against woods (0 after the modifier) still calls the die,
    // and a leader with a target that survives stays in place.
    void leaderCasualtyNatural_9_3_1() {
        ScenarioBuilder b = duel(UnitType::Infantry, 1, Terrain::Woods);
        b.leader("tl", Side::Confederate, {4, 3});
        TestGame g(b, {1, 1, 2, 2, 1});
        APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
        QVERIFY(g.eliminated("tl"));
        QCOMPARE(g.sp("t"), 4);
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesFire)
#include "test_rules_fire.moc"
