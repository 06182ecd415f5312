// Victory points and victory (10.0, 3.1.6, player aid, 5.0 steps 3 and 6): VP for
// eliminations and markers, control by the last side to enter, and the four kinds of
// condition (DESIGN.md: reachVP at once, reachVPByTurn at the end of that turn, holdAtEnd and
// mostVPAtEnd at the end of the game, no winner then a draw).
#include "engine_fixture.h"

using namespace muster;
using namespace muster::test;

namespace {

class TestRulesVictory : public QObject {
    Q_OBJECT

    // Union infantry "a" at 3,3 next to a 1-SP Confederate infantry "t" at 4,3: a fire with
    // 5 2 2 eliminates it. Union cavalry "uc" at 3,1, Confederate cavalry "cc" at 8,1 and
    // Confederate infantry "c2" at 9,5.
    static ScenarioBuilder field() {
        ScenarioBuilder b;
        b.infantry("a", Side::Union, {3, 3}).infantry("t", Side::Confederate, {4, 3}, 1);
        b.cavalry("uc", Side::Union, {3, 1}).cavalry("cc", Side::Confederate, {8, 1}).infantry("c2", Side::Confederate, {9, 5});
        return b;
    }
    static bool kill(TestGame& g) { return g.apply(fireAction(g.u("a"), {4, 3})).ok && g.eliminated("t"); }
    // Ends turns until the game is over (at most `limit` endTurns).
    static void playOut(TestGame& g, int limit = 20) {
        for (int i = 0; i < limit && !g.s.over(); ++i)
            if (!g.apply(endTurnAction()).ok) return;
    }

private slots:
    // 10.0: each enemy unit eliminated scores the scenario's eliminationVP.
    void eliminationVp_10_0_data() {
        QTest::addColumn<int>("perUnit");
        QTest::newRow("1") << 1;
        QTest::newRow("3") << 3;
    }
    void eliminationVp_10_0() {
        QFETCH(int, perUnit);
        TestGame g(field().eliminationVP(perUnit), {1, 5, 2, 2});
        QVERIFY(kill(g));
        QCOMPARE(g.vp(Side::Union), perUnit);
        QCOMPARE(g.vp(Side::Confederate), 0);
        QCOMPARE(scoredVp(g.s, Side::Union), perUnit);
        QCOMPARE(g.s.scores.size(), std::size_t(1));
        QCOMPARE(g.s.scores[0].unit, g.u("t"));
        QCOMPARE(g.s.scores[0].turn, 1);
    }

