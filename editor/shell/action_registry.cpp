#include "action_registry.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace muster {

QAction* ActionRegistry::add(const QString& id, QAction* a, const QString& mode) {
    a->setObjectName(id);
    actions_[id] = {a, mode};
    return a;
}

QAction* ActionRegistry::action(const QString& id) const {
    const auto it = actions_.find(id);
    return it == actions_.end() ? nullptr : it->second.action.data();
}

QList<QAction*> ActionRegistry::ofMode(const QString& mode) const {
    QList<QAction*> out;
    for (const auto& [id, e] : actions_)
        if (e.mode == mode && e.action) out << e.action.data();
    return out;
}

void ActionRegistry::addMenu(const QString& id, QMenu* menu) {
    menu->setObjectName(id);
    menus_[id] = menu;
}

QMenu* ActionRegistry::menu(const QString& id) const {
    const auto it = menus_.find(id);
    return it == menus_.end() ? nullptr : it->second.data();
}

void ActionRegistry::insertMenuBefore(QMenu* m, const QString& beforeId) {
    QMenu* before = menu(beforeId);
    if (before) window_->menuBar()->insertMenu(before->menuAction(), m);
    else window_->menuBar()->addMenu(m);
}

void ActionRegistry::insertActionAfter(QAction* a, const QString& afterId) {
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

} // namespace muster
