// The library's storage: exact round trips, hostile strings, revisions, trash, search, migration.
#include "db/database.h"
#include "db/library.h"
#include "db/text_fold.h"
#include "scenario_factory.h"

#include <sqlite3.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

std::string tempLibrary(QTemporaryDir& dir, const char* name = "lib.sqlite") {
    return dir.filePath(QString::fromLatin1(name)).toStdString();
}

std::vector<std::string> titles(const std::vector<ScenarioSummary>& rows) {
    std::vector<std::string> out;
    for (const auto& r : rows) out.push_back(r.title);
    return out;
}

} // namespace

class TestLibrary : public QObject {
    Q_OBJECT
private slots:
    void roundTripSmall();
    void roundTripBig();
    void terrainDuplicatesAndOffBoard();
    void hostileStringsRoundTrip();
    void revisions();
    void trash();
    void searchAndSort();
    void searchFoldsCaseBeyondAscii();
    void migrationFromVersion1();
    void newLibrarySettings();
};

void TestLibrary::roundTripSmall() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    for (int v = 0; v < 6; ++v) {
        const Scenario s = testing::smallScenario(v);
        const ScenarioId id = lib.save(s);
        QVERIFY(lib.load(id) == s);
        const auto sum = lib.summary(id);
        QVERIFY(sum.has_value());
        QCOMPARE(sum->title, s.title);
        QCOMPARE(sum->unionName, s.sides[0].name);
        QCOMPARE(sum->unitCount, static_cast<int>(s.units.size()));
        QCOMPARE(sum->tags, s.tags);
    }
    QCOMPARE(lib.count(), std::size_t(6));
}

void TestLibrary::roundTripBig() {
    QTemporaryDir dir;
    const Scenario s = testing::bigScenario();
    ScenarioId id;
    {
        auto lib = Library::open(tempLibrary(dir));
        id = lib.save(s, "big");
    }
    auto lib = Library::open(tempLibrary(dir));
    const Scenario back = lib.load(id);
    QCOMPARE(back.terrain.size(), s.terrain.size());
    QCOMPARE(back.units.size(), s.units.size());
    QVERIFY(back == s);
}

void TestLibrary::terrainDuplicatesAndOffBoard() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    Scenario s = testing::smallScenario(1);
    s.terrain.append({Offset{2, 2}, Terrain::Woods});
    s.terrain.append({Offset{2, 2}, Terrain::Hill});      // duplicate: kept as read
    s.terrain.append({Offset{40, -3}, Terrain::Town});     // off the board
    s.terrain.append({Offset{5, 5}, Terrain::Clear});      // clear, listed explicitly
    const ScenarioId id = lib.save(s);
    const Scenario back = lib.load(id);
    QVERIFY(back == s);
    QCOMPARE(back.terrain.count(Offset{2, 2}), 2);
    QCOMPARE(back.terrain.count(Offset{40, -3}), 1);

    Scenario clearListed = testing::smallScenario(2);
    clearListed.terrain.append({Offset{13, 9}, Terrain::Clear});
    QVERIFY(lib.load(lib.save(clearListed)) == clearListed);

    Scenario badBoard = testing::smallScenario(3);
    badBoard.board.columns = 0;  // board.size issue: stored as given
    QVERIFY(lib.load(lib.save(badBoard)) == badBoard);
}

void TestLibrary::hostileStringsRoundTrip() {
    QTemporaryDir dir;
    const std::string path = tempLibrary(dir);
    auto lib = Library::open(path);
    const std::string nul("a\0b\0", 4);
    const std::vector<std::string> nasty = {
        "O'Brien's \"Irish\" Brigade", "x'); DROP TABLE scenarios; --", "semi;colon;", "-- comment",
        "/* c */ OR 1=1", nul, std::string("\0lead", 5), "Ставка", "南北戰爭 第一", "🎖️ Brigade", "שלום",
        "100%_done\\", ""};
    std::vector<ScenarioId> ids;
    for (std::size_t i = 0; i < nasty.size(); ++i) {
        Scenario s = testing::smallScenario(static_cast<int>(i));
        const std::string& t = nasty[i];
        s.title = t;
        s.subtitle = t + t;
        s.author = t;
        s.briefing = t;
        s.ruleset = t;
        s.sides[0].name = t;
        s.units[0].name = t;
        s.units[1].id = t + "#id";
        s.vpMarkers[0].label = t;
        s.specialRules.push_back(t);
        s.optionalRules.push_back(t);
        s.tags.push_back(t);
        ids.push_back(lib.save(s, t));
        const Scenario back = lib.load(ids.back());
        QVERIFY2(back == s, ("round trip failed for string #" + std::to_string(i)).c_str());
        QCOMPARE(back.title.size(), t.size());
        QCOMPARE(lib.revisions(ids.back()).front().note, t);
    }
    // Searching with the same strings finds them and breaks nothing.
    for (std::size_t i = 0; i < nasty.size(); ++i) {
        if (nasty[i].empty() || nasty[i].find('\0') != std::string::npos) continue;
        LibraryQuery q;
        q.title = nasty[i];
        bool found = false;
        for (const auto& r : lib.list(q)) found = found || r.id == ids[i];
        QVERIFY2(found, nasty[i].c_str());
        q = {};
        q.tag = nasty[i];
        QVERIFY(!lib.list(q).empty());
    }
    LibraryQuery wild;
    wild.title = "%";
    QCOMPARE(lib.list(wild).size(), std::size_t(1)); // only the title that contains a '%'
    QCOMPARE(lib.count(), nasty.size());
    QCOMPARE(lib.integrityCheck(), std::string("ok"));
}

