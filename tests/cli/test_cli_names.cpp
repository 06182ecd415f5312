// Output file names that are not valid UTF-8: muster-cli writes them under
// the exact bytes given, for every format and every option that names an output file.
// Qt's QProcess and QDir hold names as text, so this test passes argv and lists folders
// through POSIX calls.
#include "model/io/scenario_json.h"

#include <QImage>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Run {
    int code = -1;
    std::string out, err;
};

std::string slurp(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    std::ostringstream s;
    s << f.rdbuf();
    return s.str();
}

// Runs muster-cli with raw byte arguments; stdout and stderr go through files in `scratch`.
Run cli(const std::vector<std::string>& args, const std::string& scratch) {
    const std::string exe = qEnvironmentVariable("MUSTER_CLI_UNDER_TEST", QStringLiteral(MUSTER_CLI)).toStdString();
    const std::string outPath = scratch + "/stdout", errPath = scratch + "/stderr";
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int o = ::open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int e = ::open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(o, 1);
        ::dup2(e, 2);
        std::vector<char*> argv{const_cast<char*>(exe.c_str())};
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(exe.c_str(), argv.data());
        ::_exit(127);
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(outPath), slurp(errPath)};
}

// Every entry of `dir` as raw bytes, sorted.
QList<QByteArray> entries(const std::string& dir) {
    QList<QByteArray> names;
    if (DIR* d = ::opendir(dir.c_str())) {
        while (dirent* e = ::readdir(d))
            if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") names << QByteArray(e->d_name);
        ::closedir(d);
    }
    std::sort(names.begin(), names.end());
    return names;
}

QList<QByteArray> sorted(QList<QByteArray> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// A temporary folder that can hold names Qt cannot (QTemporaryDir cannot remove them).
class RawTempDir {
public:
    std::string path() const { return dir_.path().toStdString(); }
    ~RawTempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path(), ec);
    }

private:
    QTemporaryDir dir_;
};

std::string scenario(const char* name) { return std::string(MUSTER_SCENARIOS "/") + name; }

bool svgParses(const std::string& bytes) {
    QXmlStreamReader r(QByteArray::fromStdString(bytes));
    bool sawSvg = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("svg")) sawSvg = true;
    }
    return !r.hasError() && sawSvg;
}

} // namespace

