// Import and export through model/io: byte-identical export, malformed files skipped with
// their reason, the default library seeded from the bundled folder once.
#include "db/library.h"
#include "model/io/scenario_json.h"
#include "scenario_factory.h"
#include "tests/ci_skip.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

class TestIo : public QObject {
    Q_OBJECT
private slots:
    void exportByteIdentical();
    void importManyReportsMalformed();
    void importFolderInNameOrder();
    void bundledScenariosRoundTrip();
    void defaultLibrarySeededOnce();
};

void TestIo::exportByteIdentical() {
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
    std::vector<Scenario> cases = {readScenarioFile(MUSTER_TEST_DATA "/io/design_example.json"), testing::smallScenario(1),
                                   testing::smallScenario(2), testing::crashScenario(8)};
    Scenario odd = testing::smallScenario(3);
    odd.title = "Quote \" back\\slash ; -- Ставка 南北";
    odd.units[0].name = std::string("nul\0inside", 10);
    odd.terrain.append({Offset{2, 2}, Terrain::Woods});
    odd.terrain.append({Offset{2, 2}, Terrain::Town}); // duplicate kept
    cases.push_back(odd);
    for (const auto& s : cases) {
        const ScenarioId id = lib.save(s);
        const std::string expected = writeScenarioJson(s);
        QCOMPARE(lib.exportJson(id), expected);
        QVERIFY(readScenarioJson(lib.exportJson(id), "export") == s);
    }
    const ScenarioId id = lib.save(cases[1], "one");
    lib.save(cases[2], "two", id);
    const auto revs = lib.revisions(id);
    QCOMPARE(lib.exportRevisionJson(revs.back().id), writeScenarioJson(cases[1]));
    QCOMPARE(lib.exportJson(id), writeScenarioJson(cases[2]));
}

void TestIo::importManyReportsMalformed() {
    QTemporaryDir dir;
    std::vector<std::string> files;
    std::vector<bool> good;
    const QStringList bad = {"syntax_trailing_comma.json", "terrain_type_unknown.json", "sides_unknown_side.json"};
    for (int i = 0; i < 4; ++i) {
        const std::string p = dir.filePath(QString("good%1.json").arg(i)).toStdString();
        writeScenarioFile(testing::smallScenario(i), p);
        files.push_back(p);
        good.push_back(true);
        if (i < bad.size()) {
            files.push_back(QString(MUSTER_TEST_DATA "/malformed/" + bad[i]).toStdString());
            good.push_back(false);
        }
    }
    files.push_back(dir.filePath("missing.json").toStdString());
    good.push_back(false);
    auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
    const auto results = lib.importFiles(files);
    QCOMPARE(results.size(), files.size());
    for (std::size_t i = 0; i < files.size(); ++i) {
        QCOMPARE(results[i].file, files[i]);
        QCOMPARE(results[i].id.has_value(), bool(good[i]));
        if (good[i]) {
            QVERIFY(results[i].error.empty());
            QVERIFY(lib.load(*results[i].id) == readScenarioFile(files[i]));
            QVERIFY(lib.revisions(*results[i].id).front().note.find("good") != std::string::npos);
        } else {
            const std::string name = QFileInfo(QString::fromStdString(files[i])).fileName().toStdString();
            QVERIFY2(results[i].error.find(name) != std::string::npos, results[i].error.c_str());
        }
    }
    QCOMPARE(lib.count(), std::size_t(4));
}

void TestIo::importFolderInNameOrder() {
    QTemporaryDir dir;
    QDir().mkpath(dir.filePath("in"));
    for (int i : {3, 1, 2}) writeScenarioFile(testing::smallScenario(i), dir.filePath(QString("in/s%1.json").arg(i)).toStdString());
    QFile txt(dir.filePath("in/readme.txt"));
    txt.open(QIODevice::WriteOnly);
    txt.write("not a scenario");
    txt.close();
    auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
    const auto results = lib.importFolder(dir.filePath("in").toStdString());
    QCOMPARE(results.size(), std::size_t(3));
    for (int i = 0; i < 3; ++i) {
        QVERIFY(results[i].id.has_value());
        QVERIFY(lib.load(*results[i].id) == testing::smallScenario(i + 1));
    }
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.importFolder(dir.filePath("nope").toStdString()));
}

void TestIo::bundledScenariosRoundTrip() {
    QDir bundled(MUSTER_SCENARIOS);
    const auto names = bundled.entryList({"*.json"}, QDir::Files, QDir::Name);
    if (names.isEmpty()) MUSTER_SKIP_UNLESS_CI("no bundled scenarios found");
    QTemporaryDir dir;
    auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
    const auto results = lib.importFolder(MUSTER_SCENARIOS);
    QCOMPARE(results.size(), std::size_t(names.size()));
    for (const auto& r : results) {
        QVERIFY2(r.id.has_value(), r.error.c_str());
        QCOMPARE(lib.exportJson(*r.id), writeScenarioJson(readScenarioFile(r.file)));
    }
}

void TestIo::defaultLibrarySeededOnce() {
    QTemporaryDir dir;
    const QByteArray oldXdg = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", dir.filePath("data").toUtf8());
    QDir().mkpath(dir.filePath("bundled"));
    writeScenarioFile(testing::smallScenario(1), dir.filePath("bundled/a.json").toStdString());
    writeScenarioFile(testing::smallScenario(2), dir.filePath("bundled/b.json").toStdString());
    QFile::copy(MUSTER_TEST_DATA "/malformed/syntax_empty.json", dir.filePath("bundled/c.json"));
    const std::string expectedPath = dir.filePath("data/muster/library.sqlite").toStdString();
    QCOMPARE(Library::defaultPath(), expectedPath);
    {
        auto lib = Library::openDefault(dir.filePath("bundled").toStdString());
        QCOMPARE(lib.path(), expectedPath);
        QCOMPARE(lib.count(), std::size_t(2));
        QCOMPARE(lib.seedReport().size(), std::size_t(3));
        QVERIFY(!lib.seedReport()[2].error.empty());
        lib.trash(lib.list()[0].id);
    }
    {
        auto lib = Library::openDefault(dir.filePath("bundled").toStdString());
        QVERIFY(lib.seedReport().empty()); // not seeded again
        QCOMPARE(lib.count(), std::size_t(1));
    }
    if (oldXdg.isNull()) qunsetenv("XDG_DATA_HOME");
    else qputenv("XDG_DATA_HOME", oldXdg);
}

QTEST_GUILESS_MAIN(TestIo)
#include "test_io.moc"
