// Games in the library and crash recovery of games: a game played on a library
// scenario is stored beside it with File > Save Game, listed under it in the Library dock,
// and opened from there at exactly its state; the game in progress is autosaved after
// every action and offered after a crash.
#include "play_test_util.h"

#include "editor/docks/library_dock.h"
#include "editor/document/recovery_store.h"
#include "editor/document/scenario_document.h"
#include "editor/play/game_recovery.h"

#include <QDir>
#include <QProcess>
#include <QPushButton>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace muster;
using namespace muster::test;

namespace {

LibraryDock* libraryOf(MainWindow& w, const QString& db) {
    auto* dock = w.findChild<LibraryDock*>();
    if (!dock) return nullptr;
    if (!dock->openLibrary(db)) return nullptr;
    return dock;
}

// Move u1, fire u2 at c1 (dice rolled), and end the turn when no decision is pending.
void playAFewActions(MainWindow& w) {
    const GameState& s = play(w).session().state();
    QVERIFY(play(w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
    QVERIFY(play(w).act(fireAction(unitIndex(s, "u2"), {6, 5})));
    if (s.pending.kind == DecisionKind::None) QVERIFY(play(w).act(endTurnAction()));
}

QTreeWidgetItem* gameRow(QTreeWidget* list, qint64 gameId) {
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        for (int c = 0; c < list->topLevelItem(i)->childCount(); ++c)
            if (list->topLevelItem(i)->child(c)->data(0, Qt::UserRole + 1).toLongLong() == gameId)
                return list->topLevelItem(i)->child(c);
    return nullptr;
}

QStringList gameRecoveries() {
    return QDir(GameRecoveryStore::defaultDir()).entryList({QStringLiteral("game-*.json")}, QDir::Files);
}

// The duel with u1 moved and u2 fired (dice rolled), as a record.
GameRecord twoActionDuel() {
    GameRecord rec{duel(), 1234, {}, {}, {}};
    auto setup = std::make_shared<const GameSetup>(rec.scenario);
    GameState st = newGame(setup, rec.seed);
    const Action move = moveAction(setup->unitIndex("u1"), {Offset{4, 4}});
    const Action fire = fireAction(setup->unitIndex("u2"), {6, 5});
    for (const Action& a : {move, fire}) {
        if (!applyAction(st, a)) return {};
        rec.actions.push_back(a);
    }
    return rec;
}

// Leaves `rec` as the game recovery of an editor that crashed: its files, and a lock naming
// a process that is gone. Returns the slot's key (empty on failure).
QString orphanGame(const GameRecord& rec, const GameRecoveryInfo& info) {
    QString key;
    {
        GameRecoveryStore store;
        if (!store.write(rec, info).isEmpty()) return {};
        key = QFileInfo(store.gamePath()).completeBaseName();
    }  // released, files kept
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    if (!gone.waitForStarted()) return {};
    const qint64 deadPid = gone.processId();
    if (!gone.waitForFinished()) return {};
    QFile lock(GameRecoveryStore::defaultDir() + QLatin1Char('/') + key + QStringLiteral(".lock"));
    if (!lock.open(QIODevice::WriteOnly)) return {};
    lock.write(QByteArray::number(deadPid) + "\nmuster\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    return key;
}

} // namespace

class TestPlayLibrary : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        QDir(RecoveryStore::defaultDir()).removeRecursively();  // the games folder is inside
    }
    void saveToLibraryAndOpenFromTheDock();
    void olderRevisionGameLeavesTheNewerRevisionAlone();
    void libraryNeedsALibraryScenario();
    void gameIsAutosavedAfterEachAction();
    void crashedGameIsOfferedAndResumed();
    void recoveredGameOfAnOlderRevisionIsUntied();
    void recoveredGameOfATrashedScenarioIsUntied();
    void declinedOrRunningGamesAreNotResumed();
};

// A game started on revision 1, opened after the scenario moved on to revision 2: the board
// shows revision 1's set-up, but the document is not tied to the library scenario, so
// saving it cannot silently put revision 1 back; Save Game still goes into its own slot.
void TestPlayLibrary::olderRevisionGameLeavesTheNewerRevisionAlone() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
    auto w = makeWindow(duel());
    LibraryDock* dock = libraryOf(*w, db);
    QVERIFY(dock);
    QVERIFY(dock->save());
    const ScenarioId scenarioId = *w->document()->libraryId();
    QVERIFY(play(*w).start(42));
    playAFewActions(*w);
    QVERIFY(play(*w).store()->saveToLibrary());
    const GameId gameId = *play(*w).store()->libraryGameId();
    play(*w).stop();
    Scenario newer = duel();
    newer.turns = 5;
    w->loadScenario(newer);
    w->document()->setLibraryId(scenarioId);
    QVERIFY(dock->save());
    QVERIFY(dock->library()->load(scenarioId) == newer);

