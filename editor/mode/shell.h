#pragma once
// What a mode (play), and the parts it is made of, may ask of the window it lives in: the
// window's narrow face. Tiled's editors hold only a QMainWindow*; a mode here also needs
// the window's prompter, document, action registry, docks and recent files. MainWindow
// implements it; a mode never includes MainWindow.
#include <QList>
#include <QString>
#include <Qt>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace muster {

class PlayController;
class Prompter;
class ScenarioDocument;
class WindowMode;
struct Scenario;

class Shell {
public:
    virtual ~Shell() = default;
    // Menus, tool bars, the status bar and the docks are the window's own.
    virtual QMainWindow* mainWindow() = 0;
    virtual Prompter& prompter() const = 0;
    virtual ScenarioDocument* document() const = 0;
    // Push what is typed but not yet committed in a dock's field.
    virtual void commitPendingEdits() = 0;
    virtual void loadScenario(const Scenario& s, const QString& filePath = {}) = 0;

    // Actions by id; `mode`: the action works only in that mode (empty: in every mode).
    virtual QAction* registerAction(const QString& id, QAction* a, const QString& mode = {}) = 0;
    virtual QList<QAction*> actionsOfMode(const QString& mode) const = 0;
    virtual void insertMenuBefore(QMenu* m, const QString& beforeId) = 0;
    virtual void insertActionAfter(QAction* a, const QString& afterId) = 0;

    virtual void setMode(WindowMode* mode) = 0;
    virtual WindowMode* editMode() const = 0;
    virtual void addDockPanel(QDockWidget* dock, Qt::DockWidgetArea area) = 0;

    // File > Open Recent, and a file name (no folder or extension) for the scenario.
    virtual void addRecent(const QString& entry) = 0;
    // A game stored in the open library beside its battle `scenario`, titled `title`.
    virtual void addRecentLibraryGame(qint64 scenario, qint64 game, const QString& title) = 0;
    virtual QString suggestedBaseName() const = 0;
    // Where the next recovered game opens (this window until one was restored here, then
    // a new one each), and that window's play mode.
    virtual Shell* recoveryWindow(bool thisUsed) = 0;
    virtual PlayController* playController() const = 0;
};

} // namespace muster
