#pragma once
// The window's status bar: the hint of the tool in hand (the editing tool's or, in play,
// the play tool's), the hex under the cursor with its terrain and units, and the zoom.
#include "model/hex.h"

#include <QObject>

#include <optional>

class QLabel;
class QMainWindow;

namespace muster {

class BoardView;
class ScenarioDocument;

class StatusHints : public QObject {
    Q_OBJECT
public:
    StatusHints(QMainWindow* window, ScenarioDocument* doc, BoardView* view);
    void setHint(const QString& hint);
    QString hint() const;
    // The hex under the cursor (none: off the board).
    void showHex(std::optional<Offset> hex);

private:
    ScenarioDocument* doc_;
    BoardView* view_;
    QLabel* hex_ = nullptr;
    QLabel* terrain_ = nullptr;
    QLabel* hint_ = nullptr;
};

} // namespace muster
