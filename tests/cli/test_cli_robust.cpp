// muster-cli when the world is hostile: full disks, /dev/full, killed writers,
// FIFOs, control characters, a strict umask. Drives the real binary.
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>
#include "tests/ci_skip.h"
#include "cli_run.h"
#include "small_disk.h"

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

using namespace muster::test;

namespace {

QString scenario(const char* name) { return QStringLiteral(MUSTER_SCENARIOS "/") + QLatin1String(name); }

// Files in `dir` other than `keep` (temporaries left behind show up here).
QStringList strays(const QString& dir, const QStringList& keep) {
    QStringList out;
    for (const QString& n : QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (!keep.contains(n)) out << n;
    return out;
}

// Every C0 control (but NUL, which the reader refuses), DEL, and the C1 CSI as JSON escapes.
QByteArray hostileText() {
    QByteArray t = "A";
    for (int c = 1; c < 0x20; ++c) t += QByteArray("\\u00") + QByteArray::number(c, 16).rightJustified(2, '0');
    return t + "\\u007f\\u009b[2J\\u001b]0;pwned\\u0007Z";
}

// A small valid scenario whose every free-text field holds hostileText().
QByteArray hostileScenario() {
    const QByteArray h = hostileText();
    return QByteArray(R"({
  "format": "muster-scenario", "formatVersion": 1, "ruleset": "hold-the-line-acw",
  "title": "T)") + h + R"(", "subtitle": "S)" + h + R"(", "author": "W)" + h + R"(",
  "briefing": "B)" + h + R"(", "historicalNotes": "N)" + h + R"(",
  "board": {"columns": 13, "rows": 9, "orientation": "pointy", "stagger": "even"},
  "turns": 6, "firstSide": "union",
  "sides": {"union": {"name": "U)" + h + R"(", "commandAP": 4, "homeEdge": "north"},
            "confederate": {"name": "C)" + h + R"(", "commandAP": 4, "homeEdge": "south"}},
  "units": [
    {"id": "u1", "side": "union", "type": "infantry", "name": "X)" + h + R"(", "hex": [3,5], "sp": 4, "morale": "black"},
    {"id": "c1", "side": "confederate", "type": "infantry", "name": "Y)" + h + R"(", "hex": [7,5], "sp": 4, "morale": "black"},
    {"id": "c2", "side": "confederate", "type": "cavalry", "name": "R)" + h + R"(", "sp": 2, "morale": "black", "arrives": {"turn": 2, "hex": [13,5]}}
  ],
  "vpMarkers": [ {"hex": [7,5], "side": "confederate", "value": 1, "label": "L)" + h + R"("} ],
  "victory": {"eliminationVP": 1, "conditions": [ {"kind": "mostVPAtEnd"} ]},
  "specialRules": [ "Q)" + h + R"(" ]
})";
}

// The first byte a terminal would act on (C0 but tab/newline, DEL, or UTF-8 C1), or -1.
int firstControl(const QByteArray& out) {
    for (int i = 0; i < out.size(); ++i) {
        const auto b = static_cast<unsigned char>(out[i]);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f) return i;
        if (b == 0xc2 && i + 1 < out.size() && static_cast<unsigned char>(out[i + 1]) >= 0x80 &&
            static_cast<unsigned char>(out[i + 1]) <= 0x9f)
            return i;
    }
    return -1;
}

// Parse XML to the end; the error, or empty when well-formed.
QString xmlError(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return QStringLiteral("cannot open ") + path;
    QXmlStreamReader x(&f);
    while (!x.atEnd()) x.readNext();
    return x.hasError() ? QStringLiteral("%1:%2: %3").arg(path).arg(x.lineNumber()).arg(x.errorString()) : QString();
}

} // namespace

