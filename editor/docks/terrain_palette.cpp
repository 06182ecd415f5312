#include "terrain_palette.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/qstring_util.h"

#include "editor/render/tile_cache.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QToolButton>

#include <algorithm>

namespace muster {


TerrainPalette::TerrainPalette(QWidget* parent) : QDockWidget(tr("Terrain"), parent) {
    setObjectName(QStringLiteral("TerrainPaletteDock"));
    auto* body = new QWidget(this);
    auto* grid = new QGridLayout(body);
    grid_ = grid;
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setSpacing(2);
    auto* group = new QButtonGroup(this);
    group->setExclusive(true);
    for (std::size_t i = 0; i < kAllTerrain.size(); ++i) {
        const Terrain t = kAllTerrain[i];
        auto* b = new QToolButton(body);
        b->setObjectName(QStringLiteral("tile-") + qs(toString(t)));
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setIcon(terrainSwatch(t, 32));
        b->setIconSize(QSize(32, 32));
        b->setText(qs(displayName(t)));
        b->setToolTip(tr("Paint %1 (switches to the Brush)").arg(qs(displayName(t))));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        group->addButton(b);
        buttons_[static_cast<std::size_t>(t)] = b;
        connect(b, &QToolButton::clicked, this, [this, t] { emit terrainChosen(t); });
    }
    // Scrolls when the window is short, so the tray never sets the window's minimum height.
    QScrollArea* scroll = scrollingBody(body, SidewaysScroll::Never);
    scroll->setMinimumHeight(48);
    setWidget(scroll);
    viewport_ = scroll->viewport();
    viewport_->installEventFilter(this);
    reflow(1 << 20); // names beside the tiles, two to a row, until the dock says otherwise
}

bool TerrainPalette::eventFilter(QObject* watched, QEvent* e) {
    if (watched == viewport_ && e->type() == QEvent::Resize) reflow(viewport_->width());
    return QDockWidget::eventFilter(watched, e);
}

void TerrainPalette::reflow(int width) {
    int widest = 0;
    for (QToolButton* b : buttons_) widest = std::max(widest, b->sizeHint().width());
    const QMargins m = grid_->contentsMargins();
    const int cols = width >= 2 * widest + grid_->spacing() + m.left() + m.right() ? 2 : 1;
    if (cols == columns_) return;
    columns_ = cols;
    for (QToolButton* b : buttons_) grid_->removeWidget(b);
    for (int r = 0; r < grid_->rowCount(); ++r) grid_->setRowStretch(r, 0);
    for (std::size_t i = 0; i < buttons_.size(); ++i)
        grid_->addWidget(buttons_[i], static_cast<int>(i) / cols, static_cast<int>(i) % cols);
    grid_->setRowStretch(static_cast<int>(buttons_.size() + cols - 1) / cols, 1);
}

void TerrainPalette::setCurrent(Terrain t) {
    if (QToolButton* b = button(t); b && !b->isChecked()) b->setChecked(true);
}

} // namespace muster
