// Scenario JSON reader rejections: every malformed file in tests/data/malformed/ must be
// refused with the exact JSON path (or line and column for syntax) in the message, and
// the reader's limits must refuse oversized input with a clear message.
#include "model/io/scenario_json.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>

using namespace muster;

namespace {

struct Expected {
    const char* path;   // exact ScenarioReadError::jsonPath()
    const char* reason; // a fragment of the reason
};

// One entry per file in tests/data/malformed/; a file not listed here fails the test.
const std::map<std::string, Expected> kCases = {
    {"syntax_missing_comma.json", {"", "line 18, column 3"}},
    {"syntax_trailing_comma.json", {"", "line 105, column 3"}},
    {"syntax_unterminated_string.json", {"", "not closed"}},
    {"syntax_control_char_in_string.json", {"", "U+0009"}},
    {"syntax_invalid_utf8.json", {"", "invalid UTF-8"}},
    {"syntax_empty.json", {"", "empty"}},
    {"syntax_trailing_data.json", {"", "after the end of the JSON value"}},
    {"syntax_nan.json", {"", "line 17, column 12"}},
    {"syntax_single_quotes.json", {"", "expected a key string"}},
    {"string_lone_surrogate.json", {"", "surrogate"}},
    {"top_level_array.json", {"", "must be a JSON object"}},
    {"format_wrong.json", {"format", "not a Muster scenario"}},
    {"format_missing.json", {"format", "required key is missing"}},
    {"format_version_2.json", {"formatVersion", "unsupported formatVersion 2"}},
    {"format_version_string.json", {"formatVersion", "got a string"}},
    {"board_missing.json", {"board", "required key is missing"}},
    {"board_columns_missing.json", {"board.columns", "required key is missing"}},
    {"board_columns_fraction.json", {"board.columns", "12.5"}},
    {"board_columns_integral_fraction.json", {"board.columns", "expected an integer, got 13.0"}},
    {"board_orientation_unknown.json", {"board.orientation", "\"diagonal\""}},
    {"board_stagger_unknown.json", {"board.stagger", "\"none\""}},
    {"sides_confederate_missing.json", {"sides.confederate", "required key is missing"}},
    {"sides_unknown_side.json", {"sides.british", "unknown key"}},
    {"side_home_edge_unknown.json", {"sides.union.homeEdge", "unknown edge \"up\""}},
    {"side_command_ap_string.json", {"sides.confederate.commandAP", "expected an integer"}},
    {"first_side_unknown.json", {"firstSide", "unknown side \"both\""}},
    {"unknown_top_level_key.json", {"colour", "unknown key"}},
    {"unit_unknown_key.json", {"units[1].colour", "unknown key"}},
    {"unit_type_unknown.json", {"units[2].type", "unknown unit type \"dragoon\""}},
    {"unit_side_unknown.json", {"units[0].side", "unknown side \"british\""}},
    {"unit_morale_unknown.json", {"units[0].morale", "unknown morale \"purple\""}},
    {"unit_sp_string.json", {"units[0].sp", "expected an integer, got a string"}},
    {"unit_sp_boolean.json", {"units[0].sp", "got true"}},
    {"unit_id_missing.json", {"units[1].id", "required key is missing"}},
    {"unit_neither_hex_nor_arrives.json", {"units[1]", "needs \"hex\""}},
    {"unit_both_hex_and_arrives.json", {"units[2]", "not both"}},
    {"unit_hex_one_number.json", {"units[0].hex", "got 1"}},
    {"unit_hex_three_numbers.json", {"units[0].hex[2]", "exactly 2"}},
    {"unit_hex_string_row.json", {"units[0].hex[1]", "got a string"}},
    {"unit_hex_object.json", {"units[0].hex", "got an object"}},
    {"unit_arrives_turn_missing.json", {"units[2].arrives.turn", "required key is missing"}},
    {"terrain_hex_null_row.json", {"terrain[12].hex[1]", "got null"}},
    {"terrain_type_unknown.json", {"terrain[0].type", "unknown terrain type \"lava\""}},
    {"terrain_not_array.json", {"terrain", "expected an array, got an object"}},
    {"vp_marker_side_unknown.json", {"vpMarkers[0].side", "unknown side \"neutral\""}},
    {"vp_marker_mode_unknown.json", {"vpMarkerMode", "\"keep\""}},
    {"victory_kind_unknown.json", {"victory.conditions[0].kind", "\"surrender\""}},
    {"victory_condition_hex_not_array.json", {"victory.conditions[0].hexes[1]", "got a number"}},
    {"optional_rule_unknown.json", {"optionalRules[1]", "\"12.1\""}},
    {"optional_rule_number.json", {"optionalRules[0]", "got a number"}},
    {"tags_not_strings.json", {"tags[1]", "got a number"}},
    {"special_rules_not_array.json", {"specialRules", "got a string"}},
    {"string_null.json", {"subtitle", "got null"}},
    {"turns_out_of_range.json", {"turns", "out of range"}},
    {"duplicate_key.json", {"title", "twice"}},
};

const char* kHeader = R"({"format":"muster-scenario","formatVersion":1,"board":{"columns":3,"rows":3},
  "sides":{"union":{},"confederate":{}})";

