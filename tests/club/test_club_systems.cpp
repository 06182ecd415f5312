// Clubs hold battles of every system Muster builds: a square-grid and an Eagle Games battle
// beside a Hold the Line one are listed with their systems, checked by their own rules,
// published and read back unchanged; games and claims naming them are problems (no play);
// and muster-cli publishes a library battle of another system with --battle.
#include "club/club.h"
#include "club/club_files.h"
#include "club/sha256.h"

#include "cli_run.h"
#include "model/io/scenario_json.h"
#include "model/systems/eagle/eagle_battle.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_battle.h"
#include "model/systems/grid/grid_json.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

std::string fileText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

GridScenario crossroads() { return readGridJson(fileText(MUSTER_TEST_DATA "/grid/crossroads.json"), "crossroads.json"); }
EagleScenario standAlone() { return readEagleJson(fileText(MUSTER_TEST_DATA "/eagle/stand_alone.json"), "stand_alone.json"); }

// A club of one battle of each system, in canonical form.
void threeSystems(const QString& c) {
    test::writeAll(c + "/scenarios/antietam.json",
        QByteArray::fromStdString(writeScenarioJson(readScenarioFile(MUSTER_SCENARIOS "/antietam.json"))));
    test::writeAll(c + "/scenarios/crossroads.json", QByteArray::fromStdString(writeGridJson(crossroads())));
    test::writeAll(c + "/scenarios/cedar-run.json", QByteArray::fromStdString(writeEagleJson(standAlone())));
}

QString problems(const ClubScan& scan) {
    QStringList out;
    for (const ClubProblem& p : scan.problems) out << QString::fromStdString(p.file + ": " + p.problem);
    return out.join('\n');
}

QString problemOf(const ClubScan& scan, const std::string& file) {
    for (const ClubProblem& p : scan.problems)
        if (p.file == file) return QString::fromStdString(p.problem);
    return {};
}

const ClubBattle* battle(const ClubScan& scan, const std::string& id) {
    for (const ClubBattle& b : scan.battles)
        if (b.id == id) return &b;
    return nullptr;
}

} // namespace

