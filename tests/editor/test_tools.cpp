// The board tools driven by real mouse events on a shown main window (offscreen).
#include "editor_test_util.h"

#include "editor/document/selection.h"
#include "editor/view/tool.h"
#include "editor/tools/tool_options.h"

#include "editor/docks/issues_dock.h"

#include <QTableView>

#include <QtTest>

#include <algorithm>

using namespace muster;
using namespace muster::test;

class TestTools : public QObject {
    Q_OBJECT
private slots:
    void brushStrokeIsOneStep();
    void brushRadiusOne();
    void stackingIssueFollowsMoves();
    void fillStopsAtOtherTerrain();
    void eyedropperPicksTerrainOnly();
    void lineToolPaintsRun();
    void moveStack();
    void deleteHex();
    void copyPasteRegion();
};

void TestTools::brushStrokeIsOneStep() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    const Scenario before = w->document()->scenario();
    QVERIFY(w->activateTool("brush"));
    w->toolOptions().terrain = Terrain::Woods;
    w->toolOptions().brushRadius = 0;
    // A drag along row 3 that jumps from column 2 to 4 and then to 7: the hexes between
    // the mouse positions are crossed too.
    dragHexes(*w, {{2, 3}, {4, 3}, {7, 3}});
    const Scenario& s = w->document()->scenario();
    std::vector<Offset> expected;
    for (int c = 2; c <= 7; ++c) expected.push_back({c, 3});
    QCOMPARE(terrainDiff(before, s), expected);
    for (Offset o : expected) TCOMPARE(s.terrainAt(o), Terrain::Woods);
    QCOMPARE(w->document()->undoStack()->count(), 1);
    QVERIFY(w->document()->isModified());
    QVERIFY(w->isWindowModified());

    QTest::keySequence(w.get(), QKeySequence::Undo);
    QCOMPARE(w->document()->scenario(), before);
    QVERIFY(!w->document()->isModified());
    QVERIFY(!w->isWindowModified());
    QTest::keySequence(w.get(), QKeySequence::Redo);
    QCOMPARE(terrainDiff(before, w->document()->scenario()), expected);
}

void TestTools::brushRadiusOne() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    w->activateTool("brush");
    w->toolOptions().terrain = Terrain::Hill;
    w->toolOptions().brushRadius = 1;
    const Scenario before = w->document()->scenario();
    clickHex(*w, {6, 5});
    const auto changed = terrainDiff(before, w->document()->scenario());
    QCOMPARE(changed.size(), std::size_t(7));
    const auto& g = before.board;
    for (Offset o : changed) QVERIFY(distance(o, Offset{6, 5}, g) <= 1);
    // The preview showed exactly these hexes.
    auto preview = w->view()->previewHexes();
    std::sort(preview.begin(), preview.end());
    QCOMPARE(preview, changed);
}

void TestTools::stackingIssueFollowsMoves() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    w->activateTool("unit");
    w->toolOptions().unitType = UnitType::Infantry;
    w->toolOptions().side = Side::Union;
    clickHex(*w, {4, 5});
    clickHex(*w, {4, 5});
    auto doc = w->document();
    QCOMPARE(doc->scenario().units.size(), std::size_t(2));
    auto hasStacking = [&](Offset at) {
        return std::any_of(doc->issues().begin(), doc->issues().end(), [&](const Issue& i) {
            return i.rule == "stacking.combat-units" && i.hexes == std::vector<Offset>{at};
        });
    };
    QVERIFY(hasStacking({4, 5}));
    // The Issues dock lists it with the hex; clicking the row selects and centres that hex.
    auto* dock = w->findChild<IssuesDock*>();
    QVERIFY(dock);
    QModelIndex row;
    auto* m = dock->table()->model();
    for (int i = 0; i < m->rowCount(); ++i) {
        QStringList cols;
        for (int c = 0; c < m->columnCount(); ++c) cols << m->index(i, c).data().toString();
        if (m->index(i, 1).data(IssuesModel::RuleIdRole).toString() == QLatin1String("stacking.combat-units") && cols.join(' ').contains("0405"))
            row = m->index(i, 1);
    }
    QVERIFY(row.isValid());
    dock->show();
    dock->table()->scrollTo(row);
    const QRect r = dock->table()->visualRect(row);
    const QPoint inRow(r.left() + 5, r.center().y());  // rows may be wider than the dock
    QTest::mouseClick(dock->table()->viewport(), Qt::LeftButton, {}, inRow);
    QCOMPARE(w->selection()->hexes(), std::vector<Offset>{Offset({4, 5})});
    // Move one of the two away: select it, drag it.
    const std::string moved = doc->scenario().units[1].id;
    w->selection()->set({moved}, {});
    w->activateTool("move");
    dragHexes(*w, {{4, 5}, {6, 5}});
    QCOMPARE(doc->scenario().findUnit(moved)->hex, std::optional<Offset>(Offset{6, 5}));
    QCOMPARE(doc->scenario().units[0].hex, std::optional<Offset>(Offset{4, 5}));
    QVERIFY(!hasStacking({4, 5}));
    QCOMPARE(dock->rowOfRule("stacking.combat-units"), -1);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QVERIFY(hasStacking({4, 5}));
}

