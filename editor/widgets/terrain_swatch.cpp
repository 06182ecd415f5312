#include "terrain_swatch.h"

#include "editor/render/tile_cache.h"

#include <QPainter>
#include <QPixmap>

#include <algorithm>

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

} // namespace muster
