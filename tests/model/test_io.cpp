// Scenario JSON reader/writer on well-formed input: round trips over generated
// scenarios, canonical bytes, defaults, escapes, the DESIGN.md example, board size.
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"

#include <QtTest>

#include <algorithm>
#include <climits>
#include <random>

using namespace muster;

namespace {

// Random but reader-acceptable scenarios: everything the format can hold, including
// values only validation objects to (off-board hexes, odd sp, duplicate ids).
class Generator {
public:
    explicit Generator(unsigned seed) : rng_(seed) {}

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    bool coin() { return pick(0, 1) == 1; }
    template <typename T, std::size_t N>
    T any(const std::array<T, N>& a) { return a[static_cast<std::size_t>(pick(0, int(N) - 1))]; }

    int anyInt() {
        switch (pick(0, 5)) {
        case 0: return INT_MIN;
        case 1: return INT_MAX;
        case 2: return pick(-1000000, 1000000);
        default: return pick(-3, 20);
        }
    }

    // A board size or hex coordinate: the reader takes +-kMaxCoordinate (limits included).
    int anyCoord() {
        switch (pick(0, 3)) {
        case 0: return -kMaxCoordinate;
        case 1: return kMaxCoordinate;
        default: return pick(-kMaxCoordinate, kMaxCoordinate);
        }
    }

    // Text with quotes, backslashes, control characters, NUL and 2/3/4-byte UTF-8.
    std::string text(int maxLen = 12) {
        static const std::vector<std::string> pieces = {
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\r", "\b", "\f", std::string(1, '\0'),
            "\x01", "\x1f", "\x7f", "é", "ß", "—", "“", "€", "南", "🎖", "𝄞", "Iron Brigade", "'", "}", "[", ","};
        std::string s;
        const int n = pick(0, maxLen);
        for (int i = 0; i < n; ++i) s += pieces[static_cast<std::size_t>(pick(0, int(pieces.size()) - 1))];
        return s;
    }

    Offset hex(int cols, int rows) {
        if (pick(0, 9) == 0) return Offset{anyCoord(), anyCoord()};
        return Offset{pick(1, cols), pick(1, rows)};
    }

    Scenario scenario() {
        Scenario s;
        s.ruleset = coin() ? "hold-the-line-acw" : text();
        s.title = text();
        s.subtitle = text();
        s.author = text();
        s.date = coin() ? "1862-09-17" : text();
        s.briefing = text(40);
        s.historicalNotes = text(40);
        for (int i = pick(0, 3); i > 0; --i) s.tags.push_back(text());
        s.board.columns = pick(0, 9) == 0 ? anyCoord() : pick(1, 30);
        s.board.rows = pick(0, 9) == 0 ? anyCoord() : pick(1, 30);
        s.board.orientation = coin() ? Orientation::Pointy : Orientation::Flat;
        s.board.stagger = coin() ? Stagger::Even : Stagger::Odd;
        s.turns = anyInt();
        s.firstSide = any(kAllSides);
        for (auto& side : s.sides) side = SideInfo{text(), anyInt(), any(kAllEdges)};
        const int cols = 30, rows = 30;
        for (int i = pick(0, 60); i > 0; --i) s.terrain.append({hex(cols, rows), any(kAllTerrain)});
        for (int i = pick(0, 25); i > 0; --i) {
            Unit u;
            u.id = pick(0, 9) == 0 ? text() : "u" + std::to_string(pick(0, 30));
            u.side = any(kAllSides);
            u.type = any(kAllUnitTypes);
            u.name = coin() ? text() : std::string();
            if (coin()) u.sp = anyInt();
            if (coin()) u.morale = any(kAllMorale);
            if (pick(0, 3) == 0) u.arrives = Arrival{anyInt(), hex(cols, rows)};
            else u.hex = hex(cols, rows);
            s.units.push_back(u);
        }
        for (int i = pick(0, 4); i > 0; --i) {
            VpMarker m;
            m.hex = hex(cols, rows);
            if (coin()) m.side = any(kAllSides);
            m.value = anyInt();
            m.label = coin() ? text() : std::string();
            s.vpMarkers.push_back(m);
        }
        s.vpMarkerMode = coin() ? VpMarkerMode::RemoveOnCapture : VpMarkerMode::ControlAtEnd;
        s.victory.eliminationVP = anyInt();
        for (int i = pick(0, 3); i > 0; --i) {
            VictoryCondition c;
            c.kind = static_cast<VictoryKind>(pick(0, 3));
            if (coin()) c.side = any(kAllSides);
            if (coin()) c.vp = anyInt();
            if (coin()) c.turn = anyInt();
            for (int k = pick(0, 3); k > 0; --k) c.hexes.push_back(hex(cols, rows));
            s.victory.conditions.push_back(c);
        }
        for (int i = pick(0, 5); i > 0; --i) s.optionalRules.emplace_back(optionalRuleTable()[static_cast<std::size_t>(pick(0, 4))].id);
        for (int i = pick(0, 3); i > 0; --i) s.specialRules.push_back(text(60));
        return s;
    }

private:
    std::mt19937 rng_;
};

} // namespace

