// The board on the first screen: fitted on open and kept fitted as
// the window or the board changes size, until the user zooms; the first window stays
// within its screen.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/render/board_painter.h"

#include <QScreen>
#include <QSettings>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestFirstScreen : public QObject {
    Q_OBJECT
private slots:
    void boardFollowsTheWindowUntilTheUserZooms() {
        auto w = makeWindow(blankScenario(13, 9), {900, 600});
        QVERIFY(w);
        BoardView* view = w->view();
        view->fitToWindow(); // what opening a scenario does (makeWindow then sets 100%)
        const double small = view->zoom();
        QVERIFY(view->isFitting());
        w->resize(1500, 1000);
        QVERIFY(turnUntil([&] { return view->zoom() > small * 1.2; }));
        // The whole board is in view, and fills one of the two directions.
        const QRect board = QRectF(view->toViewport({0, 0}), view->toViewport(view->boardPainter().boardRect().bottomRight()))
                                .toAlignedRect();
        QVERIFY(view->viewport()->rect().adjusted(-2, -2, 2, 2).contains(board));
        QVERIFY(board.width() >= view->viewport()->width() - 4 || board.height() >= view->viewport()->height() - 4);

        // A bigger board is refitted too.
        const double before = view->zoom();
        Scenario bigger = w->document()->scenario();
        bigger.board.columns = 40;
        bigger.board.rows = 30;
        edit::replaceScenario(*w->document(), bigger, "resize", ChangeSet::everything());
        QVERIFY(view->zoom() < before * 0.6);

        // The user zooms: from now on the zoom is theirs.
        view->zoomIn();
        QVERIFY(!view->isFitting());
        const double chosen = view->zoom();
        w->resize(1000, 700);
        QCoreApplication::processEvents();
        QCOMPARE(view->zoom(), chosen);
        // Fit to Window turns following on again.
        view->fitToWindow();
        QVERIFY(view->isFitting());
    }

    void openingFitsTheBoard() {
        auto w = makeWindow(blankScenario(), {1200, 800});
        QVERIFY(w);
        w->loadScenario(blankScenario(13, 9));
        QVERIFY(w->view()->isFitting());
        const QRectF b = w->view()->boardPainter().boardRect();
        const QSize vp = w->view()->viewport()->size();
        QCOMPARE(w->view()->zoom(), std::min(vp.width() / b.width(), vp.height() / b.height()));
    }

    void firstWindowFitsTheScreen() {
        QSettings().remove(QStringLiteral("window/geometry"));
        QSettings().remove(QStringLiteral("window/state"));
        QStandardPaths::setTestModeEnabled(true);
        MainWindow w;
        scripted(w);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QRect avail = w.screen()->availableGeometry();
        QVERIFY2(avail.contains(w.frameGeometry()),
                 qPrintable(QStringLiteral("%1x%2 window on a %3x%4 screen")
                                .arg(w.frameGeometry().width()).arg(w.frameGeometry().height())
                                .arg(avail.width()).arg(avail.height())));
        // A full-HD screen at 200% (QT_SCALE_FACTOR=2) is 960x540 logical pixels: the
        // window must be able to shrink to that (docks scroll, the hint is cut).
        const QSize least = w.minimumSizeHint().expandedTo(w.minimumSize());
        QVERIFY2(least.width() <= 960 && least.height() <= 540,
                 qPrintable(QStringLiteral("least %1x%2").arg(least.width()).arg(least.height())));
    }
};

QTEST_MAIN(TestFirstScreen)
#include "test_first_screen.moc"
