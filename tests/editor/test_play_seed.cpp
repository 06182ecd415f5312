// One seed, one game: computer players in the editor's play mode are seeded by the engine's
// playerSeed, as muster-cli play --ai seeds them, so a game played in the editor is the game
// the command line plays from the same seed, action for action and byte for byte on disk.
#include "play_test_util.h"

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
    QVERIFY(w->openFile(scenario, true));
    QVERIFY(play(*w).start(true, seed));
    play(*w).setPace(0);
    play(*w).setPlayer(Side::Union, QStringLiteral("random"));
    play(*w).setPlayer(Side::Confederate, QStringLiteral("random"));
    // Event-loop turns, not seconds: a random game here takes a few hundred actions.
    for (int turns = 0; turns < 200000 && !play(*w).session().state().over(); ++turns) QTest::qWait(1);
    QVERIFY2(play(*w).session().state().over(), "the computer players did not finish the game");

    QTemporaryDir dir;
    const QString editorFile = dir.filePath("editor.json"), cliFile = dir.filePath("cli.json");
    QVERIFY(play(*w).saveGame(editorFile, true));
    QProcess p;
    p.start(QStringLiteral(MUSTER_CLI), {"play", scenario, "--ai", "random", "--seed", QString::number(seed), "--out", cliFile});
    QVERIFY(p.waitForFinished(300000));
    QCOMPARE(p.exitCode(), 0);
    QFile a(editorFile), b(cliFile);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray editorText = a.readAll(), cliText = b.readAll();
    QVERIFY(editorText.contains("\"actions\""));
    QCOMPARE(editorText, cliText);
}

QTEST_MAIN(TestPlaySeed)
#include "test_play_seed.moc"
