// The cap on the computer's thinking in the editor's play mode: a cap of 0 ms stops the
// search before its first playout, so the player takes its first candidate (greedy's
// choice); the user is told the game no longer repeats from its seed, and the saved game
// says so. Without a cap the same seed plays the search's own choice, silently. The cap is
// a setting the next window remembers. Event-loop turns are counted, never seconds.
#include "play_test_util.h"
#include "editor/play/computer_turns.h"
#include "engine/ai/search_player.h"
#include "engine/players/match.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

class TestPlayThinkCap : public QObject {
    Q_OBJECT
private slots:
    // The cap is remembered: no test leaves its cap behind for the next program.
    void cleanup() { QSettings().remove(QStringLiteral("play/thinkCapMs")); }
    void zeroCap_takesFirstCandidateAndSaysSo();
    void cap_isRememberedAndChosenInThePanel();

private:
    // Starts the game, lets the side to act be `search` under `capMs`, and returns after its
    // first action (false when it never came).
    static bool firstComputerAction(MainWindow& w, int capMs) {
        if (!play(w).start(kSeed)) return false;
        play(w).setThinkCap(capMs);
        play(w).setPace(0);
        const Side side = play(w).session().state().toAct();
        play(w).setPlayer(side, QStringLiteral("search"));
        for (int turns = 0; turns < 20000 && play(w).session().actionCount() < 1; ++turns) QTest::qWait(1);
        return play(w).session().actionCount() >= 1;
    }
    static constexpr std::uint64_t kSeed = 5;
};

void TestPlayThinkCap::zeroCap_takesFirstCandidateAndSaysSo() {
    const QString scenario = QStringLiteral(MUSTER_SOURCE_DIR "/scenarios/shiloh.json");
    QTemporaryDir dir;
    std::optional<GameState> start;
    Action capped, uncapped;
    {
        auto w = makeWindow(blankScenario());
        QVERIFY(w->openFile(scenario));
        QVERIFY(firstComputerAction(*w, 0));
        start.emplace(play(*w).session().stateAfter(0));
        capped = play(*w).session().record().actions.front();
        QVERIFY2(play(*w).lastMessage().contains(QStringLiteral("no longer repeats from its seed")),
                 qPrintable(play(*w).lastMessage()));
        QVERIFY(play(*w).computer()->cutShort());
        auto* status = w->findChild<QLabel*>(QStringLiteral("playStatus"));
        QVERIFY(status && status->text().contains(QStringLiteral("no longer repeats from its seed")));
        const QString file = dir.filePath("capped.json");
        QVERIFY(play(*w).store()->saveToFile(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject players = QJsonDocument::fromJson(f.readAll()).object().value("players").toObject();
        QCOMPARE(players.value("cutShort").toBool(false), true);
        // Read back, the game keeps the mark.
        QVERIFY(play(*w).computer()->players().cutShort);
        QCOMPARE(readGameFile(file.toStdString()).players->cutShort, true);
    }
    {
        auto w = makeWindow(blankScenario());
        QVERIFY(w->openFile(scenario));
        QVERIFY(firstComputerAction(*w, PlayController::kNoThinkCap));
        uncapped = play(*w).session().record().actions.front();
        QVERIFY(!play(*w).lastMessage().contains(QStringLiteral("no longer repeats")));
        QVERIFY(!play(*w).computer()->cutShort());
        const QString file = dir.filePath("whole.json");
        QVERIFY(play(*w).store()->saveToFile(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!f.readAll().contains("cutShort"));
    }
    // The capped player took greedy's choice, its first candidate; uncapped, the search's
    // own, which differs from it in this position (else this test could not tell them apart).
    const Side side = start->toAct();
    QVERIFY(capped == ai::greedyChoice(*start));
    ai::SearchPlayer search(playerSeed(kSeed, side));
    QVERIFY(uncapped == search.choose(*start));
    QVERIFY2(!(capped == uncapped), "the search picks greedy's action here: choose another seed");
}

void TestPlayThinkCap::cap_isRememberedAndChosenInThePanel() {
    {
        auto w = makeWindow(duel());
        QVERIFY(play(*w).start(1));
        auto* combo = w->findChild<QComboBox*>(QStringLiteral("playThinkCap"));
        QVERIFY(combo);
        const int i = combo->findData(3000);
        QVERIFY(i >= 0);
        combo->setCurrentIndex(i);
        emit combo->activated(i);
        QCOMPARE(play(*w).thinkCap(), 3000);
    }
    auto w = makeWindow(blankScenario());
    QCOMPARE(play(*w).thinkCap(), 3000);
    auto* combo = w->findChild<QComboBox*>(QStringLiteral("playThinkCap"));
    QVERIFY(combo);
    QCOMPARE(combo->currentData().toInt(), 3000);
}

QTEST_MAIN(TestPlayThinkCap)
#include "test_play_think_cap.moc"
