// Failures a user can meet: each gives a clear LibraryError naming the file and loses nothing.
#include "db/database.h"
#include "db/library.h"
#include "scenario_factory.h"
#include "tests/ci_skip.h"

#include <sqlite3.h>
#include <unistd.h>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

// Expects `fn` to throw LibraryError of `kind` whose message names `path`; returns the message.
template <class F>
std::string expectError(F fn, LibraryError::Kind kind, const std::string& path) {
    try {
        fn();
    } catch (const LibraryError& e) {
        if (e.kind() != kind) return std::string("WRONG KIND: ") + e.what();
        if (std::string(e.what()).find(path) == std::string::npos) return std::string("NO PATH: ") + e.what();
        return e.what();
    }
    return "NO ERROR";
}
#define EXPECT_ERROR(fn, kind, path, word)                                                         \
    do {                                                                                           \
        const std::string msg_ = expectError(fn, kind, path);                                      \
        QVERIFY2(msg_.rfind("WRONG", 0) != 0 && msg_.rfind("NO ", 0) != 0 &&                       \
                     msg_.find(word) != std::string::npos, msg_.c_str());                          \
    } while (0)

// Runs as an unprivileged user while alive when the tests run as root (root ignores modes).
struct AsUnprivileged {
    bool switched = false;
    AsUnprivileged() { switched = geteuid() == 0 && seteuid(65534) == 0; }
    ~AsUnprivileged() {
        if (switched && seteuid(0) != 0) qFatal("cannot get root back");
    }
};

std::string makeLibrary(const QString& path, int scenarios) {
    auto lib = Library::open(path.toStdString());
    for (int i = 0; i < scenarios; ++i) lib.save(testing::smallScenario(i), "v" + std::to_string(i));
    return path.toStdString();
}

} // namespace

class TestFailures : public QObject {
    Q_OBJECT
private slots:
    void notADatabase();
    void foreignSqliteDatabase();
    void corruptFile();
    void lockedByAnotherProcess();
    void readOnlyFile();
    void readOnlyFolder();
    void newerVersion();
    void damagedRevisionIsReported();
    void diskFullDuringSave();
    void missingFolder();
};

void TestFailures::notADatabase() {
    QTemporaryDir dir;
    const QString path = dir.filePath("notes.sqlite");
    QByteArray text;
    for (int i = 0; i < 200; ++i) text += "These are my battle notes, not a database.\n";
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    EXPECT_ERROR([&] { Library::open(path.toStdString()); }, LibraryError::Kind::NotADatabase, path.toStdString(),
                 "not a Muster library");
    QCOMPARE(fileBytes(path), text);
}

void TestFailures::foreignSqliteDatabase() {
    QTemporaryDir dir;
    const QString path = dir.filePath("other.sqlite");
    {
        Database db(path.toStdString(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        db.exec("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('pie');");
    }
    const QByteArray before = fileBytes(path);
    EXPECT_ERROR([&] { Library::open(path.toStdString()); }, LibraryError::Kind::NotADatabase, path.toStdString(),
                 "not a Muster library");
    QCOMPARE(fileBytes(path), before);
}

void TestFailures::corruptFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 12);
    QByteArray bytes = fileBytes(path);
    const int page = 4096;
    QVERIFY(bytes.size() > 8 * page);
    for (int p = 2; p < bytes.size() / page - 1; p += 2) // garble every other page after page 1
        for (int i = 0; i < 64; ++i) bytes[p * page + i] = char(0xA5 ^ i);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    EXPECT_ERROR([&] { Library::open(path.toStdString()); }, LibraryError::Kind::Corrupt, path.toStdString(), "damaged");
    QCOMPARE(fileBytes(path), bytes); // the failed open wrote nothing
}

void TestFailures::lockedByAnotherProcess() {
    QTemporaryDir dir;
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 1);
    QProcess holder;
    holder.start(QStringLiteral(DB_TEST_HELPER), {"lock", path});
    QVERIFY(holder.waitForStarted());
    QVERIFY(holder.waitForReadyRead(20000));
    QCOMPARE(holder.readLine().trimmed(), QByteArray("locked"));

    LibraryOpenOptions opt;
    opt.busyTimeoutMs = 200;
    auto lib = Library::open(path.toStdString(), opt); // reading still works (WAL)
    const ScenarioId id = lib.list().at(0).id;
    EXPECT_ERROR([&] { lib.save(testing::smallScenario(9), "blocked", id); }, LibraryError::Kind::Locked,
                 path.toStdString(), "another program");
    QVERIFY(lib.load(id) == testing::smallScenario(0));
    QCOMPARE(lib.revisions(id).size(), std::size_t(1));

    holder.kill();
    holder.waitForFinished();
    lib.save(testing::smallScenario(9), "after", id);
    QVERIFY(lib.load(id) == testing::smallScenario(9));
}

void TestFailures::readOnlyFile() {
    QTemporaryDir dir;
    QFile::setPermissions(dir.path(), QFileDevice::Permissions(0x7777)); // others may enter and write
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 2);
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    const QByteArray before = fileBytes(path);
    {
        AsUnprivileged who;
        auto lib = Library::open(path.toStdString());
        QVERIFY(lib.readOnly());
        QVERIFY2(lib.readOnlyReason().find("read-only") != std::string::npos, lib.readOnlyReason().c_str());
        const auto rows = lib.list();
        QCOMPARE(rows.size(), std::size_t(2));
        QVERIFY(lib.load(rows[0].id) == testing::smallScenario(0));
        EXPECT_ERROR([&] { lib.save(testing::smallScenario(5), "x", rows[0].id); }, LibraryError::Kind::ReadOnly,
                     path.toStdString(), "read-only");
        EXPECT_ERROR([&] { lib.trash(rows[0].id); }, LibraryError::Kind::ReadOnly, path.toStdString(), "read-only");
    }
    QCOMPARE(fileBytes(path), before);
}

