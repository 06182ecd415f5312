// Scenario dock and victory editor: every edit is one undo step and undo shows back.
#include "editor/dialogs/board_resize.h"
#include "editor/docks/scenario_dock.h"
#include "editor/docks/victory_editor.h"
#include "editor/document/scenario_document.h"
#include "editor_test_util.h"
#include "model/rules/limits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QApplication>
#include <QMessageBox>
#include <QTest>
#include <QTimer>

using namespace muster;

namespace {
Scenario sample() {
    Scenario s;
    s.title = "The Cornfield";
    s.turns = 8;
    s.terrain.set({3, 5}, Terrain::Woods);
    s.terrain.set({12, 8}, Terrain::Town);
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "Iron Brigade", Offset{4, 5}, 4, Morale::Gold, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Infantry, "Hood", Offset{12, 8}, 3, Morale::Black, {}});
    s.units.push_back(Unit{"c9", Side::Confederate, UnitType::Cavalry, "Stuart", {}, 2, Morale::Black, Arrival{3, {13, 9}}});
    s.vpMarkers.push_back(VpMarker{{11, 2}, Side::Confederate, 1, "Dunker Church"});
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::HoldAtEnd, Side::Union, {}, {}, {{4, 5}, {11, 2}}});
    return s;
}
} // namespace

class TestDocksScenario : public QObject {
    Q_OBJECT
private slots:
    void titleEditIsOneStepPerEditingFinished() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.show();
        auto* title = dock.findChild<QLineEdit*>("title");
        QCOMPARE(title->text(), QString("The Cornfield"));
        title->setFocus();
        title->selectAll();
        QTest::keyClicks(title, "West Woods");
        QCOMPARE(doc.undoStack()->count(), 0);
        QTest::keyClick(title, Qt::Key_Return);
        QCOMPARE(doc.scenario().title, std::string("West Woods"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().title, std::string("The Cornfield"));
        QCOMPARE(title->text(), QString("The Cornfield"));
        doc.undoStack()->redo();
        QCOMPARE(title->text(), QString("West Woods"));
    }

