#include "board_painter.h"
#include "scenario_text.h"

#include "piece_painter.h"
#include "terrain_links.h"
#include "tile_cache.h"
#include "vector_tile.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {
namespace {

constexpr double kSqrt3 = 1.7320508075688772;

// The tile under a hex: rivers, bridges and sunken roads lie on clear ground and get their
// course from TerrainLinks, joined to their neighbours.
Terrain baseTile(Terrain t) { return TerrainLinks::isLinked(t) ? Terrain::Clear : t; }

// Raster stamping: on an image or widget with a plain scale (no rotation, device pixel
// ratio 1) and hexes of 1 to 96 px, terrain and grid are pre-rendered per size and sub-pixel
// phase and blitted at whole pixels. It looks as painting each hex does (tiles a little
// crisper, rendered at the exact size) and is far cheaper: the rasterizer's cost per
// anti-aliased hex outline is what made big maps slow.
constexpr int kGridPhases = 4;
constexpr double kMaxStampHex = 96;

struct StampPos {
    QPoint at;   // where the stamp's top-left goes
    int px, py;  // phase
};
StampPos stampPos(QPointF device, QPoint anchor, int phases) {
    const long long qx = std::llround(device.x() * phases), qy = std::llround(device.y() * phases);
    const long long ix = qx >= 0 ? qx / phases : -((-qx + phases - 1) / phases);
    const long long iy = qy >= 0 ? qy / phases : -((-qy + phases - 1) / phases);
    return {QPoint(static_cast<int>(ix) - anchor.x(), static_cast<int>(iy) - anchor.y()),
            static_cast<int>(qx - ix * phases), static_cast<int>(qy - iy * phases)};
}

} // namespace

bool BoardPainter::stampable(const QPainter& p) const {
    const QPaintEngine* eng = p.paintEngine();
    if (!eng || eng->type() != QPaintEngine::Raster || !p.device() || p.device()->devicePixelRatio() != 1) return false;
    // QWidget::render() into a 2x image paints "on" the widget but through a scaled
    // redirection: stamps are placed in device pixels, so only a whole-pixel shift may remain.
    if (eng->paintDevice() && eng->paintDevice()->devicePixelRatio() != 1) return false;
    if ((p.worldTransform().inverted() * p.deviceTransform()).type() > QTransform::TxTranslate) return false;
    const QTransform t = p.deviceTransform();
    return t.type() <= QTransform::TxScale && std::abs(t.m11() - t.m22()) < 1e-9 && t.m11() > 0 &&
           size_ * t.m11() >= 1 && size_ * t.m11() <= kMaxStampHex;
}

void BoardPainter::paintStamped(QPainter& p, const HexRange& r, const PaintOptions& opt) const {
    const QTransform t = p.deviceTransform();
    const double sizePx = size_ * t.m11();
    const Orientation o = board_->board().orientation;
    const auto [stampSize, anchor] = TileCache::stampGeometry(o, sizePx);
    (void)stampSize;
    p.save();
    p.resetTransform();
    // What remains is the painter's redirection (a widget drawn inside its window's grab):
    // a whole-pixel offset to take off the device positions below.
    const QPoint base(static_cast<int>(std::lround(p.deviceTransform().dx())),
                      static_cast<int>(std::lround(p.deviceTransform().dy())));
    if (opt.terrain) {
        constexpr int P = TileCache::kTilePhases;
        std::array<QImage, kTerrainCount * P * P> stamps;
        for (int row = r.row0; row <= r.row1; ++row)
            for (int col = r.col0; col <= r.col1; ++col) {
                const Offset off{col, row};
                const int ter = static_cast<int>(baseTile(board_->terrainAt(off)));
                const StampPos sp = stampPos(t.map(hexCentre(off)), anchor, P);
                QImage& img = stamps[static_cast<std::size_t>((ter * P + sp.px) * P + sp.py)];
                if (img.isNull()) img = TileCache::stamp(static_cast<Terrain>(ter), opt.mono, o, sizePx, sp.px, sp.py);
                p.drawImage(sp.at - base, img);
            }
    }
    if (opt.terrain) {
        p.restore(); // courses are vectors, drawn under the painter's own transform
        TerrainLinks::paint(p, board_->board(), board_->terrain(), layout_, r, opt.mono);
        p.save();
        p.resetTransform();
    }
    if (opt.grid && sizePx >= 3) {
        const double pen = std::max(1.0, sizePx * 0.03);
        std::array<QImage, kGridPhases * kGridPhases> stamps;
        for (int row = r.row0; row <= r.row1; ++row)
            for (int col = r.col0; col <= r.col1; ++col) {
                const StampPos sp = stampPos(t.map(hexCentre(Offset{col, row})), anchor, kGridPhases);
                QImage& img = stamps[static_cast<std::size_t>(sp.px * kGridPhases + sp.py)];
                if (img.isNull()) img = TileCache::outlineStamp(o, sizePx, pen, opt.mono, sp.px, sp.py, kGridPhases);
                p.drawImage(sp.at - base, img);
            }
    }
    p.restore();
}

