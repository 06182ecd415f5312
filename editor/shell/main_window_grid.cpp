// MainWindow: square-grid battles, each in a GridWindow of its own; other systems' battles
// from the library, each in its system's window.
#include "main_window.h"

#include "editor/document/grid_document.h"
#include "editor/document/library_service.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/grid_window.h"
#include "editor/view/grid_board_view.h"
#include "editor/widgets/prompter.h"
#include "model/hex.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"

namespace muster {

GridWindow* MainWindow::openGridWindow(const GridScenario& s, const QString& filePath) {
    auto* g = new GridWindow(s, filePath, prompter_);
    grids_ << g;
    g->show();
    g->view()->fitToWindow();
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

bool MainWindow::openLibraryBattle(qint64 battleId) {
    const QString title = tr("Open battle %1").arg(battleId);
    Library* lib = LibraryService::instance()->library();
    if (!lib) return false;
    try {
        const std::string text = lib->loadBattleJson(battleId);
        const std::string file = "library battle " + std::to_string(battleId);
        for (GridWindow* g : gridWindows())
            if (g->isVisible() && g->libraryBattle() == battleId) {  // open: to the front, as a second copy would diverge
                g->raise();
                g->activateWindow();
                return true;
            }
        const Ruleset* r = findRuleset(peekRuleset(text));
        if (r && r->board == BoardKind::SquareGrid) {
            GridWindow* g = openGridWindow(readGridJson(text, file));
            g->setLibraryBattle(battleId);
            return true;
        }
        if (r && r->board == BoardKind::BattleBoard) {
            showEagleWindow(*this, readEagleJson(text, file))->setLibraryBattle(battleId);
            return true;
        }
        prompter_->warn(title, tr("The editor has no window for %1 battles yet; muster-cli reads them (validate, info).")
                                   .arg(r ? QString::fromStdString(r->name) : tr("this system's")));
    } catch (const std::exception& e) {
        prompter_->warn(title, QString::fromStdString(e.what()));
    }
    return false;
}

QList<GridWindow*> MainWindow::gridWindows() const {
    QList<GridWindow*> out;
    for (const QPointer<GridWindow>& g : grids_)
        if (g) out << g.data();
    return out;
}

} // namespace muster