void TestFailures::readOnlyFolder() {
    QTemporaryDir dir;
    QFile::setPermissions(dir.path(), QFileDevice::Permissions(0x7755));
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 2);
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    const QByteArray before = fileBytes(path);
    {
        AsUnprivileged who;
        if (!who.switched && geteuid() == 0) MUSTER_SKIP_UNLESS_CI("cannot drop root to test permissions");
        // Neither the file nor its folder can be written: no -shm file can be made.
        auto lib = Library::open(path.toStdString());
        QVERIFY(lib.readOnly());
        QCOMPARE(lib.list().size(), std::size_t(2));
        QVERIFY(lib.load(lib.list()[1].id) == testing::smallScenario(1));
        EXPECT_ERROR([&] { lib.save(testing::smallScenario(5)); }, LibraryError::Kind::ReadOnly, path.toStdString(),
                     "read-only");
        QVERIFY(!QFile::exists(path + "-shm")); // read without the shared-memory file
    }
    QCOMPARE(fileBytes(path), before);
}

// a revision whose rows were changed behind the library's back (a flipped
// bit the file format itself cannot see) is reported on load, never returned altered.
void TestFailures::damagedRevisionIsReported() {
    QTemporaryDir dir;
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 2);
    const char* damage[] = {
        "UPDATE revisions SET title = title || 'x' WHERE id = 1",
        "UPDATE units SET name = name || 'x' WHERE revision_id = 1",
        "UPDATE sides SET command_ap = command_ap + 1 WHERE revision_id = 1",
        "UPDATE revisions SET checksum = 'fnv1a64:0000000000000000' WHERE id = 1",
    };
    for (const char* sql : damage) {
        QFile::remove(path);
        makeLibrary(path, 2);
        {
            Database db(path.toStdString(), SQLITE_OPEN_READWRITE);
            db.exec(sql);
        }
        auto lib = Library::open(path.toStdString());
        EXPECT_ERROR([&] { lib.loadRevision(1); }, LibraryError::Kind::Corrupt, path.toStdString(), "damaged");
        EXPECT_ERROR([&] { (void)lib.exportRevisionJson(1); }, LibraryError::Kind::Corrupt, path.toStdString(), "damaged");
        // The other revision is untouched and still loads.
        QVERIFY(lib.loadRevision(2) == testing::smallScenario(1));
    }
}

void TestFailures::newerVersion() {
    QTemporaryDir dir;
    const QString path = dir.filePath("lib.sqlite");
    makeLibrary(path, 2);
    {
        Database db(path.toStdString(), SQLITE_OPEN_READWRITE);
        db.exec("PRAGMA user_version = 99");
    }
    const QByteArray before = fileBytes(path);
    {
        auto lib = Library::open(path.toStdString());
        QVERIFY(lib.readOnly());
        QCOMPARE(lib.fileSchemaVersion(), 99);
        QVERIFY2(lib.readOnlyReason().find("newer Muster") != std::string::npos, lib.readOnlyReason().c_str());
        const auto rows = lib.list();
        QCOMPARE(rows.size(), std::size_t(2));
        QVERIFY(lib.load(rows[0].id) == testing::smallScenario(0));
        EXPECT_ERROR([&] { lib.save(testing::smallScenario(3)); }, LibraryError::Kind::ReadOnly, path.toStdString(),
                     "newer Muster");
        EXPECT_ERROR([&] { lib.purgeTrash(); }, LibraryError::Kind::ReadOnly, path.toStdString(), "newer Muster");
    }
    QCOMPARE(fileBytes(path), before);
    Database db(path.toStdString(), SQLITE_OPEN_READONLY);
    QCOMPARE(db.scalarInt("PRAGMA user_version"), 99);
}

void TestFailures::diskFullDuringSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath("lib.sqlite");
    auto lib = Library::open(path.toStdString());
    const Scenario before = testing::smallScenario(4);
    const ScenarioId id = lib.save(before, "small");
    auto& db = lib.database();
    const auto pages = db.scalarInt("PRAGMA page_count");
    db.exec("PRAGMA max_page_count = " + std::to_string(pages + 3));
    EXPECT_ERROR([&] { lib.save(testing::bigScenario(), "too big", id); }, LibraryError::Kind::DiskFull,
                 path.toStdString(), "disk is full");
    EXPECT_ERROR([&] { lib.save(testing::bigScenario(), "too big, new"); }, LibraryError::Kind::DiskFull,
                 path.toStdString(), "previous revision is intact");
    QVERIFY(lib.load(id) == before);
    QCOMPARE(lib.revisions(id).size(), std::size_t(1));
    QCOMPARE(lib.count(), std::size_t(1));
    QCOMPARE(lib.integrityCheck(), std::string("ok"));
    db.exec("PRAGMA max_page_count = 1073741823");
    const Scenario after = testing::smallScenario(5);
    lib.save(after, "space again", id);
    QVERIFY(lib.load(id) == after);
    QCOMPARE(lib.revisions(id).size(), std::size_t(2));
}

void TestFailures::missingFolder() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("no/such/folder/lib.sqlite").toStdString();
    EXPECT_ERROR([&] { Library::open(path); }, LibraryError::Kind::Io, path, "does not exist");
    LibraryOpenOptions opt;
    opt.create = false;
    const std::string missing = dir.filePath("missing.sqlite").toStdString();
    EXPECT_ERROR([&] { Library::open(missing, opt); }, LibraryError::Kind::Io, missing, "no library");
}

QTEST_GUILESS_MAIN(TestFailures)
#include "test_failures.moc"
