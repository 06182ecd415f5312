// History dock (QUndoView over the document's undo stack): clicking a row takes the
// document to the state after that command; the first row is the scenario as opened.
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"

#include <QDockWidget>
#include <QUndoView>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void clickingARowMovesTheDocument() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ScenarioDocument* doc = w->document();
        auto* dock = w->findChild<QDockWidget*>("HistoryDock");
        QVERIFY(dock);
        dock->show();
        dock->raise();
        auto* view = dock->findChild<QUndoView*>();
        QVERIFY(view);

        // Three edits of different kinds, through the window's tools and document.
        std::vector<Scenario> states{doc->scenario()};
        w->activateTool("brush");
        w->toolOptions().terrain = Terrain::Woods;
        w->toolOptions().brushRadius = 0;
        clickHex(*w, {8, 6});
        states.push_back(doc->scenario());
        edit::moveUnitsTo(*doc, {{"u3", Offset{9, 5}}});
        states.push_back(doc->scenario());
        edit::removeUnits(*doc, {"c3"});
        states.push_back(doc->scenario());
        QCOMPARE(doc->undoStack()->count(), 3);
        QCoreApplication::processEvents();
        QCOMPARE(view->model()->rowCount(), 4); // "<opened>" and one row per command

        auto clickRow = [&](int row) {
            const QRect r = view->visualRect(view->model()->index(row, 0));
            QVERIFY(r.isValid() && view->viewport()->rect().contains(r.center()));
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, r.center());
        };
        clickRow(1);
        QCOMPARE(doc->undoStack()->index(), 1);
        QCOMPARE(doc->scenario(), states[1]);
        TCOMPARE(doc->scenario().terrainAt({8, 6}), Terrain::Woods);
        QVERIFY(doc->scenario().findUnit("c3"));
        QVERIFY(doc->isModified());

        clickRow(0);
        QCOMPARE(doc->scenario(), states[0]);
        QVERIFY(!doc->isModified()); // back at the clean state: no unsaved changes
        QVERIFY(!w->isWindowModified());
        // The issues follow the state (validation is updated on undo too).
        QCOMPARE(doc->issues(), validate(states[0]));

        clickRow(3);
        QCOMPARE(doc->scenario(), states[3]);
        QVERIFY(!doc->scenario().findUnit("c3"));
        QCOMPARE(doc->issues(), validate(states[3]));

        clickRow(2);
        QCOMPARE(doc->scenario(), states[2]);
        QCOMPARE(*doc->scenario().findUnit("u3")->hex, (Offset{9, 5}));

        // An edit from an earlier point drops the rows after it, as undo then edit does.
        edit::paintTerrain(*doc, {{{2, 2}, Terrain::Hill}});
        QCoreApplication::processEvents();
        QCOMPARE(view->model()->rowCount(), 4);
        QCOMPARE(doc->undoStack()->index(), 3);
    }
};

QTEST_MAIN(TestHistory)
#include "test_history.moc"
