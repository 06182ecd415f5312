// Hostile club folders through the real muster-cli: a file nested 100,000 levels deep, a
// FIFO where a thumbnail or the index should be, claims of more games than a claim may hold,
// an unknown player in a claim, an index with a hundred thousand bad entries. Each command
// must finish (a crash or a hang shows as code -1 or -2) with a message naming the file.
#include "cli_run.h"
#include "published_club.h"

#include "db/library.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sys/stat.h>

#include <fstream>

using namespace muster;
using namespace muster::test;

namespace {

// A generous guard against a hang, not a measure of speed: -2 when the run did not end.
Run runGuarded(const QStringList& args, int guardMs = 120000) {
    QProcess p;
    p.start(cliUnderTest(), args);
    if (!p.waitForFinished(guardMs)) {
        p.kill();
        p.waitForFinished(10000);
        return {-2, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QByteArray deep(int levels) { return QByteArray(levels, '[') + QByteArray(levels, ']'); }

QJsonObject objectOf(const QString& path) { return QJsonDocument::fromJson(readAll(path)).object(); }

void writeJson(const QString& path, const QJsonObject& o) { writeAll(path, QJsonDocument(o).toJson()); }

// `text` with the object at `key` replaced by raw JSON (QJsonDocument cannot nest that deep).
QByteArray withRaw(const QJsonObject& o, const QString& key, const QByteArray& raw) {
    QJsonObject copy = o;
    copy[key] = QStringLiteral("@@RAW@@");
    QByteArray text = QJsonDocument(copy).toJson(QJsonDocument::Compact);
    return text.replace("\"@@RAW@@\"", raw);
}

} // namespace

class TestClubHostile : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    QString db_, base_, claimName_;
    int copies_ = 0;

    // A fresh copy of the published club for one test.
    QString freshClub() {
        const QString to = dir_.filePath("club" + QString::number(++copies_));
        QProcess cp;
        cp.start("cp", {"-a", base_, to});
        cp.waitForFinished(60000);
        return to;
    }
    QJsonObject claim() const { return objectOf(base_ + "/balance/" + claimName_); }
    // A copy of the library where scenario 1 has a newer revision (one more turn).
    QString revisedDb(const QString& name) {
        const QString db = dir_.filePath(name);
        QFile::remove(db);
        if (!QFile::copy(db_, db)) return {};
        Library lib = Library::open(db.toStdString());
        Scenario s = lib.load(1);
        s.turns = 9;
        lib.save(s, "one more turn", ScenarioId(1));
        return db;
    }

private slots:
    void initTestCase() {
        PublishedClub published;
        publishClubWithClaim(dir_, published);
        db_ = published.db;
        base_ = published.club;
        claimName_ = published.claimName;
    }

    // Deep values where the readers copy, dump or compare them; every command names the file.
    void deepFilesAreRefusedNotCrashed() {
        const QString club = freshClub();
        const QByteArray d = deep(100000);
        writeAll(club + "/balance/deep-result.json", withRaw(claim(), "result", d));
        writeAll(club + "/balance/deep-scenario.json", withRaw(claim(), "scenario", d));
        QVERIFY(QDir().mkpath(club + "/games"));
        QJsonObject game{{"format", "muster-club-game"}, {"formatVersion", 1}};
        writeAll(club + "/games/deep-battle.json", withRaw(game, "battle", d));
        writeAll(club + "/games/deep-game.json",
                 withRaw(QJsonObject{{"format", "muster-club-game"}, {"formatVersion", 1},
                                     {"battle", QJsonObject{{"id", "the-cornfield"}, {"checksum", "x"}}}},
                         "game", d));
        writeAll(club + "/index.json", withRaw(QJsonObject{{"format", "muster-club-index"}}, "battles", "[" + d + "]"));

        const Run check = runGuarded({"club", "check", club});
        QCOMPARE(check.code, 1);
        for (const char* f : {"balance/deep-result.json", "balance/deep-scenario.json", "games/deep-battle.json", "games/deep-game.json"}) {
            QVERIFY2(check.err.contains(f), check.err.left(2000).constData());
        }
        QVERIFY2(check.err.contains("levels deep"), check.err.left(2000).constData());
        QVERIFY2(check.out.contains("reproduced"), check.out.constData()); // the good claim is still checked

        const Run verify = runGuarded({"balance", "verify", club + "/balance/deep-scenario.json"});
        QCOMPARE(verify.code, 2);
        QVERIFY2(verify.err.contains("deep-scenario.json") && verify.err.contains("scenario"), verify.err.constData());

        const Run index = runGuarded({"club", "index", club});
        QCOMPARE(index.code, 0);
        QVERIFY2(index.err.contains("balance/deep-result.json"), index.err.left(2000).constData());

        writeAll(dir_.filePath("deep-claim.json"), withRaw(claim(), "result", d));
        const Run pub = runGuarded({"club", "publish", "1", "--to", club, "--db", db_, "--claim", dir_.filePath("deep-claim.json")});
        QCOMPARE(pub.code, 2);
        QVERIFY2(pub.err.contains("deep-claim.json") && pub.err.contains("levels deep"), pub.err.constData());

        // Two parts of "another run": the message quotes the deep value.
        const QJsonObject part{{"format", "muster-balance-part"}, {"formatVersion", 1}, {"scenarioChecksum", "a"},
                               {"shard", 1}, {"played", 1}, {"planned", 1}, {"plan", QJsonObject{{"shards", 2}, {"x", 1}}}};
        writeJson(dir_.filePath("part1.json"), part);
        writeAll(dir_.filePath("deep-part.json"), QJsonDocument(part).toJson(QJsonDocument::Compact).replace("\"x\":1", "\"x\":" + d));
        const Run merge = runGuarded({"balance", "merge", dir_.filePath("part1.json"), dir_.filePath("deep-part.json")});
        QCOMPARE(merge.code, 2);
        QVERIFY2(merge.err.contains("deep-part.json") && merge.err.contains("levels deep"), merge.err.constData());
    }

    // A FIFO is never opened for reading: no command waits on one.
    void fifosDoNotHang() {
        const QString club = freshClub();
        QVERIFY(QFile::remove(club + "/thumbnails/the-cornfield.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(club + "/thumbnails/the-cornfield.png").constData(), 0644), 0);
        const Run index = runGuarded({"club", "index", club}, 60000);
        QVERIFY2(index.code != -2, "club index waited on a FIFO thumbnail");
        QVERIFY2(index.code == 0, index.err.constData());
        const QString club1 = freshClub();
        QVERIFY(QFile::remove(club1 + "/thumbnails/the-cornfield.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(club1 + "/thumbnails/the-cornfield.png").constData(), 0644), 0);
        const Run pub = runGuarded({"club", "publish", "1", "--to", club1, "--db", db_}, 60000);
        QVERIFY2(pub.code != -2, "club publish waited on a FIFO thumbnail");
        QVERIFY2(pub.code == 0, pub.err.constData());
        QVERIFY(QFileInfo(club1 + "/thumbnails/the-cornfield.png").isFile());

        const QString club2 = freshClub();
        QVERIFY(QFile::remove(club2 + "/index.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(club2 + "/index.json").constData(), 0644), 0);
        const Run check = runGuarded({"club", "check", club2}, 60000);
        QVERIFY2(check.code != -2, "club check waited on a FIFO index");
        QVERIFY2(check.err.contains("index.json"), check.err.constData());
        const Run index2 = runGuarded({"club", "index", club2}, 60000);
        QVERIFY2(index2.code != -2, "club index waited on a FIFO index");
        QVERIFY2(index2.code == 0, index2.err.constData());
        QVERIFY2(objectOf(club2 + "/index.json").contains("battles"), "the FIFO was not replaced by the index");
    }

    // Game counts are read as 64-bit values and refused past the stated maximum, by name.
    void hugeGameCountsAreRefused() {
        const QString club = freshClub();
        for (const QByteArray& n : {QByteArray("2147483648"), QByteArray("4294967297"), QByteArray("10000001")}) {
            QByteArray text = readAll(base_ + "/balance/" + claimName_);
            const QByteArray was = "\"games\": " + QByteArray::number(claim()["games"].toInt());
            QVERIFY(text.contains(was));
            text.replace(was, "\"games\": " + n);
            const QString path = club + "/balance/huge-" + QString::fromLatin1(n) + ".json";
            writeAll(path, text);
            const Run verify = runGuarded({"balance", "verify", path});
            QCOMPARE(verify.code, 2);
            QVERIFY2(verify.err.contains("huge-" + n) && verify.err.contains("10000000"), verify.err.constData());
            QVERIFY2(!verify.err.contains("-2147483648 games") && !verify.err.contains(" 1 games"), verify.err.constData());
        }
        // Wins beyond the games are a forged figure, not a percentage that wraps.
        QJsonObject c = claim();
        QJsonObject result = c["result"].toObject();
        result["games"] = 10000000;
        QJsonObject u = result["union"].toObject();
        u["wins"] = 11000000;
        result["union"] = u;
        c["result"] = result;
        c["games"] = 10000000;
        writeJson(club + "/balance/forged.json", c);
        const Run index = runGuarded({"club", "index", club});
        QCOMPARE(index.code, 0);
        QVERIFY2(index.err.contains("balance/forged.json") && index.err.contains("11000000"), index.err.constData());
        QVERIFY2(!readAll(club + "/index.json").contains("Union -"), readAll(club + "/index.json").left(3000).constData());
    }

    // An unknown player is a problem of that claim; the other claims are still checked.
    void unknownPlayerIsAProblemOfItsClaim() {
        const QString club = freshClub();
        QJsonObject c = claim();
        c["players"] = QJsonObject{{"union", "nobody"}, {"confederate", "nobody"}};
        QJsonObject result = c["result"].toObject();
        result["ai"] = "nobody";
        c["result"] = result;
        writeJson(club + "/balance/0-unknown.json", c);
        const Run check = runGuarded({"club", "check", club});
        QCOMPARE(check.code, 1);
        QVERIFY2(check.err.contains("balance/0-unknown.json") && check.err.contains("nobody"), check.err.constData());
        QVERIFY2(check.out.contains("balance/" + claimName_.toUtf8() + ": reproduced"), check.out.constData());
        const Run index = runGuarded({"club", "index", club});
        QVERIFY2(index.err.contains("balance/0-unknown.json"), index.err.constData());
    }

    // A hostile index's bad entries are counted, not each printed.
    void indexProblemsAreCapped() {
        const QString club = freshClub();
        QByteArray text = "{\"format\":\"muster-club-index\",\"battles\":[";
        for (int i = 0; i < 100000; ++i) text += (i ? ",{\"id\":\"x" : "{\"id\":\"x") + QByteArray::number(i) + "\"}";
        writeAll(club + "/index.json", text + "]}");
        const Run check = runGuarded({"club", "check", club});
        QCOMPARE(check.code, 1);
        QVERIFY2(check.err.count('\n') < 60, check.err.left(3000).constData());
        QVERIFY2(check.err.contains("100001 problems") && check.err.contains("first 20 shown"), check.err.left(3000).constData());
    }

    // A claim made on another battle under the same id is not an older revision of ours:
    // publishing a newer revision leaves it as it is and check still reports it.
    void claimOnAnotherBattleIsNotMarkedOlder() {
        const QString club = freshClub();
        Scenario other = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
        other.side(Side::Union).commandAP += 1;  // another battle, still valid
        const QString otherFile = dir_.filePath("other.json");
        writeAll(otherFile, QByteArray::fromStdString(writeScenarioJson(other)));
        const QString db2 = dir_.filePath("other.sqlite"), club2 = dir_.filePath("other-club");
        QCOMPARE(cli({"library", "import", otherFile, "--db", db2}).code, 0);
        const Run bal = cli({"balance", otherFile, "--games", "2", "--seed", "1", "--ai", "greedy", "--json"});
        QVERIFY2(bal.code == 0, bal.err.constData());
        writeAll(dir_.filePath("other-bal.json"), bal.out);
        const Run pub2 = cli({"club", "publish", "1", "--to", club2, "--db", db2, "--as", "the-cornfield", "--claim", dir_.filePath("other-bal.json")});
        QVERIFY2(pub2.code == 0, pub2.err.constData());
        const QString foreign = QDir(club2 + "/balance").entryList({"*.json"}, QDir::Files).value(0);
        QVERIFY(QFile::copy(club2 + "/balance/" + foreign, club + "/balance/" + foreign));
        const QByteArray before = readAll(club + "/balance/" + foreign);

        const QString db = dir_.filePath("revisions.sqlite");
        QVERIFY(QFile::copy(db_, db));
        {
            Library lib = Library::open(db.toStdString());
            Scenario s = lib.load(1);
            s.turns = 9;
            lib.save(s, "one more turn", ScenarioId(1));
        }
        const Run pub = runGuarded({"club", "publish", "1", "--to", club, "--db", db});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QCOMPARE(readAll(club + "/balance/" + foreign), before);
        const Run check = runGuarded({"club", "check", club});
        QVERIFY2(check.err.contains("balance/" + foreign.toUtf8() + ": a claim for another battle"), check.err.constData());
    }

    // Publishing rewrites only the publisher's own files: a claim someone else wrote (here one
    // naming no publisher) on an earlier revision stays byte for byte; the publisher's own is
    // marked as older.
    void anotherMembersClaimIsNeverRewritten() {
        const QString club = freshClub();
        const QByteArray own = readAll(base_ + "/balance/" + claimName_);
        QJsonObject theirs = claim();
        theirs.remove("publisher");
        writeJson(club + "/balance/the-cornfield-theirs.json", theirs);
        const QByteArray before = readAll(club + "/balance/the-cornfield-theirs.json");
        const QString db = revisedDb("member.sqlite");
        QVERIFY(!db.isEmpty());
        const Run pub = runGuarded({"club", "publish", "1", "--to", club, "--db", db});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QCOMPARE(readAll(club + "/balance/the-cornfield-theirs.json"), before);
        QVERIFY2(!pub.out.contains("the-cornfield-theirs"), pub.out.constData());
        QVERIFY2(objectOf(club + "/balance/" + claimName_)["olderRevision"].toBool(), readAll(club + "/balance/" + claimName_).left(400).constData());
        QVERIFY(own != readAll(club + "/balance/" + claimName_));
        const Run bad = runGuarded({"club", "publish", "1", "--to", club, "--db", db, "--by", "Not A Name"});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--by"), bad.err.constData());
    }

    // A folder where the thumbnail belongs is found before anything is written.
    void publishChecksTheFolderFirst() {
        const QString club = freshClub();
        QVERIFY(QFile::remove(club + "/thumbnails/the-cornfield.png"));
        QVERIFY(QDir().mkpath(club + "/thumbnails/the-cornfield.png"));
        const QByteArray battle = readAll(club + "/scenarios/the-cornfield.json");
        const QByteArray claimBefore = readAll(club + "/balance/" + claimName_);
        const Run pub = runGuarded({"club", "publish", "1", "--to", club, "--db", revisedDb("folder.sqlite")});
        QCOMPARE(pub.code, 2);
        QVERIFY2(pub.err.contains("thumbnails/the-cornfield.png"), pub.err.constData());
        QCOMPARE(readAll(club + "/scenarios/the-cornfield.json"), battle);
        QCOMPARE(readAll(club + "/balance/" + claimName_), claimBefore);
    }

    // A file name that is not UTF-8 is a problem of that file, not a raw error after the battle is written.
    void nonUtf8NamesDoNotStopPublish() {
        const QString club = freshClub();
        QVERIFY(QDir().mkpath(club + "/games"));
        { std::ofstream(QFile::encodeName(club).toStdString() + "/games/\xff\xfe.json") << "{}"; }
        { std::ofstream(QFile::encodeName(club).toStdString() + "/balance/\xc3.json") << "{}"; }
        const Run index = runGuarded({"club", "index", club});
        QVERIFY2(index.code == 0, index.err.constData());
        QVERIFY2(!index.err.contains("json.exception"), index.err.constData());
        const Run pub = runGuarded({"club", "publish", "1", "--to", club, "--db", revisedDb("utf8.sqlite")});
        QVERIFY2(pub.code == 0, pub.err.constData());
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(readAll(club + "/index.json"), &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        const QByteArray problems = QJsonDocument(doc.object()["problems"].toArray()).toJson();
        QVERIFY2(problems.contains("games/\\\\xFF\\\\xFE.json") && problems.contains("balance/\\\\xC3.json"), problems.constData());
        QVERIFY2(!problems.contains(QFile::encodeName(dir_.path())), problems.constData());
    }

    // A thumbnail is kept only when it is the battle's own picture: a changed picture behind
    // a copied stamp, or a header claiming 65535x65535, is painted again.
    void forgedThumbnailsArePaintedAgain() {
        const QString club = freshClub();
        const QString thumb = club + "/thumbnails/the-cornfield.png";
        const QByteArray good = readAll(thumb);
        QVERIFY(good.size() > 60);
        QByteArray body = good;
        body.insert(body.size() - 12, QByteArray("\0\0\0\x01tEXtx\0\0\0\0", 13));
        QByteArray header = good;
        header.replace(16, 8, QByteArray("\0\0\xff\xff\0\0\xff\xff", 8));
        for (const QByteArray& forged : {body, header}) {
            writeAll(thumb, forged);
            const Run index = runGuarded({"club", "index", club});
            QVERIFY2(index.code == 0, index.err.constData());
            QCOMPARE(readAll(thumb), good);
        }
    }

    // check says what it will re-run before it starts, and --max-games leaves costly claims out.
    void checkEstimatesAndSkipsCostlyClaims() {
        const QString club = freshClub();
        const Run all = runGuarded({"club", "check", club});
        QVERIFY2(all.code == 0, all.err.constData());
        QVERIFY2(all.err.contains("re-running 1 claim: 4 games in all"), all.err.constData());
        const Run cheap = runGuarded({"club", "check", club, "--max-games", "3"});
        QVERIFY2(cheap.code == 0, cheap.err.constData());
        QVERIFY2(cheap.err.contains("re-running 0 claims: 0 games in all (1 above --max-games 3 skipped)"), cheap.err.constData());
        QVERIFY2(cheap.out.contains("balance/" + claimName_.toUtf8() + ": skipped (4 games"), cheap.out.constData());
        QCOMPARE(runGuarded({"club", "check", club, "--max-games", "0"}).code, 2);
    }

    // A file name cannot forge a line of output.
    void fileNamesAreEscaped() {
        const QString club = freshClub();
        writeAll(club + "/balance/x\nforged.json: reproduced.json", "{}");
        const Run check = runGuarded({"club", "check", club});
        QCOMPARE(check.code, 1);
        QVERIFY2(!check.err.contains("\nforged.json: reproduced"), check.err.constData());
        QVERIFY2(check.err.contains("balance/x\\nforged.json: reproduced.json: "), check.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestClubHostile)
#include "test_club_hostile.moc"
