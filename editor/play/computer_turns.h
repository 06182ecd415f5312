#pragma once
// The computer's turns in a game: who plays each side (a person, or a registered player
// with its seed), the pace between computer actions, and the thinking, which runs on a
// worker thread so the window never blocks. An answer that comes back after the game moved
// on (cancel() was called meanwhile) is dropped.
#include "engine/io/game_json.h"
#include "model/types.h"

#include <QObject>
#include <QString>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QThread;
class QTimer;

namespace muster {

// The seat of a person (game_json.h's kHumanSeat) as the editor's player name.
inline QString humanSeat() { return QString::fromLatin1(kHumanSeat.data(), qsizetype(kHumanSeat.size())); }

class Player;
class PlaySession;

class ComputerTurns : public QObject {
    Q_OBJECT
public:
    // `mayMove` says whether the game on screen may go on now (playing, at the present).
    ComputerTurns(const PlaySession& session, std::function<bool()> mayMove, QObject* parent = nullptr);
    ~ComputerTurns() override;

    // humanSeat() or a registered player name; `seed` for a computer player (default: one
    // derived from the game's seed and the side).
    void setPlayer(Side side, const QString& name, std::optional<std::uint64_t> seed = std::nullopt);
    QString player(Side side) const { return names_[idx(side)]; }
    bool isHuman(Side side) const { return names_[idx(side)] == humanSeat(); }
    bool bothHuman() const { return isHuman(Side::Union) && isHuman(Side::Confederate); }
    // The seed the side's computer player uses (none for a person).
    std::optional<std::uint64_t> seed(Side side) const;
    // Milliseconds between actions; kStep: each action waits for next().
    static constexpr int kStep = -1;
    void setPace(int ms);
    int pace() const { return paceMs_; }
    // The computer's next action now, without waiting out the pace (the only way on at kStep).
    void next();
    // The computer is to act and waits for the pace or for next().
    bool waiting() const;
    bool thinking() const { return thinking_ != nullptr; }

    // The cap on the computer's thinking in one side-turn, in ms (kNoCap: none). Interactive
    // play only: when it cuts a search short the player answers with its best so far, and the
    // game no longer repeats from its seed (said in a message and kept in the saved game).
    static constexpr int kNoCap = -1;
    void setCapMs(int ms) { capMs_ = ms < 0 ? kNoCap : ms; }
    int capMs() const { return capMs_; }
    // A computer turn of this game was cut short by the cap.
    bool cutShort() const { return cutShort_; }

    // The players and pace as a game file keeps them, and back.
    GamePlayers players() const;
    void setPlayers(const GamePlayers& p);
    // A new game: computer players start again from their seeds.
    void resetPlayers();

    // The side to act is the computer's: ask it for an action after the pace.
    void schedule();
    // Stop any thinking and drop its answer.
    void cancel();
    // The game changed: an answer still on its way is for a state that is gone.
    void gameMoved() { ++generation_; }

signals:
    void chose(const muster::Action& action);  // for the state the player was asked about
    void thinkingChanged();
    void playerChanged(muster::Side side);
    void message(const QString& text);

private:
    static std::size_t idx(Side s) { return static_cast<std::size_t>(s); }
    void move();

    const PlaySession& session_;
    std::function<bool()> mayMove_;
    std::array<QString, 2> names_{humanSeat(), humanSeat()};
    std::array<std::optional<std::uint64_t>, 2> seeds_;  // set: the seed chosen for that side
    std::array<std::unique_ptr<Player>, 2> ai_;
    int paceMs_ = 1500;  // "Readable"
    QTimer* paceTimer_ = nullptr;
    QThread* thinking_ = nullptr;
    int generation_ = 0;  // bumps on every change, so a late answer is dropped
    int capMs_ = kNoCap;
    std::array<int, 3> capKey_{-1, -1, -1};  // the side-turn (turn, half, side) spentMs_ is for
    qint64 spentMs_ = 0;                     // thinking time spent in it so far
    bool cutShort_ = false;
};

} // namespace muster