void TestTools::fillStopsAtOtherTerrain() {
    Scenario s = blankScenario();
    for (int r = 1; r <= s.board.rows; ++r) s.terrain.set({5, r}, Terrain::River);
    auto w = makeWindow(s);
    QVERIFY(w);
    w->activateTool("fill");
    w->toolOptions().terrain = Terrain::Orchard;
    clickHex(*w, {2, 2});
    const Scenario& after = w->document()->scenario();
    std::vector<Offset> expected;
    for (int r = 1; r <= s.board.rows; ++r)
        for (int c = 1; c < 5; ++c) expected.push_back({c, r});
    QCOMPARE(terrainDiff(s, after), expected);
    TCOMPARE(after.terrainAt({2, 2}), Terrain::Orchard);
    QCOMPARE(w->document()->undoStack()->count(), 1);
}

void TestTools::eyedropperPicksTerrainOnly() {
    Scenario s = blankScenario();
    s.terrain.set({3, 3}, Terrain::Town);
    auto w = makeWindow(s);
    QVERIFY(w);
    w->toolOptions().terrain = Terrain::Woods;
    w->activateTool("eyedropper");
    clickHex(*w, {3, 3});
    TCOMPARE(w->toolOptions().terrain, Terrain::Town);
    QCOMPARE(w->document()->scenario(), s);
    QCOMPARE(w->document()->undoStack()->count(), 0);
    // The brush then paints what was picked.
    w->activateTool("brush");
    w->toolOptions().brushRadius = 0;
    clickHex(*w, {8, 8});
    TCOMPARE(w->document()->scenario().terrainAt({8, 8}), Terrain::Town);
}

void TestTools::lineToolPaintsRun() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w);
    w->activateTool("line");
    w->toolOptions().terrain = Terrain::River;
    const Scenario before = w->document()->scenario();
    const auto& g = before.board;
    // Along a row: exactly the hexes between.
    dragHexes(*w, {{3, 4}, {9, 4}});
    std::vector<Offset> row;
    for (int c = 3; c <= 9; ++c) row.push_back({c, 4});
    QCOMPARE(terrainDiff(before, w->document()->scenario()), row);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    // A slanted run: distance+1 hexes, ends included, each next to the last, one step.
    const Offset a{2, 1}, b{7, 9};
    dragHexes(*w, {a, {4, 5}, b});
    auto changed = terrainDiff(before, w->document()->scenario());
    QCOMPARE(static_cast<int>(changed.size()), distance(a, b, g) + 1);
    QVERIFY(std::find(changed.begin(), changed.end(), a) != changed.end());
    QVERIFY(std::find(changed.begin(), changed.end(), b) != changed.end());
    for (Offset o : changed) // every hex lies within the straight corridor
        QVERIFY(distance(a, o, g) + distance(o, b, g) <= distance(a, b, g) + 1);
    QCOMPARE(w->document()->undoStack()->index(), 1);
}

