// Crash safety: a child process saves over and over and is SIGKILLed at random moments,
// 200 times; after each kill the library must open, pass integrity_check, and hold
// exactly the scenarios the child saved (each revision rebuilt from its title and compared).
#include "db/database.h"
#include "db/library.h"
#include "scenario_factory.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

using namespace muster;

namespace {

int numberFromTitle(const std::string& title) {
    const std::string prefix = "crash ";
    if (title.rfind(prefix, 0) != 0) return -1;
    return std::stoi(title.substr(prefix.size()));
}

} // namespace

class TestCrash : public QObject {
    Q_OBJECT
private slots:
    void killWhileSaving();
};

void TestCrash::killWhileSaving() {
    QTemporaryDir dir;
    const QString path = dir.filePath("crash.sqlite");
    const quint32 seed = QRandomGenerator::global()->generate();
    qInfo("random seed %u", seed);
    testing::Rng rng(seed);
    RevisionId checkedUpTo = 0;
    int kills = 0, revisionsChecked = 0;
    for (int i = 0; i < 200; ++i) {
        QProcess p;
        p.start(QStringLiteral(DB_TEST_HELPER), {"save", path, QString::number(i * 100000)});
        QVERIFY(p.waitForStarted());
        if (i % 3 != 0) p.waitForReadyRead(20000); // else it may die while opening
        QThread::msleep(static_cast<unsigned long>(rng.below(80)));
        p.kill();
        QVERIFY(p.waitForFinished(20000));
        QVERIFY2(p.exitStatus() == QProcess::CrashExit, p.readAllStandardError().constData());
        ++kills;
        if (!QFile::exists(path)) continue;

        auto lib = Library::open(path.toStdString()); // runs quick_check
        QCOMPARE(lib.integrityCheck(), std::string("ok"));
        auto& db = lib.database();
        QCOMPARE(db.scalarInt("SELECT count(*) FROM scenarios WHERE current_revision IS NULL"), 0);
        QCOMPARE(db.scalarInt("SELECT count(*) FROM pragma_foreign_key_check"), 0);
        auto rows = lib.list();
        LibraryQuery trash;
        trash.trash = true;
        for (const auto& r : lib.list(trash)) rows.push_back(r);
        RevisionId newest = checkedUpTo;
        for (const auto& row : rows) {
            const int n = numberFromTitle(row.title);
            QVERIFY2(n >= 0, row.title.c_str());
            QVERIFY2(lib.load(row.id) == testing::crashScenario(n), row.title.c_str());
            const auto revs = lib.revisions(row.id);
            QCOMPARE(revs.front().id, row.revision);
            QVERIFY(revs.front().current);
            for (const auto& rev : revs) {
                if (rev.id <= checkedUpTo) continue;
                const int rn = numberFromTitle(rev.title);
                QVERIFY(rev.note == "new " + std::to_string(rn) || rev.note == "rev " + std::to_string(rn));
                QVERIFY2(lib.loadRevision(rev.id) == testing::crashScenario(rn), rev.title.c_str());
                newest = std::max(newest, rev.id);
                ++revisionsChecked;
            }
        }
        checkedUpTo = newest;
    }
    QVERIFY(kills >= 200);
    QVERIFY(revisionsChecked > 0);
    qInfo("%d kills, %d revisions checked", kills, revisionsChecked);
}

QTEST_GUILESS_MAIN(TestCrash)
#include "test_crash.moc"
