#include "grid_painter.h"
#include "piece_painter.h"
#include "scenario_text.h"
#include "tile_cache.h"

#include <QHash>
#include <QMutex>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>
#include <cmath>

namespace muster {
namespace {

// The hex tile whose art a grid terrain borrows; Ford, rough/field and mountain add their own.
std::optional<Terrain> hexArt(GridTerrain t) {
    switch (t) {
    case GridTerrain::Clear: return Terrain::Clear;
    case GridTerrain::Hill: return Terrain::Hill;
    case GridTerrain::Forest: return Terrain::Woods;
    case GridTerrain::BuiltUp: return Terrain::Town;
    case GridTerrain::River: return Terrain::River;
    case GridTerrain::Bridge: return Terrain::Bridge;
    case GridTerrain::Ford: return Terrain::River;
    case GridTerrain::Swamp: return Terrain::Swamp;
    case GridTerrain::RoughField:
    case GridTerrain::Mountain: return std::nullopt;
    }
    return std::nullopt;
}

QColor gridTone(QColor c, bool mono) { return mono ? monoColor(c) : c; }

void drawRough(QPainter& p, const QRectF& r, bool mono) {
    p.fillRect(r, gridTone(QColor(0xde, 0xd3, 0x9c), mono));
    const double s = r.width();
    // Furrows across, then tufts of rough grass.
    p.setPen(QPen(gridTone(QColor(0xa8, 0x8f, 0x52), mono), s * 0.02, Qt::DashLine, Qt::FlatCap));
    for (int i = 1; i <= 4; ++i) p.drawLine(QPointF(r.left(), r.top() + s * i / 5.0), QPointF(r.right(), r.top() + s * i / 5.0));
    p.setPen(QPen(gridTone(QColor(0x5f, 0x6b, 0x2a), mono), s * 0.018, Qt::SolidLine, Qt::RoundCap));
    const QPointF tufts[] = {{0.22, 0.3}, {0.62, 0.22}, {0.4, 0.62}, {0.78, 0.7}, {0.16, 0.82}};
    for (QPointF t : tufts) {
        const QPointF b = r.topLeft() + t * s;
        p.drawLine(b, b + QPointF(-0.04, -0.08) * s);
        p.drawLine(b, b + QPointF(0, -0.1) * s);
        p.drawLine(b, b + QPointF(0.04, -0.08) * s);
    }
}

void drawMountain(QPainter& p, const QRectF& r, bool mono) {
    p.fillRect(r, gridTone(QColor(0xc9, 0xbf, 0xb0), mono));
    const double s = r.width();
    auto peak = [&](double cx, double by, double w, double h) {
        const QPointF base = r.topLeft() + QPointF(cx, by) * s;
        QPolygonF tri{base + QPointF(-w / 2, 0) * s, base + QPointF(0, -h) * s, base + QPointF(w / 2, 0) * s};
        p.setPen(QPen(gridTone(QColor(0x3a, 0x32, 0x2a), mono), s * 0.025, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(gridTone(QColor(0x8a, 0x7a, 0x68), mono));
        p.drawPolygon(tri);
        QPolygonF cap{base + QPointF(-w * 0.17, -h * 0.66) * s, base + QPointF(0, -h) * s,
                      base + QPointF(w * 0.17, -h * 0.66) * s};
        p.setBrush(QColor(250, 250, 250));
        p.drawPolygon(cap);
    };
    peak(0.32, 0.7, 0.5, 0.5);
    peak(0.66, 0.84, 0.56, 0.58);
}

void drawFordStones(QPainter& p, const QRectF& r, bool mono) {
    const double s = r.width();
    p.setPen(QPen(gridTone(QColor(0x4a, 0x3a, 0x22), mono), s * 0.015));
    p.setBrush(gridTone(QColor(0xd8, 0xc4, 0x96), mono));
    for (int i = 0; i < 5; ++i)
        p.drawEllipse(QPointF(r.left() + s * (0.5 + (i % 2 ? 0.05 : -0.05)), r.top() + s * (0.3 + 0.1 * i)), s * 0.06, s * 0.045);
}

// Raster tiles are drawn once per device pixel size, like the hex tiles.
QImage cachedTile(GridTerrain t, bool mono, int px) {
    static QMutex mutex;
    static QHash<quint64, QImage> images;
    px = std::clamp(px, 2, 2048);
    const quint64 key = (quint64(px) << 16) | (quint64(t) << 1) | quint64(mono);
    QMutexLocker lock(&mutex);
    if (auto it = images.constFind(key); it != images.constEnd()) return it.value();
    QImage img(px, px, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    {
        QPainter q(&img);
        q.setRenderHint(QPainter::Antialiasing);
        GridPainter::drawTerrain(q, QRectF(0, 0, px, px), t, mono);
    }
    if (images.size() > 400) images.clear();
    images.insert(key, img);
    return img;
}

bool gridRasterDevice(const QPainter& p) {
    const QPaintEngine* e = p.paintEngine();
    return e && (e->type() == QPaintEngine::Raster || e->type() == QPaintEngine::OpenGL2);
}

void drawGridStar(QPainter& p, QPointF c, double r, const QColor& fill, const QColor& line) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double a = (-90.0 + 36.0 * i) * M_PI / 180.0;
        const double rr = (i % 2 == 0) ? r : r * 0.42;
        star << c + QPointF(rr * std::cos(a), rr * std::sin(a));
    }
    p.setPen(QPen(line, std::max(0.3, r * 0.08)));
    p.setBrush(fill);
    p.drawPolygon(star);
}

bool gridHidden(const GridPaintOptions& opt, const std::string& id) {
    return std::find(opt.hiddenUnits.begin(), opt.hiddenUnits.end(), id) != opt.hiddenUnits.end();
}

} // namespace

GridPainter::GridPainter(const GridScenario& scenario, double tileSize, double margin)
    : s_(&scenario), size_(tileSize), margin_(margin < 0 ? tileSize * 0.25 : margin) {}

QRectF GridPainter::boardRect() const {
    return QRectF(0, 0, 2 * margin_ + s_->columns * size_, 2 * margin_ + s_->rows * size_);
}

QRectF GridPainter::tileRect(Offset o) const {
    return QRectF(margin_ + (o.col - 1) * size_, margin_ + (o.row - 1) * size_, size_, size_);
}

std::optional<Offset> GridPainter::tileAt(QPointF p) const {
    const double x = (p.x() - margin_) / size_, y = (p.y() - margin_) / size_;
    if (!(x >= 0 && y >= 0 && x <= s_->columns && y <= s_->rows)) return std::nullopt;
    const Offset o{std::min(s_->columns, static_cast<int>(std::floor(x)) + 1),
                   std::min(s_->rows, static_cast<int>(std::floor(y)) + 1)};
    return o;
}

QColor GridPainter::terrainColor(GridTerrain t, bool mono) {
    QColor c;
    switch (t) {
    case GridTerrain::Clear: c = QColor(0xee, 0xf2, 0xd8); break;
    case GridTerrain::Hill: c = QColor(0xd4, 0xb0, 0x6a); break;
    case GridTerrain::RoughField: c = QColor(0xde, 0xd3, 0x9c); break;
    case GridTerrain::Forest: c = QColor(0x3d, 0x7a, 0x2c); break;
    case GridTerrain::BuiltUp: c = QColor(0xa8, 0x44, 0x3a); break;
    case GridTerrain::River: c = QColor(0x5b, 0x9b, 0xd5); break;
    case GridTerrain::Bridge: c = QColor(0xb9, 0x8a, 0x4e); break;
    case GridTerrain::Ford: c = QColor(0x9c, 0xc4, 0xe8); break;
    case GridTerrain::Swamp: c = QColor(0x8f, 0xae, 0x9a); break;
    case GridTerrain::Mountain: c = QColor(0x8a, 0x7a, 0x68); break;
    }
    return gridTone(c, mono);
}

void GridPainter::drawTerrain(QPainter& p, const QRectF& tile, GridTerrain t, bool mono) {
    p.save();
    p.setClipRect(tile, Qt::IntersectClip);
    p.setRenderHint(QPainter::Antialiasing, true);
    if (const auto art = hexArt(t)) {
        QSvgRenderer r(TileCache::svg(*art, mono));
        r.render(&p, tile);
        if (t == GridTerrain::Ford) drawFordStones(p, tile, mono);
    } else if (t == GridTerrain::RoughField) {
        drawRough(p, tile, mono);
    } else {
        drawMountain(p, tile, mono);
    }
    p.restore();
}

void GridPainter::drawTypeSymbol(QPainter& p, const QRectF& r, GridUnitType t, const QColor& ink) {
    p.save();
    p.setPen(QPen(ink, std::max(0.4, r.height() * 0.1), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    switch (t) {
    case GridUnitType::LineInfantry: // the crossed box of map symbols
        p.drawRect(r);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        break;
    case GridUnitType::LightInfantry: // crossed box with the light infantry's horn (a ring)
        p.drawRect(r);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        p.setBrush(ink);
        p.drawEllipse(r.center(), r.height() * 0.2, r.height() * 0.2);
        break;
    case GridUnitType::Cavalry: // one diagonal
        p.drawRect(r);
        p.drawLine(r.bottomLeft(), r.topRight());
        break;
    case GridUnitType::Artillery: // a ball in the box
        p.drawRect(r);
        p.setBrush(ink);
        p.drawEllipse(r.center(), r.height() * 0.22, r.height() * 0.22);
        break;
    case GridUnitType::Commander:
        drawGridStar(p, r.center(), r.height() * 0.6, ink, ink);
        break;
    }
    p.restore();
}

void GridPainter::drawFacing(QPainter& p, const QRectF& b, Facing f, const QColor& fill, const QColor& line) {
    const double w = b.width() * 0.42, h = b.width() * 0.2;
    const QPointF c = b.center();
    QPolygonF tri;
    switch (f) {
    case Facing::North: tri << QPointF(c.x() - w / 2, b.top()) << QPointF(c.x(), b.top() - h) << QPointF(c.x() + w / 2, b.top()); break;
    case Facing::South: tri << QPointF(c.x() - w / 2, b.bottom()) << QPointF(c.x(), b.bottom() + h) << QPointF(c.x() + w / 2, b.bottom()); break;
    case Facing::East: tri << QPointF(b.right(), c.y() - w / 2) << QPointF(b.right() + h, c.y()) << QPointF(b.right(), c.y() + w / 2); break;
    case Facing::West: tri << QPointF(b.left(), c.y() - w / 2) << QPointF(b.left() - h, c.y()) << QPointF(b.left(), c.y() + w / 2); break;
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(line, std::max(0.4, b.width() * 0.03), Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
    p.setBrush(fill);
    p.drawPolygon(tri);
    // The front edge of the block in the notch's colour, so the facing reads at any size.
    p.setPen(QPen(fill, std::max(0.6, b.width() * 0.07), Qt::SolidLine, Qt::FlatCap));
    const double in = b.width() * 0.035;
    switch (f) {
    case Facing::North: p.drawLine(QPointF(b.left() + in, b.top() + in), QPointF(b.right() - in, b.top() + in)); break;
    case Facing::South: p.drawLine(QPointF(b.left() + in, b.bottom() - in), QPointF(b.right() - in, b.bottom() - in)); break;
    case Facing::East: p.drawLine(QPointF(b.right() - in, b.top() + in), QPointF(b.right() - in, b.bottom() - in)); break;
    case Facing::West: p.drawLine(QPointF(b.left() + in, b.top() + in), QPointF(b.left() + in, b.bottom() - in)); break;
    }
    p.restore();
}

namespace {
QColor gridFacingColor(bool mono) { return mono ? QColor(0, 0, 0) : QColor(230, 175, 30); }
QColor gridLineColor(bool mono) { return mono ? QColor(0, 0, 0) : QColor(20, 20, 25); }
} // namespace

void GridPainter::drawUnit(QPainter& p, const QRectF& b, const GridUnit& u, Facing facing, bool mono, double detail) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const double side = std::min(b.width(), b.height());
    const QColor fill = PiecePainter::sideColor(u.side, mono), ink = PiecePainter::sideInk(u.side, mono);
    p.setPen(QPen(gridLineColor(mono), std::max(0.4, side * (mono ? 0.045 : 0.03))));
    p.setBrush(fill);
    p.drawRoundedRect(b, side * 0.06, side * 0.06);
    drawFacing(p, b, facing, gridFacingColor(mono), gridLineColor(mono));
    if (detail < 7) {
        p.restore();
        return;
    }
    const QRectF icon(b.left() + side * 0.16, b.top() + side * 0.17, side * 0.46, side * 0.32);
    drawTypeSymbol(p, icon, u.type, ink);
    const int sp = effectiveSp(u);
    // The strength as a figure in the upper right and as pips along the bottom.
    p.setPen(ink);
    p.setFont(PiecePainter::pixelFont(side * 0.26, true));
    p.drawText(QRectF(icon.right(), b.top() + side * 0.1, b.right() - icon.right() - side * 0.06, side * 0.42),
               Qt::AlignCenter, QString::number(sp));
    const int pips = std::clamp(sp, 0, 8);
    const double pip = side * 0.11, gap = side * 0.035;
    const double rowW = pips * pip + std::max(0, pips - 1) * gap;
    double x = b.center().x() - rowW / 2;
    const double y = b.bottom() - pip - side * 0.12;
    p.setPen(QPen(gridLineColor(mono), std::max(0.3, side * 0.02)));
    p.setBrush(mono ? QColor(0, 0, 0) : QColor(245, 245, 240));
    for (int i = 0; i < pips; ++i, x += pip + gap) p.drawRect(QRectF(x, y, pip, pip));
    if (detail >= 44 && !u.name.empty()) {
        p.setPen(ink);
        const QRectF tr(b.left() + side * 0.06, icon.bottom() + side * 0.01, side * 0.88, y - icon.bottom() - side * 0.02);
        PiecePainter::drawFittedText(p, tr, text::q(u.name), side * 0.13, false);
    }
    p.restore();
}

void GridPainter::drawCommander(QPainter& p, const QRectF& b, const GridUnit& u, bool mono, double detail) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const double side = std::min(b.width(), b.height());
    p.setPen(QPen(gridLineColor(mono), std::max(0.4, side * 0.05)));
    p.setBrush(PiecePainter::sideColor(u.side, mono));
    p.drawRoundedRect(b, side * 0.1, side * 0.1);
    if (detail >= 4)
        drawGridStar(p, b.center(), side * 0.36, mono ? QColor(255, 255, 255) : QColor(236, 190, 40),
                 mono ? Qt::black : QColor(60, 40, 0));
    p.restore();
}

QRectF GridPainter::unitBlock(const GridUnit& u) const {
    const QRectF t = tileRect(u.tile);
    if (u.type == GridUnitType::Commander) {
        const double c = size_ * 0.3;
        return QRectF(t.right() - c - size_ * 0.03, t.top() + size_ * 0.03, c, c);
    }
    const double b = size_ * 0.56;
    return QRectF(t.center().x() - b / 2, t.center().y() - b / 2 + size_ * 0.02, b, b);
}

const GridUnit* GridPainter::unitAt(QPointF p) const {
    const GridUnit* hit = nullptr;
    for (const auto& u : s_->units) {
        if (!unitBlock(u).contains(p)) continue;
        if (u.type == GridUnitType::Commander) return &u; // drawn on top
        if (!hit) hit = &u;
    }
    return hit;
}

void GridPainter::paintInto(QPainter& p, const QRectF& target, const GridPaintOptions& opt) const {
    const QRectF b = boardRect();
    if (b.isEmpty() || target.isEmpty()) return;
    const double k = std::min(target.width() / b.width(), target.height() / b.height());
    p.save();
    p.translate(target.center().x() - b.width() * k / 2, target.center().y() - b.height() * k / 2);
    p.scale(k, k);
    paint(p, b, opt);
    p.restore();
}

void GridPainter::paint(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt) const {
    p.save();
    if (opt.background.alpha() > 0) p.fillRect(exposed.intersected(boardRect()), opt.background);
    const int c0 = std::max(1, static_cast<int>(std::floor((exposed.left() - margin_) / size_)) + 1);
    const int c1 = std::min(s_->columns, static_cast<int>(std::floor((exposed.right() - margin_) / size_)) + 1);
    const int r0 = std::max(1, static_cast<int>(std::floor((exposed.top() - margin_) / size_)) + 1);
    const int r1 = std::min(s_->rows, static_cast<int>(std::floor((exposed.bottom() - margin_) / size_)) + 1);
    if (opt.homeEdges) paintHomeEdges(p, opt);
    if (opt.terrain) paintTerrain(p, c0, c1, r0, r1, opt);
    if (opt.grid) paintGrid(p, c0, c1, r0, r1, opt);
    if (opt.labels) paintLabels(p, c0, c1, r0, r1, opt);
    if (opt.units) paintUnits(p, exposed, opt);
    if (opt.vpMarkers) paintObjectives(p, exposed, opt);
    if (!opt.marks.empty()) paintMarks(p, opt);
    p.restore();
}

void GridPainter::paintTerrain(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const {
    const GridTerrainMap map(*s_);
    const double scale = deviceScale(p);
    const bool raster = gridRasterDevice(p);
    const int px = static_cast<int>(std::ceil(size_ * scale));
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, true);
    for (int row = r0; row <= r1; ++row)
        for (int col = c0; col <= c1; ++col) {
            const Offset o{col, row};
            const QRectF r = tileRect(o);
            if (raster) p.drawImage(r, cachedTile(map.at(o), opt.mono, px));
            else drawTerrain(p, r, map.at(o), opt.mono); // vector output: sharp at any zoom
        }
    p.restore();
}

void GridPainter::paintGrid(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const {
    if (c1 < c0 || r1 < r0) return;
    const double scale = deviceScale(p);
    if (size_ * scale < 3) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(TileCache::gridColor(opt.mono), std::max(1.0 / scale, size_ * 0.02)));
    const double top = tileRect({c0, r0}).top(), bottom = tileRect({c0, r1}).bottom();
    const double left = tileRect({c0, r0}).left(), right = tileRect({c1, r0}).right();
    for (int col = c0; col <= c1 + 1; ++col) {
        const double x = margin_ + (col - 1) * size_;
        p.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
    for (int row = r0; row <= r1 + 1; ++row) {
        const double y = margin_ + (row - 1) * size_;
        p.drawLine(QPointF(left, y), QPointF(right, y));
    }
    p.restore();
}

void GridPainter::paintHomeEdges(QPainter& p, const GridPaintOptions& opt) const {
    if (margin_ <= 0) return;
    const QRectF all(margin_, margin_, s_->columns * size_, s_->rows * size_);
    const double w = margin_ * 0.7;
    const double scale = deviceScale(p);
    p.save();
    for (Side side : kAllSides) {
        QRectF band;
        switch (s_->side(side).homeEdge) {
        case Edge::North: band = QRectF(all.left(), all.top() - w, all.width(), w); break;
        case Edge::South: band = QRectF(all.left(), all.bottom(), all.width(), w); break;
        case Edge::West: band = QRectF(all.left() - w, all.top(), w, all.height()); break;
        case Edge::East: band = QRectF(all.right(), all.top(), w, all.height()); break;
        }
        p.fillRect(band, PiecePainter::sideColor(side, opt.mono));
        p.setPen(QPen(gridLineColor(opt.mono), std::max(0.5 / scale, w * 0.04)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(band);
        const double px = w * 0.62;
        if (px * scale < 6) continue;
        const QString name = text::q(s_->side(side).name) + QStringLiteral(" home edge");
        p.setPen(PiecePainter::sideInk(side, opt.mono));
        p.setFont(PiecePainter::pixelFont(px, true));
        if (band.width() >= band.height()) {
            p.drawText(band, Qt::AlignCenter, name);
        } else { // a side edge: the text runs along it
            p.save();
            p.translate(band.center());
            p.rotate(band.left() < all.left() ? -90 : 90);
            p.drawText(QRectF(-band.height() / 2, -band.width() / 2, band.height(), band.width()), Qt::AlignCenter, name);
            p.restore();
        }
    }
    p.restore();
}

void GridPainter::paintLabels(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const {
    const double scale = deviceScale(p);
    const double px = size_ * 0.13;
    if (px * scale < 5) return;
    p.save();
    p.setFont(PiecePainter::pixelFont(px));
    const QColor chip = opt.mono ? QColor(255, 255, 255, 200) : QColor(250, 248, 235, 190);
    for (int row = r0; row <= r1; ++row)
        for (int col = c0; col <= c1; ++col) {
            const QRectF t = tileRect({col, row});
            const QRectF r(t.left() + size_ * 0.03, t.top() + size_ * 0.03, size_ * 0.36, px * 1.25);
            p.fillRect(r, chip);
            p.setPen(opt.mono ? QColor(0, 0, 0) : QColor(40, 40, 40));
            p.drawText(r, Qt::AlignCenter, QString::fromStdString(tileLabel(*s_, {col, row})));
        }
    p.restore();
}

void GridPainter::paintUnits(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt) const {
    const double scale = deviceScale(p);
    // Units first, then commanders on top of the unit they are attached to.
    for (int pass = 0; pass < 2; ++pass)
        for (const auto& u : s_->units) {
            if ((u.type == GridUnitType::Commander) != (pass == 1) || !s_->contains(u.tile) || gridHidden(opt, u.id)) continue;
            const QRectF b = unitBlock(u);
            if (!b.adjusted(-size_ * 0.2, -size_ * 0.2, size_ * 0.2, size_ * 0.2).intersects(exposed)) continue;
            if (pass == 0) drawUnit(p, b, u, effectiveFacing(*s_, u), opt.mono, b.width() * scale);
            else drawCommander(p, b, u, opt.mono, b.width() * scale);
        }
}

void GridPainter::paintObjectives(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt) const {
    const double scale = deviceScale(p);
    for (const auto& o : s_->objectives) {
        if (!s_->contains(o.tile)) continue;
        const QRectF t = tileRect(o.tile);
        if (!t.intersects(exposed)) continue;
        const double r = size_ * 0.12;
        const QPointF c(t.left() + size_ * 0.16, t.bottom() - size_ * 0.16);
        PiecePainter::drawVpToken(p, c, r, o.value, o.side, opt.mono);
        const double px = size_ * 0.11;
        if (o.label.empty() || px * scale < 6) continue;
        p.save();
        p.setFont(PiecePainter::pixelFont(px, true));
        const QRectF lr(c.x() + r * 1.2, t.bottom() - size_ * 0.17, t.right() - c.x() - r * 1.3, px * 1.3);
        p.fillRect(lr, opt.mono ? QColor(255, 255, 255, 210) : QColor(250, 240, 200, 215));
        p.setPen(opt.mono ? QColor(0, 0, 0) : QColor(110, 20, 20));
        p.drawText(lr, Qt::AlignCenter, p.fontMetrics().elidedText(text::q(o.label), Qt::ElideRight, static_cast<int>(lr.width())));
        p.restore();
    }
}

void GridPainter::paintMarks(QPainter& p, const GridPaintOptions& opt) const {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    for (const auto& m : opt.marks) {
        if (!s_->contains(m.hex)) continue;
        const QRectF r = tileRect(m.hex).adjusted(m.width / 2, m.width / 2, -m.width / 2, -m.width / 2);
        if (m.fill) {
            QColor tint = m.color;
            tint.setAlpha(m.fillAlpha);
            p.fillRect(r, tint);
        }
        p.setPen(QPen(m.color, m.width));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
    }
    p.restore();
}

} // namespace muster
