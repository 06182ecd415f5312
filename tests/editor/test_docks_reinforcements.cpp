// Reinforcements dock: per side, in turn order; clicking one selects it.
#include "editor/docks/reinforcements_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/document/scenario_document.h"

#include <QTest>
#include <QTreeWidget>

using namespace muster;

namespace {
Unit reinf(const char* id, Side side, int turn, Offset hex) {
    return Unit{id, side, UnitType::Infantry, std::string("Brigade ") + id, {}, 3, Morale::Black, Arrival{turn, hex}};
}
Scenario sample() {
    Scenario s;
    s.units.push_back(Unit{"u0", Side::Union, UnitType::Infantry, "On board", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(reinf("u5", Side::Union, 5, {1, 1}));
    s.units.push_back(reinf("u2", Side::Union, 2, {13, 1}));
    s.units.push_back(reinf("u3b", Side::Union, 3, {9, 1}));
    s.units.push_back(reinf("u3a", Side::Union, 3, {2, 1}));
    s.units.push_back(reinf("c4", Side::Confederate, 4, {1, 9}));
    s.units.push_back(reinf("c1", Side::Confederate, 1, {7, 9}));
    return s;
}
} // namespace

class TestDocksReinforcements : public QObject {
    Q_OBJECT
private slots:
    void listedInTurnOrder() {
        ScenarioDocument doc(sample());
        ReinforcementsDock dock(&doc);
        QCOMPARE(dock.listedUnits(Side::Union), (std::vector<std::string>{"u2", "u3a", "u3b", "u5"}));
        QCOMPARE(dock.listedUnits(Side::Confederate), (std::vector<std::string>{"c1", "c4"}));
        // A change of arrival turn re-sorts, and undo puts it back.
        Unit u = *doc.scenario().findUnit("u5");
        u.arrives->turn = 1;
        edit::changeUnit(doc, "u5", u);
        QCOMPARE(dock.listedUnits(Side::Union), (std::vector<std::string>{"u5", "u2", "u3a", "u3b"}));
        doc.undoStack()->undo();
        QCOMPARE(dock.listedUnits(Side::Union), (std::vector<std::string>{"u2", "u3a", "u3b", "u5"}));
    }

    void clickSelectsTheUnit() {
        ScenarioDocument doc(sample());
        ReinforcementsDock dock(&doc);
        dock.resize(360, 260);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        std::vector<Offset> hexes;
        std::vector<std::string> units;
        connect(&dock, &ReinforcementsDock::locate, [&](const std::vector<Offset>& h, const std::vector<std::string>& u) {
            hexes = h;
            units = u;
        });
        QTreeWidgetItem* item = dock.tree()->topLevelItem(1)->child(1); // c4
        QCOMPARE(item->text(1), QString("0109"));
        QTest::mouseClick(dock.tree()->viewport(), Qt::LeftButton, {}, dock.tree()->visualItemRect(item).center());
        QCOMPARE(units, (std::vector<std::string>{"c4"}));
        QCOMPARE(hexes, (std::vector<Offset>{{1, 9}}));
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_reinforcements.png"));
    }
};

QTEST_MAIN(TestDocksReinforcements)
#include "test_docks_reinforcements.moc"
