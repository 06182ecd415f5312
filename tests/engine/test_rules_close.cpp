// Close combat (6.2.2, 8.3): who may attack and where, 2 AP, hits on 4-6 changed by terrain
// (8.3.2), morale checks with terrain and leader levels (8.3.3, 2.1.4, 9.2), the retreat it
// causes, the attacker's advance (8.3.4) and leader casualties (9.3.1).
// Morale die (DESIGN.md, default faces): 1-3 green, 4-5 black, 6 gold.
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

class TestRulesClose : public QObject {
    Q_OBJECT

    // Union infantry "a" at 4,3 attacks east; the Confederate defender "d" at 5,3 on
    // `terrain` retreats east (its home edge), and 6,3 is the one hex nearer that edge.
    static ScenarioBuilder assault(Terrain terrain = Terrain::Clear, Morale m = Morale::Black, int sp = 4) {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {4, 3}).terrain({5, 3}, terrain).infantry("d", Side::Confederate, {5, 3}, sp, m);
        return b;
    }

private slots:
    // 8.3.1, 6.2.2: attackers must be adjacent; infantry and cavalry only; 2 AP.
    void whoAndWhere_8_3_1() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).artillery("art", Side::Union, {4, 2}).cavalry("cv", Side::Union, {4, 4});
        b.infantry("host", Side::Union, {2, 3}).leader("l", Side::Union, {2, 3});
        b.infantry("d", Side::Confederate, {5, 3});
        TestGame g(b, {1, 2, 2, 2});
        QVERIFY(g.adjacent({4, 2}, {5, 3}) && g.adjacent({4, 4}, {5, 3}) && !g.adjacent({3, 3}, {5, 3}));
        APPLY_REFUSED(g, closeAction(g.u("a"), {5, 3}), "8.3.1|6.2.2");    // two hexes away
        APPLY_REFUSED(g, closeAction(g.u("art"), {5, 3}), "8.3.1");         // artillery may not
        APPLY_REFUSED(g, closeAction(g.u("l"), {3, 3}), "8.3.1|8.0.1|9.");  // a leader may not (and not its own side)
        APPLY_REFUSED(g, closeAction(g.u("cv"), {4, 2}), "8.3|8.0.1");      // not a friendly hex
        const int ap = g.ap(Side::Union);
        APPLY_OK(g, closeAction(g.u("cv"), {5, 3}));                         // cavalry may
        QCOMPARE(g.ap(Side::Union), ap - 2);
        QCOMPARE(g.unit("cv").did, Activity::Closed);
    }

    // 3.1.4: gunboats neither attack nor defend in close combat.
    void gunboatsStayOut_3_1_4() {
        ScenarioBuilder b;
        b.terrain({5, 3}, Terrain::River).gunboat("gb", Side::Confederate, {5, 3});
        b.infantry("a", Side::Union, {4, 3}).infantry("c1", Side::Confederate, {9, 5});
        TestGame g(b, {1});
        APPLY_REFUSED(g, closeAction(g.u("a"), {5, 3}), "3.1.4|8.3");
    }

    // 8.3.2: hits on 4, 5, 6, each die changed by the defender's terrain (2.1.1). A gold
    // defender and green morale dice (1) keep it in place, so only the hits show.
    void hits_8_3_2_data() {
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("rolls");
        QTest::addColumn<int>("hits");
        QTest::newRow("clear 4 5 6") << "clear" << "4 5 6" << 3;
        QTest::newRow("clear 3 3 3") << "clear" << "3 3 3" << 0;
        QTest::newRow("woods 8.3.2 example") << "woods" << "4 5 6" << 2;
        QTest::newRow("hill") << "hill" << "4 4 5" << 1;
        QTest::newRow("town") << "town" << "4 5 6" << 2;
        QTest::newRow("sunken road") << "sunken-road" << "4 4 6" << 1;
        QTest::newRow("entrenchment") << "entrenchment" << "5 5 3" << 2;
        QTest::newRow("bridge") << "bridge" << "4 4 3" << 2;
    }
    void hits_8_3_2() {
        QFETCH(QString, terrain);
        QFETCH(QString, rolls);
        QFETCH(int, hits);
        auto r = dice(rolls);
        r.insert(r.begin(), 1);
        for (int i = 0; i < hits; ++i) r.push_back(1);  // morale dice: green, never the gold defender's colour
        r.push_back(1);  // sentinel
        TestGame g(assault(*terrainFromString(terrain.toStdString()), Morale::Gold), r);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.sp("d"), 4 - hits);
        QCOMPARE_HEX(g.hexOf("d"), (Offset{5, 3}));
        QCOMPARE(g.rolled(), std::uint64_t(1 + 3 + hits));  // one morale die per hit (8.3.3)
    }

    // 8.3.3, 2.1.4, 9.2: one morale roll per hit; terrain and a leader shift the level
    // (cumulative, gold at most, green at least); the unit retreats on its level's colour.
    // The attacker rolls 6 2 2: exactly one hit on every terrain here.
    void moraleCheck_8_3_3_data() {
        QTest::addColumn<QString>("morale");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<bool>("leader");
        QTest::addColumn<int>("moraleDie");
        QTest::addColumn<bool>("retreats");
        QTest::newRow("black clear, black") << "black" << "clear" << false << 4 << true;
        QTest::newRow("black clear, black 5") << "black" << "clear" << false << 5 << true;
        QTest::newRow("black clear, green") << "black" << "clear" << false << 1 << false;
        QTest::newRow("black clear, gold") << "black" << "clear" << false << 6 << false;
        QTest::newRow("green clear, green") << "green" << "clear" << false << 3 << true;
        QTest::newRow("gold clear, gold") << "gold" << "clear" << false << 6 << true;
        QTest::newRow("gold clear, black") << "gold" << "clear" << false << 4 << false;
        QTest::newRow("8.3.4 example: green on hill, black") << "green" << "hill" << false << 4 << true;
        QTest::newRow("green on hill, green") << "green" << "hill" << false << 2 << false;
        QTest::newRow("8.3.4 example: green hill leader, gold") << "green" << "hill" << true << 6 << true;
        QTest::newRow("8.3.4 example: green hill leader, black") << "green" << "hill" << true << 4 << false;
        QTest::newRow("green leader clear, black") << "green" << "clear" << true << 4 << true;
        QTest::newRow("gold woods capped, gold") << "gold" << "woods" << false << 6 << true;
        QTest::newRow("black bridge -1, green") << "black" << "bridge" << false << 1 << true;
        QTest::newRow("black bridge -1, black") << "black" << "bridge" << false << 4 << false;
        QTest::newRow("gold bridge -1, black") << "gold" << "bridge" << false << 5 << true;
        QTest::newRow("green bridge floored, green") << "green" << "bridge" << false << 2 << true;
        QTest::newRow("black town leader capped, gold") << "black" << "town" << true << 6 << true;
        QTest::newRow("black sunken road, gold") << "black" << "sunken-road" << false << 6 << true;
        QTest::newRow("black entrenchment, black") << "black" << "entrenchment" << false << 4 << false;
    }
    void moraleCheck_8_3_3() {
        QFETCH(QString, morale);
        QFETCH(QString, terrain);
        QFETCH(bool, leader);
        QFETCH(int, moraleDie);
        QFETCH(bool, retreats);
        ScenarioBuilder b = assault(*terrainFromString(terrain.toStdString()), *moraleFromString(morale.toStdString()));
        if (leader) b.leader("dl", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 2, 2, moraleDie, 1});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.sp("d"), 3);
        QCOMPARE(g.rolled(), std::uint64_t(5));  // AP, 3 attack dice, 1 morale die; no natural 1
        if (retreats) {
            QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
            if (leader) QCOMPARE_HEX(g.hexOf("dl"), (Offset{6, 3}));  // 8.3.3: the leader goes with it
            // 8.3.4: the attacker may advance into the vacated hex.
            QCOMPARE(g.s.pending.kind, DecisionKind::Advance);
            QCOMPARE_SIDE(g.s.pending.side, Side::Union);
            QCOMPARE(g.s.pending.unit, g.u("a"));
        } else {
            QCOMPARE_HEX(g.hexOf("d"), (Offset{5, 3}));
            if (leader) QCOMPARE_HEX(g.hexOf("dl"), (Offset{5, 3}));
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
        }
    }

    // 8.3.3: retreat on one or more matching rolls out of several.
    void severalMoraleRolls_8_3_3_data() {
        QTest::addColumn<QString>("moraleDice");
        QTest::addColumn<bool>("retreats");
        QTest::newRow("first matches") << "4 1" << true;
        QTest::newRow("second matches") << "1 5" << true;
        QTest::newRow("none matches") << "1 6" << false;
    }
    void severalMoraleRolls_8_3_3() {
        QFETCH(QString, moraleDice);
        QFETCH(bool, retreats);
        auto r = dice("1 6 6 2 " + moraleDice + " 1");
        TestGame g(assault(), r);
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.sp("d"), 2);
        QCOMPARE(g.rolled(), std::uint64_t(6));
        QCOMPARE(g.hexOf("d") == (Offset{6, 3}), retreats);
    }

    // 8.3.3: no hit, no morale roll; an eliminated defender rolls none either (10.0: 1 VP).
    void noMoraleRollWithoutHitOrSurvivor_8_3_3() {
        {
            TestGame g(assault(), {1, 2, 3, 3, 4, 4});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            QCOMPARE(g.rolled(), std::uint64_t(4));
            QCOMPARE(g.sp("d"), 4);
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
        }
        {
            TestGame g(assault(Terrain::Clear, Morale::Black, 2), {1, 6, 5, 2, 4, 4});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            QCOMPARE(g.rolled(), std::uint64_t(4));
            QVERIFY(g.eliminated("d"));
            QCOMPARE(g.vp(Side::Union), 1);
            QCOMPARE(g.s.pending.kind, DecisionKind::Advance);  // 8.3.4: eliminated, may advance
        }
    }

    // 8.3.4: advancing is the attacker's choice, free of AP; while it is pending nothing else
    // may be done.
    void advance_8_3_4() {
        {
            TestGame g(assault(), {1, 6, 2, 2, 4});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            const int ap = g.ap(Side::Union);
            QCOMPARE(g.s.pending.kind, DecisionKind::Advance);
            QCOMPARE_SIDE(g.s.toAct(), Side::Union);
            APPLY_REFUSED(g, endTurnAction(), "8.3.4|pending|decision|advance");
            APPLY_OK(g, advanceAction(g.u("a")));
            QCOMPARE_HEX(g.hexOf("a"), (Offset{5, 3}));
            QCOMPARE(g.ap(Side::Union), ap);
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
            APPLY_OK(g, endTurnAction());
        }
        {
            TestGame g(assault(), {1, 6, 2, 2, 4});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            APPLY_OK(g, skipAdvanceAction());
            QCOMPARE_HEX(g.hexOf("a"), (Offset{4, 3}));
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
        }
    }

    // 8.3.4 (notes): only the attacking unit advances; a leader with it stays.
    void advanceWithoutLeader_8_3_4() {
        ScenarioBuilder b = assault();
        b.leader("al", Side::Union, {4, 3});
        TestGame g(b, {1, 6, 2, 2, 4});
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        APPLY_OK(g, advanceAction(g.u("a")));
        QCOMPARE_HEX(g.hexOf("a"), (Offset{5, 3}));
        QCOMPARE_HEX(g.hexOf("al"), (Offset{4, 3}));
    }

    // 8.3.3: with artillery stacked, each unit checks morale (infantry first); only when all
    // leave is the hex vacated for an advance, and a leader leaves only with all of them.
    void stackedDefenders_8_3_3() {
        ScenarioBuilder b = assault();
        b.artillery("da", Side::Confederate, {5, 3}).leader("dl", Side::Confederate, {5, 3});
        {
            // One hit; the leader lifts both black units to gold (9.2): infantry rolls 6 (gold:
            // retreats), artillery rolls 1 (holds).
            TestGame g(b, {1, 6, 2, 2, 6, 1});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            QCOMPARE(g.rolled(), std::uint64_t(6));
            QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
            QCOMPARE_HEX(g.hexOf("da"), (Offset{5, 3}));
            QCOMPARE_HEX(g.hexOf("dl"), (Offset{5, 3}));
            QCOMPARE(g.s.pending.kind, DecisionKind::None);
        }
        {
            // Both fail: both retreat (stacked again at 6,3), the leader with them.
            TestGame g(b, {1, 6, 2, 2, 6, 6});
            APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
            g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
            QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
            QCOMPARE_HEX(g.hexOf("da"), (Offset{6, 3}));
            QCOMPARE_HEX(g.hexOf("dl"), (Offset{6, 3}));
            QCOMPARE(g.s.pending.kind, DecisionKind::Advance);
        }
    }

    // 9.3.1 (and its example): in close combat one leader die per natural 1; lost on a 1.
    void leaderCasualties_9_3_1_data() {
        QTest::addColumn<QString>("leaderDice");
        QTest::addColumn<bool>("lost");
        QTest::newRow("9.3.1 example: 1 4") << "1 4" << true;
        QTest::newRow("second die 1") << "4 1" << true;
        QTest::newRow("no 1") << "2 4" << false;
    }
    void leaderCasualties_9_3_1() {
        QFETCH(QString, leaderDice);
        QFETCH(bool, lost);
        ScenarioBuilder b = assault();
        b.leader("dl", Side::Confederate, {5, 3});
        // 6 1 1: one hit, two natural 1s; black + leader = gold, morale die 1 holds.
        TestGame g(b, dice("1 6 1 1 1 " + leaderDice + " 1"));
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        g.retreatTo({6, 3});  // 5,2 and 5,4 are as near the east edge (8.4.1): the owner picks
        QCOMPARE(g.rolled(), std::uint64_t(1 + 3 + 1 + 2));
        QCOMPARE(g.sp("d"), 3);
        QCOMPARE(g.eliminated("dl"), lost);
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, lost ? 1 : 0);
        QCOMPARE(g.vp(Side::Union), lost ? 1 : 0);
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesClose)
#include "test_rules_close.moc"
