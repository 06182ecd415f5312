// Other systems' battles in the library (square grid here; the table holds any system with
// a reader of its own): save, list, load canonical, replace, delete, import from a file,
// refused input, a damaged row, and the migration from a version 4 library.
#include "db/database.h"
#include "db/library.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle.h"
#include "model/systems/battle_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

std::string fileText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return f.readAll().toStdString();
}

std::string crossroads() { return fileText(QStringLiteral(MUSTER_TEST_DATA "/grid/crossroads.json")); }

std::string canonical(const std::string& text) { return readSystemBattleJson(text, "battle")->toJson(); }

} // namespace

class TestBattles : public QObject {
    Q_OBJECT
private slots:
    void saveListLoadReplaceDelete() {
        QTemporaryDir dir;
        auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        // Stored canonical, whatever the spacing of the file.
        std::string spaced = crossroads();
        spaced.insert(spaced.find('{') + 1, "\n\n   ");
        const BattleId id = lib.saveBattle(spaced);
        QCOMPARE(lib.loadBattleJson(id), canonical(crossroads()));
        const std::vector<BattleInfo> list = lib.battles();
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(list[0].id, id);
        QCOMPARE(list[0].ruleset, std::string("square-grid-v1.1"));
        QCOMPARE(list[0].title, std::string("Crossroads"));
        QVERIFY(lib.list().empty());  // not a Hold the Line scenario: not among them

        std::string renamed = canonical(crossroads());
        renamed.replace(renamed.find("\"Crossroads\""), 12, "\"Crossroads II\"");
        QCOMPARE(lib.saveBattle(renamed, id), id);
        QCOMPARE(lib.battles().at(0).title, std::string("Crossroads II"));
        QCOMPARE(lib.loadBattleJson(id), canonical(renamed));

        lib.deleteBattle(id);
        QVERIFY(lib.battles().empty());
        try {
            lib.loadBattleJson(id);
            QFAIL("a deleted battle loaded");
        } catch (const LibraryError& e) {
            QCOMPARE(e.kind(), LibraryError::Kind::NotFound);
        }
    }

    void badInputIsRefusedAndNothingStored() {
        QTemporaryDir dir;
        auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        const std::string hex = fileText(QStringLiteral(MUSTER_BUNDLED_SCENARIOS "/antietam.json"));
        std::string broken = crossroads();
        broken.replace(broken.find("\"columns\""), 9, "\"colums\"");
        for (const std::string& text : {hex, broken, std::string("{\"ruleset\": ")}) {
            try {
                lib.saveBattle(text);
                QFAIL("bad input was stored");
            } catch (const LibraryError& e) {
                QCOMPARE(e.kind(), LibraryError::Kind::BadInput);
                QVERIFY2(QString(e.what()).contains("nothing was stored"), e.what());
            }
        }
        QVERIFY(lib.battles().empty());
    }

    void damagedRowIsReported() {
        QTemporaryDir dir;
        auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        const BattleId id = lib.saveBattle(crossroads());
        lib.database().exec("UPDATE battles SET battle_json = replace(battle_json, 'Crossroads', 'Crossr0ads')");
        try {
            lib.loadBattleJson(id);
            QFAIL("a damaged battle loaded");
        } catch (const LibraryError& e) {
            QCOMPARE(e.kind(), LibraryError::Kind::Corrupt);
            QVERIFY2(QString(e.what()).contains("battle " + QString::number(id)), e.what());
        }
    }

    void importStoresBattlesBesideScenarios() {
        QTemporaryDir dir;
        auto lib = Library::open(dir.filePath("lib.sqlite").toStdString());
        const auto results = lib.importFiles({MUSTER_TEST_DATA "/grid/crossroads.json", MUSTER_BUNDLED_SCENARIOS "/antietam.json"});
        QCOMPARE(results.size(), std::size_t(2));
        QVERIFY2(results[0].error.empty(), results[0].error.c_str());
        QVERIFY(results[0].battle && !results[0].id);
        QVERIFY(results[1].id && !results[1].battle);
        QCOMPARE(lib.loadBattleJson(*results[0].battle), canonical(crossroads()));
        QCOMPARE(lib.list().size(), std::size_t(1));
    }

    void migrationFromVersion4() {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("lib.sqlite")).toStdString();
        {
            auto lib = Library::open(path);
            lib.database().exec("DROP TABLE battles; PRAGMA user_version = 4;");
        }
        auto lib = Library::open(path);
        QCOMPARE(lib.fileSchemaVersion(), 4);
        QCOMPARE(lib.database().scalarInt("PRAGMA user_version"), std::int64_t(Library::kSchemaVersion));
        QVERIFY(lib.battles().empty());
        QVERIFY(lib.saveBattle(crossroads()) > 0);
    }
};

QTEST_GUILESS_MAIN(TestBattles)
#include "test_battles.moc"
