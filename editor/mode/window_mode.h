#pragma once
// A way of using the main window (editing the scenario, playing it) and what it puts in
// the window: a central widget, docks, tool bars, menus and the actions that work only in
// it. The window shows one mode at a time (MainWindow::setMode): it puts the mode's central
// widget in place, shows its docks (those the user left open), tool bars and menus, and
// enables its actions; the other mode's are hidden and disabled as they were, to come back
// the same. Actions of no mode (zoom, labels, quit, help, View > Docks) work in every mode.
#include <QList>
#include <QString>

class QAction;
class QDockWidget;
class QMenu;
class QToolBar;
class QWidget;

namespace muster {

class WindowMode {
public:
    virtual ~WindowMode() = default;
    virtual QString modeId() const = 0;
    virtual QWidget* modeCentralWidget() const = 0;
    virtual QList<QDockWidget*> modeDocks() const = 0;
    virtual QList<QToolBar*> modeToolBars() const = 0;
    virtual QList<QMenu*> modeMenus() const = 0;      // shown only in this mode
    virtual QList<QAction*> modeActions() const = 0;  // enabled only in this mode
};

} // namespace muster
