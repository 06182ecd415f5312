// Leaders: riding free with their unit and the activation that uses (6.2.5, 9.1.1, player
// aid), the bonus hex and its limits (6.2.4, 9.1.2), rally (9.4) and the command AP lost
// with each leader (9.3.2).
#include "engine_fixture.h"

#include <sstream>

using namespace muster;
using namespace muster::test;

namespace {

class TestRulesLeaders : public QObject {
    Q_OBJECT

    // Union infantry "u" with leader "l" at 2,3; a Confederate infantry at `enemy`.
    static ScenarioBuilder withLeader(UnitType type = UnitType::Infantry, Offset enemy = {9, 5}) {
        ScenarioBuilder b;
        b.unit("u", Side::Union, type, {2, 3}, type == UnitType::Infantry ? 4 : 2, Morale::Black);
        b.leader("l", Side::Union, {2, 3}).infantry("c1", Side::Confederate, enemy);
        return b;
    }

    // Confederate first: "cf" at 5,3 fires at the Union infantry "u" (with leader "l") at 3,3
    // and scores one hit (6 2 2), so the Union starts its turn with u below its start SP.
    static ScenarioBuilder damaged(Morale m = Morale::Black, int startSp = 4) {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate);
        b.infantry("u", Side::Union, {3, 3}, startSp, m).leader("l", Side::Union, {3, 3});
        b.infantry("cf", Side::Confederate, {5, 3});
        return b;
    }
    static void damage(TestGame& g) {
        QVERIFY(g.apply(fireAction(g.u("cf"), {3, 3})).ok);
        QVERIFY(g.apply(endTurnAction()).ok);
    }

private slots:
    // 6.2.5, 9.1.1: a leader that began the turn with the unit moves with it for free; that
    // uses its activation (aid: it cannot move again on its own).
    void ridesFree_6_2_5() {
        TestGame g(withLeader(), {1});
        const int ap = g.ap(Side::Union);
        APPLY_OK(g, moveAction(g.u("u"), {{3, 3}}, g.u("l")));
        QCOMPARE(g.ap(Side::Union), ap - 1);
        QCOMPARE_HEX(g.hexOf("u"), (Offset{3, 3}));
        QCOMPARE_HEX(g.hexOf("l"), (Offset{3, 3}));
        QCOMPARE(g.unit("l").did, Activity::RodeAlong);
        APPLY_REFUSED(g, moveAction(g.u("l"), {{4, 3}}), "6.1.4|6.2.5|9.1.1|aid|000");
    }

    // 9.1.1: the leader moves at its unit's rate (cavalry: 3 hexes).
    void ridesAtUnitRate_9_1_1() {
        TestGame g(withLeader(UnitType::Cavalry), {1});
        APPLY_OK(g, moveAction(g.u("u"), {{3, 3}, {4, 3}, {5, 3}}, g.u("l")));
        QCOMPARE_HEX(g.hexOf("l"), (Offset{5, 3}));
    }

