// The lock-owned slot behind both recovery stores (editor/document/locked_slot.h): an orphan
// is claimed by one process at a time, and offered again only when that claimer is gone;
// a running owner's slot is never offered or touched. Other processes are this program
// started again as a claimer (MUSTER_SLOT_CLAIMER=DIR), which prints the keys it claimed
// and holds them until its stdin closes, or until it is killed (a crash).
#include "editor/document/locked_slot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <cstdlib>

using namespace muster;

namespace {

const char* kClaimerEnv = "MUSTER_SLOT_CLAIMER";

// The claimer process: claim, report, hold until told (stdin closed) or killed.
int claimerMain(int argc, char** argv, const QString& dir) {
    QCoreApplication app(argc, argv);
    const std::vector<LockedSlot> claimed = LockedSlot::claimOrphans(dir, QStringLiteral("*.json"));
    for (const LockedSlot& s : claimed) std::printf("%s\n", qPrintable(s.key()));
    std::printf("claimed\n");
    std::fflush(stdout);
    while (std::getchar() != EOF) {
    }
    return 0; // the slots are released here, their files kept
}

// Starts a claimer on `dir` and returns the keys it claimed (it keeps holding them).
QStringList startClaimer(QProcess& p, const QString& dir) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kClaimerEnv), dir);
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), {});
    if (!p.waitForStarted()) return {QStringLiteral("(claimer did not start)")};
    QStringList keys;
    for (;;) {
        while (!p.canReadLine())
            if (!p.waitForReadyRead(20000)) return keys << QStringLiteral("(claimer did not answer)");
        const QString line = QString::fromUtf8(p.readLine()).trimmed();
        if (line == QLatin1String("claimed")) return keys;
        keys << line;
    }
}

void writeText(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

// A slot left by a process that crashed: payload, meta, and a lock naming a dead pid.
void writeDeadOwnersSlot(const QString& dir, const QString& key) {
    QProcess gone;
    gone.start(QStringLiteral("true"), {});
    QVERIFY(gone.waitForStarted());
    const qint64 deadPid = gone.processId();
    QVERIFY(gone.waitForFinished());
    writeText(LockedSlot::filePath(dir, key, ".json"), "{}");
    writeText(LockedSlot::filePath(dir, key, ".meta"), R"({"title": "left behind"})");
    writeText(LockedSlot::filePath(dir, key, ".lock"),
              QByteArray::number(deadPid) + "\nmuster\n" + QSysInfo::machineHostName().toUtf8() + "\n");
}

QStringList keysOf(const std::vector<LockedSlot>& held) {
    QStringList out;
    for (const LockedSlot& s : held) out << s.key();
    return out;
}

} // namespace

