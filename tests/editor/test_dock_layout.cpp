// What the docks show by default: the Issues message column gets the
// room, forms need no sideways scrolling and clip no label, and after a restart the Issues
// tab is not hidden behind the tab bar's scroll arrows.
#include "editor_test_util.h"

#include "editor/docks/issues_dock.h"
#include "editor/document/selection.h"

#include <QDockWidget>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

// The tab bar holding a dock's tab, and the tab's index.
std::pair<QTabBar*, int> tabOf(MainWindow& w, const QString& titleStart) {
    for (QTabBar* bar : w.findChildren<QTabBar*>())
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i).startsWith(titleStart) && bar->isVisible()) return {bar, i};
    return {nullptr, -1};
}

bool scrollArrowsShown(QTabBar* bar) {
    for (QToolButton* b : bar->findChildren<QToolButton*>())
        if (b->isVisible()) return true;
    return false;
}

} // namespace

class TestDockLayout : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    void issuesMessageGetsTheRoom() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* table = w->findChild<QTableView*>("issuesTable");
        QVERIFY(table && table->isVisible());
        QVERIFY(table->model()->rowCount() > 0);
        const int message = table->columnWidth(IssuesModel::ColMessage);
        const int room = table->viewport()->width();
        QVERIFY2(message >= room * 2 / 5, qPrintable(QStringLiteral("message %1 of %2").arg(message).arg(room)));
        QVERIFY2(!table->horizontalScrollBar()->isVisible(), "the issues table scrolls sideways");
    }

    void formsNeedNoSidewaysScrolling() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->selection()->set({"u1"}, {Offset{4, 3}}); // the Inspector's unit form
        QCoreApplication::processEvents();
        for (QScrollArea* a : w->findChildren<QScrollArea*>()) {
            // Docks behind another tab count as visible but lie off-screen: only those shown.
            if (a->visibleRegion().isEmpty() || qobject_cast<QAbstractItemView*>(a)) continue;
            QVERIFY2(!a->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("%1 in %2 scrolls sideways").arg(a->objectName(), a->parentWidget()->objectName())));
        }
        for (QFormLayout* f : w->findChildren<QFormLayout*>())
            for (int r = 0; r < f->rowCount(); ++r)
                if (auto* item = f->itemAt(r, QFormLayout::LabelRole))
                    if (auto* l = qobject_cast<QLabel*>(item->widget()); l && !l->visibleRegion().isEmpty())
                        QVERIFY2(l->width() >= l->minimumSizeHint().width(), qPrintable(l->text() + " is clipped"));
    }

    void issuesTabVisibleAfterRestart() {
        {
            auto w = makeWindow(sampleBattle());
            QVERIFY(w);
            // The user narrowed the right-hand docks, then quit.
            auto* issues = w->findChild<QDockWidget*>("IssuesDock");
            QVERIFY(issues);
            w->resizeDocks({issues}, {200}, Qt::Horizontal);
            QCoreApplication::processEvents();
            w->findChild<QDockWidget*>("CombatDock") ? w->findChild<QDockWidget*>("CombatDock")->raise() : void();
            QVERIFY(w->close());
        }
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        QCoreApplication::processEvents();
        auto [bar, i] = tabOf(*w, QStringLiteral("Issues"));
        QVERIFY(bar);
        // A dock title that grows with the battle loaded ("Issues (12)") widens the group too.
        QVERIFY2(turnUntil([&] { return !scrollArrowsShown(bar); }), "tab scroll arrows after a restart");
        QVERIFY(bar->rect().contains(bar->tabRect(i)));
    }

    // The default on a 1920x1080 screen (a 1728x972 window): Scenario, Library, History
    // and Balance share one tab group that gets most of the left column's height.
    void defaultLayoutGivesTheFormsRoom() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        w->resize(1728, 972);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        auto* scenario = w->findChild<QDockWidget*>("ScenarioDock");
        auto* balance = w->findChild<QDockWidget*>("BalanceDock");
        QVERIFY(scenario && balance);
        QVERIFY2(w->tabifiedDockWidgets(scenario).contains(balance), "Balance is a dock of its own");
        QVERIFY2(scenario->height() >= w->height() / 2,
                 qPrintable(QStringLiteral("Scenario %1 px of %2").arg(scenario->height()).arg(w->height())));
    }

    // Locked by default: no dock can be dragged out of place or floated, but it can still
    // close; unlocking is remembered; Reset Layout brings a moved and a hidden dock back.
    void docksLockedAndResetLayoutRestores() {
        {
            auto w = makeWindow(sampleBattle());
            QVERIFY(w);
            auto* lock = w->findChild<QAction*>(QStringLiteral("actionLockDocks"));
            auto* reset = w->findChild<QAction*>(QStringLiteral("actionResetLayout"));
            QVERIFY2(lock && reset, "View > Lock Docks and Reset Layout are missing");
            QVERIFY(lock->isChecked());
            for (QDockWidget* d : w->findChildren<QDockWidget*>()) {
                QVERIFY2(!(d->features() & QDockWidget::DockWidgetMovable), qPrintable(d->objectName()));
                QVERIFY2(!(d->features() & QDockWidget::DockWidgetFloatable), qPrintable(d->objectName()));
                QVERIFY2(d->features() & QDockWidget::DockWidgetClosable, qPrintable(d->objectName()));
            }
            auto* inspector = w->findChild<QDockWidget*>("InspectorDock");
            auto* issues = w->findChild<QDockWidget*>("IssuesDock");
            QVERIFY(inspector && issues);
            const Qt::DockWidgetArea home = w->dockWidgetArea(inspector);
            const Qt::DockWidgetArea away = home == Qt::LeftDockWidgetArea ? Qt::RightDockWidgetArea : Qt::LeftDockWidgetArea;
            lock->trigger();
            QVERIFY(inspector->features() & QDockWidget::DockWidgetMovable);
            w->addDockWidget(away, inspector);
            issues->close();
            QCOMPARE(w->dockWidgetArea(inspector), away);
            reset->trigger();
            QCoreApplication::processEvents();
            QCOMPARE(w->dockWidgetArea(inspector), home);
            QVERIFY(!issues->isHidden());
            QVERIFY(w->close());
        }
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        QVERIFY(!w->findChild<QAction*>(QStringLiteral("actionLockDocks"))->isChecked());  // remembered
        QVERIFY(w->findChild<QDockWidget*>("InspectorDock")->features() & QDockWidget::DockWidgetMovable);
    }
};

QTEST_MAIN(TestDockLayout)
#include "test_dock_layout.moc"
