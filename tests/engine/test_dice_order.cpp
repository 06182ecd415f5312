// The dice order of DESIGN.md ("Game file"), so scripted dice mean the same to everyone:
// each side's AP die when its turn starts; fire: the attacker's dice, then one leader-loss
// die; close combat: (11.1) the attacker's morale die, the attacker's 3 dice, the
// defenders' morale dice (one per hit per surviving unit, infantry/cavalry before
// artillery), then one leader die per natural 1; rally: one morale die. The morale die is a
// d6 read 1-3 green, 4-5 black, 6 gold with the default faces.
// Each script below is built so that any other order gives a different outcome.
#include "engine_fixture.h"

using namespace muster;
using namespace muster::test;

namespace {

class TestDiceOrder : public QObject {
    Q_OBJECT

private slots:
    // 6.1.1, 5.0: one die when each side's turn starts, never more.
    void apDieAtEachTurnStart() {
        ScenarioBuilder b;
        b.commandAP(0, 0).infantry("u", Side::Union, {2, 3}).infantry("c", Side::Confederate, {8, 3});
        TestGame g(b, {2, 6, 3, 5});
        QCOMPARE(g.rolled(), std::uint64_t(1));
        QCOMPARE(g.ap(Side::Union), 1);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.rolled(), std::uint64_t(2));
        QCOMPARE(g.ap(Side::Confederate), 3);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.rolled(), std::uint64_t(3));
        QCOMPARE(g.ap(Side::Union), 2);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.ap(Side::Confederate), 3);
        QCOMPARE(g.rolled(), std::uint64_t(4));
    }

    // Fire: the 3 attack dice, then the leader die. 1 6 5 | 2: two hits and the leader lives
    // (read leader-first, the 1 would kill it); 1 6 5 | 1: the leader is lost; 2 6 5 | 1: no
    // natural 1, so no leader die at all.
    void fireThenLeaderDie() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).infantry("t", Side::Confederate, {4, 3}).leader("tl", Side::Confederate, {4, 3});
        {
            TestGame g(b, {1, 1, 6, 5, 2, 1});
            APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
            QCOMPARE(g.sp("t"), 2);
            QVERIFY(!g.eliminated("tl"));
            QCOMPARE(g.rolled(), std::uint64_t(5));
        }
        {
            TestGame g(b, {1, 1, 6, 5, 1, 4});
            APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
            QCOMPARE(g.sp("t"), 2);
            QVERIFY(g.eliminated("tl"));
            QCOMPARE(g.rolled(), std::uint64_t(5));
        }
        {
            TestGame g(b, {1, 2, 6, 5, 1, 4});
            APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
            QCOMPARE(g.sp("t"), 2);
            QVERIFY(!g.eliminated("tl"));
            QCOMPARE(g.rolled(), std::uint64_t(4));
        }
        {
            // Artillery at 1 hex: 4 attack dice before the leader die. 6 6 1 2 | 1: the 4th
            // attack die is a 2 (no hit); the leader die is the 1.
            ScenarioBuilder c;
            c.artillery("a", Side::Union, {3, 3}).infantry("t", Side::Confederate, {4, 3}).leader("tl", Side::Confederate, {4, 3});
            TestGame g(c, {1, 6, 6, 1, 2, 1, 4});
            APPLY_OK(g, fireAction(g.u("a"), {4, 3}));
            QCOMPARE(g.sp("t"), 2);
            QVERIFY(g.eliminated("tl"));
            QCOMPARE(g.rolled(), std::uint64_t(6));
        }
    }

    // Close combat with infantry and artillery defending with a leader (both black, gold with
    // the leader): attack 6 5 1 (two hits, one natural 1), then the infantry's two morale
    // dice, the artillery's two, then one leader die.
    //   6 5 1 | 6 2 | 2 2 | 1 : infantry retreats (its 6 is gold), artillery holds, leader lost.
    // Artillery first would give: artillery 6 2 retreats, infantry 2 2 holds. Leader die
    // before the morale dice would read the 6 (the leader lives).
    void closeCombatOrder() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3});
        b.infantry("d", Side::Confederate, {5, 3}).artillery("da", Side::Confederate, {5, 3}).leader("dl", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 5, 1, 6, 2, 2, 2, 1, 4});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.rolled(), std::uint64_t(9));
        QCOMPARE(g.sp("d"), 2);
        QCOMPARE(g.sp("da"), 2);
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
        QCOMPARE_HEX(g.hexOf("da"), (Offset{5, 3}));
        QVERIFY(g.eliminated("dl"));
    }

    // A defender eliminated by the hits rolls no morale dice: the stacked artillery's dice
    // come straight after the attack. Infantry 1 SP: 6 5 2 = two hits, one eliminates it and
    // one goes to the artillery (8.1.2 order), whose two dice 4 1 (black, no leader) send it back.
    void eliminatedRollsNoMorale() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3});
        b.infantry("d", Side::Confederate, {5, 3}, 1).artillery("da", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 5, 2, 4, 1, 3});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QVERIFY(g.eliminated("d"));
        QCOMPARE(g.sp("da"), 1);
        QCOMPARE(g.rolled(), std::uint64_t(6));
        QCOMPARE_HEX(g.hexOf("da"), (Offset{6, 3}));
    }

    // Close combat leader dice: one per natural 1, after the morale dice. 1 1 6: one hit, two
    // leader dice. Script 1 1 6 | 1 (morale, green: a gold unit holds) | 3 1: lost on the
    // second leader die; with only one leader die the leader would live.
    void closeLeaderDicePerOne() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3});
        b.infantry("d", Side::Confederate, {5, 3}, 4, Morale::Gold).leader("dl", Side::Confederate, {5, 3});
        TestGame g(b, {1, 1, 1, 6, 1, 3, 1, 4});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.rolled(), std::uint64_t(7));
        QVERIFY(g.eliminated("dl"));
        QCOMPARE(g.sp("d"), 3);
    }

    // 11.1: the attacker's morale die comes before its attack dice. 1 | 4 2 2 | 4: passes
    // (green against black), one hit, the defender fails on black and retreats. Attack dice
    // first would read 1 4 2 (one hit), then 2 for the attacker and 2 (green) for the
    // defender, who would hold.
    void attackerMoraleFirst_11_1() {
        ScenarioBuilder b;
        b.optionalRule("11.1").infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3});
        TestGame g(b, {1, 1, 4, 2, 2, 4, 6});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.rolled(), std::uint64_t(6));
        QCOMPARE(g.sp("d"), 3);
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
    }

    // Rally: exactly one morale die.
    void rallyOneDie() {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("u", Side::Union, {3, 3}).leader("l", Side::Union, {3, 3});
        b.infantry("cf", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 6, 2, 1, 3, 4});
        APPLY_OK(g, fireAction(g.u("cf"), {3, 3}));
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.sp("u"), 2);
        const auto before = g.rolled();
        APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
        QCOMPARE(g.rolled(), before + 1);
        QCOMPARE(g.sp("u"), 3);  // 3 is green: the black unit rallies
    }

    // The morale die: faces green, black, gold in that order (default 3, 2, 1), and overrides
    // change the counts. Checked on the setup and in play (a rally fails on the unit's colour).
    void moraleDieFaces_data() {
        QTest::addColumn<int>("green");
        QTest::addColumn<int>("black");
        QTest::addColumn<QString>("colours");  // for d6 = 1..6
        QTest::newRow("default 3 2 1") << 3 << 2 << "GGGBBY";
        QTest::newRow("override 1 4 1") << 1 << 4 << "GBBBBY";
        QTest::newRow("override 2 2 2") << 2 << 2 << "GGBBYY";
    }
    void moraleDieFaces() {
        QFETCH(int, green);
        QFETCH(int, black);
        QFETCH(QString, colours);
        RuleParameters p;
        if (green != 3 || black != 2) {
            p.setOverride("htl.morale-die.green", green);
            p.setOverride("htl.morale-die.black", black);
            p.setOverride("htl.morale-die.gold", 6 - green - black);
        }
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("u", Side::Union, {3, 3}).leader("l", Side::Union, {3, 3});
        b.infantry("cf", Side::Confederate, {5, 3});
        for (int d = 1; d <= 6; ++d) {
            const QChar c = colours[d - 1];
            const Morale expected = c == 'G' ? Morale::Green : c == 'B' ? Morale::Black : Morale::Gold;
            TestGame g(b, {1, 6, 2, 2, 1, d}, p);
            QCOMPARE(int(g.setup->moraleColour(d)), int(expected));
            APPLY_OK(g, fireAction(g.u("cf"), {3, 3}));
            APPLY_OK(g, endTurnAction());
            APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
            QCOMPARE(g.sp("u"), expected == Morale::Black ? 3 : 4);
        }
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestDiceOrder)
#include "test_dice_order.moc"
