// Metadata edits are small undo steps: one field each, merged while
// the same field keeps changing, dropped when a run ends where it started, the history
// capped, and 100 edits on a 1000x1000 board with every hex listed cost almost no memory.
#include "editor_test_util.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/docks/scenario_dock.h"

#include <QFile>
#include <QLineEdit>
#include <QSpinBox>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
// Resident set size of this process in bytes (Linux), 0 when it cannot be read.
qint64 residentBytes() {
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toLongLong() * 4096 : 0;
}
} // namespace

class TestLeanUndo : public QObject {
    Q_OBJECT
private slots:
    void spinBoxRunIsOneStepAndARoundTripIsNone() {
        ScenarioDocument doc(sampleBattle());
        ScenarioDock dock(&doc);
        auto* turns = dock.findChild<QSpinBox*>("turns");
        const int start = turns->value();
        for (int i = 1; i <= 3; ++i) turns->setValue(start + i);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.scenario().turns, start + 3);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().turns, start);
        QCOMPARE(turns->value(), start);
        doc.undoStack()->redo();
        // Up and back down again: nothing to undo.
        for (int i = 2; i >= 0; --i) turns->setValue(start + i);
        QCOMPARE(doc.scenario().turns, start);
        QCOMPARE(doc.undoStack()->count(), 0);
        // Another field, then the first again: three steps, in order.
        turns->setValue(start + 1);
        dock.findChild<QSpinBox*>("unionAP")->setValue(6);
        turns->setValue(start + 2);
        QCOMPARE(doc.undoStack()->count(), 3);
        QCOMPARE(doc.undoStack()->text(1), QString("Change Union command AP"));
    }

    void typingBurstCommittedInPiecesIsOneStep() {
        ScenarioDocument doc(sampleBattle());
        ScenarioDock dock(&doc);
        dock.show();
        auto* title = dock.findChild<QLineEdit*>("title");
        title->setText("Ant");
        dock.commitPendingEdits(); // what the one-second pause does
        title->setText("Antietam");
        dock.commitPendingEdits();
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->text(0), QString("Change title"));
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().title, sampleBattle().title);
    }

    void aSideKeyKeepsSidesApart() {
        ScenarioDocument doc(sampleBattle());
        changeValue<fields::SideCommandAp>(&doc, 5, int(Side::Union));
        changeValue<fields::SideCommandAp>(&doc, 3, int(Side::Confederate));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().sides[1].commandAP, sampleBattle().sides[1].commandAP);
        QCOMPARE(doc.scenario().sides[0].commandAP, 5);
    }

    void historyIsCapped() {
        ScenarioDocument doc(sampleBattle());
        for (int i = 0; i < ScenarioDocument::kUndoLimit + 20; ++i) {
            // Alternating fields: no merging, one step each.
            if (i % 2) changeValue<fields::Turns>(&doc, 10 + i);
            else changeValue<fields::EliminationVp>(&doc, 2 + i);
        }
        QCOMPARE(doc.undoStack()->count(), ScenarioDocument::kUndoLimit);
    }

    void hundredEditsOnAHugeBoardStayLean() {
        Scenario s = blankScenario(1000, 1000);
        s.terrain.reserve(1000 * 1000);
        for (int r = 1; r <= 1000; ++r)
            for (int c = 1; c <= 1000; ++c) s.terrain.set({c, r}, (c + r) % 2 ? Terrain::Woods : Terrain::Hill);
        ScenarioDocument doc(std::move(s));
        QCOMPARE(doc.scenario().terrain.size(), std::size_t(1000 * 1000));
        ScenarioDock dock(&doc);
        auto* turns = dock.findChild<QSpinBox*>("turns");
        auto* ap = dock.findChild<QSpinBox*>("unionAP");
        auto* title = dock.findChild<QLineEdit*>("title");
        const qint64 before = residentBytes();
        QVERIFY(before > 0);
        // A whole-scenario snapshot of this board is about 50 MB: the budget for all 100
        // edits is a fifth of one. Checked after each edit so a regression fails at once.
        const qint64 budget = 10 * 1024 * 1024;
        for (int i = 0; i < 100; ++i) {
            switch (i % 3) { // three fields in turn: every edit is a step of its own
            case 0: turns->setValue(turns->value() + 1); break;
            case 1: ap->setValue(ap->value() % 90 + 1); break;
            default:
                title->setText(QStringLiteral("Edit %1").arg(i));
                dock.commitPendingEdits();
            }
            const qint64 grown = residentBytes() - before;
            QVERIFY2(grown < budget, qPrintable(QStringLiteral("edit %1: %2 MB more").arg(i).arg(grown / 1e6)));
        }
        QCOMPARE(doc.undoStack()->count(), 100);
        for (int i = 0; i < 100; ++i) doc.undoStack()->undo();
        QCOMPARE(doc.scenario().turns, 8);
        QCOMPARE(doc.scenario().title, std::string("Test"));
    }
};

QTEST_MAIN(TestLeanUndo)
#include "test_lean_undo.moc"
