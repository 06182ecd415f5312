// Movement: allowances and terrain (2.1.2, 2.2, 7.1), stacking while moving (4.4, 6.2.6,
// 7.2), leaders and lone leaders (7.2.1, 9.1), force march (7.3), gunboats (3.1.4) and
// reinforcements (player aid, seed 000: 1 AP, the entry hex, the nearest vacant hex).
#include "engine_fixture.h"

using namespace muster;
using namespace muster::test;

namespace {

class TestRulesMove : public QObject {
    Q_OBJECT

private slots:
    // 7.1, 2.1.2: hexes per move (infantry 1, cavalry 3, artillery 1, a leader alone 3).
    // The mover starts at 2,3; a Confederate infantry stands at `enemy` (next to the end of
    // the infantry 2-hex case, so that move is not a legal force march, 7.3).
    void allowance_7_1_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("enemy");
        QTest::addColumn<bool>("ok");
        QTest::newRow("infantry 1") << "infantry" << "3,3" << "9,1" << true;
        QTest::newRow("infantry 2 ending next to an enemy") << "infantry" << "3,3 4,3" << "5,3" << false;
        QTest::newRow("infantry 3") << "infantry" << "3,3 4,3 5,3" << "9,1" << false;
        QTest::newRow("cavalry 3") << "cavalry" << "3,3 4,3 5,3" << "9,1" << true;
        QTest::newRow("cavalry 4") << "cavalry" << "3,3 4,3 5,3 6,3" << "9,1" << false;
        QTest::newRow("artillery 1") << "artillery" << "3,3" << "9,1" << true;
        QTest::newRow("artillery 2") << "artillery" << "3,3 4,3" << "9,1" << false;
        QTest::newRow("leader alone 3") << "leader" << "3,3 4,3 5,3" << "9,1" << true;
        QTest::newRow("leader alone 4") << "leader" << "3,3 4,3 5,3 6,3" << "9,1" << false;
        QTest::newRow("not hex to adjacent hex") << "cavalry" << "4,3" << "9,1" << false;
    }
    void allowance_7_1() {
        QFETCH(QString, type);
        QFETCH(QString, route);
        QFETCH(QString, enemy);
        QFETCH(bool, ok);
        const UnitType t = *unitTypeFromString(type.toStdString());
        ScenarioBuilder b;
        const Offset enemyHex = path(enemy.toStdString()).front();
        b.infantry("c1", Side::Confederate, enemyHex);
        if (t == UnitType::Leader) {
            b.infantry("host", Side::Union, {2, 3}).leader("m", Side::Union, {2, 3});
        } else {
            b.unit("m", Side::Union, t, {2, 3}, t == UnitType::Infantry ? 4 : 2, Morale::Black);
        }
        TestGame g(b, {1});
        const int apBefore = g.ap(Side::Union);
        const auto p = path(route.toStdString());
        if (ok) {
            APPLY_OK(g, moveAction(g.u("m"), p));
            QCOMPARE_HEX(g.hexOf("m"), p.back());
            QCOMPARE(g.ap(Side::Union), apBefore - 1);  // one AP per move, whatever its length
            QCOMPARE(g.unit("m").did, Activity::Moved);
        } else {
            APPLY_REFUSED(g, moveAction(g.u("m"), p), "7.1|2.1.2|7.3|3.1");
        }
    }

