#pragma once
// The window's actions and menus by id (as Tiled's ActionManager): every part of the editor
// finds an action here, never by scanning the window or matching a translated title, and
// each action says which mode (editing, playing) it works in.
#include <QList>
#include <QPointer>
#include <QString>

#include <map>

class QAction;
class QMainWindow;
class QMenu;

namespace muster {

class ActionRegistry {
public:
    explicit ActionRegistry(QMainWindow* window) : window_(window) {}

    // `mode` "edit" or "play": the action works only in that mode; empty: in every mode.
    // The action's object name becomes `id`.
    QAction* add(const QString& id, QAction* a, const QString& mode = {});
    QAction* action(const QString& id) const;
    QList<QAction*> ofMode(const QString& mode) const;
    void addMenu(const QString& id, QMenu* menu);
    QMenu* menu(const QString& id) const;
    // Place a menu in the menu bar before another (at the end when there is none).
    void insertMenuBefore(QMenu* m, const QString& beforeId);
    // Place an action in the menu of `afterId`, right after it.
    void insertActionAfter(QAction* a, const QString& afterId);

private:
    struct Entry {
        QPointer<QAction> action;
        QString mode;
    };
    QMainWindow* window_;
    std::map<QString, Entry> actions_;
    std::map<QString, QPointer<QMenu>> menus_;
};

} // namespace muster
