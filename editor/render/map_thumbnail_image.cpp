#include "map_thumbnail_image.h"

#include "board_painter.h"
#include "grid_painter.h"
#include "tile_cache.h"
#include "model/systems/grid/grid_battle.h"

#include <QBuffer>
#include <QPainter>

#include <algorithm>
#include <array>

namespace muster {

QImage mapThumbnailImage(const Scenario& s, QSize box, double dpr) {
    dpr = std::max(1.0, dpr);
    QImage img(box * dpr, QImage::Format_ARGB32_Premultiplied);
    img.setDevicePixelRatio(dpr); // the painter below works in logical pixels
    img.fill(Qt::transparent);
    if (!s.board.sizeValid() || box.isEmpty()) return img;
    const QRectF unit = BoardPainter(s, 1.0).boardRect(); // the board at hex size 1
    const double hex = std::min(box.width() / unit.width(), box.height() / unit.height());
    const BoardPainter bp(s, hex);
    const QRectF b = bp.boardRect();
    QPainter p(&img);
    p.translate((box.width() - b.width()) / 2, (box.height() - b.height()) / 2);
    p.fillRect(b, QColor(250, 248, 240));
    if (hex * dpr >= 1.5) {
        PaintOptions opt;
        opt.labels = false;
        opt.grid = hex * dpr >= 5;
        bp.paint(p, b, opt);
    } else {
        std::array<QColor, kTerrainCount> mean;
        for (Terrain t : kAllTerrain) {
            mean[static_cast<std::size_t>(t)] =
                TileCache::tile(t, false, s.board.orientation, 8).scaled(1, 1, Qt::IgnoreAspectRatio, Qt::SmoothTransformation).pixelColor(0, 0);
            mean[static_cast<std::size_t>(t)].setAlpha(255);
        }
        for (const TerrainEntry& e : s.terrain.entries())
            if (s.board.contains(e.hex)) p.fillRect(QRectF(bp.hexCentre(e.hex) - QPointF(0.5, 0.5), QSizeF(1, 1)), mean[static_cast<std::size_t>(e.type)]);
    }
    p.setPen(QPen(QColor(90, 90, 80), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(b.adjusted(0.5, 0.5, -0.5, -0.5));
    p.end();
    return img;
}

namespace {
std::string pngBytes(const QImage& img) {
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    if (!img.save(&buf, "PNG")) return {};
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}
} // namespace

std::string mapThumbnailPng(const Scenario& s, QSize box) { return pngBytes(mapThumbnailImage(s, box)); }

std::string battleThumbnailPng(const Battle& b, QSize box) {
    const GridScenario* g = gridScenarioOf(b);
    if (!g || !g->sizeValid() || box.isEmpty()) return {};
    QImage img(box, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    GridPaintOptions opt;
    opt.labels = false;
    GridPainter(*g, 32).paintInto(p, QRectF(QPointF(0, 0), QSizeF(box)), opt);
    p.end();
    return pngBytes(img);
}

} // namespace muster
