// GameStore: game files, games stored in the library beside their scenario, and crash
// recovery of the game in progress (game_recovery.h).
#include "game_store.h"
#include "editor/widgets/prompter.h"

#include "editor/widgets/qstring_util.h"
#include "editor/document/library_service.h"
#include "editor/document/scenario_document.h"
#include "editor/mode/shell.h"
#include "editor/play/game_recovery.h"
#include "editor/play/play_controller.h"
#include "editor/play/play_panel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace muster {

GameStore::GameStore(PlayController& play, Shell* shell)
    : QObject(&play), play_(play), w_(shell), recovery_(std::make_unique<GameRecoveryStore>()) {}

GameStore::~GameStore() {
    // The window goes away in good order (closed, program ending): the user has left the
    // game, nothing to recover. After a crash this never runs and the file stays.
    recovery_->clear();
}

void GameStore::newGame() {
    libraryGameId_.reset();
    scenarioId_.reset();
    file_.clear();
    dirty_ = false;
}

bool GameStore::unsaved() const {
    const PlaySession& s = play_.session();
    return s.active() && s.actionCount() > 0 && dirty_;
}

bool GameStore::saveToFile(const QString& path) {
    if (!play_.session().active()) return false;
    try {
        writeGameFile(play_.gameRecord(), QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        const QString msg = tr("Could not save the game to %1: %2\nThe previous file is unchanged.").arg(path, qs(e.what()));
        w_->prompter().warn(tr("Cannot save game"), msg);
        play_.showMessage(msg);
        return false;
    }
    file_ = path;
    saved();
    w_->addRecent(QFileInfo(path).absoluteFilePath());
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    play_.showMessage(tr("Game saved to %1").arg(path));
    return true;
}

bool GameStore::openFile(const QString& path) {
    GameRecord rec;
    try {
        rec = readGameFile(QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        w_->prompter().warn(tr("Cannot open game"), qs(e.what()));
        play_.showMessage(qs(e.what()));
        return false;
    }
    if (!play_.resume(std::move(rec), QFileInfo(path).fileName())) return false;
    file_ = QFileInfo(path).absoluteFilePath();
    w_->addRecent(file_);
    libraryGameId_.reset();
    saved();  // the file holds this game: nothing to recover yet
    return true;
}

void GameStore::saveAsked() {
    if (!play_.session().active()) return;
    SaveTarget target = SaveTarget::File;
    if (libraryScenario()) {
        const int r = w_->prompter().choose(
            tr("Save Game"),
            tr("\"%1\" is in the library. Store the game there beside it (it is listed under the scenario in the "
               "Library dock), write it to a file, or both?")
                .arg(qs(play_.session().record().scenario.title)),
            {tr("In the &Library"), tr("To a &File..."), tr("&Both")});
        target = r == 0 ? SaveTarget::Library : r == 1 ? SaveTarget::File : r == 2 ? SaveTarget::Both : SaveTarget::Cancel;
    }
    if (target == SaveTarget::Library || target == SaveTarget::Both) saveToLibrary();
    if (target == SaveTarget::File || target == SaveTarget::Both) {
        // Beside the game's own file, else in the folder last used, never the program's.
        const QString dir = file_.isEmpty()
                                ? QSettings().value(QStringLiteral("files/lastDir"), QDir::homePath()).toString()
                                : QFileInfo(file_).absolutePath();
        const QString path = w_->prompter().saveFileName(
            tr("Save Game"), dir + QLatin1Char('/') + w_->suggestedBaseName() + QStringLiteral("-game.json"),
            tr("Muster games (*.json)"));
        if (!path.isEmpty()) saveToFile(path);
    }
}

bool GameStore::saveToLibrary() {
    const PlaySession& session = play_.session();
    if (!session.active()) return false;
    auto refuse = [&](const QString& msg) {
        w_->prompter().warn(tr("Cannot save game"), msg);
        play_.showMessage(msg);
        return false;
    };
    const auto scenarioId = libraryScenario();
    if (!scenarioId)
        return refuse(tr("This scenario is not in the library: save it there first (Library dock), or save the game to a file."));
    Library* lib = library();
    if (!lib) return refuse(tr("No library is open: %1").arg(LibraryService::instance()->lastError()));
    try {
        // The game's own slot when it has one in this scenario; a slot deleted meanwhile
        // (or another library) makes a new one rather than failing.
        std::optional<GameId> into;
        if (libraryGameId_) {
            for (const GameInfo& g : lib->games(*scenarioId))
                if (g.id == *libraryGameId_) into = g.id;
        }
        const GameId id = lib->saveGame(*scenarioId, writeGameJson(play_.gameRecord()), {}, into);
        libraryGameId_ = id;
        saved();
        w_->addRecentLibraryGame(*scenarioId, id, qs(session.record().scenario.title));
        LibraryService::instance()->notifyChanged();
        const GameState& s = session.state();
        play_.showMessage(tr("Game saved in the library beside \"%1\" (turn %2, %3 to act)")
                              .arg(qs(session.record().scenario.title))
                              .arg(s.turn)
                              .arg(qs(displayName(s.toAct()))));
        return true;
    } catch (const std::exception& e) {
        return refuse(tr("Could not save the game in the library: %1").arg(qs(e.what())));
    }
}

bool GameStore::openFromLibrary(qint64 gameId) {
    Library* lib = LibraryService::instance()->library();
    GameRecord rec;
    ScenarioId scenario = 0;
    try {
        if (!lib) throw std::runtime_error("no library is open");
        scenario = lib->gameInfo(gameId).scenario;
        rec = readGameJson(lib->loadGameJson(gameId), lib->path() + ": game " + std::to_string(gameId));
    } catch (const std::exception& e) {
        const QString msg = tr("Cannot open game %1: %2").arg(gameId).arg(qs(e.what()));
        w_->prompter().warn(tr("Cannot open game"), msg);
        play_.showMessage(msg);
        return false;
    }
    if (!play_.resume(std::move(rec), tr("game %1 of the library").arg(gameId))) return false;
    tieToLibraryScenario(lib, scenario);
    libraryGameId_ = gameId;
    file_.clear();
    saved();
    w_->addRecentLibraryGame(scenario, gameId, qs(play_.session().record().scenario.title));
    return true;
}

void GameStore::tieToLibraryScenario(Library* lib, qint64 scenario) {
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
        scenarioId_ = scenario;  // Save Game still stores the game beside it
        play_.showMessage(tr("This game was started on an earlier revision of \"%1\": the board shows that set-up, "
                             "apart from the library (saving it makes a new scenario). Save Game still stores the game "
                             "beside its scenario.")
                              .arg(title));
        break;
    case Tie::Gone:
        play_.showMessage(tr("The library scenario this game of \"%1\" was played on is no longer in the library (deleted "
                             "or in the trash): the board shows the game's own set-up, apart from the library.")
                              .arg(title));
        break;
    }
}

Library* GameStore::library(const QString& path) {
    // The application's library; when `path` names another file, that one is opened first
    // (empty: the default library when none is open).
    LibraryService* service = LibraryService::instance();
    const Library* open = service->library();
    if (open && (path.isEmpty() || QFileInfo(qs(open->path())) == QFileInfo(path))) return service->library();
    if (path.isEmpty()) return service->ensureOpen();
    if (!QFileInfo::exists(path)) return nullptr;  // gone: never create an empty one in its place
    return service->open(path) ? service->library() : nullptr;
}

std::optional<qint64> GameStore::libraryScenario() const {
    if (const auto id = w_->document()->libraryId()) return id;
    return scenarioId_;
}

void GameStore::saved() {
    recovery_->clear();
    dirty_ = false;
}

bool GameStore::maybeSave() {
    if (!unsaved()) return true;
    const PlaySession& session = play_.session();
    const GameState& s = session.state();
    const QString title = qs(session.record().scenario.title);
    const QString what = s.over() ? tr("The finished game of \"%1\" (%2) is not saved.").arg(title, play_.resultText())
                                  : tr("The game of \"%1\" in progress (turn %2, %3 to act) has actions that are not saved.")
                                        .arg(title)
                                        .arg(s.turn)
                                        .arg(qs(displayName(s.toAct())));
    switch (w_->prompter().ask(tr("Unsaved game"), what + QLatin1Char(' ') + tr("Save the game?"))) {
    case Prompter::Save::Save:
        saveAsked();
        return !unsaved();  // a cancelled or failed save keeps the game and the window
    case Prompter::Save::Discard:
        dirty_ = false;  // asked once: the next path that drops it does not ask again
        return true;
    case Prompter::Save::Cancel: break;
    }
    return false;
}

void GameStore::changed() {
    const PlaySession& session = play_.session();
    if (!session.active()) return;
    dirty_ = true;
    const GameState& s = session.state();
    if (s.over()) {  // ended cleanly: nothing left to resume
        recovery_->clear();
        return;
    }
    GameRecoveryInfo info;
    info.title = qs(session.record().scenario.title);
    info.libraryId = libraryScenario();
    if (const Library* lib = LibraryService::instance()->library(); info.libraryId && lib)
        info.library = QFileInfo(qs(lib->path())).absoluteFilePath();
    info.libraryGameId = libraryGameId_;
    info.source = file_;
    info.turn = s.turn;
    info.toAct = qs(displayName(s.toAct()));
    info.actions = session.actionCount();
    const QString error = recovery_->writeLater(play_.gameRecord(), info);
    if (!error.isEmpty()) play_.showMessage(tr("Autosave of the game failed: %1").arg(error));
}

// ---- crash recovery ----

QString GameStore::recoveryPath() const {
    recovery_->flush();  // the file as of the last action
    return recovery_->gamePath();
}

void GameStore::offerRecovery() {
    std::vector<OrphanedGame> orphans = GameRecoveryStore::claimOrphans(recovery_->dir());
    bool used = w_->document()->isModified() || play_.session().active();
    for (OrphanedGame& o : orphans) {
        const GameRecoveryInfo& info = o.info();
        QString what = info.title.isEmpty() ? tr("an untitled scenario") : tr("\"%1\"").arg(info.title);
        if (info.libraryId) what += tr(" (library scenario %1)").arg(*info.libraryId);
        const bool yes = w_->prompter().confirm(
            tr("Resume the game?"),
            tr("Muster did not close properly while a game of %1 was being played (turn %2, %3 to act, "
               "%n action(s)). Resume it as it was, autosaved %4?",
               nullptr, info.actions)
                .arg(what)
                .arg(info.turn)
                .arg(info.toAct, QLocale().toString(info.saved, QLocale::ShortFormat)));
        if (!yes) {
            o.discard();
            continue;
        }
        Shell* target = w_->recoveryWindow(used);
        if (target->playController()->store()->restore(o)) used = true;
        else if (target != w_) target->mainWindow()->close();
    }
}

bool GameStore::restore(OrphanedGame& o) {
    GameRecord rec;
    try {
        rec = o.read();
    } catch (const std::exception& e) {
        // Kept: nothing is lost, it is offered again next time.
        w_->prompter().warn(tr("Cannot resume the game"), qs(e.what()));
        play_.showMessage(qs(e.what()));
        return false;
    }
    const GameRecoveryInfo info = o.info();
    if (!play_.resume(std::move(rec), tr("the recovered game"))) return false;
    // Tied to its library scenario by the same rule as a game opened from the Library dock.
    if (info.libraryId) tieToLibraryScenario(library(info.library), *info.libraryId);
    libraryGameId_ = info.libraryGameId;
    file_ = info.source;
    recovery_->adopt(o);  // kept until saved or over: a second crash still finds it
    return true;
}

} // namespace muster