class TestClubSystems : public QObject {
    Q_OBJECT
private slots:
    void everySystemIsListed() {
        QTemporaryDir dir;
        threeSystems(dir.path());
        const ClubScan scan = scanClub(dir.path().toStdString());
        QVERIFY2(scan.problems.empty(), qPrintable(problems(scan)));
        QCOMPARE(scan.battles.size(), std::size_t(3));

        const ClubBattle* htl = battle(scan, "antietam");
        const ClubBattle* grid = battle(scan, "crossroads");
        const ClubBattle* eagle = battle(scan, "cedar-run");
        QVERIFY(htl && grid && eagle);
        QCOMPARE(htl->ruleset, std::string("hold-the-line-acw"));
        QVERIFY(htl->holdTheLine());
        QCOMPARE(grid->ruleset, squareGridRuleset().id);
        QCOMPARE(grid->system, squareGridRuleset().name);
        QCOMPARE(eagle->ruleset, eagleGamesRuleset().id);
        QCOMPARE(eagle->system, eagleGamesRuleset().name);

        // The list's facts in each system's words, and the checksum of the canonical text.
        const GridScenario g = crossroads();
        QCOMPARE(grid->title, g.title);
        QCOMPARE(grid->author, g.author);
        QCOMPARE(grid->unionName, g.sides[0].name);
        QCOMPARE(grid->columns, 10);
        QCOMPARE(grid->rows, 8);
        QCOMPARE(grid->board, std::string("10 x 8 square tiles"));
        QCOMPARE(grid->turns, g.turns);
        QCOMPARE(grid->units, int(g.units.size()));
        QCOMPARE(grid->checksum, sha256Checksum(writeGridJson(g)));
        const EagleScenario e = standAlone();
        QCOMPARE(eagle->title, e.title);
        QCOMPARE(eagle->confederateName, e.armies[1].name);
        QCOMPARE(eagle->columns, 0);
        QCOMPARE(eagle->board, std::string(toString(eagleSize(e))) + " battle board");
        QCOMPARE(eagle->units, 16);
        QCOMPARE(eagle->checksum, sha256Checksum(writeEagleJson(e)));

        // The index names the other systems' rulesets; a Hold the Line entry keeps its shape.
        writeClubIndex(dir.path().toStdString());
        const QJsonObject index = QJsonDocument::fromJson(QByteArray::fromStdString(fileText(dir.filePath("index.json")))).object();
        QCOMPARE(index["problems"].toArray().size(), 0);
        QMap<QString, QJsonObject> entries;
        for (const auto& v : index["battles"].toArray()) entries[v.toObject()["id"].toString()] = v.toObject();
        QCOMPARE(entries.size(), 3);
        QStringList htlKeys{"id", "file", "title", "subtitle", "author", "date", "sides", "board", "turns", "units",
                            "checksum", "thumbnail", "claims", "played"};
        htlKeys.sort();
        QCOMPARE(entries["antietam"].keys(), htlKeys);
        QCOMPARE(entries["antietam"]["board"].toObject().keys(), (QStringList{"columns", "rows"}));
        QCOMPARE(entries["crossroads"]["ruleset"].toString(), QString::fromStdString(squareGridRuleset().id));
        QCOMPARE(entries["crossroads"]["board"].toObject()["text"].toString(), QString("10 x 8 square tiles"));
        QCOMPARE(entries["cedar-run"]["ruleset"].toString(), QString::fromStdString(eagleGamesRuleset().id));
        QCOMPARE(entries["cedar-run"]["units"].toInt(), 16);
        // Read back: the index agrees with the files.
        const ClubScan again = scanClub(dir.path().toStdString());
        QVERIFY2(again.problems.empty(), qPrintable(problems(again)));

        // Each reads back as its own system's battle.
        const AnyScenario read = readClubBattle(dir.path().toStdString(), "crossroads");
        QVERIFY(read.other && gridScenarioOf(*read.other));
        QVERIFY(*gridScenarioOf(*read.other) == g);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, loadClubBattle(dir.path().toStdString(), "crossroads"));
    }

    void ruleErrorsOfAGridBattleAreAProblem() {
        QTemporaryDir dir;
        threeSystems(dir.path());
        GridScenario bad = crossroads();
        bad.units[2].tile = bad.units[0].tile;  // two combat units on one tile
        test::writeAll(dir.filePath("scenarios/crowded.json"), QByteArray::fromStdString(writeGridJson(bad)));
        GridScenario loose = crossroads();
        test::writeAll(dir.filePath("scenarios/loose.json"), QByteArray::fromStdString(writeGridJson(loose)).replace("\n  \"units\"", "\n\n  \"units\""));
        const ClubScan scan = scanClub(dir.path().toStdString());
        QCOMPARE(scan.battles.size(), std::size_t(4));  // the three, and the one not in canonical form
        const QString crowded = problemOf(scan, "scenarios/crowded.json");
        QVERIFY2(crowded.startsWith("breaks the rules: ") && crowded.contains("grid.one-unit-per-tile"), qPrintable(crowded));
        QVERIFY(!battle(scan, "crowded"));
        QVERIFY2(problemOf(scan, "scenarios/loose.json").startsWith("not in canonical form"), qPrintable(problems(scan)));
    }

    void gamesAndClaimsOfOtherSystemsAreProblems() {
        QTemporaryDir dir;
        threeSystems(dir.path());
        const std::string sum = sha256Checksum(writeGridJson(crossroads()));
        test::writeAll(dir.filePath("games/crossroads-1.json"),
            QByteArray::fromStdString(R"({"format": "muster-club-game", "formatVersion": 1, "battle": {"id": "crossroads", "checksum": ")" +
                                      sum + R"("}, "players": {}, "game": {}})"));
        const Scenario antietam = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
        const BalanceClaim claim = makeClaim(antietam, "cedar-run", nlohmann::ordered_json{{"games", 2}, {"ai", "greedy"}, {"seed", 1}}, "test");
        test::writeAll(dir.filePath("balance/cedar-run.json"), QByteArray::fromStdString(writeClaimJson(claim)));
        const ClubScan scan = scanClub(dir.path().toStdString());
        QCOMPARE(scan.battles.size(), std::size_t(3));
        const QString game = problemOf(scan, "games/crossroads-1.json");
        QVERIFY2(game.contains("scenarios/crossroads.json") && game.contains(QString::fromStdString(squareGridRuleset().name)) &&
                     game.contains("does not play") && game.contains("no games"),
                 qPrintable(game));
        const QString balance = problemOf(scan, "balance/cedar-run.json");
        QVERIFY2(balance.contains("scenarios/cedar-run.json") && balance.contains("does not play") && balance.contains("balance claims"),
                 qPrintable(balance));
        QVERIFY(battle(scan, "cedar-run")->claims.empty());
    }

    void publishedBattlesReadBackEqual() {
        QTemporaryDir dir;
        const std::string club = dir.filePath("club").toStdString();
        const GridScenario g = crossroads();
        const PublishResult r = publishClub(club, *makeGridBattle(g), {});
        QCOMPARE(r.id, std::string("crossroads"));
        QCOMPARE(r.checksum, sha256Checksum(writeGridJson(g)));
        QCOMPARE(fileText(dir.filePath("club/scenarios/crossroads.json")), writeGridJson(g));
        const AnyScenario back = readClubBattle(club, "crossroads");
        QVERIFY(back.other && gridScenarioOf(*back.other) && *gridScenarioOf(*back.other) == g);

        const EagleScenario e = standAlone();
        PublishOptions named;
        named.id = "cedar-run";
        publishClub(club, *makeEagleBattle(e), named);
        const AnyScenario eagle = readClubBattle(club, "cedar-run");
        QVERIFY(eagle.other && eagleScenarioOf(*eagle.other) && *eagleScenarioOf(*eagle.other) == e);
        const ClubScan scan = scanClub(club);
        QVERIFY2(scan.problems.empty(), qPrintable(problems(scan)));
        QCOMPARE(scan.battles.size(), std::size_t(2));

        // Publishing it again is the same battle; a changed one under its id is another member's.
        QVERIFY(!publishClub(club, *makeGridBattle(g), {}).replaced);
        GridScenario changed = g;
        changed.turns += 1;
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, publishClub(club, *makeGridBattle(changed), {}));
        PublishOptions mine;
        mine.localChecksums = {r.checksum};
        QVERIFY(publishClub(club, *makeGridBattle(changed), mine).replaced);

        // A battle with rule errors, or with games, is refused, naming why; nothing written.
        GridScenario bad = g;
        bad.title = "Crowded";
        bad.units[2].tile = bad.units[0].tile;
        try {
            publishClub(club, *makeGridBattle(bad), {});
            QFAIL("a battle breaking the rules was published");
        } catch (const std::runtime_error& ex) {
            QVERIFY2(QString(ex.what()).contains("grid.one-unit-per-tile"), ex.what());
        }
        QVERIFY(!QFile::exists(dir.filePath("club/scenarios/crowded.json")));
        PublishOptions withGames;
        withGames.gameJsons = {"{}"};
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, publishClub(club, *makeEagleBattle(e), withGames));
    }

    // muster-cli: a grid battle imported into the library, published with --battle, indexed.
    void cliPublishesALibraryBattle() {
        QTemporaryDir dir;
        const QString db = dir.filePath("lib.sqlite");
        const QString club = dir.filePath("club");
        auto run = [](const QStringList& args) { return test::cli(args); };
        const auto imported = run({"library", "import", MUSTER_TEST_DATA "/grid/crossroads.json", "--db", db});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const auto list = run({"library", "battles", "--db", db});
        QVERIFY2(list.code == 0, list.err.constData());
        const QString id = QString::fromUtf8(list.out).section('\t', 0, 0);
        QVERIFY2(!id.isEmpty() && list.out.contains(squareGridRuleset().id.c_str()), list.out.constData());
        const auto refused = run({"club", "publish", id, "--battle", "--games", "--to", club, "--db", db});
        QCOMPARE(refused.code, 2);
        QVERIFY2(refused.err.contains("Muster does not play other systems' battles"), refused.err.constData());
        const auto published = run({"club", "publish", id, "--battle", "--to", club, "--db", db});
        QVERIFY2(published.code == 0, published.err.constData());
        QVERIFY2(published.out.contains("as scenarios/crossroads.json"), published.out.constData());
        QCOMPARE(fileText(club + "/scenarios/crossroads.json"), writeGridJson(crossroads()));
        // The grid battle gets its thumbnail, drawn by the grid painter.
        QVERIFY(QFile::exists(club + "/thumbnails/crossroads.png"));
        const auto checked = run({"club", "check", club});
        QVERIFY2(checked.code == 0, (checked.err + checked.out).constData());
    }
};

QTEST_GUILESS_MAIN(TestClubSystems)
#include "test_club_systems.moc"
