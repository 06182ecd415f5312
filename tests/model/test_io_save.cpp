// writeScenarioFile: atomic saves. A failed save must leave the previous file exactly
// as it was, remove its temporary file and say which file failed and why.
#include "model/io/scenario_json.h"
#include "tests/ci_skip.h"

#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace muster;

namespace {

Scenario sample(const std::string& title) {
    Scenario s;
    s.title = title;
    s.terrain.append({{3, 5}, Terrain::Woods});
    Unit u;
    u.id = "u1";
    u.hex = Offset{4, 5};
    u.sp = 4;
    u.morale = Morale::Gold;
    s.units.push_back(u);
    return s;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Names in dir other than those expected: leftover temporary files.
QStringList strays(const QDir& dir, const QStringList& expected) {
    QStringList out;
    for (const QString& n : dir.entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot))
        if (!expected.contains(n)) out << n;
    return out;
}

// Makes a path immutable (even to root) for the lifetime of the guard.
class Immutable {
public:
    explicit Immutable(const QString& path) : path_(path) {
        ok_ = QProcess::execute("chattr", {"+i", path_}) == 0;
    }
    ~Immutable() {
        if (ok_) QProcess::execute("chattr", {"-i", path_});
    }
    bool ok() const { return ok_; }

private:
    QString path_;
    bool ok_ = false;
};

void expectWriteError(const Scenario& s, const std::string& path, const char* fragment) {
    try {
        writeScenarioFile(s, path);
        QFAIL("the save succeeded");
    } catch (const ScenarioWriteError& e) {
        const std::string m = e.what();
        QVERIFY2(m.find(path) != std::string::npos, e.what());
        QVERIFY2(m.find(fragment) != std::string::npos, e.what());
    }
}

} // namespace

// Tests of atomic scenario saving and its failure modes.
class TestIoSave : public QObject {
    Q_OBJECT
private slots:
    void writesNewFile();
    void overwriteKeepsPermissions();
    void readOnlyDirectoryLeavesOldFile();
    void failedRenameLeavesOldFile();
    void renameOntoDirectoryFails();
    void missingDirectory();
    void symlinkIsFollowed();
    void unreadableScenarioIsNotSaved();
};

void TestIoSave::writesNewFile() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("new.json");
    const Scenario s = sample("New");
    writeScenarioFile(s, path.toStdString());
    QCOMPARE(readAll(path).toStdString(), writeScenarioJson(s));
    QVERIFY(readScenarioFile(path.toStdString()) == s);
    QCOMPARE(strays(QDir(dir.path()), {"new.json"}), QStringList());
    struct stat st {};
    QCOMPARE(::stat(path.toLocal8Bit().constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0644));
}

void TestIoSave::overwriteKeepsPermissions() {
    QTemporaryDir dir;
    const QString path = dir.filePath("s.json");
    writeScenarioFile(sample("One"), path.toStdString());
    QCOMPARE(::chmod(path.toLocal8Bit().constData(), 0600), 0);
    writeScenarioFile(sample("Two"), path.toStdString());
    QCOMPARE(readScenarioFile(path.toStdString()).title, std::string("Two"));
    struct stat st {};
    QCOMPARE(::stat(path.toLocal8Bit().constData(), &st), 0);
    QCOMPARE(st.st_mode & 0777, mode_t(0600));
    QCOMPARE(strays(QDir(dir.path()), {"s.json"}), QStringList());
}

void TestIoSave::readOnlyDirectoryLeavesOldFile() {
    QTemporaryDir dir;
    const QString sub = dir.filePath("ro");
    QVERIFY(QDir().mkpath(sub));
    const QString path = sub + "/s.json";
    writeScenarioFile(sample("Old"), path.toStdString());
    const QByteArray before = readAll(path);
    if (::geteuid() == 0) {
        // Root ignores permission bits; an immutable directory refuses new files to root too.
        Immutable guard(sub);
        if (!guard.ok()) MUSTER_SKIP_UNLESS_CI("running as root and chattr +i is unavailable here");
        expectWriteError(sample("New"), path.toStdString(), "temporary file");
        QCOMPARE(readAll(path), before);
        QCOMPARE(strays(QDir(sub), {"s.json"}), QStringList());
    } else {
        QVERIFY(QFile::setPermissions(sub, QFile::ReadOwner | QFile::ExeOwner));
        expectWriteError(sample("New"), path.toStdString(), "Permission denied");
        QVERIFY(QFile::setPermissions(sub, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        QCOMPARE(readAll(path), before);
        QCOMPARE(strays(QDir(sub), {"s.json"}), QStringList());
    }
}

void TestIoSave::failedRenameLeavesOldFile() {
    // The temporary file can be written, but the target cannot be replaced.
    if (::geteuid() != 0) MUSTER_SKIP_UNLESS_CI("needs root for chattr +i on the target file");
    QTemporaryDir dir;
    const QString path = dir.filePath("s.json");
    writeScenarioFile(sample("Old"), path.toStdString());
    const QByteArray before = readAll(path);
    {
        Immutable guard(path);
        if (!guard.ok()) MUSTER_SKIP_UNLESS_CI("chattr +i is unavailable here");
        expectWriteError(sample("New"), path.toStdString(), "cannot replace the file");
        QCOMPARE(readAll(path), before);
        QCOMPARE(strays(QDir(dir.path()), {"s.json"}), QStringList());
    }
}

void TestIoSave::renameOntoDirectoryFails() {
    // A directory where the file should be: the rename fails for any user.
    QTemporaryDir dir;
    const QString path = dir.filePath("taken.json");
    QVERIFY(QDir().mkpath(path));
    QFile inner(path + "/keep.txt");
    QVERIFY(inner.open(QIODevice::WriteOnly));
    inner.write("precious");
    inner.close();
    expectWriteError(sample("New"), path.toStdString(), "cannot replace the file");
    QCOMPARE(readAll(path + "/keep.txt"), QByteArray("precious"));
    QCOMPARE(strays(QDir(dir.path()), {}), QStringList());
}

void TestIoSave::missingDirectory() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("no/such/dir/s.json").toStdString();
    expectWriteError(sample("New"), path, "No such file or directory");
}

void TestIoSave::symlinkIsFollowed() {
    QTemporaryDir dir;
    const QString real = dir.filePath("real.json");
    const QString link = dir.filePath("link.json");
    writeScenarioFile(sample("Old"), real.toStdString());
    QVERIFY(QFile::link(real, link));
    writeScenarioFile(sample("New"), link.toStdString());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(readScenarioFile(real.toStdString()).title, std::string("New"));
    QCOMPARE(strays(QDir(dir.path()), {"real.json", "link.json"}), QStringList());
}

void TestIoSave::unreadableScenarioIsNotSaved() {
    QTemporaryDir dir;
    const QString path = dir.filePath("s.json");
    writeScenarioFile(sample("Old"), path.toStdString());
    const QByteArray before = readAll(path);
    Scenario s = sample("New");
    s.units[0].hex.reset(); // neither hex nor arrives: the reader would refuse the file
    expectWriteError(s, path.toStdString(), "units[0]");
    s.units[0].hex = Offset{1, 1};
    s.units[0].arrives = Arrival{2, {1, 1}};
    expectWriteError(s, path.toStdString(), "both");
    s.units[0].arrives.reset();
    s.optionalRules = {"11.9"};
    expectWriteError(s, path.toStdString(), "optionalRules[0]");
    QCOMPARE(readAll(path), before);
}

QTEST_GUILESS_MAIN(TestIoSave)
#include "test_io_save.moc"