double deviceScale(const QPainter& p) {
    const QTransform t = p.deviceTransform();
    const double s = std::sqrt(std::abs(t.determinant()));
    // Vector devices count in their own units (SVG: points, PDF: 1/300 inch): judge detail
    // as printed at 300 dpi, so an SVG sheet keeps the labels its PDF has.
    const QPaintEngine* e = p.paintEngine();
    if (e && e->type() != QPaintEngine::Raster && e->type() != QPaintEngine::OpenGL2 && p.device() &&
        p.device()->logicalDpiX() > 0)
        return s * 300.0 / p.device()->logicalDpiX();
    return s;
}

BoardPainter::BoardPainter(const BoardContext& board, double hexSize, double margin)
    : board_(&board), size_(hexSize), margin_(margin < 0 ? hexSize * 0.25 : margin),
      layout_(board.board(), hexSize, PointF{margin_, margin_}) {}

BoardPainter::BoardPainter(const Scenario& scenario, double hexSize, double margin)
    : own_(std::make_shared<ScenarioBoard>(scenario)), board_(own_.get()), size_(hexSize),
      margin_(margin < 0 ? hexSize * 0.25 : margin), layout_(scenario.board, hexSize, PointF{margin_, margin_}) {}

QRectF BoardPainter::boardRect() const {
    const PointF s = layout_.boardSize();
    return QRectF(0, 0, s.x, s.y);
}

QPointF BoardPainter::hexCentre(Offset o) const {
    const PointF c = layout_.centre(o);
    return QPointF(c.x, c.y);
}

QPolygonF BoardPainter::hexPolygon(Offset o) const {
    QPolygonF poly;
    for (const PointF& c : layout_.corners(board_->board().toHex(o))) poly << QPointF(c.x, c.y);
    return poly;
}

QRectF BoardPainter::hexBounds(Offset o) const {
    const QPointF c = hexCentre(o);
    const double w = layout_.hexWidth(), h = layout_.hexHeight();
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h);
}

std::optional<Offset> BoardPainter::hexAt(QPointF p) const {
    const Offset o = board_->board().toOffset(layout_.hexAt(PointF{p.x(), p.y()}));
    if (!board_->board().contains(o)) return std::nullopt;
    return o;
}

