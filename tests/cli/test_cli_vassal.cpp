// muster-cli export to a VASSAL module and to a whole-map PNG: one battle, several, the
// whole library; an invalid battle refused unless --force; a full disk keeps the old file.
#include "cli_run.h"
#include "db/library.h"
#include "editor/render/vassal_module.h"

#include <QDir>
#include <QImage>
#include <QtTest>

#include <sys/mount.h>

#include <cerrno>
#include <cstring>

using namespace muster;
using muster::test::readAll;
using muster::test::cli;
using muster::test::Run;

namespace {

QString scenario(const char* name) { return QStringLiteral(MUSTER_SCENARIOS "/") + QLatin1String(name); }

int countOf(const QByteArray& zip, const char* element) {
    for (const ModuleEntry& e : unzipEntries(zip))
        if (e.path == "buildFile.xml") return static_cast<int>(e.data.count(element));
    return -1;
}

} // namespace

class TestCliVassal : public QObject {
    Q_OBJECT
private slots:
    void oneAndSeveralBattles() {
        QTemporaryDir tmp;
        const QString one = tmp.filePath("one.vmod"), three = tmp.filePath("three.vmod");
        Run r = cli({"export", scenario("antietam.json"), "--to", one});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.trimmed(), one.toUtf8());
        QCOMPARE(countOf(readAll(one), "<VASSAL.build.module.PredefinedSetup "), 1);
        r = cli({"export", scenario("antietam.json"), scenario("shiloh.json"), scenario("franklin.json"), "--to", three,
                 "--name", "Three battles"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray zip = readAll(three);
        QCOMPARE(countOf(zip, "<VASSAL.build.module.PredefinedSetup "), 3);
        QCOMPARE(countOf(zip, "name=\"Three battles\""), 1);
        QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporaries left
    }

    // The same battles and options give the same bytes: no zip times, save dates or PDF
    // creation dates of the run (a second apart, so a clock in the output would show).
    void sameBattleSameBytes() {
        QTemporaryDir tmp;
        const QString a = tmp.filePath("a.vmod"), b = tmp.filePath("b.vmod");
        Run r = cli({"export", scenario("antietam.json"), scenario("shiloh.json"), "--to", a});
        QVERIFY2(r.code == 0, r.err.constData());
        QTest::qWait(1100);
        r = cli({"export", scenario("antietam.json"), scenario("shiloh.json"), "--to", b});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray first = readAll(a), second = readAll(b);
        QVERIFY(!first.isEmpty());
        if (first != second) {
            const auto x = unzipEntries(first), y = unzipEntries(second);
            QCOMPARE(x.size(), y.size());
            for (std::size_t i = 0; i < x.size(); ++i) QVERIFY2(x[i].data == y[i].data, x[i].path.c_str());
            QFAIL("the entries are the same but the archives differ (zip times)");
        }
    }

    void wholeLibrary() {
        QTemporaryDir tmp;
        const QString db = tmp.filePath("lib.sqlite");
        QStringList args = {"export"};
        int n = 0;
        {
            Library lib = Library::open(db.toStdString());
            for (const ImportResult& r : lib.importFolder(MUSTER_SCENARIOS)) {
                QVERIFY2(r.id.has_value(), r.error.c_str());
                args << "--id" << QString::number(*r.id);
                ++n;
            }
        }
        QVERIFY(n >= 10);
        const QString out = tmp.filePath("library.vmod");
        args << "--db" << db << "--to" << out;
        const Run r = cli(args);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(countOf(readAll(out), "<VASSAL.build.module.PredefinedSetup "), n);
        // An id that is not there is named and nothing is written.
        const Run bad = cli({"export", "--db", db, "--id", "999", "--to", tmp.filePath("bad.vmod")});
        QCOMPARE(bad.code, 2);
        QVERIFY(!QFile::exists(tmp.filePath("bad.vmod")));
    }

    void invalidBattleRefusedUnlessForced() {
        QTemporaryDir tmp;
        QByteArray json = readAll(scenario("antietam.json"));
        // No turns at all: a scenario.turns error.
        json.replace("\"turns\": 8", "\"turns\": 0");
        const QString bad = tmp.filePath("bad.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        const QString out = tmp.filePath("bad.vmod");
        const Run r = cli({"export", bad, "--to", out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("scenario.turns") && r.err.contains("bad.json") && r.err.contains("--force"), r.err.constData());
        QVERIFY(!QFile::exists(out));
        const Run map = cli({"export", bad, "--to", tmp.filePath("bad.png"), "--map"});
        QCOMPARE(map.code, 1);
        QVERIFY(!QFile::exists(tmp.filePath("bad.png")));
        const Run forced = cli({"export", bad, "--to", out, "--force"});
        QVERIFY2(forced.code == 0, forced.err.constData());
        QVERIFY(forced.err.contains("--force"));
        QVERIFY(QFile::exists(out));
    }

    void mapPng() {
        QTemporaryDir tmp;
        const QString out = tmp.filePath("map.png");
        Run r = cli({"export", scenario("franklin.json"), "--to", out, "--map", "--size", "800"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QImage img(out);
        QCOMPARE(std::max(img.width(), img.height()), 800);
        r = cli({"export", scenario("franklin.json"), "--to", out, "--map", "--size", "12"});
        QCOMPARE(r.code, 2);
        r = cli({"export", scenario("franklin.json"), "--to", tmp.filePath("map.svg"), "--map"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains(".png"));
    }

    void fullDiskKeepsTheOldFile() {
        QTemporaryDir tmp;
        const QString mnt = tmp.filePath("full");
        QDir().mkpath(mnt);
        if (::mount("tmpfs", QFile::encodeName(mnt).constData(), "tmpfs", 0, "size=1m") != 0)
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs: %1").arg(QString::fromLocal8Bit(std::strerror(errno)))));
        struct Unmount {
            QString dir;
            ~Unmount() { ::umount2(QFile::encodeName(dir).constData(), MNT_DETACH); }
        } unmount{mnt};
        const QString out = mnt + QStringLiteral("/battles.vmod");
        const QByteArray old = "the previous module, which must survive\n";
        {
            QFile f(out);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        // Three battles make a module of several MB: more than the 1 MB disk holds.
        const Run r = cli({"export", scenario("antietam.json"), scenario("shiloh.json"), scenario("franklin.json"), "--to", out});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("disk full") && r.err.contains("battles.vmod"), r.err.constData());
        QCOMPARE(readAll(out), old);
        QCOMPARE(QDir(mnt).entryList(QDir::Files | QDir::Hidden), QStringList{"battles.vmod"});
    }
};

QTEST_MAIN(TestCliVassal)
#include "test_cli_vassal.moc"
