// The Balance dock with real widgets: the ladder, a background estimate with progress, its
// interval narrowing, Cancel, the results on the chart, stale marking when the scenario
// changes after the estimate, and a suggested change applied as one undo step.
#include "editor/docks/balance_dock.h"
#include "tests/support/duel_scenario.h"
#include "editor/commands/document_edits.h"
#include "editor/docks/balance_curve.h"
#include "editor/docks/balance_heat.h"
#include "editor/docks/balance_suggestions.h"
#include "editor/document/scenario_document.h"
#include "model/io/scenario_json.h"
#include "../turn_until.h"

#include <QCheckBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QtTest>

using namespace muster;

namespace {

// A small duel, quick to play.
Scenario duel(int unionAp, int confederateAp) { return test::duelScenario({unionAp, confederateAp}); }

double width(const Interval& i) { return i.hi - i.lo; }

bool waitFinished(BalanceDock& d, int turns = 120000) {
    const bool finished = test::turnUntil([&] { return !d.isRunning(); }, turns);
    QCoreApplication::processEvents();  // the finished run's last queued progress
    return finished;
}

} // namespace

class TestBalanceDock : public QObject {
    Q_OBJECT
private slots:
    void progressNarrowsAndCancel() {
        // No VP for eliminations: every game is drawn, so the estimate never stops on its own
        // (the dock stops a run once its interval is narrow) and the cancel ends it.
        Scenario drawn = duel(4, 4);
        drawn.victory.eliminationVP = 0;
        ScenarioDocument doc(drawn);
        BalanceDock dock(&doc);
        dock.show();
        dock.setGames(100000);  // the most it takes: far more than will run before the cancel
        dock.setAi(QStringLiteral("greedy"));
        dock.setThreads(2);
        QVERIFY(!dock.isRunning());
        QTest::mouseClick(dock.runButton(), Qt::LeftButton);
        QVERIFY(dock.isRunning());
        QVERIFY(!dock.runButton()->isEnabled());
        QVERIFY(dock.cancelButton()->isEnabled());
        QCOMPARE(dock.progressBar()->maximum(), 100000);
        // The running estimate appears and its interval narrows as games finish.
        QVERIFY(test::turnUntil([&] { return dock.gamesDone() >= 1; }, 30000));
        const int firstGames = dock.gamesDone();
        const double firstWidth = width(dock.report()->unionInterval());
        QVERIFY(dock.estimateLabel()->text().contains(QStringLiteral("95% CI")));
        QVERIFY(test::turnUntil([&] { return dock.gamesDone() >= firstGames + 40; }, 60000));
        QVERIFY(dock.progressBar()->value() >= firstGames + 40);
        QVERIFY2(width(dock.report()->unionInterval()) < firstWidth,
                 qPrintable(QString("%1 vs %2").arg(width(dock.report()->unionInterval())).arg(firstWidth)));
        QCOMPARE(dock.chart()->report()->games, dock.gamesDone());
        QTest::mouseClick(dock.cancelButton(), Qt::LeftButton);
        QVERIFY(waitFinished(dock));
        // Cancelled: the games finished so far are the estimate, far short of the request.
        QVERIFY(dock.gamesDone() >= firstGames + 40);
        QVERIFY(dock.gamesDone() < 100000);
        QVERIFY(dock.estimateLabel()->text().contains(QStringLiteral("Cancelled")));
        QVERIFY(dock.runButton()->isEnabled());
        QVERIFY(!dock.cancelButton()->isEnabled());
        const BalanceReport& r = *dock.report();
        QCOMPARE(r.unionWins + r.confederateWins + r.draws, r.games);
    }

