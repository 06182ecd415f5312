// Screenshots of issue 14's changes for people to look at (written to the build
// directory; two are copied to docs/): a selected stack with the Inspector listing the
// hex, and the board's context menu on a unit.
#include "editor_test_util.h"

#include "editor/docks/inspector_dock.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"

#include <QMenu>
#include <QPainter>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestUxScreenshots : public QObject {
    Q_OBJECT
private slots:
    void contextMenuOnAStack() {
        auto w = makeWindow(sampleBattle(), {1400, 900});
        QVERIFY(w);
        w->view()->setZoom(1.6);
        w->view()->centreOn({{5, 4}});
        QCoreApplication::processEvents();
        // Select Battery B as a click would, then open the menu on it.
        QPointF block;
        for (const auto& piece : w->view()->boardPainter().stackAt({4, 3}))
            if (piece.unit->id == "u2") block = piece.block.center();
        w->selection()->set({"u2"}, {Offset{4, 3}});
        QCoreApplication::processEvents();
        std::unique_ptr<QMenu> menu(w->boardContextMenu(block));
        QVERIFY(menu->actions().size() >= 6);
        menu->adjustSize();
        QImage shot = w->grab().toImage();
        const QPoint at = w->view()->viewport()->mapTo(w.get(), w->view()->toViewport(block).toPoint());
        {
            QPainter p(&shot);
            p.drawPixmap(at, menu->grab());
        }
        QVERIFY(shot.save(QStringLiteral(MUSTER_BINARY_DIR "/editor-context-menu.png")));
    }
};

QTEST_MAIN(TestUxScreenshots)
#include "test_ux_screenshots.moc"
