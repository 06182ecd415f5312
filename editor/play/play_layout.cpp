// PlayController as the window's play mode: its actions (registered with the window by
// id), the Play menu and tool bar, and what the mode puts in the window. The window swaps
// the editing mode's board, docks, tool bars and actions for these (MainWindow::setMode)
// and back, exactly as they were.
#include "play_controller.h"

#include "editor/mode/shell.h"
#include "editor/play/game_log_dock.h"
#include "editor/play/hot_seat.h"
#include "editor/play/play_tool.h"
#include "editor/view/board_view.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace muster {

void PlayController::buildActions() {
    auto add = [this](const QString& text, const QKeySequence& key, const char* name, auto slot, bool own = true) {
        auto* a = new QAction(text, w_->mainWindow());
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        // Play's own actions work only while playing; F5, New Game and Restart in both modes.
        w_->registerAction(QString::fromLatin1(name), a, own ? modeId() : QString());
        if (own) ownActions_.push_back(a);
        return a;
    };
    playAction_ = add(tr("&Play"), QKeySequence(Qt::Key_F5), "actionPlay", [this] { toggle(); }, false);
    playAction_->setCheckable(true);
    playAction_->setToolTip(tr("Play the battle by the rules (F5); F5 or Escape returns to editing"));
    QAction* newGame = add(tr("&New Game"), QKeySequence(), "actionNewGame", [this] { this->newGame(); }, false);
    newGame->setStatusTip(tr("Start a new game of the scenario (asks first about a game not saved)"));
    QAction* restartGame = add(tr("&Restart"), QKeySequence(), "actionRestartGame", [this] { restart(); }, false);
    restartGame->setStatusTip(tr("Play the same set-up again from the start, with new dice"));
    QAction* leave = add(tr("&Return to Editing"), QKeySequence(Qt::Key_Escape), "actionLeavePlay", [this] {
        if (tool_->selected() >= 0) tool_->cancel();
        else if (viewingPast()) viewAfter(session_.actionCount());
        else stop();
    });
    saveGameAction_ = add(tr("Save &Game..."), QKeySequence(tr("Ctrl+Shift+S")), "actionSaveGame", [this] { store_->saveAsked(); });
    undoAction_ = add(tr("&Undo Last Action"), QKeySequence(QKeySequence::Undo), "actionPlayUndo", [this] { undo(); });
    redoAction_ = add(tr("&Redo Action"), QKeySequence(QKeySequence::Redo), "actionPlayRedo", [this] { redo(); });
    redoAction_->setStatusTip(tr("Play again the action Undo took back"));
    endTurnAction_ = add(tr("&End Turn"), QKeySequence(tr("Ctrl+Return")), "actionEndTurn", [this] { endTurn(); });
    QAction* back = add(tr("Step &Back"), QKeySequence(tr("Alt+Left")), "actionStepBack", [this] { stepBack(); });
    QAction* forward = add(tr("Step &Forward"), QKeySequence(tr("Alt+Right")), "actionStepForward", [this] { stepForward(); });
    QAction* present = add(tr("Back to the &Present"), QKeySequence(tr("Alt+End")), "actionPresent",
                           [this] { viewAfter(session_.actionCount()); });
    QAction* next = add(tr("&Next Computer Action"), QKeySequence(Qt::Key_N), "actionNextAction", [this] { nextAction(); });
    for (QAction* a : ownActions_) a->setEnabled(false);
    // Restart needs a game; New Game and Play always work.
    restartGame->setEnabled(false);
    connect(this, &PlayController::stateChanged, restartGame, [this, restartGame] { restartGame->setEnabled(session_.active()); });

    menu_ = new QMenu(tr("&Play"), w_->mainWindow()->menuBar());
    menu_->setObjectName(QStringLiteral("menuPlay"));
    menu_->addActions({playAction_, leave});
    menu_->addSeparator();
    menu_->addActions({newGame, restartGame});
    menu_->addSeparator();
    menu_->addActions({endTurnAction_, undoAction_, redoAction_, next});
    menu_->addSeparator();
    menu_->addActions({back, forward, present});
    menu_->addSeparator();
    menu_->addAction(saveGameAction_);
    w_->insertMenuBefore(menu_, QStringLiteral("menuHelp"));
    // File > Save Game beside Save As, as players look for it there.
    w_->insertActionAfter(saveGameAction_, QStringLiteral("actionSaveAs"));
    toolbar_ = w_->mainWindow()->addToolBar(tr("Play"));
    toolbar_->setObjectName(QStringLiteral("PlayToolBar"));
    toolbar_->addActions({playAction_, endTurnAction_, undoAction_});
    w_->mainWindow()->addActions({playAction_, newGame, restartGame});
    for (QAction* a : ownActions_) w_->mainWindow()->addAction(a);  // shortcuts work with the menus closed
}

QWidget* PlayController::modeCentralWidget() const { return view_; }
QList<QDockWidget*> PlayController::modeDocks() const { return {panelDock_, logDock_}; }
// The Play tool bar stays in both modes: F5 starts from it.
QList<QToolBar*> PlayController::modeToolBars() const { return {}; }
QList<QMenu*> PlayController::modeMenus() const { return {}; }
QList<QAction*> PlayController::modeActions() const { return w_->actionsOfMode(modeId()); }

void PlayController::enterPlayLayout() {
    playing_ = true;
    w_->setMode(this);
    // View > Docks: the game's docks in, the editing docks (put aside while playing) out.
    for (QDockWidget* d : w_->mainWindow()->findChildren<QDockWidget*>())
        d->toggleViewAction()->setVisible(d == panelDock_ || d == logDock_);
    view_->setFocus();
    emit modeChanged(true);
}

void PlayController::leavePlayLayout() {
    playing_ = false;
    hotSeat_->hide();
    tool_->cancel();
    w_->setMode(w_->editMode());
    for (QDockWidget* d : w_->mainWindow()->findChildren<QDockWidget*>())
        d->toggleViewAction()->setVisible(d != panelDock_ && d != logDock_);
}

} // namespace muster
