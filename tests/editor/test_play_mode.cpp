// Play mode with real widgets: starting and leaving play, acting with the mouse, dice,
// retreat and advance decisions, undo, the log replay, hot-seat hand-over and refusals.
#include "play_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/document/scenario_document.h"
#include "editor/play/game_log_dock.h"
#include "editor/play/play_panel.h"

#include <QApplication>
#include <QDir>
#include <QListWidget>
#include <QMessageBox>
#include <QTimer>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

#include <set>

#include "engine/players/player.h"
#include "engine/rules/game.h"

using namespace muster;
using namespace muster::test;

class TestPlayMode : public QObject {
    Q_OBJECT
private slots:
    void startAndLeaveKeepsTheScenario();
    void errorsAreNamedAndPlayRefused();
    void clickMovesAUnitAndLitMovesEqualMoveOptions();
    void illegalClickShowsTheEngineMessage();
    void fireWithScriptedDice();
    void retreatChoiceAndAdvance();
    void logEntryShowsThePast();
    void hiddenMoraleHandOver();
    void handOverHidesEveryColourInTheLog();
    void contextMenuOffersTheOtherActions();
    void dragAPath();
    void diceAnimationNeverHoldsAClick();
    void undoNeverTakesBackTheComputersTurn();
    void redoPlaysTheUndoneMoveAgain();
};

void TestPlayMode::startAndLeaveKeepsTheScenario() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
    edit::paintTerrain(*w->document(), {{Offset{1, 1}, Terrain::Woods}});  // an edit to keep in the history
    const Scenario before = w->document()->scenario();
    const int undoCount = w->document()->undoStack()->count();
    QWidget* editBoard = w->centralWidget();

    auto* f5 = w->findChild<QAction*>(QStringLiteral("actionPlay"));
    QVERIFY(f5);
    QCOMPARE(f5->shortcut(), QKeySequence(Qt::Key_F5));
    // Warnings only: the engine can play it, so the question is "play anyway?"; say Yes.
    bool asked = false;
    QTimer::singleShot(0, [&asked] {
        if (auto* m = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = true;
            m->button(QMessageBox::Yes)->click();
        }
    });
    f5->trigger();
    QCOMPARE(asked, !w->document()->issues().empty());
    QVERIFY(play(*w).isPlaying());
    QCOMPARE(w->centralWidget(), static_cast<QWidget*>(play(*w).board()));
    QVERIFY(play(*w).panel()->isVisible());
    QVERIFY(play(*w).logDock()->isVisible());
    // The panel shows turn, side to act and AP as the engine has them.
    const GameState& s = play(*w).session().state();
    const QString status = play(*w).panel()->statusLabel()->text();
    QVERIFY2(status.contains(QStringLiteral("Turn 1 of %1").arg(before.turns)), qPrintable(status));
    QVERIFY2(status.contains(QStringLiteral("AP left: <b>%1</b>").arg(s.side(s.active).ap)), qPrintable(status));
    QVERIFY(status.contains(QString::fromUtf8(displayName(s.active).data())));
    // The board shows the game: one piece per unit on the board.
    int onBoard = 0;
    for (const UnitState& u : s.units) onBoard += u.status == UnitStatus::Board;
    int drawn = 0;
    play(*w).board()->boardPainter().board().forEachUnit([&](const BoardUnit&) { ++drawn; });
    QCOMPARE(drawn, onBoard);
    // Editing commands are off while playing.
    auto* saveAs = w->findChild<QAction*>(QStringLiteral("actionSaveAs"));
    QVERIFY(!saveAs->isEnabled());

    w->activateWindow();  // the message box took the focus: keys go to the window again
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    // View > Zoom keys act on the board on screen: play mode's, not the editing board.
    auto* playBoard = play(*w).board();
    auto* editView = qobject_cast<BoardView*>(editBoard);
    QVERIFY(editView);
    const double editZoom = editView->zoom(), playZoom = playBoard->zoom();
    QTest::keyClick(playBoard, Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY2(playBoard->zoom() > playZoom, qPrintable(QString::number(playBoard->zoom())));
    QCOMPARE(editView->zoom(), editZoom);
    QTest::keyClick(playBoard, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(playBoard->zoom(), 1.0);
    QTest::keyClick(play(*w).board(), Qt::Key_Escape);
    QVERIFY(!play(*w).isPlaying());
    QCOMPARE(w->centralWidget(), editBoard);
    QVERIFY(w->document()->scenario() == before);
    QCOMPARE(w->document()->undoStack()->count(), undoCount);
    QVERIFY(saveAs->isEnabled());
    QVERIFY(!play(*w).panel()->isVisible());
}

void TestPlayMode::errorsAreNamedAndPlayRefused() {
    auto w = makeWindow(sampleBattle());  // two infantry stacked in 0604
    QVERIFY(!play(*w).start());
    QVERIFY(!play(*w).isPlaying());
    // In plain words: the rule's name, not its id.
    QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("Too many units in a hex")), qPrintable(play(*w).lastMessage()));
}

