// Optional rules 11.1-11.4, in play only when the scenario lists them: the attacker's
// morale check before close combat (11.1), rally only for units not fired on this turn
// (11.2), artillery's extra hex from a hill (11.3), advance after fire (11.4).
#include "engine_fixture.h"

using namespace muster;
using namespace muster::test;

namespace {

class TestRulesOptional : public QObject {
    Q_OBJECT

    // Union infantry "a" (black) at 4,3 next to Confederate infantry "d" (black) at 5,3.
    static ScenarioBuilder assault(bool rule, bool attackerLeader = false) {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3});
        if (attackerLeader) b.leader("al", Side::Union, {4, 3});
        if (rule) b.optionalRule("11.1");
        return b;
    }

private slots:
    // 11.1: the attacker's morale die comes first (after the 2 AP are paid). Failing (its own
    // colour) it conducts fire combat instead: 3 dice at the fire hit number for 1 hex (5-6),
    // no morale check for the defender.
    void attackerFails_11_1() {
        TestGame g(assault(true), {1, 4, 5, 6, 4, 1, 1});
        const int ap = g.ap(Side::Union);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.ap(Side::Union), ap - 2);
        QCOMPARE(g.sp("d"), 2);                       // 5 and 6 hit as fire; the 4 does not
        QCOMPARE(g.rolled(), std::uint64_t(1 + 1 + 3));  // no morale die for the defender
        QCOMPARE_HEX(g.hexOf("d"), (Offset{5, 3}));
        QCOMPARE(g.s.pending.kind, DecisionKind::None);
        QCOMPARE_HEX(g.hexOf("a"), (Offset{4, 3}));
    }

    void attackerPasses_11_1() {
        TestGame g(assault(true), {1, 1, 6, 2, 2, 4});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.rolled(), std::uint64_t(6));
        QCOMPARE(g.sp("d"), 3);
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));  // the defender's 4 (black) sends it back
    }

    // 11.1: a leader with the attacker adds a level (black -> gold): a black roll passes.
    void attackerLeader_11_1() {
        TestGame g(assault(true, true), {1, 4, 6, 2, 2, 4});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.sp("d"), 3);
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
    }

    // Without 11.1 there is no attacker morale die: the first die after the AP is an attack die.
    void notListedNoCheck_11_1() {
        TestGame g(assault(false), {1, 4, 2, 2, 1});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.sp("d"), 3);  // the 4 hit in close combat
        QCOMPARE(g.rolled(), std::uint64_t(5));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{5, 3}));
    }

    // 11.2 (the rulebook's wording; the aid says the opposite, see notes): a unit fired on
    // during the current game turn may not be rallied.
    void rallyNotFiredOn_11_2_data() {
        QTest::addColumn<bool>("rule");
        QTest::addColumn<bool>("ok");
        QTest::newRow("11.2 listed") << true << false;
        QTest::newRow("11.2 not listed") << false << true;
    }
    void rallyNotFiredOn_11_2() {
        QFETCH(bool, rule);
        QFETCH(bool, ok);
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("u", Side::Union, {3, 3}).leader("l", Side::Union, {3, 3});
        b.infantry("cf", Side::Confederate, {5, 3});
        if (rule) b.optionalRule("11.2");
        TestGame g(b, {1, 6, 2, 2, 1, 1});
        APPLY_OK(g, fireAction(g.u("cf"), {3, 3}));
        QVERIFY(g.unit("u").firedOn);
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.sp("u"), 3);
        if (ok)
            APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
        else
            APPLY_REFUSED(g, rallyAction(g.u("l"), g.u("u")), "11.2");
    }

    // 11.2: fired on in an earlier game turn does not count.
    void rallyNextTurn_11_2() {
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).optionalRule("11.2");
        b.infantry("u", Side::Union, {3, 3}).leader("l", Side::Union, {3, 3}).infantry("cf", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 2, 2, 1, 1, 1, 1});
        APPLY_OK(g, fireAction(g.u("cf"), {3, 3}));
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.s.turn, 2);
        QCOMPARE_SIDE(g.s.active, Side::Union);
        QVERIFY(!g.unit("u").firedOn);
        APPLY_OK(g, rallyAction(g.u("l"), g.u("u")));
        QCOMPARE(g.sp("u"), 4);
    }

    // 11.3: artillery on a hill reaches one hex further and hits there on a 6.
    void artilleryFromHill_11_3_data() {
        QTest::addColumn<bool>("rule");
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("hill");
        QTest::addColumn<int>("range");
        QTest::addColumn<bool>("ok");
        QTest::newRow("artillery on hill, 4 hexes") << true << "artillery" << true << 4 << true;
        QTest::newRow("not listed") << false << "artillery" << true << 4 << false;
        QTest::newRow("not on a hill") << true << "artillery" << false << 4 << false;
        QTest::newRow("infantry on a hill") << true << "infantry" << true << 3 << false;
        QTest::newRow("artillery on hill, 5 hexes") << true << "artillery" << true << 5 << false;
    }
    void artilleryFromHill_11_3() {
        QFETCH(bool, rule);
        QFETCH(QString, type);
        QFETCH(bool, hill);
        QFETCH(int, range);
        QFETCH(bool, ok);
        const UnitType t = *unitTypeFromString(type.toStdString());
        ScenarioBuilder b;
        b.unit("a", Side::Union, t, {2, 3}, t == UnitType::Infantry ? 4 : 2, Morale::Black);
        b.infantry("t", Side::Confederate, {2 + range, 3});
        if (hill) b.terrain({2, 3}, Terrain::Hill);
        if (rule) b.optionalRule("11.3");
        TestGame g(b, {1, 6, 6, 5});
        if (ok) {
            APPLY_OK(g, fireAction(g.u("a"), {2 + range, 3}));
            QCOMPARE(g.sp("t"), 2);  // 6 6 hit, 5 does not
        } else {
            APPLY_REFUSED(g, fireAction(g.u("a"), {2 + range, 3}), "8.1|11.3");
        }
    }

    // 11.4: a defender eliminated by fire from an adjacent unit: the attacker may advance.
    void advanceAfterFire_11_4_data() {
        QTest::addColumn<bool>("rule");
        QTest::addColumn<int>("range");
        QTest::addColumn<bool>("offered");
        QTest::newRow("adjacent") << true << 1 << true;
        QTest::newRow("not listed") << false << 1 << false;
        QTest::newRow("two hexes") << true << 2 << false;
    }
    void advanceAfterFire_11_4() {
        QFETCH(bool, rule);
        QFETCH(int, range);
        QFETCH(bool, offered);
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {5 - range, 3}).infantry("d", Side::Confederate, {5, 3}, 1);
        if (rule) b.optionalRule("11.4");
        TestGame g(b, {1, 6, 6, 2});
        APPLY_OK(g, fireAction(g.u("a"), {5, 3}));
        QVERIFY(g.eliminated("d"));
        if (offered) {
            QCOMPARE(g.s.pending.kind, DecisionKind::Advance);
            QCOMPARE(g.s.pending.unit, g.u("a"));
            APPLY_OK(g, advanceAction(g.u("a")));
            QCOMPARE_HEX(g.hexOf("a"), (Offset{5, 3}));
        } else {
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
            APPLY_REFUSED(g, advanceAction(g.u("a")), "8.3.4|11.4|advance|pending");
        }
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesOptional)
#include "test_rules_optional.moc"