HexRange BoardPainter::hexRange(const QRectF& rect) const {
    const BoardGeometry& g = board_->board();
    HexRange r;
    if (!g.sizeValid() || rect.isEmpty()) return r;
    const double s = size_, w = kSqrt3 * s;
    // Along the staggered axis a line of hexes steps 1.5 s; across it, w. Be generous by
    // one hex on each side so partly visible hexes and overhanging pieces are included.
    double a0, a1, b0, b1; // a: rows (pointy) or columns (flat); b: the other axis
    if (g.orientation == Orientation::Pointy) {
        a0 = rect.top(), a1 = rect.bottom(), b0 = rect.left(), b1 = rect.right();
    } else {
        a0 = rect.left(), a1 = rect.right(), b0 = rect.top(), b1 = rect.bottom();
    }
    const int lineLo = static_cast<int>(std::floor((a0 - margin_ - 2 * s) / (1.5 * s))) + 1;
    const int lineHi = static_cast<int>(std::ceil((a1 - margin_) / (1.5 * s))) + 1;
    const int posLo = static_cast<int>(std::floor((b0 - margin_ - 1.5 * w) / w)) + 1;
    const int posHi = static_cast<int>(std::ceil((b1 - margin_) / w)) + 1;
    const int nLines = g.orientation == Orientation::Pointy ? g.rows : g.columns;
    const int nPos = g.orientation == Orientation::Pointy ? g.columns : g.rows;
    const int l0 = std::max(1, lineLo), l1 = std::min(nLines, lineHi);
    const int p0 = std::max(1, posLo), p1 = std::min(nPos, posHi);
    if (g.orientation == Orientation::Pointy) {
        r.row0 = l0, r.row1 = l1, r.col0 = p0, r.col1 = p1;
    } else {
        r.col0 = l0, r.col1 = l1, r.row0 = p0, r.row1 = p1;
    }
    return r;
}

void BoardPainter::paint(QPainter& p, const QRectF& exposed, const PaintOptions& opt) const {
    const QRectF area = exposed.intersected(boardRect());
    if (area.isEmpty()) return;
    if (opt.background.alpha() > 0) p.fillRect(area, opt.background);
    const HexRange r = hexRange(area);
    if (r.empty()) return;
    p.save();
    if ((opt.terrain || opt.grid) && stampable(p)) {
        paintStamped(p, r, opt);
    } else {
        if (opt.terrain) paintTerrain(p, r, opt);
        if (opt.grid) paintGrid(p, r, opt);
    }
    // Tints go under the pieces, so a tinted hex's blocks and names stay as readable as any;
    // outlines go over them, so a stack cannot hide a mark.
    if (!opt.marks.empty()) paintMarks(p, r, opt, MarkLayer::Tints);
    if (opt.labels) paintLabels(p, r, opt);
    if (opt.units || opt.vpMarkers) paintPieces(p, r, opt);
    if (!board_->lastActionHexes().empty()) paintLastAction(p, r);
    if (!opt.marks.empty()) paintMarks(p, r, opt, MarkLayer::Outlines);
    p.restore();
}

void BoardPainter::paintTerrain(QPainter& p, const HexRange& r, const PaintOptions& opt) const {
    const double scale = deviceScale(p);
    const QPaintEngine* eng = p.paintEngine();
    const bool raster = eng && (eng->type() == QPaintEngine::Raster || eng->type() == QPaintEngine::OpenGL2);
    const Orientation o = board_->board().orientation;
    if (!raster) { // PDF, SVG, print: vector tiles, sharp at any zoom
        std::array<std::shared_ptr<const VectorTile>, kTerrainCount> tiles;
        for (int row = r.row0; row <= r.row1; ++row)
            for (int col = r.col0; col <= r.col1; ++col) {
                const Offset off{col, row};
                const Terrain t = baseTile(board_->terrainAt(off));
                auto& tile = tiles[static_cast<int>(t)];
                if (!tile) tile = VectorTile::get(t, opt.mono, o);
                tile->draw(p, hexCentre(off), size_);
            }
        TerrainLinks::paint(p, board_->board(), board_->terrain(), layout_, r, opt.mono);
        return;
    }
    const int sizePx = static_cast<int>(std::ceil(size_ * scale));
    std::array<QImage, kTerrainCount> tiles;
    for (Terrain t : kAllTerrain) tiles[static_cast<int>(t)] = TileCache::tile(t, opt.mono, o, sizePx);
    const double k = size_ / sizePx; // board units per tile pixel
    p.setRenderHint(QPainter::SmoothPixmapTransform, true);
    for (int row = r.row0; row <= r.row1; ++row)
        for (int col = r.col0; col <= r.col1; ++col) {
            const Offset off{col, row};
            const QImage& img = tiles[static_cast<int>(baseTile(board_->terrainAt(off)))];
            const QPointF c = hexCentre(off);
            const double w = img.width() * k, h = img.height() * k;
            p.drawImage(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), img);
        }
    TerrainLinks::paint(p, board_->board(), board_->terrain(), layout_, r, opt.mono);
}

