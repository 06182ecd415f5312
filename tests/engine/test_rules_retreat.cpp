// Retreats after close combat (8.4), displacement (8.5.1), stacking during retreats (6.2.6)
// and a leader's retreat when its unit is eliminated (8.5.2), with DESIGN.md's reading of
// 8.4.1: toward the home edge (each step strictly nearer), else toward the nearest friendly
// combat unit not nearer to or next to the attacker; never next to the attacker unless no
// other hex is legal. Every close combat here scores one hit (6 2 2) and the black
// defender fails its morale roll (4).
#include "engine_fixture.h"

#include "model/terrain.h"

#include <algorithm>

using namespace muster;
using namespace muster::test;

namespace {

const std::vector<int> kHitAndFail = {1, 6, 2, 2, 4};

class TestRulesRetreat : public QObject {
    Q_OBJECT

    // Union infantry "a" at 4,3; Confederate infantry "d" at 5,3; Confederate home edge east.
    // 5,2 and 5,4 (half a hex nearer the edge in the plane) are swamp, so 6,3 is the only
    // hex next to d that is nearer it.
    static ScenarioBuilder eastward() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3});
        b.terrain({5, 2}, Terrain::Swamp).terrain({5, 4}, Terrain::Swamp);
        return b;
    }
    // The same, and a unit at 6,3 can go on only to 7,3 (6,2 and 6,4 are swamp too).
    static ScenarioBuilder eastwardNarrow() {
        ScenarioBuilder b = eastward();
        b.terrain({6, 2}, Terrain::Swamp).terrain({6, 4}, Terrain::Swamp);
        return b;
    }