void TestLibrary::revisions() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    const Scenario v0 = testing::smallScenario(10), v1 = testing::smallScenario(11), v2 = testing::smallScenario(12);
    const ScenarioId id = lib.save(v0, "first");
    QCOMPARE(lib.save(v1, "", id), id);
    QCOMPARE(lib.save(v2, "third", id), id);
    auto revs = lib.revisions(id);
    QCOMPARE(revs.size(), std::size_t(3));
    QCOMPARE(revs[0].number, 3);
    QVERIFY(revs[0].current);
    QVERIFY(!revs[2].current);
    QCOMPARE(revs[0].note, std::string("third"));
    QCOMPARE(revs[2].note, std::string("first"));
    QVERIFY(!revs[2].savedAt.empty());
    QVERIFY(revs[0].savedAt >= revs[2].savedAt);
    QVERIFY(lib.load(id) == v2);
    QVERIFY(lib.loadRevision(revs[2].id) == v0);
    QVERIFY(lib.loadRevision(revs[1].id) == v1);
    QCOMPARE(lib.scenarioOfRevision(revs[1].id), id);

    const RevisionId restored = lib.restoreRevision(revs[2].id);
    QVERIFY(lib.load(id) == v0);
    auto after = lib.revisions(id);
    QCOMPARE(after.size(), std::size_t(4));
    QCOMPARE(after[0].id, restored);
    QVERIFY(after[0].current);
    QVERIFY(after[0].note.find("1") != std::string::npos);
    QVERIFY(lib.loadRevision(revs[0].id) == v2); // history kept

    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.loadRevision(999999));
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.save(v0, "", ScenarioId(424242)));
    try {
        lib.load(424242);
        QFAIL("no error");
    } catch (const LibraryError& e) {
        QCOMPARE(e.kind(), LibraryError::Kind::NotFound);
        QVERIFY(std::string(e.what()).find("424242") != std::string::npos);
    }
}

void TestLibrary::trash() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    const ScenarioId a = lib.save(testing::smallScenario(1));
    const ScenarioId b = lib.save(testing::smallScenario(2));
    lib.save(testing::smallScenario(3), "", b);
    lib.trash(b);
    QCOMPARE(lib.count(), std::size_t(1));
    QCOMPARE(lib.count(true), std::size_t(1));
    LibraryQuery tq;
    tq.trash = true;
    const auto inTrash = lib.list(tq);
    QCOMPARE(inTrash.size(), std::size_t(1));
    QCOMPARE(inTrash[0].id, b);
    QVERIFY(inTrash[0].trashedAt.has_value());
    QVERIFY(lib.load(b) == testing::smallScenario(3)); // still readable from the trash
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.save(testing::smallScenario(4), "", b));
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.purge(a)); // not in the trash
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.trash(b)); // already there

    lib.restore(b);
    QCOMPARE(lib.count(), std::size_t(2));
    QCOMPARE(lib.revisions(b).size(), std::size_t(2));
    QVERIFY_THROWS_EXCEPTION(LibraryError, lib.restore(b));

    lib.remove(b);
    QCOMPARE(lib.count(true), std::size_t(1));
    lib.purge(b);
    QVERIFY(!lib.summary(b).has_value());
    QCOMPARE(lib.database().scalarInt("SELECT count(*) FROM revisions WHERE scenario_id = " + std::to_string(b)), 0);
    QCOMPARE(lib.database().scalarInt("SELECT count(*) FROM units u JOIN revisions r ON r.id = u.revision_id"),
             static_cast<std::int64_t>(testing::smallScenario(1).units.size()));
    lib.trash(a);
    QCOMPARE(lib.purgeTrash(), 1);
    QCOMPARE(lib.count(), std::size_t(0));
    QCOMPARE(lib.database().scalarInt("SELECT count(*) FROM units"), 0);
    QCOMPARE(lib.database().scalarInt("PRAGMA foreign_key_check"), 0);
}

