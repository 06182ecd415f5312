// Games stored in the library beside their scenario: save, list, load, delete, reopen,
// damaged and bad input, and the migration from a version 3 library.
#include "db/database.h"
#include "db/library.h"
#include "engine/rules/game.h"
#include "engine/io/game_json.h"
#include "engine/players/player.h"
#include "model/io/scenario_json.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

Scenario antietam() { return readScenarioFile(std::string(MUSTER_BUNDLED_SCENARIOS) + "/antietam.json"); }

// A game of `n` actions chosen by the random player, as its file would hold it.
GameRecord playedGame(const Scenario& s, int n, std::uint64_t seed) {
    GameRecord rec{s, seed, {}, {}, {}};
    auto setup = std::make_shared<const GameSetup>(s);
    GameState st = newGame(setup, seed);
    auto player = makePlayer("random", seed + 1);
    for (int i = 0; i < n && !st.over(); ++i) {
        const Action a = player->choose(st);
        if (!applyAction(st, a)) break;
        rec.actions.push_back(a);
    }
    return rec;
}

} // namespace

class TestGames : public QObject {
    Q_OBJECT
private slots:
    void saveListLoadDelete();
    void survivesReopenAndRevisionIsKept();
    void badGamesAreRefused();
    void damagedGameIsReported();
    void purgeRemovesGamesAndTrashHidesThem();
    void migrationFromVersion3();
};

void TestGames::saveListLoadDelete() {
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
    const Scenario s = antietam();
    const ScenarioId id = lib.save(s);
    const GameRecord rec = playedGame(s, 12, 42);
    QVERIFY(rec.actions.size() == 12);
    const std::string json = writeGameJson(rec);
    const GameId g = lib.saveGame(id, json, "First try");
    const GameId g2 = lib.saveGame(id, writeGameJson(playedGame(s, 3, 7)));

    const auto rows = lib.games(id);
    QCOMPARE(rows.size(), std::size_t(2));
    QCOMPARE(rows[0].id, g2);  // newest first
    const GameInfo& info = rows[1];
    QCOMPARE(info.id, g);
    QCOMPARE(info.title, std::string("First try"));
    QCOMPARE(rows[0].title, s.title);  // no title given: the scenario's
    QCOMPARE(info.scenario, id);
    QVERIFY(info.revision.has_value());
    QCOMPARE(*info.revision, lib.summary(id)->revision);
    QCOMPARE(info.revisionNumber, 1);
    QCOMPARE(info.actions, 12);
    const Replay replay = replayGame(rec);
    QCOMPARE(info.turn, replay.state.turn);
    QCOMPARE(info.turns, s.turns);
    QCOMPARE(info.toAct, std::string(toString(replay.state.toAct())));
    QVERIFY(info.result.empty());
    QVERIFY(!info.savedAt.empty());

    // Loaded text equals the canonical file, and replays to the same state.
    QCOMPARE(lib.loadGameJson(g), json);
    const GameRecord back = readGameJson(lib.loadGameJson(g));
    QVERIFY(back.actions == rec.actions);
    QCOMPARE(stateToJson(replayGame(back).state, nullptr).dump(), stateToJson(replay.state, nullptr).dump());

    // Saving into an existing game replaces it (same id, new content).
    const GameRecord longer = playedGame(s, 20, 42);
    QCOMPARE(lib.saveGame(id, writeGameJson(longer), "First try", g), g);
    QCOMPARE(lib.gameInfo(g).actions, static_cast<int>(longer.actions.size()));
    QCOMPARE(lib.games(id).size(), std::size_t(2));

    lib.deleteGame(g);
    QCOMPARE(lib.games(id).size(), std::size_t(1));
    try {
        lib.loadGameJson(g);
        QFAIL("a deleted game loaded");
    } catch (const LibraryError& e) {
        QCOMPARE(e.kind(), LibraryError::Kind::NotFound);
    }
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.deleteGame(g));
}

void TestGames::survivesReopenAndRevisionIsKept() {
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("lib.sqlite")).toStdString();
    const Scenario s = antietam();
    const std::string json = writeGameJson(playedGame(s, 8, 3));
    ScenarioId id = 0;
    GameId g = 0, edited = 0;
    RevisionId first = 0;
    {
        auto lib = Library::open(path);
        id = lib.save(s);
        first = lib.summary(id)->revision;
        g = lib.saveGame(id, json);
        Scenario changed = s;
        changed.title += " (edited)";
        lib.save(changed, "edited", id);  // a newer revision: the game stays on the first
        // A game on a set-up that matches no revision is still kept, with no revision.
        Scenario unsaved = s;
        unsaved.subtitle = "never saved";
        edited = lib.saveGame(id, writeGameJson(playedGame(unsaved, 2, 9)));
    }
    auto lib = Library::open(path);
    QCOMPARE(lib.loadGameJson(g), json);
    QCOMPARE(*lib.gameInfo(g).revision, first);
    QCOMPARE(lib.gameInfo(g).revisionNumber, 1);
    QVERIFY(!lib.gameInfo(edited).revision.has_value());
    QCOMPARE(lib.games().size(), std::size_t(2));
    QCOMPARE(lib.integrityCheck(), std::string("ok"));
}

