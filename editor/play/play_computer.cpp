// PlayController: the computer players (thinking on a worker thread, shown at a readable
// pace) and game files (save, resume).
#include "play_controller.h"

#include "editor/document/scenario_document.h"
#include "editor/main_window.h"
#include "editor/view/board_view.h"
#include "engine/player.h"

#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>

namespace muster {

void PlayController::setPlayer(Side side, const QString& name) {
    const auto i = static_cast<std::size_t>(side);
    if (players_[i] == name) return;
    cancelComputer();
    players_[i] = name;
    ai_[i].reset();
    if (playing_) {
        lastHumanSide_ = session_.state().toAct();
        refresh();
        scheduleComputer();
    }
}

void PlayController::setPace(int ms) {
    paceMs_ = ms == kStepPace ? kStepPace : std::max(0, ms);
    if (paceMs_ == kStepPace) paceTimer_->stop();
    else if (paceTimer_->isActive()) paceTimer_->start(paceMs_);
    else scheduleComputer();
}

void PlayController::scheduleComputer() {
    if (!playing_ || viewed_ || !session_.active() || session_.state().over() || thinking_ || paceTimer_->isActive())
        return;
    const auto i = static_cast<std::size_t>(session_.state().toAct());
    if (players_[i] == QLatin1String("human")) return;
    if (paceMs_ == kStepPace) {  // waits for Next action
        emit stateChanged();
        return;
    }
    paceTimer_->start(paceMs_);
}

void PlayController::computerMove() {
    if (!playing_ || viewed_ || thinking_ || session_.state().over()) return;
    const Side side = session_.state().toAct();
    const auto i = static_cast<std::size_t>(side);
    if (players_[i] == QLatin1String("human")) return;
    if (!ai_[i]) ai_[i] = makePlayer(players_[i].toStdString(), session_.record().seed * 2 + i + 1);
    if (!ai_[i]) {
        showMessage(tr("No player called %1").arg(players_[i]));
        return;
    }
    // The player thinks on its own copy of the state, off the GUI thread; the answer comes
    // back as a queued call and is dropped if the game moved on meanwhile.
    auto result = std::make_shared<Action>();
    Player* player = ai_[i].get();
    const int gen = generation_;
    QThread* t = QThread::create([player, result, state = session_.state()] { *result = player->choose(state); });
    thinking_ = t;
    connect(t, &QThread::finished, this, [this, t, gen, result] {
        t->deleteLater();
        if (thinking_ != t) return;  // cancelled meanwhile
        thinking_ = nullptr;
        computerChose(gen, *result);
    });
    t->start();
    emit stateChanged();
}

void PlayController::computerChose(int gen, const Action& a) {
    if (gen != generation_ || !playing_ || viewed_) {
        scheduleComputer();
        return;
    }
    if (!act(a)) {
        // act() showed the engine's message; stop instead of asking the same player again.
        const QString who = players_[static_cast<std::size_t>(session_.state().toAct())];
        setPlayer(session_.state().toAct(), QStringLiteral("human"));
        showMessage(tr("The %1 player chose an illegal action: %2. This side is now played by hand").arg(who, lastMessage_));
    }
}

void PlayController::cancelComputer() {
    ++generation_;
    paceTimer_->stop();
    if (QThread* t = thinking_) {
        // The player object is in use on the thread: wait for it (a move takes milliseconds).
        thinking_ = nullptr;
        t->wait();
        t->deleteLater();  // safe twice: the finished handler may also ask
    }
}

bool PlayController::saveGame(const QString& path, bool quiet) {
    if (!session_.active()) return false;
    try {
        writeGameFile(session_.record(), QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        const QString msg = tr("Could not save the game to %1: %2\nThe previous file is unchanged.").arg(path, QString::fromUtf8(e.what()));
        if (!quiet) QMessageBox::warning(w_, tr("Cannot save game"), msg);
        showMessage(msg);
        return false;
    }
    gameFile_ = path;
    gameSaved();
    showMessage(tr("Game saved to %1").arg(path));
    return true;
}

bool PlayController::openGame(const QString& path, bool quiet) {
    GameRecord rec;
    try {
        rec = readGameFile(QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        if (!quiet) QMessageBox::warning(w_, tr("Cannot open game"), QString::fromUtf8(e.what()));
        showMessage(QString::fromUtf8(e.what()));
        return false;
    }
    gameFile_ = QFileInfo(path).absoluteFilePath();
    libraryGameId_.reset();
    if (!resume(std::move(rec), QFileInfo(path).fileName(), quiet)) return false;
    gameSaved();  // the file holds this game: nothing to recover yet
    return true;
}

} // namespace muster
