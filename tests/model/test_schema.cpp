// docs/scenario.schema.json and tools/check_schema.py against the files in the tree:
// every bundled scenario and test scenario passes, every malformed file fails (JSON or
// schema), the writer's output passes, and the schema lists the same keys as the reader.
#include "model/io/scenario_json.h"
#include "model/io/scenario_sax.h"

#include <QtTest>

#include <map>
#include <set>

using namespace muster;

namespace {

// Malformed files only the C++ reader refuses, and why the schema cannot.
const std::map<QString, QString> kSchemaPasses = {
    {"board_columns_integral_fraction.json",
     "JSON Schema counts 13.0 as an integer; the reader wants an integer literal"},
};

QString python() {
    // Debian's interpreter is the one with python3-jsonschema (tools/setup.sh).
    return QFile::exists("/usr/bin/python3") ? QStringLiteral("/usr/bin/python3") : QStringLiteral("python3");
}

struct Run {
    int exitCode = -1;
    std::map<QString, QString> results; // file -> "PASS" or "FAIL\t<why>"
    QString stderrText;
};

Run checkSchema(const QStringList& files) {
    Run r;
    QProcess p;
    p.start(python(), QStringList{MUSTER_SOURCE_DIR "/tools/check_schema.py"} + files);
    if (!p.waitForFinished(600000)) return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.stderrText = QString::fromUtf8(p.readAllStandardError());
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts)) {
        const QStringList parts = line.split('\t');
        if (parts.size() >= 2) r.results[parts[1]] = parts[0] + (parts.size() > 2 ? "\t" + parts[2] : QString());
    }
    return r;
}

QStringList jsonFiles(const QString& root, bool recursive, const QString& skipDir = {}) {
    QStringList out;
    QDirIterator it(root, {"*.json"}, QDir::Files,
                    recursive ? QDirIterator::Subdirectories : QDirIterator::NoIteratorFlags);
    while (it.hasNext()) {
        const QString f = it.next();
        if (!skipDir.isEmpty() && f.startsWith(skipDir + "/")) continue;
        out << f;
    }
    out.sort();
    return out;
}

QJsonObject loadSchema() {
    QFile f(MUSTER_SOURCE_DIR "/docs/scenario.schema.json");
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

// The keys of the Hold the Line shape: a key described "Only in ..." belongs to another rule
// system's reader (its branch of the schema says so) and is left out.
std::set<QString> holdTheLineNames(const QJsonObject& schemaNode) {
    std::set<QString> out;
    const QJsonObject props = schemaNode.value("properties").toObject();
    for (const QString& k : props.keys())
        if (!props.value(k).toObject().value("description").toString().startsWith("Only in ")) out.insert(k);
    return out;
}

std::set<QString> readerKeys(io::Ctx c) {
    std::set<QString> out;
    for (const auto& k : io::keysOf(c)) out.insert(QString::fromUtf8(k.name.data(), int(k.name.size())));
    return out;
}

std::set<QString> readerRequired(io::Ctx c) {
    std::set<QString> out;
    for (const auto& k : io::keysOf(c))
        if (k.required) out.insert(QString::fromUtf8(k.name.data(), int(k.name.size())));
    return out;
}

std::set<QString> schemaRequired(const QJsonObject& node) {
    std::set<QString> out;
    for (const auto& v : node.value("required").toArray()) out.insert(v.toString());
    return out;
}

} // namespace

// Tests of the JSON Schema and the schema checking tool.
class TestSchema : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void validFilesPass();
    void malformedFilesFail();
    void writerOutputPasses();
    void schemaKeysMatchReader();
};

void TestSchema::initTestCase() {
    QProcess p;
    p.start(python(), {"-c", "import jsonschema"});
    QVERIFY2(p.waitForFinished(60000) && p.exitCode() == 0,
             "python3-jsonschema is missing: run tools/setup.sh");
}