void BoardPainter::paintGrid(QPainter& p, const HexRange& r, const PaintOptions& opt) const {
    const double scale = deviceScale(p);
    if (size_ * scale < 3) return; // the grid would be a grey smear
    p.setRenderHint(QPainter::Antialiasing, true);
    const double width = std::max(1.0 / scale, size_ * 0.03);
    p.setPen(QPen(TileCache::gridColor(opt.mono), width));
    p.setBrush(Qt::NoBrush);
    for (int row = r.row0; row <= r.row1; ++row)
        for (int col = r.col0; col <= r.col1; ++col) p.drawPolygon(hexPolygon(Offset{col, row}));
}

void BoardPainter::paintLabels(QPainter& p, const HexRange& r, const PaintOptions& opt) const {
    const double scale = deviceScale(p);
    const double px = size_ * 0.18;
    if (px * scale < 5) return;
    const QFont font = PiecePainter::pixelFont(px);
    p.setFont(font);
    const QColor ink = opt.mono ? QColor(0, 0, 0) : QColor(40, 40, 40);
    // Dark art (woods, town, river) would swallow the label: those get a pale chip behind it.
    const QColor chip = opt.mono ? QColor(255, 255, 255, 200) : QColor(250, 248, 236, 190);
    const QFontMetricsF fm(font);
    const double top = board_->board().orientation == Orientation::Pointy ? 0.86 : 0.84;
    for (int row = r.row0; row <= r.row1; ++row)
        for (int col = r.col0; col <= r.col1; ++col) {
            const Offset o{col, row};
            const QPointF c = hexCentre(o);
            const QString label = QString::fromStdString(hexLabel(o, board_->board()));
            const QRectF box(c.x() - size_, c.y() - size_ * top, 2 * size_, px * 1.3);
            if (board_->terrainAt(o) != Terrain::Clear) {
                const double w = fm.horizontalAdvance(label) + px * 0.5;
                p.setPen(Qt::NoPen);
                p.setBrush(chip);
                p.drawRoundedRect(QRectF(c.x() - w / 2, box.top() - px * 0.05, w, fm.height() + px * 0.1), px * 0.3, px * 0.3);
            }
            p.setPen(ink);
            p.drawText(box, Qt::AlignHCenter | Qt::AlignTop, label);
        }
}

void BoardPainter::paintMarks(QPainter& p, const HexRange& r, const PaintOptions& opt, MarkLayer layer) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (const HexMark& m : opt.marks) {
        if (m.hex.col < r.col0 || m.hex.col > r.col1 || m.hex.row < r.row0 || m.hex.row > r.row1) continue;
        if (layer == MarkLayer::Tints ? !m.fill : m.width <= 0) continue;
        QPolygonF poly = hexPolygon(m.hex);
        // Shrink by half the pen so the outline stays inside its own hex.
        const QPointF c = hexCentre(m.hex);
        const double k = std::max(0.5, (size_ - m.width / 2) / size_);
        for (QPointF& pt : poly) pt = c + (pt - c) * k;
        if (layer == MarkLayer::Tints) {
            QColor fill = m.color;
            fill.setAlpha(m.fillAlpha);
            p.setPen(Qt::NoPen);
            p.setBrush(fill);
        } else {
            p.setPen(QPen(m.color, m.width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
        }
        p.drawPolygon(poly);
    }
    p.restore();
}

} // namespace muster
