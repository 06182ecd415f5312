// muster-cli club publish | index | check and balance verify on a temporary club folder:
// a claim re-runs to the same numbers, a tampered one fails naming its file; a newer
// revision replaces the battle and keeps the old claims marked; two git clones publishing
// different battles pull without a conflict and index to the same bytes.
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

QJsonObject jsonFile(const QString& path) { return QJsonDocument::fromJson(readAll(path)).object(); }

Run git(const QString& dir, const QStringList& args) {
    QProcess p;
    p.setWorkingDirectory(dir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* k : {"GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"}) env.insert(k, "Club Tester");
    for (const char* k : {"GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"}) env.insert(k, "club@example.org");
    env.insert("GIT_CONFIG_GLOBAL", "/dev/null");
    env.insert("GIT_CONFIG_NOSYSTEM", "1");
    p.setProcessEnvironment(env);
    p.start("git", args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QStringList claimFiles(const QString& club) { return QDir(club + "/balance").entryList({"*.json"}, QDir::Files, QDir::Name); }

} // namespace

class TestClubCli : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString db_, club_;

private slots:
    void initTestCase() {
        db_ = dir_.filePath("lib.sqlite");
        club_ = dir_.filePath("club");
        const Run imp = cli({"library", "import", MUSTER_SCENARIOS "/antietam.json", MUSTER_SCENARIOS "/shiloh.json", "--db", db_});
        QVERIFY2(imp.code == 0, imp.err.constData());
    }

    void publishIndexCheckVerify() {
        const Run bal = cli({"balance", MUSTER_SCENARIOS "/antietam.json", "--games", "12", "--seed", "5", "--ai", "greedy", "--json"});
        QVERIFY2(bal.code == 0, bal.err.constData());
        writeAll(dir_.filePath("bal.json"), bal.out);
        const Run pub = cli({"club", "publish", "1", "--to", club_, "--db", db_, "--claim", dir_.filePath("bal.json")});
        QVERIFY2(pub.code == 0, pub.err.constData());
        const Run pub2 = cli({"club", "publish", "2", "--to", club_, "--db", db_});
        QVERIFY2(pub2.code == 0, pub2.err.constData());
        QVERIFY(QFile::exists(club_ + "/scenarios/the-cornfield.json"));
        QVERIFY(QFile::exists(club_ + "/thumbnails/the-cornfield.png"));
        // The battle is stored byte for byte in canonical form.
        QCOMPARE(readAll(club_ + "/scenarios/the-cornfield.json"),
                 QByteArray::fromStdString(writeScenarioJson(readScenarioFile(MUSTER_SCENARIOS "/antietam.json"))));
        const QJsonArray battles = jsonFile(club_ + "/index.json")["battles"].toArray();
        QCOMPARE(battles.size(), 2);
        const QJsonObject corn = battles[0].toObject();
        QCOMPARE(corn["title"].toString(), QString("The Cornfield"));
        QCOMPARE(corn["board"].toObject()["columns"].toInt(), 13);
        QCOMPARE(corn["thumbnail"].toString(), QString("thumbnails/the-cornfield.png"));
        QCOMPARE(corn["claims"].toArray().size(), 1);
        const QJsonObject result = QJsonDocument::fromJson(bal.out).object();
        QCOMPARE(corn["claims"].toArray()[0].toObject()["union"].toInt(), result["union"].toObject()["wins"].toInt());

        const Run check = cli({"club", "check", club_});
        QVERIFY2(check.code == 0, check.err.constData());
        QVERIFY(check.out.contains("reproduced"));
        const QString claim = club_ + "/balance/" + claimFiles(club_).value(0);
        const Run verify = cli({"balance", "verify", claim});
        QVERIFY2(verify.code == 0, verify.err.constData());

        // One win moved from the Confederates to the Union: both check and verify fail, naming it.
        QJsonObject c = jsonFile(claim);
        QJsonObject r = c["result"].toObject();
        QJsonObject u = r["union"].toObject(), cf = r["confederate"].toObject();
        u["wins"] = u["wins"].toInt() + 1;
        cf["wins"] = cf["wins"].toInt() - 1;
        r["union"] = u;
        r["confederate"] = cf;
        c["result"] = r;
        const QByteArray original = readAll(claim);
        writeAll(claim, QJsonDocument(c).toJson());
        const Run bad = cli({"club", "check", club_});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(("balance/" + claimFiles(club_).value(0) + ": does not reproduce").toUtf8()), bad.err.constData());
        QVERIFY2(bad.err.contains("union.wins: claimed"), bad.err.constData());
        const Run badVerify = cli({"balance", "verify", claim});
        QCOMPARE(badVerify.code, 1);
        QVERIFY(badVerify.err.contains("union.wins"));
        writeAll(claim, original);
        QCOMPARE(cli({"club", "check", club_}).code, 0);
    }

    // A ladder report (balance's default) is a claim too: the whole ladder is played again on
    // the same seeds and games and must print the very same result.
    void ladderClaim() {
        const QString club = dir_.filePath("ladder-club");
        const Run bal = cli({"balance", MUSTER_SCENARIOS "/shiloh.json", "--ladder", "random,greedy", "--games", "4,4",
                             "--cross-games", "2", "--seed", "3", "--json"});
        QVERIFY2(bal.code == 0, bal.err.constData());
        writeAll(dir_.filePath("ladder.json"), bal.out);
        const Run pub = cli({"club", "publish", "2", "--to", club, "--db", db_, "--claim", dir_.filePath("ladder.json")});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QCOMPARE(claimFiles(club).size(), 1);
        const QString name = claimFiles(club).value(0);
        QVERIFY2(name.contains("-ladder-random-greedy-seed3-4-4-x2"), qPrintable(name));
        const QString claim = club + "/balance/" + name;
        const QJsonObject c = jsonFile(claim);
        QCOMPARE(c["ladder"].toObject()["players"].toArray(), (QJsonArray{"random", "greedy"}));
        QCOMPARE(c["ladder"].toObject()["crossGames"].toInt(), 2);
        // The claim holds the report as balance printed it.
        QCOMPARE(c["result"].toObject(), QJsonDocument::fromJson(bal.out).object());
        const QJsonObject entry = jsonFile(club + "/index.json")["battles"].toArray()[0].toObject()["claims"].toArray()[0].toObject();
        QCOMPARE(entry["ladder"].toArray(), (QJsonArray{"random", "greedy"}));
        QCOMPARE(entry["verdict"].toString(), QJsonDocument::fromJson(bal.out).object()["verdict"].toString());

        const Run check = cli({"club", "check", club});
        QVERIFY2(check.code == 0, check.err.constData());
        QVERIFY2(check.out.contains(("balance/" + name + ": reproduced (12 games)").toUtf8()), check.out.constData());
        const Run verify = cli({"balance", "verify", claim});
        QVERIFY2(verify.code == 0, verify.err.constData());
        QVERIFY2(verify.out.contains("reproduced") && verify.out.contains("a ladder of random, greedy"), verify.out.constData());

        // The weakest rung's draws changed in place: refused, naming the file and the figure.
        const QByteArray original = readAll(claim);
        QByteArray tampered = original;
        const qsizetype rungs = tampered.indexOf("\"ladder\": [", tampered.indexOf("\"result\""));
        const qsizetype draws = tampered.indexOf("\"draws\": ", rungs) + 9;
        QVERIFY(rungs > 0 && draws > rungs);
        const qsizetype end = tampered.indexOf(',', draws);
        const int was = tampered.mid(draws, end - draws).trimmed().toInt();
        tampered.replace(draws, end - draws, QByteArray::number(was + 1));
        writeAll(claim, tampered);
        const Run bad = cli({"club", "check", club});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains(("balance/" + name + ": does not reproduce").toUtf8()), bad.err.constData());
        QVERIFY2(bad.err.contains("ladder[0].draws: claimed " + QByteArray::number(was + 1) + ", re-run gives " + QByteArray::number(was)),
                 bad.err.constData());
        const Run badVerify = cli({"balance", "verify", claim});
        QCOMPARE(badVerify.code, 1);
        QVERIFY2(badVerify.err.contains(name.toUtf8()) && badVerify.err.contains("ladder[0].draws"), badVerify.err.constData());

        // Same figures, keys of the result in another order: not byte for byte, refused too.
        writeAll(claim, original);
        writeAll(claim, QJsonDocument(jsonFile(claim)).toJson());
        const Run reordered = cli({"balance", "verify", claim});
        QCOMPARE(reordered.code, 1);
        QVERIFY2(reordered.err.contains("not the very text"), reordered.err.constData());

        writeAll(claim, original);
        QCOMPARE(cli({"club", "check", club}).code, 0);
        // A ladder run with an AP search or cut short is no claim.
        QJsonObject withAp = QJsonDocument::fromJson(bal.out).object();
        withAp["suggestedAP"] = QJsonObject{{"union", 3}};
        writeAll(dir_.filePath("ladder-ap.json"), QJsonDocument(withAp).toJson());
        const Run apPub = cli({"club", "publish", "2", "--to", club, "--db", db_, "--claim", dir_.filePath("ladder-ap.json")});
        QCOMPARE(apPub.code, 2);
        QVERIFY2(apPub.err.contains("ladder-ap.json: suggestedAP"), apPub.err.constData());
    }

    void claimOfAnotherBattleRefused() {
        const Run bal = cli({"balance", MUSTER_SCENARIOS "/shiloh.json", "--games", "6", "--ai", "greedy", "--json"});
        QVERIFY2(bal.code == 0, bal.err.constData());
        writeAll(dir_.filePath("shiloh-bal.json"), bal.out);
        const QStringList before = claimFiles(club_);
        const Run pub = cli({"club", "publish", "1", "--to", club_, "--db", db_, "--claim", dir_.filePath("shiloh-bal.json")});
        QCOMPARE(pub.code, 1);
        QVERIFY2(pub.err.contains("does not reproduce on this battle"), pub.err.constData());
        QCOMPARE(claimFiles(club_), before);
    }

    void anotherBattleWithTheSameIdRefused() {
        const Run pub = cli({"club", "publish", "2", "--to", club_, "--db", db_, "--as", "the-cornfield"});
        QCOMPARE(pub.code, 2);
        QVERIFY2(pub.err.contains("is another battle"), pub.err.constData());
        QCOMPARE(cli({"club", "check", club_}).code, 0);
    }

    void newerRevisionKeepsOlderClaims() {
        {
            Library lib = Library::open(db_.toStdString());
            Scenario s = lib.load(1);
            s.turns = 9;
            lib.save(s, "one more turn", ScenarioId(1));
        }
        const Run pub = cli({"club", "publish", "1", "--to", club_, "--db", db_});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QVERIFY(pub.out.contains("replacing an earlier revision"));
        QVERIFY(pub.out.contains("1 claim(s) of earlier revisions marked"));
        QCOMPARE(readScenarioFile((club_ + "/scenarios/the-cornfield.json").toStdString()).turns, 9);
        const QJsonObject claim = jsonFile(club_ + "/balance/" + claimFiles(club_).value(0));
        QCOMPARE(claim["olderRevision"].toBool(), true);
        const QJsonObject corn = jsonFile(club_ + "/index.json")["battles"].toArray()[0].toObject();
        QCOMPARE(corn["claims"].toArray()[0].toObject()["olderRevision"].toBool(), true);
        // The older claim still re-runs: it carries the battle it was made on.
        const Run check = cli({"club", "check", club_});
        QVERIFY2(check.code == 0, check.err.constData());
    }

    void finishedGamesGiveHumanResults() {
        const Run play = cli({"play", club_ + "/scenarios/the-hornet-s-nest.json", "--ai", "greedy", "--seed", "3", "--out",
                              dir_.filePath("g.json")});
        QVERIFY2(play.code == 0, play.err.constData());
        const Run add = cli({"library", "add-game", "2", dir_.filePath("g.json"), "--db", db_});
        QVERIFY2(add.code == 0, add.err.constData());
        const Run pub = cli({"club", "publish", "2", "--to", club_, "--db", db_, "--games"});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QCOMPARE(QDir(club_ + "/games").entryList({"*.json"}).size(), 1);
        const QJsonObject nest = jsonFile(club_ + "/index.json")["battles"].toArray()[1].toObject();
        QCOMPARE(nest["played"].toObject()["games"].toInt(), 1);
        QVERIFY2(nest["played"].toObject()["text"].toString().startsWith("played 1 time: Union "),
                 qPrintable(nest["played"].toObject()["text"].toString()));
    }

    // Library games record their players: published with them, and only games a person
    // played count as human results; a club game relabelled as people's is a problem.
    void publishedGamesKeepTheirPlayers() {
        const QString scenario = club_ + "/scenarios/the-hornet-s-nest.json";
        const QList<std::pair<int, QByteArray>> games = {
            {4, R"("players": {"union": {"player": "human"}, "confederate": {"player": "greedy", "seed": 4}},)"},
            {5, R"("players": {"union": {"player": "greedy", "seed": 5}, "confederate": {"player": "search", "seed": 6}},)"}};
        for (const auto& [seed, players] : games) {
            const QString file = dir_.filePath(QString("g%1.json").arg(seed));
            const Run play = cli({"play", scenario, "--ai", "greedy", "--seed", QString::number(seed), "--out", file});
            QVERIFY2(play.code == 0, play.err.constData());
            QByteArray text = readAll(file);
            QVERIFY(text.contains("\"actions\": ["));
            text.replace("\"actions\": [", players + "\n  \"actions\": [");
            writeAll(file, text);
            const Run add = cli({"library", "add-game", "2", file, "--db", db_});
            QVERIFY2(add.code == 0, add.err.constData());
        }
        const Run pub = cli({"club", "publish", "2", "--to", club_, "--db", db_, "--games"});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QMap<QString, QString> byPlayers;  // "union/confederate" -> file
        for (const QString& f : QDir(club_ + "/games").entryList({"*.json"}, QDir::Files)) {
            const QJsonObject p = jsonFile(club_ + "/games/" + f)["players"].toObject();
            byPlayers[p["union"].toString() + "/" + p["confederate"].toString()] = club_ + "/games/" + f;
        }
        QCOMPARE(byPlayers.keys(), (QStringList{"greedy/search", "human/greedy", "human/human"}));
        const QJsonObject nest = jsonFile(club_ + "/index.json")["battles"].toArray()[1].toObject();
        QCOMPARE(nest["played"].toObject()["games"].toInt(), 2);  // the computer-only game is not a human result

        const QString forged = byPlayers["greedy/search"];
        const QByteArray original = readAll(forged);
        QJsonObject j = jsonFile(forged);
        j["players"] = QJsonObject{{"union", "human"}, {"confederate", "human"}};
        writeAll(forged, QJsonDocument(j).toJson());
        const Run check = cli({"club", "check", club_});
        QCOMPARE(check.code, 1);
        const QByteArray name = ("games/" + QFileInfo(forged).fileName()).toUtf8();
        QVERIFY2(check.err.contains(name + ": players.union: says \"human\" but the game was played by \"greedy\""), check.err.constData());
        writeAll(forged, original);
        QCOMPARE(cli({"club", "check", club_}).code, 0);
    }

    void indexThatLiesIsFound() {
        QJsonObject index = jsonFile(club_ + "/index.json");
        QJsonArray battles = index["battles"].toArray();
        QJsonObject b = battles[0].toObject();
        b["checksum"] = "sha256:" + QString(64, '0');
        battles[0] = b;
        index["battles"] = battles;
        writeAll(club_ + "/index.json", QJsonDocument(index).toJson());
        const Run check = cli({"club", "check", club_});
        QCOMPARE(check.code, 1);
        QVERIFY2(check.err.contains("index.json: says scenarios/the-cornfield.json has checksum sha256:0000"), check.err.constData());
        QCOMPARE(cli({"club", "index", club_}).code, 0);
        QCOMPARE(cli({"club", "check", club_}).code, 0);
    }

    void twoGitClonesDoNotConflict() {
        const QString origin = dir_.filePath("origin.git"), a = dir_.filePath("a"), b = dir_.filePath("b");
        QCOMPARE(git(dir_.path(), {"init", "-q", "--bare", "-b", "main", origin}).code, 0);
        // The first member starts the club.
        QCOMPARE(git(dir_.path(), {"clone", "-q", origin, a}).code, 0);
        QVERIFY(cli({"club", "publish", "1", "--to", a, "--db", db_}).code == 0);
        QCOMPARE(git(a, {"add", "-A"}).code, 0);
        QCOMPARE(git(a, {"commit", "-qm", "The Cornfield"}).code, 0);
        QCOMPARE(git(a, {"push", "-q", "origin", "HEAD:main"}).code, 0);
        // Two members clone it and each publishes a different battle.
        QCOMPARE(git(dir_.path(), {"clone", "-q", origin, b}).code, 0);
        Library lib = Library::open(db_.toStdString());
        const ScenarioId third = *lib.importFiles({MUSTER_SCENARIOS "/franklin.json"})[0].id;
        QVERIFY(cli({"club", "publish", "2", "--to", a, "--db", db_}).code == 0);
        QVERIFY(cli({"club", "publish", QString::number(third), "--to", b, "--db", db_}).code == 0);
        for (const QString& clone : {a, b}) {
            QCOMPARE(git(clone, {"add", "-A"}).code, 0);
            QCOMPARE(git(clone, {"commit", "-qm", "a battle"}).code, 0);
        }
        QCOMPARE(git(a, {"push", "-q", "origin", "HEAD:main"}).code, 0);
        const Run pull = git(b, {"pull", "-q", "--no-rebase", "--no-edit", "origin", "main"});
        QVERIFY2(pull.code == 0, pull.err.constData());
        QVERIFY(git(b, {"diff", "--name-only", "--diff-filter=U"}).out.isEmpty());
        QCOMPARE(git(b, {"push", "-q", "origin", "HEAD:main"}).code, 0);
        QCOMPARE(git(a, {"pull", "-q", "--no-rebase", "--no-edit", "origin", "main"}).code, 0);
        // The index is rebuilt from the files and never tracked: both clones write the same one.
        QVERIFY(git(a, {"ls-files", "index.json", "thumbnails"}).out.isEmpty());
        for (const QString& clone : {a, b}) QCOMPARE(cli({"club", "index", clone}).code, 0);
        QCOMPARE(jsonFile(a + "/index.json")["battles"].toArray().size(), 3);
        QCOMPARE(readAll(a + "/index.json"), readAll(b + "/index.json"));
        QVERIFY(git(a, {"status", "--porcelain"}).out.isEmpty());
        QCOMPARE(cli({"club", "check", a}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestClubCli)
#include "test_club_cli.moc"