void TestSchema::validFilesPass() {
    const QString malformed = QDir::cleanPath(MUSTER_TEST_DATA "/malformed");
    QStringList files = jsonFiles(MUSTER_SCENARIOS, false) + jsonFiles(MUSTER_TEST_DATA, true, malformed);
    QVERIFY(files.size() >= 3);
    const Run r = checkSchema(files);
    QStringList failures;
    for (const QString& f : files) {
        const auto it = r.results.find(f);
        if (it == r.results.end()) failures << f + ": no result";
        else if (it->second != "PASS") failures << f + ": " + it->second;
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n') + "\n" + r.stderrText));
    QCOMPARE(r.exitCode, 0);
}

void TestSchema::malformedFilesFail() {
    const QStringList files = jsonFiles(MUSTER_TEST_DATA "/malformed", false);
    QVERIFY(files.size() >= 50);
    const Run r = checkSchema(files);
    QCOMPARE(r.exitCode, 1);
    QStringList problems;
    for (const QString& f : files) {
        const QString name = QFileInfo(f).fileName();
        const auto it = r.results.find(f);
        if (it == r.results.end()) {
            problems << f + ": no result";
            continue;
        }
        const bool expectPass = kSchemaPasses.count(name) > 0;
        if (expectPass && it->second != "PASS")
            problems << name + " is listed as passing the schema (" + kSchemaPasses.at(name) + ") but: " + it->second;
        if (!expectPass && !it->second.startsWith("FAIL\t"))
            problems << name + " passes the schema but is malformed; tighten the schema or list it";
        if (!expectPass && !(it->second.startsWith("FAIL\tjson:") || it->second.startsWith("FAIL\tschema:")))
            problems << name + ": unexpected result " + it->second;
        // Whatever the schema says, the C++ reader must refuse every one of them.
        try {
            readScenarioFile(f.toStdString());
            problems << name + " is read by the C++ reader";
        } catch (const ScenarioReadError&) {
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
}

void TestSchema::writerOutputPasses() {
    Scenario s;
    s.title = "Every feature \"quoted\" \\ é 🎖";
    s.tags = {"test", "écrit"};
    s.board = {20, 12, Orientation::Flat, Stagger::Odd};
    s.terrain.append({{2, 3}, Terrain::River});
    s.terrain.append({{1, 1}, Terrain::SunkenRoad});
    Unit a;
    a.id = "a";
    a.hex = Offset{1, 1};
    a.sp = 3;
    a.morale = Morale::Green;
    Unit b;
    b.id = "b";
    b.side = Side::Confederate;
    b.type = UnitType::Gunboat;
    b.name = std::string("nul\0inside", 10);
    b.arrives = Arrival{2, {2, 3}};
    s.units = {a, b};
    s.vpMarkers.push_back({{5, 5}, Side::Union, 2, "Church"});
    s.vpMarkers.push_back({{6, 5}, std::nullopt, 1, ""});
    s.victory.conditions.push_back({VictoryKind::HoldAtEnd, Side::Confederate, std::nullopt, std::nullopt, {{5, 5}, {6, 5}}});
    s.victory.conditions.push_back({VictoryKind::ReachVPByTurn, Side::Union, 5, 6, {}});
    s.victory.conditions.push_back({VictoryKind::MostVPAtEnd, std::nullopt, std::nullopt, std::nullopt, {}});
    s.optionalRules = {"11.1", "11.5"};
    s.specialRules = {"Line one\nline two"};
    s.balanceIntent = BalanceIntent{Side::Confederate, 55, 70};
    QTemporaryDir dir;
    const QString full = dir.filePath("full.json");
    const QString empty = dir.filePath("defaults.json");
    writeScenarioFile(s, full.toStdString());
    writeScenarioFile(Scenario{}, empty.toStdString());
    Run r = checkSchema({full, empty});
    QVERIFY2(r.exitCode == 0, qPrintable(r.results[full] + " / " + r.results[empty] + "\n" + r.stderrText));
}

void TestSchema::schemaKeysMatchReader() {
    const QJsonObject root = loadSchema();
    QVERIFY(!root.isEmpty());
    QCOMPARE(root.value("additionalProperties").toBool(true), false);
    const QJsonObject props = root.value("properties").toObject();
    const QJsonObject defs = root.value("$defs").toObject();
    const QJsonObject unit = defs.value("unit").toObject();
    const std::vector<std::pair<io::Ctx, QJsonObject>> nodes = {
        {io::Ctx::Root, root},
        {io::Ctx::Board, props.value("board").toObject()},
        {io::Ctx::Sides, props.value("sides").toObject()},
        {io::Ctx::SideInfo, defs.value("sideInfo").toObject()},
        {io::Ctx::TerrainEntry, props.value("terrain").toObject().value("items").toObject()},
        {io::Ctx::Unit, unit},
        {io::Ctx::Arrives, unit.value("properties").toObject().value("arrives").toObject()},
        {io::Ctx::Marker, props.value("vpMarkers").toObject().value("items").toObject()},
        {io::Ctx::Victory, props.value("victory").toObject()},
        {io::Ctx::Condition, defs.value("condition").toObject()},
        {io::Ctx::BalanceIntent, props.value("balanceIntent").toObject()},
    };
    // The board's required keys differ by system, so they are in the Hold the Line branch.
    const QJsonObject htlBoard = root.value("else").toObject().value("else").toObject().value("properties").toObject().value("board").toObject();
    QVERIFY(schemaRequired(htlBoard) == readerRequired(io::Ctx::Board));
    for (const auto& [ctx, node] : nodes) {
        QVERIFY(holdTheLineNames(node) == readerKeys(ctx));
        if (ctx != io::Ctx::Board) QVERIFY(schemaRequired(node) == readerRequired(ctx));
        QCOMPARE(node.value("additionalProperties").toBool(true), false);
    }
}

QTEST_GUILESS_MAIN(TestSchema)
#include "test_schema.moc"
