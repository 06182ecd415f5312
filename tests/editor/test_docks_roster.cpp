// The Order of Battle dock: a table per side, edited in place with undo (one step for a
// multi-row edit), refreshed on every document change, selecting on the board, and a
// Delete key that deletes nothing. Also writes the dock's screenshot (editor-roster.png).
#include "editor_test_util.h"
#include "editor/commands/document_edits.h"
#include "screenshot_util.h"

#include "editor/docks/roster_dock.h"
#include "editor/docks/roster_model.h"
#include "editor/document/selection.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

RosterDock* roster(MainWindow& w) {
    auto* dock = w.findChild<RosterDock*>();
    if (!dock) return nullptr;
    dock->show();
    dock->raise();
    // Keys go where a user's would: the window active, shortcuts live.
    w.activateWindow();
    if (!QTest::qWaitForWindowActive(&w)) return nullptr;
    QCoreApplication::processEvents();
    return dock;
}

QString cell(QTableView* t, int row, int col) { return t->model()->index(row, col).data().toString(); }

int rowNamed(QTableView* t, const QString& name) {
    for (int r = 0; r < t->model()->rowCount(); ++r)
        if (cell(t, r, RosterModel::ColName) == name) return r;
    return -1;
}

// Select these rows as a Ctrl+click would, the first one current.
void selectRows(QTableView* t, const std::vector<int>& rows, int column) {
    t->setFocus();
    t->clearSelection();
    t->setCurrentIndex(t->model()->index(rows.front(), column));
    for (int r : rows)
        t->selectionModel()->select(t->model()->index(r, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

// F2 on the current cell, and the editor it opened (a closed one waits hidden for deletion).
template <class Editor> Editor* openEditor(QTableView* t) {
    QTest::keyClick(t, Qt::Key_F2);
    for (Editor* e : t->viewport()->findChildren<Editor*>(Qt::FindDirectChildrenOnly))
        if (e->isVisible()) return e;
    return nullptr;
}

// Return in an editor: the view commits it from the event queue.
void commit(QWidget* editor) {
    QTest::keyClick(editor, Qt::Key_Return);
    QCoreApplication::processEvents();
}

} // namespace

class TestDocksRoster : public QObject {
    Q_OBJECT
private slots:
    void listsBothSides() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        RosterDock* dock = roster(*w);
        QVERIFY(dock);
        QTableView* u = dock->table(Side::Union);
        QTableView* c = dock->table(Side::Confederate);
        QCOMPARE(u->model()->rowCount(), 7);
        QCOMPARE(c->model()->rowCount(), 5);
        const int iron = rowNamed(u, "Iron Brigade");
        QVERIFY(iron >= 0);
        QCOMPARE(cell(u, iron, RosterModel::ColType), QString("Infantry"));
        QCOMPARE(cell(u, iron, RosterModel::ColSp), QString("4"));
        QCOMPARE(cell(u, iron, RosterModel::ColMorale), QString("Gold"));
        QCOMPARE(cell(u, iron, RosterModel::ColWhere), QString("0403"));
        QCOMPARE(cell(u, iron, RosterModel::ColLeader), QString("Hooker"));
        const int stonewall = rowNamed(c, "Stonewall Brigade");
        QCOMPARE(cell(c, stonewall, RosterModel::ColLeader), QString("Jackson"));
        QCOMPARE(cell(c, rowNamed(c, "CSS Teaser"), RosterModel::ColMorale), QString());
        // A reinforcement shows its turn and entry hex; a new one appears at once.
        Unit stuart{"c9", Side::Confederate, UnitType::Cavalry, "Stuart", {}, 2, Morale::Black, Arrival{3, {13, 9}}};
        edit::addUnit(*w->document(), stuart);
        QCOMPARE(c->model()->rowCount(), 6);
        QCOMPARE(cell(c, rowNamed(c, "Stuart"), RosterModel::ColWhere), QString("turn 3 at 1309"));
        auto* tabs = dock->findChild<QTabWidget*>("rosterTabs");
        QVERIFY2(tabs->tabText(1).contains("(6)"), qPrintable(tabs->tabText(1)));
        w->document()->undoStack()->undo();
        QCOMPARE(c->model()->rowCount(), 5);
    }

    void editingANameRenamesTheUnit() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        RosterDock* dock = roster(*w);
        QVERIFY(dock);
        QTableView* t = dock->table(Side::Union);
        ScenarioDocument* doc = w->document();
        const int row = rowNamed(t, "Iron Brigade");
        selectRows(t, {row}, RosterModel::ColName);
        auto* edit = openEditor<QLineEdit>(t);
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClicks(edit, "Black Hat Brigade");
        commit(edit);
        QCOMPARE(doc->scenario().findUnit("u1")->name, std::string("Black Hat Brigade"));
        QCOMPARE(doc->undoStack()->count(), 1);
        QCOMPARE(cell(t, row, RosterModel::ColName), QString("Black Hat Brigade"));
        doc->undoStack()->undo();
        QCOMPARE(doc->scenario().findUnit("u1")->name, std::string("Iron Brigade"));
        QCOMPARE(cell(t, row, RosterModel::ColName), QString("Iron Brigade"));
    }

    void moraleForSeveralRowsIsOneUndoStep() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        RosterDock* dock = roster(*w);
        QVERIFY(dock);
        QTableView* t = dock->table(Side::Union);
        ScenarioDocument* doc = w->document();
        const Scenario before = doc->scenario();
        // Iron Brigade (gold), Phelps (black), Duryee (black) and Hooker, who has no morale.
        selectRows(t, {rowNamed(t, "Iron Brigade"), rowNamed(t, "Phelps"), rowNamed(t, "Duryee"), rowNamed(t, "Hooker")},
                   RosterModel::ColMorale);
        auto* combo = openEditor<QComboBox>(t);
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findText("Green"));
        commit(combo);
        for (const char* id : {"u1", "u3", "u5"})
            QCOMPARE(doc->scenario().findUnit(id)->morale, std::optional<Morale>(Morale::Green));
        QVERIFY(!doc->scenario().findUnit("l1")->morale);
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(doc->scenario(), before);

        // SP for two rows: clamped to each type's range, one step.
        selectRows(t, {rowNamed(t, "Phelps"), rowNamed(t, "Battery B")}, RosterModel::ColSp);
        auto* spin = openEditor<QSpinBox>(t);
        QVERIFY(spin);
        QCOMPARE(spin->maximum(), 4);
        spin->setValue(1);
        commit(spin);
        QCOMPARE(doc->scenario().findUnit("u3")->sp, std::optional<int>(1));
        QCOMPARE(doc->scenario().findUnit("u2")->sp, std::optional<int>(1));
        QCOMPARE(doc->undoStack()->index(), 1);
    }

    void deleteKeyDeletesNothing() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        RosterDock* dock = roster(*w);
        QVERIFY(dock);
        QTableView* t = dock->table(Side::Union);
        const std::size_t n = w->document()->scenario().units.size();
        selectRows(t, {0, 1}, RosterModel::ColName);
        // The rows are selected on the board too: the window's Delete would remove them.
        QCOMPARE(w->selection()->units().size(), std::size_t(2));
        QTest::keyClick(t, Qt::Key_Delete);
        QTest::keyClick(t, Qt::Key_Backspace);
        QCOMPARE(w->document()->scenario().units.size(), n);
        QCOMPARE(w->document()->undoStack()->count(), 0);
    }

    void selectingARowSelectsTheUnit() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        RosterDock* dock = roster(*w);
        QVERIFY(dock);
        dock->showSide(Side::Confederate);
        QCoreApplication::processEvents();
        QTableView* t = dock->table(Side::Confederate);
        const int row = rowNamed(t, "Hays");
        const QRect r = t->visualRect(t->model()->index(row, RosterModel::ColType));
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, r.center());
        QCOMPARE(w->selection()->units(), std::vector<std::string>{"c3"});
    }

    void screenshot() {
        // The dock on its own, wider than its place beside the board, so every column shows.
        Scenario s = sampleBattle();
        s.units.push_back(Unit{"u7", Side::Union, UnitType::Infantry, "", {}, 3, Morale::Black, Arrival{3, {1, 1}}});
        s.units.push_back(Unit{"l3", Side::Union, UnitType::Leader, "Doubleday", {}, {}, {}, Arrival{3, {1, 1}}});
        ScenarioDocument doc(s);
        RosterDock dock(&doc);
        dock.resize(640, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QTableView* t = dock.table(Side::Union);
        selectRows(t, {rowNamed(t, "Phelps"), rowNamed(t, "Duryee")}, RosterModel::ColMorale);
        QCoreApplication::processEvents();
        const QImage shot = dock.grab().toImage();
        QVERIFY(!shot.isNull());
        QVERIFY(!saveScreenshot(shot, QStringLiteral("editor-roster.png")).isEmpty());
    }
};

QTEST_MAIN(TestDocksRoster)
#include "test_docks_roster.moc"