void TestGames::badGamesAreRefused() {
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
    const Scenario s = antietam();
    const ScenarioId id = lib.save(s);
    auto refused = [&](const std::string& text, const char* expect) {
        try {
            lib.saveGame(id, text);
            QFAIL(qPrintable(QStringLiteral("accepted: ") + QString::fromStdString(text.substr(0, 60))));
        } catch (const LibraryError& e) {
            QCOMPARE(e.kind(), LibraryError::Kind::BadInput);
            const QString msg = QString::fromUtf8(e.what());
            QVERIFY2(msg.contains(QLatin1String(expect)), qPrintable(msg));
            QVERIFY2(msg.contains(QString::fromStdString(lib.path())), qPrintable(msg));
            QVERIFY2(msg.contains(QLatin1String("nothing was stored")), qPrintable(msg));
        }
    };
    refused("{not json", "not a readable game");
    refused(writeScenarioJson(s), "not a readable game");  // a scenario is not a game
    // An action the engine refuses: a unit of the side not to act fires at its own hex.
    GameRecord rec = playedGame(s, 2, 5);
    const Side idle = otherSide(replayGame(rec).state.toAct());
    const Unit* u = nullptr;
    for (const Unit& x : s.units)
        if (x.side == idle && x.hex && !u) u = &x;
    QVERIFY(u);
    nlohmann::ordered_json j = nlohmann::ordered_json::parse(writeGameJson(rec));
    j["actions"].push_back({{"do", "fire"}, {"unit", u->id}, {"at", {u->hex->col, u->hex->row}}});
    refused(j.dump(), "does not replay");
    QVERIFY(lib.games(id).empty());
    // An unknown scenario.
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.saveGame(id + 100, writeGameJson(rec)));
    QVERIFY(lib.games().empty());
}

void TestGames::damagedGameIsReported() {
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
    const Scenario s = antietam();
    const ScenarioId id = lib.save(s);
    const GameId g = lib.saveGame(id, writeGameJson(playedGame(s, 4, 1)));
    auto st = lib.database().prepare("UPDATE games SET game_json = replace(game_json, '\"seed\"', '\"seed\" ') WHERE id = ?1");
    st.bind(1, g).exec();
    try {
        lib.loadGameJson(g);
        QFAIL("a damaged game loaded");
    } catch (const LibraryError& e) {
        QCOMPARE(e.kind(), LibraryError::Kind::Corrupt);
        QVERIFY(QString::fromUtf8(e.what()).contains(QLatin1String("damaged")));
    }
}

void TestGames::purgeRemovesGamesAndTrashHidesThem() {
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath(QStringLiteral("lib.sqlite")).toStdString());
    const Scenario s = antietam();
    const ScenarioId id = lib.save(s);
    const GameId g = lib.saveGame(id, writeGameJson(playedGame(s, 4, 1)));
    lib.trash(id);
    QVERIFY(lib.games().empty());              // all games: trashed scenarios left out
    QCOMPARE(lib.games(id).size(), std::size_t(1));  // asked by id: still there
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.saveGame(id, writeGameJson(playedGame(s, 1, 1))));
    lib.purge(id);
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.gameInfo(g));
    QCOMPARE(lib.database().scalarInt("SELECT count(*) FROM games"), std::int64_t(0));
}

void TestGames::migrationFromVersion3() {
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("lib.sqlite")).toStdString();
    ScenarioId id = 0;
    {
        auto lib = Library::open(path);
        id = lib.save(antietam());
        // Back to the version 3 layout: no games or battles table.
        lib.database().exec("DROP TABLE battles; DROP TABLE games; PRAGMA user_version = 3;");
    }
    auto lib = Library::open(path);
    QCOMPARE(lib.fileSchemaVersion(), 3);
    QCOMPARE(lib.database().scalarInt("PRAGMA user_version"), std::int64_t(Library::kSchemaVersion));
    QVERIFY(lib.games().empty());
    const GameId g = lib.saveGame(id, writeGameJson(playedGame(antietam(), 5, 2)));
    QCOMPARE(lib.gameInfo(g).scenario, id);
    QCOMPARE(lib.load(id), antietam());
}

QTEST_GUILESS_MAIN(TestGames)
#include "test_games.moc"