// Tests of readScenarioJson/writeScenarioJson on well-formed scenarios.
class TestIo : public QObject {
    Q_OBJECT
private slots:
    void designExample();
    void roundTripGenerated_data();
    void roundTripGenerated();
    void canonicalLayout();
    void defaultsForOmittedKeys();
    void keyOrderAndWhitespaceDoNotMatter();
    void escapesDecode();
    void invalidUtf8IsReplacedOnWrite();
    void terrainDuplicatesKeptInOrder();
    void boardSizeIsNotAReadError();
    void fullBoardRoundTrip();
    void bundledScenariosRoundTrip();
};

void TestIo::designExample() {
    const Scenario s = readScenarioFile(MUSTER_TEST_DATA "/io/design_example.json");
    QCOMPARE(s.title, std::string("The Cornfield"));
    QCOMPARE(s.subtitle, std::string("Antietam, 17 September 1862"));
    QCOMPARE(s.board.columns, 13);
    QCOMPARE(s.board.rows, 9);
    QCOMPARE(s.side(Side::Union).commandAP, 5);
    QCOMPARE(s.side(Side::Confederate).name, std::string("Army of Northern Virginia"));
    QVERIFY(s.side(Side::Confederate).homeEdge == Edge::South);
    QCOMPARE(s.units.size(), std::size_t(3));
    QVERIFY(s.units[0].morale == Morale::Gold);
    QCOMPARE(s.units[0].sp, std::optional<int>(4));
    QVERIFY(s.units[1].type == UnitType::Leader && !s.units[1].sp && !s.units[1].morale);
    QVERIFY(s.units[2].isReinforcement());
    QCOMPARE(s.units[2].arrives->turn, 3);
    QVERIFY(s.units[2].arrives->hex == (Offset{1, 9}));
    QVERIFY(s.terrainAt({3, 5}) == Terrain::Woods);
    QCOMPARE(s.vpMarkers.size(), std::size_t(1));
    QCOMPARE(s.vpMarkers[0].label, std::string("Dunker Church"));
    QVERIFY(s.victory.conditions.at(0).kind == VictoryKind::ReachVP);
    QCOMPARE(s.victory.conditions.at(0).vp, std::optional<int>(6));
    QCOMPARE(s.optionalRules, std::vector<std::string>{"11.3"});
    QCOMPARE(s.specialRules, std::vector<std::string>{"Free text."});
    const std::string text = writeScenarioJson(s);
    const Scenario back = readScenarioJson(text, "written");
    QVERIFY(back == s);
    QCOMPARE(writeScenarioJson(back), text);
}

void TestIo::roundTripGenerated_data() {
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed = 1; seed <= 300; ++seed) QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

void TestIo::roundTripGenerated() {
    QFETCH(unsigned, seed);
    Generator g(seed);
    const Scenario s = g.scenario();
    const std::string first = writeScenarioJson(s);
    QVERIFY(!first.empty() && first.back() == '\n');
    Scenario back;
    try {
        back = readScenarioJson(first, "generated");
    } catch (const ScenarioReadError& e) {
        QFAIL(e.what());
    }
    QVERIFY(back == s);
    QCOMPARE(writeScenarioJson(back), first);
    QCOMPARE(writeScenarioJson(s), first); // writing twice gives the same bytes
}