    // 6.2.5, 9.1.1: only a leader that began the turn in the unit's hex rides along; it may
    // the next turn.
    void mustBeginTurnWithUnit_6_2_5() {
        ScenarioBuilder b;
        b.infantry("u", Side::Union, {3, 3}).infantry("host", Side::Union, {2, 3}).leader("l", Side::Union, {2, 3});
        b.infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1, 1, 1});
        APPLY_REFUSED(g, moveAction(g.u("u"), {{4, 3}}, g.u("l")), "6.2.5|9.1.1");  // not in u's hex
        APPLY_OK(g, moveAction(g.u("l"), {{3, 3}}));
        APPLY_REFUSED(g, moveAction(g.u("u"), {{4, 3}}, g.u("l")), "6.2.5|9.1.1|6.1.4");
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("u"), {{4, 3}}, g.u("l")));
        QCOMPARE_HEX(g.hexOf("l"), (Offset{4, 3}));
    }

    // 6.2.4, 9.1.2: for 2 AP a leader takes infantry or cavalry one hex further, even next to
    // an enemy, where it must stop; terrain still applies; not artillery; not without a leader.
    void bonus_6_2_4_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("enemy");
        QTest::addColumn<QString>("woods");
        QTest::addColumn<bool>("withLeader");
        QTest::addColumn<bool>("ok");
        QTest::newRow("infantry 2") << "infantry" << "3,3 4,3" << "9,5" << "" << true << true;
        QTest::newRow("infantry 2 ending next to an enemy") << "infantry" << "3,3 4,3" << "4,2" << "" << true << true;
        QTest::newRow("infantry 3") << "infantry" << "3,3 4,3 5,3" << "9,5" << "" << true << false;
        QTest::newRow("cavalry 4") << "cavalry" << "3,3 4,3 5,3 6,3" << "9,5" << "" << true << true;
        QTest::newRow("cavalry goes on after an enemy") << "cavalry" << "3,3 4,3 5,3 6,3" << "5,2" << "" << true << false;
        QTest::newRow("infantry goes on after an enemy") << "infantry" << "3,3 4,3" << "2,2" << "" << true << false;
        QTest::newRow("6.2.4 example: clear then woods") << "infantry" << "3,3 4,3" << "9,5" << "4,3" << true << true;
        QTest::newRow("6.2.4 example: woods first") << "infantry" << "3,3 4,3" << "9,5" << "3,3" << true << false;
        QTest::newRow("artillery") << "artillery" << "3,3 4,3" << "9,5" << "" << true << false;
        QTest::newRow("no leader") << "infantry" << "3,3 4,3" << "9,5" << "" << false << false;
    }
    void bonus_6_2_4() {
        QFETCH(QString, type);
        QFETCH(QString, route);
        QFETCH(QString, enemy);
        QFETCH(QString, woods);
        QFETCH(bool, withLeader);
        QFETCH(bool, ok);
        const UnitType t = *unitTypeFromString(type.toStdString());
        const Offset enemyHex = path(enemy.toStdString()).front();
        ScenarioBuilder b = TestRulesLeaders::withLeader(t, enemyHex);
        if (!withLeader) {
            b = ScenarioBuilder();
            b.unit("u", Side::Union, t, {2, 3}, 4, Morale::Black).infantry("c1", Side::Confederate, enemyHex);
        }
        if (!woods.isEmpty()) b.terrain(path(woods.toStdString()).front(), Terrain::Woods);
        TestGame g(b, {1});
        const int ap = g.ap(Side::Union);
        const auto p = path(route.toStdString());
        const Action a = moveAction(g.u("u"), p, withLeader ? g.u("l") : -1, true);
        const bool hasLeader = withLeader;
        if (ok) {
            APPLY_OK(g, a);
            QCOMPARE(g.ap(Side::Union), ap - 2);
            QCOMPARE_HEX(g.hexOf("u"), p.back());
            if (hasLeader) QCOMPARE_HEX(g.hexOf("l"), p.back());
        } else {
            APPLY_REFUSED(g, a, "6.2.4|9.1.2|2.2.5|7.1");
        }
    }

    // 6.2.4 with 7.3: the same two hexes without the bonus are a force march, refused when
    // they end next to an enemy; the bonus allows it.
    void bonusNextToEnemyNotForceMarch_6_2_4() {
        TestGame g(withLeader(UnitType::Infantry, {4, 2}), {1});
        QVERIFY(g.adjacent({4, 3}, {4, 2}) && !g.adjacent({3, 3}, {4, 2}));
        APPLY_REFUSED(g, moveAction(g.u("u"), {{3, 3}, {4, 3}}, g.u("l")), "7.3|7.1");
        APPLY_OK(g, moveAction(g.u("u"), {{3, 3}, {4, 3}}, g.u("l"), true));
    }

    // 9.4: pay 1 AP and roll the morale die; any colour but the unit's own restores 1 SP.
    void rally_9_4_data() {
        QTest::addColumn<QString>("morale");
        QTest::addColumn<int>("die");
        QTest::addColumn<bool>("success");
        QTest::newRow("black, green") << "black" << 1 << true;
        QTest::newRow("black, black") << "black" << 4 << false;
        QTest::newRow("black, gold") << "black" << 6 << true;
        QTest::newRow("green, green") << "green" << 2 << false;
        QTest::newRow("green, black") << "green" << 5 << true;
        QTest::newRow("gold, gold") << "gold" << 6 << false;
        QTest::newRow("gold, green") << "gold" << 3 << true;
    }
    void rally_9_4() {
        QFETCH(QString, morale);
        QFETCH(int, die);
        QFETCH(bool, success);
        TestGame g(damaged(*moraleFromString(morale.toStdString())), {1, 6, 2, 2, 1, die, 1});
        damage(g);
        QCOMPARE(g.sp("u"), 3);
        const int ap = g.ap(Side::Union);
        const auto rolled = g.rolled();
        APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
        QCOMPARE(g.rolled(), rolled + 1);
        QCOMPARE(g.ap(Side::Union), ap - 1);  // paid whatever the result
        QCOMPARE(g.sp("u"), success ? 4 : 3);
        QCOMPARE(g.unit("l").did, Activity::Rallied);
        QCOMPARE(g.unit("u").did, Activity::WasRallied);
        // 9.4: rallied units may not move or fire that turn; the leader has acted (6.1.4).
        APPLY_REFUSED(g, moveAction(g.u("u"), {{2, 3}}), "9.4|6.1.4");
        APPLY_REFUSED(g, fireAction(g.u("u"), {5, 3}), "9.4|6.1.4");
        APPLY_REFUSED(g, moveAction(g.u("l"), {{2, 3}}), "9.4|6.1.4");
        APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("u")), "9.4|6.1.4");
    }

    // 9.4: never above the SP the unit started the scenario with.
    void rallyNotAboveStart_9_4() {
        // Starts at 3 SP, hit to 2, rallied to 3; another rally next turn is refused.
        TestGame g(damaged(Morale::Black, 3), {1, 6, 2, 2, 1, 1, 1, 1, 1});
        damage(g);
        QCOMPARE(g.sp("u"), 2);
        APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
        QCOMPARE(g.sp("u"), 3);
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE_SIDE(g.s.active, Side::Union);
        QCOMPARE(g.s.turn, 2);
        APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("u")), "9.4");
    }

    // 9.4: not artillery; both must begin the turn together and not move; the leader must be
    // in the unit's hex.
    void rallyLimits_9_4() {
        {
            ScenarioBuilder b;
            b.infantry("u", Side::Union, {3, 3}, 4).leader("l", Side::Union, {3, 3}).infantry("c1", Side::Confederate, {9, 5});
            TestGame g(b, {1});
            APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("u")), "9.4");  // full strength
        }
        {
            ScenarioBuilder b;
            b.firstSide(Side::Confederate).artillery("art", Side::Union, {3, 3}).leader("l", Side::Union, {3, 3});
            b.infantry("cf", Side::Confederate, {5, 3});
            TestGame g(b, {1, 6, 2, 2, 1});
            QVERIFY(g.apply(fireAction(g.u("cf"), {3, 3})).ok);
            QVERIFY(g.apply(endTurnAction()).ok);
            QCOMPARE(g.sp("art"), 1);
            APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("art")), "9.4");
        }
        {
            TestGame g(damaged(), {1, 6, 2, 2, 1, 1});
            damage(g);
            APPLY_OK(g, moveAction(g.u("u"), {{2, 3}}, g.u("l")));
            APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("u")), "9.4|6.1.4");
        }
        {
            ScenarioBuilder b = damaged();
            b.infantry("host", Side::Union, {3, 1}).leader("l2", Side::Union, {3, 1});
            TestGame g(b, {1, 6, 2, 2, 1, 1});
            damage(g);
            APPLY_REFUSED(g, rallyAction(g.u("l2"), g.u("u")), "9.4");  // not in u's hex
        }
    }

    // 9.3.2: each leader lost takes 1 from the command AP of later AP rolls, cumulative,
    // never below 0 (the random AP still count). The Union kills Confederate leaders by fire
    // (a natural 1, then 1 on the leader die); the Confederate rolls 6 (+3) at its turn.
    void leaderLossAp_9_3_2_data() {
        QTest::addColumn<int>("command");
        QTest::addColumn<int>("leaders");
        QTest::addColumn<int>("ap");
        QTest::newRow("one of 2") << 2 << 1 << 1 + 3;
        QTest::newRow("two of 3") << 3 << 2 << 1 + 3;
        QTest::newRow("floor at 0") << 0 << 1 << 0 + 3;
        QTest::newRow("two of 1, floor") << 1 << 2 << 0 + 3;
    }
    void leaderLossAp_9_3_2() {
        QFETCH(int, command);
        QFETCH(int, leaders);
        QFETCH(int, ap);
        ScenarioBuilder b;
        b.commandAP(6, command);
        b.infantry("a1", Side::Union, {3, 1}).infantry("c1", Side::Confederate, {4, 1}).leader("cl1", Side::Confederate, {4, 1});
        b.infantry("a2", Side::Union, {3, 5}).infantry("c2", Side::Confederate, {4, 5}).leader("cl2", Side::Confederate, {4, 5});
        std::vector<int> d = {1};
        for (int i = 0; i < leaders; ++i) d.insert(d.end(), {1, 2, 2, 1});
        d.insert(d.end(), {6, 1, 6});
        TestGame g(b, d);
        APPLY_OK(g, fireAction(g.u("a1"), {4, 1}));
        if (leaders > 1) APPLY_OK(g, fireAction(g.u("a2"), {4, 5}));
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, leaders);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.ap(Side::Confederate), ap);
        // For the rest of the game (9.3.1 example): next turn as well.
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.ap(Side::Confederate), ap);
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesLeaders)
#include "test_rules_leaders.moc"
