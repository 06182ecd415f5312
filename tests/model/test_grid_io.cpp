// Square-grid battles in the scenario file format: round trip, canonical bytes, the
// reader's refusals with their JSON path, and the hand-over between the two readers.
#include "grid_base.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/grid/grid_json.h"

#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

GridScenario everything() {
    GridScenario s = gridBase();
    s.subtitle = "A \"quoted\" line\nand é 🎖";
    s.author = "Tests";
    s.date = "1863-07-01";
    s.briefing = "Brief.";
    s.historicalNotes = "Notes.";
    s.tags = {"grid", "test"};
    s.turns = 6;
    s.firstSide = Side::Confederate;
    s.side(Side::Union) = {"Army of the Potomac", Edge::West};
    s.side(Side::Confederate) = {"Army of Northern Virginia", Edge::East};
    s.units[0].sp = 5;
    s.units[3].facing = Facing::West;
    s.objectives.push_back({{2, 2}, Side::Union, 1, ""});
    s.victory.push_back({std::nullopt, "Otherwise a draw."});
    s.specialRules = {"Fog on turn 1."};
    return s;
}

std::string readError(const std::string& text) {
    try {
        readGridJson(text, "g.json");
    } catch (const ScenarioReadError& e) {
        return e.what();
    }
    return {};
}

const char* kMinimal = R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "square-grid-v1.1",
  "board": {"columns": 6, "rows": 5}, "sides": {"union": {}, "confederate": {}} %s})";

std::string minimalWith(const std::string& extra) {
    std::string s = kMinimal;
    s.replace(s.find("%s"), 2, extra.empty() ? "" : ", " + extra);
    return s;
}

} // namespace