void TestIo::canonicalLayout() {
    Scenario s;
    s.title = "T";
    s.tags = {"x", "y"};
    s.terrain.append({{5, 2}, Terrain::Hill});
    s.terrain.append({{1, 3}, Terrain::Town});
    s.terrain.append({{9, 1}, Terrain::Woods});
    Unit u;
    u.id = "u1";
    u.hex = Offset{2, 2};
    s.units.push_back(u);
    const std::string t = writeScenarioJson(s);
    // Key order as in DESIGN.md, tags after historicalNotes, terrain by row then column.
    const std::vector<std::string> order = {"\"format\"", "\"formatVersion\"", "\"ruleset\"", "\"title\"",
        "\"subtitle\"", "\"author\"", "\"date\"", "\"briefing\"", "\"historicalNotes\"", "\"tags\"",
        "\"board\"", "\"turns\"", "\"firstSide\"", "\"sides\"", "[9,1]", "[5,2]", "[1,3]", "\"units\"",
        "\"vpMarkers\"", "\"vpMarkerMode\"", "\"victory\"", "\"optionalRules\"", "\"specialRules\""};
    std::size_t at = 0;
    for (const auto& k : order) {
        const auto found = t.find(k, at);
        QVERIFY2(found != std::string::npos, k.c_str());
        at = found;
    }
    QVERIFY(t.find("\n  \"format\": \"muster-scenario\",\n") != std::string::npos);
    QVERIFY(t.find("\n    { \"id\": \"u1\", \"side\": \"union\", \"type\": \"infantry\", \"hex\": [2,2] }\n") !=
            std::string::npos);
    // Absent optionals are omitted.
    QVERIFY(t.find("\"sp\"") == std::string::npos);
    QVERIFY(t.find("\"arrives\"") == std::string::npos);
    QVERIFY(t.find("\"name\": \"\"") == std::string::npos);
    s.tags.clear();
    QVERIFY(writeScenarioJson(s).find("\"tags\"") == std::string::npos);
}

void TestIo::defaultsForOmittedKeys() {
    const Scenario s = readScenarioFile(MUSTER_TEST_DATA "/io/minimal.json");
    const Scenario d;
    QCOMPARE(s.ruleset, std::string("hold-the-line-acw"));
    QCOMPARE(s.title, std::string());
    QCOMPARE(s.board.columns, 13);
    QVERIFY(s.board.orientation == Orientation::Pointy && s.board.stagger == Stagger::Even);
    QCOMPARE(s.turns, 8);
    QVERIFY(s.firstSide == Side::Union);
    QVERIFY(s.sides == d.sides);
    QVERIFY(s.terrain.empty() && s.units.empty() && s.vpMarkers.empty() && s.tags.empty());
    QVERIFY(s.vpMarkerMode == VpMarkerMode::RemoveOnCapture);
    QCOMPARE(s.victory.eliminationVP, 1);
    QVERIFY(s.victory.conditions.empty() && s.optionalRules.empty() && s.specialRules.empty());
    QVERIFY(s == d);
}

void TestIo::keyOrderAndWhitespaceDoNotMatter() {
    const std::string a = R"({"sides":{"confederate":{"homeEdge":"west","commandAP":2},"union":{}},
        "board":{"stagger":"odd","rows":4,"columns":5},"formatVersion":1,"format":"muster-scenario",
        "units":[{"hex":[1,2],"type":"cavalry","side":"confederate","id":"c"}]})";
    const std::string b = "\xEF\xBB\xBF\r\n{ \"format\" : \"muster-scenario\" ,\t\"formatVersion\":1,"
                          "\"board\":{\"columns\":5,\"rows\":4,\"stagger\":\"odd\"},\"sides\":{\"union\":{},"
                          "\"confederate\":{\"commandAP\":2,\"homeEdge\":\"west\"}},\"units\":[{\"id\":\"c\","
                          "\"side\":\"confederate\",\"type\":\"cavalry\",\"hex\":[ 1 , 2 ]}]}\n\n";
    const Scenario sa = readScenarioJson(a, "a");
    const Scenario sb = readScenarioJson(b, "b");
    QVERIFY(sa == sb);
    QVERIFY(sa.board.stagger == Stagger::Odd);
    QVERIFY(sa.side(Side::Confederate).homeEdge == Edge::West);
    QCOMPARE(writeScenarioJson(sa), writeScenarioJson(sb));
}

