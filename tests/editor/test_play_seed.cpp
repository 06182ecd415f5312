// One seed, one game: computer players in the editor's play mode are seeded by the engine's
// playerSeed, as muster-cli play --ai seeds them, so a game played in the editor is the game
// the command line plays from the same seed, action for action and byte for byte on disk.
#include "play_test_util.h"
#include "engine/players/match.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

class TestPlaySeed : public QObject {
    Q_OBJECT
private slots:
    void seed_sameGameInEditorAndCli();
};

void TestPlaySeed::seed_sameGameInEditorAndCli() {
    const QString scenario = QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/antietam.json");
    const std::uint64_t seed = 42;
    auto w = makeWindow(blankScenario());
    QVERIFY(w->openFile(scenario));
    QVERIFY(play(*w).start(seed));
    play(*w).setPace(0);
    play(*w).setPlayer(Side::Union, QStringLiteral("random"));
    play(*w).setPlayer(Side::Confederate, QStringLiteral("random"));
    // Event-loop turns, not seconds: a random game here takes a few hundred actions.
    for (int turns = 0; turns < 200000 && !play(*w).session().state().over(); ++turns) QTest::qWait(1);
    QVERIFY2(play(*w).session().state().over(), "the computer players did not finish the game");

    QTemporaryDir dir;
    const QString editorFile = dir.filePath("editor.json"), cliFile = dir.filePath("cli.json");
    QVERIFY(play(*w).store()->saveToFile(editorFile));
    QProcess p;
    p.start(QStringLiteral(MUSTER_CLI), {"play", scenario, "--ai", "random", "--seed", QString::number(seed), "--out", cliFile});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitCode(), 0);
    QFile a(editorFile), b(cliFile);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray editorText = a.readAll(), cliText = b.readAll();
    QVERIFY(editorText.contains("\"actions\""));
    // The editor's file also says who played (its "players" entry, docs/format.md); the
    // CLI's does not. Everything else, the dice and every action included, must be equal.
    QJsonObject editorGame = QJsonDocument::fromJson(editorText).object();
    const QJsonObject cliGame = QJsonDocument::fromJson(cliText).object();
    const QJsonObject players = editorGame.take(QStringLiteral("players")).toObject();
    for (Side side : {Side::Union, Side::Confederate}) {
        const QJsonObject seat = players.value(QString::fromLatin1(toString(side).data())).toObject();
        QCOMPARE(seat.value(QStringLiteral("player")).toString(), QStringLiteral("random"));
        // Seeds are 64-bit: read from the text, not through a double.
        QVERIFY(editorText.contains("\"seed\":" + QByteArray::number(static_cast<qulonglong>(playerSeed(seed, side)))));
    }
    QVERIFY(!cliGame.isEmpty());
    QCOMPARE(editorGame, cliGame);
}

QTEST_MAIN(TestPlaySeed)
#include "test_play_seed.moc"
