#include "mode_switch.h"

#include "editor/mode/window_mode.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace muster {

void ModeSwitch::swap(WindowMode* prev, WindowMode* next) {
    Left& left = left_[prev->modeId()];
    left.visible.clear();
    left.enabled.clear();
    for (QDockWidget* d : prev->modeDocks())
        if (d->isVisible()) left.visible << d;
    for (QToolBar* t : prev->modeToolBars())
        if (t->isVisible()) left.visible << t;
    for (QAction* a : prev->modeActions()) left.enabled[a] = a->isEnabled();

    if (QWidget* old = window_->takeCentralWidget()) {
        old->hide();
        old->setParent(window_);  // kept (hidden) for the mode's return
    }
    for (QDockWidget* d : prev->modeDocks()) d->hide();
    for (QToolBar* t : prev->modeToolBars()) t->hide();
    for (QMenu* m : prev->modeMenus()) m->menuAction()->setVisible(false);
    for (QAction* a : prev->modeActions()) a->setEnabled(false);

    if (QWidget* c = next->modeCentralWidget()) {
        window_->setCentralWidget(c);
        c->show();
        c->setFocus();
    }
    const auto it = left_.find(next->modeId());
    const bool seen = it != left_.end();
    for (QDockWidget* d : next->modeDocks())
        if (!seen || it->second.visible.contains(d)) d->show();
    for (QToolBar* t : next->modeToolBars())
        if (!seen || it->second.visible.contains(t)) t->show();
    for (QMenu* m : next->modeMenus()) m->menuAction()->setVisible(true);
    for (QAction* a : next->modeActions()) a->setEnabled(seen ? it->second.enabled.value(a, true) : true);
}

} // namespace muster
