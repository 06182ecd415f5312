// MainWindow: docks built by other parts of the project, wired when their headers exist,
// so the editor builds whichever of them have landed.
#include "main_window.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/view/board_view.h"

#if __has_include("editor/docks/issues_dock.h")
#include "editor/docks/issues_dock.h"
#define MUSTER_HAVE_ISSUES_DOCK 1
#endif
#if __has_include("editor/docks/reinforcements_dock.h")
#include "editor/docks/reinforcements_dock.h"
#define MUSTER_HAVE_REINFORCEMENTS_DOCK 1
#endif
#if defined(HAVE_MUSTER_DB) && __has_include("editor/docks/library_dock.h")
#include "db/bundled_scenarios.h"
#include "editor/docks/library_dock.h"
#define MUSTER_HAVE_LIBRARY_DOCK 1
#endif
#if defined(HAVE_MUSTER_RULESREF) && __has_include("editor/docks/rules_dock.h")
#include "editor/docks/rules_dock.h"
#define MUSTER_HAVE_RULES_DOCK 1
#endif
#if defined(HAVE_MUSTER_RULESREF) && __has_include("editor/docks/combat_dock.h")
#include "editor/docks/combat_dock.h"
#define MUSTER_HAVE_COMBAT_DOCK 1
#endif

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
    QDockWidget* rightTop = nullptr;
#ifdef MUSTER_HAVE_ISSUES_DOCK
    auto* issues = new IssuesDock(doc_, this);
    addDockPanel(issues, Qt::RightDockWidgetArea);
    connect(issues, &IssuesDock::locate, this, locate);
    // Issues and the reference docks share the lower right, issues in front.
    rightTop = issues;
#endif
    QDockWidget* front = rightTop;
#ifdef MUSTER_HAVE_REINFORCEMENTS_DOCK
    auto* reinf = new ReinforcementsDock(doc_, this);
    addDockPanel(reinf, Qt::RightDockWidgetArea);
    if (rightTop) tabifyDockWidget(rightTop, reinf);
    connect(reinf, &ReinforcementsDock::locate, this, locate);
#endif
#ifdef MUSTER_HAVE_RULES_DOCK
    auto* rules = new RulesDock(this);
    addDockPanel(rules, Qt::RightDockWidgetArea);
    if (rightTop) tabifyDockWidget(rightTop, rules);
#endif
#ifdef MUSTER_HAVE_COMBAT_DOCK
    auto* combat = new CombatDock(this);
    addDockPanel(combat, Qt::RightDockWidgetArea);
    if (rightTop) tabifyDockWidget(rightTop, combat);
    combat->setScenario(&doc_->scenario()); // the document's scenario object lives as long as it
    connect(doc_, &ScenarioDocument::changed, combat, [combat] { combat->recompute(); });
    connect(selection_, &Selection::changed, combat, [this, combat] {
        if (!selection_->units().empty()) combat->setAttacker(selection_->units().front());
    });
    connect(view_, &BoardView::hoveredHexChanged, combat, [combat](std::optional<Offset> h) {
        if (h) combat->setTarget(*h);
    });
#endif
    if (front) front->raise();
#ifdef MUSTER_HAVE_LIBRARY_DOCK
    auto* lib = new LibraryDock(doc_, this);
    libraryDock_ = lib;
    addDockPanel(lib, Qt::LeftDockWidgetArea);
    if (auto* scen = findChild<QDockWidget*>(QStringLiteral("ScenarioDock")); scen && scen != lib) {
        tabifyDockWidget(scen, lib);
        scen->raise();
    }
    connect(lib, &LibraryDock::aboutToSave, this, &MainWindow::commitPendingEdits, Qt::DirectConnection);
    connect(lib, &LibraryDock::openScenario, this, [this](const Scenario& s, qint64) {
        if (maybeSave()) loadScenario(s);
    });
#endif
}

void MainWindow::openLibrary() {
    if (!libraryDock_) return;
#ifdef MUSTER_HAVE_LIBRARY_DOCK
    auto* lib = static_cast<LibraryDock*>(libraryDock_);
    if (!lib->library()) lib->openLibrary({}, QString::fromStdString(bundledScenariosDir(MUSTER_BUNDLED_SCENARIOS)));
#endif
    libraryDock_->show();
    libraryDock_->raise();
}

} // namespace muster
