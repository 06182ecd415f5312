// PlayController: games stored in the library beside their scenario, resuming a game from
// any source, and crash recovery of the game in progress (game_recovery.h).
#include "play_controller.h"

#include "db/bundled_scenarios.h"
#include "editor/qstring_util.h"
#include "editor/docks/library_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/main_window.h"
#include "editor/play/game_recovery.h"
#include "editor/play/play_panel.h"
#include "editor/view/board_view.h"

#include <QAction>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

bool PlayController::resume(GameRecord rec, const QString& from, bool quiet) {
    if (!quiet && !maybeSaveGame()) return false;
    stop();
    gameScenarioId_.reset();
    w_->loadScenario(rec.scenario);
    const std::string error = session_.load(std::move(rec));
    lastRolls_.clear();
    viewed_.reset();
    viewedState_.reset();
    enterPlayLayout();
    afterChange();
    view_->fitToWindow();
    playAction_->setChecked(true);
    if (!error.empty()) {
        const QString msg = tr("%1: the game stops before an action the engine refuses: %2").arg(from, qs(error));
        if (!quiet) QMessageBox::warning(w_, tr("Game"), msg);
        showMessage(msg);
    } else {
        showMessage(tr("Resumed %1 after %n action(s)", nullptr, session_.actionCount()).arg(from));
    }
    return true;
}

void PlayController::saveGameAsked() {
    if (!session_.active()) return;
    SaveTarget target = SaveTarget::File;
    if (gameLibraryScenario()) {
        if (chooseTarget_) {
            target = chooseTarget_();
        } else {
            QMessageBox box(QMessageBox::Question, tr("Save Game"),
                            tr("\"%1\" is in the library. Store the game there beside it (it is listed under the "
                               "scenario in the Library dock), write it to a file, or both?")
                                .arg(qs(session_.record().scenario.title)),
                            QMessageBox::Cancel, w_);
            QPushButton* lib = box.addButton(tr("In the &Library"), QMessageBox::AcceptRole);
            QPushButton* file = box.addButton(tr("To a &File..."), QMessageBox::AcceptRole);
            QPushButton* both = box.addButton(tr("&Both"), QMessageBox::AcceptRole);
            box.setDefaultButton(lib);
            box.exec();
            target = box.clickedButton() == lib ? SaveTarget::Library
                     : box.clickedButton() == file ? SaveTarget::File
                     : box.clickedButton() == both ? SaveTarget::Both
                                                   : SaveTarget::Cancel;
        }
    }
    if (target == SaveTarget::Library || target == SaveTarget::Both) saveGameToLibrary();
    if (target == SaveTarget::File || target == SaveTarget::Both) {
        const QString path = PlayPanel::askGamePath(w_, w_->suggestedBaseName());
        if (!path.isEmpty()) saveGame(path);
    }
}

bool PlayController::saveGameToLibrary(bool quiet) {
    if (!session_.active()) return false;
    auto refuse = [&](const QString& msg) {
        if (!quiet) QMessageBox::warning(w_, tr("Cannot save game"), msg);
        showMessage(msg);
        return false;
    };
    const auto scenarioId = gameLibraryScenario();
    if (!scenarioId)
        return refuse(tr("This scenario is not in the library: save it there first (Library dock), or save the game to a file."));
    LibraryDock* dock = w_->libraryDock();
    Library* lib = gameLibrary();
    if (!lib) return refuse(tr("No library is open: %1").arg(dock ? dock->lastError() : QString()));
    try {
        // The game's own slot when it has one in this scenario; a slot deleted meanwhile
        // (or another library) makes a new one rather than failing.
        std::optional<GameId> into;
        if (libraryGameId_) {
            for (const GameInfo& g : lib->games(*scenarioId))
                if (g.id == *libraryGameId_) into = g.id;
        }
        const GameId id = lib->saveGame(*scenarioId, writeGameJson(session_.record()), {}, into);
        libraryGameId_ = id;
        gameSaved();
        dock->refresh();
        const GameState& s = session_.state();
        showMessage(tr("Game saved in the library beside \"%1\" (turn %2, %3 to act)")
                        .arg(qs(session_.record().scenario.title))
                        .arg(s.turn)
                        .arg(qs(displayName(s.toAct()))));
        return true;
    } catch (const std::exception& e) {
        return refuse(tr("Could not save the game in the library: %1").arg(QString::fromUtf8(e.what())));
    }
}

