#include "status_hints.h"

#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"
#include "editor/view/board_view.h"

#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace muster {

StatusHints::StatusHints(QMainWindow* window, ScenarioDocument* doc, BoardView* view)
    : QObject(window), doc_(doc), view_(view) {
    hex_ = new QLabel(window);
    hex_->setMinimumWidth(60);
    terrain_ = new QLabel(window);
    terrain_->setMinimumWidth(110);
    hint_ = new QLabel(window);
    // A long hint is cut, never a reason for the window to be wider than the screen.
    hint_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QStatusBar* bar = window->statusBar();
    bar->addWidget(hint_, 1);
    bar->addPermanentWidget(hex_);
    bar->addPermanentWidget(terrain_);
    auto* zoom = new QLabel(tr("%1%").arg(100), window);
    bar->addPermanentWidget(zoom);
    connect(view_, &BoardView::zoomChanged, zoom, [zoom](double z) { zoom->setText(tr("%1%").arg(qRound(z * 100))); });
    connect(view_, &BoardView::hoveredHexChanged, this, &StatusHints::showHex);
    // A hex just painted (or its units changed) reads as it is now, not as before the edit.
    connect(doc_, &ScenarioDocument::changed, this, [this] { showHex(view_->hoveredHex()); });
}

void StatusHints::setHint(const QString& hint) { hint_->setText(hint); }
QString StatusHints::hint() const { return hint_->text(); }

void StatusHints::showHex(std::optional<Offset> hex) {
    if (!hex) {
        hex_->clear();
        terrain_->clear();
        return;
    }
    const auto& s = doc_->scenario();
    hex_->setText(qs(hexLabel(*hex, s.board)));
    QString text = qs(displayName(s.terrainAt(*hex)));
    int n = 0;
    for (const Unit& u : s.units) n += (u.hex == hex);
    if (n) text += tr(", %n unit(s)", nullptr, n);
    terrain_->setText(text);
}

} // namespace muster
