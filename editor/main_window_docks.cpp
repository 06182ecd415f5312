// MainWindow: docks built by other parts of the project, wired when their headers exist.
#include "main_window.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/view/board_view.h"

#include <QDockWidget>

namespace muster {

void MainWindow::buildMoreDocks() {}

void MainWindow::openLibrary() {
    if (libraryDock_) {
        libraryDock_->show();
        libraryDock_->raise();
    }
}

} // namespace muster
