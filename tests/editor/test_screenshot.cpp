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
