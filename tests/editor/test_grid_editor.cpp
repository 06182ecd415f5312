// The square-grid battle editor (seed 003) with real widgets: a new battle from the start
// page and File > New, paint, place, turn a unit's facing by key and wheel, an issue that
// appears and goes, line of sight, save and reopen, "Save changes?" on close.
#include "editor_test_util.h"
#include "grid_test_util.h"

#include "editor/commands/grid_commands.h"
#include "editor/docks/grid_unit_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/grid_document.h"
#include "editor/shell/grid_window.h"
#include "editor/shell/start_page.h"
#include "editor/view/grid_board_view.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/grid/grid_los.h"
#include "model/systems/ruleset.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QStandardItemModel>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QWheelEvent>

#include <algorithm>

using namespace muster;
using namespace muster::test;

namespace {

GridWindow* onlyGrid(MainWindow& w) {
    const auto all = w.gridWindows();
    return all.size() == 1 ? all.front() : nullptr;
}

GridTerrain terrainAt(GridWindow& g, Offset o) { return GridTerrainMap(g.document()->scenario()).at(o); }

void dragTiles(GridWindow& g, Offset from, Offset to) {
    QWidget* c = g.view()->canvas();
    hover(g, from);
    QTest::mousePress(c, Qt::LeftButton, {}, g.view()->tileCentre(from));
    QTest::mouseMove(c, g.view()->tileCentre(to));
    QTest::mouseRelease(c, Qt::LeftButton, {}, g.view()->tileCentre(to));
}

void wheel(GridWindow& g, Offset o, int dy) {
    QWidget* c = g.view()->canvas();
    const QPointF at = g.view()->tileCentre(o);
    QWheelEvent e(at, c->mapToGlobal(at), QPoint(), QPoint(0, dy), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(c, &e);
}

const GridUnit* unitOn(GridWindow& g, Offset o) { return gridUnitAt(g.document()->scenario(), o); }

// The unit's own facing on a tile, -1 when it has none (or there is no unit).
int facingOn(GridWindow& g, Offset o) {
    const GridUnit* u = unitOn(g, o);
    return u && u->facing ? int(*u->facing) : -1;
}

GridWindow* newGrid(MainWindow& w, int columns, int rows) {
    prompter(w)->type(QString::number(columns));
    prompter(w)->type(QString::number(rows));
    w.action(QStringLiteral("actionNewGrid"))->trigger();
    GridWindow* g = onlyGrid(w);
    if (!g || !QTest::qWaitForWindowExposed(g)) return nullptr;
    g->activateWindow();  // its shortcuts (R, the tools' keys) work in the active window
    if (!QTest::qWaitForWindowActive(g)) return nullptr;
    g->resize(1100, 800);
    QCoreApplication::processEvents();
    g->view()->fitToWindow();
    return g;
}

} // namespace

class TestGridEditor : public QObject {
    Q_OBJECT
private slots:
    void startPageOffersTheSystems() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        const Scenario before = w->document()->scenario();
        StartPage* page = w->showStartPage();
        QComboBox* system = page->system();
        QCOMPARE(system->count(), 3);
        QCOMPARE(system->itemData(1).toString(), QString::fromStdString(squareGridRuleset().id));
        QVERIFY(system->itemText(1).contains(QStringLiteral("003")));
        QVERIFY(system->itemText(2).contains(QStringLiteral("002")));  // the Eagle Games battle board: test_eagle_editor
        const auto* items = qobject_cast<QStandardItemModel*>(system->model());
        QVERIFY(items && items->item(2)->isEnabled() && items->item(1)->isEnabled());
        system->setCurrentIndex(1);
        page->columns()->setValue(10);
        page->rows()->setValue(7);
        QTest::mouseClick(page->newButton(), Qt::LeftButton);
        GridWindow* g = onlyGrid(*w);
        QVERIFY(g);
        QCOMPARE(g->document()->scenario().columns, 10);
        QCOMPARE(g->document()->scenario().rows, 7);
        QVERIFY(!g->document()->isModified());
        QVERIFY(w->document()->scenario() == before);  // the open Hold the Line battle stays
        QCOMPARE(g->rulesDock()->currentGame(), QStringLiteral("grid"));
        g->close();
    }