void TestLibrary::searchAndSort() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    struct Row { const char* title; const char* subtitle; const char* date; const char* ruleset; const char* tag; const char* side; };
    const Row rows[] = {
        {"Antietam: The Cornfield", "Sharpsburg", "1862-09-17", "hold-the-line-acw", "east", "Army of the Potomac"},
        {"bull run", "Henry House Hill", "1861-07-21", "hold-the-line-acw", "east", "Army of the Potomac"},
        {"Shiloh", "Hornet's Nest", "1862-04-06", "hold-the-line-acw", "west", "Army of the Tennessee"},
        {"Gettysburg", "Little Round Top", "1863-07-02", "eagle-civil-war", "east", "Army of the Potomac"},
        {"Chickamauga", "Snodgrass Hill", "1863-09-20", "hold-the-line-acw", "west", "Army of the Cumberland"},
        {"Undated", "", "", "hold-the-line-acw", "", "Militia"},
    };
    std::map<std::string, ScenarioId> ids;
    for (const auto& r : rows) {
        Scenario s = testing::smallScenario(1);
        s.title = r.title;
        s.subtitle = r.subtitle;
        s.date = r.date;
        s.ruleset = r.ruleset;
        s.tags = {};
        if (*r.tag) s.tags = {r.tag};
        s.sides[0].name = r.side;
        ids[r.title] = lib.save(s);
    }
    using V = std::vector<std::string>;
    QCOMPARE(titles(lib.list()), (V{"Antietam: The Cornfield", "bull run", "Chickamauga", "Gettysburg", "Shiloh", "Undated"}));
    LibraryQuery q;
    q.descending = true;
    QCOMPARE(titles(lib.list(q)).front(), std::string("Undated"));
    q = {};
    q.sortBy = SortBy::Date;
    QCOMPARE(titles(lib.list(q)), (V{"Undated", "bull run", "Shiloh", "Antietam: The Cornfield", "Gettysburg", "Chickamauga"}));
    q = {};
    q.sortBy = SortBy::Modified;
    q.descending = true;
    QCOMPARE(titles(lib.list(q)).front(), std::string("Undated"));
    lib.save(lib.load(ids["Shiloh"]), "touch", ids["Shiloh"]);
    QCOMPARE(titles(lib.list(q)).front(), std::string("Shiloh"));

    q = {};
    q.text = "hill"; // subtitle, case-insensitive
    QCOMPARE(titles(lib.list(q)), (V{"bull run", "Chickamauga"}));
    q.text = "cumberland"; // side name
    QCOMPARE(titles(lib.list(q)), (V{"Chickamauga"}));
    q = {};
    q.title = "BULL";
    QCOMPARE(titles(lib.list(q)), (V{"bull run"}));
    q = {};
    q.subtitle = "Hornet's";
    QCOMPARE(titles(lib.list(q)), (V{"Shiloh"}));
    q = {};
    q.sideName = "Potomac";
    QCOMPARE(titles(lib.list(q)), (V{"Antietam: The Cornfield", "bull run", "Gettysburg"}));
    q.ruleset = "hold-the-line-acw";
    QCOMPARE(titles(lib.list(q)), (V{"Antietam: The Cornfield", "bull run"}));
    q = {};
    q.tag = "west";
    QCOMPARE(titles(lib.list(q)), (V{"Chickamauga", "Shiloh"}));
    q = {};
    q.dateFrom = "1862";
    q.dateTo = "1862";
    QCOMPARE(titles(lib.list(q)), (V{"Antietam: The Cornfield", "Shiloh"}));
    q.dateTo = "1862-04";
    QCOMPARE(titles(lib.list(q)), (V{"Shiloh"}));
    q = {};
    q.dateFrom = "1863-07-02";
    q.sortBy = SortBy::Date;
    QCOMPARE(titles(lib.list(q)), (V{"Gettysburg", "Chickamauga"}));
    q.limit = 1;
    QCOMPARE(titles(lib.list(q)), (V{"Gettysburg"}));
    lib.trash(ids["Gettysburg"]);
    q.limit = -1;
    QCOMPARE(titles(lib.list(q)), (V{"Chickamauga"}));
    q.trash = true;
    QCOMPARE(titles(lib.list(q)), (V{"Gettysburg"}));
}

