#include "computer_turns.h"

#include "engine/players/play_session.h"
#include "engine/players/match.h"
#include "engine/players/player.h"

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

namespace muster {

ComputerTurns::ComputerTurns(const PlaySession& session, std::function<bool()> mayMove, QObject* parent)
    : QObject(parent), session_(session), mayMove_(std::move(mayMove)) {
    paceTimer_ = new QTimer(this);
    paceTimer_->setSingleShot(true);
    connect(paceTimer_, &QTimer::timeout, this, &ComputerTurns::move);
}

ComputerTurns::~ComputerTurns() { cancel(); }

void ComputerTurns::setPlayer(Side side, const QString& name, std::optional<std::uint64_t> seed) {
    const auto i = idx(side);
    if (names_[i] == name && (!seed || seeds_[i] == seed)) return;
    cancel();
    names_[i] = name;
    seeds_[i] = name == humanSeat() ? std::nullopt : seed;
    ai_[i].reset();
    emit playerChanged(side);
}

std::optional<std::uint64_t> ComputerTurns::seed(Side side) const {
    const auto i = idx(side);
    if (isHuman(side)) return std::nullopt;
    if (seeds_[i]) return seeds_[i];
    // The engine's seed for this side's player, as `muster-cli play --ai` derives it: the
    // same seed plays the same game in the editor and on the command line.
    return playerSeed(session_.record().seed, side);
}

void ComputerTurns::setPace(int ms) {
    paceMs_ = ms == kStep ? kStep : std::max(0, ms);
    if (paceMs_ == kStep) paceTimer_->stop();
    else if (paceTimer_->isActive()) paceTimer_->start(paceMs_);
    else schedule();
}

bool ComputerTurns::waiting() const {
    return mayMove_() && session_.active() && !session_.state().over() && !thinking_ && !isHuman(session_.state().toAct());
}

void ComputerTurns::next() {
    if (!waiting()) return;
    paceTimer_->stop();
    move();
}

GamePlayers ComputerTurns::players() const {
    GamePlayers p;
    for (Side s : kAllSides) {
        p.seats[idx(s)].player = names_[idx(s)].toStdString();
        p.seats[idx(s)].seed = seed(s);
    }
    if (paceMs_ != kStep) p.paceMs = paceMs_;  // a file keeps a pace in ms; Step is not one
    p.cutShort = cutShort_;
    return p;
}

void ComputerTurns::setPlayers(const GamePlayers& p) {
    for (Side s : kAllSides) {
        const GamePlayers::Seat& seat = p.seats[idx(s)];
        setPlayer(s, QString::fromStdString(seat.player), seat.seed);
    }
    if (p.paceMs) setPace(*p.paceMs);
    cutShort_ = p.cutShort;
}

void ComputerTurns::resetPlayers() {
    cancel();
    for (auto& a : ai_) a.reset();
    for (auto& s : seeds_) s.reset();
    cutShort_ = false;
    capKey_ = {-1, -1, -1};
}

void ComputerTurns::schedule() {
    if (!mayMove_() || !session_.active() || session_.state().over() || thinking_ || paceTimer_->isActive()) return;
    if (isHuman(session_.state().toAct())) return;
    if (paceMs_ == kStep) {  // waits for next(); the Next action button lights up
        emit thinkingChanged();
        return;
    }
    paceTimer_->start(paceMs_);
}

void ComputerTurns::move() {
    if (!mayMove_() || thinking_ || !session_.active() || session_.state().over()) return;
    const Side side = session_.state().toAct();
    const auto i = idx(side);
    if (isHuman(side)) return;
    if (!ai_[i]) ai_[i] = makePlayer(names_[i].toStdString(), *seed(side));
    if (!ai_[i]) {
        emit message(tr("No player called %1").arg(names_[i]));
        return;
    }
    // The player thinks on its own copy of the state, off the GUI thread; the answer comes
    // back as a queued call and is dropped if the game moved on meanwhile.
    auto result = std::make_shared<Action>();
    Player* player = ai_[i].get();
    const int gen = generation_;
    // The cap counts the thinking of the whole side-turn (not the pace's pauses).
    const GameState& s = session_.state();
    const std::array<int, 3> key{s.turn, s.secondHalf ? 1 : 0, static_cast<int>(s.active)};
    if (key != capKey_) capKey_ = key, spentMs_ = 0;
    auto stop = std::make_shared<std::atomic<bool>>(capMs_ != kNoCap && spentMs_ >= capMs_);
    auto cut = std::make_shared<bool>(false);
    QThread* t = QThread::create([player, result, stop, cut, state = session_.state()] {
        player->clearCutShort();
        player->setStopFlag(stop.get());
        *result = player->choose(state);
        player->setStopFlag(nullptr);
        *cut = player->cutShort();
    });
    thinking_ = t;
    if (capMs_ != kNoCap && !*stop)
        QTimer::singleShot(static_cast<int>(capMs_ - spentMs_), t, [stop] { stop->store(true); });
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    connect(t, &QThread::finished, this, [this, t, gen, result, cut, clock, key] {
        t->deleteLater();
        if (key == capKey_) spentMs_ += clock->elapsed();
        if (thinking_ != t) return;  // cancelled meanwhile
        thinking_ = nullptr;
        const bool capped = *cut && gen == generation_;
        if (capped) cutShort_ = true;
        emit thinkingChanged();
        if (gen != generation_ || !mayMove_()) {
            schedule();
            return;
        }
        emit chose(*result);
        // After the action's own message, so this one stays on the status line.
        if (capped)
            emit message(tr("The computer's thinking hit the %1 s cap on a turn and took its best move so far: "
                            "this game no longer repeats from its seed")
                             .arg(capMs_ / 1000.0));
    });
    t->start();
    emit thinkingChanged();
}

void ComputerTurns::cancel() {
    ++generation_;
    paceTimer_->stop();
    if (QThread* t = thinking_) {
        // The player object is in use on the thread: wait for it (a move takes milliseconds).
        thinking_ = nullptr;
        t->wait();
        t->deleteLater();  // safe twice: the finished handler may also ask
    }
}

} // namespace muster