    QVERIFY(play(*w).store()->openFromLibrary(gameId));
    QVERIFY(play(*w).isPlaying());
    QVERIFY(w->document()->scenario() == duel());       // the game's own set-up
    QVERIFY(!w->document()->libraryId().has_value());   // not tied to the newer revision
    QVERIFY2(play(*w).lastMessage().contains(QLatin1String("earlier revision")), qPrintable(play(*w).lastMessage()));
    QVERIFY(play(*w).act(endTurnAction()) || play(*w).session().state().pending.kind != DecisionKind::None);
    QVERIFY2(play(*w).store()->saveToLibrary(), qPrintable(play(*w).lastMessage()));
    QCOMPARE(*play(*w).store()->libraryGameId(), gameId);
    QCOMPARE(dock->library()->games(scenarioId).size(), std::size_t(1));
    QVERIFY(dock->library()->load(scenarioId) == newer);  // revision 2 untouched
}

void TestPlayLibrary::saveToLibraryAndOpenFromTheDock() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
    ScenarioId scenarioId = 0;
    GameId gameId = 0;
    std::string saved;
    int actions = 0;
    {
        auto w = makeWindow(duel());
        LibraryDock* dock = libraryOf(*w, db);
        QVERIFY(dock);
        QVERIFY(dock->save());
        scenarioId = *w->document()->libraryId();
        QVERIFY(play(*w).start(99));
        playAFewActions(*w);
        // File > Save Game (Ctrl+Shift+S) asks where for a library scenario: the library.
        prompter(*w)->answer(QStringLiteral("In the Library"));
        QVERIFY(play(*w).saveGameAction()->isEnabled());
        play(*w).saveGameAction()->trigger();
        QCOMPARE(prompter(*w)->titles(), QStringList{QStringLiteral("Save Game")});
        QCOMPARE(prompter(*w)->pending(), 0);
        QVERIFY2(play(*w).store()->libraryGameId().has_value(), qPrintable(play(*w).lastMessage()));
        gameId = *play(*w).store()->libraryGameId();
        QVERIFY(play(*w).lastMessage().contains(QLatin1String("saved in the library")));
        saved = stateJson(play(*w).session().state());
        actions = play(*w).session().actionCount();
        const auto games = dock->library()->games(scenarioId);
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games[0].actions, actions);
        // The dock lists it under its scenario: turn and side to act.
        QTreeWidgetItem* row = gameRow(dock->list(), gameId);
        QVERIFY(row);
        const GameState& s = play(*w).session().state();
        QVERIFY2(row->text(0).contains(QStringLiteral("Turn %1/3").arg(s.turn)), qPrintable(row->text(0)));
        QVERIFY2(row->text(0).contains(QString::fromStdString(std::string(displayName(s.toAct())))), qPrintable(row->text(0)));
        QCOMPARE(row->parent()->data(0, Qt::UserRole).toLongLong(), scenarioId);
    }
    // Another window: open the game from the Library dock with its Open button.
    auto w = makeWindow(blankScenario());
    LibraryDock* dock = libraryOf(*w, db);
    QVERIFY(dock);
    QTreeWidgetItem* row = gameRow(dock->list(), gameId);
    QVERIFY(row);
    dock->list()->setCurrentItem(row);
    // What the dock shows (looked at; not compared).
    dock->show();
    dock->raise();
    QDir().mkpath(QStringLiteral(MUSTER_BINARY_DIR "/screenshots"));
    QVERIFY(dock->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/screenshots/library-games.png")));
    QCOMPARE(dock->selectedGameId().value_or(0), gameId);
    auto* open = dock->findChild<QPushButton*>(QStringLiteral("libraryOpen"));
    QVERIFY(open && open->isEnabled());
    QTest::mouseClick(open, Qt::LeftButton);
    QVERIFY(play(*w).isPlaying());
    QCOMPARE(play(*w).session().actionCount(), actions);
    const Replay r = replayGame(readGameJson(dock->library()->loadGameJson(gameId)));
    QVERIFY(r.ok());
    QCOMPARE(stateJson(play(*w).session().state()), stateJson(r.state));
    QCOMPARE(stateJson(play(*w).session().state()), saved);
    QVERIFY(w->document()->scenario() == duel());
    QCOMPARE(w->document()->libraryId().value_or(0), scenarioId);
    QVERIFY(!w->document()->isModified());
    // Saving again goes into the same slot.
    QVERIFY(play(*w).act(endTurnAction()) || play(*w).session().state().pending.kind != DecisionKind::None);
    QVERIFY(play(*w).store()->saveToLibrary());
    QCOMPARE(*play(*w).store()->libraryGameId(), gameId);
    QCOMPARE(dock->library()->games(scenarioId).size(), std::size_t(1));
    QCOMPARE(dock->library()->gameInfo(gameId).actions, play(*w).session().actionCount());
    // Delete from the dock: gone from the library and the list.
    dock->list()->setCurrentItem(gameRow(dock->list(), gameId));
    prompter(*w)->answer(QStringLiteral("Yes"));
    QVERIFY(dock->trashSelected());
    QCOMPARE(prompter(*w)->titles().last(), QStringLiteral("Delete game"));
    QVERIFY(dock->library()->games(scenarioId).empty());
    QVERIFY(!gameRow(dock->list(), gameId));
    QVERIFY(dock->library()->summary(scenarioId).has_value());  // the scenario stays
}

