// Turn sequence (5.0, 5.1), the AP roll (6.1.1), AP spending (6.1.2, 6.2.7) and one action
// per unit (6.1.3-6.1.4, 6.2.1): rulebook seed 001 sections 5-6, player aid seed 000.
#include "engine_fixture.h"

using namespace muster;
using namespace muster::test;

namespace {

class TestRulesTurn : public QObject {
    Q_OBJECT

    // Union infantry u1 at 3,3 and u2 at 2,1; Confederate infantry c1 at 5,3 (two hexes east
    // of u1, in its range) and c2 at 8,5.
    static ScenarioBuilder basic() {
        ScenarioBuilder b;
        b.infantry("u1", Side::Union, {3, 3}).infantry("u2", Side::Union, {2, 1});
        b.infantry("c1", Side::Confederate, {5, 3}).infantry("c2", Side::Confederate, {8, 5});
        return b;
    }

private slots:
    // 6.1.1: 1-2 give +1, 3-4 +2, 5-6 +3, added to the scenario's command AP.
    void apRoll_6_1_1_data() {
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("random");
        QTest::newRow("1") << 1 << 1;
        QTest::newRow("2") << 2 << 1;
        QTest::newRow("3") << 3 << 2;
        QTest::newRow("4") << 4 << 2;
        QTest::newRow("5") << 5 << 3;
        QTest::newRow("6") << 6 << 3;
    }
    void apRoll_6_1_1() {
        QFETCH(int, die);
        QFETCH(int, random);
        TestGame g(basic().commandAP(5, 2), {die});
        QCOMPARE(g.s.side(Side::Union).apRoll, die);
        QCOMPARE(g.s.side(Side::Union).apTotal, 5 + random);
        QCOMPARE(g.ap(Side::Union), 5 + random);
        QCOMPARE(g.rolled(), std::uint64_t(1));  // only the first side rolls at the start (5.0 step 1)
        // The second side rolls its own die when its part of the turn starts (5.0 step 4).
        TestGame h(basic().commandAP(5, 2), {1, die});
        APPLY_OK(h, endTurnAction());
        QCOMPARE(h.s.side(Side::Confederate).apRoll, die);
        QCOMPARE(h.ap(Side::Confederate), 2 + random);
    }

