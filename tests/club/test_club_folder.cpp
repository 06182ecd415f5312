// Hostile club folders read through club/club.h: each broken or forged file is listed with
// its problem, the good ones still read, and writing the index never leaves the folder.
#include "club/club.h"
#include "club/png_stamp.h"
#include "club/sha256.h"

#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace muster;

namespace {

void put(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

QByteArray canonical(const char* bundled) {
    return QByteArray::fromStdString(writeScenarioJson(readScenarioFile(std::string(MUSTER_SCENARIOS) + "/" + bundled)));
}

// The problem listed for `file`, or "" when none.
QString problemOf(const ClubScan& scan, const QString& file) {
    for (const ClubProblem& p : scan.problems)
        if (QString::fromStdString(p.file) == file) return QString::fromStdString(p.problem);
    return {};
}

// A claim for `battle` (as publish writes it) with a result of no games' worth of figures.
BalanceClaim claimFor(const Scenario& s, const std::string& id) {
    nlohmann::ordered_json result = {{"games", 2}, {"ai", "greedy"}, {"seed", 1}};
    return makeClaim(s, id, result, "test");
}

// A PNG's signature, a header stating width x height, and its end: all stamping reads.
std::string tinyPng(unsigned width, unsigned height) {
    std::string ihdr;
    for (unsigned v : {width, height})
        for (int s = 24; s >= 0; s -= 8) ihdr += char((v >> s) & 0xff);
    ihdr += std::string("\x08\x06\0\0\0", 5);
    return std::string("\x89PNG\r\n\x1a\n", 8) + std::string("\0\0\0\x0dIHDR", 8) + ihdr + std::string(4, '\2') +
           std::string("\0\0\0\0IEND\xae\x42\x60\x82", 12);
}

} // namespace

class TestClubFolder : public QObject {
    Q_OBJECT
private slots:
    void hostileFilesAreListedNotFatal() {
        QTemporaryDir dir, outside;
        const QString c = dir.path();
        put(c + "/scenarios/antietam.json", canonical("antietam.json"));
        put(c + "/scenarios/shiloh.json", canonical("shiloh.json"));
        put(c + "/scenarios/broken.json", "{\"format\": \"muster-scenario\", ");
        // Two combat units in one hex: the rules forbid it.
        Scenario bad = readScenarioFile(MUSTER_SCENARIOS "/shiloh.json");
        bad.units[1].hex = bad.units[0].hex;
        put(c + "/scenarios/stacked.json", QByteArray::fromStdString(writeScenarioJson(bad)));
        put(c + "/scenarios/Bad Name.json", canonical("franklin.json"));
        // A file outside the club reached through a symbolic link.
        put(outside.filePath("secret.json"), canonical("franklin.json"));
        QVERIFY(QFile::link(outside.filePath("secret.json"), c + "/scenarios/escape.json"));
        // A claim made on Antietam but naming Shiloh.
        const Scenario antietam = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
        put(c + "/balance/forged.json", QByteArray::fromStdString(writeClaimJson(claimFor(antietam, "shiloh"))));
        // A claim naming a path instead of a battle id.
        BalanceClaim escaping = claimFor(antietam, "antietam");
        put(c + "/balance/escaping.json",
            QByteArray::fromStdString(writeClaimJson(escaping)).replace("\"id\": \"antietam\"", "\"id\": \"../../etc/passwd\""));
        put(c + "/balance/good.json", QByteArray::fromStdString(writeClaimJson(claimFor(antietam, "antietam"))));
        put(c + "/games/nonsense.json", "[1, 2, 3]");
        put(c + "/index.json", "{ not json");

        ClubScanOptions o;
        o.keepClaims = true;
        const ClubScan scan = scanClub(c.toStdString(), o);
        QCOMPARE(scan.battles.size(), std::size_t(2));
        QCOMPARE(scan.battles[0].id, std::string("antietam"));
        QCOMPARE(scan.battles[0].claims.size(), std::size_t(1));
        QVERIFY2(problemOf(scan, "scenarios/broken.json").contains("JSON"), qPrintable(problemOf(scan, "scenarios/broken.json")));
        QVERIFY2(problemOf(scan, "scenarios/stacked.json").startsWith("breaks the rules: ") && problemOf(scan, "scenarios/stacked.json").contains("stacking.combat-units"),
                 qPrintable(problemOf(scan, "scenarios/stacked.json")));
        QVERIFY(problemOf(scan, "scenarios/Bad Name.json").contains("not a battle id"));
        QVERIFY(problemOf(scan, "scenarios/escape.json").contains("symbolic link"));
        QVERIFY2(problemOf(scan, "balance/forged.json").startsWith("a claim for another battle"),
                 qPrintable(problemOf(scan, "balance/forged.json")));
        QVERIFY2(problemOf(scan, "balance/escaping.json").contains("not a battle id"), qPrintable(problemOf(scan, "balance/escaping.json")));
        QVERIFY(problemOf(scan, "balance/good.json").isEmpty());
        QVERIFY(problemOf(scan, "games/nonsense.json").contains("not a club game"));
        QVERIFY(problemOf(scan, "index.json").contains("cannot be read"));
        QCOMPARE(scan.claimData.size(), std::size_t(1));

        // Indexing lists the same problems and writes only index.json and thumbnails.
        const ClubScan indexed = writeClubIndex(c.toStdString());
        QCOMPARE(indexed.battles.size(), std::size_t(2));
        QFile idx(c + "/index.json");
        QVERIFY(idx.open(QIODevice::ReadOnly));
        const QByteArray text = idx.readAll();
        QVERIFY(text.contains("a claim for another battle"));
        QVERIFY(text.contains("\"id\": \"shiloh\""));
        QCOMPARE(QFile(outside.filePath("secret.json")).size(), qint64(canonical("franklin.json").size()));
    }

