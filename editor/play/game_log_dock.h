#pragma once
// The game log dock: every action and roll in words with its rule sections. Clicking an
// entry shows the board as it was after that action (a read-only replay of the record);
// Alt+Left/Alt+Right step through, Alt+End returns to the present.
#include <QDockWidget>

class QListWidget;
class QLabel;

namespace muster {

class PlayController;

class GameLogDock : public QDockWidget {
    Q_OBJECT
public:
    GameLogDock(PlayController* pc, QWidget* parent = nullptr);
    QListWidget* list() const { return list_; }
    // Actions applied when the entry's row is shown (the replay point it stands for).
    int actionsAt(int row) const;

private:
    void rebuild();

    PlayController* pc_;
    QListWidget* list_;
    QLabel* banner_;
};

} // namespace muster