    // 2.2: woods, orchard, hill and entrenchment end a move when entered; swamp and river
    // cannot be entered; clear, bridge, town and sunken road have no movement effect.
    void terrain_2_2_data() {
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<bool>("stops");
        QTest::addColumn<bool>("impassable");
        QTest::addColumn<QString>("sections");
        QTest::newRow("clear") << "clear" << false << false << "";
        QTest::newRow("bridge") << "bridge" << false << false << "";
        QTest::newRow("town") << "town" << false << false << "";
        QTest::newRow("sunken road") << "sunken-road" << false << false << "";
        QTest::newRow("woods") << "woods" << true << false << "2.2.5|2.1.2";
        QTest::newRow("orchard") << "orchard" << true << false << "2.2.6|2.1.2";
        QTest::newRow("hill") << "hill" << true << false << "2.2.7|2.1.2";
        QTest::newRow("entrenchment") << "entrenchment" << true << false << "2.2.10|2.1.2";
        QTest::newRow("swamp") << "swamp" << false << true << "2.2.2|2.1.2";
        QTest::newRow("river") << "river" << false << true << "2.2.3|2.1.2";
    }
    void terrain_2_2() {
        QFETCH(QString, terrain);
        QFETCH(bool, stops);
        QFETCH(bool, impassable);
        QFETCH(QString, sections);
        const Terrain t = *terrainFromString(terrain.toStdString());
        ScenarioBuilder b;
        b.terrain({3, 3}, t).cavalry("cv", Side::Union, {2, 3}).infantry("c1", Side::Confederate, {9, 1});
        {
            // Passing through the hex to the one beyond.
            TestGame g(b, {1});
            const Action through = moveAction(g.u("cv"), {{3, 3}, {4, 3}});
            if (stops || impassable) {
                APPLY_REFUSED(g, through, sections.toStdString().c_str());
            } else {
                APPLY_OK(g, through);
                QCOMPARE_HEX(g.hexOf("cv"), (Offset{4, 3}));
            }
        }
        {
            // Ending the move in the hex.
            TestGame g(b, {1});
            const Action into = moveAction(g.u("cv"), {{3, 3}});
            if (impassable) {
                APPLY_REFUSED(g, into, sections.toStdString().c_str());
            } else {
                APPLY_OK(g, into);
                QCOMPARE_HEX(g.hexOf("cv"), (Offset{3, 3}));
            }
        }
    }

    // 7.2: no unit enters or passes a hex holding an enemy infantry, cavalry or artillery.
    void enemyBlocks_7_2_data() {
        QTest::addColumn<QString>("enemyType");
        QTest::newRow("infantry") << "infantry";
        QTest::newRow("cavalry") << "cavalry";
        QTest::newRow("artillery") << "artillery";
    }
    void enemyBlocks_7_2() {
        QFETCH(QString, enemyType);
        const UnitType t = *unitTypeFromString(enemyType.toStdString());
        ScenarioBuilder b;
        b.cavalry("cv", Side::Union, {2, 3}).unit("e", Side::Confederate, t, {4, 3}, t == UnitType::Infantry ? 4 : 2, Morale::Black);
        TestGame g(b, {1});
        APPLY_REFUSED(g, moveAction(g.u("cv"), {{3, 3}, {4, 3}}), "7.2|4.4");
        APPLY_REFUSED(g, moveAction(g.u("cv"), {{3, 3}, {4, 3}, {5, 3}}), "7.2|4.4");
        // Next to it is fine: there is no zone of control beyond 7.3 and 6.2.4 (DESIGN.md).
        APPLY_OK(g, moveAction(g.u("cv"), {{3, 3}, {3, 2}, {4, 2}}));
        QVERIFY(g.adjacent({4, 2}, {4, 3}));
    }

