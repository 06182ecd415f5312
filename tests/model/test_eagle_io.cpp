// Eagle Games battles in the scenario file format: round trip, canonical bytes, the
// reader's refusals with their JSON path, and the hand-over from the ruleset peek.
#include "eagle_base.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_battle.h"
#include "model/systems/eagle/eagle_json.h"

#include <QFile>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

EagleScenario everything() {
    EagleScenario s = eagleBase();
    s.subtitle = "A \"quoted\" line\nand é 🎖";
    s.author = "Tests";
    s.date = "1863-07-01";
    s.briefing = "Brief.";
    s.historicalNotes = "Notes.";
    s.tags = {"eagle", "test"};
    s.size = EagleSize::Major;
    s.units[0].elite = true;
    s.units[4].type = EagleUnitType::EliteCavalry;
    s.units[5].name.clear();
    s.notes = {"Fog until the second turn."};
    return s;
}

std::string readError(const std::string& text) {
    try {
        readEagleJson(text, "e.json");
    } catch (const ScenarioReadError& e) {
        return e.what();
    }
    return {};
}

const char* kMinimal = R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "eagle-games-cw-v1.8",
  "board": {}, "sides": {"union": {}, "confederate": {}} %s})";

std::string minimalWith(const std::string& extra) {
    std::string s = kMinimal;
    s.replace(s.find("%s"), 2, extra.empty() ? "" : ", " + extra);
    return s;
}

} // namespace

class TestEagleIo : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        const EagleScenario s = everything();
        const std::string text = writeEagleJson(s);
        const EagleScenario back = readEagleJson(text, "e.json");
        QVERIFY(back == s);
        QCOMPARE(writeEagleJson(back), text);
        QVERIFY(text.find("\"elite\": true") != std::string::npos);
        QVERIFY(text.find("\"space\": \"center\"") != std::string::npos);
    }

    // Absent optional values stay absent; defaults are the seed's (no budget, size derived).
    void minimalFile() {
        const EagleScenario s = readEagleJson(minimalWith(""), "e.json");
        QVERIFY(!s.size && !s.points);
        QVERIFY(s.units.empty());
        const std::string text = writeEagleJson(s);
        QVERIFY(text.find("\"board\": {},") != std::string::npos);
        QVERIFY(text.find("\"points\"") == std::string::npos);
        QVERIFY(readEagleJson(text, "e.json") == s);
    }

    void refusals_data() {
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");
        QTest::newRow("terrain") << R"("terrain": [])" << "terrain" << "spaces, not terrain";
        QTest::newRow("turns") << R"("turns": 3)" << "turns" << "retreats";
        QTest::newRow("victory") << R"("victory": {})" << "victory" << "002 Turns and Ending";
        QTest::newRow("board columns") << R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "eagle-games-cw-v1.8",
  "board": {"columns": 3}, "sides": {"union": {}, "confederate": {}}})" << "board.columns" << "fixed set of spaces";
        QTest::newRow("bad size") << R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "eagle-games-cw-v1.8",
  "board": {"size": "huge"}, "sides": {"union": {}, "confederate": {}}})" << "board.size" << "major or minor";
        QTest::newRow("fraction points") << R"("points": 2.5)" << "points" << "integer";
        QTest::newRow("unknown key") << R"("armies": [])" << "armies" << "unknown key";
        QTest::newRow("unit hex")
            << R"("units": [{"id": "a", "side": "union", "type": "infantry", "space": "left", "hex": [1,1]}])"
            << "units[0].hex" << "give \"space\"";
        QTest::newRow("unit space")
            << R"("units": [{"id": "a", "side": "union", "type": "infantry", "space": "flank"}])" << "units[0].space"
            << "reserve, left, center, right, line, middle";
        QTest::newRow("unit type")
            << R"("units": [{"id": "a", "side": "union", "type": "gunboat", "space": "left"}])" << "units[0].type"
            << "elite-cavalry";
        QTest::newRow("no space") << R"("units": [{"id": "a", "side": "union", "type": "infantry"}])"
                                  << "units[0].space" << "required";
        QTest::newRow("elite not bool")
            << R"("units": [{"id": "a", "side": "union", "type": "infantry", "space": "left", "elite": 1}])"
            << "units[0].elite" << "true or false";
        QTest::newRow("command AP") << R"({"format": "muster-scenario", "formatVersion": 1, "ruleset": "eagle-games-cw-v1.8",
  "board": {}, "sides": {"union": {"commandAP": 3}, "confederate": {}}})"
                                    << "sides.union.commandAP" << "command points";
    }
    void refusals() {
        QFETCH(QString, extra);
        QFETCH(QString, path);
        QFETCH(QString, words);
        std::string text = extra.startsWith("{") ? std::string() : minimalWith(extra.toStdString());
        // A whole file when the row gives one (to change what the minimal file has).
        if (extra.startsWith("{")) text = extra.toStdString();
        const std::string e = readError(text);
        QVERIFY2(e.find("e.json: " + path.toStdString() + ":") != std::string::npos, e.c_str());
        QVERIFY2(e.find(words.toStdString()) != std::string::npos, e.c_str());
    }

    // A file naming the Eagle Games ruleset goes to this reader, not the hex one.
    void rulesetSelectsTheReader() {
        const std::string text = writeEagleJson(eagleBase());
        AnyScenario any = readAnyScenarioJson(text, "e.json");
        QVERIFY(any.other);
        QCOMPARE(any.other->ruleset().id, std::string("eagle-games-cw-v1.8"));
        QCOMPARE(any.other->toJson(), text);
        QVERIFY(any.other->validate().empty());
        QVERIFY(eagleScenarioOf(*any.other));
        QVERIFY(!any.other->lineOfSight({1, 1}, {2, 2}).error.empty());
    }

    // The example battle in the test data reads, validates clean and writes back unchanged.
    void exampleFile() {
        QFile f(MUSTER_TEST_DATA "/eagle/stand_alone.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::string text = f.readAll().toStdString();
        const EagleScenario s = readEagleJson(text, "stand_alone.json");
        QCOMPARE(writeEagleJson(s), text);
        const auto battle = makeEagleBattle(s);
        for (const auto& i : battle->validate()) qWarning("%s: %s", i.rule.c_str(), i.message.c_str());
        QVERIFY(battle->validate().empty());
        QCOMPARE(eaglePoints(s, Side::Union), 28);
        QCOMPARE(eaglePoints(s, Side::Confederate), 25);
    }
};

QTEST_GUILESS_MAIN(TestEagleIo)
#include "test_eagle_io.moc"
