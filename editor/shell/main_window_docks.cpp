// MainWindow: bringing docks forward (the Inspector for a unit or hex, the Library).
#include "main_window.h"

#include "editor/shell/edit_docks.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/library_dock.h"
#include "editor/document/library_service.h"
#include "editor/document/selection.h"

#include <QLineEdit>

namespace muster {

void MainWindow::showInspectorFor(const std::vector<std::string>& units, std::optional<Offset> hex) {
    selection_->set(units, hex ? std::vector<Offset>{*hex} : std::vector<Offset>{});
    if (auto* inspector = docks_->dock<InspectorDock>()) {
        inspector->show();
        inspector->raise();
        if (auto* name = inspector->findChild<QLineEdit*>(QStringLiteral("unitName")); name && !units.empty())
            name->setFocus();
    }
}

void MainWindow::openLibrary() {
    // The application's library (editor/document/library_service.h), the default one
    // when none is open yet.
    if (!LibraryService::instance()->ensureOpen()) libraryDock()->openLibrary();
    libraryDock()->show();
    libraryDock()->raise();
}

} // namespace muster
