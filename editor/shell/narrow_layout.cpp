#include "narrow_layout.h"

#include "editor/docks/balance_dock.h"
#include "editor/docks/combat_dock.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/overview_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/docks/scenario_dock.h"
#include "editor/docks/terrain_palette.h"
#include "editor/shell/edit_docks.h"

#include <QDockWidget>
#include <QList>
#include <QMainWindow>

namespace muster {

void shareANarrowWindow(QMainWindow& w, const EditDocks& docks) {
    if (w.width() >= kNarrowWidth) return;
    QDockWidget* scenario = docks.dock<ScenarioDock>();
    QDockWidget* palette = docks.dock<TerrainPalette>();
    QDockWidget* inspector = docks.dock<InspectorDock>();
    QDockWidget* issues = docks.dock<IssuesDock>();
    QDockWidget* combat = docks.dock<CombatDock>();
    // Side docks are about 220 px wide here, and tab names do not wrap: no tab group may
    // hold more than about 210 px of names (at the default font: Scenario+Library+History
    // 210, Terrain+Overview+Rules 203, Combat odds+Balance 176, Issues+Reinforcements 201),
    // or its tab bar scrolls. So the right-hand group of four splits: Rules joins the
    // palette's tabs, Combat odds goes under the Inspector with Balance beside it. (Under
    // the palette, three groups on the left were taller than a 540 px screen.)
    w.tabifyDockWidget(palette, docks.dock<OverviewDock>());
    w.tabifyDockWidget(palette, docks.dock<RulesDock>());
    if (inspector && combat) {
        w.splitDockWidget(inspector, combat, Qt::Vertical);  // the Inspector is not tabbed
        w.tabifyDockWidget(combat, docks.dock<BalanceDock>());
    }
    for (QDockWidget* front : {scenario, palette, issues, combat})
        if (front) front->raise();
    // The rest of the width goes to the board: the side columns get the least width their
    // forms and tab names need (main_window.cpp), so on a 960 px screen the board keeps
    // more than half (two shares of a quarter left it 47%).
    QList<QDockWidget*> sides;
    QList<int> widths;
    for (QDockWidget* d : {scenario, inspector}) {
        sides << d;
        widths << d->minimumWidth();
    }
    w.resizeDocks(sides, widths, Qt::Horizontal);
    // The Inspector's form is the one edited most: Combat odds shows its first lines.
    if (inspector && combat) w.resizeDocks({inspector, combat}, {w.height() * 2 / 3, w.height() / 6}, Qt::Vertical);
}

} // namespace muster