void TestPlayMode::clickMovesAUnitAndLitMovesEqualMoveOptions() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
    QVERIFY(play(*w).start(7));
    const GameState& s = play(*w).session().state();
    // Every unit of the side to act: what is lit equals the engine's moveOptions.
    int checked = 0, mover = -1;
    for (int u = 0; u < s.setup().unitCount(); ++u) {
        if (s.sideOf(u) != s.active || s.unit(u).status != UnitStatus::Board) continue;
        play(*w).tool()->select(u);
        std::set<Offset> lit, engine;
        for (const auto& l : play(*w).tool()->lit())
            if (!l.target && l.action.kind == ActionKind::Move) lit.insert(l.hex);
        for (const MoveOption& m : moveOptions(s, u)) engine.insert(m.to);
        QCOMPARE(lit, engine);
        ++checked;
        if (mover < 0 && !engine.empty() && s.typeOf(u) == UnitType::Infantry) mover = u;
    }
    QVERIFY(checked > 3);
    QVERIFY(mover >= 0);
    play(*w).tool()->select(-1);

    // Click the unit, then a lit hex.
    const Offset from = s.setup().offset(s.unit(mover).hex);
    clickPlayHex(*w, from);
    QVERIFY(play(*w).tool()->selected() >= 0);
    const int sel = play(*w).tool()->selected();
    const MoveOption dest = moveOptions(s, sel).front();
    const int apBefore = s.side(s.active).ap;
    clickPlayHex(*w, dest.to);
    QCOMPARE(play(*w).session().actionCount(), 1);
    QCOMPARE(s.setup().offset(s.unit(sel).hex), dest.to);
    QCOMPARE(s.side(s.active).ap, apBefore - dest.ap);
    QCOMPARE(play(*w).tool()->selected(), -1);
    // The board follows: the piece is drawn in its new hex.
    const std::string id = s.setup().unitId(sel);
    QVERIFY(play(*w).board()->boardPainter().board().findUnit(id)->hex == dest.to);
    // A move rolled no dice: it can be taken back, and the state is the replay without it.
    QVERIFY(play(*w).session().canUndo());
    QVERIFY(play(*w).findChild<QObject*>() || true);
    play(*w).undo();
    QCOMPARE(play(*w).session().actionCount(), 0);
    QCOMPARE(s.setup().offset(s.unit(sel).hex), from);
}

void TestPlayMode::illegalClickShowsTheEngineMessage() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1, {6}));
    const std::string before = stateJson(play(*w).session().state());
    clickPlayHex(*w, {4, 5});  // select Iron Brigade
    QCOMPARE(play(*w).tool()->selected(), unitIndex(play(*w).session().state(), "u1"));
    clickPlayHex(*w, {4, 9});  // four hexes away: infantry moves one
    QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("(")), qPrintable(play(*w).lastMessage()));
    QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("u1")), qPrintable(play(*w).lastMessage()));
    QCOMPARE(stateJson(play(*w).session().state()), before);
    QCOMPARE(play(*w).session().actionCount(), 0);
    // A Confederate unit cannot be picked on the Union's turn.
    play(*w).tool()->select(-1);
    clickPlayHex(*w, {10, 8});
    QCOMPARE(play(*w).tool()->selected(), -1);
    QVERIFY(play(*w).lastMessage().contains(QStringLiteral("Union")));
}