    void fileNewAsksTheBoardSize() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        QAction* eagle = w->findChild<QAction*>(QStringLiteral("actionNewEagle"));
        QVERIFY(eagle && eagle->isEnabled() && !eagle->text().contains(QStringLiteral("not yet")));
        GridWindow* g = newGrid(*w, 15, 9);
        QVERIFY(g);
        QCOMPARE(g->document()->scenario().columns, 15);
        QCOMPARE(g->document()->scenario().rows, 9);
        QVERIFY(prompter(*w)->unanswered().isEmpty());
        g->close();
    }

    void paintByDragUndoRedo() {
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        pick(g->terrainBox(), int(GridTerrain::Forest));
        QCOMPARE(g->view()->tool(), GridTool::Brush);
        dragTiles(*g, {2, 3}, {5, 3});
        for (int c = 2; c <= 5; ++c) QCOMPARE(int(terrainAt(*g, {c, 3})), int(GridTerrain::Forest));
        QCOMPARE(int(terrainAt(*g, {6, 3})), int(GridTerrain::Clear));
        QCOMPARE(g->document()->undoStack()->count(), 1);  // one drag, one step
        QVERIFY(g->isWindowModified());
        g->action(QStringLiteral("gridUndo"))->trigger();
        QVERIFY(g->document()->scenario().terrain.empty());
        g->action(QStringLiteral("gridRedo"))->trigger();
        QCOMPARE(g->document()->scenario().terrain.size(), std::size_t(4));
        useTool(*g, "eraser");
        clickTile(*g, {3, 3});
        QCOMPARE(int(terrainAt(*g, {3, 3})), int(GridTerrain::Clear));
        g->document()->undoStack()->setClean();
        g->close();
    }

    void placeTurnAndDelete() {
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        pick(g->sideBox(), int(Side::Union));
        pick(g->unitTypeBox(), int(GridUnitType::Cavalry));
        QCOMPARE(g->view()->tool(), GridTool::Unit);
        clickTile(*g, {3, 2});
        const GridUnit* u = unitOn(*g, {3, 2});
        QVERIFY(u);
        QCOMPARE(int(u->type), int(GridUnitType::Cavalry));
        QCOMPARE(int(u->side), int(Side::Union));
        QVERIFY(!u->name.empty());
        const std::string id = u->id;
        // Union sets up on the North edge: it faces South until turned.
        QCOMPARE(int(effectiveFacing(g->document()->scenario(), *u)), int(Facing::South));

        // R over the unit turns it clockwise, Shift+R back: a run that ends where it began
        // leaves no step.
        const int steps = g->document()->undoStack()->count();
        hover(*g, {3, 2});
        QTest::keyClick(g->view()->canvas(), Qt::Key_R);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::West));
        QTest::keyClick(g->view()->canvas(), Qt::Key_R);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::North));
        QTest::keyClick(g->view()->canvas(), Qt::Key_R, Qt::ShiftModifier);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::West));
        QCOMPARE(g->document()->undoStack()->count(), steps + 1);
        g->action(QStringLiteral("gridUndo"))->trigger();
        QVERIFY(!unitOn(*g, {3, 2})->facing);

        // The wheel over the unit: down turns clockwise, up counter-clockwise.
        wheel(*g, {3, 2}, -120);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::West));
        wheel(*g, {3, 2}, 120);
        wheel(*g, {3, 2}, 120);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::East));
        // Over an empty tile the wheel turns nothing.
        wheel(*g, {6, 5}, -120);
        QCOMPARE(facingOn(*g, {3, 2}), int(Facing::East));

        // The Tile dock shows the unit and changes its strength.
        useTool(*g, "select");
        clickTile(*g, {3, 2});
        GridUnitDock* dock = g->tileDock();
        QVERIFY(dock->strength()->isEnabled());
        QCOMPARE(dock->strength()->maximum(), 4);  // cavalry: 4 strength points
        QCOMPARE(dock->facing()->currentData().toInt(), int(Facing::East));
        dock->strength()->setValue(2);
        QCOMPARE(*unitOn(*g, {3, 2})->sp, 2);

        // A commander attaches to the unit on its tile.
        pick(g->unitTypeBox(), int(GridUnitType::Commander));
        clickTile(*g, {3, 2});
        int onTile = 0;
        for (const GridUnit& x : g->document()->scenario().units) onTile += x.tile == Offset{3, 2};
        QCOMPARE(onTile, 2);
        QVERIFY(!hasIssue(*g, "grid.one-unit-per-tile", {3, 2}));

        useTool(*g, "delete");
        clickTile(*g, {3, 2});
        QVERIFY(!unitOn(*g, {3, 2}));
        g->action(QStringLiteral("gridUndo"))->trigger();
        QCOMPARE(unitOn(*g, {3, 2})->id, id);
        g->document()->undoStack()->setClean();
        g->close();
    }

    void issuesFollowEachEdit() {
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        // Cavalry may not stand in a forest (003 Terrain): the issue names the tile.
        pick(g->terrainBox(), int(GridTerrain::Forest));
        clickTile(*g, {4, 1});
        pick(g->unitTypeBox(), int(GridUnitType::Cavalry));
        QVERIFY(!hasIssue(*g, "grid.infantry-only", {4, 1}));
        clickTile(*g, {4, 1});
        QVERIFY(hasIssue(*g, "grid.infantry-only", {4, 1}));
        const auto& list = g->issuesModel()->issues();
        const auto it = std::find_if(list.begin(), list.end(), [](const Issue& is) { return is.rule == "grid.infantry-only"; });
        QVERIFY(QString::fromStdString(it->message).contains(QStringLiteral("0401")));
        QVERIFY(g->issuesTable()->model()->rowCount() == int(list.size()));
        // Out of the back two rows: a warning, gone on undo.
        clickTile(*g, {5, 4});
        QVERIFY(hasIssue(*g, "grid.setup-rows", {5, 4}));
        g->action(QStringLiteral("gridUndo"))->trigger();
        QVERIFY(!hasIssue(*g, "grid.setup-rows", {5, 4}));
        g->action(QStringLiteral("gridUndo"))->trigger();
        QVERIFY(!hasIssue(*g, "grid.infantry-only", {4, 1}));
        g->document()->undoStack()->setClean();
        g->close();
    }

    void lineOfSightTool() {
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        pick(g->terrainBox(), int(GridTerrain::Mountain));
        clickTile(*g, {3, 3});
        useTool(*g, "los");
        dragTiles(*g, {1, 3}, {6, 3});
        const auto& los = g->view()->los();
        QVERIFY(los);
        QVERIFY(!los->answer.clear);
        const GridLos model = gridLineOfSight(GridTerrainMap(g->document()->scenario()), {1, 3}, {6, 3});
        QCOMPARE(los->answer.blockedBy, model.blockedBy);
        QVERIFY(g->tileDock()->losText()->text().contains(QStringLiteral("blocked by 0303")));
        dragTiles(*g, {1, 2}, {6, 2});
        QVERIFY(g->view()->los()->answer.clear);
        QVERIFY(g->tileDock()->losText()->text().contains(QStringLiteral("clear")));
        g->document()->undoStack()->setClean();
        g->close();
    }

    void saveReopenAndClose() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 9, 7);
        QVERIFY(g);
        pick(g->terrainBox(), int(GridTerrain::Hill));
        clickTile(*g, {2, 2});
        pick(g->unitTypeBox(), int(GridUnitType::Artillery));
        clickTile(*g, {5, 1});
        hover(*g, {5, 1});
        QTest::keyClick(g->view()->canvas(), Qt::Key_R);
        const QString path = dir.filePath(QStringLiteral("grid.json"));
        prompter(*w)->fileName(path);
        QVERIFY(g->action(QStringLiteral("gridSave")));
        g->action(QStringLiteral("gridSave"))->trigger();  // a new battle: Save asks where
        QVERIFY(QFile::exists(path));
        QVERIFY(!g->document()->isModified());
        QVERIFY(!g->isWindowModified());
        const GridScenario saved = g->document()->scenario();
        QVERIFY(g->close());
        QVERIFY(prompter(*w)->unanswered().isEmpty());

        // Open (as File > Open and recent files do): a grid window, not a refusal.
        QVERIFY(w->openFile(path));
        QVERIFY(prompter(*w)->warnings().isEmpty());
        GridWindow* again = w->gridWindows().back();
        QVERIFY(again->document()->scenario() == saved);
        QCOMPARE(QFileInfo(again->document()->filePath()), QFileInfo(path));

        // A failed save leaves the document modified and says why, naming the file.
        clickTile(*again, {6, 6});
        const QString bad = dir.filePath(QStringLiteral("no-such-folder/grid.json"));
        QVERIFY(!again->saveToFile(bad));
        QVERIFY(prompter(*w)->warnings().last().contains(bad));
        QVERIFY(again->document()->isModified());
        QVERIFY(again->document()->filePath() == QFileInfo(path).absoluteFilePath());

        // Closing asks; Cancel keeps the window, Discard closes it.
        prompter(*w)->answer(QStringLiteral("Cancel"));
        QVERIFY(!again->close());
        prompter(*w)->answer(QStringLiteral("Discard"));
        QVERIFY(again->close());
        // The file still holds what was saved.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(readGridJson(f.readAll().toStdString(), path.toStdString()) == saved);
    }

    // Stored in the library: Save to Library from the grid window, listed in the Library
    // dock, opened from there into a grid window that saves back to the same battle.
    void libraryRoundTrip() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        auto* dock = w->findChild<LibraryDock*>();
        QVERIFY(dock && dock->openLibrary(dir.filePath(QStringLiteral("lib.sqlite"))));
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        pick(g->terrainBox(), int(GridTerrain::Forest));
        clickTile(*g, {3, 3});
        g->action(QStringLiteral("gridSaveToLibrary"))->trigger();
        QVERIFY2(prompter(*w)->warnings().isEmpty(), qPrintable(prompter(*w)->warnings().join('\n')));
        QVERIFY(g->libraryBattle());
        QVERIFY(!g->document()->isModified());
        const BattleId id = *g->libraryBattle();
        const GridScenario stored = g->document()->scenario();
        QVERIFY(g->close());

        dock->refresh();
        QTreeWidgetItem* row = nullptr;
        for (int i = 0; i < dock->list()->topLevelItemCount(); ++i)
            if (dock->list()->topLevelItem(i)->toolTip(0).contains(QString::fromStdString(squareGridRuleset().name)))
                row = dock->list()->topLevelItem(i);
        QVERIFY(row);
        dock->list()->setCurrentItem(row);
        emit dock->list()->itemActivated(row, 0);  // a double-click
        GridWindow* again = w->gridWindows().back();
        QVERIFY(again != g);
        QVERIFY(again->document()->scenario() == stored);
        QCOMPARE(again->libraryBattle(), std::optional<BattleId>(id));
        QVERIFY(again->document()->filePath().isEmpty());

        // An edit and Ctrl+S: the same library battle, no file asked for.
        clickTile(*again, {4, 3});
        again->action(QStringLiteral("gridSave"))->trigger();
        QVERIFY(!again->document()->isModified());
        QCOMPARE(dock->library()->battles().size(), std::size_t(1));
        QVERIFY(readGridJson(dock->library()->loadBattleJson(id)) == again->document()->scenario());
        QVERIFY(prompter(*w)->unanswered().isEmpty());
        again->close();
    }

    // File > Export: the sheet and the Tiled map from the grid window; an ending the
    // ruleset does not export to is refused, naming the file.
    void exportFromTheWindow() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        GridWindow* g = newGrid(*w, 8, 6);
        QVERIFY(g);
        pick(g->unitTypeBox(), int(GridUnitType::Cavalry));
        clickTile(*g, {2, 6});
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        prompter(*w)->fileName(pdf);
        g->action(QStringLiteral("gridExport"))->trigger();
        QVERIFY2(prompter(*w)->warnings().isEmpty(), qPrintable(prompter(*w)->warnings().join('\n')));
        QFile sheet(pdf);
        QVERIFY(sheet.open(QIODevice::ReadOnly));
        QVERIFY(sheet.read(5) == "%PDF-");
        const QString tmx = dir.filePath(QStringLiteral("map.tmx"));
        QVERIFY(g->exportTo(tmx));
        QFile map(tmx);
        QVERIFY(map.open(QIODevice::ReadOnly));
        QVERIFY(map.readAll().contains("orientation=\"orthogonal\""));
        const QString odd = dir.filePath(QStringLiteral("map.docx"));
        QVERIFY(!g->exportTo(odd));
        QVERIFY(prompter(*w)->warnings().last().contains(odd));
        QVERIFY(!QFile::exists(odd));
        prompter(*w)->answer(QStringLiteral("Discard"));
        QVERIFY(g->close());
    }

    void recentFileOpensInTheGridEditor() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("r.json"));
        GridScenario s = GridWindow::newBattle(6, 5);
        s.units.push_back(GridUnit{"u1", Side::Confederate, GridUnitType::LightInfantry, "Skirmishers", {2, 5}, {}, Facing::East});
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writeGridJson(s)));
        }
        auto w = makeWindow(sampleBattle());
        const Scenario before = w->document()->scenario();
        w->addRecent(path);
        StartPage* page = w->showStartPage();
        QListWidget* recent = page->recentFiles();
        QVERIFY(recent->count() >= 1);
        emit recent->itemActivated(recent->item(0));
        GridWindow* g = onlyGrid(*w);
        QVERIFY(g);
        QVERIFY(g->document()->scenario() == s);
        QVERIFY(w->document()->scenario() == before);
        g->close();
    }

    // File > Import of a square-grid file: a new, unsaved battle in the grid editor; the
    // Hold the Line document keeps its file.
    void importOpensAnUnsavedGridBattle() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("i.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(writeGridJson(GridWindow::newBattle(7, 6))));
        }
        auto w = makeWindow(sampleBattle());
        const QString hexFile = dir.filePath(QStringLiteral("hex.json"));
        QVERIFY(w->saveFile(hexFile));
        prompter(*w)->fileName(path);
        w->action(QStringLiteral("actionImport"))->trigger();
        GridWindow* g = onlyGrid(*w);
        QVERIFY(g);
        QCOMPARE(g->document()->scenario().columns, 7);
        QVERIFY(g->document()->filePath().isEmpty());
        QCOMPARE(QFileInfo(w->document()->filePath()), QFileInfo(hexFile));
        QVERIFY(prompter(*w)->warnings().isEmpty());
        g->close();
    }
};

QTEST_MAIN(TestGridEditor)
#include "test_grid_editor.moc"
