#pragma once
// Helpers shared by the square-grid editor tests (test_grid_editor, test_grid_battle):
// tools, combo boxes and mouse clicks on the board of a GridWindow.
#include "editor/commands/grid_commands.h"
#include "editor/docks/issues_dock.h"
#include "editor/document/grid_document.h"
#include "editor/shell/grid_window.h"
#include "editor/view/grid_board_view.h"

#include <QAction>
#include <QComboBox>
#include <QTest>

#include <algorithm>
#include <string>

namespace muster::test {

inline void useTool(GridWindow& g, const char* id) { g.action(QStringLiteral("gridTool_") + QLatin1String(id))->trigger(); }

// Choose the item holding `data` as a user does (activated, not only currentIndexChanged).
inline void pick(QComboBox* box, int data) {
    box->setCurrentIndex(box->findData(data));
    emit box->activated(box->currentIndex());
}

inline void hover(GridWindow& g, Offset o) { QTest::mouseMove(g.view()->canvas(), g.view()->tileCentre(o)); }

inline void clickTile(GridWindow& g, Offset o) {
    hover(g, o);
    QTest::mouseClick(g.view()->canvas(), Qt::LeftButton, {}, g.view()->tileCentre(o));
}

inline bool hasIssue(GridWindow& g, const std::string& rule, Offset tile) {
    const auto& list = g.issuesModel()->issues();
    return std::any_of(list.begin(), list.end(), [&](const Issue& is) {
        return is.rule == rule && std::find(is.hexes.begin(), is.hexes.end(), tile) != is.hexes.end();
    });
}

} // namespace muster::test
