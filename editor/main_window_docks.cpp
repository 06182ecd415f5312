// MainWindow: the docks beside the board built after the Scenario and Inspector docks
// (issues, reinforcements, rules, combat odds, library, balance; the terrain palette and
// overview come from buildNavigation) and how they talk to the window.
#include "main_window.h"
#include "editor/qstring_util.h"

#include "db/bundled_scenarios.h"
#include "editor/docks/balance_dock.h"
#include "editor/docks/club_view.h"
#include "editor/docks/combat_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/reinforcements_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document_controller.h"
#include "editor/document/library_service.h"
#include "editor/play/play_controller.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/view/board_view.h"

#include <QDockWidget>

namespace muster {

void MainWindow::buildMoreDocks() {
    auto locate = [this](const std::vector<Offset>& hexes, const std::vector<std::string>& units) {
        std::vector<Offset> where = hexes;
        for (const auto& id : units)
            if (const Unit* u = doc_->scenario().findUnit(id); u && u->hex) where.push_back(*u->hex);
        selection_->set(units, hexes);
        view_->centreOn(where);
    };
    auto* issues = new IssuesDock(doc_, this);
    addDockPanel(issues, Qt::RightDockWidgetArea);
    connect(issues, &IssuesDock::locate, this, locate);
    // Issues and the reference docks share the lower right, issues in front.
    auto* reinf = new ReinforcementsDock(doc_, this);
    addDockPanel(reinf, Qt::RightDockWidgetArea);
    tabifyDockWidget(issues, reinf);
    connect(reinf, &ReinforcementsDock::locate, this, locate);
    connect(reinf, &ReinforcementsDock::editRequested, this, [this](const std::string& id) {
        const Unit* u = doc_->scenario().findUnit(id);
        showInspectorFor({id}, u && u->arrives ? std::optional<Offset>(u->arrives->hex) : std::nullopt);
    });
    auto* rules = new RulesDock(this);
    addDockPanel(rules, Qt::RightDockWidgetArea);
    tabifyDockWidget(issues, rules);
    auto* combat = new CombatDock(this);
    addDockPanel(combat, Qt::RightDockWidgetArea);
    tabifyDockWidget(issues, combat);
    combat->setScenario(&doc_->scenario()); // the document's scenario object lives as long as it
    connect(doc_, &ScenarioDocument::changed, combat, [this, combat] {
        // A deleted attacker takes its odds with it.
        if (!combat->attackerId().empty() && !doc_->scenario().findUnit(combat->attackerId())) combat->clear();
        else combat->recompute();
    });
    connect(this, &MainWindow::documentReplaced, combat, &CombatDock::clear);
    connect(combat, &CombatDock::requestTargetPick, this, [this](bool on) {
        if (on) view_->beginHexPick(); else view_->cancelHexPick();
    });
    connect(view_, &BoardView::hexPicked, combat, [combat](Offset hex) {
        if (combat->isPickingTarget()) combat->targetPicked(hex);
    });
    connect(selection_, &Selection::changed, combat, [this, combat] {
        if (!selection_->units().empty()) combat->setAttacker(selection_->units().front());
    });
    issues->raise();
    auto* lib = new LibraryDock(doc_, this);
    libraryDock_ = lib;
    lib->setPrompter(prompter_);
    addDockPanel(lib, Qt::LeftDockWidgetArea);
    auto* balance = new BalanceDock(doc_, this);  // win rates from AI self-play
    addDockPanel(balance, Qt::LeftDockWidgetArea);
    tabifyDockWidget(lib, balance);
    // A balance result belongs to the battle it was played on.
    connect(this, &MainWindow::documentReplaced, balance, &BalanceDock::documentReplaced);
    lib->clubView()->setBalanceSource([balance] { return balance->claimableResult(); });  // Publish offers it as a claim
    if (auto* scen = findChild<QDockWidget*>(QStringLiteral("ScenarioDock")); scen && scen != lib) {
        tabifyDockWidget(scen, lib);
        scen->raise();
    }
    connect(lib, &LibraryDock::aboutToSave, this, &MainWindow::commitPendingEdits, Qt::DirectConnection);
    connect(lib, &LibraryDock::openScenario, this, [this](const Scenario& s, qint64 id) {
        if (maybeSave()) documents_->load(s, DocumentOrigin::library(id));
    });
    connect(lib, &LibraryDock::openGame, this, [this](qint64 gameId) {
        if (maybeSave()) play_->openLibraryGame(gameId);
    });
    connect(lib, &LibraryDock::reloadScenario, this,
            [this](const Scenario& s, qint64 id) { documents_->load(s, DocumentOrigin::library(id)); });
    buildNavigation();
}

void MainWindow::openLibrary() {
    // The application's library (editor/document/library_service.h), the default one
    // when none is open yet.
    if (!LibraryService::instance()->ensureOpen()) libraryDock_->openLibrary();
    libraryDock_->show();
    libraryDock_->raise();
}

} // namespace muster
