// The Balance dock's people row with real widgets: after a run, the finished games people
// played on the battle (beside the scenario's file, in the library) are counted beside the
// rungs; "none" is said plainly; a file that does not read is named in the tooltip; the row
// goes when another battle opens, and a claim holds no people's games.
#include "editor/docks/balance_dock.h"
#include "tests/support/duel_scenario.h"
#include "editor/docks/balance_people_row.h"
#include "editor/document/scenario_document.h"
#include "db/library.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"
#include "../turn_until.h"

#include <QPushButton>
#include <QtTest>

using namespace muster;

namespace {

Scenario duel() { return test::firstBloodDuel(); }

// A whole game a person played against the computer, as the editor saves it.
GameRecord played(const Scenario& sc, std::uint64_t seed, GameResult* result) {
    GameRecord g;
    g.scenario = sc;
    g.seed = seed;
    auto setup = std::make_shared<const GameSetup>(sc);
    auto u = makePlayer("greedy", playerSeed(seed, Side::Union));
    auto c = makePlayer("random", playerSeed(seed, Side::Confederate));
    const MatchResult m = playGame(setup, seed, *u, *c, nullptr, &g.actions);
    if (!m.ok()) qFatal("the game did not finish: %s", m.error.c_str());
    *result = m.state.result;
    g.players = GamePlayers{};
    g.players->seats[1].player = "random";
    return g;
}

bool run(BalanceDock& dock) {
    dock.setAi(QStringLiteral("greedy"));
    dock.setGames(4);
    QTest::mouseClick(dock.runButton(), Qt::LeftButton);
    const bool done = test::turnUntil([&] { return !dock.isRunning(); }, 120000);
    QCoreApplication::processEvents();
    return done;
}

} // namespace

class TestBalancePeopleRow : public QObject {
    Q_OBJECT
private slots:
    void gamesBesideTheScenarioFile() {
        QTemporaryDir dir;
        const Scenario sc = duel();
        const QString file = dir.filePath("duel.json");
        writeScenarioFile(sc, file.toStdString());
        int games = 0, unionWins = 0, decided = 0;
        for (std::uint64_t seed = 1; seed <= 7; ++seed) {
            GameResult r;
            writeGameFile(played(sc, seed, &r), dir.filePath(QString("game%1.json").arg(seed)).toStdString());
            ++games;
            unionWins += r == GameResult::UnionWins;
            decided += r == GameResult::UnionWins || r == GameResult::ConfederateWins;
        }
        QVERIFY(decided > 0);
        QFile broken(dir.filePath("broken.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"muster-game\", \"seed\": [");
        broken.close();

        ScenarioDocument doc;
        doc.reset(sc, file);
        BalanceDock dock(&doc);
        dock.show();
        QLabel* row = dock.peopleRow();
        QVERIFY(row->isHidden());  // nothing to set beside until there are rungs
        QVERIFY(run(dock));
        QVERIFY(row->isVisible());
        const DecidedShare s{decided, double(unionWins) / decided, wilsonInterval(unionWins, decided)};
        const QString want = QStringLiteral("People: %1 games, Union %2% (%3–%4%) of the decided.")
                                 .arg(games)
                                 .arg(std::lround(100 * s.rate))
                                 .arg(std::lround(100 * s.ci.lo))
                                 .arg(std::lround(100 * s.ci.hi));
        QVERIFY2(row->text().startsWith(want), qPrintable(row->text() + " / " + want));
        QVERIFY2(row->text().contains(QStringLiteral("agree")), qPrintable(row->text()));
        QVERIFY2(row->text().contains(QStringLiteral("1 file could not be read")), qPrintable(row->text()));
        QVERIFY2(row->toolTip().contains(dir.filePath("broken.json")), qPrintable(row->toolTip()));
        QCOMPARE(dock.outcome()->people->games, games);
        // A claim is what a re-run plays again: no people's games in it.
        QVERIFY(dock.claimableResult());
        QVERIFY(!dock.claimableResult()->report.contains("people"));
        // Another battle opens: the row goes with the result.
        dock.documentReplaced();
        QVERIFY(row->isHidden());
    }

    void noneSaidPlainly() {
        ScenarioDocument doc(duel());  // a new board: no file, no library
        BalanceDock dock(&doc);
        dock.show();
        QVERIFY(run(dock));
        QVERIFY2(dock.peopleRow()->text().startsWith(QStringLiteral("People: none.")), qPrintable(dock.peopleRow()->text()));
    }

    void theLibrarysGames() {
        QTemporaryDir dir;
        const Scenario sc = duel();
        Library lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        const ScenarioId id = lib.save(sc);
        GameResult r;
        lib.saveGame(id, writeGameJson(played(sc, 3, &r)));
        lib.saveGame(id, writeGameJson(played(sc, 4, &r)));
        ScenarioDocument doc(sc);
        BalanceDock dock(&doc);
        dock.show();
        dock.setPeopleLibrary([&lib] { return lib.path(); });
        QVERIFY(run(dock));
        QVERIFY2(dock.peopleRow()->text().startsWith(QStringLiteral("People: 2 games")), qPrintable(dock.peopleRow()->text()));
        QVERIFY(dock.peopleRow()->toolTip().contains(QStringLiteral("the library")));
    }
};

QTEST_MAIN(TestBalancePeopleRow)
#include "test_balance_people_row.moc"
