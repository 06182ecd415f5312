// Readings of the rules that an audit found wrong, one test per rule section: retreat
// geometry toward an edge (8.4.1), the order of retreat hexes (8.4.1, last sentence), a
// leader at his own board edge (8.5.2), a leader riding with cavalry that moves and fires
// (6.2.5), and a reinforcement's entry as the first hex of its move (aid: reinforcements).
// Close combats score one hit (6 2 2) and the black defender fails its morale roll (4).
#include "engine_fixture.h"

#include "engine/io/game_json.h"
#include "model/hex.h"
#include "model/terrain.h"

#include <algorithm>
#include <cmath>

using namespace muster;
using namespace muster::test;

namespace {

const std::vector<int> kHitAndFail = {1, 6, 2, 2, 4};

bool hasAction(const std::vector<Action>& acts, const Action& a) { return std::find(acts.begin(), acts.end(), a) != acts.end(); }

// Built field by field, so that this test also compiles against the engine before the
// leader and the entry path were added (and fails there).
Action withLeader(Action a, int leader) {
    a.leader = leader;
    return a;
}
Action entering(int unit, std::optional<Offset> hex, std::vector<Offset> path, int leader = -1) {
    Action a = enterAction(unit, hex);
    a.path = std::move(path);
    a.leader = leader;
    return a;
}

class TestRulesReadings : public QObject {
    Q_OBJECT

private slots:
    // 8.4.1: "toward the home edge" is plane geometry. The example of the audit: a
    // Confederate infantry at 0504 (a shifted row) with home edge west, attacked from 0604,
    // an enemy at 0404: 0503 and 0505 lie half a hex nearer the west edge and not next to
    // the attacker, so it retreats there (the owner chooses), not "no way to retreat".
    void retreat_8_4_1_westEdgePointyShiftedRow() {
        ScenarioBuilder b(9, 7);
        b.homeEdges(Edge::East, Edge::West);
        b.infantry("a", Side::Union, {6, 4}).infantry("e", Side::Union, {4, 4}).infantry("d", Side::Confederate, {5, 4});
        TestGame g(b, kHitAndFail);
        APPLY_OK(g, closeAction(g.u("a"), {5, 4}));
        QVERIFY2(!g.eliminated("d"), "0503 and 0505 are open and nearer the west edge");
        QVERIFY(g.retreatPendingFor("d"));
        auto options = g.pendingOptions();
        std::sort(options.begin(), options.end());
        QCOMPARE(options.size(), std::size_t(2));
        QCOMPARE_HEX(options[0], (Offset{5, 3}));
        QCOMPARE_HEX(options[1], (Offset{5, 5}));
        // One row lower (not shifted) the same set-up gave a choice already: still does.
        ScenarioBuilder c(9, 7);
        c.homeEdges(Edge::East, Edge::West);
        c.infantry("a", Side::Union, {6, 5}).infantry("e", Side::Union, {4, 5}).infantry("d", Side::Confederate, {5, 5});
        TestGame h(c, kHitAndFail);
        APPLY_OK(h, closeAction(h.u("a"), {5, 5}));
        QVERIFY(h.retreatPendingFor("d"));
        auto lower = h.pendingOptions();
        std::sort(lower.begin(), lower.end());
        QCOMPARE(lower.size(), std::size_t(2));
        QCOMPARE_HEX(lower[0], (Offset{4, 4}));
        QCOMPARE_HEX(lower[1], (Offset{4, 6}));
    }

    // 8.4.1: for every orientation, stagger and edge, one hex is nearer the edge than another
    // exactly when its centre is, measured in the plane (HexLayout's pixel centres as an
    // independent reference).
    void retreat_8_4_1_edgeDistanceIsPlaneGeometry_data() {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("stagger");
        QTest::newRow("pointy even") << int(Orientation::Pointy) << int(Stagger::Even);
        QTest::newRow("pointy odd") << int(Orientation::Pointy) << int(Stagger::Odd);
        QTest::newRow("flat even") << int(Orientation::Flat) << int(Stagger::Even);
        QTest::newRow("flat odd") << int(Orientation::Flat) << int(Stagger::Odd);
    }
    void retreat_8_4_1_edgeDistanceIsPlaneGeometry() {
        QFETCH(int, orientation);
        QFETCH(int, stagger);
        for (Edge unionEdge : {Edge::North, Edge::South, Edge::East, Edge::West}) {
            ScenarioBuilder b(7, 6);
            Scenario sc = b.homeEdges(unionEdge, Edge::North).scenario();
            sc.board.orientation = static_cast<Orientation>(orientation);
            sc.board.stagger = static_cast<Stagger>(stagger);
            const GameSetup g(sc);
            const HexLayout layout(sc.board, 10.0);
            double lo = 1e18, hi = -1e18;
            auto coord = [&](int idx) {
                const PointF p = layout.centre(g.offset(idx));
                return unionEdge == Edge::North || unionEdge == Edge::South ? p.y : p.x;
            };
            for (int i = 0; i < g.hexCount(); ++i) lo = std::min(lo, coord(i)), hi = std::max(hi, coord(i));
            auto plane = [&](int idx) {
                return unionEdge == Edge::North || unionEdge == Edge::West ? coord(idx) - lo : hi - coord(idx);
            };
            for (int i = 0; i < g.hexCount(); ++i) {
                QCOMPARE(g.edgeDistance(i, Side::Union) == 0, std::abs(plane(i)) < 1e-6);
                for (int nb : g.neighbours(i)) {
                    if (nb < 0) continue;
                    const bool nearer = plane(nb) < plane(i) - 1e-6;
                    QVERIFY2(nearer == (g.edgeDistance(nb, Side::Union) < g.edgeDistance(i, Side::Union)),
                             qPrintable(QString("%1 -> %2, edge %3").arg(QString::fromStdString(hexLabel(g.offset(i), sc.board)),
                                                                         QString::fromStdString(hexLabel(g.offset(nb), sc.board)),
                                                                         QString::fromUtf8(toString(unionEdge).data()))));
                }
            }
        }
    }

