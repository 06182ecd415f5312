// muster-cli library add-game: a muster-game file stored in the library beside
// its scenario with the same db code as the editor's Save Game to library, keyed to the
// revision it was played on; listed by `library games`, printed back by `library game`.
// Refused, naming the file and storing nothing: a game of another scenario, a corrupted
// file, a game that does not replay.
#include "cli_run.h"

#include "db/library.h"
#include "model/io/scenario_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

const QByteArray kScenario = R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "Store test", "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 3, "firstSide": "union",
  "sides": {"union": {"name": "U", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C", "commandAP": 4, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "A", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "B", "hex": [7,5], "sp": 4, "morale": "black"}
  ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]}
})";

QJsonDocument jsonOf(const QByteArray& out) { return QJsonDocument::fromJson(out); }

} // namespace

class TestCliLibraryGames : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_.reset(new QTemporaryDir);
        db_ = dir_->filePath(QStringLiteral("lib.sqlite"));
        // Scenario 1 with two revisions: the game is played on revision 1, revision 2 has 5 turns.
        const QString sc = writeTemp(*dir_, QStringLiteral("store.json"), kScenario);
        const Run imp = cli({"library", "import", sc, "--db", db_});
        QVERIFY2(imp.code == 0, imp.err.constData());
        const Run g = cli({"play", sc, "--ai", "random", "--seed", "7", "--out", dir_->filePath("g.json")});
        QVERIFY2(g.code == 0, g.err.constData());
        game_ = dir_->filePath("g.json");
        Library lib = Library::open(db_.toStdString());
        Scenario newer = readScenarioFile(sc.toStdString());
        newer.turns = 5;
        lib.save(newer, "longer", ScenarioId(1));
        QCOMPARE(lib.revisions(1).size(), std::size_t(2));
        // Scenario 2: another battle.
        Scenario other = newer;
        other.title = "Another battle";
        other.units[0].hex = Offset{2, 2};
        QCOMPARE(lib.save(other), ScenarioId(2));
    }

    void storesListsAndPrintsBack() {
        const Run add = cli({"library", "add-game", "1", game_, "--db", db_, "--json"});
        QVERIFY2(add.code == 0, add.err.constData());
        const QJsonObject stored = jsonOf(add.out).object();
        const qint64 gameId = stored["id"].toInteger();
        QVERIFY(gameId > 0);
        QCOMPARE(stored["scenario"].toInteger(), 1);
        QCOMPARE(stored["revisionNumber"].toInt(), 1);  // the revision it was played on, not the current one
        QCOMPARE(stored["file"].toString(), game_);

        const Run list = cli({"library", "games", "1", "--db", db_, "--json"});
        QVERIFY2(list.code == 0, list.err.constData());
        const QJsonArray games = jsonOf(list.out).array();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].toObject()["id"].toInteger(), gameId);
        QCOMPARE(games[0].toObject()["title"].toString(), QStringLiteral("Store test"));
        // The file `play --out` wrote is canonical: printed back byte for byte.
        const Run back = cli({"library", "game", QString::number(gameId), "--db", db_});
        QVERIFY2(back.code == 0, back.err.constData());
        QCOMPARE(back.out, readAll(game_));
        // Text output says where it went.
        const Run again = cli({"library", "add-game", "1", game_, "--db", db_, "--title", "Second try"});
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY2(again.out.contains("beside scenario 1 (revision #1"), again.out.constData());
        QCOMPARE(gamesOf(1), 2);
    }

    // A finished game's result reads the same in `play`, `library games` and the editor's play
    // mode (model/game_result's words: "Draw", "Union wins"); the library keeps storing the
    // old spelling ("draw", "union wins"), so libraries written before read unchanged.
    void resultInOneVocabulary() {
        QVERIFY2(cli({"library", "add-game", "1", game_, "--db", db_}).code == 0, "add-game");
        const Run play = cli({"play", game_});
        QVERIFY2(play.code == 0, play.err.constData());
        QVERIFY2(play.out.contains("game over: Draw ("), play.out.right(300).constData());  // seed 7 draws
        const Run text = cli({"library", "games", "1", "--db", db_});
        QVERIFY2(text.code == 0, text.err.constData());
        QVERIFY2(text.out.contains("\tDraw\t"), text.out.constData());
        const Run json = cli({"library", "games", "1", "--db", db_, "--json"});
        QCOMPARE(jsonOf(json.out).array()[0].toObject()["result"].toString(), QStringLiteral("draw"));
    }

    void refusesAGameOfAnotherScenario() {
        const Run add = cli({"library", "add-game", "2", game_, "--db", db_});
        QCOMPARE(add.code, 2);
        QVERIFY2(add.err.contains(game_.toUtf8()), add.err.constData());
        QVERIFY2(add.err.contains("not any revision of library scenario 2"), add.err.constData());
        QVERIFY2(add.err.contains("nothing was stored"), add.err.constData());
        QCOMPARE(gamesOf(2), 0);
        QCOMPARE(gamesOf(1), 0);
        // No such scenario, or one in the trash: refused too.
        QCOMPARE(cli({"library", "add-game", "9", game_, "--db", db_}).code, 2);
        QCOMPARE(cli({"library", "delete", "1", "--db", db_}).code, 0);
        const Run trashed = cli({"library", "add-game", "1", game_, "--db", db_});
        QCOMPARE(trashed.code, 2);
        QVERIFY2(trashed.err.contains("trash"), trashed.err.constData());
        QCOMPARE(gamesOf(1), 0);
    }

    void refusesACorruptedFile() {
        QByteArray text = readAll(game_);
        const QString cut = writeTemp(*dir_, QStringLiteral("cut.json"), text.left(text.size() / 2));
        const Run add = cli({"library", "add-game", "1", cut, "--db", db_});
        QCOMPARE(add.code, 2);
        QVERIFY2(add.err.contains(cut.toUtf8()), add.err.constData());
        QVERIFY2(add.err.contains("nothing was stored"), add.err.constData());
        // Reads, but an action the engine refuses: exit 1, as `play` does.
        QJsonObject o = QJsonDocument::fromJson(text).object();
        QJsonArray actions = o["actions"].toArray();
        QVERIFY(!actions.isEmpty());
        actions.prepend(QJsonObject{{"do", "move"}, {"unit", "c1"}, {"path", QJsonArray{QJsonArray{7, 6}}}});
        o["actions"] = actions;
        const QString illegal = writeTemp(*dir_, QStringLiteral("illegal.json"), QJsonDocument(o).toJson());
        const Run bad = cli({"library", "add-game", "1", illegal, "--db", db_});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(illegal.toUtf8()) && bad.err.contains("actions[0]"), bad.err.constData());
        QCOMPARE(gamesOf(1), 0);
        // Usage.
        QCOMPARE(cli({"library", "add-game", "1", "--db", db_}).code, 2);
        QCOMPARE(cli({"library", "add-game", "x", game_, "--db", db_}).code, 2);
    }

private:
    int gamesOf(int scenario) {
        const Run list = cli({"library", "games", QString::number(scenario), "--db", db_, "--json"});
        return list.code == 0 ? jsonOf(list.out).array().size() : -1;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    QString db_, game_;
};

QTEST_MAIN(TestCliLibraryGames)
#include "test_cli_library_games.moc"
