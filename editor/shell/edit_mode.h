#pragma once
// Editing, as one of the window's modes: the board view over the scenario document, the
// editing docks and tool bars, the Edit and Tools menus and the editing actions (those the
// window registered for the mode "edit").
#include "editor/mode/window_mode.h"

#include <QList>

namespace muster {

class MainWindow;

class EditMode : public WindowMode {
public:
    explicit EditMode(MainWindow* w) : w_(w) {}
    QString modeId() const override { return QStringLiteral("edit"); }
    QWidget* modeCentralWidget() const override;
    QList<QDockWidget*> modeDocks() const override { return docks_; }
    QList<QToolBar*> modeToolBars() const override { return toolBars_; }
    QList<QMenu*> modeMenus() const override { return menus_; }
    QList<QAction*> modeActions() const override;

    void addDock(QDockWidget* d) { docks_ << d; }
    void addToolBar(QToolBar* t) { toolBars_ << t; }
    void addMenu(QMenu* m) { menus_ << m; }

private:
    MainWindow* w_;
    QList<QDockWidget*> docks_;
    QList<QToolBar*> toolBars_;
    QList<QMenu*> menus_;
};

} // namespace muster