    // 8.4.1, last sentence, as DESIGN.md reads it: the hexes not next to the attacker come
    // first. Here the only homeward hex (north) is next to the attacker, and a hex toward the
    // friendly group is not: the unit goes toward its friends.
    void retreat_8_4_1_notNextToAttackerBeforeHomeward() {
        ScenarioBuilder b;
        b.homeEdges(Edge::South, Edge::North);
        b.infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3}).infantry("f", Side::Confederate, {8, 3});
        b.terrain({5, 2}, Terrain::Swamp);
        TestGame g(b, kHitAndFail);
        QVERIFY(g.adjacent({4, 2}, {4, 3}) && !g.adjacent({6, 3}, {4, 3}));
        APPLY_OK(g, closeAction(g.u("a"), {5, 3}));
        QVERIFY(!g.retreatPendingFor("d"));
        QCOMPARE_HEX(g.hexOf("d"), (Offset{6, 3}));
        // Without the friendly group the hex next to the attacker is the only way: taken.
        ScenarioBuilder c;
        c.homeEdges(Edge::South, Edge::North);
        c.infantry("a", Side::Union, {4, 3}).infantry("d", Side::Confederate, {5, 3});
        c.terrain({5, 2}, Terrain::Swamp);
        TestGame h(c, kHitAndFail);
        APPLY_OK(h, closeAction(h.u("a"), {5, 3}));
        QCOMPARE_HEX(h.hexOf("d"), (Offset{4, 2}));
    }

    // 8.5.2: a leader whose unit is destroyed on his own home edge, with no friendly unit
    // anywhere, is not cut off by the edge: open hexes lie beside him, so he retreats (up to
    // 3 hexes) and the enemy scores only the unit.
    void leader_8_5_2_onHomeEdgeNotCutOff() {
        ScenarioBuilder b;
        b.homeEdges(Edge::South, Edge::North);
        b.infantry("a", Side::Union, {5, 2}).infantry("d", Side::Confederate, {5, 1}, 1).leader("dl", Side::Confederate, {5, 1});
        TestGame g(b, {1, 6, 2, 2});
        APPLY_OK(g, fireAction(g.u("a"), {5, 1}));
        QVERIFY(g.eliminated("d"));
        QVERIFY2(!g.eliminated("dl"), "the board edge alone does not cut a leader off (8.5.2)");
        QCOMPARE(g.vp(Side::Union), 1);
        QCOMPARE(g.s.side(Side::Confederate).leadersLost, 0);  // no command AP lost (9.3.2)
        QVERIFY(g.retreatPendingFor("dl"));
        const auto options = g.pendingOptions();
        QVERIFY(!options.empty());
        for (Offset o : options) {
            const int d = g.distance(o, {5, 1});
            QVERIFY(d >= 1 && d <= 3);
            QVERIFY(!g.s.enemyBlocks(g.idx(o), Side::Confederate));
        }
        APPLY_OK(g, retreatAction(g.u("dl"), options.front()));
        QCOMPARE_HEX(g.hexOf("dl"), options.front());
        // Enemy units and impassable terrain all round still cut him off.
        ScenarioBuilder c;
        c.homeEdges(Edge::South, Edge::North);
        c.infantry("a", Side::Union, {5, 2}).infantry("a2", Side::Union, {4, 2});
        c.infantry("d", Side::Confederate, {5, 1}, 1).leader("dl", Side::Confederate, {5, 1});
        c.terrain({4, 1}, Terrain::Swamp).terrain({6, 1}, Terrain::River);
        TestGame h(c, {1, 6, 2, 2});
        APPLY_OK(h, fireAction(h.u("a"), {5, 1}));
        QVERIFY(h.eliminated("d"));
        QVERIFY(h.eliminated("dl"));
        QCOMPARE(h.vp(Side::Union), 2);
    }

    // 6.2.5 with 6.2.4: a leader rides free with cavalry that moves and fires (2 AP, no
    // extra hex); the game file keeps the leader; the legal list offers it.
    void moveFire_6_2_5_leaderRidesFree() {
        ScenarioBuilder b;
        b.cavalry("cv", Side::Union, {2, 3}).leader("l", Side::Union, {2, 3}).infantry("t", Side::Confederate, {5, 3});
        TestGame g(b, {1, 5, 6, 2});
        const Action a = withLeader(moveFireAction(g.u("cv"), {{3, 3}, {4, 3}}, {5, 3}), g.u("l"));
        QVERIFY(hasAction(legalActions(g.s), a));
        const int ap = g.ap(Side::Union);
        APPLY_OK(g, a);
        QCOMPARE(g.ap(Side::Union), ap - 2);
        QCOMPARE_HEX(g.hexOf("cv"), (Offset{4, 3}));
        QCOMPARE_HEX(g.hexOf("l"), (Offset{4, 3}));
        QCOMPARE(g.unit("l").did, Activity::RodeAlong);
        QCOMPARE(g.sp("t"), 2);
        // The extra hex stays barred (6.2.4): three hexes and fire, with the leader, refused.
        TestGame h(b, {1, 5, 6, 2});
        APPLY_REFUSED(h, withLeader(moveFireAction(h.u("cv"), {{3, 3}, {4, 3}, {4, 2}, {5, 2}}, {5, 3}), h.u("l")), "7.1|6.2.4");
        // The game file writes and reads the leader back.
        GameRecord rec;
        rec.scenario = b.scenario();
        rec.seed = 1;
        rec.dice = {1, 5, 6, 2};
        rec.actions = {a};
        const std::string text = writeGameJson(rec);
        QVERIFY2(QString::fromStdString(text).contains("\"leader\":\"l\""), text.c_str());
        const GameRecord back = readGameJson(text, "g.json");
        QVERIFY(back.actions == rec.actions);
        const Replay r = replayGame(back);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.state.unit(g.u("l")).hex, g.idx({4, 3}));
    }

    // Aid, "Reinforcements": entering is the first hex of the move. Arriving cavalry goes on
    // two more hexes for the same 1 AP, a leader arriving by the same hex riding along; an
    // enter without a path means what it always meant.
    void enter_aid_reinforcementsEntryIsFirstHex() {
        ScenarioBuilder b;
        b.infantry("u", Side::Union, {2, 5}).infantry("t", Side::Confederate, {9, 1});
        b.reinforcement("rc", Side::Union, UnitType::Cavalry, 1, {1, 3});
        b.reinforcement("rl", Side::Union, UnitType::Leader, 1, {1, 3});
        b.reinforcement("ri", Side::Union, UnitType::Infantry, 1, {1, 1});
        TestGame g(b, {1});
        const Action a = entering(g.u("rc"), Offset{1, 3}, {{2, 3}, {3, 3}}, g.u("rl"));
        QVERIFY(hasAction(legalActions(g.s), a));
        QVERIFY(hasAction(legalActions(g.s), entering(g.u("rc"), Offset{1, 3}, {{2, 3}, {3, 3}})));
        // moves lists the entry hex and the hexes beyond it.
        bool listed = false;
        for (const MoveOption& m : moveOptions(g.s, g.u("rc")))
            if (m.to == Offset{3, 3}) {
                listed = true;
                QCOMPARE(m.ap, 1);
                QCOMPARE(std::string(toString(m.kind)), std::string("enter"));
                QCOMPARE(m.path, (std::vector<Offset>{{1, 3}, {2, 3}, {3, 3}}));
            }
        QVERIFY(listed);
        APPLY_REFUSED(g, entering(g.u("rc"), std::nullopt, {{2, 3}, {3, 3}, {4, 3}}), "7.1|aid");
        APPLY_REFUSED(g, entering(g.u("ri"), std::nullopt, {{2, 1}}), "7.1|aid");
        const int ap = g.ap(Side::Union);
        APPLY_OK(g, a);
        QCOMPARE(g.ap(Side::Union), ap - 1);
        QCOMPARE_HEX(g.hexOf("rc"), (Offset{3, 3}));
        QCOMPARE_HEX(g.hexOf("rl"), (Offset{3, 3}));
        APPLY_OK(g, enterAction(g.u("ri")));  // no path: at the entry hex, as before
        QCOMPARE_HEX(g.hexOf("ri"), (Offset{1, 1}));
        // Woods at the entry hex end the move there (2.2).
        ScenarioBuilder w = b;
        w.terrain({1, 3}, Terrain::Woods);
        TestGame h(w, {1});
        APPLY_REFUSED(h, entering(h.u("rc"), std::nullopt, {{2, 3}}), "2.2");
        // The game file writes and reads the path and the leader back.
        GameRecord rec;
        rec.scenario = b.scenario();
        rec.seed = 1;
        rec.dice = {1};
        rec.actions = {a, enterAction(g.u("ri"))};
        const GameRecord back = readGameJson(writeGameJson(rec), "g.json");
        QVERIFY(back.actions == rec.actions);
        const Replay r = replayGame(back);
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(r.state.unit(g.u("rl")).hex, g.idx({3, 3}));
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestRulesReadings)
#include "test_rules_readings.moc"
