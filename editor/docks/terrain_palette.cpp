#include "terrain_palette.h"
#include "editor/qstring_util.h"

#include "editor/render/tile_cache.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QPainter>
#include <QPixmap>
#include <QScrollArea>
#include <QToolButton>

namespace muster {

QIcon terrainSwatch(Terrain t, int px) {
    // The tile is a hex of `size` (centre to corner) in its bounding box; fit it to px.
    const int size = std::max(4, px / 2);
    const QImage tile = TileCache::tile(t, false, Orientation::Pointy, size);
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::SmoothPixmapTransform, true);
    const QSizeF s = QSizeF(tile.size()).scaled(QSizeF(px, px), Qt::KeepAspectRatio);
    p.drawImage(QRectF(QPointF((px - s.width()) / 2, (px - s.height()) / 2), s), tile);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(TileCache::gridColor(false), 1));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(TileCache::hexCorners(Orientation::Pointy, s.height() / 2 - 0.5, QPointF(px / 2.0, px / 2.0)));
    return QIcon(pm);
}

TerrainPalette::TerrainPalette(QWidget* parent) : QDockWidget(tr("Terrain"), parent) {
    setObjectName(QStringLiteral("TerrainPaletteDock"));
    auto* body = new QWidget(this);
    auto* grid = new QGridLayout(body);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setSpacing(2);
    auto* group = new QButtonGroup(this);
    group->setExclusive(true);
    constexpr int kCols = 2; // names beside the tiles: a dock-wide tray of five rows
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
        grid->addWidget(b, static_cast<int>(i) / kCols, static_cast<int>(i) % kCols);
        buttons_[static_cast<std::size_t>(t)] = b;
        connect(b, &QToolButton::clicked, this, [this, t] { emit terrainChosen(t); });
    }
    grid->setRowStretch(5, 1);
    // Scrolls when the window is short, so the tray never sets the window's minimum height.
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumHeight(48);
    setWidget(scroll);
}

void TerrainPalette::setCurrent(Terrain t) {
    if (QToolButton* b = button(t); b && !b->isChecked()) b->setChecked(true);
}

} // namespace muster
