// Edits must be deliberate and never lost: the wheel does not
// change dock fields it passes over, spin boxes keep to the rules' ranges, Ctrl+Y redoes,
// and "Make current" on an old library revision shows it in the open document.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include "db/library.h"
#include "editor/dialogs/revisions_dialog.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/scenario_dock.h"

#include <QComboBox>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QWheelEvent>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {
// One notch of the wheel over the middle of `w`, as the window system delivers it.
void wheel(QWidget* w, int notches) {
    const QPointF local = QRectF(w->rect()).center();
    QWheelEvent e(local, w->mapToGlobal(local), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                  Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(w, &e);
}
} // namespace

class TestDeliberateEdits : public QObject {
    Q_OBJECT
private slots:
    void wheelOverUnfocusedFieldsChangesNothing() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        auto* dock = w->findChild<ScenarioDock*>();
        QVERIFY(dock);
        dock->show();
        dock->raise();
        w->view()->setFocus();
        QCoreApplication::processEvents();
        const Scenario before = w->document()->scenario();
        // Every spin box and combo in every dock and the options bar: none takes the wheel
        // without focus (the ones the user met were command AP and first side).
        int tried = 0;
        for (QAbstractSpinBox* s : w->findChildren<QAbstractSpinBox*>()) {
            if (!s->isEnabled()) continue;
            QVERIFY(!s->hasFocus());
            const QString text = s->text();
            wheel(s, -3);
            QCOMPARE(s->text(), text);
            QCOMPARE(s->focusPolicy(), Qt::StrongFocus);
            ++tried;
        }
        for (QComboBox* c : w->findChildren<QComboBox*>()) {
            if (!c->isEnabled() || c->count() < 2) continue;
            const int index = c->currentIndex();
            wheel(c, c->currentIndex() == 0 ? -1 : 1);
            QCOMPARE(c->currentIndex(), index);
            ++tried;
        }
        QVERIFY2(tried >= 10, qPrintable(QString::number(tried)));
        QCOMPARE(w->document()->scenario(), before);
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    void focusedFieldStillTakesTheWheel() {
        ScenarioDocument doc(sampleBattle());
        ScenarioDock dock(&doc);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* turns = dock.findChild<QSpinBox*>("turns");
        QVERIFY(turns);
        dock.activateWindow();
        turns->setFocus();
        QVERIFY(turnUntil([&] { return turns->hasFocus(); }));
        wheel(turns, 1);
        QCOMPARE(doc.scenario().turns, sampleBattle().turns + 1);
    }

    void spinBoxesKeepToTheRules() {
        ScenarioDocument doc(sampleBattle());
        ScenarioDock dock(&doc);
        auto* turns = dock.findChild<QSpinBox*>("turns");
        auto* ap = dock.findChild<QSpinBox*>("unionAP");
        QVERIFY(turns && ap);
        QCOMPARE(turns->minimum(), 1);  // 5.0: at least one turn
        QCOMPARE(ap->minimum(), 0);     // command AP is never below 0
        auto* victoryTurn = dock.findChild<QSpinBox*>("victoryTurn");
        QVERIFY(victoryTurn);
        QCOMPARE(victoryTurn->minimum(), 1);
        // Typing a value below the range ends at the minimum, never in the scenario.
        ap->setValue(-7);
        QCOMPARE(doc.scenario().sides[0].commandAP, 0);
    }

    void ctrlYRedoes() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        edit::removeUnits(*doc, {"c3"});
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc->scenario().findUnit("c3"));
        QTest::keyClick(w.get(), Qt::Key_Y, Qt::ControlModifier);
        QVERIFY(!doc->scenario().findUnit("c3"));
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!doc->scenario().findUnit("c3"));
    }

    void makeCurrentReloadsTheOpenDocument() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        auto* lib = w->findChild<LibraryDock*>();
        QVERIFY(lib);
        QVERIFY2(lib->openLibrary(dir.filePath("lib.sqlite")), qPrintable(lib->lastError()));
        edit::removeUnits(*doc, {"c3"}); // something to save
        QVERIFY(lib->saveAs());
        const ScenarioId id = *doc->libraryId();
        const Scenario first = doc->scenario();
        edit::removeUnits(*doc, {"c4"});
        QVERIFY(lib->save());
        QCOMPARE(lib->library()->revisions(id).size(), std::size_t(2));

        // Make the first revision current: the board shows it, clean, still tagged.
        lib->selectId(id);
        std::unique_ptr<RevisionsDialog> dlg(lib->makeRevisionsDialog());
        QVERIFY(dlg);
        dlg->selectRevision(lib->library()->revisions(id).back().id);
        QVERIFY(dlg->restoreSelected());
        QCOMPARE(doc->scenario(), first);
        QVERIFY(doc->scenario().findUnit("c4"));
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->libraryId(), std::optional<long long>(id));
        dlg.reset();

        // With unsaved changes it asks; "keep editing" leaves the document as it was.
        edit::removeUnits(*doc, {"u1"});
        ScriptedPrompter* prompts = prompter(*w);
        prompts->answer(QStringLiteral("No"));
        lib->selectId(id);
        dlg.reset(lib->makeRevisionsDialog());
        dlg->selectRevision(lib->library()->revisions(id)[1].id); // the one without c4
        QVERIFY(dlg->restoreSelected());
        QCOMPARE(prompts->titles(), QStringList{QStringLiteral("Discard changes?")});
        QCOMPARE(prompts->asked().back().answer, QStringLiteral("No"));
        QVERIFY(!doc->scenario().findUnit("u1"));
        QVERIFY(doc->isModified());
        // "Discard" shows the restored revision.
        prompts->answer(QStringLiteral("Yes"));
        dlg->selectRevision(lib->library()->revisions(id).back().id);
        QVERIFY(dlg->restoreSelected());
        QCOMPARE(prompts->asked().size(), std::size_t(2));
        QCOMPARE(prompts->pending(), 0);
        QCOMPARE(doc->scenario(), first);
        QVERIFY(!doc->isModified());
    }
};

QTEST_MAIN(TestDeliberateEdits)
#include "test_deliberate_edits.moc"
