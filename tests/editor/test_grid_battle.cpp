// A whole square-grid battle built in its window with real widgets: the Battle dock's
// fields (title, sides' names and home edges, turns, first side, victory texts, special
// rules, briefing), each change one undo step; objectives placed and removed with the
// Objective tool and edited in the Tile dock; everything kept through a save and reopen;
// the Issues dock's "Tiles" column; a picture of the window for the manual.
#include "editor_test_util.h"
#include "grid_test_util.h"
#include "screenshot_util.h"

#include "editor/docks/grid_battle_dock.h"
#include "editor/docks/grid_unit_dock.h"
#include "editor/shell/battle_saving.h"
#include "editor/render/grid_painter.h"
#include "editor/render/piece_painter.h"
#include "model/systems/grid/grid_json.h"

#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace muster;
using namespace muster::test;

namespace {

// A new 8 x 6 battle in a window of its own, shown, the board fitted.
GridWindow* newGridWindow(std::shared_ptr<ScriptedPrompter> p = std::make_shared<ScriptedPrompter>()) {
    auto* g = new GridWindow(GridWindow::newBattle(8, 6), {}, std::move(p));
    g->resize(1280, 860);
    g->show();
    if (!QTest::qWaitForWindowExposed(g)) return nullptr;
    g->activateWindow();
    QCoreApplication::processEvents();
    g->view()->fitToWindow();
    return g;
}

void closeDiscarding(GridWindow* g) {
    g->document()->undoStack()->setClean();
    g->close();
}

// Replace a line edit's text by typing, then Return (as a user does).
void typeInto(QLineEdit* e, const QString& text) {
    e->setFocus();
    e->selectAll();
    QTest::keyClicks(e, text);
    QTest::keyClick(e, Qt::Key_Return);
}

void undo(GridWindow& g) { g.action(QStringLiteral("gridUndo"))->trigger(); }
void redo(GridWindow& g) { g.action(QStringLiteral("gridRedo"))->trigger(); }
int steps(GridWindow& g) { return g.document()->undoStack()->count(); }
const GridScenario& battle(GridWindow& g) { return g.document()->scenario(); }

bool near(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 40;
}

// The canvas's colour at a point of the board (board units: tile size 48).
QColor boardPixel(GridWindow& g, QPointF board) {
    const QImage img = g.view()->canvas()->grab().toImage();
    const QPointF at = board * g.view()->zoom() * img.devicePixelRatio();
    return img.pixelColor(at.toPoint());
}

} // namespace

class TestGridBattle : public QObject {
    Q_OBJECT
private slots:
    void titleAndSidesFromTheDock() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        GridBattleDock* dock = g->battleDock();
        QVERIFY(dock && dock->isVisible());
        QCOMPARE(dock->title()->text(), QStringLiteral("New square-grid battle"));

        // One burst of typing, committed in two pieces, is one step.
        const int before = steps(*g);
        dock->title()->setFocus();
        dock->title()->selectAll();
        QTest::keyClicks(dock->title(), QStringLiteral("Brandy"));
        dock->commitPendingEdits();  // the pause in typing
        QTest::keyClicks(dock->title(), QStringLiteral(" Station"));
        QTest::keyClick(dock->title(), Qt::Key_Return);
        QCOMPARE(battle(*g).title, std::string("Brandy Station"));
        QCOMPARE(steps(*g), before + 1);
        QVERIFY(g->windowTitle().startsWith(QStringLiteral("Brandy Station")));
        undo(*g);
        QCOMPARE(battle(*g).title, std::string("New square-grid battle"));
        QCOMPARE(dock->title()->text(), QStringLiteral("New square-grid battle"));
        redo(*g);
        QCOMPARE(dock->title()->text(), QStringLiteral("Brandy Station"));

