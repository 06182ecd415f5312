#pragma once
// Two people at one screen (or one against the computer): whose morale colours are hidden,
// the hand-over screen that covers the board between the two players when they are, and
// the table rule for Undo: a player takes back only an action of their own.
#include "model/types.h"

#include <QObject>
#include <QString>

#include <optional>

class QWidget;

namespace muster {

class ComputerTurns;
class GameState;
class HandOverScreen;
class PlaySession;

class HotSeat : public QObject {
    Q_OBJECT
public:
    HotSeat(const ComputerTurns& players, QWidget* board, QObject* parent = nullptr);

    void setHiddenMorale(bool on, std::optional<Side> toAct);
    bool hiddenMorale() const { return hiddenMorale_; }
    // The board is covered until the next player says they are ready.
    bool covered() const;
    void uncover(Side toAct);
    void hide();
    // After every change: cover the board when the decision passes to the other person.
    void afterChange(const GameState& now);
    // Whose colours the board hides (none when morale is shown).
    std::optional<Side> moraleHiddenFrom(const GameState& shown, bool active) const;
    // Why the person at the screen may not take back the last action (empty: they may).
    QString undoRefusal(const PlaySession& session) const;
    void forget(std::optional<Side> toAct) { lastHumanSide_ = toAct; }

signals:
    void ready();  // the hand-over was accepted

private:
    const ComputerTurns& players_;
    HandOverScreen* handOver_;
    bool hiddenMorale_ = false;
    std::optional<Side> lastHumanSide_;
};

} // namespace muster