void TestPlayMode::fireWithScriptedDice() {
    auto w = makeWindow(duel());
    // AP die 6 (+3), then the fire: 6 6 1 at range 2 (infantry hits on 6) -> 2 hits.
    QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
    const GameState& s = play(*w).session().state();
    clickPlayHex(*w, {4, 5});
    // The target is lit with its exact odds.
    const auto& lit = play(*w).tool()->lit();
    auto t = std::find_if(lit.begin(), lit.end(), [](const PlayTool::Lit& l) { return l.target && l.hex == Offset{6, 5}; });
    QVERIFY(t != lit.end());
    QVERIFY(t->action.kind == ActionKind::Fire);
    QVERIFY2(t->odds.contains(QStringLiteral("0.50 hits")), qPrintable(t->odds));  // 3 dice x 1/6
    clickPlayHex(*w, {6, 5});
    QCOMPARE(play(*w).session().actionCount(), 1);
    QCOMPARE(s.unit(unitIndex(s, "c1")).sp, 2);
    // Log and dice panel.
    QListWidget* log = play(*w).logDock()->list();
    bool found = false;
    for (int i = 0; i < log->count(); ++i)
        found = found || (log->item(i)->text().contains(QStringLiteral("fires at 0605: 6 6 1")) &&
                          log->item(i)->text().contains(QStringLiteral("8.1")));
    QVERIFY(found);
    QCOMPARE(play(*w).lastRolls().size(), std::size_t(1));
    QCOMPARE(play(*w).lastRolls().front().natural, (std::vector<int>{6, 6, 1}));
    QCOMPARE(play(*w).lastRolls().front().hitOn, 6);
    // The board shows 2 SP left.
    QCOMPARE(play(*w).board()->boardPainter().board().findUnit("c1")->sp, 2);
    // Dice were rolled: no undo.
    QVERIFY(!play(*w).session().canUndo());
    QVERIFY(!play(*w).undo());
    QCOMPARE(play(*w).session().actionCount(), 1);
}

void TestPlayMode::retreatChoiceAndAdvance() {
    auto w = makeWindow(duel());
    // AP 6; close combat 4 4 4 -> 3 hits; morale 1 1 1 -> green, Hays (green) retreats.
    QVERIFY(play(*w).start(1, {6, 4, 4, 4, 1, 1, 1}));
    const GameState& s = play(*w).session().state();
    play(*w).tool()->select(unitIndex(s, "u2"));
    auto a = play(*w).tool()->actionAt({6, 5}, true);
    QVERIFY(a && a->kind == ActionKind::Close);
    QVERIFY(play(*w).act(*a));
    QVERIFY(s.pending.kind == DecisionKind::Retreat);
    QVERIFY(s.pending.side == Side::Confederate);
    QVERIFY(s.pending.options.size() >= 2);
    QVERIFY(play(*w).humanMayAct());
    // An unlit hex is refused with the engine's reason.
    clickPlayHex(*w, {9, 2});
    QVERIFY(s.pending.kind == DecisionKind::Retreat);
    QVERIFY(!play(*w).lastMessage().isEmpty());
    const Offset to = s.setup().offset(s.pending.options.back());
    clickPlayHex(*w, to);
    QCOMPARE(unitHex(s, "c1"), to);
    QVERIFY(s.pending.kind == DecisionKind::Advance);
    auto* skip = play(*w).panel()->findChild<QPushButton*>(QStringLiteral("skipAdvanceButton"));
    QVERIFY(skip && skip->isVisible());
    QTest::mouseClick(skip, Qt::LeftButton);
    QVERIFY(s.pending.kind == DecisionKind::None);
    QCOMPARE(unitHex(s, "u2"), (Offset{6, 4}));
    // The rolls in the dice panel: hit dice then the morale dice, in colour.
    QCOMPARE(play(*w).lastRolls().size(), std::size_t(0));  // the skip rolled nothing
}

