#pragma once
// Ctrl+E (Export) and the window's other Ctrl+letter commands work while a text field has
// focus. On X11 a line edit claims Ctrl+E, Ctrl+K, Ctrl+U and friends for Emacs-style
// editing, which most users never use and which would swallow the window's shortcut; the
// field keeps the keys editing needs (Ctrl+A, C, V, X, Y, Z) and every key without Ctrl.
#include <QObject>

class QMainWindow;

namespace muster {

class WindowShortcutsFirst : public QObject {
public:
    explicit WindowShortcutsFirst(QMainWindow* window);  // filters the window's widgets

protected:
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    QMainWindow* w_;
};

} // namespace muster
