#pragma once
// Swaps the window between its modes (editing, playing; window_mode.h): the leaving mode's
// board, docks, tool bars, menus and actions go, the coming one's come, and what the user
// left open and enabled in a mode is as it was when that mode returns.
#include <QHash>
#include <QList>
#include <QString>

#include <map>

class QAction;
class QMainWindow;
class QWidget;

namespace muster {

class WindowMode;

class ModeSwitch {
public:
    explicit ModeSwitch(QMainWindow* window) : window_(window) {}
    void swap(WindowMode* leaving, WindowMode* coming);

private:
    struct Left {
        QList<QWidget*> visible;
        QHash<QAction*, bool> enabled;
    };
    QMainWindow* window_;
    std::map<QString, Left> left_;  // by mode id
};

} // namespace muster