        // A side's name: the dock, the tool bar's side box and the undo step agree.
        typeInto(dock->sideName(Side::Union), QStringLiteral("Pleasonton's Cavalry Corps"));
        QCOMPARE(battle(*g).side(Side::Union).name, std::string("Pleasonton's Cavalry Corps"));
        QCOMPARE(steps(*g), before + 2);
        QCOMPARE(g->sideBox()->itemText(g->sideBox()->findData(int(Side::Union))), QStringLiteral("Pleasonton's Cavalry Corps"));
        undo(*g);
        QCOMPARE(battle(*g).side(Side::Union).name, std::string("Union"));
        QCOMPARE(dock->sideName(Side::Union)->text(), QStringLiteral("Union"));
        QCOMPARE(g->sideBox()->itemText(g->sideBox()->findData(int(Side::Union))), QStringLiteral("Union"));
        redo(*g);
        QCOMPARE(dock->sideName(Side::Union)->text(), QStringLiteral("Pleasonton's Cavalry Corps"));

        // Turns and first side: one step each, undone and redone.
        dock->turns()->setValue(12);
        QCOMPARE(battle(*g).turns, 12);
        pick(dock->firstSide(), int(Side::Confederate));
        QCOMPARE(int(battle(*g).firstSide), int(Side::Confederate));
        QCOMPARE(steps(*g), before + 4);
        undo(*g);
        QCOMPARE(int(battle(*g).firstSide), int(Side::Union));
        QCOMPARE(dock->firstSide()->currentData().toInt(), int(Side::Union));
        undo(*g);
        QCOMPARE(battle(*g).turns, 8);
        QCOMPARE(dock->turns()->value(), 8);
        redo(*g);
        redo(*g);
        QCOMPARE(battle(*g).turns, 12);
        QCOMPARE(dock->firstSide()->currentData().toInt(), int(Side::Confederate));
        closeDiscarding(g);
    }

    // The set-up rows follow the home edge: changing it checks again and moves the band.
    void homeEdgeChecksAndRepaints() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        pick(g->sideBox(), int(Side::Union));
        pick(g->unitTypeBox(), int(GridUnitType::LineInfantry));
        clickTile(*g, {4, 1});  // Union sets up along the North edge: row 1 is fine
        QVERIFY(!hasIssue(*g, "grid.setup-rows", {4, 1}));
        const GridPainter painter(battle(*g), 48);
        const double m = painter.margin();
        const QPointF westBand(m * 0.65, m + 6);  // the West band's end, clear of its words
        const QColor unionColour = PiecePainter::sideColor(Side::Union, false);
        QVERIFY(!near(boardPixel(*g, westBand), unionColour));

        const int before = steps(*g);
        pick(g->battleDock()->homeEdge(Side::Union), int(Edge::West));
        QCOMPARE(int(battle(*g).side(Side::Union).homeEdge), int(Edge::West));
        QCOMPARE(steps(*g), before + 1);
        QVERIFY(hasIssue(*g, "grid.setup-rows", {4, 1}));  // column 4 is not among the West's back two
        QVERIFY(near(boardPixel(*g, westBand), unionColour));
        undo(*g);
        QVERIFY(!hasIssue(*g, "grid.setup-rows", {4, 1}));
        QVERIFY(!near(boardPixel(*g, westBand), unionColour));
        QCOMPARE(g->battleDock()->homeEdge(Side::Union)->currentData().toInt(), int(Edge::North));
        redo(*g);
        QVERIFY(hasIssue(*g, "grid.setup-rows", {4, 1}));
        QCOMPARE(g->battleDock()->homeEdge(Side::Union)->currentData().toInt(), int(Edge::West));
        closeDiscarding(g);
    }

    void victoryTexts() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        GridBattleDock* dock = g->battleDock();
        const int before = steps(*g);
        QVERIFY(!dock->removeVictory()->isEnabled());
        QTest::mouseClick(dock->addVictory(), Qt::LeftButton);
        QCOMPARE(battle(*g).victory.size(), std::size_t(1));
        QCOMPARE(dock->victoryList()->count(), 1);
        QCOMPARE(dock->victoryList()->currentRow(), 0);
        // The new condition's words are selected: typing replaces them, one step.
        QTest::keyClicks(dock->victoryText(), QStringLiteral("Hold Fleetwood Hill"));
        dock->commitPendingEdits();
        QTest::keyClicks(dock->victoryText(), QStringLiteral(" at the end of the last turn."));
        dock->victoryText()->clearFocus();  // leaving the field commits
        QCOMPARE(battle(*g).victory.at(0).text, std::string("Hold Fleetwood Hill at the end of the last turn."));
        QCOMPARE(steps(*g), before + 2);
        pick(dock->victorySide(), int(Side::Confederate));
        QCOMPARE(battle(*g).victory.at(0).side, std::optional(Side::Confederate));
        QCOMPARE(steps(*g), before + 3);
        QVERIFY(dock->victoryList()->item(0)->text().startsWith(QStringLiteral("Confederate: Hold Fleetwood Hill")));

        undo(*g);
        QVERIFY(!battle(*g).victory.at(0).side);
        QCOMPARE(dock->victorySide()->currentData().toInt(), -1);
        undo(*g);
        QCOMPARE(battle(*g).victory.at(0).text, std::string("New condition"));
        QCOMPARE(dock->victoryText()->toPlainText(), QStringLiteral("New condition"));
        redo(*g);
        redo(*g);
        QCOMPARE(dock->victoryText()->toPlainText(), QStringLiteral("Hold Fleetwood Hill at the end of the last turn."));

        QTest::mouseClick(dock->removeVictory(), Qt::LeftButton);
        QVERIFY(battle(*g).victory.empty());
        QCOMPARE(dock->victoryList()->count(), 0);
        QVERIFY(!dock->victoryText()->isEnabled());
        undo(*g);
        QCOMPARE(battle(*g).victory.size(), std::size_t(1));
        QCOMPARE(dock->victoryList()->count(), 1);
        closeDiscarding(g);
    }

    void objectiveTool() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        QAction* tool = g->action(QStringLiteral("gridTool_objective"));
        QVERIFY(tool);
        QCOMPARE(tool->shortcut(), QKeySequence(QStringLiteral("O")));
        const QPointF token = GridPainter(battle(*g), 48).tileRect({4, 3}).bottomLeft() + QPointF(48 * 0.16, -48 * 0.16);
        useTool(*g, "select");
        clickTile(*g, {4, 3});  // the Objective tool selects its tile: the same tint under the token
        const QColor bare = boardPixel(*g, token);

        useTool(*g, "objective");
        const int before = steps(*g);
        clickTile(*g, {4, 3});
        QCOMPARE(battle(*g).objectives.size(), std::size_t(1));
        QCOMPARE(battle(*g).objectives[0].tile, (Offset{4, 3}));
        QCOMPARE(battle(*g).objectives[0].value, 1);
        QCOMPARE(steps(*g), before + 1);
        QVERIFY(boardPixel(*g, token) != bare);  // the painter draws its token

        // The Tile dock edits it; the Battle dock lists it.
        GridUnitDock* tile = g->tileDock();
        QVERIFY(tile->objectiveBox()->isEnabled());
        tile->objectiveLabel()->setFocus();
        QTest::keyClicks(tile->objectiveLabel(), QStringLiteral("Fleetwood Hill"));
        QCOMPARE(battle(*g).objectives[0].label, std::string("Fleetwood Hill"));
        QCOMPARE(steps(*g), before + 2);  // typing the label: one step
        tile->objectiveValue()->setValue(3);
        pick(tile->objectiveHolder(), int(Side::Confederate));
        QCOMPARE(battle(*g).objectives[0].value, 3);
        QCOMPARE(battle(*g).objectives[0].side, std::optional(Side::Confederate));
        QCOMPARE(steps(*g), before + 4);
        QListWidget* list = g->battleDock()->objectives();
        QCOMPARE(list->count(), 1);
        QVERIFY(list->item(0)->text().contains(QStringLiteral("0403")));
        QVERIFY(list->item(0)->text().contains(QStringLiteral("Fleetwood Hill")));
        g->view()->selectTile(Offset{1, 1});
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QCOMPARE(g->view()->selectedTile(), std::optional(Offset{4, 3}));  // the list finds it on the board
        undo(*g);
        QVERIFY(!battle(*g).objectives[0].side);
        QCOMPARE(tile->objectiveHolder()->currentData().toInt(), -1);
        redo(*g);

        // A second click on the tile takes it away; undo brings it back whole.
        clickTile(*g, {4, 3});
        QVERIFY(battle(*g).objectives.empty());
        QVERIFY(!tile->objectiveBox()->isEnabled());
        QCOMPARE(list->count(), 0);
        QCOMPARE(boardPixel(*g, token), bare);
        undo(*g);
        QCOMPARE(battle(*g).objectives.size(), std::size_t(1));
        QCOMPARE(battle(*g).objectives[0].label, std::string("Fleetwood Hill"));

        // The Delete tool takes a tile's units first, then its objective.
        useTool(*g, "unit");
        clickTile(*g, {4, 3});
        useTool(*g, "delete");
        clickTile(*g, {4, 3});
        QVERIFY(!gridUnitAt(battle(*g), {4, 3}));
        QCOMPARE(battle(*g).objectives.size(), std::size_t(1));
        clickTile(*g, {4, 3});
        QVERIFY(battle(*g).objectives.empty());
        undo(*g);
        QCOMPARE(battle(*g).objectives.size(), std::size_t(1));
        closeDiscarding(g);
    }

    // Everything typed and clicked in the window is in the file, and comes back from it.
    void savedAndReadBack() {
        QTemporaryDir dir;
        auto prompter = std::make_shared<ScriptedPrompter>();
        GridWindow* g = newGridWindow(prompter);
        QVERIFY(g);
        GridBattleDock* dock = g->battleDock();
        typeInto(dock->title(), QStringLiteral("Brandy Station"));
        typeInto(dock->subtitle(), QStringLiteral("9 June 1863"));
        typeInto(dock->author(), QStringLiteral("A. Designer"));
        typeInto(dock->date(), QStringLiteral("1863-06-09"));
        dock->historicalNotes()->setFocus();
        QTest::keyClicks(dock->historicalNotes(), QStringLiteral("The largest cavalry battle of the war."));
        dock->turns()->setValue(10);
        pick(dock->firstSide(), int(Side::Confederate));
        typeInto(dock->sideName(Side::Union), QStringLiteral("Cavalry Corps"));
        typeInto(dock->sideName(Side::Confederate), QStringLiteral("Stuart's Division"));
        pick(dock->homeEdge(Side::Union), int(Edge::East));
        pick(dock->homeEdge(Side::Confederate), int(Edge::West));
        QTest::mouseClick(dock->addVictory(), Qt::LeftButton);
        QTest::keyClicks(dock->victoryText(), QStringLiteral("Hold the hill."));
        pick(dock->victorySide(), int(Side::Union));  // the words typed stay, to be committed
        dock->findChild<QPushButton*>(QStringLiteral("gridAddSpecialRule"))->click();
        dock->specialRules()->item(0)->setText(QStringLiteral("Fog: no fire on turn 1."));
        dock->briefing()->setFocus();
        QTest::keyClicks(dock->briefing(), QStringLiteral("Dawn on the Rappahannock."));
        useTool(*g, "objective");
        clickTile(*g, {5, 2});
        g->tileDock()->objectiveLabel()->setFocus();
        QTest::keyClicks(g->tileDock()->objectiveLabel(), QStringLiteral("Hill"));
        // The briefing is still being typed (no pause, no focus out): Save commits it.
        dock->briefing()->setFocus();
        QTest::keyClicks(dock->briefing(), QStringLiteral(" Fog."));

        const QString path = dir.filePath(QStringLiteral("brandy.json"));
        QVERIFY(g->saveToFile(path));
        const GridScenario& s = battle(*g);
        QCOMPARE(s.title, std::string("Brandy Station"));
        QCOMPARE(s.subtitle, std::string("9 June 1863"));
        QCOMPARE(s.author, std::string("A. Designer"));
        QCOMPARE(s.date, std::string("1863-06-09"));
        QCOMPARE(s.historicalNotes, std::string("The largest cavalry battle of the war."));
        QCOMPARE(s.turns, 10);
        QCOMPARE(int(s.firstSide), int(Side::Confederate));
        QCOMPARE(s.side(Side::Union).name, std::string("Cavalry Corps"));
        QCOMPARE(s.side(Side::Confederate).name, std::string("Stuart's Division"));
        QCOMPARE(int(s.side(Side::Union).homeEdge), int(Edge::East));
        QCOMPARE(int(s.side(Side::Confederate).homeEdge), int(Edge::West));
        QCOMPARE(s.victory.size(), std::size_t(1));
        QCOMPARE(s.victory[0].text, std::string("Hold the hill."));
        QCOMPARE(s.victory[0].side, std::optional(Side::Union));
        QCOMPARE(s.specialRules, std::vector<std::string>{"Fog: no fire on turn 1."});
        QCOMPARE(s.briefing, std::string("Dawn on the Rappahannock. Fog."));
        QCOMPARE(s.objectives.size(), std::size_t(1));
        QCOMPARE(s.objectives[0].label, std::string("Hill"));
        QVERIFY(!g->document()->isModified());

        auto* again = new GridWindow(readGridJson(readBattleFileText(path), path.toStdString()), path, prompter);
        QVERIFY(again->document()->scenario() == s);
        QCOMPARE(again->battleDock()->title()->text(), QStringLiteral("Brandy Station"));
        QCOMPARE(again->battleDock()->victoryList()->count(), 1);
        QCOMPARE(again->battleDock()->homeEdge(Side::Union)->currentData().toInt(), int(Edge::East));
        delete again;

        // Another battle loaded into the window: the dock shows it.
        g->document()->reset(GridWindow::newBattle(6, 6));
        QCOMPARE(dock->title()->text(), QStringLiteral("New square-grid battle"));
        QCOMPARE(dock->victoryList()->count(), 0);
        QCOMPARE(dock->sideName(Side::Union)->text(), QStringLiteral("Union"));
        QCOMPARE(dock->objectives()->count(), 0);
        closeDiscarding(g);
    }

    // Words typed a moment ago (no pause, no focus out yet) are a change for "Save changes?"
    // on close and for the autosave, not only for Save.
    void closingAndAutosaveSeeTyping() {
        auto prompter = std::make_shared<ScriptedPrompter>();
        GridWindow* g = newGridWindow(prompter);
        QVERIFY(g);
        GridBattleDock* dock = g->battleDock();
        dock->briefing()->setFocus();
        QTest::keyClicks(dock->briefing(), QStringLiteral("Dawn."));
        QVERIFY(!g->document()->isModified());  // still being typed
        g->saving()->writeRecovery();
        QCOMPARE(battle(*g).briefing, std::string("Dawn."));
        QFile recovery(g->saving()->recoveryFilePath());
        QVERIFY(recovery.open(QIODevice::ReadOnly));
        QVERIFY(recovery.readAll().contains("Dawn."));
        recovery.close();

        GridWindow* h = newGridWindow(prompter);
        QVERIFY(h);
        h->battleDock()->title()->setFocus();
        h->battleDock()->title()->selectAll();
        QTest::keyClicks(h->battleDock()->title(), QStringLiteral("Brandy Station"));
        prompter->answer(QStringLiteral("Cancel"));
        QVERIFY(!h->close());
        QCOMPARE(prompter->titles(), QStringList{QStringLiteral("Save changes?")});
        QCOMPARE(battle(*h).title, std::string("Brandy Station"));
        closeDiscarding(h);
        closeDiscarding(g);
    }

    void issuesSayTiles() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        QCOMPARE(g->issuesModel()->headerData(IssuesModel::ColHexes, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Tiles"));
        IssuesModel hexBoard;
        QCOMPARE(hexBoard.headerData(IssuesModel::ColHexes, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Hexes"));
        closeDiscarding(g);
    }

    // The window with a small battle built in it, for the manual (docs/grid-battle-dock.png).
    void pictureOfABattle() {
        GridWindow* g = newGridWindow();
        QVERIFY(g);
        GridBattleDock* dock = g->battleDock();
        typeInto(dock->title(), QStringLiteral("Brandy Station"));
        typeInto(dock->subtitle(), QStringLiteral("Fleetwood Hill, 9 June 1863"));
        typeInto(dock->author(), QStringLiteral("Muster"));
        typeInto(dock->sideName(Side::Union), QStringLiteral("Pleasonton"));
        typeInto(dock->sideName(Side::Confederate), QStringLiteral("Stuart"));
        QTest::mouseClick(dock->addVictory(), Qt::LeftButton);
        QTest::keyClicks(dock->victoryText(), QStringLiteral("Hold Fleetwood Hill at the end of turn 8."));
        pick(dock->victorySide(), int(Side::Confederate));
        QTest::mouseClick(dock->addVictory(), Qt::LeftButton);
        QTest::keyClicks(dock->victoryText(), QStringLiteral("Take the hill or leave Stuart fewer units than you."));
        pick(dock->victorySide(), int(Side::Union));
        dock->findChild<QPushButton*>(QStringLiteral("gridAddSpecialRule"))->click();
        dock->specialRules()->item(0)->setText(QStringLiteral("The river is crossed only at the fords."));
        pick(g->terrainBox(), int(GridTerrain::Hill));
        for (Offset t : {Offset{4, 3}, Offset{5, 3}, Offset{4, 4}}) clickTile(*g, t);
        pick(g->terrainBox(), int(GridTerrain::Forest));
        for (Offset t : {Offset{2, 3}, Offset{2, 4}, Offset{7, 2}}) clickTile(*g, t);
        pick(g->terrainBox(), int(GridTerrain::River));
        for (int c = 1; c <= 8; ++c)
            if (c != 3 && c != 6) clickTile(*g, {c, 5});
        pick(g->terrainBox(), int(GridTerrain::Ford));
        clickTile(*g, {3, 5});
        clickTile(*g, {6, 5});
        pick(g->sideBox(), int(Side::Union));
        for (auto [t, type] : {std::pair{Offset{3, 1}, GridUnitType::Cavalry}, {Offset{5, 1}, GridUnitType::Cavalry},
                               {Offset{4, 2}, GridUnitType::Artillery}, {Offset{6, 2}, GridUnitType::LineInfantry}}) {
            pick(g->unitTypeBox(), int(type));
            clickTile(*g, t);
        }
        pick(g->sideBox(), int(Side::Confederate));
        for (auto [t, type] : {std::pair{Offset{3, 6}, GridUnitType::Cavalry}, {Offset{5, 6}, GridUnitType::Cavalry},
                               {Offset{4, 6}, GridUnitType::LightInfantry}}) {
            pick(g->unitTypeBox(), int(type));
            clickTile(*g, t);
        }
        useTool(*g, "objective");
        clickTile(*g, {4, 3});
        g->tileDock()->objectiveValue()->setValue(2);
        g->tileDock()->objectiveLabel()->setFocus();
        QTest::keyClicks(g->tileDock()->objectiveLabel(), QStringLiteral("Fleetwood Hill"));
        pick(g->tileDock()->objectiveHolder(), int(Side::Confederate));
        dock->victoryList()->setCurrentRow(0);
        if (auto* scroll = qobject_cast<QScrollArea*>(dock->widget())) scroll->verticalScrollBar()->setValue(0);
        QCoreApplication::processEvents();
        QVERIFY(g->issuesModel()->issues().empty());  // a battle set up by the rules
        const QString path = saveScreenshot(g->grab().toImage(), QStringLiteral("screenshots/grid-battle-dock.png"));
        QVERIFY(!path.isEmpty());
        qInfo("wrote %s", qPrintable(path));
        closeDiscarding(g);
    }
};

QTEST_MAIN(TestGridBattle)
#include "test_grid_battle.moc"
