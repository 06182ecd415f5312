// Inspector dock: edits go through the document, one undo step each.
#include "editor/docks/inspector_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/document/scenario_document.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace muster;

namespace {
Scenario sample() {
    Scenario s;
    s.title = "Inspector test";
    s.terrain.set({3, 4}, Terrain::Woods);
    s.vpMarkers.push_back(VpMarker{{3, 4}, Side::Confederate, 2, "Dunker Church"});
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "Iron Brigade", Offset{3, 4}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"u2", Side::Union, UnitType::Cavalry, "Buford", Offset{5, 5}, 2, Morale::Black, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "Hood", Offset{8, 2}, 3, Morale::Green, {}});
    return s;
}
} // namespace

class TestDocksInspector : public QObject {
    Q_OBJECT
private slots:
    void editNameIsOneUndoStep() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.show();
        dock.setSelectedUnits({"u1"});
        auto* name = dock.findChild<QLineEdit*>("unitName");
        QVERIFY(name);
        QCOMPARE(name->text(), QString("Iron Brigade"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, "Meredith");
        QCOMPARE(doc.undoStack()->count(), 0); // no step per keystroke
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(doc.scenario().findUnit("u1")->name, std::string("Meredith"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().findUnit("u1")->name, std::string("Iron Brigade"));
        QCOMPARE(name->text(), QString("Iron Brigade")); // reflected back after undo
        name->setText("Pending");
        dock.commitPendingEdits();
        QCOMPARE(doc.scenario().findUnit("u1")->name, std::string("Pending"));
    }

    void editStrengthMoraleSideType() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.setSelectedUnits({"u1"});
        auto* sp = dock.findChild<QSpinBox*>("unitSp");
        sp->setValue(2);
        QCOMPARE(doc.scenario().findUnit("u1")->sp, std::optional<int>(2));
        auto* morale = dock.findChild<QComboBox*>("unitMorale");
        morale->setCurrentIndex(morale->findData(int(Morale::Green)));
        emit morale->activated(morale->currentIndex());
        QCOMPARE(doc.scenario().findUnit("u1")->morale, std::optional<Morale>(Morale::Green));
        auto* side = dock.findChild<QComboBox*>("unitSide");
        side->setCurrentIndex(side->findData(int(Side::Confederate)));
        emit side->activated(side->currentIndex());
        QVERIFY(doc.scenario().findUnit("u1")->side == Side::Confederate);
        auto* type = dock.findChild<QComboBox*>("unitType");
        type->setCurrentIndex(type->findData(int(UnitType::Leader)));
        emit type->activated(type->currentIndex());
        const Unit* u = doc.scenario().findUnit("u1");
        QVERIFY(u->type == UnitType::Leader);
        QVERIFY(!u->morale); // a leader has no morale colour
        QVERIFY(!u->sp);
        QCOMPARE(doc.undoStack()->count(), 4);
        for (int i = 0; i < 4; ++i) doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), sample());
        QCOMPARE(sp->value(), 4);
    }

    void multiSelectionIsOneStep() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.setSelectedUnits({"u1", "u2"});
        auto* morale = dock.findChild<QComboBox*>("unitMorale");
        QCOMPARE(morale->currentIndex(), -1); // they differ
        morale->setCurrentIndex(morale->findData(int(Morale::Green)));
        emit morale->activated(morale->currentIndex());
        QCOMPARE(doc.scenario().findUnit("u1")->morale, std::optional<Morale>(Morale::Green));
        QCOMPARE(doc.scenario().findUnit("u2")->morale, std::optional<Morale>(Morale::Green));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), sample());
    }

    void arrivalEdits() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.setSelectedUnits({"c1"});
        auto* reinf = dock.findChild<QCheckBox*>("unitReinforcement");
        reinf->setChecked(true);
        const Unit* u = doc.scenario().findUnit("c1");
        QVERIFY(u->isReinforcement());
        QCOMPARE(u->arrives->hex, (Offset{8, 2}));
        dock.findChild<QSpinBox*>("arrivalTurn")->setValue(3);
        dock.findChild<QSpinBox*>("arrivalRow")->setValue(1);
        u = doc.scenario().findUnit("c1");
        QCOMPARE(u->arrives->turn, 3);
        QCOMPARE(u->arrives->hex, (Offset{8, 1}));
        QCOMPARE(doc.undoStack()->count(), 3);
        doc.undoStack()->undo();
        QCOMPARE(dock.findChild<QSpinBox*>("arrivalRow")->value(), 2);
    }

    void removedUnitLeavesTheSelection() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.setSelectedUnits({"u1", "u2"});
        edit::removeUnits(doc, {"u2"});
        QCOMPARE(dock.selectedUnits(), std::vector<std::string>{"u1"});
        QCOMPARE(dock.findChild<QLineEdit*>("unitName")->text(), QString("Iron Brigade"));
        edit::removeUnits(doc, {"u1"});
        QVERIFY(dock.selectedUnits().empty());
        QVERIFY(!dock.findChild<QLineEdit*>("unitName")->isVisibleTo(&dock));
    }

    void hoveredHexExplainsTerrain() {
        ScenarioDocument doc(sample());
        InspectorDock dock(&doc);
        dock.setHoveredHex(Offset{3, 4});
        auto* title = dock.findChild<QLabel*>("hexTitle");
        auto* fx = dock.findChild<QLabel*>("hexEffects");
        QVERIFY(title->text().contains("0304"));
        QVERIFY(title->text().contains("Wood"));
        QVERIFY(fx->text().contains("2.2.5"));
        QVERIFY(fx->text().contains("Iron Brigade"));
        QVERIFY(fx->text().contains("Dunker Church (2 VP, held by Confederate)"));
        dock.setHoveredHex(Offset{20, 1});
        QVERIFY(title->text().contains("off the board"));
        dock.resize(320, 560);
        dock.setHoveredHex(Offset{3, 4});
        dock.setSelectedUnits({"u1"});
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_inspector.png"));
    }
};

QTEST_MAIN(TestDocksInspector)
#include "test_docks_inspector.moc"