    // The one bounded reader: depth refused with the JSON path, duplicate keys refused, numbers
    // read as nlohmann reads them (so a re-dumped claim result keeps its bytes).
    void boundedJsonTree() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        try {
            readJsonTree("{\"a\": {\"b\": [1, " + deep + "]}}", "x.json", 1u << 20);
            QFAIL("a 100,000-level file was read");
        } catch (const BoundedReadError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString("x.json"));
            QVERIFY2(QString::fromStdString(e.jsonPath()).startsWith("a.b[1][0]"), e.what());
            QVERIFY2(e.jsonPath().size() <= 160, e.what());
            QVERIFY2(e.reason().find("more than 64 levels deep") != std::string::npos, e.what());
        }
        QVERIFY_THROWS_EXCEPTION(BoundedReadError, readJsonTree("{\"a\": 1, \"a\": 2}", "x.json", 1u << 20));
        QVERIFY_THROWS_EXCEPTION(BoundedReadError, readJsonTree("[1,2,3]", "x.json", 4));
        const std::string text = R"({"seed":18446744073709551615,"n":-5,"f":0.1,"e":1e300,"big":123456789012345678901234,"s":"é","l":[[],{}]})";
        const nlohmann::ordered_json ours = readJsonTree(text, "x.json", 1u << 20);
        const nlohmann::ordered_json theirs = nlohmann::ordered_json::parse(text);
        QCOMPARE(QString::fromStdString(ours.dump()), QString::fromStdString(theirs.dump()));
        QVERIFY(ours["seed"].is_number_unsigned());
        QVERIFY(ours == theirs);
    }

    // A FIFO where a club file belongs is listed, never opened; a directory likewise.
    void fifoAndFolderAreNotOpened() {
        QTemporaryDir dir;
        const QString c = dir.path();
        put(c + "/scenarios/antietam.json", canonical("antietam.json"));
        QVERIFY(QDir().mkpath(c + "/balance/folder.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(c + "/index.json").constData(), 0644), 0);
        QVERIFY(QDir().mkpath(c + "/thumbnails"));
        QCOMPARE(::mkfifo(QFile::encodeName(c + "/thumbnails/antietam.png").constData(), 0644), 0);
        const ClubScan scan = scanClub(c.toStdString());
        QVERIFY(problemOf(scan, "index.json").contains("not a plain file"));
        QVERIFY(problemOf(scan, "balance/folder.json").contains("not a plain file"));
        QCOMPARE(scan.battles.size(), std::size_t(1));
        // Indexing replaces the FIFO index by a plain file and repaints the thumbnail over its FIFO.
        writeClubIndex(c.toStdString(), [](const Scenario&) { return std::string("\x89PNG\r\n\x1a\n", 8) + "0000IHDR" + std::string(17, '0'); });
        QVERIFY(QFileInfo(c + "/index.json").isFile());
        QVERIFY(QFileInfo(c + "/thumbnails/antietam.png").isFile());
        const std::string noPath = readRegularFile((c + "/index.json").toStdString(), 16u << 20);
        QVERIFY(noPath.find(dir.path().toStdString()) == std::string::npos);
    }

    void symlinkedFoldersAreNotFollowed() {
        QTemporaryDir dir, outside;
        const QString c = dir.path();
        put(outside.filePath("x/antietam.json"), canonical("antietam.json"));
        QVERIFY(QFile::link(outside.filePath("x"), c + "/scenarios"));
        put(outside.filePath("target.json"), "precious");
        QVERIFY(QFile::link(outside.filePath("target.json"), c + "/index.json"));
        const ClubScan scan = writeClubIndex(c.toStdString());
        QVERIFY(scan.battles.empty());
        QVERIFY(problemOf(scan, "scenarios").contains("symbolic link"));
        // index.json was a link: it is replaced by a plain file, what it pointed to is untouched.
        QVERIFY(!QFileInfo(c + "/index.json").isSymLink());
        QFile t(outside.filePath("target.json"));
        QVERIFY(t.open(QIODevice::ReadOnly));
        QCOMPARE(t.readAll(), QByteArray("precious"));
        // Publishing refuses to write through the linked folder.
        const Scenario s = readScenarioFile(MUSTER_SCENARIOS "/shiloh.json");
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, publishClub(c.toStdString(), s, {}));
        QVERIFY(!QFile::exists(outside.filePath("x/the-hornet-s-nest.json")));
    }

    void thumbnailsRepaintedOnlyWhenTheBattleChanges() {
        QTemporaryDir dir;
        const QString c = dir.path();
        put(c + "/scenarios/antietam.json", canonical("antietam.json"));
        put(c + "/scenarios/shiloh.json", canonical("shiloh.json"));
        // A 1x1 PNG's signature and header are all stamping needs.
        const std::string png = tinyPng(1, 1);
        int painted = 0;
        const ThumbnailPainter paint = [&](const Scenario&) {
            ++painted;
            return png;
        };
        writeClubIndex(c.toStdString(), paint);
        QCOMPARE(painted, 2);
        const ClubScan again = writeClubIndex(c.toStdString(), paint);
        QCOMPARE(painted, 2);
        QCOMPARE(again.battles[0].thumbnail, std::string("thumbnails/antietam.png"));
        Scenario changed = readScenarioFile(MUSTER_SCENARIOS "/shiloh.json");
        changed.turns += 1;
        put(c + "/scenarios/shiloh.json", QByteArray::fromStdString(writeScenarioJson(changed)));
        writeClubIndex(c.toStdString(), paint);
        QCOMPARE(painted, 3);
    }

    // The stamp holds the battle's checksum and the picture's own: another picture with a
    // copied stamp, or a header of 65535x65535, is no thumbnail of the battle.
    void thumbnailStampBindsThePicture() {
        const std::string sum = "sha256:0123";
        const std::string stamped = stampPng(tinyPng(160, 120), sum);
        QCOMPARE(pngStampOf(stamped), sum);
        // Other picture bytes behind this picture's stamp: a changed header, a changed body.
        std::string forged = stamped;
        forged[23] = char(121);
        QCOMPARE(pngStampOf(forged), std::string());
        forged = stamped;
        forged.insert(forged.size() - 12, std::string("\0\0\0\x01tEXtx\0\0\0\0", 13));
        QCOMPARE(pngStampOf(forged), std::string());
        QCOMPARE(pngStampOf(stampPng(tinyPng(65535, 65535), sum)), std::string());
        QCOMPARE(pngStampOf(stampPng(tinyPng(160, 0), sum)), std::string());
        QCOMPARE(pngStampOf(stampPng(tinyPng(1024, 1024), sum)), sum);
    }

    // What is written into the club never holds the local machine's path to it, nor bytes
    // that are not UTF-8 (a file name listed with its problem).
    void indexHoldsNoLocalPathAndOnlyUtf8() {
        ClubScan scan;
        scan.dir = "/home/someone/clubs/ours";
        scan.problems.push_back({"thumbnails/a.png", "no thumbnail written: cannot save /home/someone/clubs/ours/thumbnails/a.png: disk full"});
        scan.problems.push_back({"games/\xff.json", "not valid \xfe"});
        const std::string text = clubIndexJson(scan);
        QVERIFY2(text.find("/home/someone") == std::string::npos, text.c_str());
        QVERIFY2(text.find("cannot save thumbnails/a.png: disk full") != std::string::npos, text.c_str());
        QVERIFY(nlohmann::json::accept(text));
    }

    void notAFolder() {
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, scanClub("/nonexistent/club"));
    }

    void checksumIsSha256OfCanonicalJson() {
        QCOMPARE(sha256Checksum("abc"), std::string("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    }
};

QTEST_GUILESS_MAIN(TestClubFolder)
#include "test_club_folder.moc"
