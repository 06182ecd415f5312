#pragma once
// The window's menu bar: File, Edit, View (with Docks), Tools and Help, each action
// registered by id with the mode it works in (action_registry.h). It only builds and
// wires: the work is done by the window's parts (document controller, sheet output, tools).
#include <QObject>

class QMenu;

namespace muster {

class EditMode;
class MainWindow;
class RecentFiles;
class ToolOptionsBar;
class ToolSet;

class WindowMenus : public QObject {
    Q_OBJECT
public:
    WindowMenus(MainWindow* window, EditMode& editing, ToolSet& tools, ToolOptionsBar& options);

    QMenu* docksMenu() const { return docks_; }  // View > Docks: a toggle per dock
    RecentFiles* recentFiles() const { return recent_; }

private:
    void buildFile();
    void buildEdit();
    void buildView();
    void buildTools();
    void buildHelp();

    MainWindow* w_;
    EditMode& editing_;
    ToolSet& tools_;
    ToolOptionsBar& options_;
    QMenu* docks_ = nullptr;
    RecentFiles* recent_ = nullptr;
};

} // namespace muster
