#include "edit_docks.h"

#include "editor/docks/balance_dock.h"
#include "editor/docks/balance_heat.h"
#include "editor/docks/club_view.h"
#include "editor/docks/combat_dock.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/overview_dock.h"
#include "editor/docks/reinforcements_dock.h"
#include "editor/docks/roster_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/docks/scenario_dock.h"
#include "editor/docks/terrain_palette.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/main_window.h"
#include "editor/play/play_controller.h"
#include "editor/view/board_view.h"

#include <QDockWidget>
#include <QUndoStack>
#include <QUndoView>

namespace muster {

EditDocks::EditDocks(MainWindow* window) : QObject(window), w_(window) {
    QDockWidget* history = buildForms();
    buildLists();
    buildLibrary();
    buildNavigation();
    layOut(history);
}

void EditDocks::commitPendingEdits() {
    dock<InspectorDock>()->commitPendingEdits();
    dock<ScenarioDock>()->commitPendingEdits();
}

void EditDocks::pickHexes(bool on) {
    if (on) w_->view()->beginHexPick();
    else w_->view()->cancelHexPick();
}

QDockWidget* EditDocks::buildForms() {
    MainWindow* w = w_;
    ScenarioDocument* doc = w->document();
    Selection* selection = w->selection();
    BoardView* view = w->view();
    auto* inspector = slot<InspectorDock>() = new InspectorDock(doc, w);
    w->addDockPanel(inspector, Qt::RightDockWidgetArea);
    connect(selection, &Selection::changed, inspector, [selection, inspector] {
        inspector->setSelectedUnits(selection->units());
        inspector->setSelectedHexes(selection->hexes());
    });
    connect(view, &BoardView::hoveredHexChanged, inspector, &InspectorDock::setHoveredHex);
    connect(inspector, &InspectorDock::selectUnitRequested, this, [doc, selection](const QString& id) {
        if (const Unit* u = doc->scenario().findUnit(id.toStdString()))
            selection->set({u->id}, u->hex ? std::vector<Offset>{*u->hex} : std::vector<Offset>{});
    });
    connect(inspector, &InspectorDock::requestHexPick, this, &EditDocks::pickHexes);
    connect(view, &BoardView::hexPicked, inspector, &InspectorDock::entryHexPicked);
    auto* scenario = slot<ScenarioDock>() = new ScenarioDock(doc, w);
    scenario->setPrompter(w->sharedPrompter());
    w->addDockPanel(scenario, Qt::LeftDockWidgetArea);
    connect(scenario, &ScenarioDock::requestHexPick, this, &EditDocks::pickHexes);
    connect(view, &BoardView::hexPicked, scenario, &ScenarioDock::hexPicked);
    // History sits with Scenario and Library on the left: the right-hand group has four
    // tabs already, and a fifth would not fit at a usual dock width.
    auto* history = history_ = new QDockWidget(tr("History"), w);
    history->setObjectName(QStringLiteral("HistoryDock"));
    auto* undoView = new QUndoView(doc->undoStack(), history);
    undoView->setEmptyLabel(tr("<opened>"));
    history->setWidget(undoView);
    w->addDockPanel(history, Qt::LeftDockWidgetArea);
    return history;
}

void EditDocks::buildLists() {
    MainWindow* w = w_;
    ScenarioDocument* doc = w->document();
    auto locate = [w, doc](const std::vector<Offset>& hexes, const std::vector<std::string>& units) {
        std::vector<Offset> where = hexes;
        for (const auto& id : units)
            if (const Unit* u = doc->scenario().findUnit(id); u && u->hex) where.push_back(*u->hex);
        w->selection()->set(units, hexes);
        w->view()->centreOn(where);
    };
    auto* issues = slot<IssuesDock>() = new IssuesDock(doc, w);
    w->addDockPanel(issues, Qt::RightDockWidgetArea);
    connect(issues, &IssuesDock::locate, this, locate);
    // Issues and the reference docks share the lower right, issues in front.
    auto* reinf = slot<ReinforcementsDock>() = new ReinforcementsDock(doc, w);
    w->addDockPanel(reinf, Qt::RightDockWidgetArea);
    w->tabifyDockWidget(issues, reinf);
    connect(reinf, &ReinforcementsDock::locate, this, locate);
    connect(reinf, &ReinforcementsDock::editRequested, this, [w, doc](const std::string& id) {
        const Unit* u = doc->scenario().findUnit(id);
        w->showInspectorFor({id}, u && u->arrives ? std::optional<Offset>(u->arrives->hex) : std::nullopt);
    });
    // The order of battle is a wide table: below the board, shown from View > Docks (a fifth
    // tab on the right would not fit the dock's width).
    auto* roster = slot<RosterDock>() = new RosterDock(doc, w);
    w->addDockPanel(roster, Qt::BottomDockWidgetArea);
    roster->hide();
    connect(roster, &RosterDock::locate, this, locate);
    auto* rules = slot<RulesDock>() = new RulesDock(w);
    w->addDockPanel(rules, Qt::RightDockWidgetArea);
    w->tabifyDockWidget(issues, rules);
    auto* combat = slot<CombatDock>() = new CombatDock(w);
    w->addDockPanel(combat, Qt::RightDockWidgetArea);
    w->tabifyDockWidget(issues, combat);
    combat->setScenario(&doc->scenario()); // the document's scenario object lives as long as it
    connect(doc, &ScenarioDocument::changed, combat, [doc, combat] {
        // A deleted attacker takes its odds with it.
        if (!combat->attackerId().empty() && !doc->scenario().findUnit(combat->attackerId())) combat->clear();
        else combat->recompute();
    });
    connect(w, &MainWindow::documentReplaced, combat, &CombatDock::clear);
    connect(combat, &CombatDock::requestTargetPick, this, &EditDocks::pickHexes);
    connect(w->view(), &BoardView::hexPicked, combat, [combat](Offset hex) {
        if (combat->isPickingTarget()) combat->targetPicked(hex);
    });
    connect(w->selection(), &Selection::changed, combat, [w, combat] {
        if (!w->selection()->units().empty()) combat->setAttacker(w->selection()->units().front());
    });
    issues->raise();
}

void EditDocks::buildLibrary() {
    MainWindow* w = w_;
    DocumentController* docs = w->documents();
    auto* lib = slot<LibraryDock>() = new LibraryDock(w->document(), w);
    lib->setPrompter(w->sharedPrompter());
    lib->setSaver([docs](bool asNew, QString* error) {
        const bool ok = docs->saveToLibrary(asNew);
        if (!ok) *error = docs->lastError();
        return ok;
    });
    w->addDockPanel(lib, Qt::LeftDockWidgetArea);
    auto* balance = slot<BalanceDock>() = new BalanceDock(w->document(), w);  // win rates from AI self-play
    w->addDockPanel(balance, Qt::LeftDockWidgetArea);
    w->tabifyDockWidget(lib, balance);
    // A balance result belongs to the battle it was played on.
    connect(w, &MainWindow::documentReplaced, balance, &BalanceDock::documentReplaced);
    connect(balance->heat(), &BalanceHeat::overlayChanged, w->view(), &BoardView::setOverlay);
    // People's games: those beside the scenario's file (the dock's own) and the library's.
    balance->setPeopleLibrary([lib] { return lib->library() ? lib->library()->path() : std::string(); });
    lib->clubView()->setBalanceSource([balance] { return balance->claimableResult(); });  // Publish offers it as a claim
    w->tabifyDockWidget(dock<ScenarioDock>(), lib);
    dock<ScenarioDock>()->raise();
    connect(lib, &LibraryDock::aboutToSave, w, &MainWindow::commitPendingEdits, Qt::DirectConnection);
    connect(lib, &LibraryDock::openScenario, this, [docs](const Scenario& s, qint64 id) {
        if (docs->maybeSave()) docs->loadFromLibrary(s, id);
    });
    connect(lib, &LibraryDock::openBattle, w, &MainWindow::openLibraryBattle);  // another system's, in its window
    connect(lib, &LibraryDock::openGame, this, [w, docs](qint64 gameId) {
        if (docs->maybeSave()) w->playController()->store()->openFromLibrary(gameId);
    });
    connect(lib, &LibraryDock::reloadScenario, this,
            [docs](const Scenario& s, qint64 id) { docs->load(s, DocumentOrigin::library(id)); });
}

void EditDocks::buildNavigation() {
    w_->addDockPanel(slot<TerrainPalette>() = new TerrainPalette(w_), Qt::LeftDockWidgetArea);
    w_->addDockPanel(slot<OverviewDock>() = new OverviewDock(w_->document(), w_->view(), w_), Qt::LeftDockWidgetArea);
}

void EditDocks::layOut(QDockWidget* history) {
    MainWindow* w = w_;
    const QList<QDockWidget*> docks = w->findChildren<QDockWidget*>();
    ScenarioDock* scenario = dock<ScenarioDock>();
    w->tabifyDockWidget(scenario, history);
    // The designer's forms and lists share one tall tab group (Scenario, Library, History,
    // Balance): a dock of its own, Balance squeezed the Scenario form to four fields and
    // the Library to one row on a 1080-line screen.
    w->tabifyDockWidget(scenario, dock<BalanceDock>());
    scenario->raise();
    for (QDockWidget* d : docks) d->setMinimumWidth(220); // below that the forms stop being usable
    QList<QDockWidget*> leftDocks, rightDocks;
    for (QDockWidget* d : docks) (w->dockWidgetArea(d) == Qt::LeftDockWidgetArea ? leftDocks : rightDocks) << d;
    // Wide enough for the forms without sideways scrolling and for whole tab names.
    if (!leftDocks.isEmpty()) w->resizeDocks({leftDocks.first()}, {300}, Qt::Horizontal);
    if (!rightDocks.isEmpty()) w->resizeDocks({rightDocks.first()}, {390}, Qt::Horizontal);
    // Left: the tab group gets most of the height, the palette a column of swatches, the
    // overview a small map.
    w->resizeDocks({scenario, dock<TerrainPalette>(), dock<OverviewDock>()}, {620, 220, 140}, Qt::Vertical);
    // The inspector holds a form: give it more height than the lists below it.
    for (QDockWidget* d : docks)
        if (d != dock<InspectorDock>() && w->dockWidgetArea(d) == Qt::RightDockWidgetArea && !w->tabifiedDockWidgets(d).isEmpty()) {
            w->resizeDocks({dock<InspectorDock>(), d}, {520, 280}, Qt::Vertical);
            break;
        }
}

} // namespace muster
