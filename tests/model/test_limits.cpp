// Upper bounds that keep a scenario playable (model/rules/limits.h): turns, command AP and
// VP values just past the bound are errors with their own rule id; at the bound they pass.
#include "model/io/scenario_json.h"
#include "model/rules/limits.h"
#include "model/rules/validator.h"

#include <QtTest>

#include <climits>
#include <functional>

using namespace muster;

namespace {

Scenario base() { return readScenarioFile(MUSTER_SCENARIOS "/shiloh.json"); }

int count(const Scenario& s, const std::string& rule) {
    int n = 0;
    for (const Issue& i : validate(s))
        if (i.rule == rule) {
            if (i.severity != Severity::Error) qFatal("%s is not an error", rule.c_str());
            ++n;
        }
    return n;
}

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void bounds_data() {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("which");  // 0 turns, 1 command AP, 2 marker value, 3 eliminationVP, 4 VP target
        QTest::newRow("turns") << "scenario.turns-limit" << kMaxTurns << 0;
        QTest::newRow("command AP") << "scenario.command-ap-limit" << kMaxCommandAP << 1;
        QTest::newRow("marker value") << "victory.vp-limit" << kMaxVpValue << 2;
        QTest::newRow("eliminationVP") << "victory.vp-limit" << kMaxVpValue << 3;
        QTest::newRow("VP target") << "victory.vp-limit" << kMaxVpTarget << 4;
    }
    void bounds() {
        QFETCH(QString, rule);
        QFETCH(int, limit);
        QFETCH(int, which);
        const std::string r = rule.toStdString();
        auto with = [&](int v) {
            Scenario s = base();
            switch (which) {
            case 0: s.turns = v; break;
            case 1: s.side(Side::Confederate).commandAP = v; break;
            case 2: s.vpMarkers.at(0).value = v; break;
            case 3: s.victory.eliminationVP = v; break;
            case 4: s.victory.conditions = {VictoryCondition{VictoryKind::ReachVP, Side::Union, v, std::nullopt, {}}}; break;
            }
            return s;
        };
        QCOMPARE(count(base(), r), 0);
        QCOMPARE(count(with(limit), r), 0);
        QCOMPARE(count(with(limit + 1), r), 1);
        QCOMPARE(count(with(INT_MAX), r), 1);
        // The incremental validator agrees with the full pass.
        IncrementalValidator inc;
        inc.reset(with(INT_MAX));
        int n = 0;
        for (const Issue& i : inc.issues()) n += i.rule == r;
        QCOMPARE(n, 1);
    }

    // A long ruleset name in its message is cut before a character, not inside one.
    void rulesetCutAtCharacter() {
        Scenario s = base();
        s.ruleset = std::string(63, 'r') + "\xc3\xa9\xc3\xa9";
        for (const Issue& i : validate(s)) {
            const QByteArray m = QByteArray::fromStdString(i.message);
            QCOMPARE(QString::fromUtf8(m).toUtf8(), m);  // valid UTF-8
        }
    }
};

QTEST_GUILESS_MAIN(TestLimits)
#include "test_limits.moc"
