// Combat odds: the target is locked by a click instead of following
// the mouse, and the dock forgets attacker and target with their document or attacker.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "editor/docks/combat_dock.h"
#include "editor/document/selection.h"

#include <QPushButton>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestCombatTarget : public QObject {
    Q_OBJECT
private slots:
    void targetIsLockedByAClick() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* combat = w->findChild<CombatDock*>();
        QVERIFY(combat);
        w->selection()->set({"u5"}, {Offset{6, 4}});
        QCOMPARE(combat->attackerId(), std::string("u5"));
        combat->findChild<QPushButton*>("combatPickTarget")->click();
        QVERIFY(w->view()->isPicking());
        clickHex(*w, {5, 6});
        QCOMPARE(combat->target(), std::optional<Offset>(Offset{5, 6}));
        QVERIFY(!combat->isPickingTarget());
        // Moving the mouse on its way to the dock leaves the target where it was.
        QTest::mouseMove(vp(*w), w->view()->viewportPos({9, 8}));
        QTest::mouseMove(vp(*w), w->view()->viewportPos({12, 2}));
        QCOMPARE(combat->target(), std::optional<Offset>(Offset{5, 6}));
        QVERIFY2(combat->situationText().contains("range"), qPrintable(combat->situationText()));
    }

    void forgetsADeletedAttackerAndAnOldDocument() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* combat = w->findChild<CombatDock*>();
        w->selection()->set({"u5"}, {Offset{6, 4}});
        combat->setTarget({5, 6});
        edit::removeUnits(*w->document(), {"u5"});
        QVERIFY(combat->attackerId().empty());
        w->selection()->set({"u3"}, {Offset{6, 2}});
        combat->setTarget({5, 6});
        w->loadScenario(blankScenario());
        QVERIFY(combat->attackerId().empty());
        QVERIFY(!combat->target());
    }
};

QTEST_MAIN(TestCombatTarget)
#include "test_combat_target.moc"
