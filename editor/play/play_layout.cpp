// PlayController: turning the editing window into a game table and back. The editing
// board, docks, toolbars and editing commands are put aside as they were (not destroyed)
// while playing, and come back exactly so.
#include "play_controller.h"

#include "editor/main_window.h"
#include "editor/play/game_log_dock.h"
#include "editor/play/hand_over.h"
#include "editor/play/play_tool.h"
#include "editor/view/board_view.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QToolBar>

#include <algorithm>

namespace muster {

void PlayController::enterPlayLayout() {
    playing_ = true;
    // Put the editing board aside (it and its document stay as they are).
    editView_ = w_->takeCentralWidget();
    if (editView_) editView_->hide();
    w_->setCentralWidget(view_);
    view_->show();
    view_->setFocus();
    for (QDockWidget* d : w_->findChildren<QDockWidget*>())
        if (d != panelDock_ && d != logDock_ && d->isVisible()) {
            hidden_.push_back(d);
            d->hide();
        }
    for (QToolBar* t : w_->findChildren<QToolBar*>())
        if (t != toolbar_ && t->isVisible()) {
            hidden_.push_back(t);
            t->hide();
        }
    // Editing commands would change a scenario that is not on screen: off while playing.
    const auto own = [this](QAction* a) { return std::find(ownActions_.begin(), ownActions_.end(), a) != ownActions_.end(); };
    for (QAction* a : w_->findChildren<QAction*>()) {
        const QKeySequence key = a->shortcut();
        const bool keep = !key.isEmpty() && (key == QKeySequence(QKeySequence::Quit) || key == QKeySequence(QKeySequence::HelpContents));
        if (own(a) || a->menu() || !a->isEnabled() || keep || a->objectName() == QLatin1String("showLabels") ||
            a->property("keptInPlay").toBool())
            continue;
        if (qobject_cast<QDockWidget*>(a->parent())) continue;  // View > Docks toggles
        bool inMenuOnly = false;
        for (QObject* o : a->associatedObjects())
            if (auto* m = qobject_cast<QMenu*>(o); m && (m->title().contains(tr("Help")) || m->title().contains(tr("Docks"))))
                inMenuOnly = true;
        if (inMenuOnly) continue;
        disabled_.emplace_back(a, true);
        a->setEnabled(false);
    }
    for (QAction* a : ownActions_) a->setEnabled(true);
    panelDock_->show();
    logDock_->show();
    // View > Docks: the game's docks in, the editing docks (hidden while playing) out.
    for (QDockWidget* d : w_->findChildren<QDockWidget*>())
        d->toggleViewAction()->setVisible(d == panelDock_ || d == logDock_);
    emit modeChanged(true);
}

void PlayController::leavePlayLayout() {
    playing_ = false;
    handOver_->hide();
    tool_->cancel();
    panelDock_->hide();
    logDock_->hide();
    for (QDockWidget* d : w_->findChildren<QDockWidget*>())
        d->toggleViewAction()->setVisible(d != panelDock_ && d != logDock_);
    QWidget* play = w_->takeCentralWidget();
    if (play) {
        play->hide();
        play->setParent(nullptr);
    }
    if (editView_) {
        w_->setCentralWidget(editView_);
        editView_->show();
        editView_->setFocus();
    }
    editView_ = nullptr;
    for (auto& [a, was] : disabled_)
        if (a) a->setEnabled(was);
    disabled_.clear();
    for (auto& wdg : hidden_)
        if (wdg) wdg->show();
    hidden_.clear();
    for (QAction* a : ownActions_)
        if (a != playAction_) a->setEnabled(false);
}

} // namespace muster
