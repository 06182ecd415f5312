#include "window_shortcuts_first.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>

namespace muster {

WindowShortcutsFirst::WindowShortcutsFirst(QMainWindow* window) : QObject(window), w_(window) {
    qApp->installEventFilter(this);
}

bool WindowShortcutsFirst::eventFilter(QObject* o, QEvent* e) {
    if (e->type() != QEvent::ShortcutOverride) return false;
    auto* field = qobject_cast<QWidget*>(o);
    if (!field || field->window() != w_ || !(qobject_cast<QLineEdit*>(field) || qobject_cast<QAbstractSpinBox*>(field)))
        return false;
    auto* k = static_cast<QKeyEvent*>(e);
    if (k->modifiers() != Qt::ControlModifier || k->key() < Qt::Key_A || k->key() > Qt::Key_Z) return false;
    switch (k->key()) {
    case Qt::Key_A: case Qt::Key_C: case Qt::Key_V: case Qt::Key_X: case Qt::Key_Y: case Qt::Key_Z: return false;
    default: break;
    }
    const QKeySequence pressed(k->keyCombination());
    for (const QAction* a : w_->findChildren<QAction*>())
        if (a->isEnabled() && a->shortcuts().contains(pressed)) {
            e->ignore();  // not overridden: the shortcut map gives it to the window's action
            return true;
        }
    return false;
}

} // namespace muster
