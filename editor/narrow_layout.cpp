#include "narrow_layout.h"

#include <QDockWidget>
#include <QList>
#include <QMainWindow>

namespace muster {

void shareANarrowWindow(QMainWindow& w) {
    if (w.width() >= kNarrowWidth) return;
    auto dock = [&w](const char* name) { return w.findChild<QDockWidget*>(QLatin1String(name)); };
    QDockWidget* scenario = dock("ScenarioDock");
    QDockWidget* palette = dock("TerrainPaletteDock");
    if (QDockWidget* balance = dock("BalanceDock"); scenario && balance) w.tabifyDockWidget(scenario, balance);
    if (QDockWidget* overview = dock("OverviewDock"); palette && overview) w.tabifyDockWidget(palette, overview);
    for (QDockWidget* front : {scenario, palette})
        if (front) front->raise();
    // The rest of the width goes to the board.
    QList<QDockWidget*> sides;
    QList<int> widths;
    for (auto [name, share] : {std::pair{"ScenarioDock", 24}, std::pair{"InspectorDock", 26}})
        if (QDockWidget* d = dock(name)) {
            sides << d;
            widths << w.width() * share / 100;
        }
    w.resizeDocks(sides, widths, Qt::Horizontal);
}

} // namespace muster
