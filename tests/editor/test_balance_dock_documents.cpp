// A Balance dock result belongs to the battle it was played on: in the real main window,
// opening another scenario or File > New clears it, so a suggested change's Apply can never
// write battle A's suggestion into battle B.
#include "editor_test_util.h"

#include "editor/docks/balance_dock.h"
#include "editor/docks/balance_suggestions.h"
#include "editor/view/board_view.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

// Little Round Top with the Union starved of command AP: the suggestion moves AP.
Scenario starved() {
    Scenario s = readScenarioFile(MUSTER_SCENARIOS "/gettysburg_little_round_top.json");
    s.side(Side::Union).commandAP = 1;
    s.side(Side::Confederate).commandAP = 6;
    return s;
}

bool waitFinished(BalanceDock& d) {
    // Event-loop turns, not seconds: a greedy estimate here is a few hundred turns.
    const bool done = turnUntil([&] { return !d.isRunning(); }, 200000);
    QCoreApplication::processEvents();  // the finished run's last message
    return done;
}

// Runs a greedy estimate with a suggestion on the window's scenario.
void suggest(BalanceDock& dock) {
    dock.setAi(QStringLiteral("greedy"));
    dock.setGames(20);
    dock.setThreads(2);
    dock.setSuggest(true);
    dock.start();
    QVERIFY(waitFinished(dock));
    QVERIFY(dock.suggestions());
    QVERIFY(!dock.suggestionsView()->applyButtons().empty());
    QVERIFY(dock.suggestionsView()->applyButtons().front()->isEnabled());
}

QAction* menuAction(MainWindow& w, const QString& menu, const QString& text) {
    for (QAction* m : w.menuBar()->actions())
        if (m->text().remove(QLatin1Char('&')) == menu && m->menu())
            for (QAction* a : m->menu()->actions())
                if (a->text().remove(QLatin1Char('&')) == text) return a;
    return nullptr;
}

} // namespace

class TestBalanceDockDocuments : public QObject {
    Q_OBJECT
private slots:
    void anotherScenarioClearsTheResult() {
        auto w = makeWindow(starved());
        QVERIFY(w);
        auto* dock = w->findChild<BalanceDock*>();
        QVERIFY(dock);
        suggest(*dock);
        if (QTest::currentTestFailed()) return;
        // Open another battle: Antietam, with its own command AP.
        QVERIFY(w->openFile(QStringLiteral(MUSTER_SCENARIOS "/antietam.json")));
        QCoreApplication::processEvents();
        const int u = w->document()->scenario().side(Side::Union).commandAP;
        const int c = w->document()->scenario().side(Side::Confederate).commandAP;
        QVERIFY2(dock->suggestionsView()->applyButtons().empty(), "a suggestion for Little Round Top offered for Antietam");
        QVERIFY(!dock->suggestions());
        QVERIFY(!dock->report());
        dock->applySuggestion(0);
        QCOMPARE(w->document()->scenario().side(Side::Union).commandAP, u);
        QCOMPARE(w->document()->scenario().side(Side::Confederate).commandAP, c);
        QVERIFY(!w->document()->isModified());
    }

    // In the window: the heat overlay reaches the editing board, a screenshot of it is
    // written (build/screenshots/balance-heat.png), and opening another battle removes it.
    void heatOverlayOnTheBoard() {
        auto w = makeWindow(starved());
        QVERIFY(w);
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        auto* dock = w->findChild<BalanceDock*>();
        QVERIFY(dock);
        dock->setAi(QStringLiteral("greedy"));
        dock->setGames(60);
        dock->setThreads(2);
        dock->start();
        QVERIFY(waitFinished(*dock));
        dock->raise();
        dock->findChild<QCheckBox*>(QStringLiteral("balanceHeatToggle"))->click();
        QVERIFY(!w->view()->overlay().empty());
        QCoreApplication::processEvents();
        QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
        QVERIFY(w->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/balance-heat.png")));
        QVERIFY(w->openFile(QStringLiteral(MUSTER_SCENARIOS "/antietam.json")));
        QCoreApplication::processEvents();
        QVERIFY(w->view()->overlay().empty());
    }

    void fileNewClearsTheResult() {
        auto w = makeWindow(starved());
        QVERIFY(w);
        auto* dock = w->findChild<BalanceDock*>();
        QVERIFY(dock);
        suggest(*dock);
        if (QTest::currentTestFailed()) return;
        QAction* fileNew = menuAction(*w, QStringLiteral("File"), QStringLiteral("New"));
        QVERIFY(fileNew);
        fileNew->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(dock->suggestionsView()->applyButtons().empty(), "a suggestion for Little Round Top offered for a new scenario");
        QVERIFY(!dock->suggestions());
        QVERIFY(!dock->report());
    }
};

QTEST_MAIN(TestBalanceDockDocuments)
#include "test_balance_dock_documents.moc"
