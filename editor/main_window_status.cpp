// MainWindow: the status bar (tool hint, hex and terrain under the cursor, zoom) and the
// window title.
#include "main_window.h"

#include "editor/document/scenario_document.h"
#include "editor/qstring_util.h"
#include "editor/play/play_controller.h"
#include "editor/play/play_tool.h"
#include "editor/tools/tool.h"
#include "editor/view/board_view.h"

#include <QLabel>
#include <QStatusBar>

namespace muster {

void MainWindow::updateHint() {
    // In play mode the board's tool is the play tool: its hint, not the editing tool's.
    if (hintLabel_ && play_ && play_->isPlaying()) hintLabel_->setText(play_->tool()->hint());
    else if (hintLabel_ && current_) hintLabel_->setText(current_->hint());
}

void MainWindow::buildStatusBar() {
    hexLabel_ = new QLabel(this);
    hexLabel_->setMinimumWidth(60);
    terrainLabel_ = new QLabel(this);
    terrainLabel_->setMinimumWidth(110);
    hintLabel_ = new QLabel(this);
    // A long hint is cut, never a reason for the window to be wider than the screen.
    hintLabel_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(hintLabel_, 1);
    statusBar()->addPermanentWidget(hexLabel_);
    statusBar()->addPermanentWidget(terrainLabel_);
    auto* zoom = new QLabel(tr("%1%").arg(100), this);
    statusBar()->addPermanentWidget(zoom);
    connect(view_, &BoardView::zoomChanged, zoom,
            [zoom](double z) { zoom->setText(tr("%1%").arg(qRound(z * 100))); });
    // A hex just painted (or its units changed) reads as it is now, not as before the edit.
    connect(doc_, &ScenarioDocument::changed, this, [this] { onHover(view_->hoveredHex()); });
}

void MainWindow::onHover(std::optional<Offset> hex) {
    if (!hex) {
        hexLabel_->clear();
        terrainLabel_->clear();
        return;
    }
    const auto& s = doc_->scenario();
    hexLabel_->setText(qs(hexLabel(*hex, s.board)));
    QString text = qs(displayName(s.terrainAt(*hex)));
    int n = 0;
    for (const Unit& u : s.units) n += (u.hex == hex);
    if (n) text += tr(", %n unit(s)", nullptr, n);
    terrainLabel_->setText(text);
}

void MainWindow::updateTitle() {
    const auto& s = doc_->scenario();
    QString name = qs(s.title);
    if (name.isEmpty()) name = tr("Untitled");
    const DocumentOrigin& o = doc_->origin();
    switch (o.kind) {
    case DocumentOrigin::Kind::File: name += QStringLiteral(" (%1)").arg(o.path); break;
    case DocumentOrigin::Kind::Library: name += tr(" (library)"); break;
    case DocumentOrigin::Kind::Bundled: name += tr(" (bundled battle: Save asks where)"); break;
    case DocumentOrigin::Kind::New: break;
    }
    setWindowTitle(tr("%1[*] - Muster").arg(name));
    setWindowModified(doc_->isModified());
}

} // namespace muster