    void resultsShownAndStale() {
        ScenarioDocument doc(duel(4, 4));
        BalanceDock dock(&doc);
        dock.resize(320, 600);
        dock.show();
        dock.setAi(QStringLiteral("greedy"));
        dock.setGames(24);
        dock.setThreads(1);
        QSignalSpy done(&dock, &BalanceDock::finished);
        dock.start();
        QVERIFY(waitFinished(dock));
        QCOMPARE(done.count(), 1);
        QCOMPARE(dock.gamesDone(), 24);
        QCOMPARE(dock.progressBar()->value(), 24);
        QVERIFY(dock.estimateLabel()->text().startsWith(QStringLiteral("24 of 24 games")));
        // The chart holds the finished report and paints it: the Union bar's colour shows.
        QCOMPARE(dock.chart()->report()->games, 24);
        int vpGames = 0;
        for (const auto& [vp, n] : dock.chart()->report()->vpHistogram[0]) vpGames += n;
        QCOMPARE(vpGames, 24);
        const QImage img = dock.chart()->grab().toImage();
        int unionBlue = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x) unionBlue += img.pixelColor(x, y) == QColor(52, 96, 170);
        QVERIFY2(unionBlue > 20, qPrintable(QString::number(unionBlue)));
        // The VP curve by turn: one point per turn, each band ordered, painted.
        QVERIFY(dock.curve()->isVisibleTo(&dock));
        QCOMPARE(dock.curve()->curve().size(), std::size_t(5));  // the duel's turns
        for (const VpTurnBand& t : dock.curve()->curve())
            for (std::size_t s = 0; s < 2; ++s) QVERIFY(t.p10[s] <= t.p90[s] && t.mean[s] >= 0);
        dock.curve()->resize(320, 180);
        const QImage curve = dock.curve()->grab().toImage();
        QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
        QVERIFY(curve.save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/balance-curve.png")));
        int unionLine = 0, confederateLine = 0;  // below the title and legend
        for (int y = curve.height() / 3; y < curve.height(); ++y)
            for (int x = 0; x < curve.width(); ++x) {
                unionLine += curve.pixelColor(x, y) == QColor(52, 96, 170);
                confederateLine += curve.pixelColor(x, y) == QColor(170, 60, 50);
            }
        QVERIFY2(unionLine > 20 && confederateLine > 20, qPrintable(QString("%1 %2").arg(unionLine).arg(confederateLine)));
        QVERIFY(!dock.isStale());
        QVERIFY(dock.staleLabel()->isHidden());
        // Any edit makes the estimate stale; undoing back to the scenario played clears it.
        Scenario changed = doc.scenario();
        changed.turns = 4;
        edit::replaceScenario(doc, changed, QStringLiteral("Turns"), ChangeSet{});
        QVERIFY(dock.isStale());
        QVERIFY(!dock.staleLabel()->isHidden());
        doc.undoStack()->undo();
        QVERIFY(!dock.isStale());
        QVERIFY(dock.staleLabel()->isHidden());
        // No suggestion was asked for: nothing to apply.
        QVERIFY(!dock.suggestions());
        QVERIFY(dock.suggestionsView()->applyButtons().empty());
        QVERIFY(dock.suggestionsView()->isHidden());
    }

    // "Where it is decided": after an estimate the toggle offers the board overlay, tinted
    // hexes in the side's colour; another battle clears it.
    void heatOverlayToggledAndCleared() {
        ScenarioDocument doc(duel(4, 4));
        BalanceDock dock(&doc);
        dock.show();
        std::vector<HexMark> shown;
        connect(dock.heat(), &BalanceHeat::overlayChanged, &dock, [&](const std::vector<HexMark>& m) { shown = m; });
        QVERIFY(!dock.heat()->isEnabled());  // nothing to show before an estimate
        dock.setAi(QStringLiteral("greedy"));
        dock.setGames(40);
        dock.setThreads(1);
        dock.start();
        QVERIFY(waitFinished(dock));
        QVERIFY(dock.heat()->isEnabled());
        QVERIFY(!dock.heat()->marks().empty());
        QVERIFY(shown.empty());  // off until asked for
        auto* toggle = dock.findChild<QCheckBox*>(QStringLiteral("balanceHeatToggle"));
        QVERIFY(toggle);
        toggle->click();
        QCOMPARE(shown.size(), dock.heat()->marks().size());
        QVERIFY(!dock.findChild<QLabel*>(QStringLiteral("balanceHeatLegend"))->isHidden());
        for (const HexMark& m : shown) QVERIFY(m.fill && m.fillAlpha > 0);
        dock.documentReplaced();
        QVERIFY(shown.empty());
        QVERIFY(!dock.heat()->isEnabled());
    }

    // The Union starved of command AP (1 to 6): the dock lists the best few changes of the
    // search, each with the Union's share of decided games and its interval and an Apply
    // button; Apply makes one undoable change, undo restores the battle, redo makes it again.
    // The time line counts the change search too: before the run it says what trying the
    // changes may add, and while they are tried it counts down what is left of them.
    void countdownIncludesTheChangeSearch() {
        ScenarioDocument doc(duel(1, 6));
        BalanceDock dock(&doc);
        dock.resize(360, 900);
        dock.show();
        dock.setAi(QStringLiteral("greedy"));
        dock.setGames(12);
        dock.setThreads(1);
        dock.setSuggest(true);
        QVERIFY(test::turnUntil([&] { return dock.plannedSeconds().has_value(); }, 60000));
        QVERIFY2(dock.timeLabel()->text().contains(QStringLiteral("Trying the")), qPrintable(dock.timeLabel()->text()));
        dock.start();
        QVERIFY2(dock.timeLabel()->text().contains(QStringLiteral("trying changes")), qPrintable(dock.timeLabel()->text()));
        // Read at every step of the bar: a loaded machine may deliver many steps in one turn
        // of the event loop, so sampling between turns could miss them.
        QStringList seen;
        connect(dock.progressBar(), &QProgressBar::valueChanged, &dock, [&] {
            const QString t = dock.timeLabel()->text();
            if (t.startsWith(QStringLiteral("Trying changes")) && !seen.contains(t)) seen << t;
        });
        QVERIFY(test::turnUntil([&] { return !dock.isRunning(); }, 240000));
        QVERIFY2(seen.size() >= 2, qPrintable(seen.join(QLatin1Char('|'))));  // it moves while the changes are tried
    }

