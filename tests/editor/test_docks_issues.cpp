// Issues dock: live list of validation findings; clicking one locates it.
#include "editor/docks/issues_dock.h"
#include "editor/document/scenario_document.h"

#include <QLabel>
#include <QTest>
#include <QTreeWidget>

using namespace muster;

namespace {
Scenario twoInfantryInOneHex() {
    Scenario s;
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "A", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Infantry, "B", Offset{4, 5}, 3, Morale::Black, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "C", Offset{9, 2}, 3, Morale::Black, {}});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

QTreeWidgetItem* findRule(QTreeWidget* t, const QString& rule) {
    for (int i = 0; i < t->topLevelItemCount(); ++i)
        if (t->topLevelItem(i)->text(1) == rule) return t->topLevelItem(i);
    return nullptr;
}
} // namespace

class TestDocksIssues : public QObject {
    Q_OBJECT
private slots:
    void listsStackingAndLocatesIt() {
        ScenarioDocument doc(twoInfantryInOneHex());
        IssuesDock dock(&doc);
        dock.resize(640, 240);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTreeWidgetItem* item = findRule(dock.tree(), "stacking.combat-units");
        QVERIFY(item);
        QCOMPARE(item->text(2), QString("4.4"));
        QCOMPARE(item->text(4), QString("0405"));
        QVERIFY(!item->text(3).isEmpty());

        std::vector<Offset> hexes;
        std::vector<std::string> units;
        int located = 0;
        connect(&dock, &IssuesDock::locate, [&](const std::vector<Offset>& h, const std::vector<std::string>& u) {
            hexes = h;
            units = u;
            ++located;
        });
        const QRect r = dock.tree()->visualItemRect(item);
        QTest::mouseClick(dock.tree()->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(located, 1);
        QCOMPARE(hexes, (std::vector<Offset>{{4, 5}}));
        QCOMPARE(units, (std::vector<std::string>{"u1", "u2"}));
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_issues.png"));

        // Moving one away clears it, live; undo brings it back.
        doc.moveUnitsTo({{"u2", Offset{5, 5}}});
        QVERIFY(!findRule(dock.tree(), "stacking.combat-units"));
        doc.undoStack()->undo();
        QVERIFY(findRule(dock.tree(), "stacking.combat-units"));
        QCOMPARE(dock.tree()->topLevelItemCount(), int(doc.issues().size()));
    }

    void filterNarrowsTheList() {
        Scenario s = twoInfantryInOneHex();
        s.units.push_back(Unit{"l1", Side::Union, UnitType::Leader, "Alone", Offset{8, 8}, {}, {}, {}});
        ScenarioDocument doc(s);
        IssuesDock dock(&doc);
        QVERIFY(findRule(dock.tree(), "placement.leader-alone"));
        QVERIFY(dock.tree()->topLevelItemCount() >= 2);
        dock.setFilter("stacking");
        QCOMPARE(dock.visibleCount(), 1);
        dock.setFilter("0808");
        QCOMPARE(dock.visibleCount(), 1);
        QVERIFY(!findRule(dock.tree(), "placement.leader-alone")->isHidden());
        dock.setFilter("");
        QCOMPARE(dock.visibleCount(), dock.tree()->topLevelItemCount());
    }

    void cleanScenarioSaysSo() {
        Scenario s = twoInfantryInOneHex();
        s.units[1].hex = Offset{5, 5};
        ScenarioDocument doc(s);
        IssuesDock dock(&doc);
        QCOMPARE(dock.tree()->topLevelItemCount(), int(doc.issues().size()));
        QVERIFY(!findRule(dock.tree(), "stacking.combat-units"));
        QVERIFY(doc.issues().empty());
        QVERIFY(dock.findChild<QLabel*>("issuesSummary")->text().startsWith("No issues"));
    }
};

QTEST_MAIN(TestDocksIssues)
#include "test_docks_issues.moc"
