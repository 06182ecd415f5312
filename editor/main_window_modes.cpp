// MainWindow: actions and menus registered by id, and swapping the window between its
// modes (editing, playing; editor/window_mode.h).
#include "main_window.h"

#include "editor/edit_mode.h"
#include "editor/view/board_view.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QToolBar>

namespace muster {

QWidget* EditMode::modeCentralWidget() const { return w_->view(); }
QList<QAction*> EditMode::modeActions() const { return w_->actionsOfMode(modeId()); }

WindowMode* MainWindow::editMode() const { return editMode_.get(); }

QAction* MainWindow::registerAction(const QString& id, QAction* a, const QString& mode) {
    a->setObjectName(id);
    actions_[id] = {a, mode};
    return a;
}

QAction* MainWindow::action(const QString& id) const {
    const auto it = actions_.find(id);
    return it == actions_.end() ? nullptr : it->second.action.data();
}

QList<QAction*> MainWindow::actionsOfMode(const QString& mode) const {
    QList<QAction*> out;
    for (const auto& [id, reg] : actions_)
        if (reg.mode == mode && reg.action) out << reg.action.data();
    return out;
}

void MainWindow::registerMenu(const QString& id, QMenu* menu) {
    menu->setObjectName(id);
    menus_[id] = menu;
}

QMenu* MainWindow::menu(const QString& id) const {
    const auto it = menus_.find(id);
    return it == menus_.end() ? nullptr : it->second.data();
}

void MainWindow::insertMenuBefore(QMenu* m, const QString& beforeId) {
    QMenu* before = menu(beforeId);
    if (before) menuBar()->insertMenu(before->menuAction(), m);
    else menuBar()->addMenu(m);
}

void MainWindow::insertActionAfter(QAction* a, const QString& afterId) {
    QAction* after = action(afterId);
    if (!after) return;
    for (QObject* o : after->associatedObjects())
        if (auto* m = qobject_cast<QMenu*>(o)) {
            const QList<QAction*> acts = m->actions();
            const int i = acts.indexOf(after);
            m->insertAction(i + 1 < acts.size() ? acts[i + 1] : nullptr, a);
            return;
        }
}

void MainWindow::setMode(WindowMode* next) {
    if (!next || next == mode_) return;
    WindowMode* prev = mode_;
    // What the user left open in this mode comes back when it returns.
    auto& left = modeState_[prev->modeId()];
    left.visible.clear();
    left.enabled.clear();
    for (QDockWidget* d : prev->modeDocks())
        if (d->isVisible()) left.visible << d;
    for (QToolBar* t : prev->modeToolBars())
        if (t->isVisible()) left.visible << t;
    for (QAction* a : prev->modeActions()) left.enabled[a] = a->isEnabled();

    if (QWidget* old = takeCentralWidget()) {
        old->hide();
        old->setParent(this);  // kept (hidden) for the mode's return
    }
    for (QDockWidget* d : prev->modeDocks()) d->hide();
    for (QToolBar* t : prev->modeToolBars()) t->hide();
    for (QMenu* m : prev->modeMenus()) m->menuAction()->setVisible(false);
    for (QAction* a : prev->modeActions()) a->setEnabled(false);

    mode_ = next;
    if (QWidget* c = next->modeCentralWidget()) {
        setCentralWidget(c);
        c->show();
        c->setFocus();
    }
    const auto it = modeState_.find(next->modeId());
    const bool seen = it != modeState_.end();
    for (QDockWidget* d : next->modeDocks())
        if (!seen || it->second.visible.contains(d)) d->show();
    for (QToolBar* t : next->modeToolBars())
        if (!seen || it->second.visible.contains(t)) t->show();
    for (QMenu* m : next->modeMenus()) m->menuAction()->setVisible(true);
    for (QAction* a : next->modeActions()) a->setEnabled(seen ? it->second.enabled.value(a, true) : true);
    emit modeSwapped(next->modeId());
}

} // namespace muster
