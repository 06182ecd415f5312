// MainWindow: square-grid battles, each in a GridWindow of its own.
#include "main_window.h"

#include "editor/document/grid_document.h"
#include "editor/shell/grid_window.h"
#include "editor/view/grid_board_view.h"
#include "editor/widgets/prompter.h"
#include "model/hex.h"

namespace muster {

GridWindow* MainWindow::openGridWindow(const GridScenario& s, const QString& filePath) {
    auto* g = new GridWindow(s, filePath, prompter_);
    grids_ << g;
    g->show();
    g->view()->fitToWindow();
    return g;
}

GridWindow* MainWindow::openGridFile(const QString& path) {
    GridWindow* g = GridWindow::open(path, prompter_);
    if (!g) return nullptr;
    grids_ << g;
    g->show();
    addRecent(g->document()->filePath());
    return g;
}

GridWindow* MainWindow::newGridBattleAsked() {
    const GridScenario fresh;
    const QString title = tr("New square-grid battle");
    const auto columns = prompter_->number(title, tr("Columns (%1)").arg(QString::fromStdString(boardSideRange())),
                                           fresh.columns, kMinBoardSide, kMaxBoardSide);
    if (!columns) return nullptr;
    const auto rows = prompter_->number(title, tr("Rows (%1)").arg(QString::fromStdString(boardSideRange())), fresh.rows,
                                        kMinBoardSide, kMaxBoardSide);
    if (!rows) return nullptr;
    return openGridWindow(GridWindow::newBattle(*columns, *rows));
}

QList<GridWindow*> MainWindow::gridWindows() const {
    QList<GridWindow*> out;
    for (const QPointer<GridWindow>& g : grids_)
        if (g) out << g.data();
    return out;
}

} // namespace muster
