// MainWindow: actions and menus by id (action_registry.h) and the swap between its modes
// (mode_switch.h), as one-line forwards other parts of the editor call.
#include "main_window.h"

#include "editor/shell/action_registry.h"
#include "editor/shell/edit_mode.h"
#include "editor/shell/mode_switch.h"
#include "editor/view/board_view.h"

namespace muster {

QWidget* EditMode::modeCentralWidget() const { return w_->view(); }
QList<QAction*> EditMode::modeActions() const { return w_->actionsOfMode(modeId()); }

WindowMode* MainWindow::editMode() const { return editMode_.get(); }
QAction* MainWindow::registerAction(const QString& id, QAction* a, const QString& mode) { return actions_->add(id, a, mode); }
QAction* MainWindow::action(const QString& id) const { return actions_->action(id); }
QList<QAction*> MainWindow::actionsOfMode(const QString& mode) const { return actions_->ofMode(mode); }
void MainWindow::registerMenu(const QString& id, QMenu* menu) { actions_->addMenu(id, menu); }
QMenu* MainWindow::menu(const QString& id) const { return actions_->menu(id); }
void MainWindow::insertMenuBefore(QMenu* m, const QString& beforeId) { actions_->insertMenuBefore(m, beforeId); }
void MainWindow::insertActionAfter(QAction* a, const QString& afterId) { actions_->insertActionAfter(a, afterId); }

void MainWindow::setMode(WindowMode* next) {
    if (!next || next == mode_) return;
    modes_->swap(mode_, next);
    mode_ = next;
    emit modeSwapped(next->modeId());
}

} // namespace muster