void TestPlayLibrary::libraryNeedsALibraryScenario() {
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(5));
    QVERIFY(!play(*w).store()->saveToLibrary());
    QCOMPARE(prompter(*w)->titles(), QStringList{QStringLiteral("Cannot save game")});
    QVERIFY2(play(*w).lastMessage().contains(QLatin1String("not in the library")), qPrintable(play(*w).lastMessage()));
    QVERIFY(!play(*w).store()->libraryGameId());
}

void TestPlayLibrary::gameIsAutosavedAfterEachAction() {
    QTemporaryDir dir;
    auto w = makeWindow(duel());
    QVERIFY(play(*w).start(7));
    const GameState& s = play(*w).session().state();
    QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
    const QString path = play(*w).store()->recoveryPath();
    QVERIFY(!path.isEmpty());
    QVERIFY(path.startsWith(GameRecoveryStore::defaultDir()));
    QVERIFY(readGameFile(path.toStdString()).actions == play(*w).session().record().actions);
    QVERIFY(play(*w).act(fireAction(unitIndex(s, "u2"), {6, 5})));
    // Written by the writer thread; store()->recoveryPath() waits for it.
    QCOMPARE(play(*w).store()->recoveryPath(), path);
    QCOMPARE(readGameFile(path.toStdString()).actions.size(), std::size_t(2));
    // Saved to a file: nothing to recover until the next action.
    QVERIFY(play(*w).store()->saveToFile(dir.filePath(QStringLiteral("g.json"))));
    QVERIFY(play(*w).store()->recoveryPath().isEmpty());
    QVERIFY(!QFile::exists(path));
    if (s.pending.kind == DecisionKind::None) QVERIFY(play(*w).act(endTurnAction()));
    else QVERIFY(play(*w).act(legalActions(s).front()));
    QVERIFY(!play(*w).store()->recoveryPath().isEmpty());
    // The window closes in good order: its game recovery goes with it.
    const QString again = play(*w).store()->recoveryPath();
    w.reset();
    QVERIFY(!QFile::exists(again));
    QVERIFY(gameRecoveries().isEmpty());
}

void TestPlayLibrary::crashedGameIsOfferedAndResumed() {
    // A game of the library scenario's current revision, left by an editor that crashed.
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
    ScenarioId scenarioId = 0;
    {
        auto w = makeWindow(duel());
        LibraryDock* dock = libraryOf(*w, db);
        QVERIFY(dock);
        QVERIFY(dock->save());
        scenarioId = *w->document()->libraryId();
    }
    const GameRecord rec = twoActionDuel();
    QCOMPARE(rec.actions.size(), std::size_t(2));
    GameRecoveryInfo info;
    info.title = QStringLiteral("Duel");
    info.libraryId = scenarioId;
    info.turn = 1;
    info.toAct = QStringLiteral("Union");
    info.actions = 2;
    const QString key = orphanGame(rec, info);
    QVERIFY(!key.isEmpty());
    // A new editor starts and accepts the offer.
    auto w = makeWindow(blankScenario());
    QVERIFY(libraryOf(*w, db));
    answerRecovery(*w, true);
    w->offerRecovery();
    QVERIFY(play(*w).isPlaying());
    const Replay r = replayGame(rec);
    QVERIFY(r.ok());
    QCOMPARE(stateJson(play(*w).session().state()), stateJson(r.state));
    QVERIFY(play(*w).session().record().actions == rec.actions);
    QVERIFY(w->document()->scenario() == duel());
    // The current revision: tied to its library scenario, as when opened from the dock.
    QCOMPARE(w->document()->libraryId().value_or(0), scenarioId);
    // Adopted: kept until saved or over, so a second crash still finds it.
    QCOMPARE(QFileInfo(play(*w).store()->recoveryPath()).completeBaseName(), key);
    QVERIFY(play(*w).act(endTurnAction()) || play(*w).session().state().pending.kind != DecisionKind::None);
    QCOMPARE(gameRecoveries(), QStringList{key + QStringLiteral(".json")});
}

