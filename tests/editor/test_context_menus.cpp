// Context menus and VP markers that can be edited after placing
// (item 8): right-click actions on a unit, a hex, a VP marker and a Reinforcements row;
// the Inspector edits the selected hex's marker; the VP tool places it with a holder.
#include "editor_test_util.h"

#include "editor/docks/inspector_dock.h"
#include "editor/docks/reinforcements_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"

#include <QComboBox>
#include <QContextMenuEvent>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTreeWidget>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
QPointF blockCentre(MainWindow& w, const std::string& id) {
    const Unit* u = w.document()->scenario().findUnit(id);
    for (const auto& piece : w.view()->boardPainter().stackAt(*u->hex))
        if (piece.unit->id == id) return piece.block.center();
    return {};
}
QAction* action(QMenu* m, const char* name) { return m->findChild<QAction*>(QLatin1String(name)); }
} // namespace

class TestContextMenus : public QObject {
    Q_OBJECT
private slots:
    void unitMenu() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        std::unique_ptr<QMenu> m(w->boardContextMenu(blockCentre(*w, "u2")));
        for (const char* n : {"ctxEditUnit", "ctxDuplicateUnit", "ctxMakeReinforcement", "ctxDeleteUnit",
                              "ctxSelectStack", "ctxTerrainEffects"})
            QVERIFY2(action(m.get(), n), n);
        QVERIFY(action(m.get(), "ctxEditUnit")->text().contains("Battery B"));

        action(m.get(), "ctxEditUnit")->trigger();
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"u2"});

        const std::size_t n = doc->scenario().units.size();
        action(m.get(), "ctxDuplicateUnit")->trigger();
        QCOMPARE(doc->scenario().units.size(), n + 1);
        const Unit& copy = doc->scenario().units.back();
        // A copy is a new unit: a fresh default name, never a second "Battery B".
        QCOMPARE(copy.name, std::string("Union Battery A"));
        QVERIFY(copy.type == UnitType::Artillery);
        QCOMPARE(copy.hex, std::optional<Offset>(Offset{4, 3}));
        QVERIFY(copy.id != "u2");

        action(m.get(), "ctxMakeReinforcement")->trigger();
        const Unit* u2 = doc->scenario().findUnit("u2");
        QVERIFY(!u2->hex);
        QCOMPARE(u2->arrives->hex, (Offset{4, 3}));

        m.reset(w->boardContextMenu(blockCentre(*w, "u1")));
        action(m.get(), "ctxSelectStack")->trigger();
        QCOMPARE(w->selection()->units().size(), std::size_t(3)); // u1, Hooker and the copy
        action(m.get(), "ctxDeleteUnit")->trigger();
        QVERIFY(!doc->scenario().findUnit("u1"));
    }

    void hexAndVpMarkerMenu() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        // Dunker Church: a town hex with a VP marker and no units.
        const QPointF church = w->view()->boardPainter().hexCentre({6, 6}) + QPointF(0, 20);
        std::unique_ptr<QMenu> m(w->boardContextMenu(church));
        QVERIFY(!action(m.get(), "ctxEditUnit"));
        QVERIFY(action(m.get(), "ctxEditVp"));
        QVERIFY(action(m.get(), "ctxTerrainEffects")->text().contains("Town"));
        action(m.get(), "ctxTerrainEffects")->trigger();
        auto* rules = w->findChild<RulesDock*>();
        QVERIFY(rules->currentEntryId().contains("town"));
        action(m.get(), "ctxEditVp")->trigger();
        QCOMPARE(w->selection()->hexes(), std::vector<Offset>{Offset({6, 6})});
        action(m.get(), "ctxDeleteVp")->trigger();
        QCOMPARE(doc->scenario().vpMarkers.size(), std::size_t(1));

        // A real right click on the board opens the menu (closed again at once).
        QTimer::singleShot(0, [] {
            if (auto* popup = qobject_cast<QMenu*>(QApplication::activePopupWidget())) popup->close();
        });
        const QPoint at = w->view()->viewportPos({6, 3});
        QContextMenuEvent e(QContextMenuEvent::Mouse, at, vp(*w)->mapToGlobal(at));
        QCoreApplication::sendEvent(vp(*w), &e);
        QVERIFY(e.isAccepted());
    }

    void reinforcementRowMenu() {
        Scenario s = sampleBattle();
        s.units.push_back(Unit{"c9", Side::Confederate, UnitType::Cavalry, "Stuart", {}, 2, Morale::Black, Arrival{3, {13, 9}}});
        auto w = makeWindow(s);
        QVERIFY(w);
        auto* dock = w->findChild<ReinforcementsDock*>();
        QTreeWidgetItem* row = nullptr;
        for (QTreeWidgetItemIterator it(dock->tree()); *it; ++it)
            if ((*it)->text(2).contains("Stuart")) row = *it;
        QVERIFY(row);
        std::unique_ptr<QMenu> m(dock->contextMenuFor(row));
        QVERIFY(m);
        action(m.get(), "ctxEditUnit")->trigger();
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"c9"});
        action(m.get(), "ctxCancelReinforcement")->trigger();
        const Unit* c9 = w->document()->scenario().findUnit("c9");
        QCOMPARE(c9->hex, std::optional<Offset>(Offset{13, 9}));
        QVERIFY(!c9->arrives);
    }

    void inspectorEditsTheSelectedHexsVpMarker() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        auto* inspector = w->findChild<InspectorDock*>();
        auto* editor = inspector->findChild<QWidget*>("vpMarkerEditor");
        QVERIFY(editor);
        w->selection()->set({}, {Offset{6, 3}}); // the Cornfield marker, held by nobody
        QVERIFY(!editor->isHidden());
        auto* value = editor->findChild<QSpinBox*>("vpValue");
        auto* side = editor->findChild<QComboBox*>("vpSide");
        auto* label = editor->findChild<QLineEdit*>("vpLabel");
        QCOMPARE(label->text(), QString("Cornfield"));
        value->setValue(3);
        side->setCurrentIndex(side->findData(int(Side::Union)));
        emit side->activated(side->currentIndex());
        label->setText("The Cornfield");
        emit label->editingFinished();
        const VpMarker& m = doc->scenario().vpMarkers[1];
        QCOMPARE(m.value, 3);
        QCOMPARE(m.side, std::optional<Side>(Side::Union));
        QCOMPARE(m.label, std::string("The Cornfield"));
        QCOMPARE(doc->undoStack()->count(), 3);
        doc->undoStack()->undo();
        QCOMPARE(label->text(), QString("Cornfield"));
        // A hex without a marker hides the editor.
        w->selection()->set({}, {Offset{1, 1}});
        QVERIFY(editor->isHidden());
    }

    void vpToolPlacesWithTheChosenHolder() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* holder = w->findChild<QComboBox*>("optVpSide");
        QVERIFY(holder);
        holder->setCurrentIndex(holder->findData(int(Side::Confederate)));
        emit holder->activated(holder->currentIndex());
        w->activateTool("vp");
        clickHex(*w, {9, 6});
        const VpMarker& m = w->document()->scenario().vpMarkers.back();
        QCOMPARE(m.hex, (Offset{9, 6}));
        QCOMPARE(m.side, std::optional<Side>(Side::Confederate));
    }
};

QTEST_MAIN(TestContextMenus)
#include "test_context_menus.moc"
