// Play you can follow: the log's numbering and the replayed action marked on the board
// (and the row following Alt+Left/Right), the lit cost of every lit hex equal to the AP a
// click there spends, right-click fire/close at an enemy hex, the game's docks in View >
// Docks, hidden morale kept out of the dice panel and the log, and the Game dock's victory
// words.
#include "play_test_util.h"

#include "editor/play/game_log_dock.h"
#include "editor/play/play_panel.h"
#include "editor/render/scenario_text.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QtTest>

#include <map>

using namespace muster;
using namespace muster::test;

namespace {
QStringList rows(QListWidget* l) {
    QStringList out;
    for (int i = 0; i < l->count(); ++i) out << l->item(i)->text();
    return out;
}
} // namespace

class TestPlayFollow : public QObject {
    Q_OBJECT
private slots:
    void logNumbersActionsAndFollowsTheReplay() {
        Scenario sc = duel();
        // A Confederate marker one hex from Iron Brigade: the move scores (3.1.6).
        sc.vpMarkers.push_back(VpMarker{{4, 4}, Side::Confederate, 1, "Mill"});
        auto w = makeWindow(sc);
        QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).act(fireAction(unitIndex(s, "u2"), {6, 5})));
        play(*w).endTurn();
        QListWidget* log = play(*w).logDock()->list();
        const QStringList text = rows(log);
        // One number per action, in order; the move's line before the VP it scored.
        static const QRegularExpression num(QStringLiteral("^\\[(\\d+)\\]"));
        std::vector<int> numbers;
        for (const QString& t : text)
            if (auto m = num.match(t); m.hasMatch()) numbers.push_back(m.captured(1).toInt());
        QCOMPARE(numbers, (std::vector<int>{1, 2, 3}));
        auto rowWith = [&text](const char* words) {
            for (int i = 0; i < text.size(); ++i)
                if (text[i].contains(QLatin1String(words))) return i;
            return -1;
        };
        const int move = rowWith("moves to 0404");
        const int score = rowWith("scores 1 VP");
        QVERIFY2(move >= 0 && score > move, qPrintable(text.join('\n')));
        QVERIFY2(text[move].startsWith(QStringLiteral("[1]")), qPrintable(text[move]));
        const int apRoll = rowWith("Confederate turn 1: AP die");
        QVERIFY2(apRoll >= 0 && !text[apRoll].startsWith('['), qPrintable(text.join('\n')));

        // Alt+Left steps back: the fire (action 2) is on the board and its row is current.
        w->findChild<QAction*>(QStringLiteral("actionStepBack"))->trigger();
        QCOMPARE(play(*w).viewedActions(), 2);
        QVERIFY(log->currentItem());
        QVERIFY2(log->currentItem()->text().startsWith(QStringLiteral("[2]")), qPrintable(log->currentItem()->text()));
        const ActionMark* mark = play(*w).marks()->shown();
        QVERIFY(mark);
        QCOMPARE(mark->at, std::optional<Offset>(Offset{6, 5}));
        QCOMPARE(mark->from, std::optional<Offset>(Offset{6, 4}));
        QCOMPARE(mark->losses.size(), std::size_t(1));  // 6 6 1: two hits on Hays
        QCOMPARE(mark->losses.front().sp, 2);
        w->findChild<QAction*>(QStringLiteral("actionStepBack"))->trigger();
        QVERIFY2(log->currentItem() && log->currentItem()->text().startsWith(QStringLiteral("[1]")),
                 qPrintable(log->currentItem() ? log->currentItem()->text() : QString()));
        mark = play(*w).marks()->shown();
        QVERIFY(mark);
        QCOMPARE(mark->path, (std::vector<Offset>{{4, 5}, {4, 4}}));
        w->findChild<QAction*>(QStringLiteral("actionStepForward"))->trigger();
        QVERIFY2(log->currentItem()->text().startsWith(QStringLiteral("[2]")), qPrintable(log->currentItem()->text()));
    }

    void litCostIsWhatAClickSpends() {
        auto w = makeWindow(blankScenario());
        QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
        QVERIFY(play(*w).start(7));
        const GameState& s = play(*w).session().state();
        static const QRegularExpression leadingAp(QStringLiteral("^(\\d+)"));
        int checked = 0;
        for (int u = 0; u < s.setup().unitCount(); ++u) {
            if (s.sideOf(u) != s.active || s.unit(u).status != UnitStatus::Board) continue;
            for (PlayTool::Mode mode : {PlayTool::Mode::Normal, PlayTool::Mode::RideAlong, PlayTool::Mode::MoveFire}) {
                play(*w).tool()->select(u, mode);
                // The label a player reads at each hex: the last drawn there.
                std::map<Offset, QString> seen;
                for (const PlayTool::Lit& l : play(*w).tool()->lit())
                    if (!l.target) seen[l.hex] = l.label;
                for (const auto& [hex, label] : seen) {
                    const auto m = leadingAp.match(label);
                    if (!m.hasMatch()) continue;  // "enter": costs are checked on moves
                    QVERIFY2(label.size() <= 4, qPrintable(label));  // fits a hex at any zoom
                    play(*w).tool()->select(u, mode);
                    const int before = s.side(s.active).ap;
                    const int actions = play(*w).session().actionCount();
                    clickPlayHex(*w, hex);
                    if (mode == PlayTool::Mode::MoveFire) {
                        // The first click picks where to fire from; nothing is spent yet.
                        QCOMPARE(play(*w).session().actionCount(), actions);
                        continue;
                    }
                    QCOMPARE(play(*w).session().actionCount(), actions + 1);
                    QVERIFY2(before - s.side(s.active).ap == m.captured(1).toInt(),
                             qPrintable(QStringLiteral("%1 at %2 labelled %3, the click spent %4 AP")
                                            .arg(QString::fromStdString(unitName(s, u)), QString::fromStdString(hexLabel(hex, s.setup().board())), label)
                                            .arg(before - s.side(s.active).ap)));
                    QVERIFY(play(*w).undo());
                    ++checked;
                }
            }
        }
        QVERIFY2(checked > 50, qPrintable(QString::number(checked)));
    }

    void rightClickAndDocks() {
        auto w = makeWindow(duel());
        QVERIFY(play(*w).start(1, {6}));
        const GameState& s = play(*w).session().state();
        clickPlayHex(*w, {6, 4});  // Phelps, next to Hays
        QCOMPARE(play(*w).tool()->selected(), unitIndex(s, "u2"));
        bool fire = false, close = false;
        for (const auto& it : play(*w).tool()->menuFor({6, 5})) {
            fire = fire || (it.action && it.action->kind == ActionKind::Fire && it.action->unit == unitIndex(s, "u2"));
            close = close || (it.action && it.action->kind == ActionKind::Close && it.action->unit == unitIndex(s, "u2"));
        }
        QVERIFY2(fire && close, "right-click on the enemy hex offers no fire or close combat");

        // View > Docks lists the Game and Game Log docks; a closed one comes back from there.
        QMenu* docks = nullptr;
        for (QMenu* m : w->menuBar()->findChildren<QMenu*>())
            if (m->title() == QLatin1String("&Docks")) docks = m;
        QVERIFY(docks);
        QAction* logToggle = nullptr;
        QStringList listed;
        for (QAction* a : docks->actions())
            if (a->isVisible()) {
                listed << a->text();
                if (a->text() == QLatin1String("Game Log")) logToggle = a;
            }
        QVERIFY2(listed.contains(QStringLiteral("Game")) && logToggle, qPrintable(listed.join(", ")));
        play(*w).logDock()->close();
        QVERIFY(!play(*w).logDock()->isVisible());
        logToggle->trigger();
        QVERIFY(play(*w).logDock()->isVisible());
    }

    void hiddenMoraleStaysHidden() {
        auto w = makeWindow(duel());
        // AP 6; close combat 4 4 4 -> 3 hits; morale 1 1 1 -> green: Hays (green) retreats.
        QVERIFY(play(*w).start(1, {6, 4, 4, 4, 1, 1, 1}));
        play(*w).panel()->findChild<QCheckBox*>(QStringLiteral("hiddenMorale"))->setChecked(true);
        const GameState& s = play(*w).session().state();
        play(*w).tool()->select(unitIndex(s, "u2"));
        const auto a = play(*w).tool()->actionAt({6, 5}, true);
        QVERIFY(a && a->kind == ActionKind::Close);
        QVERIFY(play(*w).act(*a));
        QVERIFY(play(*w).handOverShown());  // the Confederate chooses the retreat
        // Beside the hand-over screen the Union player still sees the panel and the log.
        bool check = false;
        for (const RollView& r : play(*w).lastRolls()) {
            QVERIFY2(!r.text.contains(QStringLiteral("green")) && !r.text.contains(QStringLiteral("morale at")), qPrintable(r.text));
            if (r.text.contains(QStringLiteral("morale check: retreats"))) {
                check = true;
                QVERIFY2(r.natural.empty(), "the morale dice of the hidden unit are shown");
            }
        }
        QVERIFY(check);
        for (const QString& t : rows(play(*w).logDock()->list()))
            QVERIFY2(!t.contains(QStringLiteral("morale at")), qPrintable(t));
        // The Confederate player, at the screen, reads their own unit's check in full.
        QTest::mouseClick(play(*w).board()->findChild<QPushButton*>(QStringLiteral("handOverReady")), Qt::LeftButton);
        QVERIFY(rows(play(*w).logDock()->list()).join('\n').contains(QStringLiteral("morale at green")));
    }

    void gameDockSaysWhenVictoryIsJudged() {
        auto w = makeWindow(duel());
        QVERIFY(play(*w).start(1));
        const Scenario& sc = play(*w).session().state().setup().scenario();
        const QString words = text::victoryCondition(sc, sc.victory.conditions.front());
        QVERIFY2(words.contains(QStringLiteral("at the end of a player's turn")), qPrintable(words));
        const QString shown = play(*w).panel()->victoryLabel()->text();
        QVERIFY2(shown.contains(words.toHtmlEscaped()), qPrintable(shown));
    }

    // The log, the dice panel and the summary name units as the set-up does ("Hays"), not
    // by the engine's ids ("Hays (c1)"); two units of one name are told apart plainly.
    void logNamesUnitsAsPlayersDo() {
        Scenario sc = duel();
        sc.units.push_back(Unit{"c3", Side::Confederate, UnitType::Infantry, "Hays", Offset{9, 8}, 2, Morale::Black, {}});
        auto w = makeWindow(sc);
        // AP 6; close combat 4 4 4 -> 3 hits; morale 1 1 1 -> the first Hays retreats.
        QVERIFY(play(*w).start(1, {6, 4, 4, 4, 1, 1, 1}));
        const GameState& s = play(*w).session().state();
        play(*w).tool()->select(unitIndex(s, "u2"));
        const auto a = play(*w).tool()->actionAt({6, 5}, true);
        QVERIFY(a && a->kind == ActionKind::Close);
        QVERIFY(play(*w).act(*a));
        static const QRegularExpression id(QStringLiteral("\\([uc]\\d+\\)|\\b[uc]\\d\\b"));
        const QString log = rows(play(*w).logDock()->list()).join(QLatin1Char('\n'));
        QVERIFY2(!id.match(log).hasMatch(), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("Hays #1 loses")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("Phelps close combat")), qPrintable(log));
        bool named = false;
        for (const RollView& r : play(*w).lastRolls()) {
            QVERIFY2(!id.match(r.text).hasMatch(), qPrintable(r.text));
            named = named || r.text.startsWith(QStringLiteral("Hays #1 morale"));
        }
        QVERIFY(named);
        QCOMPARE(play(*w).unitWords().name(unitIndex(s, "c3")), QStringLiteral("Hays #2"));
        QCOMPARE(play(*w).unitWords().name(unitIndex(s, "u1")), QStringLiteral("Iron Brigade"));
    }

    // A game against the computer that has ended cannot be taken back: Undo is off and
    // Ctrl+Z changes nothing.
    void undoIsOffOnceTheGameIsOver() {
        Scenario sc = duel();
        sc.turns = 1;
        auto w = makeWindow(sc);
        QVERIFY(play(*w).start(3));
        play(*w).setPlayer(Side::Confederate, QStringLiteral("greedy"));
        play(*w).setPace(0);
        QVERIFY(play(*w).act(moveAction(unitIndex(play(*w).session().state(), "u1"), {Offset{4, 4}})));
        play(*w).endTurn();
        QVERIFY(turnUntil([&] { return play(*w).session().state().over(); }));
        auto* undo = w->findChild<QAction*>(QStringLiteral("actionPlayUndo"));
        QVERIFY(undo);
        const int n = play(*w).session().actionCount();
        QVERIFY2(!undo->isEnabled(), "Undo is enabled after the game ended");
        QVERIFY(!play(*w).session().canUndo());
        QTest::keyClick(play(*w).board()->viewport(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(play(*w).session().actionCount(), n);
        QVERIFY(play(*w).session().state().over());
    }
};

QTEST_MAIN(TestPlayFollow)
#include "test_play_follow.moc"