    void suggestionAppliedAndUndone() {
        ScenarioDocument doc(duel(1, 6));
        BalanceDock dock(&doc);
        dock.resize(360, 900);
        dock.show();
        dock.setAi(QStringLiteral("greedy"));
        dock.setGames(20);
        dock.setThreads(2);
        dock.setSuggest(true);
        dock.start();
        QVERIFY(waitFinished(dock, 240000));
        QVERIFY(dock.suggestions());
        const Suggestions s = *dock.suggestions();
        QVERIFY(!s.best.empty());
        QVERIFY(s.best.size() <= 3);
        const auto& buttons = dock.suggestionsView()->applyButtons();
        QCOMPARE(buttons.size(), s.best.size());
        QVERIFY(dock.suggestionsView()->isVisibleTo(&dock));
        for (std::size_t i = 0; i < s.best.size(); ++i) {
            const QLabel* row = dock.findChild<QLabel*>(QStringLiteral("balanceSuggestion%1").arg(i));
            QVERIFY(row);
            QVERIFY2(row->text().contains(QString::fromStdString(changeWords(doc.scenario(), s.best[i].change))) &&
                         row->text().contains(QStringLiteral("95% CI")),
                     qPrintable(row->text()));
            QVERIFY(buttons[i]->isEnabled());
        }
        const Scenario before = doc.scenario();
        const BalanceChange change = s.best.front().change;
        const int steps = doc.undoStack()->count();
        QTest::mouseClick(buttons.front(), Qt::LeftButton);
        QVERIFY(!(doc.scenario() == before));
        QVERIFY(doc.scenario() == applyChange(before, change));
        QCOMPARE(doc.undoStack()->count(), steps + 1);  // one undoable edit
        QVERIFY(dock.isStale());                         // the estimate was for the battle before
        QVERIFY(!buttons.front()->isEnabled());          // already applied
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        QVERIFY(!dock.isStale());
        QVERIFY(buttons.front()->isEnabled());
        doc.undoStack()->redo();
        QVERIFY(doc.scenario() == applyChange(before, change));
        QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
        QVERIFY(dock.widget()->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/balance-suggestions.png")));
    }

    // The default ladder: its rungs side by side with their intervals, the spread and the
    // verdict in words, a line on each player, a time estimate before the run and the time
    // left during it.
    void ladderShownWithVerdictAndTimes() {
        ScenarioDocument doc(duel(4, 4));
        BalanceDock dock(&doc);
        dock.resize(360, 900);
        dock.show();
        QVERIFY(dock.ladderChosen());  // the dock's default
        dock.setGames(8);
        dock.setStrongerGames(4);
        dock.setThreads(2);
        QVERIFY(dock.playersLabel()->text().contains(QStringLiteral("greedy:")));
        QVERIFY(dock.playersLabel()->text().contains(QStringLiteral("learned:")));
        QVERIFY(dock.playersLabel()->text().contains(QStringLiteral("search:")));
        QVERIFY(test::turnUntil([&] { return dock.plannedSeconds().has_value(); }, 60000));
        QVERIFY2(dock.timeLabel()->text().contains(QStringLiteral("would take about")), qPrintable(dock.timeLabel()->text()));
        dock.start();
        QVERIFY(dock.isRunning());
        QVERIFY2(dock.timeLabel()->text().contains(QStringLiteral("to go")) ||
                     dock.timeLabel()->text().contains(QStringLiteral("left")),
                 qPrintable(dock.timeLabel()->text()));
        QVERIFY(test::turnUntil([&] { return !dock.isRunning() || dock.timeLabel()->text().contains(QStringLiteral("left")); }, 60000));
        QVERIFY(waitFinished(dock));
        QVERIFY(dock.ladder());
        QCOMPARE(dock.ladder()->rungs.size(), std::size_t(3));
        QCOMPARE(dock.ladder()->rungs[0].games, 8);
        QCOMPARE(dock.ladder()->rungs[1].games, 4);
        QCOMPARE(dock.ladder()->rungs[2].games, 4);
        QCOMPARE(dock.ladder()->cross.size(), std::size_t(2));
        QCOMPARE(dock.report()->options.unionAi, std::string("search"));  // the chart shows the strongest
        const QString table = dock.ladderLabel()->text();
        QVERIFY2(table.contains(QStringLiteral("<th>greedy</th>")) && table.contains(QStringLiteral("<th>search</th>")),
                 qPrintable(table));
        QVERIFY(table.contains(QStringLiteral("Spread (search minus greedy")));
        QVERIFY(table.contains(QStringLiteral("–")));  // intervals
        const QString verdict = dock.verdictLabel()->text();
        QVERIFY2(verdict.startsWith(QStringLiteral("Even")) || verdict.startsWith(QStringLiteral("Lopsided")) ||
                     verdict.startsWith(QStringLiteral("Depends on the players")),
                 qPrintable(verdict));
        // A picture of the result for people to look at (build/screenshots/balance-ladder.png).
        QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
        QVERIFY(dock.widget()->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/balance-ladder.png")));
    }

    // Mid-run, the stronger player may have no game yet: its column shows dashes, and no
    // spread or verdict is drawn from its empty 0% (the dock used to call it "Lopsided").
    void noVerdictWhileAPlayerHasNoGame() {
        ScenarioDocument doc(duel(4, 4));
        BalanceDock dock(&doc);
        dock.resize(360, 900);
        dock.show();
        QVERIFY(dock.ladderChosen());
        dock.setGames(6);
        dock.setStrongerGames(200);
        dock.setThreads(1);
        dock.start();
        QVERIFY(test::turnUntil([&] {
            const auto l = dock.ladder();
            return l && l->rungs.size() == 3 && l->rungs[0].games > 0;
        }, 60000));
        const auto l = dock.ladder();
        if (l->rungs.back().games == 0) {
            const QString table = dock.ladderLabel()->text();
            QVERIFY2(!table.contains(QStringLiteral("Spread (")), qPrintable(table));
            QVERIFY2(table.contains(QStringLiteral("once every player has played a game")), qPrintable(table));
            QVERIFY2(dock.verdictLabel()->text().isEmpty(), qPrintable(dock.verdictLabel()->text()));
        } else {
            QFAIL("the strongest player had games before the first rung's first result: the test saw no partial ladder");
        }
        dock.cancel();
        QVERIFY(waitFinished(dock));
    }

    // Victory out of reach: every game is drawn, and the dock warns.
    void drawWarning() {
        Scenario s = duel(4, 4);
        s.victory.conditions = {VictoryCondition{VictoryKind::ReachVP, Side::Union, 30, {}, {}},
                                VictoryCondition{VictoryKind::ReachVP, Side::Confederate, 30, {}, {}}};
        ScenarioDocument doc(s);
        BalanceDock dock(&doc);
        dock.show();
        dock.setGames(6);
        dock.setStrongerGames(2);
        dock.start();
        QVERIFY(waitFinished(dock));
        QVERIFY(dock.drawWarningLabel()->isVisibleTo(&dock));
        QVERIFY(dock.drawWarningLabel()->text().contains(QStringLiteral("out of reach")));
    }

    // A scenario with errors is not played; the dock says why.
    void refusesScenarioWithErrors() {
        Scenario s = duel(4, 4);
        s.units[1].hex = s.units[0].hex;  // two infantry in one hex: a stacking error
        ScenarioDocument doc(s);
        BalanceDock dock(&doc);
        bool errors = false;
        for (const Issue& is : doc.issues()) errors |= is.severity == Severity::Error;
        QVERIFY(errors);
        dock.start();
        QVERIFY(!dock.isRunning());
        QVERIFY(dock.estimateLabel()->text().contains(QStringLiteral("error")));
    }

    // Closing the dock mid-run cancels and waits for the worker (no crash, no leak).
    void destroyedWhileRunning() {
        ScenarioDocument doc(duel(4, 4));
        auto* dock = new BalanceDock(&doc);
        dock->setGames(20000);
        dock->start();
        QVERIFY(test::turnUntil([&] { return dock->gamesDone() >= 1; }, 30000));
        delete dock;
        // Queued progress for the deleted dock is dropped: turn the loop over it.
        for (int i = 0; i < 50; ++i) QCoreApplication::processEvents();
    }
};

QTEST_MAIN(TestBalanceDock)
#include "test_balance_dock.moc"