std::string withUnits(int n) {
    std::string t = std::string(kHeader) + ",\"units\":[";
    for (int i = 0; i < n; ++i)
        t += std::string(i ? "," : "") + "{\"id\":\"u" + std::to_string(i) +
             "\",\"side\":\"union\",\"type\":\"infantry\",\"hex\":[1,1]}";
    return t + "]}";
}

// The reason of the error reading `text`, or "" when it reads.
ScenarioReadError readError(const std::string& text, const ReadLimits& limits = {}) {
    try {
        readScenarioJson(text, "mem.json", limits);
    } catch (const ScenarioReadError& e) {
        return e;
    }
    return ScenarioReadError("", "", "");
}

} // namespace

// Tests that bad input is refused with a message naming file, path and reason.
class TestIoErrors : public QObject {
    Q_OBJECT
private slots:
    void malformedFiles_data();
    void malformedFiles();
    void everyMalformedFileIsListed();
    void messageFormat();
    void syntaxErrorLineAndColumn();
    void unitLimit();
    void terrainLimit();
    void vpMarkerLimit();
    void otherListsLimit();
    void stringLimit();
    void textSizeLimit();
    void fileSizeRefusedBeforeReading();
    void missingFileAndDirectory();
    void deepNestingIsRefused();
    void jsonSyntaxCases_data();
    void jsonSyntaxCases();
};

void TestIoErrors::malformedFiles_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    for (const auto& [file, e] : kCases) QTest::newRow(file.c_str()) << QString::fromStdString(file) << e.path << e.reason;
}

void TestIoErrors::malformedFiles() {
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const std::string full = std::string(MUSTER_TEST_DATA "/malformed/") + file.toStdString();
    try {
        readScenarioFile(full);
        QFAIL("the file was read without an error");
    } catch (const ScenarioReadError& e) {
        QCOMPARE(QString::fromStdString(e.file()), QString::fromStdString(full));
        QCOMPARE(QString::fromStdString(e.jsonPath()), path);
        QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
        QVERIFY2(QString::fromUtf8(e.what()).startsWith(QString::fromStdString(full) + ": "), e.what());
        if (!path.isEmpty())
            QVERIFY2(QString::fromUtf8(e.what()).contains(": " + path + ": "), e.what());
    }
}

void TestIoErrors::everyMalformedFileIsListed() {
    const QDir dir(MUSTER_TEST_DATA "/malformed");
    const QStringList files = dir.entryList({"*.json"}, QDir::Files);
    QVERIFY(files.size() >= 50);
    for (const QString& f : files)
        QVERIFY2(kCases.count(f.toStdString()), qPrintable(f + " has no expected path in kCases"));
    QCOMPARE(static_cast<std::size_t>(files.size()), kCases.size());
}

