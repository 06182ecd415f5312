// MainWindow: the start page (a new board of a chosen size, a bundled battle, a recent file).
#include "main_window.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/recent_files.h"
#include "editor/shell/window_menus.h"
#include "editor/widgets/qstring_util.h"

#include "editor/shell/grid_window.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/start_page.h"
#include "editor/document/library_service.h"

namespace muster {

StartPage* MainWindow::showStartPage() {
    auto* page = new StartPage(LibraryService::bundledDir(), menus_->recentFiles()->files(), this);
    page->setAttribute(Qt::WA_DeleteOnClose);
    connect(page, &StartPage::newBattle, this, [this](int columns, int rows) {
        if (!maybeSave()) return;
        Scenario s;
        s.board.columns = columns;
        s.board.rows = rows;
        newScenario(s);
    });
    connect(page, &StartPage::newGridBattle, this,
            [this](int columns, int rows) { openGridWindow(GridWindow::newBattle(columns, rows)); });
    connect(page, &StartPage::newEagleBattle, this, [this] { showEagleWindow(*this, EagleWindow::newBattle()); });
    connect(page, &StartPage::openFile, this,
            [this](const QString& path) { documents_->route(path, DocumentController::OpenAs::File, true); });
    connect(page, &StartPage::openLibrary, this, &MainWindow::openLibrary);
    page->open(); // window-modal, not blocking: the caller (and tests) go on
    return page;
}

} // namespace muster