    // 5.0: first player, victory check, second player, next turn.
    void turnSequence_5_0() {
        TestGame g(basic().commandAP(3, 2), {1, 6, 3});
        QCOMPARE(g.s.turn, 1);
        QCOMPARE_SIDE(g.s.active, Side::Union);
        QVERIFY(!g.s.secondHalf);
        QCOMPARE(g.ap(Side::Union), 4);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.s.turn, 1);
        QCOMPARE_SIDE(g.s.active, Side::Confederate);
        QVERIFY(g.s.secondHalf);
        QCOMPARE(g.ap(Side::Confederate), 5);
        QCOMPARE(g.rolled(), std::uint64_t(2));
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.s.turn, 2);
        QCOMPARE_SIDE(g.s.active, Side::Union);
        QVERIFY(!g.s.secondHalf);
        QCOMPARE(g.ap(Side::Union), 3 + 2);
        QCOMPARE(g.rolled(), std::uint64_t(3));
        QVERIFY(!g.s.over());
    }

    // 5.0: "The scenario will state which player is the first player."
    void firstSideFromScenario_5_0() {
        TestGame g(basic().firstSide(Side::Confederate).commandAP(3, 2), {5, 2});
        QCOMPARE_SIDE(g.s.active, Side::Confederate);
        QCOMPARE(g.ap(Side::Confederate), 2 + 3);
        QCOMPARE(g.s.side(Side::Union).apRoll, 0);  // the Union has not rolled yet
        APPLY_REFUSED(g, moveAction(g.u("u1"), {{2, 3}}), "5.0|5.1|6.1");
        APPLY_OK(g, endTurnAction());
        QCOMPARE_SIDE(g.s.active, Side::Union);
        QCOMPARE(g.s.turn, 1);
        QCOMPARE(g.ap(Side::Union), 3 + 1);
    }

    // 6.1.1: AP are a turn's total; what is left at the end of a turn is not carried over
    // (project reading: each turn's total is command + random, nothing else).
    void apNotCarriedOver_6_1_1() {
        TestGame g(basic().commandAP(4, 4), {6, 1, 1});
        QCOMPARE(g.ap(Side::Union), 7);
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.ap(Side::Union), 4 + 1);
    }

    // 5.1: only the active player acts.
    void onlyActiveSideActs_5_1() {
        TestGame g(basic(), {3});
        APPLY_REFUSED(g, moveAction(g.u("c1"), {{6, 3}}), "5.0|5.1|6.1");
        APPLY_REFUSED(g, fireAction(g.u("c1"), {3, 3}), "5.0|5.1|6.1");
        APPLY_OK(g, moveAction(g.u("u2"), {{3, 1}}));
    }

    // 6.1.4, 7.1.1: a unit that moved cannot move again this turn.
    void oneMovePerTurn_6_1_4() {
        TestGame g(basic(), {3});
        APPLY_OK(g, moveAction(g.u("u2"), {{3, 1}}));
        APPLY_REFUSED(g, moveAction(g.u("u2"), {{4, 1}}), "6.1.4|7.1.1");
        QCOMPARE(g.unit("u2").did, Activity::Moved);
    }

    // 6.2.1: infantry that moved may not fire; one that fired may not move or fire again.
    void moveOrFire_6_2_1() {
        TestGame g(basic(), {3, 2, 2, 2});
        // u1 could fire at c1 before it moves (the refusal below is about the move).
        QVERIFY(checkAction(g.s, fireAction(g.u("u1"), {5, 3})).ok);
        APPLY_OK(g, moveAction(g.u("u1"), {{4, 3}}));
        APPLY_REFUSED(g, fireAction(g.u("u1"), {5, 3}), "6.2.1|6.1.4");
        APPLY_REFUSED(g, closeAction(g.u("u1"), {5, 3}), "6.2.1|6.1.4");

        TestGame h(basic(), {3, 2, 2, 2});
        APPLY_OK(h, fireAction(h.u("u1"), {5, 3}));
        QCOMPARE(h.unit("u1").did, Activity::Fired);
        APPLY_REFUSED(h, moveAction(h.u("u1"), {{4, 3}}), "6.2.1|6.1.4");
        APPLY_REFUSED(h, fireAction(h.u("u1"), {5, 3}), "6.1.4");
    }

    // 6.1.4: activity is per turn; next turn the unit acts again.
    void actsAgainNextTurn_6_1_4() {
        TestGame g(basic(), {3, 3, 3});
        APPLY_OK(g, moveAction(g.u("u2"), {{3, 1}}));
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.unit("u2").did, Activity::None);
        APPLY_OK(g, moveAction(g.u("u2"), {{4, 1}}));
    }

    // 6.1.2, 6.2.7: actions spend AP (move 1, fire 1, close combat 2) and none may be taken
    // without the AP for it.
    void apSpentAndShortage_6_1_2() {
        TestGame g(basic().commandAP(1, 1), {3, 2, 2, 2});  // 1 + 2 = 3 AP
        QCOMPARE(g.ap(Side::Union), 3);
        APPLY_OK(g, moveAction(g.u("u2"), {{3, 1}}));
        QCOMPARE(g.ap(Side::Union), 2);
        APPLY_OK(g, fireAction(g.u("u1"), {5, 3}));
        QCOMPARE(g.ap(Side::Union), 1);
        // A close combat (2 AP) with only 1 AP left is refused; a fire (1 AP) is not.
        TestGame h(ScenarioBuilder().commandAP(0, 0).infantry("u1", Side::Union, {4, 3}).infantry("c1", Side::Confederate, {5, 3}),
                   {1});
        QCOMPARE(h.ap(Side::Union), 1);
        APPLY_REFUSED(h, closeAction(h.u("u1"), {5, 3}), "6.1|6.2.2|6.2.7|8.3.1");
        APPLY_OK(h, fireAction(h.u("u1"), {5, 3}));
        QCOMPARE(h.ap(Side::Union), 0);
    }

    void noActionWithoutAp_6_2_7() {
        TestGame g(basic().commandAP(0, 0), {1, 2, 2, 2});  // 1 AP
        APPLY_OK(g, moveAction(g.u("u2"), {{3, 1}}));
        QCOMPARE(g.ap(Side::Union), 0);
        APPLY_REFUSED(g, fireAction(g.u("u1"), {5, 3}), "6.1|6.2|8.1.1");
        APPLY_REFUSED(g, moveAction(g.u("u1"), {{2, 3}}), "6.1|6.2|7.1");
    }

    // 8.1.2, 10.0: an eliminated unit is out of the game and never acts again.
    void eliminatedNeverActs_8_1_2() {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("u1", Side::Union, {3, 3}, 1).infantry("c1", Side::Confederate, {4, 3});
        b.infantry("u2", Side::Union, {2, 1});
        TestGame g(b, {1, 5, 2, 2, 1});
        APPLY_OK(g, fireAction(g.u("c1"), {3, 3}));
        QVERIFY(g.eliminated("u1"));
        APPLY_OK(g, endTurnAction());
        const std::string before = g.fingerprint();
        QVERIFY(!g.apply(moveAction(g.u("u1"), {{2, 3}})).ok);
        QVERIFY(!g.apply(fireAction(g.u("u1"), {4, 3})).ok);
        QVERIFY(!g.apply(closeAction(g.u("u1"), {4, 3})).ok);
        QCOMPARE(QString::fromStdString(g.fingerprint()), QString::fromStdString(before));
    }

    // 5.0 step 7 and DESIGN.md: the game ends after the last turn; with no condition met it
    // is a draw, and no action is accepted afterwards.
    void gameEndsAfterLastTurn_5_0() {
        TestGame g(basic().turns(2), {1, 1, 1, 1});
        for (int i = 0; i < 3; ++i) {
            APPLY_OK(g, endTurnAction());
            QVERIFY(!g.s.over());
        }
        APPLY_OK(g, endTurnAction());
        QVERIFY(g.s.over());
        QCOMPARE(g.s.result, GameResult::Draw);
        QVERIFY(!g.s.reason.empty());
        const std::string before = g.fingerprint();
        QVERIFY(!g.apply(endTurnAction()).ok);
        QVERIFY(!g.apply(moveAction(g.u("u2"), {{3, 1}})).ok);
        QCOMPARE(QString::fromStdString(g.fingerprint()), QString::fromStdString(before));
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesTurn)
#include "test_rules_turn.moc"
