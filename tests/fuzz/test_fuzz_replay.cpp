// Replays a fuzz target's seeds (fuzz/seeds/, where every finding is kept as a regression
// seed) through the same entry point, built with the normal compiler: every build checks
// them without clang or libFuzzer, and tools/sanitize.sh's build checks them under ASan and
// UBSan. A seed that breaks the target's promise aborts the program, failing the test.
#include <QDirIterator>
#include <QFile>
#include <QtTest>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

// FUZZ_SEED_DIRS: folders ('|'-separated) whose files are the seeds.
QStringList seedFiles() {
    QStringList files;
    for (const QString& dir : QStringLiteral(FUZZ_SEED_DIRS).split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        QDirIterator it(dir, QDir::Files | QDir::Hidden);
        while (it.hasNext()) files << it.next();
    }
    files.sort();
    return files;
}

} // namespace

class TestFuzzReplay : public QObject {
    Q_OBJECT
private slots:
    void thereAreSeeds() { QVERIFY2(seedFiles().size() >= FUZZ_MIN_SEEDS, FUZZ_SEED_DIRS); }

    void seed_data() {
        QTest::addColumn<QString>("file");
        for (const QString& f : seedFiles()) QTest::newRow(qPrintable(f.section(QLatin1Char('/'), -2))) << f;
    }
    void seed() {
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray bytes = f.readAll();
        QCOMPARE(LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                        static_cast<std::size_t>(bytes.size())),
                 0);
    }
};

QTEST_GUILESS_MAIN(TestFuzzReplay)
#include "test_fuzz_replay.moc"
