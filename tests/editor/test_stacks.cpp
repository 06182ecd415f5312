// Stacks: a click in Select mode takes the block under the cursor, a
// second click the next block of the stack, the Inspector lists the whole hex, and blocks
// can be dragged to another hex without switching to Move.
#include "editor_test_util.h"

#include "editor/docks/inspector_dock.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/view/tool.h"

#include <QListWidget>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
// Viewport point at the centre of a unit's block.
QPoint blockPos(MainWindow& w, const std::string& id) {
    const Unit* u = w.document()->scenario().findUnit(id);
    for (const auto& piece : w.view()->boardPainter().stackAt(*u->hex))
        if (piece.unit->id == id) return w.view()->toViewport(piece.block.center()).toPoint();
    return {};
}
void clickAt(MainWindow& w, QPoint p) {
    QTest::mouseMove(vp(w), p);
    QTest::mouseClick(vp(w), Qt::LeftButton, {}, p);
}
} // namespace

class TestStacks : public QObject {
    Q_OBJECT
private slots:
    void clickSelectsTheBlockAndCyclesTheStack() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->activateTool("select");
        // Hex 0403 holds Iron Brigade, Battery B and Hooker.
        const auto stack = w->view()->boardPainter().stackAt({4, 3});
        QCOMPARE(stack.size(), std::size_t(3));
        clickAt(*w, blockPos(*w, "u2"));
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"u2"});
        // Clicking it again walks the stack in drawing order, then wraps round.
        std::vector<std::string> seen{"u2"};
        for (int i = 0; i < 3; ++i) {
            clickAt(*w, blockPos(*w, "u2"));
            QCOMPARE(w->selection()->units().size(), std::size_t(1));
            seen.push_back(w->selection()->units().front());
        }
        QCOMPARE(seen.back(), std::string("u2"));
        std::vector<std::string> cycle(seen.begin(), seen.end() - 1);
        std::sort(cycle.begin(), cycle.end());
        QCOMPARE(cycle, (std::vector<std::string>{"l1", "u1", "u2"}));
        // Another block is taken directly.
        clickAt(*w, blockPos(*w, "u1"));
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"u1"});
    }

    void inspectorListsTheWholeHexAndPicksFromIt() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* inspector = w->findChild<InspectorDock*>();
        QVERIFY(inspector);
        w->activateTool("select");
        clickAt(*w, blockPos(*w, "u1"));
        auto* list = inspector->findChild<QListWidget*>("stackList");
        QVERIFY(list);
        QCOMPARE(list->count(), 3);
        QStringList rows;
        for (int i = 0; i < list->count(); ++i) rows << list->item(i)->text();
        QVERIFY2(rows.join('|').contains("Hooker: Leader"), qPrintable(rows.join('|')));
        QVERIFY2(rows.join('|').contains("Battery B: Artillery"), qPrintable(rows.join('|')));
        // The form is for one unit, so every field is enabled (no greyed-out mix).
        QVERIFY(inspector->findChild<QWidget*>("unitName")->isEnabled());
        int hooker = -1;
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->text().startsWith("Hooker")) hooker = i;
        list->show();
        QCoreApplication::processEvents();
        const QRect r = list->visualItemRect(list->item(hooker));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"l1"});
    }

    void dragMovesBlocksInSelectMode() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->activateTool("select");
        const QPoint from = blockPos(*w, "u3");
        const QPoint to = w->view()->viewportPos({7, 2});
        QTest::mouseMove(vp(*w), from);
        QTest::mousePress(vp(*w), Qt::LeftButton, {}, from);
        QTest::mouseMove(vp(*w), (from + to) / 2);
        QTest::mouseMove(vp(*w), to);
        QTest::mouseRelease(vp(*w), Qt::LeftButton, {}, to);
        QCOMPARE(w->document()->scenario().findUnit("u3")->hex, std::optional<Offset>(Offset{7, 2}));
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"u3"});
        QCOMPARE(w->document()->undoStack()->count(), 1);
        // A drag that starts off any block is still a rubber band.
        const QPoint a = w->view()->viewportPos({1, 7}), b = w->view()->viewportPos({3, 8});
        QTest::mouseMove(vp(*w), a);
        QTest::mousePress(vp(*w), Qt::LeftButton, {}, a);
        QTest::mouseMove(vp(*w), b);
        QTest::mouseRelease(vp(*w), Qt::LeftButton, {}, b);
        QCOMPARE(w->document()->undoStack()->count(), 1);
        QVERIFY(w->selection()->hexes().size() >= 4);
    }

    void draggedBlocksFollowTheCursor() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->activateTool("select");
        w->view()->setZoom(2.0);
        w->view()->centreOn({{6, 2}});
        QCoreApplication::processEvents();
        const QPoint from = blockPos(*w, "u3");
        const QPoint to = w->view()->viewportPos({8, 4});
        // How blue (Union) the block-sized square round a point is: blue minus red, averaged.
        auto blueness = [&](QPoint at) {
            const QImage img = vp(*w)->grab().toImage();
            const double dpr = img.devicePixelRatio();
            const int half = int(0.12 * BoardView::kBaseHexSize * w->view()->zoom());
            double sum = 0;
            int n = 0;
            for (int y = at.y() - half; y <= at.y() + half; ++y)
                for (int x = at.x() - half; x <= at.x() + half; ++x) {
                    const QColor c = img.pixelColor(QPoint(int(x * dpr), int(y * dpr)));
                    sum += c.blue() - c.red();
                    ++n;
                }
            return sum / n;
        };
        const double atHomeBefore = blueness(from), atTargetBefore = blueness(to);
        QVERIFY2(atHomeBefore > 40, qPrintable(QString::number(atHomeBefore)));
        QTest::mouseMove(vp(*w), from);
        QTest::mousePress(vp(*w), Qt::LeftButton, {}, from);
        QTest::mouseMove(vp(*w), (from + to) / 2);
        QTest::mouseMove(vp(*w), to);
        QCOMPARE(w->currentTool()->liftedUnits(), std::vector<std::string>{"u3"});
        // Lifted: gone from its hex, drawn under the cursor.
        const double atHome = blueness(from), atTarget = blueness(to);
        QVERIFY2(atHome < atHomeBefore - 40, qPrintable(QStringLiteral("%1 -> %2").arg(atHomeBefore).arg(atHome)));
        QVERIFY2(atTarget > atTargetBefore + 40, qPrintable(QStringLiteral("%1 -> %2").arg(atTargetBefore).arg(atTarget)));
        QTest::mouseRelease(vp(*w), Qt::LeftButton, {}, to);
        QVERIFY(w->currentTool()->liftedUnits().empty());
        QCOMPARE(w->document()->scenario().findUnit("u3")->hex, std::optional<Offset>(Offset{8, 4}));
    }

    void screenshotOfASelectedStack() {
        auto w = makeWindow(sampleBattle(), {1400, 900});
        QVERIFY(w);
        w->activateTool("select");
        w->view()->setZoom(2.0);
        w->view()->centreOn({{4, 3}});
        QCoreApplication::processEvents();
        clickAt(*w, blockPos(*w, "u2"));
        QCoreApplication::processEvents();
        QVERIFY(w->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/editor-stack-selected.png")));
    }
};

QTEST_MAIN(TestStacks)
#include "test_stacks.moc"