void TestIoErrors::messageFormat() {
    const ScenarioReadError a("f.json", "units[3].sp", "bad");
    QCOMPARE(std::string(a.what()), std::string("f.json: units[3].sp: bad"));
    QCOMPARE(std::string(ScenarioReadError("", "units[3].sp", "bad").what()), std::string("units[3].sp: bad"));
    QCOMPARE(std::string(ScenarioReadError("f.json", "", "bad").what()), std::string("f.json: bad"));
    // Keys that are not plain words are quoted in the path.
    const auto e = readError(std::string(kHeader) + ",\"sides x\\\"y\":1}");
    QCOMPARE(e.jsonPath(), std::string("[\"sides x\\\"y\"]"));
    const auto longKey = readError(std::string(kHeader) + ",\"" + std::string(100000, 'k') + "\":1}");
    QCOMPARE(longKey.jsonPath(), "[\"" + std::string(64, 'k') + "...\"]");
}

void TestIoErrors::syntaxErrorLineAndColumn() {
    const auto e = readError("{\n  \"format\": \"muster-scenario\",\n  \"formatVersion\": 1 x\n}");
    QVERIFY2(e.reason().find("line 3, column 22 (byte 54)") != std::string::npos, e.what());
    QVERIFY2(e.reason().find("formatVersion") != std::string::npos, e.what());
    QCOMPARE(e.file(), std::string("mem.json"));
}

void TestIoErrors::unitLimit() {
    ReadLimits l;
    l.maxUnits = 5;
    QCOMPARE(readScenarioJson(withUnits(5), "ok", l).units.size(), std::size_t(5));
    const auto e = readError(withUnits(6), l);
    QCOMPARE(e.jsonPath(), std::string("units"));
    QVERIFY2(e.reason().find("more than 5 units") != std::string::npos, e.what());
}

void TestIoErrors::terrainLimit() {
    ReadLimits l;
    l.maxTerrainEntries = 3;
    std::string t = std::string(kHeader) + ",\"terrain\":[";
    for (int i = 1; i <= 4; ++i) t += std::string(i > 1 ? "," : "") + "{\"hex\":[" + std::to_string(i) + ",1],\"type\":\"hill\"}";
    const auto e = readError(t + "]}", l);
    QCOMPARE(e.jsonPath(), std::string("terrain"));
    QVERIFY2(e.reason().find("more than 3 terrain entries") != std::string::npos, e.what());
}

void TestIoErrors::vpMarkerLimit() {
    ReadLimits l;
    l.maxVpMarkers = 1;
    const auto e = readError(std::string(kHeader) + ",\"vpMarkers\":[{\"hex\":[1,1]},{\"hex\":[2,2]}]}", l);
    QCOMPARE(e.jsonPath(), std::string("vpMarkers"));
    QVERIFY2(e.reason().find("more than 1 VP markers") != std::string::npos, e.what());
}

void TestIoErrors::otherListsLimit() {
    ReadLimits l;
    l.maxUnits = 2; // tags, special rules, conditions and condition hexes share the unit limit
    const auto e = readError(std::string(kHeader) + ",\"tags\":[\"a\",\"b\",\"c\"]}", l);
    QCOMPARE(e.jsonPath(), std::string("tags"));
    QVERIFY2(e.reason().find("more than 2") != std::string::npos, e.what());
}

void TestIoErrors::stringLimit() {
    ReadLimits l;
    l.maxStringBytes = 16; // "muster-scenario" itself is 15
    QCOMPARE(readScenarioJson(std::string(kHeader) + ",\"title\":\"0123456789abcdef\"}", "ok", l).title.size(), std::size_t(16));
    const auto e = readError(std::string(kHeader) + ",\"title\":\"0123456789abcdefg\"}", l);
    QCOMPARE(e.jsonPath(), std::string("title"));
    QVERIFY2(e.reason().find("limit of 16 bytes") != std::string::npos, e.what());
}

void TestIoErrors::textSizeLimit() {
    ReadLimits l;
    l.maxFileBytes = 1024 * 1024;
    const std::string big = std::string(kHeader) + ",\"briefing\":\"" + std::string(l.maxFileBytes, 'x') + "\"}";
    const auto e = readError(big, l);
    QVERIFY2(e.reason().find("larger than the limit of 1 MiB") != std::string::npos, e.what());
}