class TestCliNames : public QObject {
    Q_OBJECT

private slots:
    void sheetsAndJsonUnderTheExactName_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QList<QByteArray>>("files"); // shiloh's sheet has two pages
        QTest::newRow("svg") << QByteArray("out\xff.svg") << QList<QByteArray>{"out\xff.svg", "out\xff-2.svg"};
        QTest::newRow("png") << QByteArray("p\xfe\xfe.png") << QList<QByteArray>{"p\xfe\xfe.png", "p\xfe\xfe-2.png"};
        QTest::newRow("pdf") << QByteArray("\xc3(.pdf") << QList<QByteArray>{"\xc3(.pdf"};
        QTest::newRow("json") << QByteArray("j\xed\xa0\x80.json") << QList<QByteArray>{"j\xed\xa0\x80.json"};
    }
    void sheetsAndJsonUnderTheExactName() {
        QFETCH(QByteArray, name);
        QFETCH(QList<QByteArray>, files);
        QTemporaryDir scratch;
        RawTempDir out;
        const std::string dir = out.path();
        const Run r = cli({"export", scenario("shiloh.json"), "--to", dir + "/" + name.toStdString(), "--dpi", "30"},
                          scratch.path().toStdString());
        QVERIFY2(r.code == 0, r.err.c_str());
        QCOMPARE(entries(dir), sorted(files)); // nothing else: no rewritten name, no temporary
        std::string listed;
        for (const QByteArray& f : files) listed += dir + "/" + f.toStdString() + "\n";
        QCOMPARE(r.out, listed); // stdout names the files by their bytes
        for (const QByteArray& f : files) {
            const std::string bytes = slurp(dir + "/" + f.toStdString());
            if (name.endsWith(".svg")) QVERIFY(svgParses(bytes));
            if (name.endsWith(".png")) QVERIFY(!QImage::fromData(QByteArray::fromStdString(bytes), "PNG").isNull());
            if (name.endsWith(".pdf")) {
                QVERIFY(bytes.rfind("%PDF-", 0) == 0);
                QVERIFY(bytes.find("%%EOF") != std::string::npos);
            }
            if (name.endsWith(".json"))
                QCOMPARE(muster::readScenarioFile(dir + "/" + f.toStdString()).title,
                         muster::readScenarioFile(scenario("shiloh.json")).title);
        }
    }

    // An existing file of that name is replaced whole and keeps its permissions.
    void existingFileIsReplacedKeepingItsMode() {
        QTemporaryDir scratch;
        RawTempDir out;
        const std::string target = out.path() + "/old\xff.pdf";
        { std::ofstream(target) << "old"; }
        QCOMPARE(::chmod(target.c_str(), 0640), 0);
        const Run r = cli({"export", scenario("shiloh.json"), "--to", target}, scratch.path().toStdString());
        QVERIFY2(r.code == 0, r.err.c_str());
        QVERIFY(slurp(target).rfind("%PDF-", 0) == 0);
        struct stat st {};
        QCOMPARE(::stat(target.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0640u);
        QCOMPARE(entries(out.path()), QList<QByteArray>{"old\xff.pdf"});
    }

    // A folder whose own name is not UTF-8: files in it, TMX too when its own name is UTF-8
    // (the map then names its tilesets by UTF-8 names).
    void folderPartNotUtf8() {
        QTemporaryDir scratch;
        RawTempDir out;
        const std::string dir = out.path() + "/d\xff";
        QCOMPARE(::mkdir(dir.c_str(), 0755), 0);
        Run r = cli({"export", scenario("shiloh.json"), "--to", dir + "/a\xfe.svg"}, scratch.path().toStdString());
        QVERIFY2(r.code == 0, r.err.c_str());
        r = cli({"export", scenario("shiloh.json"), "--to", dir + "/m.tmx"}, scratch.path().toStdString());
        QVERIFY2(r.code == 0, r.err.c_str());
        QCOMPARE(r.out, dir + "/m.tmx\n" + dir + "/m-terrain.png\n" + dir + "/m-pieces.png\n");
        QCOMPARE(entries(dir), sorted({"a\xfe.svg", "a\xfe-2.svg", "m.tmx", "m-terrain.png", "m-pieces.png"}));
        QVERIFY(svgParses(slurp(dir + "/a\xfe.svg")));
        QVERIFY(slurp(dir + "/m.tmx").find("source=\"m-terrain.png\"") != std::string::npos);
    }

    // A TMX map names its tileset files inside its XML, which holds only UTF-8: refused.
    void tmxNameNotUtf8IsRefused() {
        QTemporaryDir scratch;
        RawTempDir out;
        const Run r = cli({"export", scenario("shiloh.json"), "--to", out.path() + "/m\xff.tmx"},
                          scratch.path().toStdString());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("TMX map names its tileset images") != std::string::npos, r.err.c_str());
        QCOMPARE(entries(out.path()), QList<QByteArray>{});
    }

    // A failure names the file as the user gave it, never the temporary, and leaves nothing.
    void failureNamesTheGivenFile() {
        QTemporaryDir scratch;
        RawTempDir out;
        const std::string target = out.path() + "/x\xff.svg";
        QCOMPARE(::mkdir(target.c_str(), 0755), 0); // a folder where the file should go
        const Run r = cli({"export", scenario("shiloh.json"), "--to", target}, scratch.path().toStdString());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find(target + ": cannot write") != std::string::npos, r.err.c_str());
        QVERIFY2(r.err.find("muster-export") == std::string::npos, r.err.c_str());
        QCOMPARE(entries(out.path()), QList<QByteArray>{"x\xff.svg"});
        QCOMPARE(entries(target), QList<QByteArray>{});

        // The same inside a folder whose name is not UTF-8 (entered with chdir).
        const std::string dir = out.path() + "/d\xff";
        QCOMPARE(::mkdir(dir.c_str(), 0755), 0);
        QCOMPARE(::mkdir((dir + "/y.pdf").c_str(), 0755), 0);
        const Run r2 = cli({"export", scenario("shiloh.json"), "--to", dir + "/y.pdf"}, scratch.path().toStdString());
        QCOMPARE(r2.code, 2);
        QVERIFY2(r2.err.find("export: " + dir + "/y.pdf: ") != std::string::npos, r2.err.c_str());
        QCOMPARE(entries(dir), QList<QByteArray>{"y.pdf"});
    }

    // A temporary left by an export killed between writing and renaming (its process gone)
    // is removed by the next export into that folder; one of a live process is kept.
    void killedExportTemporaryIsSwept() {
        QTemporaryDir scratch;
        RawTempDir out;
        const pid_t gone = ::fork();
        if (gone == 0) ::_exit(0);
        ::waitpid(gone, nullptr, 0);
        const std::string dir = out.path() + "/", dead = ".muster-export-" + std::to_string(gone) + "-Ab12Cd.svg",
                          live = ".muster-export-" + std::to_string(::getpid()) + "-Xy34Zw.svg";
        for (const std::string& n : {dead, live}) std::ofstream(dir + n) << "partial";
        const Run r = cli({"export", scenario("shiloh.json"), "--to", dir + "s\xfe.svg"}, scratch.path().toStdString());
        QCOMPARE(r.code, 0);
        QCOMPARE(entries(out.path()), sorted({live.c_str(), "s\xfe.svg", "s\xfe-2.svg"})); // the sheet has two pages
    }

    // The other options that name an output file: library export --out, play --out.
    void otherOutputOptions() {
        QTemporaryDir scratch;
        RawTempDir out;
        const std::string s = scratch.path().toStdString(), dir = out.path();
        QCOMPARE(cli({"library", "import", scenario("shiloh.json"), "--db", s + "/lib.sqlite"}, s).code, 0);
        Run r = cli({"library", "export", "1", "--db", s + "/lib.sqlite", "--out", dir + "/l\xfd.json"}, s);
        QVERIFY2(r.code == 0, r.err.c_str());
        r = cli({"play", scenario("shiloh.json"), "--ai", "random", "--seed", "1", "--out", dir + "/g\xfd.json"}, s);
        QVERIFY2(r.code == 0, r.err.c_str());
        QCOMPARE(entries(dir), sorted({"g\xfd.json", "l\xfd.json"}));
        QCOMPARE(muster::readScenarioFile(dir + "/l\xfd.json").title, muster::readScenarioFile(scenario("shiloh.json")).title);
        r = cli({"play", dir + "/g\xfd.json"}, s); // the game file replays
        QVERIFY2(r.code == 0, r.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestCliNames)
#include "test_cli_names.moc"