void TestTools::moveStack() {
    Scenario s = blankScenario();
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{3, 3}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"l1", Side::Union, UnitType::Leader, "Hooker", Offset{3, 3}, {}, {}, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Artillery, "B", Offset{8, 3}, 2, Morale::Black, {}});
    auto w = makeWindow(s);
    QVERIFY(w);
    w->activateTool("move");
    dragHexes(*w, {{3, 3}, {5, 4}, {3, 5}});
    const Scenario& a = w->document()->scenario();
    QCOMPARE(a.findUnit("u1")->hex, std::optional<Offset>(Offset{3, 5}));
    QCOMPARE(a.findUnit("l1")->hex, std::optional<Offset>(Offset{3, 5}));
    QCOMPARE(a.findUnit("u2")->hex, std::optional<Offset>(Offset{8, 3}));
    QCOMPARE(a.terrain, s.terrain);
    QCOMPARE(w->document()->undoStack()->count(), 1);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QCOMPARE(w->document()->scenario(), s);
}

void TestTools::deleteHex() {
    Scenario s = blankScenario();
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{3, 3}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Confederate, UnitType::Cavalry, "B", Offset{6, 6}, 2, Morale::Green, {}});
    s.units.push_back(Unit{"l1", Side::Union, UnitType::Leader, "C", Offset{3, 3}, {}, {}, {}});
    s.vpMarkers.push_back(VpMarker{{3, 3}, Side::Union, 2, "Church"});
    s.vpMarkers.push_back(VpMarker{{9, 9}, {}, 1, "Ford"});
    s.terrain.set({3, 3}, Terrain::Town);
    auto w = makeWindow(s);
    QVERIFY(w);
    w->activateTool("delete");
    clickHex(*w, {3, 3});
    const Scenario& a = w->document()->scenario();
    QCOMPARE(a.units.size(), std::size_t(1));
    QCOMPARE(a.units[0].id, std::string("u2"));
    QCOMPARE(a.vpMarkers.size(), std::size_t(1));
    QCOMPARE(a.vpMarkers[0].label, std::string("Ford"));
    TCOMPARE(a.terrainAt({3, 3}), Terrain::Town); // delete leaves terrain alone
    QCOMPARE(w->document()->undoStack()->count(), 1);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QCOMPARE(w->document()->scenario(), s);
}

void TestTools::copyPasteRegion() {
    Scenario s = blankScenario();
    s.terrain.set({2, 2}, Terrain::Woods);
    s.terrain.set({3, 2}, Terrain::Hill);
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{3, 2}, 3, Morale::Gold, {}});
    auto w = makeWindow(s);
    QVERIFY(w);
    w->activateTool("select");
    clickHex(*w, {2, 2});
    clickHex(*w, {3, 2}, Qt::ShiftModifier);
    clickHex(*w, {4, 2}, Qt::ShiftModifier);
    QCOMPARE(w->selection()->hexes().size(), std::size_t(3));
    QTest::keySequence(w.get(), QKeySequence::Copy);
    // Two rows down keeps the same row parity, so the shape lands column for column.
    QTest::mouseMove(vp(*w), w->view()->viewportPos({7, 4}));
    QTest::keySequence(w.get(), QKeySequence::Paste);
    const Scenario& a = w->document()->scenario();
    TCOMPARE(a.terrainAt({7, 4}), Terrain::Woods);
    TCOMPARE(a.terrainAt({8, 4}), Terrain::Hill);
    TCOMPARE(a.terrainAt({9, 4}), Terrain::Clear);
    QCOMPARE(terrainDiff(s, a), (std::vector<Offset>{{7, 4}, {8, 4}}));
    QCOMPARE(a.units.size(), std::size_t(2));
    const Unit& pasted = a.units[1];
    QVERIFY(pasted.id != "u1");
    QCOMPARE(pasted.hex, std::optional<Offset>(Offset{8, 4}));
    QCOMPARE(pasted.sp, std::optional<int>(3));
    QCOMPARE(a.units[0], s.units[0]);
    QCOMPARE(w->document()->undoStack()->count(), 1);
    QTest::keySequence(w.get(), QKeySequence::Undo);
    QCOMPARE(w->document()->scenario(), s);
}

QTEST_MAIN(TestTools)
#include "test_tools.moc"
