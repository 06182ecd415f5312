// The RAII layer (db/database.h) and damaged rows: rollback on scope exit, exact text,
// and a clear Corrupt error (never a crash) for values the library cannot read.
#include "db/database.h"
#include "db/library.h"
#include "scenario_factory.h"

#include <sqlite3.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

class TestDatabase : public QObject {
    Q_OBJECT
private slots:
    void transactionRollsBackUnlessCommitted();
    void textKeepsNulBytes();
    void sqlErrorCarriesCode();
    void damagedRowsGiveCorruptError_data();
    void damagedRowsGiveCorruptError();
};

void TestDatabase::transactionRollsBackUnlessCommitted() {
    Database db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    db.exec("CREATE TABLE t (v INTEGER)");
    {
        Transaction t(db);
        db.prepare("INSERT INTO t VALUES (?1)").bind(1, 1).exec();
    } // no commit
    QCOMPARE(db.scalarInt("SELECT count(*) FROM t"), 0);
    try {
        Transaction t(db);
        db.prepare("INSERT INTO t VALUES (?1)").bind(1, 2).exec();
        throw std::runtime_error("fail mid-way");
    } catch (const std::runtime_error&) {
    }
    QCOMPARE(db.scalarInt("SELECT count(*) FROM t"), 0);
    {
        Transaction t(db);
        db.prepare("INSERT INTO t VALUES (?1)").bind(1, 3).exec();
        t.commit();
    }
    QCOMPARE(db.scalarInt("SELECT v FROM t"), 3);
    Database moved = std::move(db);
    QVERIFY(!db.isOpen());
    QCOMPARE(moved.scalarInt("SELECT count(*) FROM t"), 1);
}

void TestDatabase::textKeepsNulBytes() {
    Database db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    db.exec("CREATE TABLE t (s TEXT)");
    const std::string v("x\0'; DROP TABLE t; --\0", 22);
    db.prepare("INSERT INTO t VALUES (?1)").bind(1, v).exec();
    db.prepare("INSERT INTO t VALUES (?1)").bind(1, std::string()).exec();
    auto st = db.prepare("SELECT s, length(CAST(s AS BLOB)), s IS NULL FROM t ORDER BY rowid");
    QVERIFY(st.step());
    QCOMPARE(st.text(0), v);
    QCOMPARE(st.int64(1), std::int64_t(v.size()));
    QVERIFY(st.step());
    QCOMPARE(st.text(0), std::string());
    QCOMPARE(st.int64(2), 0); // empty text, not NULL
    QVERIFY(!st.step());
}

void TestDatabase::sqlErrorCarriesCode() {
    Database db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    db.exec("CREATE TABLE t (v INTEGER NOT NULL)");
    try {
        db.prepare("INSERT INTO t VALUES (?1)").bindNull(1).exec();
        QFAIL("no error");
    } catch (const SqlError& e) {
        QCOMPARE(e.code(), SQLITE_CONSTRAINT);
        QVERIFY(std::string(e.what()).find("NOT NULL") != std::string::npos);
    }
    QVERIFY_THROWS_EXCEPTION(SqlError, db.prepare("SELEKT 1"));
}

void TestDatabase::damagedRowsGiveCorruptError_data() {
    QTest::addColumn<QString>("sql");
    QTest::newRow("terrain blob truncated") << "UPDATE revisions SET terrain = x'47'";
    QTest::newRow("terrain grid overflows") << "UPDATE revisions SET terrain = x'4700ff0101'";
    QTest::newRow("terrain unknown encoding") << "UPDATE revisions SET terrain = x'5800'";
    QTest::newRow("terrain unknown code") << "UPDATE revisions SET terrain = x'4C0102020B'";
    QTest::newRow("unit type") << "UPDATE units SET type = 'dragoon'";
    QTest::newRow("orientation") << "UPDATE revisions SET orientation = 'diagonal'";
    QTest::newRow("victory hex of no condition")
        << "INSERT INTO victory_conditions VALUES ((SELECT id FROM revisions), 9, 'holdAtEnd', 'union', NULL, NULL);"
           "INSERT INTO victory_hexes VALUES ((SELECT id FROM revisions), 9, 0, 1, 1);"
           "DELETE FROM victory_conditions WHERE seq = 9";
}

void TestDatabase::damagedRowsGiveCorruptError() {
    QFETCH(QString, sql);
    QTemporaryDir dir;
    const std::string path = dir.filePath("lib.sqlite").toStdString();
    auto lib = Library::open(path);
    const ScenarioId id = lib.save(testing::smallScenario(2));
    lib.database().exec("PRAGMA foreign_keys = OFF");
    lib.database().exec(sql.toStdString());
    lib.database().exec("PRAGMA foreign_keys = ON");
    try {
        lib.load(id);
        QFAIL("no error");
    } catch (const LibraryError& e) {
        QCOMPARE(e.kind(), LibraryError::Kind::Corrupt);
        QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
        QVERIFY2(std::string(e.what()).find("revision") != std::string::npos, e.what());
    }
    QCOMPARE(lib.list().size(), std::size_t(1)); // the listing still works
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "test_database.moc"