class TestLockedSlot : public QObject {
    Q_OBJECT
private slots:
    // A dead owner's slot goes to the first claimer only; a second claimer (another
    // process, or this one) gets nothing while the first runs. When the first crashes the
    // slot is an orphan again, offered to the next claimer, files intact.
    void deadOwnersSlotIsClaimedOnce() {
        QTemporaryDir dir;
        writeDeadOwnersSlot(dir.path(), QStringLiteral("untitled-a"));
        QProcess first, second;
        QCOMPARE(startClaimer(first, dir.path()), QStringList{QStringLiteral("untitled-a")});
        QCOMPARE(startClaimer(second, dir.path()), QStringList{});
        QVERIFY(LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json")).empty());
        second.closeWriteChannel();
        QVERIFY(second.waitForFinished());
        first.kill(); // a crash: no unlock
        QVERIFY(first.waitForFinished());

        std::vector<LockedSlot> mine = LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json"));
        QCOMPARE(keysOf(mine), QStringList{QStringLiteral("untitled-a")});
        QVERIFY2(LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json")).empty(), "claimed twice in one process");
        QCOMPARE(mine[0].readMeta().value(QStringLiteral("title")).toString(), QStringLiteral("left behind"));
        QVERIFY(mine[0].saved().isValid());
        const QString payload = mine[0].payloadPath();
        QVERIFY(QFile::exists(payload));
        mine[0].remove();
        QVERIFY(!mine[0].held());
        QVERIFY(!QFile::exists(payload));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // A running owner's slot is neither offered nor touched, by another process or by
    // this one; released cleanly (not removed) it becomes an orphan with its files.
    void liveOwnersSlotIsNeverOffered() {
        QTemporaryDir dir;
        {
            LockedSlot owned = LockedSlot::takeFree(dir.path(), QStringLiteral("file-b"));
            QVERIFY(owned.held());
            QVERIFY2(!LockedSlot::takeFree(dir.path(), QStringLiteral("file-b")).held(), "a held slot was taken again");
            writeText(owned.payloadPath(), "{}");
            LockedSlot::writeMeta(owned.metaPath(), QJsonObject{{QStringLiteral("source"), QStringLiteral("b.json")}});
            QProcess other;
            QCOMPARE(startClaimer(other, dir.path()), QStringList{});
            other.closeWriteChannel();
            QVERIFY(other.waitForFinished());
            QVERIFY(LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json")).empty());
            QVERIFY(QFile::exists(owned.payloadPath()) && QFile::exists(owned.metaPath()));
        }
        const std::vector<LockedSlot> orphans = LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json"));
        QCOMPARE(keysOf(orphans), QStringList{QStringLiteral("file-b")});
        QCOMPARE(orphans[0].readMeta().value(QStringLiteral("source")).toString(), QStringLiteral("b.json"));
    }

    // A new slot never lands on an orphan's files nobody has been offered yet.
    void takeFreeKeepsAnUnofferedOrphan() {
        QTemporaryDir dir;
        writeDeadOwnersSlot(dir.path(), QStringLiteral("library-3"));
        QVERIFY(!LockedSlot::takeFree(dir.path(), QStringLiteral("library-3")).held());
        QVERIFY(QFile::exists(LockedSlot::filePath(dir.path(), QStringLiteral("library-3"), ".json")));
        QCOMPARE(keysOf(LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json"))), QStringList{QStringLiteral("library-3")});
    }

    // Only payloads matching the pattern, oldest first; a missing folder is not created.
    void claimsMatchingPayloadsOldestFirst() {
        QTemporaryDir dir;
        const QDateTime now = QDateTime::currentDateTime();
        const QStringList keys{QStringLiteral("game-new"), QStringLiteral("game-old"), QStringLiteral("untitled-x")};
        const int ageSeconds[] = {10, 300, 100};
        for (int i = 0; i < keys.size(); ++i) {
            const QString path = LockedSlot::filePath(dir.path(), keys[i], ".json");
            writeText(path, "{}");
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(now.addSecs(-ageSeconds[i]), QFileDevice::FileModificationTime));
        }
        writeText(dir.filePath(QStringLiteral("game-notes.txt")), "not a payload");
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("game-folder.json")));
        const std::vector<LockedSlot> games = LockedSlot::claimOrphans(dir.path(), QStringLiteral("game-*.json"));
        QCOMPARE(keysOf(games), (QStringList{QStringLiteral("game-old"), QStringLiteral("game-new")}));
        // The games are held now: the wider pattern finds only the rest.
        QCOMPARE(keysOf(LockedSlot::claimOrphans(dir.path(), QStringLiteral("*.json"))), QStringList{QStringLiteral("untitled-x")});

        const QString missing = dir.filePath(QStringLiteral("games"));
        QVERIFY(LockedSlot::claimOrphans(missing, QStringLiteral("*.json")).empty());
        QVERIFY(!QFileInfo::exists(missing));
    }
};

int main(int argc, char** argv) {
    if (const char* dir = std::getenv(kClaimerEnv)) return claimerMain(argc, argv, QString::fromLocal8Bit(dir));
    QCoreApplication app(argc, argv);
    TestLockedSlot t;
    return QTest::qExec(&t, argc, argv);
}

#include "test_locked_slot.moc"