    void briefingCommitsOnFocusOut() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* briefing = dock.findChild<QPlainTextEdit*>("briefing");
        briefing->setPlainText("Hold the ridge.");
        QCOMPARE(doc.undoStack()->count(), 0);
        QFocusEvent out(QEvent::FocusOut);
        QCoreApplication::sendEvent(briefing, &out);
        QCOMPARE(doc.scenario().briefing, std::string("Hold the ridge."));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void typingCommitsAfterAPauseOrOnRequest() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* notes = dock.findChild<QPlainTextEdit*>("historicalNotes");
        notes->setFocus();
        QTest::keyClicks(notes, "Fought at dawn.");
        QCOMPARE(doc.undoStack()->count(), 0); // not per keystroke
        test::turnUntil([&] { return doc.scenario().historicalNotes == std::string("Fought at dawn."); });
        QCOMPARE(doc.scenario().historicalNotes, std::string("Fought at dawn."));
        QCOMPARE(doc.undoStack()->count(), 1);
        // Saving with the focus still in a field: the window commits it first.
        auto* author = dock.findChild<QLineEdit*>("author");
        author->setFocus();
        QTest::keyClicks(author, "A. Designer");
        dock.commitPendingEdits();
        QCOMPARE(doc.scenario().author, std::string("A. Designer"));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    // A marker the tool gave its automatic holder follows a new home edge in the same undo
    // step; one whose holder was set by hand keeps it.
    void automaticMarkerHoldersFollowHomeEdges() {
        Scenario s = sample();
        s.vpMarkers.push_back(VpMarker{{1, 8}, Side::Confederate, 1, "Mumma Farm"}); // automatic: the south half
        s.vpMarkers.push_back(VpMarker{{1, 7}, Side::Union, 1, "Roulette Farm"});    // set by hand
        ScenarioDocument doc(s);
        ScenarioDock dock(&doc);
        auto* edge = dock.findChild<QComboBox*>("unionEdge");
        edge->setCurrentIndex(edge->findData(int(Edge::West)));
        emit edge->activated(edge->currentIndex());
        QVERIFY(doc.scenario().side(Side::Union).homeEdge == Edge::West);
        QVERIFY(doc.scenario().vpMarkers[1].side == Side::Union);       // now on the Union's side
        QVERIFY(doc.scenario().vpMarkers[2].side == Side::Union);       // kept
        QVERIFY(doc.scenario().vpMarkers[0].side == Side::Confederate); // kept
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY2(doc.undoStack()->undoText().contains("1 VP marker"), qPrintable(doc.undoStack()->undoText()));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), s);
        // Counting control at the end, nobody holds a marker at the start automatically;
        // back to removal on capture, the automatic ones get their holder again.
        auto* mode = dock.findChild<QComboBox*>("vpMarkerMode");
        QVERIFY(mode);
        mode->setCurrentIndex(mode->findData(int(VpMarkerMode::ControlAtEnd)));
        emit mode->activated(mode->currentIndex());
        QVERIFY(doc.scenario().vpMarkers[1].side == Side::Confederate); // unchanged: a start holder is fine there
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void turnsApFirstSideRules() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.findChild<QSpinBox*>("turns")->setValue(10);
        QCOMPARE(doc.scenario().turns, 10);
        auto* ap = dock.findChild<QSpinBox*>("confederateAP");
        QVERIFY(ap);
        ap->setValue(6);
        QCOMPARE(doc.scenario().side(Side::Confederate).commandAP, 6);
        QCOMPARE(doc.scenario().side(Side::Union).commandAP, sample().side(Side::Union).commandAP);
        auto* edge = dock.findChild<QComboBox*>("unionEdge");
        edge->setCurrentIndex(edge->findData(int(Edge::West)));
        emit edge->activated(edge->currentIndex());
        QVERIFY(doc.scenario().side(Side::Union).homeEdge == Edge::West);
        dock.findChild<QCheckBox*>("optional_11.3")->setChecked(true);
        QVERIFY(doc.scenario().hasOptionalRule("11.3"));
        QCOMPARE(doc.undoStack()->count(), 4);
        doc.undoStack()->undo();
        QVERIFY(!dock.findChild<QCheckBox*>("optional_11.3")->isChecked());
        // The rule's name beside the box (a wrapping label) toggles it too.
        auto* name = dock.findChild<QLabel*>("optionalName_11.3");
        QVERIFY(name);
        QTest::mouseClick(name, Qt::LeftButton);
        QVERIFY(doc.scenario().hasOptionalRule("11.3"));
        doc.undoStack()->undo();
        QVERIFY(!doc.scenario().hasOptionalRule("11.3"));
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(ap->value(), sample().side(Side::Confederate).commandAP);
        doc.undoStack()->undo();
        QCOMPARE(dock.findChild<QSpinBox*>("turns")->value(), 8);
        QCOMPARE(doc.scenario(), sample());
    }

    // The fields take every value the format allows: a battle at a limit is shown as it
    // is, not clamped (and then written back changed by the next edit).
    void fieldsReachTheFormatsLimits() {
        Scenario s = sample();
        s.side(Side::Union).commandAP = kMaxCommandAP;
        s.turns = kMaxTurns;
        ScenarioDocument doc(s);
        ScenarioDock dock(&doc);
        QCOMPARE(dock.findChild<QSpinBox*>("unionAP")->value(), kMaxCommandAP);
        QCOMPARE(dock.findChild<QSpinBox*>("turns")->value(), kMaxTurns);
        dock.findChild<QSpinBox*>("confederateAP")->setValue(kMaxCommandAP);
        QCOMPARE(doc.scenario().side(Side::Confederate).commandAP, kMaxCommandAP);
        QCOMPARE(doc.scenario().side(Side::Union).commandAP, kMaxCommandAP);
    }

    void tagsSideNamesFirstSideVpMode() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        auto* tags = dock.findChild<QLineEdit*>("tags");
        tags->setText(" Antietam, 1862,, small ");
        emit tags->editingFinished();
        QCOMPARE(doc.scenario().tags, (std::vector<std::string>{"Antietam", "1862", "small"}));
        QCOMPARE(tags->text(), QString("Antietam, 1862, small")); // shown back as stored
        auto* name = dock.findChild<QLineEdit*>("confederateName");
        name->setText("Army of Northern Virginia");
        emit name->editingFinished();
        QCOMPARE(doc.scenario().side(Side::Confederate).name, std::string("Army of Northern Virginia"));
        auto* first = dock.findChild<QComboBox*>("firstSide");
        first->setCurrentIndex(first->findData(int(Side::Confederate)));
        emit first->activated(first->currentIndex());
        QVERIFY(doc.scenario().firstSide == Side::Confederate);
        auto* mode = dock.findChild<QComboBox*>("vpMarkerMode");
        mode->setCurrentIndex(mode->findData(int(VpMarkerMode::ControlAtEnd)));
        emit mode->activated(mode->currentIndex());
        QVERIFY(doc.scenario().vpMarkerMode == VpMarkerMode::ControlAtEnd);
        // Editing-finished with nothing changed adds no step.
        emit name->editingFinished();
        QCOMPARE(doc.undoStack()->count(), 4);
        while (doc.undoStack()->canUndo()) doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), sample());
        QCOMPARE(first->currentData().toInt(), int(Side::Union));
        QCOMPARE(name->text(), QString("Confederate"));
    }

    void specialRules() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.findChild<QPushButton*>("addSpecialRule")->click();
        QCOMPARE(doc.scenario().specialRules.size(), std::size_t(1));
        auto* list = dock.findChild<QListWidget*>("specialRules");
        list->item(0)->setText("Rivers are fordable.");
        QCOMPARE(doc.scenario().specialRules.front(), std::string("Rivers are fordable."));
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void resizeDropsAndUndoes() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        auto prompter = std::make_shared<test::ScriptedPrompter>();
        dock.setPrompter(prompter);
        // Not scripted: the question is seen, and the board is kept.
        dock.findChild<QSpinBox*>("columns")->setValue(10);
        dock.findChild<QSpinBox*>("rows")->setValue(7);
        QVERIFY(!dock.applyBoard());
        QCOMPARE(prompter->unanswered().size(), 1);
        QVERIFY(prompter->unanswered().front().startsWith("Change the board: "));
        QCOMPARE(doc.scenario(), sample());
        // Cancelled: nothing changes and the fields go back.
        prompter->clear();
        dock.findChild<QSpinBox*>("columns")->setValue(10);
        dock.findChild<QSpinBox*>("rows")->setValue(7);
        prompter->answer("Cancel");
        QVERIFY(!dock.applyBoard());
        QCOMPARE(doc.scenario(), sample());
        QCOMPARE(dock.findChild<QSpinBox*>("columns")->value(), 13);
        QCOMPARE(prompter->asked().size(), std::size_t(1));
        QVERIFY(prompter->unanswered().isEmpty());
        const QString details = prompter->asked().back().question.details;
        QVERIFY(details.contains("Hood") && !details.contains("c1"));
        QVERIFY(details.contains("Stuart"));
        QVERIFY(details.contains("Dunker Church")); // [11,2] is off a 10-column board
        QVERIFY(!dock.findChild<QPushButton*>("applyBoard")->isEnabled()); // fields show the board again
        dock.findChild<QSpinBox*>("columns")->setValue(11);
        dock.findChild<QSpinBox*>("rows")->setValue(7);
        QVERIFY(dock.findChild<QPushButton*>("applyBoard")->isEnabled());
        prompter->answer("Drop them and resize");
        dock.findChild<QPushButton*>("applyBoard")->click();
        QCOMPARE(prompter->asked().back().answer, QString("Drop them and resize"));
        const Scenario& s = doc.scenario();
        QCOMPARE(s.board.columns, 11);
        QCOMPARE(s.board.rows, 7);
        QVERIFY(s.findUnit("u1"));
        QVERIFY(!s.findUnit("c1")); // was at [12,8]
        QVERIFY(!s.findUnit("c9")); // entered at [13,9]
        QCOMPARE(s.vpMarkers.size(), std::size_t(1)); // [11,2] still fits
        QVERIFY(s.terrain.at({12, 8}) == Terrain::Clear);
        QVERIFY(s.terrain.at({3, 5}) == Terrain::Woods);
        QVERIFY(prompter->asked().back().question.text.contains("2 unit"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario(), sample());
        QCOMPARE(dock.findChild<QSpinBox*>("columns")->value(), 13);
        QCOMPARE(dock.findChild<QSpinBox*>("rows")->value(), 9);
    }

    void defaultConfirmationListsDropsAndCancels() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        dock.show();
        QString shown;
        QTimer::singleShot(0, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            shown = box->text() + "\n" + box->detailedText();
            box->grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_resize_confirm.png"));
            for (QAbstractButton* b : box->buttons())
                if (b->text() == "Cancel") b->click();
        });
        dock.findChild<QSpinBox*>("columns")->setValue(8);
        QVERIFY(!dock.applyBoard());
        QVERIFY(shown.contains("Hood") && !shown.contains("c1"));
        QVERIFY(shown.contains("Dunker Church"));
        QVERIFY(shown.contains("8 x 9"));
        QCOMPARE(doc.scenario(), sample());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    // In the window, the dock asks through the window's prompter (also one set later).
    void windowsDockAsksTheWindowsPrompter() {
        auto w = test::makeWindow(sample());
        QVERIFY(w);
        test::ScriptedPrompter* p = test::scripted(*w);
        auto* dock = w->findChild<ScenarioDock*>();
        QVERIFY(dock);
        dock->findChild<QSpinBox*>("columns")->setValue(8);
        p->answer("Drop them and resize");
        QTest::mouseClick(dock->findChild<QPushButton*>("applyBoard"), Qt::LeftButton);
        QCOMPARE(p->titles(), QStringList{"Change the board"});
        QCOMPARE(w->document()->scenario().board.columns, 8);
        QVERIFY(p->unanswered().isEmpty());
    }

    void growingAndReshapingNeedsNoConfirmation() {
        ScenarioDocument doc(sample());
        ScenarioDock dock(&doc);
        auto prompter = std::make_shared<test::ScriptedPrompter>();
        dock.setPrompter(prompter);
        auto* orient = dock.findChild<QComboBox*>("orientation");
        orient->setCurrentIndex(orient->findData(int(Orientation::Flat)));
        dock.findChild<QSpinBox*>("rows")->setValue(20);
        QVERIFY(dock.applyBoard());
        QVERIFY(prompter->asked().empty());
        QVERIFY(doc.scenario().board.orientation == Orientation::Flat);
        QCOMPARE(doc.scenario().units.size(), sample().units.size());
    }

    void resizeHelperDropsVictoryHexes() {
        BoardGeometry g;
        g.columns = 5;
        g.rows = 5;
        const auto r = resizeBoard(sample(), g);
        QCOMPARE(r.scenario.victory.conditions.front().hexes, (std::vector<Offset>{{4, 5}}));
        QCOMPARE(r.droppedVictoryHexes, (std::vector<Offset>{{11, 2}}));
        QCOMPARE(r.droppedMarkers.size(), std::size_t(1));
        QCOMPARE(r.droppedTerrain.size(), std::size_t(1));
        QVERIFY(describeDrops(r).join("\n").contains("Dunker Church"));
    }

    void victoryEditorAddsEachKind() {
        Scenario start = sample();
        start.victory.conditions.clear();
        ScenarioDocument doc(start);
        ScenarioDock dock(&doc);
        auto* kind = dock.findChild<QComboBox*>("victoryAddKind");
        auto* add = dock.findChild<QPushButton*>("victoryAdd");
        for (VictoryKind k : {VictoryKind::ReachVP, VictoryKind::ReachVPByTurn, VictoryKind::HoldAtEnd,
                              VictoryKind::MostVPAtEnd}) {
            kind->setCurrentIndex(kind->findData(int(k)));
            add->click();
            const VictoryCondition& c = doc.scenario().victory.conditions.back();
            QVERIFY(c.kind == k);
            QCOMPARE(c.side.has_value(), k != VictoryKind::MostVPAtEnd);
            QCOMPARE(c.vp.has_value(), k == VictoryKind::ReachVP || k == VictoryKind::ReachVPByTurn);
            QCOMPARE(c.turn.has_value(), k == VictoryKind::ReachVPByTurn);
        }
        QCOMPARE(doc.scenario().victory.conditions.size(), std::size_t(4));
        QCOMPARE(doc.scenario().victory.conditions[1].turn, std::optional<int>(8));
        QCOMPARE(doc.undoStack()->count(), 4);
        // Pick two hexes for the holdAtEnd condition on the board, then unpick one.
        VictoryEditor* ve = dock.victoryEditor();
        ve->setCurrentCondition(2);
        bool pickOn = false;
        connect(&dock, &ScenarioDock::requestHexPick, [&](bool on) { pickOn = on; });
        dock.findChild<QPushButton*>("victoryPick")->click();
        QVERIFY(pickOn);
        dock.hexPicked({7, 5});
        dock.hexPicked({2, 2});
        dock.hexPicked({7, 5});
        QCOMPARE(doc.scenario().victory.conditions[2].hexes, (std::vector<Offset>{{2, 2}}));
        // Edit the reachVPByTurn condition's VP and undo it.
        ve->setCurrentCondition(1);
        dock.findChild<QSpinBox*>("victoryVp")->setValue(9);
        QCOMPARE(doc.scenario().victory.conditions[1].vp, std::optional<int>(9));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().victory.conditions[1].vp, std::optional<int>(6));
        QCOMPARE(dock.findChild<QSpinBox*>("victoryVp")->value(), 6);
        // Remove one.
        ve->setCurrentCondition(3);
        dock.findChild<QPushButton*>("victoryRemove")->click();
        QCOMPARE(doc.scenario().victory.conditions.size(), std::size_t(3));
        dock.resize(340, 1800);
        ve->setCurrentCondition(2);
        dock.grab().save(QStringLiteral(MUSTER_BINARY_DIR "/docks_scenario.png"));
    }
};

QTEST_MAIN(TestDocksScenario)
#include "test_docks_scenario.moc"
