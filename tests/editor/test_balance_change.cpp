// Each kind of suggested balance change made to the open scenario as one undo step
// (editor/commands/balance_change.h): the scenario becomes applyChange's, undo restores it,
// redo makes it again; a change whose starting value the scenario no longer holds is refused.
#include "editor/commands/balance_change.h"
#include "editor/document/scenario_document.h"
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

namespace {

Scenario battle() {
    return readScenarioJson(R"({"format": "muster-scenario", "formatVersion": 1, "title": "Duel",
      "board": {"columns": 9, "rows": 7}, "turns": 5,
      "sides": {"union": {"commandAP": 3, "homeEdge": "north"}, "confederate": {"commandAP": 4, "homeEdge": "south"}},
      "units": [{"id": "u1", "side": "union", "type": "infantry", "hex": [3,3], "sp": 4, "morale": "black"},
                {"id": "c1", "side": "confederate", "type": "infantry", "hex": [3,5], "sp": 4, "morale": "black"}],
      "vpMarkers": [{"hex": [4,4], "value": 1, "label": "Mill"}],
      "victory": {"eliminationVP": 1, "conditions": [{"kind": "reachVP", "side": "union", "vp": 3}, {"kind": "mostVPAtEnd"}]}})",
                            "duel");
}

} // namespace

class TestBalanceChange : public QObject {
    Q_OBJECT
private slots:
    void eachKindIsOneUndoStep_data() {
        using K = BalanceChange::Kind;
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::newRow("confederate command AP") << int(K::CommandAp) << int(Side::Confederate) << -1 << 4 << 2;
        QTest::newRow("union command AP") << int(K::CommandAp) << int(Side::Union) << -1 << 3 << 5;
        QTest::newRow("turns") << int(K::Turns) << 0 << -1 << 5 << 6;
        QTest::newRow("elimination VP") << int(K::EliminationVp) << 0 << -1 << 1 << 2;
        QTest::newRow("VP target") << int(K::VictoryVp) << 0 << 0 << 3 << 2;
        QTest::newRow("marker value") << int(K::MarkerValue) << 0 << 0 << 1 << 2;
    }
    void eachKindIsOneUndoStep() {
        QFETCH(int, kind);
        QFETCH(int, side);
        QFETCH(int, index);
        QFETCH(int, from);
        QFETCH(int, to);
        const BalanceChange c{BalanceChange::Kind(kind), Side(side), index, from, to};
        ScenarioDocument doc(battle());
        const Scenario before = doc.scenario();
        QVERIFY(applyBalanceChange(&doc, c, QStringLiteral("Balance")));
        QVERIFY(doc.scenario() == applyChange(before, c));
        QVERIFY(!(doc.scenario() == before));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Balance"));
        doc.undoStack()->undo();
        QVERIFY(doc.scenario() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.scenario() == applyChange(before, c));
        // Applied already: its starting value is gone, so a second click changes nothing.
        QVERIFY(!applyBalanceChange(&doc, c, QStringLiteral("Balance")));
        QCOMPARE(doc.undoStack()->count(), 1);
    }
};

QTEST_MAIN(TestBalanceChange)
#include "test_balance_change.moc"
