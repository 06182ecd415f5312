// Scenario JSON reader/writer: round trips, canonical bytes, the DESIGN.md example.
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

// Tests of readScenarioJson/writeScenarioJson on well-formed scenarios.
class TestIo : public QObject {
    Q_OBJECT
private slots:
    void designExample();
};

void TestIo::designExample() {
    const Scenario s = readScenarioFile(MUSTER_TEST_DATA "/io/design_example.json");
    QCOMPARE(s.title, std::string("The Cornfield"));
    QCOMPARE(s.board.columns, 13);
    QCOMPARE(s.side(Side::Union).commandAP, 5);
    QCOMPARE(s.units.size(), std::size_t(3));
    QVERIFY(s.units[2].isReinforcement());
    QVERIFY(s.units[2].arrives->hex == (Offset{1, 9}));
    QVERIFY(s.terrainAt({3, 5}) == Terrain::Woods);
    QCOMPARE(s.optionalRules, std::vector<std::string>{"11.3"});
    const std::string text = writeScenarioJson(s);
    const Scenario back = readScenarioJson(text, "written");
    QVERIFY(back == s);
    QCOMPARE(writeScenarioJson(back), text);
}

QTEST_GUILESS_MAIN(TestIo)
#include "test_io.moc"
