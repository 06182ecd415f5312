// Whole games in play mode: computer against computer to the end (the engine thinking off
// the GUI thread), and a game saved mid-way and reopened equals the engine's replay of the
// file.
#include "play_test_util.h"

#include "editor/document/scenario_document.h"
#include "editor/play/play_panel.h"
#include "engine/players/player.h"

#include <QComboBox>
#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

class TestPlayGames : public QObject {
    Q_OBJECT
private slots:
    void computerAgainstComputerToTheEnd();
    void playerChoicesListTheRegistry();
    void saveMidGameAndResume();
    void openingAGameFileResumesIt();
};

void TestPlayGames::computerAgainstComputerToTheEnd() {
    auto w = makeWindow(blankScenario());
    QVERIFY(w->openFile(QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json")));
    QVERIFY(play(*w).start(42));
    play(*w).setPace(0);
    play(*w).setPlayer(Side::Union, QStringLiteral("random"));
    play(*w).setPlayer(Side::Confederate, QStringLiteral("random"));
    // The window keeps handling events while the computer plays: count event loop turns.
    int turns = 0;
    turnUntil([&] { return play(*w).session().state().over() || (++turns, false); }, 120000);
    const GameState& s = play(*w).session().state();
    QVERIFY2(s.over(), qPrintable(QStringLiteral("not over after %1 actions").arg(play(*w).session().actionCount())));
    QVERIFY(turns > 1);
    QVERIFY(!play(*w).resultText().isEmpty());
    QVERIFY(play(*w).panel()->statusLabel()->text().contains(play(*w).resultText().toHtmlEscaped()));
    // The game equals the engine's replay of its record.
    const Replay r = replayGame(play(*w).session().record());
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(stateJson(r.state), stateJson(s));
    QVERIFY(play(*w).session().actionCount() > 10);
}

void TestPlayGames::playerChoicesListTheRegistry() {
    auto w = makeWindow(duel());
    auto* c = play(*w).panel()->findChild<QComboBox*>(QStringLiteral("playerConfederate"));
    QVERIFY(c);
    const auto names = playerNames();
    QCOMPARE(c->count(), static_cast<int>(names.size()) + 1);
    for (const std::string& n : names) QVERIFY(c->findData(QString::fromStdString(n)) >= 0);
    // Choosing the computer for the side not to act, then ending the turn: it plays.
    QVERIFY(play(*w).start(3));
    play(*w).setPace(0);
    c->setCurrentIndex(c->findData(QStringLiteral("random")));
    emit c->activated(c->currentIndex());
    QCOMPARE(play(*w).player(Side::Confederate), QStringLiteral("random"));
    play(*w).endTurn();
    QVERIFY(turnUntil([&] { return play(*w).session().state().active == Side::Union || play(*w).session().state().over(); }, 20000));
    QVERIFY(play(*w).session().actionCount() >= 2);
}

void TestPlayGames::saveMidGameAndResume() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    std::string saved;
    {
        auto w = makeWindow(duel());
        QVERIFY(play(*w).start(99));
        const GameState& s = play(*w).session().state();
        QVERIFY(play(*w).act(moveAction(unitIndex(s, "u1"), {Offset{4, 4}})));
        QVERIFY(play(*w).act(fireAction(unitIndex(s, "u2"), {6, 5})));
        if (s.pending.kind == DecisionKind::None) QVERIFY(play(*w).act(endTurnAction()));
        saved = stateJson(s);
        QVERIFY(play(*w).store()->saveToFile(path));
    }
    auto w = makeWindow(blankScenario());
    QVERIFY(w->openFile(path));
    QVERIFY(play(*w).isPlaying());
    const Replay r = replayGame(readGameFile(path.toStdString()));
    QVERIFY(r.ok());
    QCOMPARE(stateJson(play(*w).session().state()), stateJson(r.state));
    QCOMPARE(stateJson(play(*w).session().state()), saved);
    QCOMPARE(w->document()->scenario().title, std::string("Duel"));
    // The game goes on from there.
    QVERIFY(play(*w).session().actionCount() >= 2);
}

void TestPlayGames::openingAGameFileResumesIt() {
    // A file the engine refuses part-way: play resumes before the refused action, and says so.
    auto w = makeWindow(duel());
    QTemporaryDir dir;
    GameRecord g{duel(), 5, {6}, {moveAction(0, {Offset{4, 4}}), moveAction(0, {Offset{4, 3}})}, {}};
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    writeGameFile(g, path.toStdString());
    QVERIFY(w->openFile(path));
    QVERIFY(play(*w).isPlaying());
    QCOMPARE(play(*w).session().actionCount(), 1);
    QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("actions[1]")), qPrintable(play(*w).lastMessage()));
    // A broken file is refused with the reader's message and nothing changes.
    QFile f(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"muster-game","formatVersion":1,"seed":1})");
    f.close();
    QVERIFY(!w->openFile(f.fileName()));
    QVERIFY(play(*w).lastMessage().contains(QStringLiteral("scenario")));
    QCOMPARE(play(*w).session().actionCount(), 1);
}

QTEST_MAIN(TestPlayGames)
#include "test_play_games.moc"
