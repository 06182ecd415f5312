// The Library dock at its default width in the first window: every bundled battle's title
// is shown whole (no ellipsis), and the tooltip gives title, subtitle and sides.
#include "editor_test_util.h"

#include "editor/docks/library_dock.h"

#include <QHeaderView>
#include <QTreeWidget>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestLibraryTitles : public QObject {
    Q_OBJECT
private slots:
    void titlesReadableAtDefaultWidth() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->openLibrary(); // File > Scenario Library: the user's library, seeded with the bundled battles
        auto* lib = w->findChild<LibraryDock*>();
        QVERIFY(lib);
        QTreeWidget* list = lib->list();
        QVERIFY(turnUntil([&] { return list->isVisible() && list->topLevelItemCount() >= 10; })); // the bundled battles
        QCoreApplication::processEvents();
        const QFontMetrics fm(list->font());
        int scenarios = 0;
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = list->topLevelItem(i);
            const QString title = item->text(0);
            const QRect cell = list->visualItemRect(item);
            const int titleWidth = list->columnWidth(0);
            // Icon, gap and text must fit the title column (else the view elides the title).
            const int needed = list->iconSize().width() + fm.horizontalAdvance(title) + 2 * fm.averageCharWidth();
            QVERIFY2(needed <= titleWidth,
                     qPrintable(QStringLiteral("\"%1\" needs %2 px, the title column has %3 (row %4 px, viewport %5)")
                                    .arg(title).arg(needed).arg(titleWidth).arg(cell.width()).arg(list->viewport()->width())));
            const QString tip = item->toolTip(0);
            QVERIFY2(tip.startsWith(title + '\n') && tip.contains(" v "), qPrintable(tip));
            ++scenarios;
        }
        QVERIFY(scenarios >= 10);
        // The Cornfield's tooltip names its place and its sides.
        const auto found = list->findItems("The Cornfield", Qt::MatchExactly, 0);
        QVERIFY(!found.isEmpty());
        QVERIFY2(found.front()->toolTip(0).contains("Antietam"), qPrintable(found.front()->toolTip(0)));
        // Widened, the other columns come back.
        lib->setFloating(true);
        lib->resize(900, 500);
        QVERIFY(turnUntil([&] { return !list->isColumnHidden(1); }));
    }
};

QTEST_MAIN(TestLibraryTitles)
#include "test_library_titles.moc"