bool PlayController::openLibraryGame(qint64 gameId, bool quiet) {
    LibraryDock* dock = w_->libraryDock();
    Library* lib = dock ? dock->library() : nullptr;
    GameRecord rec;
    ScenarioId scenario = 0;
    try {
        if (!lib) throw std::runtime_error("no library is open");
        scenario = lib->gameInfo(gameId).scenario;
        rec = readGameJson(lib->loadGameJson(gameId), lib->path() + ": game " + std::to_string(gameId));
    } catch (const std::exception& e) {
        const QString msg = tr("Cannot open game %1: %2").arg(gameId).arg(QString::fromUtf8(e.what()));
        if (!quiet) QMessageBox::warning(w_, tr("Cannot open game"), msg);
        showMessage(msg);
        return false;
    }
    if (!resume(std::move(rec), tr("game %1 of the library").arg(gameId), quiet)) return false;
    tieToLibraryScenario(lib, scenario);
    libraryGameId_ = gameId;
    gameFile_.clear();
    gameSaved();
    return true;
}

void PlayController::tieToLibraryScenario(Library* lib, qint64 scenario) {
    // The document is the set-up the game is played on. Tagged with its library scenario
    // only when that is the scenario's current revision: a later Save of an older set-up
    // would otherwise silently undo the newer revision.
    enum class Tie { Current, Older, Gone } tie = Tie::Gone;
    try {
        const auto summary = lib ? lib->summary(scenario) : std::nullopt;
        if (summary && !summary->trashedAt)
            tie = lib->load(scenario) == w_->document()->scenario() ? Tie::Current : Tie::Older;
    } catch (const std::exception&) {
        tie = Tie::Gone;  // unreadable now: keep the document apart from it
    }
    const QString title = qs(w_->document()->scenario().title);
    switch (tie) {
    case Tie::Current:
        w_->document()->setLibraryId(scenario);
        break;
    case Tie::Older:
        gameScenarioId_ = scenario;  // Save Game still stores the game beside it
        showMessage(tr("This game was started on an earlier revision of \"%1\": the board shows that set-up, "
                       "apart from the library (saving it makes a new scenario). Save Game still stores the game "
                       "beside its scenario.")
                        .arg(title));
        break;
    case Tie::Gone:
        showMessage(tr("The library scenario this game of \"%1\" was played on is no longer in the library (deleted "
                       "or in the trash): the board shows the game's own set-up, apart from the library.")
                        .arg(title));
        break;
    }
}

Library* PlayController::gameLibrary(const QString& path) {
    LibraryDock* dock = w_->libraryDock();
    if (!dock) return nullptr;
    const Library* open = dock->library();
    if (open && (path.isEmpty() || QFileInfo(qs(open->path())) == QFileInfo(path))) return dock->library();
    if (path.isEmpty()) {
        dock->openLibrary({}, QString::fromStdString(bundledScenariosDir(MUSTER_BUNDLED_SCENARIOS)));
    } else {
        if (!QFileInfo::exists(path)) return nullptr;  // gone: never create an empty one in its place
        dock->openLibrary(path);
    }
    return dock->library();
}

// ---- crash recovery ----

QString PlayController::gameRecoveryPath() const {
    gameRecovery_->flush();  // the file as of the last action
    return gameRecovery_->gamePath();
}

std::optional<qint64> PlayController::gameLibraryScenario() const {
    if (const auto id = w_->document()->libraryId()) return id;
    return gameScenarioId_;
}