private slots:
    // 8.4.1: with two hexes nearer the home edge (north here) the owner chooses; a hex that
    // is not among them is refused.
    void ownerChooses_8_4_1() {
        ScenarioBuilder b;
        b.homeEdges(Edge::South, Edge::North);
        b.infantry("a", Side::Union, {5, 4}).infantry("d", Side::Confederate, {5, 3});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QVERIFY(g.retreatPendingFor("d"));
        QCOMPARE_SIDE(g.s.pending.side, Side::Confederate);
        QCOMPARE_SIDE(g.s.toAct(), Side::Confederate);
        auto options = g.pendingOptions();
        std::sort(options.begin(), options.end());
        QCOMPARE(options.size(), std::size_t(2));
        QCOMPARE_HEX(options[0], (Offset{4, 2}));
        QCOMPARE_HEX(options[1], (Offset{5, 2}));
        APPLY_REFUSED(g, retreatAction(g.u("d"), {6, 3}), "8.4");
        APPLY_REFUSED(g, endTurnAction(), "8.4|pending|decision|retreat");
        APPLY_OK(g, retreatAction(g.u("d"), {4, 2}));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{4, 2}));
        QCOMPARE(g.s.pending.kind, DecisionKind::Advance);
    }

    // 8.4.1: not into a hex next to the attacking unit while another hex is legal; into one
    // when it is the only hex left.
    void notNextToAttacker_8_4_1_data() {
        QTest::addColumn<bool>("swampAt52");
        QTest::addColumn<QString>("expected");
        QTest::newRow("5,2 free") << false << "5,2";
        QTest::newRow("5,2 swamp") << true << "4,2";
    }
    void notNextToAttacker_8_4_1() {
        QFETCH(bool, swampAt52);
        QFETCH(QString, expected);
        ScenarioBuilder b;
        b.homeEdges(Edge::South, Edge::North);
        b.infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3});
        if (swampAt52) b.terrain({5, 2}, Terrain::Swamp);
        TestGame g(b, kHitAndFail);
        QVERIFY(g.adjacent({4, 2}, {4, 3}) && !g.adjacent({5, 2}, {4, 3}));
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QVERIFY(!g.retreatPendingFor("d"));
        QCOMPARE_HEX(g.hexOf("d"), path(expected.toStdString()).front());
    }

    // 8.4.1: other enemies may be next to the retreat hex.
    void nextToOtherEnemies_8_4_1() {
        ScenarioBuilder b = eastward();
        b.infantry("e", Side::Union, {7, 3});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
    }

    // 8.4.2: blocked by the board edge, impassable terrain or enemy units: eliminated (and
    // worth its VP to the attacker, 10.0).
    void blockedEliminated_8_4_2_data() {
        QTest::addColumn<QString>("blocker");
        QTest::newRow("board edge") << "edge";
        QTest::newRow("swamp") << "swamp";
        QTest::newRow("river") << "river";
        QTest::newRow("enemy infantry") << "enemy";
        QTest::newRow("enemy artillery") << "enemy artillery";
    }
    void blockedEliminated_8_4_2() {
        QFETCH(QString, blocker);
        ScenarioBuilder b;
        if (blocker == "edge") {
            // 9,2 is on a shifted row: its centre is the farthest east of the board.
            b.infantry("a", Side::Union, {8, 2}).infantry("d", Side::Confederate, {9, 2});
        } else {
            b = eastward();
            if (blocker == "swamp") b.terrain({6, 3}, Terrain::Swamp);
            if (blocker == "river") b.terrain({6, 3}, Terrain::River);
            if (blocker == "enemy") b.infantry("e", Side::Union, {6, 3});
            if (blocker == "enemy artillery") b.artillery("e", Side::Union, {6, 3});
        }
        TestGame g(b, kHitAndFail);
        const Offset at = g.hexOf("d");
        APPLY_OK(g, closeAction(g.u("a"), at));
        QVERIFY(g.eliminated("d"));
        QCOMPARE(g.vp(Side::Union), 1);
        QCOMPARE(scoredVp(g.s, Side::Union), 1);
        QCOMPARE(g.s.pending.kind, DecisionKind::Advance);  // 8.3.4: the hex is vacated
    }

    // DESIGN.md reading of 8.4.1: on its home edge, the unit retreats toward its nearest
    // friendly combat unit that is not nearer to or next to the attacker. At 9,4 (a shifted
    // row: the east edge line) attacked from 9,3 with a friend at 9,6, the hex is 9,5.
    void towardFriends_8_4_1() {
        ScenarioBuilder b(9, 7);
        b.infantry("a", Side::Union, {9, 3}).infantry("d", Side::Confederate, {9, 4}).infantry("f", Side::Confederate, {9, 6});
        TestGame g(b, kHitAndFail);
        QCOMPARE(g.distance({9, 6}, {9, 3}), 3);
        APPLY_OK(g, closeAction(g.u("a"), {9, 4}));
        QVERIFY(!g.eliminated("d"));
        if (g.retreatPendingFor("d")) {
            const auto options = g.pendingOptions();
            QCOMPARE(options.size(), std::size_t(1));  // one best hex: no choice to offer
        }
        QCOMPARE_HEX(g.hexOf("d"), (Offset{9, 5}));
    }

    // 8.5.1: a friendly unit in the way retreats to make room (one unit only).
    void displacement_8_5_1() {
        ScenarioBuilder b = eastward();
        b.infantry("f", Side::Confederate, {6, 3});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
        QCOMPARE_HEX(g.hexOf("f"), (Offset{7, 3}));
        QCOMPARE(g.sp("f"), 4);
    }

    // 8.5.1 (notes): the unit in the way needs a hex of its own (here only swamp lies
    // beyond it), else the hex is not open and the retreating unit is eliminated.
    void displacedUnitBlocked_8_5_1() {
        ScenarioBuilder b = eastwardNarrow();
        b.infantry("f", Side::Confederate, {6, 3}).terrain({7, 3}, Terrain::Swamp);
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QVERIFY(g.eliminated("d"));
        QCOMPARE_HEX(g.hexOf("f"), (Offset{6, 3}));
    }

    // 4.4, 6.2.6: where stacking allows (infantry joining artillery) nothing is displaced.
    void stackingInsteadOfDisplacement_6_2_6() {
        ScenarioBuilder b = eastward();
        b.artillery("fa", Side::Confederate, {6, 3});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
        QCOMPARE_HEX(g.hexOf("fa"), (Offset{6, 3}));
    }

    // 8.5.1: if more than one unit would have to be displaced, the retreating unit is
    // eliminated instead and the others stay.
    void twoDisplacementsEliminate_8_5_1() {
        ScenarioBuilder b = eastwardNarrow();
        b.infantry("f", Side::Confederate, {6, 3}).infantry("f2", Side::Confederate, {7, 3});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QVERIFY(g.eliminated("d"));
        QCOMPARE_HEX(g.hexOf("f"), (Offset{6, 3}));
        QCOMPARE_HEX(g.hexOf("f2"), (Offset{7, 3}));
        QCOMPARE(g.vp(Side::Union), 1);
    }

    // 8.5.2: a leader whose unit is eliminated (here by fire) retreats up to 3 hexes.
    void leaderRetreatsUpToThree_8_5_2() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).infantry("d", Side::Confederate, {5, 3}, 1).leader("dl", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 2, 2});
        APPLY_OK(g, fireAction(g.u("a"), {5, 3}));
        QVERIFY(g.eliminated("d"));
        QCOMPARE(g.vp(Side::Union), 1);  // the unit only; the leader lives
        if (g.retreatPendingFor("dl")) {
            QCOMPARE_SIDE(g.s.pending.side, Side::Confederate);
            const auto options = g.pendingOptions();
            QVERIFY(!options.empty());
            int farthest = 0;
            for (Offset o : options) {
                const int d = g.distance(o, {5, 3});
                QVERIFY2(d >= 1 && d <= 3, "a leader retreats 1 to 3 hexes");
                QVERIFY(!g.s.enemyBlocks(g.idx(o), Side::Confederate));
                QVERIFY(!impassableForLandUnits(g.setup->terrain(g.idx(o))));
                farthest = std::max(farthest, d);
            }
            QCOMPARE(farthest, 3);  // "up to 3": three hexes are open on this board
            APPLY_OK(g, retreatAction(g.u("dl"), options.back()));
            QCOMPARE_HEX(g.hexOf("dl"), options.back());
        }
        QVERIFY(!g.eliminated("dl"));
        const int d = g.distance(g.hexOf("dl"), {5, 3});
        QVERIFY(d >= 1 && d <= 3);
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 0);
    }

    // 8.5.2 (DESIGN.md's reading): enemy units fill every hex of his way home and he has no
    // friendly group to go to; he is not on his home edge line, so he is cut off, not sent
    // sideways or toward the enemy's edge.
    void leaderWayFilledByEnemiesEliminated_8_5_2() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).infantry("d", Side::Confederate, {5, 3}, 1).leader("dl", Side::Confederate, {5, 3});
        b.infantry("b1", Side::Union, {6, 3}).infantry("b2", Side::Union, {5, 2}).infantry("b3", Side::Union, {5, 4});
        TestGame g(b, {1, 6, 2, 2});
        APPLY_OK(g, fireAction(g.u("a"), {5, 3}));
        QVERIFY(g.eliminated("d"));
        QVERIFY2(g.eliminated("dl"), "his way home is filled by enemies: he is cut off");
        QCOMPARE(g.s.pending.kind, DecisionKind::None);
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 1);
        QCOMPARE(g.vp(Side::Union), 2);
    }

    // 8.5.2: on his own home edge line (east here) the board edge ends the way, not the
    // enemy: with no friendly group he may go to any open hex within 3.
    void leaderOnHomeEdgeLineGoesAnyWay_8_5_2() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {7, 2}).infantry("d", Side::Confederate, {9, 2}, 1).leader("dl", Side::Confederate, {9, 2});
        TestGame g(b, {1, 6, 2, 2});
        APPLY_OK(g, fireAction(g.u("a"), {9, 2}));
        QVERIFY(g.eliminated("d"));
        QVERIFY(!g.eliminated("dl"));
        if (g.retreatPendingFor("dl")) {
            const auto options = g.pendingOptions();
            QVERIFY(!options.empty());
            for (Offset o : options) QVERIFY(g.distance(o, {9, 2}) <= 3);
            APPLY_OK(g, retreatAction(g.u("dl"), options.front()));
        }
        QVERIFY(!g.eliminated("dl"));
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 0);
    }

    // 8.5.2: a leader that cannot retreat (impassable terrain all round) is eliminated.
    void leaderBlockedEliminated_8_5_2() {
        ScenarioBuilder b;
        b.terrain({8, 1}, Terrain::Swamp).terrain({8, 2}, Terrain::Swamp).terrain({9, 2}, Terrain::Swamp);
        b.infantry("a", Side::Union, {7, 1}).infantry("d", Side::Confederate, {9, 1}, 1).leader("dl", Side::Confederate, {9, 1});
        TestGame g(b, {1, 6, 2, 2});
        APPLY_OK(g, fireAction(g.u("a"), {9, 1}));
        QVERIFY(g.eliminated("d"));
        QVERIFY(g.eliminated("dl"));
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 1);
        QCOMPARE(g.vp(Side::Union), 2);
        QCOMPARE(g.s.pending.kind, DecisionKind::None);
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesRetreat)
#include "test_rules_retreat.moc"
