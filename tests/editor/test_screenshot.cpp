// Screenshots of the main window with a sample scenario at 100% and 200% zoom (and the
// board at device pixel ratio 2), written to the build directory for people to look at.
#include "editor_test_util.h"

#include "editor/document/selection.h"
#include "editor/docks/combat_dock.h"
#include "editor/docks/rules_dock.h"

#include <QDir>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QImage>
#include <QPainter>
#include <QSet>
#include <QtTest>

#include <cmath>

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
    void boardPaintsTheSameInsideTheWindow();
    void referenceDocksInTheWindow();
    void docksFitTheirDefaultWidth_data();
    void docksFitTheirDefaultWidth();
};

// The Rules and Combat odds docks as a user sees them in the window (screenshots to look at).
void TestScreenshot::referenceDocksInTheWindow() {
    const Scenario s = sampleBattle();
    auto w = makeWindow(s, {1600, 1000});
    QVERIFY(w);
    auto* rules = w->findChild<RulesDock*>();
    auto* combat = w->findChild<CombatDock*>();
    QVERIFY(rules && combat);
    rules->raise();
    QVERIFY(rules->showEntry(QStringLiteral("htl.terrain.woods")));
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(outDir() + "/editor-rules.png"));
    QCOMPARE(rules->currentEntryId(), QStringLiteral("htl.terrain.woods"));

    combat->raise();
    w->selection()->set({"u5"}, {Offset{6, 4}}); // selecting a unit makes it the attacker
    combat->setTarget(Offset{5, 6});              // what hovering the Stonewall Brigade does
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(outDir() + "/editor-combat.png"));
    QVERIFY2(combat->situationText().contains(QStringLiteral("range")), qPrintable(combat->situationText()));
}

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
    // ...and the same picture as at 1x: scaled down, it matches the 1x painting closely
    // (terrain once landed at twice its place when tiles were stamped through render()).
    QImage lo(view->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    lo.fill(Qt::white);
    view->viewport()->render(&lo);
    const QImage down = hi.scaled(lo.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                            .convertToFormat(QImage::Format_ARGB32_Premultiplied);
    double diff = 0;
    for (int y = 0; y < lo.height(); ++y)
        for (int x = 0; x < lo.width(); ++x) {
            const QRgb a = lo.pixel(x, y), b = down.pixel(x, y);
            diff += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
        }
    const double mean = diff / (3.0 * lo.width() * lo.height());
    QVERIFY2(mean < 6.0, qPrintable(QStringLiteral("2x board differs from 1x: mean %1 per channel").arg(mean)));
}

// The board painted as part of the window (the view offset from the window's corner, as
// on screen and in screenshots) is the board painted alone: nothing is drawn relative to
// the window instead of the view.
void TestScreenshot::boardPaintsTheSameInsideTheWindow() {
    auto w = makeWindow(sampleBattle(), {1600, 1000});
    QVERIFY(w);
    QWidget* vp = w->view()->viewport();
    for (double zoom : {1.0, 1.7}) {
        w->view()->setZoom(zoom);
        QCoreApplication::processEvents();
        const QImage alone = vp->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect inWindow(vp->mapTo(w.get(), QPoint(0, 0)), vp->size());
        QVERIFY(inWindow.topLeft() != QPoint(0, 0)); // docks and toolbars around it
        const QImage whole = w->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QImage part = whole.copy(inWindow);
        int differ = 0;
        for (int y = 0; y < part.height(); ++y)
            for (int x = 0; x < part.width(); ++x) differ += part.pixel(x, y) != alone.pixel(x, y);
        if (differ) {
            part.save(outDir() + QStringLiteral("/board-in-window-%1.png").arg(zoom));
            alone.save(outDir() + QStringLiteral("/board-alone-%1.png").arg(zoom));
        }
        QVERIFY2(differ < part.width() * part.height() / 1000,
                 qPrintable(QStringLiteral("zoom %1: %2 of %3 pixels differ").arg(zoom).arg(differ).arg(part.width() * part.height())));
    }
}

void TestScreenshot::docksFitTheirDefaultWidth_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1600x1000") << QSize(1600, 1000);
    QTest::newRow("1280x800") << QSize(1280, 800);
}

// The forms fit their docks without sideways scrolling, and the dock tabs show whole names.
void TestScreenshot::docksFitTheirDefaultWidth() {
    QFETCH(QSize, size);
    auto w = makeWindow(sampleBattle(), size);
    QVERIFY(w);
    w->selection()->set({"u1"}, {{4, 3}}); // the inspector shows its unit form
    QCoreApplication::processEvents();
    for (const char* name : {"ScenarioDock", "InspectorDock"}) {
        auto* dock = w->findChild<QDockWidget*>(name);
        QVERIFY2(dock, name);
        dock->raise();
        QCoreApplication::processEvents();
        auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(scroll);
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), name);
        // Every field ends inside the visible part of the dock.
        const int right = scroll->viewport()->width();
        for (QWidget* f : scroll->widget()->findChildren<QWidget*>()) {
            if (!f->isVisibleTo(scroll->widget()) || !f->isWidgetType() || f->parentWidget() == nullptr) continue;
            const int r = f->mapTo(scroll->viewport(), QPoint(f->width(), 0)).x();
            QVERIFY2(r <= right, qPrintable(QStringLiteral("%1: %2 %3 ends at %4 of %5").arg(name, f->metaObject()->className(), f->objectName()).arg(r).arg(right)));
        }
    }
    int bars = 0;
    for (QTabBar* bar : w->findChildren<QTabBar*>()) {
        if (bar->parentWidget() != w.get() || bar->count() < 2 || !bar->isVisible()) continue;
        ++bars;
        QCOMPARE(bar->elideMode(), Qt::ElideNone);
        for (int i = 0; i < bar->count(); ++i) {
            const QRect r = bar->tabRect(i);
            QVERIFY2(r.width() > bar->fontMetrics().horizontalAdvance(bar->tabText(i)), qPrintable(bar->tabText(i)));
            QVERIFY2(r.right() < bar->width(), qPrintable(QStringLiteral("tab \"%1\" ends at %2, bar %3 wide").arg(bar->tabText(i)).arg(r.right()).arg(bar->width())));
        }
    }
    QVERIFY(bars >= 2); // left (scenario, library, history) and right (issues, reference)
}

QTEST_MAIN(TestScreenshot)
#include "test_screenshot.moc"
