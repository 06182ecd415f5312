// GameBoard, the board picture of a game state (engine/queries/game_board.h), against the
// state it shows, and ScenarioBoard (model/board_context.h), the same picture of a set-up:
// units on the board with their strength now (also one set up without a strength), morale
// hidden for a side or for all, markers with their holder now, reinforcements to come,
// units that acted this side turn and those that may still act, the last action's hexes.
#include "engine_fixture.h"

#include "engine/queries/game_board.h"
#include "model/board_context.h"

using namespace muster;
using namespace muster::test;

namespace {

// Union infantry "a" (no strength given: full, 4) two hexes from Confederate "t" (4 SP,
// green); a Union leader; a Confederate-held marker; a Union reinforcement for turn 2.
Scenario setUp() {
    ScenarioBuilder b;
    b.unit("a", Side::Union, UnitType::Infantry, {3, 3}, std::nullopt, Morale::Gold)
        .infantry("t", Side::Confederate, {5, 3}, 4, Morale::Green)
        .infantry("b", Side::Union, {2, 1})
        .leader("l", Side::Union, {3, 2})
        .marker({7, 3}, Side::Confederate, 2)
        .reinforcement("r", Side::Union, UnitType::Cavalry, 2, {1, 3})
        .mostVPAtEnd();
    return b.scenario();
}

int count(const BoardContext& b) {
    int n = 0;
    b.forEachUnit([&](const BoardUnit&) { ++n; });
    return n;
}

} // namespace

class TestGameBoard : public QObject {
    Q_OBJECT
private slots:
    void showsTheStateItPointsAt() {
        TestGame g(setUp(), {6, 6, 6, 1});  // AP die, then the fire: 6 6 1 -> two hits at range 2
        GameBoard board;
        QCOMPARE(count(board), 0);  // nothing shown yet
        board.show(&g.s);
        QVERIFY(board.isGame());
        QCOMPARE(board.state(), &g.s);
        QCOMPARE(count(board), 4);  // the reinforcement is not on the board
        std::vector<BoardArrival> arrivals;
        board.forEachArrival([&](const BoardArrival& a) { arrivals.push_back(a); });
        QCOMPARE(arrivals.size(), std::size_t(1));
        QCOMPARE(arrivals[0].at.turn, 2);
        QVERIFY(arrivals[0].at.hex == (Offset{1, 3}));
        QCOMPARE(board.findUnit("a")->sp, 4);
        QVERIFY(board.findUnit("a")->canAct && !board.findUnit("a")->acted);
        QVERIFY(!board.findUnit("t")->canAct);  // not the side to act

        QVERIFY(applyAction(g.s, fireAction(g.u("a"), {5, 3})).ok);
        QCOMPARE(g.sp("t"), 2);
        board.show(&g.s, {}, {Offset{3, 3}, Offset{5, 3}});
        QCOMPARE(board.findUnit("t")->sp, 2);
        QVERIFY(board.findUnit("a")->acted && !board.findUnit("a")->canAct);
        QVERIFY(!board.findUnit("b")->acted && board.findUnit("b")->canAct);
        QCOMPARE(board.lastActionHexes().size(), std::size_t(2));
        // The marker in its holder's colour, as the state has it.
        std::vector<BoardMarker> markers;
        board.forEachMarker([&](const BoardMarker& m) { markers.push_back(m); });
        QCOMPARE(markers.size(), std::size_t(1));
        QVERIFY(markers[0].holder == g.s.markers[0].holder);
        QCOMPARE(markers[0].marker->value, 2);
    }

    void hidesMorale() {
        TestGame g(setUp(), {6});
        GameBoard board;
        board.show(&g.s, GameBoard::Options{Side::Confederate, false});
        QVERIFY(!board.findUnit("t")->morale);
        QVERIFY(board.findUnit("a")->morale == Morale::Gold);
        board.show(&g.s, GameBoard::Options{std::nullopt, true});
        QVERIFY(!board.findUnit("a")->morale && !board.findUnit("t")->morale);
    }

    void endTurnClearsTheMarksOfTheSideTurn() {
        TestGame g(setUp(), {6, 6, 6, 1, 3});
        QVERIFY(applyAction(g.s, fireAction(g.u("a"), {5, 3})).ok);
        QVERIFY(applyAction(g.s, endTurnAction()).ok);
        GameBoard board;
        board.show(&g.s);
        QVERIFY(!board.findUnit("a")->acted);  // a flag of the Union's side turn, now over
        QVERIFY(!board.findUnit("a")->canAct);
        QVERIFY(board.findUnit("t")->canAct);
    }

    void scenarioBoardShowsTheSetUp() {
        const Scenario sc = setUp();
        ScenarioBoard board(sc);
        QVERIFY(!board.isGame());
        QCOMPARE(count(board), 4);
        QCOMPARE(board.findUnit("a")->sp, 4);  // full strength when none is given (4.2)
        QVERIFY(!board.findUnit("a")->acted && !board.findUnit("a")->canAct);
        QVERIFY(board.lastActionHexes().empty());
        int arrivals = 0;
        board.forEachArrival([&](const BoardArrival&) { ++arrivals; });
        QCOMPARE(arrivals, 1);
        QVERIFY(board.homeEdge(Side::Union) == sc.side(Side::Union).homeEdge);
    }
};

QTEST_MAIN(TestGameBoard)
#include "test_game_board.moc"