void PlayController::gameSaved() {
    gameRecovery_->clear();
    gameDirty_ = false;
}

bool PlayController::maybeSaveGame() {
    if (!gameUnsaved() || !w_->askToSave()) return true;
    const auto r = QMessageBox::warning(
        w_, tr("Unsaved game"),
        tr("The game in progress has actions that are not saved (turn %1). Save the game?").arg(session_.state().turn),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (r == QMessageBox::Save) {
        saveGameAsked();
        return !gameUnsaved();  // a cancelled or failed save keeps the game and the window
    }
    return r == QMessageBox::Discard;
}

void PlayController::autosaveGame() {
    if (!session_.active()) return;
    gameDirty_ = true;
    const GameState& s = session_.state();
    if (s.over()) {  // ended cleanly: nothing left to resume
        gameRecovery_->clear();
        return;
    }
    GameRecoveryInfo info;
    info.title = qs(session_.record().scenario.title);
    info.libraryId = gameLibraryScenario();
    if (info.libraryId && w_->libraryDock() && w_->libraryDock()->library())
        info.library = QFileInfo(qs(w_->libraryDock()->library()->path())).absoluteFilePath();
    info.libraryGameId = libraryGameId_;
    info.source = gameFile_;
    info.turn = s.turn;
    info.toAct = qs(displayName(s.toAct()));
    info.actions = session_.actionCount();
    const QString error = gameRecovery_->writeLater(session_.record(), info);
    if (!error.isEmpty()) showMessage(tr("Autosave of the game failed: %1").arg(error));
}

void PlayController::offerGameRecovery(std::optional<bool> restore) {
    std::vector<OrphanedGame> orphans = GameRecoveryStore::claimOrphans(gameRecovery_->dir());
    bool used = w_->document()->isModified() || session_.active();
    for (OrphanedGame& o : orphans) {
        const GameRecoveryInfo& info = o.info();
        bool yes = restore.value_or(false);
        if (!restore) {
            QString what = info.title.isEmpty() ? tr("an untitled scenario") : tr("\"%1\"").arg(info.title);
            if (info.libraryId) what += tr(" (library scenario %1)").arg(*info.libraryId);
            yes = QMessageBox::question(
                      w_, tr("Resume the game?"),
                      tr("Muster did not close properly while a game of %1 was being played (turn %2, %3 to act, "
                         "%n action(s)). Resume it as it was, autosaved %4?",
                         nullptr, info.actions)
                          .arg(what)
                          .arg(info.turn)
                          .arg(info.toAct, QLocale().toString(info.saved, QLocale::ShortFormat)),
                      QMessageBox::Yes | QMessageBox::No) == QMessageBox::Yes;
        }
        if (!yes) {
            o.discard();
            continue;
        }
        MainWindow* target = w_->recoveryWindow(used);
        if (target->playController()->restoreGame(o, restore.has_value())) used = true;
        else if (target != w_) target->close();
    }
}

bool PlayController::restoreGame(OrphanedGame& o, bool quiet) {
    GameRecord rec;
    try {
        rec = o.read();
    } catch (const std::exception& e) {
        // Kept: nothing is lost, it is offered again next time.
        if (!quiet) QMessageBox::warning(w_, tr("Cannot resume the game"), QString::fromUtf8(e.what()));
        showMessage(QString::fromUtf8(e.what()));
        return false;
    }
    const GameRecoveryInfo info = o.info();
    if (!resume(std::move(rec), tr("the recovered game"), quiet)) return false;
    // Tied to its library scenario by the same rule as a game opened from the Library dock.
    if (info.libraryId) tieToLibraryScenario(gameLibrary(info.library), *info.libraryId);
    libraryGameId_ = info.libraryGameId;
    gameFile_ = info.source;
    gameRecovery_->adopt(o);  // kept until saved or over: a second crash still finds it
    return true;
}

} // namespace muster
