// MainWindow: edits on the selection (select all, delete, copy, paste) and selecting
// hexes to show them.
#include "main_window.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/tools/select_tools.h"
#include "editor/view/board_view.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QStatusBar>

#include <algorithm>

namespace muster {

void MainWindow::centreOn(const std::vector<Offset>& hexes) {
    if (hexes.empty()) return;
    std::vector<std::string> units;
    for (const Unit& u : doc_->scenario().units)
        if (u.hex && std::find(hexes.begin(), hexes.end(), *u.hex) != hexes.end()) units.push_back(u.id);
    selection_->set(units, hexes);
    view_->centreOn(hexes);
}

void MainWindow::selectAll() {
    const auto& s = doc_->scenario();
    std::vector<std::string> units;
    for (const Unit& u : s.units)
        if (u.hex) units.push_back(u.id);
    std::vector<Offset> hexes;
    if (s.board.sizeValid() && s.board.hexCount() <= 100000) {  // a huge board selects units only
        for (int r = 1; r <= s.board.rows; ++r)
            for (int c = 1; c <= s.board.columns; ++c) hexes.push_back({c, r});
    }
    selection_->set(units, hexes);
}

void MainWindow::deleteSelection() {
    deletePieces(doc_, selection_->hexes(), selection_->units());
    selection_->clear();
}

void MainWindow::copySelection() {
    std::vector<Offset> hexes = selection_->hexes();
    for (const auto& id : selection_->units())
        if (const Unit* u = doc_->scenario().findUnit(id); u && u->hex) hexes.push_back(*u->hex);
    if (hexes.empty()) {
        statusBar()->showMessage(tr("Nothing selected to copy"), 3000);
        return;
    }
    clipboard_ = copyRegion(doc_->scenario(), hexes);
    clipboardAtRegionCopy_ = QGuiApplication::clipboard()->text();
    statusBar()->showMessage(tr("Copied %n hex(es)", nullptr, static_cast<int>(clipboard_.cells.size())), 3000);
}

void MainWindow::pasteAt(Offset topLeft) {
    if (clipboard_.empty()) return;
    const auto hexes = pasteRegion(doc_, clipboard_, topLeft);
    if (!hexes.empty()) selection_->set({}, hexes);
}

} // namespace muster
