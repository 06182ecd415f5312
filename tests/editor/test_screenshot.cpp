// Screenshots of the main window with a sample scenario at 100% and 200% zoom (and the
// board at device pixel ratio 2), written to the build directory for people to look at.
#include "editor_test_util.h"

#include "editor/document/selection.h"

#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
// Distinct colours in a region: a blank or failed paint has only a few.
int colourCount(const QImage& img, QRect r) {
    QSet<QRgb> seen;
    r = r.intersected(img.rect());
    for (int y = r.top(); y <= r.bottom(); y += 2)
        for (int x = r.left(); x <= r.right(); x += 2) seen.insert(img.pixel(x, y));
    return seen.size();
}

// A small battle built in code, so the screenshots do not depend on the file reader.
Scenario sampleBattle() {
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

QString outDir() {
    const QString d = QStringLiteral(MUSTER_BINARY_DIR) + QStringLiteral("/screenshots");
    QDir().mkpath(d);
    return d;
}
} // namespace

class TestScreenshot : public QObject {
    Q_OBJECT
private slots:
    void mainWindowAtTwoZooms();
};

void TestScreenshot::mainWindowAtTwoZooms() {
    const Scenario s = sampleBattle();
    auto w = makeWindow(s, {1600, 1000});
    QVERIFY(w);
    w->activateTool("select");
    // Show a selection and an issue outline as a user would see them.
    const Unit* first = nullptr;
    for (const Unit& u : s.units)
        if (u.hex) { first = &u; break; }
    QVERIFY(first);
    w->selection()->set({first->id}, {*first->hex});

    BoardView* view = w->view();
    view->setZoom(1.0);
    QCoreApplication::processEvents();
    const QPoint a1 = view->viewportPos({3, 3}), b1 = view->viewportPos({5, 3});
    const QImage at100 = w->grab().toImage();
    QVERIFY(at100.save(outDir() + "/editor-100.png"));
    view->fitToWindow();
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(outDir() + "/editor-fit.png"));

    view->setZoom(2.0);
    QCoreApplication::processEvents();
    const QPoint a2 = view->viewportPos({3, 3}), b2 = view->viewportPos({5, 3});
    QVERIFY2(std::abs((b2 - a2).x() - 2 * (b1 - a1).x()) <= 2,  // hexes twice as wide (positions round to pixels)
             qPrintable(QStringLiteral("%1 vs %2, zoom %3").arg((b2 - a2).x()).arg((b1 - a1).x()).arg(view->zoom())));
    const QImage at200 = w->grab().toImage();
    QVERIFY(at200.save(outDir() + "/editor-200.png"));

    // The board area is drawn (terrain, grid, pieces), not a flat fill.
    const QRect board(view->mapTo(w.get(), QPoint(0, 0)), view->viewport()->size());
    QVERIFY(colourCount(at100, board) > 50);
    QVERIFY(colourCount(at200, board) > 50);

    // High-DPI: the view painted into a 2x device gives a 2x image with detail.
    QImage hi(view->viewport()->size() * 2, QImage::Format_ARGB32_Premultiplied);
    hi.setDevicePixelRatio(2.0);
    hi.fill(Qt::white);
    view->setZoom(1.0);
    view->viewport()->render(&hi);
    QVERIFY(hi.save(outDir() + "/editor-board-dpr2.png"));
    QVERIFY(colourCount(hi, hi.rect()) > 50);
}

QTEST_MAIN(TestScreenshot)
#include "test_screenshot.moc"
