// DocumentController: the one routing of an opened file to the window of its system. The
// file is read once; the text read picks the window (by its `ruleset`) and is the battle
// that window opens.
#include "document_controller.h"

#include "editor/document/library_service.h"
#include "editor/document/scenario_document.h"
#include "editor/play/play_controller.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/grid_window.h"
#include "editor/shell/main_window.h"
#include "editor/shell/recent_files.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"

#include <QFile>
#include <QFileInfo>
#include <QStatusBar>

namespace muster {

bool DocumentController::route(const QString& path, OpenAs as, bool askFirst) {
    // A library entry or a game replaces what the main window shows: asked first.
    if (const auto battle = RecentFiles::libraryBattle(path)) return (!askFirst || maybeSave()) && openLibraryBattle(*battle);
    if (PlayController::isGameFile(path))  // the first 4 KiB decide; the game store reads it
        return (!askFirst || maybeSave()) && w_->playController()->store()->openFile(path);
    const std::string file = QFile::encodeName(path).toStdString();
    const QString abs = QFileInfo(path).absoluteFilePath();
    const QString kept = as == OpenAs::Import ? QString() : abs;  // an import is saved elsewhere
    try {
        const std::string text = reader_(path);
        const Ruleset* r = findRuleset(peekRuleset(text));
        const BoardKind board = r ? r->board : BoardKind::Hex;
        if (board == BoardKind::SquareGrid) {
            w_->openGridWindow(readGridJson(text, file), kept);
        } else if (board == BoardKind::BattleBoard) {
            showEagleWindow(*w_, readEagleJson(text, file), kept);
        } else {
            if (askFirst && !maybeSave()) return false;
            openScenario(readScenarioJson(text, file), abs, as);
            return true;
        }
    } catch (const std::exception& e) {
        report(tr("Cannot open scenario"), qs(e.what()));
        return false;
    }
    if (as == OpenAs::File) w_->addRecent(abs);  // a battle in a window of its own
    return true;
}

void DocumentController::openScenario(const Scenario& s, const QString& abs, OpenAs as) {
    if (as == OpenAs::Import) {
        load(s, DocumentOrigin::newBoard());
        return;
    }
    // A shipped battle opens as a template: Save never writes it, nor is it a recent file.
    if (LibraryService::isBundled(abs)) {
        load(s, DocumentOrigin::bundled(abs));
        w_->statusBar()->showMessage(tr("%1 is a bundled battle: Save keeps your version in the library or a file of "
                                        "your own").arg(qs(s.title)), 8000);
        return;
    }
    load(s, DocumentOrigin::file(abs));
    w_->addRecent(abs);
}

} // namespace muster
