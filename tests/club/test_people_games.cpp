// People's games beside the AI rungs (club/people_games.h, engine/balance/balance_people.h):
// game files the engine played and wrote, in a folder, a club folder's games/ and the
// library; only finished games of the very battle with a person at the table count, and a
// file that does not read is listed with its reason, never stops the rest.
#include "club/people_games.h"

#include "db/library.h"
#include "engine/io/game_json.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include "duel_scenario.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {

Scenario duel(int turns = 5) {
    Scenario s = readScenarioJson(
        test::duelScenario("People", 4, 4, R"([{"kind": "reachVP", "side": "union", "vp": 1}, {"kind": "reachVP", "side": "confederate", "vp": 1}])")
            .toStdString());
    s.turns = turns;
    return s;
}

// A whole game between two computer players, recorded as a game file would hold it.
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
    return g;
}

GamePlayers seats(const std::string& u, const std::string& c) {
    GamePlayers p;
    p.seats[0].player = u;
    p.seats[1].player = c;
    return p;
}

void writeText(const QString& path, const QByteArray& text) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

struct Expected {
    int games = 0, unionWins = 0, confederateWins = 0, draws = 0;
    void add(GameResult r) {
        ++games;
        if (r == GameResult::UnionWins) ++unionWins;
        else if (r == GameResult::ConfederateWins) ++confederateWins;
        else ++draws;
    }
};

} // namespace

class TestPeopleGames : public QObject {
    Q_OBJECT
private slots:
    void countsOnlyFinishedGamesOfTheBattleWithAPerson() {
        QTemporaryDir dir;
        const Scenario battle = duel();
        Expected want;
        // Six finished games, a person on one side, on both sides, or no "players" at all
        // (a file from before the key existed: played by people).
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GameResult r;
            GameRecord g = played(battle, seed, &r);
            if (seed % 3 == 1) g.players = seats("human", "greedy");
            else if (seed % 3 == 2) g.players = seats("human", "human");
            writeGameFile(g, dir.filePath(QString("game%1.json").arg(seed)).toStdString());
            want.add(r);
        }
        QVERIFY(want.unionWins + want.confederateWins > 0);
        // Not counted: computer against computer, unfinished, another battle.
        GameResult r;
        GameRecord ai = played(battle, 7, &r);
        ai.players = seats("greedy", "random");
        writeGameFile(ai, dir.filePath("ai-only.json").toStdString());
        GameRecord cut = played(battle, 8, &r);
        cut.players = seats("human", "human");
        cut.actions.resize(cut.actions.size() / 3);
        writeGameFile(cut, dir.filePath("unfinished.json").toStdString());
        GameRecord other = played(duel(6), 9, &r);
        other.players = seats("human", "human");
        writeGameFile(other, dir.filePath("other-battle.json").toStdString());
        // Passed over: the scenario itself; listed: a broken file and a game that names no unit of its battle.
        writeText(dir.filePath("battle.json"), QByteArray::fromStdString(writeScenarioJson(battle)));
        writeText(dir.filePath("broken.json"), "{\"format\": \"muster-game\", \"formatVersion\": 1, \"seed\": ");
        QByteArray bad = QByteArray::fromStdString(writeGameJson(played(battle, 10, &r)));
        QVERIFY(bad.contains("\"unit\":\"u1\""));
        bad.replace("\"unit\":\"u1\"", "\"unit\":\"nobody\"");
        writeText(dir.filePath("bad-unit.json"), bad);

