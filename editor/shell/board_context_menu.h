#pragma once
// The editing board's right-click menu (as Tiled's object tools build theirs): what can be
// done with the unit, the VP markers and the hex under the mouse — edit in the Inspector,
// duplicate, make a reinforcement, delete, select the stack, the hex's terrain effects.
// Each action has an object name ("ctxEditUnit", ...) for tests.
#include <QObject>
#include <QPointF>

class QMenu;
class QWidget;

namespace muster {

class MainWindow;

class BoardContextMenu : public QObject {
    Q_OBJECT
public:
    // Shows itself when the window's board asks for a context menu.
    explicit BoardContextMenu(MainWindow* window);

    // The menu for a point in board pixels (empty off the board); the caller owns it.
    QMenu* menuAt(QPointF boardPos) const;

private:
    MainWindow* w_;
};

} // namespace muster
