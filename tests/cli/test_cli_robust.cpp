// muster-cli when the world is hostile (issue 16): full disks, /dev/full, killed writers,
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
#include <QTemporaryDir>
#include <QtTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run cli(const QStringList& args, const QString& stdoutFile = {}) {
    QProcess p;
    if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile, QIODevice::Truncate);
    p.start(QStringLiteral(MUSTER_CLI), args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QString scenario(const char* name) { return QStringLiteral(MUSTER_SCENARIOS "/") + QLatin1String(name); }

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Files in `dir` other than `keep` (temporaries left behind show up here).
QStringList strays(const QString& dir, const QStringList& keep) {
    QStringList out;
    for (const QString& n : QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (!keep.contains(n)) out << n;
    return out;
}

// A small tmpfs, unmounted when the test ends. Skips (with the reason) only where mounting
// is impossible, e.g. without root or in a container without CAP_SYS_ADMIN.
class SmallDisk {
public:
    explicit SmallDisk(const QString& dir, const char* size = "size=8m") : dir_(dir) {
        QDir().mkpath(dir);
        if (::mount("tmpfs", QFile::encodeName(dir).constData(), "tmpfs", 0, size) == 0) mounted_ = true;
        else why_ = QStringLiteral("cannot mount a tmpfs on %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno)));
    }
    ~SmallDisk() {
        if (mounted_) ::umount2(QFile::encodeName(dir_).constData(), MNT_DETACH);
    }
    bool mounted() const { return mounted_; }
    QString why() const { return why_; }
    // Fill the disk, then free `bytes` of it again: the next writer finds that much room.
    void leaveFree(qint64 bytes) {
        QFile filler(dir_ + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'x');
        while (filler.write(block) == block.size()) {}
        filler.close();
        const qint64 size = QFileInfo(filler.fileName()).size();
        QVERIFY(QFile::resize(filler.fileName(), std::max<qint64>(0, size - bytes)));
    }
    void freeAll() { QFile::remove(dir_ + QStringLiteral("/filler")); }

private:
    QString dir_, why_;
    bool mounted_ = false;
};

#define SMALL_DISK(var, path)                                                                          \
    SmallDisk var(path);                                                                               \
    if (!var.mounted()) QSKIP(qPrintable(var.why()));

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
        if (!QFileInfo::exists("/dev/full")) QSKIP("/dev/full is not available here");
        const Run r = cli(args, QStringLiteral("/dev/full"));
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
        r = cli({"library", "export", id, "--db", db}, mnt + QStringLiteral("/backup.json"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("disk full"), r.err.constData());
        disk.freeAll();
        r = cli({"library", "export", id, "--db", db}, mnt + QStringLiteral("/backup.json"));
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
};

QTEST_GUILESS_MAIN(TestCliRobust)
#include "test_cli_robust.moc"