class TestCliRobust : public QObject {
    Q_OBJECT
private slots:
    // Item 1: every export format on a disk that fills up fails with exit 2, names the file
    // and says "disk full", keeps the previous file byte for byte and leaves no temporary.
    void exportOnFullDisk_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("freeBytes");
        QTest::newRow("svg") << "out.svg" << 64 * 1024;
        QTest::newRow("svg-4k") << "out.svg" << 4096;
        QTest::newRow("pdf") << "out.pdf" << 4096;
        QTest::newRow("pdf-64k") << "out.pdf" << 64 * 1024;
        QTest::newRow("png") << "out.png" << 64 * 1024;
        QTest::newRow("json") << "out.json" << 4096;
        QTest::newRow("tmx") << "out.tmx" << 16 * 1024;
    }
    void exportOnFullDisk() {
        QFETCH(QString, name);
        QFETCH(int, freeBytes);
        QTemporaryDir tmp;
        const QString mnt = tmp.filePath("full");
        SMALL_DISK(disk, mnt);
        const QString out = mnt + QLatin1Char('/') + name;
        const QByteArray old = "the previous export, which must survive\n";
        writeAll(out, old);
        disk.leaveFree(freeBytes);
        const Run r = cli({"export", scenario("antietam.json"), "--to", out});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("disk full"), r.err.constData());
        QVERIFY2(r.err.contains(mnt.toLocal8Bit() + "/out"), r.err.constData()); // names the file
        QCOMPARE(readAll(out), old);
        QCOMPARE(strays(mnt, {name, "filler"}), QStringList());
        // With room again the same export succeeds (the failure was the disk, nothing else).
        disk.freeAll();
        const Run ok = cli({"export", scenario("antietam.json"), "--to", out});
        QVERIFY2(ok.code == 0, ok.err.constData());
        QVERIFY(readAll(out) != old);
    }

    // Item 2: output to a full stdout is an error, for every command that prints.
    void stdoutToDevFull_data() {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("validate --json") << QStringList{"validate", "--json", scenario("shiloh.json")};
        QTest::newRow("info") << QStringList{"info", scenario("shiloh.json")};
        QTest::newRow("rules search") << QStringList{"rules", "search", "woods"};
        QTest::newRow("help") << QStringList{"--help"};
    }
    void stdoutToDevFull() {
        QFETCH(QStringList, args);
        if (!QFileInfo::exists("/dev/full")) MUSTER_SKIP_UNLESS_CI("/dev/full is not available here");
        const Run r = cliTo(args, QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("standard output") && r.err.contains("disk full"), r.err.constData());
        // The same command to a working stdout succeeds: the 2 came from the write alone.
        QCOMPARE(cli(args).code, 0);
    }

    void libraryExportToFullDisk() {
        QTemporaryDir tmp;
        const QString db = tmp.filePath("lib.sqlite");
        Run r = cli({"library", "import", scenario("antietam.json"), "--db", db, "--json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString id = QString::number(QJsonDocument::fromJson(r.out).array()[0].toObject()["id"].toInt());
        const QString mnt = tmp.filePath("full");
        SMALL_DISK(disk, mnt);
        disk.leaveFree(8192);
        r = cliTo({"library", "export", id, "--db", db}, mnt + QStringLiteral("/backup.json"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("disk full"), r.err.constData());
        disk.freeAll();
        r = cliTo({"library", "export", id, "--db", db}, mnt + QStringLiteral("/backup.json"));
        QVERIFY2(r.code == 0, r.err.constData());
    }
    // Item 4: temporaries of a killed writer (".NAME.tmp-PID-XXXXXX" whose PID is gone, or
    // the older ".NAME.tmp-XXXXXX" left for over ten minutes) are removed by the next write
    // to the same place; a live writer's temporary and a fresh old-style one are not.
    void staleTemporariesAreRemoved() {
        QTemporaryDir tmp;
        const QString out = tmp.filePath("out.json");
        QProcess sh;
        sh.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
        QVERIFY(sh.waitForFinished());
        const QByteArray deadPid = sh.readAllStandardOutput().trimmed();
        QVERIFY(!deadPid.isEmpty());
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(sleeper.waitForStarted());
        const QString dead = tmp.filePath(".out.json.tmp-" + deadPid + "-abcdef");
        const QString live = tmp.filePath(".out.json.tmp-" + QByteArray::number(sleeper.processId()) + "-ghijkl");
        const QString oldLegacy = tmp.filePath(".out.json.tmp-mnopqr");
        const QString newLegacy = tmp.filePath(".out.json.tmp-stuvwx");
        const QString otherName = tmp.filePath(".other.json.tmp-" + deadPid + "-abcdef");
        for (const QString& f : {dead, live, oldLegacy, newLegacy, otherName}) writeAll(f, QByteArray(100000, '{'));
        {
            QFile f(oldLegacy);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
        }
        const Run r = cli({"export", scenario("shiloh.json"), "--to", out});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(!QFile::exists(dead), "a dead writer's temporary was kept");
        QVERIFY2(!QFile::exists(oldLegacy), "an old temporary was kept");
        QVERIFY2(QFile::exists(live), "a running writer's temporary was removed");
        QVERIFY(QFile::exists(newLegacy));
        QVERIFY2(QFile::exists(otherName), "a temporary of another file was removed");
        sleeper.kill();
        sleeper.waitForFinished();
    }

    // Item 6: a FIFO (or device) as input is refused at once instead of hanging.
    void nonRegularInputIsRefused() {
        QTemporaryDir tmp;
        const QString fifo = tmp.filePath("in.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QStringList& args : {QStringList{"validate", fifo}, QStringList{"info", fifo},
                                        QStringList{"export", fifo, "--to", tmp.filePath("o.svg")}}) {
            QElapsedTimer t;
            t.start();
            const Run r = cli(args);
            QVERIFY2(t.elapsed() < 30000, "hung on a FIFO");
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("named pipe") && r.err.contains(fifo.toLocal8Bit()), r.err.constData());
        }
        const Run dev = cli({"validate", "/dev/zero"});
        QCOMPARE(dev.code, 2);
        QVERIFY2(dev.err.contains("not a regular file"), dev.err.constData());
    }
    // Item 7: control characters in any scenario text never make invalid XML.
    void controlCharactersMakeValidXml() {
        QTemporaryDir tmp;
        const QString in = tmp.filePath("hostile.json");
        writeAll(in, hostileScenario());
        QCOMPARE(cli({"validate", in}).code, 0);
        for (const char* name : {"out.svg", "out.tmx"}) {
            const QString out = tmp.filePath(name);
            const Run r = cli({"export", in, "--to", out});
            QVERIFY2(r.code == 0, r.err.constData());
            for (const QString& f : QString::fromLocal8Bit(r.out).split('\n', Qt::SkipEmptyParts))
                if (f.endsWith(".svg") || f.endsWith(".tmx")) QVERIFY2(xmlError(f).isEmpty(), qPrintable(xmlError(f)));
        }
    }

    // Item 8: human-readable output shows control characters escaped, never raw.
    void textOutputIsTerminalSafe() {
        QTemporaryDir tmp;
        const QString in = tmp.filePath("hostile.json");
        writeAll(in, hostileScenario());
        const QString db = tmp.filePath("lib.sqlite");
        const Run imported = cli({"library", "import", in, "--db", db});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const QList<QStringList> commands = {
            {"validate", in}, {"info", in}, {"library", "list", "--db", db}, {"library", "show", "1", "--db", db},
            {"validate", "--json", in}, {"library", "export", "1", "--db", db}};
        for (const QStringList& args : commands) {
            const Run r = cli(args);
            QVERIFY2(r.code == 0, qPrintable(args.join(' ') + ": " + r.err));
            const int at = firstControl(r.out);
            QVERIFY2(at < 0, qPrintable(args.join(' ') + ": raw control byte at " + QString::number(at) + ": " +
                                        QString::fromLatin1(r.out.mid(std::max(0, at - 20), 40).toHex())));
            if (args[0] != "validate") // validate prints no titles when all is valid
                QVERIFY2(r.out.contains("\\u001b"), qPrintable(args.join(' ') + ": ESC not shown"));
        }
        // JSON output stays exact: the escaped form parses back to the same title.
        const Run j = cli({"library", "export", "1", "--db", db});
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QVERIFY(o["title"].toString().contains(QChar(0x1b)));
        QVERIFY(o["title"].toString().contains(QChar(0x9b)));
        // An unknown key made of escapes is echoed escaped in the error.
        writeAll(tmp.filePath("badkey.json"), "{\"\\u001b[2Jx\": 1}");
        const Run bad = cli({"validate", tmp.filePath("badkey.json")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(firstControl(bad.err) < 0, bad.err.constData());
    }
    // Item 14: coordinates no board can have are refused by the reader, with their path.
    void extremeCoordinatesAreRefused_data() {
        QTest::addColumn<QString>("where"); // array.index.coordinate, or board.columns
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QByteArray>("path");
        QTest::newRow("unit hex INT_MIN") << "units.0.0" << qint64(INT_MIN) << QByteArray("units[0].hex[0]");
        QTest::newRow("unit hex INT_MAX") << "units.0.1" << qint64(INT_MAX) << QByteArray("units[0].hex[1]");
        QTest::newRow("terrain") << "terrain.0.0" << qint64(10001) << QByteArray("terrain[0].hex[0]");
        QTest::newRow("marker") << "vpMarkers.0.1" << qint64(-10001) << QByteArray("vpMarkers[0].hex[1]");
        QTest::newRow("board") << "board.columns" << qint64(INT_MAX) << QByteArray("board.columns");
    }
    void extremeCoordinatesAreRefused() {
        QFETCH(QString, where);
        QFETCH(qint64, value);
        QFETCH(QByteArray, path);
        QTemporaryDir tmp;
        const QString in = tmp.filePath("x.json");
        auto withValue = [&](qint64 v) {
            QJsonObject o = QJsonDocument::fromJson(readAll(scenario("shiloh.json"))).object();
            const QStringList w = where.split('.');
            if (w[0] == "board") {
                QJsonObject b = o["board"].toObject();
                b[w[1]] = double(v);
                o["board"] = b;
            } else {
                QJsonArray arr = o[w[0]].toArray();
                QJsonObject item = arr[w[1].toInt()].toObject();
                QJsonArray hex = item["hex"].toArray();
                hex[w[2].toInt()] = double(v);
                item["hex"] = hex;
                arr[w[1].toInt()] = item;
                o[w[0]] = arr;
            }
            writeAll(in, QJsonDocument(o).toJson());
        };
        withValue(value);
        for (const char* cmd : {"validate", "info"}) {
            const Run r = cli({cmd, in});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(path) && r.err.contains("outside"), r.err.constData());
        }
        // Just inside the range is read, and validation reports it off the board.
        withValue(value < 0 ? -10000 : 10000);
        const Run r = cli({"validate", in});
        QVERIFY2(r.code == 1, r.err.constData());
        QVERIFY2(r.out.contains("board."), r.out.constData());
    }

    // Item 15: a huge number is not echoed whole.
    void hugeNumberIsCut() {
        QTemporaryDir tmp;
        const QString in = tmp.filePath("x.json");
        writeAll(in, R"({"format": "muster-scenario", "formatVersion": 1, "turns": )" + QByteArray(100000, '7') + "}");
        const Run r = cli({"validate", in});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.size() < 400 && r.err.contains("turns") && r.err.contains("100000 characters"), r.err.left(400).constData());
    }

    // Item 13: every file written honours the umask (JSON was always 0644 before).
    void umaskIsHonoured() {
        QTemporaryDir tmp;
        for (const char* name : {"o.json", "o.svg", "o.png", "o.pdf", "o.tmx"}) {
            QProcess p;
            p.setChildProcessModifier([] { ::umask(077); });
            p.start(cliUnderTest(),
                    {"export", scenario("shiloh.json"), "--to", tmp.filePath(name)});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
            struct stat st {};
            QCOMPARE(::stat(QFile::encodeName(tmp.filePath(name)).constData(), &st), 0);
            QCOMPARE(st.st_mode & 0777, 0600u);
        }
        const QString db = tmp.filePath("lib.sqlite");
        QCOMPARE(cli({"library", "import", scenario("shiloh.json"), "--db", db}).code, 0);
        QProcess p;
        p.setChildProcessModifier([] { ::umask(027); });
        p.start(cliUnderTest(),
                {"library", "export", "1", "--db", db, "--out", tmp.filePath("backup.json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(tmp.filePath("backup.json")).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0640u);
    }
    // Item 10: three programs creating the same new library at once all succeed (200 times).
    void concurrentLibraryCreation() {
        QTemporaryDir tmp;
        const QString exe = cliUnderTest();
        QStringList failures;
        for (int trial = 0; trial < 200; ++trial) {
            const QString db = tmp.filePath(QStringLiteral("lib%1.sqlite").arg(trial));
            QProcess p[3];
            for (QProcess& q : p) q.start(exe, {"library", "import", scenario("shiloh.json"), "--db", db});
            for (QProcess& q : p) {
                QVERIFY(q.waitForFinished(60000));
                if (q.exitCode() != 0) failures << QString::fromLocal8Bit(q.readAllStandardError()).trimmed();
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 of 600 failed, first: %2").arg(failures.size()).arg(failures.value(0))));
    }
    // Item 11: a writable library in a folder the user cannot write is listed read-only,
    // with a note, instead of failing. Root ignores permissions, so as root the CLI runs as
    // "nobody" (setpriv); as another user the folder is simply made read-only.
    void libraryInReadOnlyFolder() {
        QTemporaryDir tmp;
        QVERIFY(QFile::setPermissions(tmp.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                                      QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup |
                                                      QFileDevice::ExeGroup));
        const QString folder = tmp.filePath("ro");
        QVERIFY(QDir().mkpath(folder));
        const QString db = folder + "/lib.sqlite";
        Run r = cli({"library", "import", scenario("shiloh.json"), "--db", db});
        QVERIFY2(r.code == 0, r.err.constData());
        QStringList prefix;
        if (::geteuid() == 0) {
            if (QStandardPaths::findExecutable("setpriv").isEmpty()) MUSTER_SKIP_UNLESS_CI("running as root without setpriv: cannot drop privileges");
            QCOMPARE(::chown(QFile::encodeName(folder).constData(), 65534, 65534), 0);
            QCOMPARE(::chown(QFile::encodeName(db).constData(), 65534, 65534), 0);
            prefix = {"--reuid=65534", "--regid=65534", "--clear-groups", cliUnderTest()};
        }
        QCOMPARE(::chmod(QFile::encodeName(folder).constData(), 0555), 0);
        auto run = [&](const QStringList& args) {
            if (prefix.isEmpty()) return cli(args);
            QProcess p;
            p.start(QStringLiteral("setpriv"), prefix + args);
            p.waitForFinished(60000);
            return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
        };
        r = run({"library", "list", "--db", db});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("Shiloh"), r.out.constData());
        QVERIFY2(r.err.contains("cannot be written"), r.err.constData());
        r = run({"library", "import", scenario("antietam.json"), "--db", db});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("read-only"), r.err.constData());
        ::chmod(QFile::encodeName(folder).constData(), 0755);
    }
    // Item 9 (output names that are not UTF-8) is in test_cli_names.cpp.
};

QTEST_GUILESS_MAIN(TestCliRobust)
#include "test_cli_robust.moc"