void TestPlayMode::logEntryShowsThePast() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
    const GameState& s = play(*w).session().state();
    QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
    QVERIFY(play(*w).act(fireAction(unitIndex(s, "u2"), {6, 5})));
    const std::string now = stateJson(s);
    QListWidget* log = play(*w).logDock()->list();
    int moveRow = -1;
    for (int i = 0; i < log->count(); ++i)
        if (log->item(i)->text().startsWith(QStringLiteral("[1]"))) moveRow = i;
    QVERIFY(moveRow >= 0);
    QTest::mouseClick(log->viewport(), Qt::LeftButton, {}, log->visualItemRect(log->item(moveRow)).center());
    QVERIFY(play(*w).viewingPast());
    QCOMPARE(play(*w).viewedActions(), 1);
    QCOMPARE(stateJson(play(*w).shownState()), stateJson(play(*w).session().stateAfter(1)));
    QCOMPARE(play(*w).board()->boardPainter().board().findUnit("c1")->sp, 4);  // before the fire
    QVERIFY(!play(*w).humanMayAct());  // read-only
    auto* back = w->findChild<QAction*>(QStringLiteral("actionStepBack"));
    back->trigger();
    QCOMPARE(play(*w).viewedActions(), 0);
    QVERIFY(play(*w).board()->boardPainter().board().findUnit("u1")->hex == (Offset{4, 5}));
    w->findChild<QAction*>(QStringLiteral("actionStepForward"))->trigger();
    w->findChild<QAction*>(QStringLiteral("actionStepForward"))->trigger();
    QVERIFY(!play(*w).viewingPast());
    QCOMPARE(stateJson(play(*w).shownState()), now);
}

void TestPlayMode::hiddenMoraleHandOver() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1));
    auto* box = play(*w).panel()->findChild<QCheckBox*>(QStringLiteral("hiddenMorale"));
    QVERIFY(box);
    box->setChecked(true);
    // The Union is to act: Confederate colours are not drawn, Union ones are.
    const BoardContext& shown = play(*w).board()->boardPainter().board();
    QVERIFY(!shown.findUnit("c1")->morale);
    QVERIFY(shown.findUnit("u1")->morale);
    play(*w).endTurn();
    QVERIFY(play(*w).handOverShown());
    QVERIFY(!play(*w).humanMayAct());
    QVERIFY(!play(*w).board()->boardPainter().board().findUnit("u1")->morale);  // board covered: nothing shown
    auto* ready = play(*w).board()->findChild<QPushButton*>(QStringLiteral("handOverReady"));
    QVERIFY(ready);
    QTest::mouseClick(ready, Qt::LeftButton);
    QVERIFY(!play(*w).handOverShown());
    QVERIFY(play(*w).board()->boardPainter().board().findUnit("c1")->morale);
    QVERIFY(!play(*w).board()->boardPainter().board().findUnit("u1")->morale);
}

// While the screen is passed, either player may be at it: the Game Log beside the hand-over
// screen shows no side's morale colours, not even those of the side that just played.
void TestPlayMode::handOverHidesEveryColourInTheLog() {
    Scenario sc = duel();
    sc.optionalRules.push_back("11.1");  // a morale check (the Union's colour) before close combat
    auto w = makeWindow(sc);
    QVERIFY(play(*w).start(1, {4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}));
    play(*w).panel()->findChild<QCheckBox*>(QStringLiteral("hiddenMorale"))->setChecked(true);
    QVERIFY(play(*w).act(closeAction(unitIndex(play(*w).session().state(), "u2"), {6, 5})));
    auto* dock = w->findChild<GameLogDock*>();
    QVERIFY(dock);
    auto* log = dock->findChild<QListWidget*>();
    QVERIFY(log);
    auto rowsWithColours = [&] {
        QStringList found;
        for (int i = 0; i < log->count(); ++i)
            for (const char* colour : {"green", "black", "gold"})
                if (log->item(i)->text().contains(QLatin1String(colour), Qt::CaseInsensitive)) found << log->item(i)->text();
        return found;
    };
    QVERIFY2(!rowsWithColours().isEmpty(), "the Union player sees his own unit's morale check");
    play(*w).endTurn();
    QVERIFY(play(*w).handOverShown());
    QVERIFY2(rowsWithColours().isEmpty(), qPrintable(rowsWithColours().join('\n')));
    QTest::mouseClick(play(*w).board()->findChild<QPushButton*>(QStringLiteral("handOverReady")), Qt::LeftButton);
    QVERIFY(!play(*w).handOverShown());
}