    // 3.1.6: removeOnCapture: the side that did not hold a marker scores its value on
    // entering and the marker leaves the game; it never scores again.
    void markerCaptured_3_1_6() {
        ScenarioBuilder b = field();
        b.marker({5, 1}, Side::Confederate, 2);
        TestGame g(b, {1, 1, 1});
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        QCOMPARE(g.vp(Side::Union), 2);
        QVERIFY(g.s.markers[0].removed);
        QCOMPARE(g.s.scores.size(), std::size_t(1));
        QCOMPARE(g.s.scores[0].marker, 0);
        QCOMPARE(scoredVp(g.s, Side::Union), 2);
        APPLY_OK(g, moveAction(g.u("a"), {{2, 3}}));
        APPLY_OK(g, endTurnAction());
        // Taken back: nothing for either side (it left the game).
        APPLY_OK(g, moveAction(g.u("cc"), {{7, 1}, {6, 1}}));
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}}));
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("cc"), {{5, 1}}));
        QCOMPARE(g.vp(Side::Confederate), 0);
        QCOMPARE(g.vp(Side::Union), 2);
    }

    // 10.0 (notes): a unit moving through the marker's hex enters it and takes it.
    void markerTakenInPassing_10_0() {
        ScenarioBuilder b = field();
        b.marker({5, 1}, Side::Confederate, 2);
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}, {6, 1}}));
        QCOMPARE(g.vp(Side::Union), 2);
        QVERIFY(g.s.markers[0].removed);
    }

    // 10.0 (notes): leaders do not take control.
    void leaderTakesNoMarker_10_0() {
        ScenarioBuilder b = field();
        b.marker({5, 1}, Side::Confederate, 2).infantry("h", Side::Union, {4, 2}).leader("ul", Side::Union, {4, 2});
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("ul"), {{5, 1}}));
        QCOMPARE(g.vp(Side::Union), 0);
        QVERIFY(!g.s.markers[0].removed);
    }

    // Aid, notes: under controlAtEnd a marker scores for its controller at the end, its
    // starting side included.
    void controlAtEndStartingSide_10_0() {
        ScenarioBuilder b = field();
        b.turns(1).markerMode(VpMarkerMode::ControlAtEnd).marker({5, 1}, Side::Confederate, 2);
        TestGame g(b, {1, 1});
        playOut(g);
        QVERIFY(g.s.over());
        QCOMPARE(g.vp(Side::Confederate), 2);
    }

    // 3.1.6: a side's own starting markers never score for it.
    void ownMarkerNeverScores_3_1_6() {
        ScenarioBuilder b = field();
        b.marker({5, 1}, Side::Union, 2);
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        QCOMPARE(g.vp(Side::Union), 0);
        QVERIFY(!g.s.markers[0].removed);
        QVERIFY(g.s.scores.empty());
    }

    // Reading (notes): under removeOnCapture a marker with no side scores
    // for no one.
    void unsidedMarkerScoresForNoOne_3_1_6() {
        ScenarioBuilder b = field();
        b.marker({5, 1}, std::nullopt, 2);
        TestGame g(b, {1});
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        QCOMPARE(g.vp(Side::Union), 0);
        QVERIFY(g.s.scores.empty());
    }

    // 10.0: who holds a hex is one query. From the start: a sided marker's hex its side, a
    // holdAtEnd hex with a combat unit on it that unit's side, an unsided marker's hex no
    // one; then the last side to enter with a combat unit. A hex the game does not track,
    // or one off the board, no one.
    void holderOfAHex_10_0() {
        ScenarioBuilder b = field();
        b.markerMode(VpMarkerMode::ControlAtEnd).marker({5, 1}, std::nullopt, 2).marker({6, 5}, Side::Confederate);
        b.holdAtEnd(Side::Union, {{3, 3}, {5, 1}});
        TestGame g(b, {1, 1, 1, 1});
        const std::optional<Side> none, blue = Side::Union, grey = Side::Confederate;
        QVERIFY(g.s.holderOf(Offset{5, 1}) == none);
        QVERIFY(g.s.holderOf(Offset{6, 5}) == grey);
        QVERIFY(g.s.holderOf(Offset{3, 3}) == blue);  // "a" stands there
        QVERIFY(g.s.holderOf(Offset{4, 3}) == none);  // "t" stands there, but no one tracks it
        QVERIFY(g.s.holderOf(Offset{0, 1}) == none);
        QVERIFY(g.s.holderOf(Offset{99, 99}) == none);
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        QVERIFY(g.s.holderOf(Offset{5, 1}) == blue);
        QVERIFY(g.s.holderOf(g.idx({5, 1})) == blue);
        QVERIFY(!g.s.setHolder(g.idx({4, 1}), Side::Union));  // not tracked: nothing recorded
        QVERIFY(g.s.holderOf(Offset{4, 1}) == none);
    }

    // 10.0, aid: controlAtEnd: markers stay and score at the end for the last side to enter
    // (control stays when that side leaves).
    void controlAtEndLastEntry_10_0() {
        ScenarioBuilder b = field();
        b.turns(2).markerMode(VpMarkerMode::ControlAtEnd).marker({5, 1}, std::nullopt, 2);
        TestGame g(b, {1, 1, 1, 1});
        const int slot = g.setup->controlSlot(g.idx({5, 1}));
        QVERIFY(slot >= 0);
        QCOMPARE(int(g.s.control[slot]), -1);
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        QCOMPARE(int(g.s.control[slot]), int(Side::Union));
        QCOMPARE(g.vp(Side::Union), 0);  // nothing until the end
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {3, 1}}));
        QCOMPARE(int(g.s.control[slot]), int(Side::Union));  // left, still held
        APPLY_OK(g, endTurnAction());
        APPLY_OK(g, moveAction(g.u("cc"), {{7, 1}, {6, 1}, {5, 1}}));
        QCOMPARE(int(g.s.control[slot]), int(Side::Confederate));
        APPLY_OK(g, endTurnAction());
        QVERIFY(g.s.over());
        QCOMPARE(g.vp(Side::Confederate), 2);
        QCOMPARE(g.vp(Side::Union), 0);
        QCOMPARE(scoredVp(g.s, Side::Confederate), 2);
    }

    // reachVP: the side wins on reaching the VP, by its own victory check (5.0 step 3) at the
    // latest.
    void reachVp_10_0() {
        TestGame g(field().reachVP(Side::Union, 1), {1, 5, 2, 2, 1});
        QVERIFY(kill(g));
        if (!g.s.over()) APPLY_OK(g, endTurnAction());
        QVERIFY(g.s.over());
        QCOMPARE(g.s.result, GameResult::UnionWins);
        QCOMPARE(g.s.decidingCondition, 0);
        QVERIFY(!g.s.reason.empty());
        QCOMPARE(g.s.turn, 1);
        QVERIFY(!g.apply(endTurnAction()).ok);
    }

    void reachVpNotYet_10_0() {
        TestGame g(field().reachVP(Side::Union, 2), {1, 5, 2, 2, 1});
        QVERIFY(kill(g));
        APPLY_OK(g, endTurnAction());
        QVERIFY(!g.s.over());
    }

    // reachVPByTurn: judged at the end of that turn; short of it the side loses.
    void reachVpByTurn_10_0_data() {
        QTest::addColumn<bool>("scores");
        QTest::newRow("reached") << true;
        QTest::newRow("missed") << false;
    }
    void reachVpByTurn_10_0() {
        QFETCH(bool, scores);
        TestGame g(field().turns(3).reachVPByTurn(Side::Union, 1, 1), {1, 5, 2, 2, 1, 1});
        if (scores) QVERIFY(kill(g));
        APPLY_OK(g, endTurnAction());
        QVERIFY(!g.s.over());  // the Confederate still plays turn 1
        APPLY_OK(g, endTurnAction());
        if (scores) {
            QVERIFY(!g.s.over());
            QCOMPARE(g.s.turn, 2);
        } else {
            QVERIFY(g.s.over());
            QCOMPARE(g.s.result, GameResult::ConfederateWins);
            QCOMPARE(g.s.decidingCondition, 0);
        }
    }

    // holdAtEnd: the side wins if it controls the hexes when the game ends.
    void holdAtEnd_10_0_data() {
        QTest::addColumn<bool>("takes");
        QTest::newRow("held") << true;
        QTest::newRow("not held") << false;
    }
    void holdAtEnd_10_0() {
        QFETCH(bool, takes);
        TestGame g(field().turns(1).holdAtEnd(Side::Union, {{5, 1}}), {1, 1});
        if (takes) APPLY_OK(g, moveAction(g.u("uc"), {{4, 1}, {5, 1}}));
        APPLY_OK(g, endTurnAction());
        QVERIFY(!g.s.over());
        APPLY_OK(g, endTurnAction());
        QVERIFY(g.s.over());
        QCOMPARE(g.s.result, takes ? GameResult::UnionWins : GameResult::Draw);
        QCOMPARE(g.s.decidingCondition, takes ? 0 : -1);
    }

    // mostVPAtEnd: more VP at the end wins; equal is a draw.
    void mostVpAtEnd_10_0_data() {
        QTest::addColumn<bool>("unionKills");
        QTest::addColumn<bool>("confederateKills");
        QTest::addColumn<int>("result");
        QTest::newRow("union ahead") << true << false << int(GameResult::UnionWins);
        QTest::newRow("confederate ahead") << false << true << int(GameResult::ConfederateWins);
        QTest::newRow("level") << false << false << int(GameResult::Draw);
    }
    void mostVpAtEnd_10_0() {
        QFETCH(bool, unionKills);
        QFETCH(bool, confederateKills);
        QFETCH(int, result);
        ScenarioBuilder b = field();
        b.turns(1).mostVPAtEnd().infantry("v", Side::Union, {7, 5}, 1);
        std::vector<int> d = {1};
        if (unionKills) d.insert(d.end(), {5, 2, 2});
        d.push_back(1);
        if (confederateKills) d.insert(d.end(), {6, 2, 2});  // range 2: hits on 6
        TestGame g(b, d);
        if (unionKills) QVERIFY(kill(g));
        APPLY_OK(g, endTurnAction());
        if (confederateKills) {
            APPLY_OK(g, fireAction(g.u("c2"), {7, 5}));
            QVERIFY(g.eliminated("v"));
        }
        APPLY_OK(g, endTurnAction());
        QVERIFY(g.s.over());
        QCOMPARE(int(g.s.result), result);
    }

    // 5.0, DESIGN.md: no condition met by the end of the last turn: a draw.
    void drawWithoutWinner_5_0() {
        TestGame g(field().turns(2).reachVP(Side::Confederate, 5), {1, 1, 1, 1});
        playOut(g);
        QVERIFY(g.s.over());
        QCOMPARE(g.s.result, GameResult::Draw);
        QCOMPARE(g.s.turn, 2);
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesVictory)
#include "test_rules_victory.moc"