void TestIo::escapesDecode() {
    const std::string text = R"({"format":"muster-scenario","formatVersion":1,"board":{"columns":1,"rows":1},
        "sides":{"union":{},"confederate":{}},
        "title":"q\"b\\s\/n\nt\tu\u00e9z\u0000e\ud834\udd1e"})";
    const Scenario s = readScenarioJson(text, "esc");
    std::string want = "q\"b\\s/n\nt\tu\xC3\xA9z";  // appended in steps: GCC 12 misreads the concatenation
    want += '\0';
    want += "e\xF0\x9D\x84\x9E";
    QCOMPARE(s.title, want);
    const std::string out = writeScenarioJson(s);
    QVERIFY(out.find("\"title\": \"q\\\"b\\\\s/n\\nt\\tu\xC3\xA9z\\u0000e\xF0\x9D\x84\x9E\",") != std::string::npos);
    QVERIFY(out.find('\0') == std::string::npos);
    QCOMPARE(readScenarioJson(out, "again").title, want);
}

void TestIo::invalidUtf8IsReplacedOnWrite() {
    Scenario s;
    s.title = "ok\xFF\xC3(\xED\xA0\x80" "end"; // stray byte, cut sequence, encoded surrogate
    const std::string out = writeScenarioJson(s);
    const Scenario back = readScenarioJson(out, "replaced");
    QCOMPARE(back.title, std::string("ok\xEF\xBF\xBD\xEF\xBF\xBD(\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD" "end"));
}

void TestIo::terrainDuplicatesKeptInOrder() {
    Scenario s;
    s.terrain.append({{2, 2}, Terrain::Hill});
    s.terrain.append({{1, 1}, Terrain::Woods});
    s.terrain.append({{2, 2}, Terrain::Town});
    const Scenario back = readScenarioJson(writeScenarioJson(s), "dup");
    QCOMPARE(back.terrain.count({2, 2}), 2);
    QVERIFY(back.terrain.entries()[1].type == Terrain::Hill); // stable: file order kept
    QVERIFY(back.terrain.entries()[2].type == Terrain::Town);
    QVERIFY(back == s);
}

void TestIo::boardSizeIsNotAReadError() {
    const Scenario s = readScenarioFile(MUSTER_TEST_DATA "/io/board_size_huge.json");
    QCOMPARE(s.board.columns, 5000);
    QCOMPARE(s.board.rows, 0);
    QCOMPARE(s.turns, 0);
    QCOMPARE(s.side(Side::Union).commandAP, -2);
    QCOMPARE(s.units.at(0).sp, std::optional<int>(9));
    QVERIFY(s.terrain.size() == 1); // nothing board-sized was built
    const auto issues = validate(s);
    auto has = [&](const char* rule) {
        return std::any_of(issues.begin(), issues.end(), [&](const Issue& i) { return i.rule == rule; });
    };
    QVERIFY(has("board.size"));
    QVERIFY(has("scenario.turns"));
    QVERIFY(has("scenario.command-ap"));
    QVERIFY(has("unit.strength"));
    QVERIFY(has("unit.duplicate-id"));
    QVERIFY(readScenarioJson(writeScenarioJson(s), "again") == s);
}

void TestIo::fullBoardRoundTrip() {
    // Every hex of a 1000x1000 board listed, plus 10,000 units (speed: bench/bench_model).
    Scenario s;
    s.board.columns = s.board.rows = 1000;
    std::mt19937 rng(5);
    s.terrain.reserve(1000000);
    for (int r = 1; r <= 1000; ++r)
        for (int c = 1; c <= 1000; ++c) s.terrain.append({{c, r}, kAllTerrain[rng() % kAllTerrain.size()]});
    for (int i = 0; i < 10000; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.hex = Offset{int(rng() % 1000) + 1, int(rng() % 1000) + 1};
        u.sp = 2;
        u.morale = Morale::Black;
        s.units.push_back(u);
    }
    const std::string text = writeScenarioJson(s);
    const Scenario back = readScenarioJson(text, "big");
    QCOMPARE(back.terrain.size(), std::size_t(1000000));
    QVERIFY(back.terrainAt({1000, 1000}) == s.terrainAt({1000, 1000}));
    QVERIFY(back == s);
}

void TestIo::bundledScenariosRoundTrip() {
    const QDir dir(MUSTER_SCENARIOS);
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files)) {
        const std::string path = dir.filePath(name).toStdString();
        Scenario s;
        try {
            s = readScenarioFile(path);
        } catch (const ScenarioReadError& e) {
            QFAIL(e.what());
        }
        const std::string text = writeScenarioJson(s);
        QVERIFY2(readScenarioJson(text, path) == s, qPrintable(name));
        QVERIFY2(writeScenarioJson(readScenarioJson(text, path)) == text, qPrintable(name));
    }
}

QTEST_GUILESS_MAIN(TestIo)
#include "test_io.moc"