class TestGridIo : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        const GridScenario s = everything();
        const std::string text = writeGridJson(s);
        const GridScenario back = readGridJson(text, "x.json");
        QVERIFY(back == s);
        QCOMPARE(writeGridJson(back), text);
        QVERIFY(text.find("\"ruleset\": \"square-grid-v1.1\"") != std::string::npos);
        QVERIFY(text.find("\"facing\": \"west\"") != std::string::npos);
        QVERIFY(text.find("orientation") == std::string::npos && text.find("commandAP") == std::string::npos);
    }

    void defaultsOfAMinimalFile() {
        const GridScenario s = readGridJson(minimalWith(""), "m.json");
        QCOMPARE(s.columns, 6);
        QCOMPARE(s.rows, 5);
        QVERIFY(s.side(Side::Union).homeEdge == Edge::North);
        QVERIFY(s.side(Side::Confederate).homeEdge == Edge::South);
        QVERIFY(s.units.empty() && s.terrain.empty() && s.victory.empty());
        QVERIFY(readGridJson(writeGridJson(s)) == s);
    }

    void terrainWrittenByRowThenColumn() {
        GridScenario s = gridBase();
        s.terrain = {{{3, 2}, GridTerrain::Hill}, {{1, 2}, GridTerrain::Ford}, {{9, 1}, GridTerrain::Mountain}};
        const std::string t = writeGridJson(s);
        QVERIFY(t.find("[9,1]") < t.find("[1,2]") && t.find("[1,2]") < t.find("[3,2]"));
    }

    void refusals_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("expected");
        QTest::newRow("duplicate key") << R"("turns": 3, "board": 1)" << "g.json: board: key appears twice";
        QTest::newRow("morale") << R"("units": [{"id": "a", "side": "union", "type": "cavalry", "hex": [1,1], "morale": "gold"}])"
                                << "units[0].morale: a square-grid battle has no such key: 003 units have no morale";
        QTest::newRow("reinforcement") << R"("units": [{"id": "a", "side": "union", "type": "cavalry", "hex": [1,1], "arrives": {}}])"
                                       << "units[0].arrives: a square-grid battle has no such key: 003 has no reinforcements";
        QTest::newRow("hex unit type") << R"("units": [{"id": "a", "side": "union", "type": "infantry", "hex": [1,1]}])"
                                       << "units[0].type: unknown unit type \"infantry\" (the square grid has: line-infantry";
        QTest::newRow("bad facing") << R"("units": [{"id": "a", "side": "union", "type": "cavalry", "hex": [1,1], "facing": "up"}])"
                                    << "units[0].facing: unknown facing";
        QTest::newRow("missing tile") << R"("units": [{"id": "a", "side": "union", "type": "cavalry"}])"
                                      << "units[0].hex: required key is missing";
        QTest::newRow("hex terrain") << R"("terrain": [{"hex": [1,1], "type": "woods"}])"
                                     << "terrain[0].type: unknown terrain \"woods\"";
        QTest::newRow("fraction") << R"("terrain": [{"hex": [1,1.5], "type": "hill"}])"
                                  << "terrain[0].hex[1]: expected an integer, got 1.5";
        QTest::newRow("three numbers") << R"("terrain": [{"hex": [1,1,1], "type": "hill"}])"
                                       << "terrain[0].hex: a tile is [column, row]";
        QTest::newRow("optional rules") << R"("optionalRules": [])" << "optionalRules: a square-grid battle has no such key";
        QTest::newRow("coded victory") << R"("victory": {"conditions": [{"kind": "reachVP", "text": "x"}]})"
                                       << "victory.conditions[0].kind: a square-grid battle has no such key: victory conditions on a square grid are free text";
        QTest::newRow("unknown") << R"("colour": "red")" << "colour: unknown key (allowed here: format, formatVersion";
        QTest::newRow("far tile") << R"("vpMarkers": [{"hex": [1, 99999999]}])" << "vpMarkers[0].hex[1]: 99999999 is beyond";
    }
    void refusals() {
        QFETCH(QString, extra);
        QFETCH(QString, expected);
        const std::string err = readError(minimalWith(extra.toStdString()));
        QVERIFY2(err.find(expected.toStdString()) != std::string::npos, ("got: " + err).c_str());
    }

    void squareTilesHaveNoOrientation() {
        std::string t = kMinimal;
        t.replace(t.find("\"rows\": 5}"), 10, "\"rows\": 5, \"stagger\": \"odd\"}");
        t.replace(t.find("%s"), 2, "");
        QVERIFY(readError(t).find("board.stagger: a square-grid battle has no such key: square tiles are not staggered") !=
                std::string::npos);
        t = minimalWith("");
        t.replace(t.find("\"union\": {}"), 11, "\"union\": {\"commandAP\": 4}");
        QVERIFY(readError(t).find("sides.union.commandAP: a square-grid battle has no such key: initiative") != std::string::npos);
    }

    // The Hold the Line reader turns a square-grid file away at its ruleset, with the
    // reason; the dispatching reader gives it to the grid reader.
    void readersHandOver() {
        const std::string text = writeGridJson(gridBase());
        try {
            readScenarioJson(text, "grid.json");
            QFAIL("the Hold the Line reader read a square-grid battle");
        } catch (const ScenarioReadError& e) {
            QCOMPARE(e.jsonPath(), std::string("ruleset"));
            QVERIFY2(e.reason().find("unit data table") != std::string::npos, e.what());
        }
        AnyScenario any = readAnyScenarioJson(text, "grid.json");
        QVERIFY(any.other);
        QCOMPARE(any.other->ruleset().id, std::string("square-grid-v1.1"));
        QCOMPARE(any.other->toJson(), text);
        QVERIFY(any.other->validate().empty());

        const std::string hex = R"({"format": "muster-scenario", "formatVersion": 1, "board": {"columns": 5, "rows": 5},
            "sides": {"union": {}, "confederate": {}}})";
        any = readAnyScenarioJson(hex, "hex.json");
        QVERIFY(!any.other);
        QCOMPARE(any.hex.board.columns, 5);
        // The Eagle Games battle board has its own reader, which refuses a hex board's keys.
        std::string eagle = hex;
        eagle.insert(1, R"("ruleset": "eagle-games-cw-v1.8", )");
        try {
            readAnyScenarioJson(eagle, "e.json");
            QFAIL("a hex board read as an Eagle Games battle");
        } catch (const ScenarioReadError& e) {
            QVERIFY2(std::string(e.what()).find("board.columns") != std::string::npos, e.what());
        }
    }

    // The example battle in the test data reads, validates clean and writes back unchanged.
    void exampleFile() {
        const QString path = MUSTER_TEST_DATA "/grid/crossroads.json";
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string text = f.readAll().toStdString();
        const AnyScenario any = readAnyScenarioFile(path.toStdString());
        QVERIFY(any.other);
        for (const auto& i : any.other->validate()) qWarning("%s: %s", i.rule.c_str(), i.message.c_str());
        QVERIFY(any.other->validate().empty());
        QCOMPARE(any.other->toJson(), text);
    }
};

QTEST_GUILESS_MAIN(TestGridIo)
#include "test_grid_io.moc"