        PeopleGameSources src;
        src.paths = {dir.path().toStdString()};
        const PeopleResults p = collectPeopleGames(battle, src);
        QCOMPARE(p.games, want.games);
        QCOMPARE(p.unionWins, want.unionWins);
        QCOMPARE(p.confederateWins, want.confederateWins);
        QCOMPARE(p.draws, want.draws);
        QCOMPARE(p.computerOnly, 1);
        QCOMPARE(p.unfinished, 1);
        QCOMPARE(p.otherBattle, 1);
        QCOMPARE(p.sources.size(), std::size_t(1));
        QCOMPARE(p.sources[0].games, want.games);
        QCOMPARE(p.skipped.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(p.skipped[0].file), dir.filePath("bad-unit.json"));
        QVERIFY2(p.skipped[0].reason.find("nobody") != std::string::npos, p.skipped[0].reason.c_str());
        QCOMPARE(QString::fromStdString(p.skipped[1].file), dir.filePath("broken.json"));
        QVERIFY(!p.skipped[1].reason.empty());
        // The interval is the rungs' own: Wilson over the decided games.
        const DecidedShare s = p.share();
        QCOMPARE(s.decided, want.unionWins + want.confederateWins);
        QCOMPARE(s.ci.lo, wilsonInterval(want.unionWins, s.decided).lo);
        QCOMPARE(s.ci.hi, wilsonInterval(want.unionWins, s.decided).hi);
    }

    // A club folder's games/ holds "muster-club-game" files: their labels say who played
    // when the game file itself does not.
    void readsAClubFoldersGames() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("games"));
        const Scenario battle = duel();
        Expected want;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GameResult r;
            const GameRecord g = played(battle, seed, &r);
            const std::string labels = seed == 3 ? R"({"union": "greedy", "confederate": "random"})"
                                                 : R"({"union": "human", "confederate": "greedy"})";
            const std::string text = R"({"format": "muster-club-game", "formatVersion": 1, "battle": {"id": "people", "checksum": "x"}, "players": )" +
                                     labels + R"(, "game": )" + writeGameJson(g) + "}";
            writeText(dir.filePath(QString("games/g%1.json").arg(seed)), QByteArray::fromStdString(text));
            if (seed != 3) want.add(r);
        }
        PeopleGameSources src;
        src.paths = {dir.path().toStdString()};
        const PeopleResults p = collectPeopleGames(battle, src);
        QCOMPARE(p.games, want.games);
        QCOMPARE(p.unionWins, want.unionWins);
        QCOMPARE(p.computerOnly, 1);
        QVERIFY(p.skipped.empty());
    }

    void readsTheLibrarysGames() {
        QTemporaryDir dir;
        const Scenario battle = duel();
        Library lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        const ScenarioId id = lib.save(battle);
        Expected want;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GameResult r;
            GameRecord g = played(battle, seed, &r);
            g.players = seed == 4 ? seats("greedy", "greedy") : seats("human", "random");
            lib.saveGame(id, writeGameJson(g));
            if (seed != 4) want.add(r);
        }
        PeopleGameSources src;
        src.library = &lib;
        src.libraryName = "the library";
        const PeopleResults p = collectPeopleGames(battle, src);
        QCOMPARE(p.games, want.games);
        QCOMPARE(p.unionWins, want.unionWins);
        QCOMPARE(p.confederateWins, want.confederateWins);
        QCOMPARE(p.computerOnly, 1);
        QCOMPARE(p.sources.size(), std::size_t(1));
        QCOMPARE(p.sources[0].name, std::string("the library"));
    }

    // A file named on its own that is no game, or missing, is listed; the others still count.
    void namedFilesThatAreNoGamesAreListed() {
        QTemporaryDir dir;
        const Scenario battle = duel();
        GameResult r;
        writeGameFile(played(battle, 1, &r), dir.filePath("g.json").toStdString());
        writeText(dir.filePath("battle.json"), QByteArray::fromStdString(writeScenarioJson(battle)));
        PeopleGameSources src;
        src.paths = {dir.filePath("battle.json").toStdString(), dir.filePath("missing.json").toStdString(),
                     dir.filePath("g.json").toStdString()};
        const PeopleResults p = collectPeopleGames(battle, src);
        QCOMPARE(p.games, 1);
        QCOMPARE(p.skipped.size(), std::size_t(2));
        QVERIFY(p.skipped[0].reason.find("not a game file") != std::string::npos);
        QVERIFY(p.skipped[1].reason.find("no such file") != std::string::npos);
        QCOMPARE(p.sources.size(), std::size_t(3));
    }
};

QTEST_MAIN(TestPeopleGames)
#include "test_people_games.moc"