    // 4.4, 6.2.6, 7.2: friendly hexes may be entered or passed only where the stacking limit
    // holds (one infantry/cavalry plus one artillery); the 7.2 example.
    void stackingWhileMoving_6_2_6() {
        ScenarioBuilder b;
        b.infantry("inf", Side::Union, {3, 3}).artillery("art", Side::Union, {3, 3});
        b.infantry("inf2", Side::Union, {4, 3});
        b.cavalry("cv", Side::Union, {2, 2}).artillery("art2", Side::Union, {5, 1}).cavalry("cv2", Side::Union, {6, 1});
        b.infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {6});  // 9 AP
        APPLY_REFUSED(g, moveAction(g.u("inf"), {{4, 3}}), "4.4|6.2.6|7.2");          // infantry into infantry
        APPLY_REFUSED(g, moveAction(g.u("inf2"), {{3, 3}}), "4.4|6.2.6|7.2");         // into infantry + artillery
        APPLY_REFUSED(g, moveAction(g.u("cv"), {{3, 2}, {4, 3}, {5, 3}}), "4.4|6.2.6|7.2");  // through infantry
        APPLY_OK(g, moveAction(g.u("art"), {{4, 3}}));                                  // artillery joins infantry (7.2 example)
        QCOMPARE(g.s.at(g.idx({4, 3})).artillery, g.u("art"));
        QCOMPARE(g.s.at(g.idx({4, 3})).foot, g.u("inf2"));
        APPLY_OK(g, moveAction(g.u("cv2"), {{5, 1}, {4, 1}}));                           // cavalry passes friendly artillery
        QCOMPARE_HEX(g.hexOf("cv2"), (Offset{4, 1}));
        APPLY_OK(g, moveAction(g.u("inf"), {{3, 2}}));  // the refusals above used no activation
    }

    // 7.2.1: leaders do not block; a lone enemy leader is eliminated when entered and the
    // mover goes on. Union cavalry passes a Confederate leader that moved alone to 4,3.
    void loneEnemyLeaderOverrun_7_2_1() {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).commandAP(4, 4);
        b.cavalry("cv", Side::Union, {2, 3});
        b.infantry("c1", Side::Confederate, {7, 3}).leader("cl", Side::Confederate, {7, 3});
        TestGame g(b, {1, 1});
        APPLY_OK(g, moveAction(g.u("cl"), {{6, 3}, {5, 3}, {4, 3}}));
        QCOMPARE(g.ap(Side::Confederate), 4);  // a leader alone pays 1 AP (6.2.5, 9.1)
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("cv"), {{3, 3}, {4, 3}, {5, 3}}));
        QCOMPARE_HEX(g.hexOf("cv"), (Offset{5, 3}));
        QVERIFY(g.eliminated("cl"));
        QCOMPARE(g.vp(Side::Union), 1);  // 10.0: eliminated units, leaders included
        QCOMPARE(scoredVp(g.s, Side::Union), 1);
        // Reading (notes): any leader lost costs its side a command AP (9.3.1-9.3.2).
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 1);
    }

    // 7.2.1, 9.1: friendly leaders do not block and are passed freely; two leaders never
    // share a hex (4.4).
    void friendlyLeaders_7_2_1() {
        ScenarioBuilder b;
        b.cavalry("cv", Side::Union, {2, 3});
        b.infantry("u1", Side::Union, {5, 2}).leader("l1", Side::Union, {5, 2});
        b.infantry("u2", Side::Union, {6, 3}).leader("l2", Side::Union, {6, 3});
        b.infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {6});
        APPLY_OK(g, moveAction(g.u("l1"), {{4, 2}, {3, 2}, {3, 3}}));
        APPLY_OK(g, moveAction(g.u("cv"), {{3, 3}, {4, 3}}));  // through the lone friendly leader
        QCOMPARE_HEX(g.hexOf("cv"), (Offset{4, 3}));
        QVERIFY(!g.eliminated("l1"));
        APPLY_REFUSED(g, moveAction(g.u("l2"), {{5, 3}, {4, 3}, {3, 3}}), "4.4|7.2|9.1");  // onto a leader
        APPLY_OK(g, moveAction(g.u("l2"), {{5, 3}, {4, 3}}));  // with the cavalry is fine
        QCOMPARE_HEX(g.hexOf("l2"), (Offset{4, 3}));
    }

    // 7.3: infantry moves 2 hexes for 1 AP when it does not start, pass or end next to an
    // enemy, following terrain rules; not with the leader bonus.
    void forceMarch_7_3_data() {
        QTest::addColumn<QString>("enemy");
        QTest::addColumn<QString>("route");
        QTest::addColumn<QString>("woods");
        QTest::addColumn<bool>("ok");
        QTest::newRow("far from the enemy") << "9,1" << "3,3 4,3" << "" << true;
        QTest::newRow("starts next to an enemy") << "1,3" << "3,3 4,3" << "" << false;
        QTest::newRow("passes next to an enemy") << "3,2" << "2,2 2,1" << "" << false;
        QTest::newRow("ends next to an enemy") << "5,3" << "3,3 4,3" << "" << false;
        QTest::newRow("woods first ends the move") << "9,1" << "3,3 4,3" << "3,3" << false;
        QTest::newRow("woods second") << "9,1" << "3,3 4,3" << "4,3" << true;
    }
    void forceMarch_7_3() {
        QFETCH(QString, enemy);
        QFETCH(QString, route);
        QFETCH(QString, woods);
        QFETCH(bool, ok);
        ScenarioBuilder b;
        b.infantry("u1", Side::Union, {2, 3}).infantry("c1", Side::Confederate, path(enemy.toStdString()).front());
        if (!woods.isEmpty()) b.terrain(path(woods.toStdString()).front(), Terrain::Woods);
        TestGame g(b, {1});
        const auto p = path(route.toStdString());
        if (ok) {
            APPLY_OK(g, moveAction(g.u("u1"), p));
            QCOMPARE_HEX(g.hexOf("u1"), p.back());
            QCOMPARE(g.ap(Side::Union), 6);  // 6 + 1 - 1
        } else {
            APPLY_REFUSED(g, moveAction(g.u("u1"), p), "7.3|2.2.5|7.1");
            // One hex is always a plain move.
            APPLY_OK(g, moveAction(g.u("u1"), {p.front()}));
        }
    }

    // 7.3: "may not be used with the leader movement bonus": 3 hexes with a leader's bonus.
    void forceMarchNotWithBonus_7_3() {
        ScenarioBuilder b;
        b.infantry("u1", Side::Union, {2, 3}).leader("l1", Side::Union, {2, 3}).infantry("c1", Side::Confederate, {9, 1});
        TestGame g(b, {1});
        APPLY_REFUSED(g, moveAction(g.u("u1"), {{3, 3}, {4, 3}, {5, 3}}, g.u("l1"), true), "7.3|6.2.4|9.1.2|7.1");
        APPLY_OK(g, moveAction(g.u("u1"), {{3, 3}, {4, 3}}, g.u("l1"), true));
        QCOMPARE(g.ap(Side::Union), 7 - 2);
    }

    // 3.1.4 (and aid): a gunboat moves any number of river hexes for 1 AP, never onto land.
    void gunboat_3_1_4() {
        ScenarioBuilder b;
        for (int r = 1; r <= 5; ++r) b.terrain({5, r}, Terrain::River);
        b.gunboat("gb", Side::Union, {5, 1}).infantry("u1", Side::Union, {2, 3}).infantry("c1", Side::Confederate, {9, 1});
        TestGame g(b, {1});
        APPLY_REFUSED(g, moveAction(g.u("gb"), {{5, 2}, {6, 3}}), "3.1.4|2.2");
        APPLY_OK(g, moveAction(g.u("gb"), {{5, 2}, {5, 3}, {5, 4}, {5, 5}}));
        QCOMPARE(g.ap(Side::Union), 6);
        QCOMPARE_HEX(g.hexOf("gb"), (Offset{5, 5}));
    }

    // 3.1.4 (notes): a bridge is not river; it stops a gunboat.
    void gunboatBridge_3_1_4() {
        ScenarioBuilder b;
        b.terrain({5, 1}, Terrain::River).terrain({5, 2}, Terrain::River).terrain({5, 3}, Terrain::Bridge).terrain({5, 4}, Terrain::River);
        b.gunboat("gb", Side::Union, {5, 1}).infantry("u1", Side::Union, {2, 3}).infantry("c1", Side::Confederate, {9, 1});
        TestGame g(b, {1});
        APPLY_REFUSED(g, moveAction(g.u("gb"), {{5, 2}, {5, 3}, {5, 4}}), "3.1.4|2.2");
        APPLY_OK(g, moveAction(g.u("gb"), {{5, 2}}));
    }

    // 7.3 with 6.2.5 (notes): a leader that began the turn with the infantry rides along on
    // a force march for free.
    void forceMarchWithRider_7_3() {
        ScenarioBuilder b;
        b.infantry("u1", Side::Union, {2, 3}).leader("l1", Side::Union, {2, 3}).infantry("c1", Side::Confederate, {9, 1});
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("u1"), {{3, 3}, {4, 3}}, g.u("l1")));
        QCOMPARE(g.ap(Side::Union), 6);
        QCOMPARE_HEX(g.hexOf("l1"), (Offset{4, 3}));
    }

    // Aid, 4.1: a leader reinforcement enters for free with a friendly combat unit (also at
    // 0 AP), nearest its entry hex.
    void leaderReinforcementFree_aid() {
        ScenarioBuilder b;
        b.commandAP(0, 0).reinforcement("rl", Side::Union, UnitType::Leader, 1, {1, 3});
        b.infantry("u1", Side::Union, {2, 3}).infantry("u2", Side::Union, {5, 1}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("u2"), {{6, 1}}));
        QCOMPARE(g.ap(Side::Union), 0);
        APPLY_OK(g, enterAction(g.u("rl")));
        QCOMPARE_HEX(g.hexOf("rl"), (Offset{2, 3}));
        QCOMPARE(g.ap(Side::Union), 0);
    }

    // Player aid: a reinforcement enters on or after its turn for 1 AP at its entry hex,
    // which counts as its first hex of movement (so infantry goes no further that turn).
    void reinforcementEnters_aid() {
        ScenarioBuilder b;
        b.reinforcement("r1", Side::Union, UnitType::Infantry, 2, {1, 3});
        b.infantry("u1", Side::Union, {3, 1}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1, 1, 1});
        QCOMPARE_STATUS(g.unit("r1").status, UnitStatus::Waiting);
        APPLY_REFUSED(g, enterAction(g.u("r1")), "aid|000|4.1|reinforcement");
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.s.turn, 2);
        const int before = g.ap(Side::Union);
        APPLY_OK(g, enterAction(g.u("r1")));
        QCOMPARE(g.ap(Side::Union), before - 1);
        QCOMPARE_STATUS(g.unit("r1").status, UnitStatus::Board);
        QCOMPARE_HEX(g.hexOf("r1"), (Offset{1, 3}));
        QCOMPARE(g.unit("r1").did, Activity::Entered);
        APPLY_REFUSED(g, moveAction(g.u("r1"), {{2, 3}}), "6.1.4|7.1|aid|000");
        APPLY_REFUSED(g, enterAction(g.u("r1")), "6.1.4|aid|000|4.1");
    }

    // Player aid: an occupied entry hex sends the unit to the nearest vacant hex. From 1,1
    // the hexes at distance 1 are 2,1 and 1,2; with 1,1 and 2,1 taken, 1,2 is the one.
    void reinforcementNearestVacant_aid() {
        ScenarioBuilder b;
        b.reinforcement("r1", Side::Union, UnitType::Infantry, 1, {1, 1});
        b.infantry("u1", Side::Union, {1, 1}).infantry("u2", Side::Union, {2, 1}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1});
        APPLY_OK(g, enterAction(g.u("r1")));
        QCOMPARE_HEX(g.hexOf("r1"), (Offset{1, 2}));
    }

    // Player aid: an entry hex held by the enemy is occupied too. From 1,1 the nearest hexes
    // are 2,1 (taken by a Union unit) and 1,2.
    void reinforcementEntryHeldByEnemy_aid() {
        ScenarioBuilder b;
        b.reinforcement("r1", Side::Union, UnitType::Infantry, 1, {1, 1});
        b.infantry("c1", Side::Confederate, {1, 1}).infantry("u2", Side::Union, {2, 1});
        TestGame g(b, {1});
        APPLY_OK(g, enterAction(g.u("r1")));
        QCOMPARE_HEX(g.hexOf("r1"), (Offset{1, 2}));
    }

    // Player aid: with a choice of nearest vacant hexes the player may name one; a hex that is
    // not among the nearest vacant ones is refused.
    void reinforcementChosenHex_aid() {
        ScenarioBuilder b;
        b.reinforcement("r1", Side::Union, UnitType::Infantry, 1, {1, 3});
        b.infantry("u1", Side::Union, {1, 3}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1});
        APPLY_REFUSED(g, enterAction(g.u("r1"), Offset{3, 3}), "aid|000|4.1|reinforcement");
        APPLY_REFUSED(g, enterAction(g.u("r1"), Offset{1, 3}), "aid|000|4.1|4.4|reinforcement");
        APPLY_OK(g, enterAction(g.u("r1"), Offset{1, 4}));
        QCOMPARE_HEX(g.hexOf("r1"), (Offset{1, 4}));
    }

    // Reading (notes): a reinforcement not entered on its turn may enter on a later one;
    // entering is the unit's action, so cavalry does not ride on after it.
    void reinforcementLate_aid() {
        ScenarioBuilder b;
        b.reinforcement("r1", Side::Union, UnitType::Cavalry, 1, {1, 3});
        b.infantry("u1", Side::Union, {3, 1}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1, 1, 1});
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, enterAction(g.u("r1")));
        QCOMPARE_HEX(g.hexOf("r1"), (Offset{1, 3}));
        APPLY_REFUSED(g, moveAction(g.u("r1"), {{2, 3}, {3, 3}}), "6.1.4|7.1|aid|000");
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesMove)
#include "test_rules_move.moc"
