#pragma once
// Helpers shared by the editor tests: a shown main window and mouse gestures on hexes.
#include "editor/document/scenario_document.h"
#include "editor/main_window.h"
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

inline std::unique_ptr<MainWindow> makeWindow(const Scenario& s, QSize size = {1200, 800}) {
    QStandardPaths::setTestModeEnabled(true);
    auto w = std::make_unique<MainWindow>();
    w->setAskToSave(false);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get())) return nullptr;
    w->loadScenario(s);
    w->view()->setZoom(1.0);
    QCoreApplication::processEvents();
    return w;
}

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
