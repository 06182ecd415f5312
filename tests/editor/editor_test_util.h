#pragma once
// Helpers shared by the editor tests: a shown main window and mouse gestures on hexes.
#include "editor/document/scenario_document.h"
#include "editor/shell/main_window.h"
#include "scripted_prompter.h"
#include "../turn_until.h"
#include "editor/tools/tool_options.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"

#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace muster {
// QCOMPARE prints these on failure (found by argument-dependent lookup).
inline char* toString(const Offset& o) { return qstrdup(QStringLiteral("[%1,%2]").arg(o.col).arg(o.row).toUtf8().constData()); }
} // namespace muster

// Compare terrain by name so a failure says which.
#define TCOMPARE(a, b) QCOMPARE(QString::fromUtf8(muster::toString(a).data()), QString::fromUtf8(muster::toString(b).data()))

namespace muster::test {

inline Scenario blankScenario(int cols = 13, int rows = 9) {
    Scenario s;
    s.title = "Test";
    s.board.columns = cols;
    s.board.rows = rows;
    return s;
}

// A small battle built in code, so the screenshots do not depend on the file reader.
inline Scenario sampleBattle() {
    Scenario s;
    s.title = "The Cornfield (sample)";
    s.subtitle = "Antietam, 17 September 1862";
    auto put = [&](std::initializer_list<Offset> hexes, Terrain t) {
        for (Offset o : hexes) s.terrain.set(o, t);
    };
    put({{3, 1}, {4, 1}, {5, 1}, {2, 2}, {3, 2}, {4, 2}, {9, 3}, {10, 3}, {10, 4}, {11, 4}}, Terrain::Woods);
    put({{6, 3}, {7, 3}, {6, 4}, {7, 4}}, Terrain::Orchard);
    put({{1, 4}, {1, 5}, {2, 5}, {5, 7}, {6, 7}}, Terrain::Hill);
    put({{6, 6}}, Terrain::Town);
    put({{13, 1}, {13, 2}, {12, 3}, {12, 4}, {13, 5}, {12, 6}, {12, 7}, {13, 8}, {13, 9}}, Terrain::River);
    put({{12, 5}}, Terrain::Bridge);
    put({{4, 6}, {5, 6}}, Terrain::SunkenRoad);
    put({{8, 8}, {9, 8}}, Terrain::Entrenchment);
    put({{2, 9}, {3, 9}}, Terrain::Swamp);
    auto unit = [&](const char* id, Side side, UnitType t, Offset o, std::optional<int> sp,
                    std::optional<Morale> m, const char* name) {
        s.units.push_back(Unit{id, side, t, name, o, sp, m, {}});
    };
    unit("u1", Side::Union, UnitType::Infantry, {4, 3}, 4, Morale::Gold, "Iron Brigade");
    unit("l1", Side::Union, UnitType::Leader, {4, 3}, {}, {}, "Hooker");
    unit("u2", Side::Union, UnitType::Artillery, {4, 3}, 2, Morale::Black, "Battery B");
    unit("u3", Side::Union, UnitType::Infantry, {6, 2}, 3, Morale::Black, "Phelps");
    unit("u4", Side::Union, UnitType::Cavalry, {8, 2}, 2, Morale::Green, "Pleasonton");
    unit("u5", Side::Union, UnitType::Infantry, {6, 4}, 4, Morale::Black, "Duryee");
    unit("u6", Side::Union, UnitType::Infantry, {6, 4}, 2, Morale::Green, "Hartsuff");  // a stacking error
    unit("c1", Side::Confederate, UnitType::Infantry, {5, 6}, 4, Morale::Gold, "Stonewall Brigade");
    unit("c2", Side::Confederate, UnitType::Artillery, {2, 5}, 2, Morale::Black, "Poague");
    unit("l2", Side::Confederate, UnitType::Leader, {5, 6}, {}, {}, "Jackson");
    unit("c3", Side::Confederate, UnitType::Infantry, {7, 7}, 3, Morale::Black, "Hays");
    unit("c4", Side::Confederate, UnitType::Gunboat, {12, 7}, 1, {}, "CSS Teaser");
    s.vpMarkers.push_back(VpMarker{{6, 6}, Side::Confederate, 1, "Dunker Church"});
    s.vpMarkers.push_back(VpMarker{{6, 3}, {}, 1, "Cornfield"});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::ReachVP, Side::Union, 6, {}, {}});
    return s;
}

inline std::unique_ptr<MainWindow> makeWindow(const Scenario& s, QSize size = {1200, 800}) {
    QStandardPaths::setTestModeEnabled(true);
    auto w = std::make_unique<MainWindow>();
    scripted(*w);  // questions are answered by script; closing drops changes unasked
    // The offscreen screen is narrow (800 px): a first window would fill it (keepOnScreen).
    // These tests choose their window's size.
    w->setWindowState(Qt::WindowNoState);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    w->loadScenario(s);
    w->view()->setZoom(1.0);
    QCoreApplication::processEvents();
    return w;
}

// The window's scripted prompter (every window of makeWindow has one).
inline ScriptedPrompter* prompter(MainWindow& w) { return scripted(w); }

inline QWidget* vp(MainWindow& w) { return w.view()->viewport(); }

inline void clickHex(MainWindow& w, Offset o, Qt::KeyboardModifiers m = {}) {
    const QPoint p = w.view()->viewportPos(o);
    QTest::mouseMove(vp(w), p);
    QTest::mouseClick(vp(w), Qt::LeftButton, m, p);
}

// Press on the first hex, move through the others, release on the last.
inline void dragHexes(MainWindow& w, const std::vector<Offset>& path, Qt::KeyboardModifiers m = {}) {
    QTest::mouseMove(vp(w), w.view()->viewportPos(path.front()));
    QTest::mousePress(vp(w), Qt::LeftButton, m, w.view()->viewportPos(path.front()));
    for (std::size_t i = 1; i < path.size(); ++i) QTest::mouseMove(vp(w), w.view()->viewportPos(path[i]));
    QTest::mouseRelease(vp(w), Qt::LeftButton, m, w.view()->viewportPos(path.back()));
}

// Hexes whose terrain differs between two scenarios on the same board.
inline std::vector<Offset> terrainDiff(const Scenario& a, const Scenario& b) {
    std::vector<Offset> out;
    for (int r = 1; r <= a.board.rows; ++r)
        for (int c = 1; c <= a.board.columns; ++c)
            if (a.terrainAt({c, r}) != b.terrainAt({c, r})) out.push_back({c, r});
    return out;
}

} // namespace muster::test
