// Play mode offers what the engine now allows: cavalry moving and firing with its leader
// riding along (6.2.5), and a reinforcement going on from its entry hex (aid:
// reinforcements, the entry hex is the first hex of the move), chosen by clicks.
#include "play_test_util.h"

using namespace muster;
using namespace muster::test;

namespace {

// Union cavalry and its leader at 0403, a Confederate target at 0703; Union cavalry
// arriving on turn 1 at 0105.
Scenario rideAndEnter() {
    Scenario s = duel();
    s.units.clear();
    s.units.push_back(Unit{"cv", Side::Union, UnitType::Cavalry, "Buford", Offset{4, 3}, 2, Morale::Black, {}});
    s.units.push_back(Unit{"l1", Side::Union, UnitType::Leader, "Pleasonton", Offset{4, 3}, {}, {}, {}});
    s.units.push_back(Unit{"rc", Side::Union, UnitType::Cavalry, "Gregg", {}, 2, Morale::Black, Arrival{1, Offset{1, 5}}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "Hays", Offset{7, 3}, 4, Morale::Green, {}});
    s.units.push_back(Unit{"c2", Side::Confederate, UnitType::Infantry, "Hood", Offset{10, 8}, 3, Morale::Black, {}});
    return s;
}

const PlayTool::MenuItem* item(const std::vector<PlayTool::MenuItem>& items, PlayTool::Mode mode) {
    for (const auto& it : items)
        if (!it.action && it.mode == mode) return &it;
    return nullptr;
}

} // namespace

class TestPlayRideEnter : public QObject {
    Q_OBJECT
private slots:
    void moveFire_6_2_5_leaderRidesInPlayMode() {
        auto w = makeWindow(rideAndEnter());
        QVERIFY(play(*w).start(1, {6, 6, 6, 6}));
        PlayTool* tool = play(*w).tool();
        const auto items = tool->menuFor({4, 3});
        const PlayTool::MenuItem* ride = item(items, PlayTool::Mode::MoveFireRide);
        QVERIFY2(ride, "no \"move and fire with the leader riding along\" entry");
        tool->runMenuItem(*ride);
        const auto to = tool->actionAt({6, 3});
        QVERIFY(to && to->kind == ActionKind::MoveFire);
        QCOMPARE(to->leader, play(*w).session().state().setup().unitIndex("l1"));
        clickPlayHex(*w, {6, 3});  // the hex to move to, then the target
        QVERIFY(tool->mode() == PlayTool::Mode::MoveFireAt);
        clickPlayHex(*w, {7, 3});
        QCOMPARE(play(*w).session().actionCount(), 1);
        const Action done = play(*w).session().record().actions.front();
        QVERIFY(done.kind == ActionKind::MoveFire);
        QCOMPARE(done.leader, play(*w).session().state().setup().unitIndex("l1"));
        QCOMPARE(unitHex(play(*w).session().state(), "l1"), (Offset{6, 3}));
    }

    void enter_aid_pathInPlayMode() {
        auto w = makeWindow(rideAndEnter());
        QVERIFY(play(*w).start(1, {6}));
        PlayTool* tool = play(*w).tool();
        const auto items = tool->menuFor({1, 5});
        const PlayTool::MenuItem* on = item(items, PlayTool::Mode::Enter);
        QVERIFY2(on, "no \"enter and move on\" entry");
        tool->runMenuItem(*on);
        const auto a = tool->actionAt({3, 5});
        QVERIFY(a && a->kind == ActionKind::Enter && a->path.size() == 2);
        clickPlayHex(*w, {3, 5});
        QCOMPARE(play(*w).session().actionCount(), 1);
        QCOMPARE(unitHex(play(*w).session().state(), "rc"), (Offset{3, 5}));
    }
};

QTEST_MAIN(TestPlayRideEnter)
#include "test_play_ride_enter.moc"