void TestPlayMode::contextMenuOffersTheOtherActions() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1, {6}));
    const auto items = play(*w).tool()->menuFor({6, 4});
    bool close = false, fire = false, end = false;
    for (const auto& it : items) {
        close = close || (it.action && it.action->kind == ActionKind::Close);
        fire = fire || (it.action && it.action->kind == ActionKind::Fire);
        end = end || (it.action && it.action->kind == ActionKind::EndTurn);
    }
    QVERIFY(close && fire && end);
    // Choosing close combat from the menu applies it.
    for (const auto& it : items)
        if (it.action && it.action->kind == ActionKind::Close) {
            play(*w).tool()->runMenuItem(it);
            break;
        }
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY(play(*w).session().record().actions.front().kind == ActionKind::Close);
}

void TestPlayMode::dragAPath() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1, {6}));
    clickPlayHex(*w, {4, 5});  // select Iron Brigade, then drag it two hexes west
    const std::vector<Offset> path{{4, 5}, {3, 5}, {2, 5}};
    BoardView* v = play(*w).board();
    QTest::mouseMove(v->viewport(), v->viewportPos(path.front()));
    QTest::mousePress(v->viewport(), Qt::LeftButton, {}, v->viewportPos(path.front()));
    for (std::size_t i = 1; i < path.size(); ++i) QTest::mouseMove(v->viewport(), v->viewportPos(path[i]));
    QTest::mouseRelease(v->viewport(), Qt::LeftButton, {}, v->viewportPos(path.back()));
    QCOMPARE(play(*w).session().actionCount(), 1);
    const Action& a = play(*w).session().record().actions.front();
    QVERIFY(a.kind == ActionKind::Move);
    QCOMPARE(a.path, (std::vector<Offset>{{3, 5}, {2, 5}}));
    QCOMPARE(unitHex(play(*w).session().state(), "u1"), (Offset{2, 5}));
}

namespace {
// A computer player whose first choice is a move (no dice rolled, so the session itself
// would let it be taken back), then the end of its turn.
class MoveOncePlayer : public Player {
public:
    std::string name() const override { return "test-move-once"; }
    Action choose(const GameState& s) override {
        if (!moved_)
            for (const Action& a : legalActions(s))
                if (a.kind == ActionKind::Move) {
                    moved_ = true;
                    return a;
                }
        return endTurnAction();
    }

private:
    bool moved_ = false;
};
} // namespace

void TestPlayMode::undoNeverTakesBackTheComputersTurn() {
    registerPlayer("test-move-once", [](std::uint64_t) { return std::make_unique<MoveOncePlayer>(); });
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(3));
    play(*w).setPace(PlayController::kStepPace);  // the computer waits after each action
    const Side side = play(*w).session().state().toAct();
    play(*w).setPlayer(side, QStringLiteral("test-move-once"));
    // At Step pace the computer waits for Next action before each of its actions.
    for (int turns = 0; turns < 20000 && !play(*w).computerWaiting(); ++turns) QTest::qWait(1);
    play(*w).nextAction();
    for (int turns = 0; turns < 20000 && play(*w).session().actionCount() < 1; ++turns) QTest::qWait(1);
    for (int turns = 0; turns < 20000 && !play(*w).computerWaiting(); ++turns) QTest::qWait(1);
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY(play(*w).session().state().toAct() == side);  // still the computer's turn
    QVERIFY(play(*w).session().canUndo());                // a move: only whose turn it is forbids it

    auto* undoButton = w->findChild<QPushButton*>(QStringLiteral("undoButton"));
    QVERIFY(undoButton);
    QVERIFY(!undoButton->isEnabled());
    QVERIFY(!play(*w).undo());
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("computer")), qPrintable(play(*w).lastMessage()));
}