void TestIoErrors::fileSizeRefusedBeforeReading() {
    // A sparse 300 MiB file: refused from its size alone, with the default 256 MiB limit.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("huge.json").toStdString();
    {
        std::ofstream f(path);
        f << "{";
    }
    std::filesystem::resize_file(path, 300ull * 1024 * 1024);
    try {
        readScenarioFile(path);
        QFAIL("a 300 MiB file was read");
    } catch (const ScenarioReadError& e) {
        QCOMPARE(e.file(), path);
        QVERIFY2(e.reason().find("larger than the limit of 256 MiB") != std::string::npos, e.what());
    }
}

void TestIoErrors::missingFileAndDirectory() {
    QTemporaryDir dir;
    const std::string missing = dir.filePath("nope.json").toStdString();
    try {
        readScenarioFile(missing);
        QFAIL("read a missing file");
    } catch (const ScenarioReadError& e) {
        QCOMPARE(e.file(), missing);
        QVERIFY2(e.reason().find("cannot open") != std::string::npos, e.what());
    }
    try {
        readScenarioFile(dir.path().toStdString());
        QFAIL("read a directory");
    } catch (const ScenarioReadError& e) {
        QVERIFY2(e.reason().find("directory") != std::string::npos, e.what());
    }
}

void TestIoErrors::deepNestingIsRefused() {
    // Structure the format does not allow is refused at its first level, however deep.
    const std::string deep = std::string(kHeader) + ",\"tags\":[" + std::string(100000, '[') + "]}";
    const auto e = readError(deep);
    QCOMPARE(e.jsonPath(), std::string("tags[0]"));
    QVERIFY2(e.reason().find("got an array") != std::string::npos, e.what());
}

void TestIoErrors::jsonSyntaxCases_data() {
    QTest::addColumn<QByteArray>("value");  // put in the title slot
    QTest::addColumn<QString>("reason");
    QTest::newRow("leading zero") << QByteArray("01") << "leading zero";
    QTest::newRow("bare minus") << QByteArray("-") << "invalid number";
    QTest::newRow("dot without digits") << QByteArray("1.") << "after '.'";
    QTest::newRow("empty exponent") << QByteArray("1e") << "exponent";
    QTest::newRow("bad literal") << QByteArray("tru") << "invalid literal";
    QTest::newRow("bad escape") << QByteArray("\"a\\xb\"") << "invalid escape";
    QTest::newRow("bad unicode escape") << QByteArray("\"\\u12G4\"") << "4 hex digits";
    QTest::newRow("short unicode escape") << QByteArray("\"\\u12\"") << "hex digits";
    QTest::newRow("lone low surrogate") << QByteArray("\"\\udc00\"") << "lone low surrogate";
    QTest::newRow("high surrogate then letter") << QByteArray("\"\\ud834x\"") << "high surrogate";
    QTest::newRow("overlong utf-8") << QByteArray("\"\xC0\xAF\"") << "invalid UTF-8";
    QTest::newRow("utf-8 surrogate") << QByteArray("\"\xED\xA0\x80\"") << "invalid UTF-8";
    QTest::newRow("truncated utf-8") << QByteArray("\"\xE2\x82\"") << "invalid UTF-8";
    QTest::newRow("raw newline") << QByteArray("\"a\nb\"") << "U+000A";
    QTest::newRow("comment") << QByteArray("/* no */ \"x\"") << "expected a value";
    QTest::newRow("missing value") << QByteArray("") << "expected a value";
}

void TestIoErrors::jsonSyntaxCases() {
    QFETCH(QByteArray, value);
    QFETCH(QString, reason);
    const std::string text = std::string(kHeader) + ",\"title\":" + value.toStdString() + "}";
    const auto e = readError(text);
    QVERIFY2(e.reason().find("invalid JSON at line 2") != std::string::npos, e.what());
    QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
}

QTEST_GUILESS_MAIN(TestIoErrors)
#include "test_io_errors.moc"