void TestLibrary::searchFoldsCaseBeyondAscii() {
    QCOMPARE(foldCase("GETTYSBURG Ставка ÉPÉE ΑΘΗΝΑ ŁÓDŹ Ÿ"), std::string("gettysburg ставка épée αθηνα łódź ÿ"));
    QCOMPARE(foldCase(std::string("A\0B\xff", 4)), std::string("a\0b\xff", 4)); // NUL and stray bytes kept
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    const std::vector<std::string> names = {"Битва при Ставке", "L'ÉPÉE du Général", "ΑΘΗΝΑ", "Plain"};
    for (const auto& n : names) {
        Scenario s = testing::smallScenario(1);
        s.title = n;
        s.sides[1].name = n + " army";
        lib.save(s);
    }
    using V = std::vector<std::string>;
    LibraryQuery q;
    q.title = "ставке";
    QCOMPARE(titles(lib.list(q)), (V{"Битва при Ставке"}));
    q.title = "épée du gén";
    QCOMPARE(titles(lib.list(q)), (V{"L'ÉPÉE du Général"}));
    q = {};
    q.sideName = "αθηνα ARMY";
    QCOMPARE(titles(lib.list(q)), (V{"ΑΘΗΝΑ"}));
    q = {};
    q.text = "PLAIN";
    QCOMPARE(titles(lib.list(q)), (V{"Plain"}));
}

void TestLibrary::migrationFromVersion1() {
    QTemporaryDir dir;
    const std::string path = tempLibrary(dir);
    Scenario s = testing::smallScenario(5);
    s.tags.clear(); // version 1 had no tags
    ScenarioId id;
    {
        auto lib = Library::open(path);
        id = lib.save(s);
        lib.save(testing::smallScenario(6), "", id);
        auto& db = lib.database();
        db.exec("DELETE FROM tags");
    }
    {
        // Turn the file into what version 1 wrote: no tags table, no notes, no trash.
        Database db(path, SQLITE_OPEN_READWRITE);
        db.exec("DROP TABLE battles; DROP TABLE games;"
                "DROP INDEX tags_tag; DROP TABLE tags;"
                "ALTER TABLE revisions DROP COLUMN note; ALTER TABLE scenarios DROP COLUMN trashed_at;"
                "ALTER TABLE revisions DROP COLUMN checksum;"
                "PRAGMA user_version = 1;");
        QCOMPARE(db.scalarInt("SELECT count(*) FROM pragma_table_info('revisions') WHERE name = 'note'"), 0);
    }
    auto lib = Library::open(path);
    QCOMPARE(lib.fileSchemaVersion(), 1);
    QCOMPARE(lib.database().scalarInt("PRAGMA user_version"), static_cast<std::int64_t>(Library::kSchemaVersion));
    QVERIFY(!lib.readOnly());
    Scenario v6 = testing::smallScenario(6);
    v6.tags.clear();
    QVERIFY(lib.load(id) == v6);
    const auto revs = lib.revisions(id);
    QCOMPARE(revs.size(), std::size_t(2));
    QCOMPARE(revs[1].note, std::string());
    QVERIFY(lib.loadRevision(revs[1].id) == s);
    // The new features work on the migrated file.
    lib.save(testing::smallScenario(7), "after upgrade", id);
    QCOMPARE(lib.summary(id)->tags, testing::smallScenario(7).tags);
    lib.trash(id);
    QCOMPARE(lib.count(true), std::size_t(1));
    QCOMPARE(lib.integrityCheck(), std::string("ok"));
}

void TestLibrary::newLibrarySettings() {
    QTemporaryDir dir;
    auto lib = Library::open(tempLibrary(dir));
    auto& db = lib.database();
    QCOMPARE(db.scalarText("PRAGMA journal_mode"), std::string("wal"));
    QCOMPARE(db.scalarInt("PRAGMA foreign_keys"), 1);
    QCOMPARE(db.scalarInt("PRAGMA user_version"), static_cast<std::int64_t>(Library::kSchemaVersion));
    QCOMPARE(db.scalarInt("PRAGMA application_id"), 0x4D555354);
    QVERIFY(!lib.readOnly());
    QVERIFY(lib.list().empty());
}

QTEST_GUILESS_MAIN(TestLibrary)
#include "test_library.moc"
