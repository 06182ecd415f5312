// The Combat odds dock asks the engine whether an attack is allowed (engine/combat_preview:
// checkAction on the scenario as a game state) instead of restating 3.1.4, 8.3.1 and 11.1:
// a hex holding only the attacker's own units is no target, an empty hex is asked about as
// if an enemy stood there, and 11.1 comes with the scenario's optional rules.
#include "editor/docks/combat_dock.h"

#include <QStandardPaths>
#include <QtTest>

using namespace muster;

namespace {
Scenario field() {
    Scenario s;
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "", Offset{3, 5}, 4, Morale::Black, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Infantry, "", Offset{4, 5}, 4, Morale::Black, {}});
    s.units.push_back(Unit{"a1", Side::Union, UnitType::Artillery, "", Offset{3, 4}, 2, Morale::Black, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "", Offset{2, 5}, 3, Morale::Gold, {}});
    return s;
}
} // namespace

class TestCombatRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Used to show odds against a "hypothetical defender" standing among the attacker's own.
    void ownUnitsAreNoTarget() {
        Scenario s = field();
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("u1");
        dock.setTarget({4, 5});
        QVERIFY(!dock.fireOdds());
        QVERIFY(!dock.closeOdds());
        QVERIFY2(dock.fireStatus().contains("no enemy infantry, cavalry or artillery there (8.0.1)"), qPrintable(dock.fireStatus()));
        QVERIFY2(dock.closeStatus().contains("no enemy infantry, cavalry or artillery there (8.3.1)"), qPrintable(dock.closeStatus()));
    }

    void emptyHexIsAskedAsIfAnEnemyStoodThere() {
        Scenario s = field();
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("u1");
        dock.setTarget({3, 6});
        QVERIFY2(dock.fireOdds(), qPrintable(dock.fireStatus()));
        QVERIFY2(dock.closeOdds(), qPrintable(dock.closeStatus()));
        QVERIFY2(dock.situationText().contains("hypothetical"), qPrintable(dock.situationText()));
    }

    // Who may close combat is the engine's rule too (6.2.2, 8.3.1), as is adjacency.
    void closeCombatGatesComeFromTheEngine() {
        Scenario s = field();
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("a1");
        dock.setTarget({2, 5});
        QVERIFY(!dock.closeOdds());
        QVERIFY2(dock.closeStatus().contains("only infantry and cavalry may close combat (6.2.2, 8.3.1)"),
                 qPrintable(dock.closeStatus()));
        dock.setAttacker("u2");
        QVERIFY(!dock.closeOdds());
        QVERIFY2(dock.closeStatus().contains("not adjacent (6.2.2, 8.3.1)"), qPrintable(dock.closeStatus()));
    }

    // 11.1: the attacker's morale check comes with the scenario's optional rule.
    void attackerMoraleCheckFollowsTheScenario() {
        Scenario s = field();
        CombatDock dock;
        dock.setScenario(&s);
        dock.setAttacker("u1");
        dock.setTarget({2, 5});
        QVERIFY(dock.closeOdds());
        QVERIFY(!dock.closeOdds()->attackerPasses);
        s.optionalRules.push_back("11.1");
        dock.recompute();  // what the main window does when the document changes
        QVERIFY(dock.closeOdds());
        QVERIFY(dock.closeOdds()->attackerPasses);
    }
};

QTEST_MAIN(TestCombatRules)
#include "test_combat_rules.moc"