// The dice tumble after a fire, but the game has moved on already: a click during the
// animation acts at once and cuts it short; at pace "At once" there is no animation.
void TestPlayMode::diceAnimationNeverHoldsAClick() {
    auto w = makeWindow(duel());
    DicePanel* dice = play(*w).panel()->dice();
    dice->setAnimationMs(60000);  // far longer than the test: it is running when we click
    QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
    const GameState& s = play(*w).session().state();
    clickPlayHex(*w, {4, 5});
    clickPlayHex(*w, {6, 5});  // u1 fires: 6 6 1
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY(dice->isVisible());
    QVERIFY(dice->animating());
    QCOMPARE(s.unit(unitIndex(s, "c1")).sp, 2);  // the result is already on the board
    QCOMPARE(s.pending.kind, DecisionKind::None);
    // What the tumbling dice look like (looked at; not compared).
    QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
    QVERIFY(dice->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/play-dice-rolling.png")));
    // Click on: u2 moves at once (the clicks are handled without turning the event loop,
    // so nothing waits for the animation), and the dice stop tumbling.
    const int u2 = unitIndex(s, "u2");
    clickPlayHex(*w, unitHex(s, "u2"));
    QCOMPARE(play(*w).tool()->selected(), u2);
    const Offset to = moveOptions(s, u2).front().to;
    clickPlayHex(*w, to);
    QCOMPARE(play(*w).session().actionCount(), 2);
    QCOMPARE(unitHex(s, "u2"), to);
    QVERIFY(!dice->animating());
    // At pace "At once" (0) new dice are shown at once.
    play(*w).stop();
    play(*w).setPace(0);
    QVERIFY(play(*w).start(1, {6, 6, 6, 1}));
    QVERIFY(play(*w).act(fireAction(unitIndex(play(*w).session().state(), "u1"), {6, 5})));
    QCOMPARE(play(*w).lastRolls().size(), std::size_t(1));
    QVERIFY(!dice->animating());
}



// Redo (Ctrl+Shift+Z) plays again the move Undo took back; another action ends Redo.
void TestPlayMode::redoPlaysTheUndoneMoveAgain() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(1, {6}));
    const GameState& s = play(*w).session().state();
    const int u1 = unitIndex(s, "u1");
    const auto moves = moveOptions(s, u1);
    QVERIFY(moves.size() >= 2);
    auto* redo = w->findChild<QAction*>(QStringLiteral("actionPlayRedo"));
    QVERIFY(redo);
    QVERIFY(!redo->isEnabled());
    const Offset from = s.setup().offset(s.unit(u1).hex);
    clickPlayHex(*w, from);
    clickPlayHex(*w, moves[0].to);
    const std::string after = stateJson(s);
    QVERIFY(play(*w).undo());
    QCOMPARE(s.setup().offset(s.unit(u1).hex), from);
    QVERIFY(redo->isEnabled());
    QTest::keySequence(w.get(), QKeySequence(QKeySequence::Redo));
    QCOMPARE(play(*w).session().actionCount(), 1);
    QCOMPARE(stateJson(s), after);
    QVERIFY(!redo->isEnabled());
    // Taken back again, then another move: nothing left to redo.
    QVERIFY(play(*w).undo());
    clickPlayHex(*w, from);
    clickPlayHex(*w, moves[1].to);
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY(!redo->isEnabled());
    QVERIFY(!play(*w).redo());
}

QTEST_MAIN(TestPlayMode)
#include "test_play_mode.moc"
