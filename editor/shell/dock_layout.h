#pragma once
// The docks as the user keeps them. Locked by default, as many editors offer: a dock is not
// moved, floated or re-docked by a stray drag on its title bar or beside a splitter (the
// splitters still resize, tabs still switch, docks still close); View > Lock Docks
// unlocks them, remembered across runs. View > Reset Layout brings back the layout of a
// first start (the narrow-screen sharing included), in editing mode.
#include <QByteArray>
#include <QObject>

class QAction;
class QDockWidget;

namespace muster {

class MainWindow;

class DockLayout : public QObject {
    Q_OBJECT
public:
    // Call after every dock exists and before the saved layout is restored: the layout at
    // that moment is the one Reset Layout brings back.
    DockLayout(MainWindow* window, const QString& editingMode);

    void reset();
    void setLocked(bool locked);
    bool isLocked() const;
    // Widen a dock group whose tab bar would need scroll arrows (after a restored layout).
    void fitTabs();
    // A dock made later (play mode's) follows the lock too.
    void adopt(QDockWidget* dock);
    void titleChanged();

private:
    MainWindow* w_;
    QByteArray initial_;
    QAction* lock_ = nullptr;
};

} // namespace muster