// The rule of olderRevisionGameLeavesTheNewerRevisionAlone, for a game restored after a
// crash: started on revision 1, the scenario moved on to revision 2 meanwhile. The game
// resumes on its own set-up, untied, so saving the document cannot put revision 1 back.
void TestPlayLibrary::recoveredGameOfAnOlderRevisionIsUntied() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
    ScenarioId scenarioId = 0;
    Scenario newer = duel();
    newer.turns = 5;
    {
        auto w = makeWindow(duel());
        LibraryDock* dock = libraryOf(*w, db);
        QVERIFY(dock);
        QVERIFY(dock->save());
        scenarioId = *w->document()->libraryId();
        w->loadScenario(newer);
        w->document()->setLibraryId(scenarioId);
        QVERIFY(dock->save());
        QVERIFY(dock->library()->load(scenarioId) == newer);
        QCOMPARE(dock->library()->revisions(scenarioId).size(), std::size_t(2));
    }
    GameRecoveryInfo info;
    info.title = QStringLiteral("Duel");
    info.libraryId = scenarioId;  // what the crashed editor wrote (the game's library scenario)
    info.actions = 2;
    QVERIFY(!orphanGame(twoActionDuel(), info).isEmpty());

    auto w = makeWindow(blankScenario());
    LibraryDock* dock = libraryOf(*w, db);
    QVERIFY(dock);
    answerRecovery(*w, true);
    w->offerRecovery();
    QVERIFY(play(*w).isPlaying());
    QVERIFY(w->document()->scenario() == duel());       // the game's own set-up
    QVERIFY(!w->document()->libraryId().has_value());   // not tied to the newer revision
    QVERIFY2(play(*w).lastMessage().contains(QLatin1String("earlier revision")), qPrintable(play(*w).lastMessage()));
    // Save Game still stores the game beside its scenario; revision 2 is untouched.
    QVERIFY2(play(*w).store()->saveToLibrary(), qPrintable(play(*w).lastMessage()));
    const auto games = dock->library()->games(scenarioId);
    QCOMPARE(games.size(), std::size_t(1));
    QCOMPARE(games[0].revisionNumber, 1);
    QVERIFY(dock->library()->load(scenarioId) == newer);
}

// A recovered game whose library scenario was put in the trash meanwhile: untied too.
void TestPlayLibrary::recoveredGameOfATrashedScenarioIsUntied() {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
    ScenarioId scenarioId = 0;
    {
        auto w = makeWindow(duel());
        LibraryDock* dock = libraryOf(*w, db);
        QVERIFY(dock);
        QVERIFY(dock->save());
        scenarioId = *w->document()->libraryId();
        dock->library()->trash(scenarioId);
    }
    GameRecoveryInfo info;
    info.title = QStringLiteral("Duel");
    info.library = db;  // the library it was played from: opened for the check
    info.libraryId = scenarioId;
    info.actions = 2;
    QVERIFY(!orphanGame(twoActionDuel(), info).isEmpty());

    auto w = makeWindow(blankScenario());
    auto* dock = w->findChild<LibraryDock*>();
    QVERIFY(dock);
    answerRecovery(*w, true);
    w->offerRecovery();
    QVERIFY(play(*w).isPlaying());
    QVERIFY(w->document()->scenario() == duel());
    QVERIFY(!w->document()->libraryId().has_value());
    QVERIFY2(play(*w).lastMessage().contains(QLatin1String("no longer in the library")), qPrintable(play(*w).lastMessage()));
    QVERIFY(dock->library());
    QCOMPARE(QFileInfo(QString::fromStdString(dock->library()->path())), QFileInfo(db));
    QVERIFY(dock->library()->summary(scenarioId)->trashedAt.has_value());  // still in the trash
}

void TestPlayLibrary::declinedOrRunningGamesAreNotResumed() {
    // A running editor's game (its lock held) is neither offered nor deleted.
    auto running = makeWindow(duel());
    QVERIFY(play(*running).start(3));
    const GameState& s = play(*running).session().state();
    QVERIFY(play(*running).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
    const QString path = play(*running).store()->recoveryPath();
    QVERIFY(QFile::exists(path));
    auto w = makeWindow(blankScenario());
    answerRecovery(*w, true);
    w->offerRecovery();
    QVERIFY(!play(*w).isPlaying());
    QVERIFY(QFile::exists(path));
    // An orphan the user declines is deleted.
    {
        GameRecoveryStore store;
        QVERIFY(store.write(GameRecord{duel(), 5, {}, {}, {}}, GameRecoveryInfo{}).isEmpty());
    }
    QCOMPARE(gameRecoveries().size(), 2);
    answerRecovery(*w, false);
    w->offerRecovery();
    QVERIFY(!play(*w).isPlaying());
    QCOMPARE(gameRecoveries(), QStringList{QFileInfo(path).fileName()});
}

QTEST_MAIN(TestPlayLibrary)
#include "test_play_library.moc"
