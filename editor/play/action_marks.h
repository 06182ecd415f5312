#pragma once
// What the play board shows of the action just made, or of the one the log is stepped to
// (an ActionMark, its losses flashed a few times), and the computer's side turn gathered
// for the turn summary. A part of play mode of its own: PlayController tells it what
// happened; the board, the tooltips and the summary read it.
#include "editor/play/action_mark.h"
#include "editor/play/computer_turn_log.h"

#include <QObject>

#include <optional>
#include <span>

class QTimer;

namespace muster {

class ActionMarks : public QObject {
    Q_OBJECT
public:
    explicit ActionMarks(QObject* parent);

    // An action was applied: `before` the state it was made in, `after` the state now.
    // `entries` are its log lines; a computer's action joins its side turn's summary.
    void noted(const GameState& before, const Action& a, const GameState& after, int index, bool computer,
               std::span<const LogEntry> entries);
    // The log is stepped back (`past`) to an action (its mark as made; none before the
    // first), or to the present.
    void viewing(bool past, std::optional<ActionMark> mark);
    void lastTakenBack() { last_.reset(); }
    void clear();  // a new game

    // The mark on the board: the viewed action's while stepping the log, else the last.
    const ActionMark* shown() const;
    bool flashOn() const { return flashOn_; }
    const ComputerTurnLog& computerTurns() const { return computerTurns_; }

signals:
    void changed();  // the board redraws

private:
    void flash();

    std::optional<ActionMark> last_;
    std::optional<ActionMark> viewed_;
    bool viewing_ = false;
    QTimer* timer_ = nullptr;
    int flashesLeft_ = 0;
    bool flashOn_ = false;
    ComputerTurnLog computerTurns_;
};

} // namespace muster
