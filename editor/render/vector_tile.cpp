#include "vector_tile.h"

#include "tile_cache.h"

#include <QHash>
#include <QMutex>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPathStroker>
#include <QSvgRenderer>

#include <array>
#include <climits>
#include <cmath>

namespace muster {
namespace {

// Work at this many units per hex size (stroke outlines are approximated to fractions of a unit).
constexpr double kWork = 100;
// Cut a little outside the hex, so neighbouring tiles overlap instead of leaving hairlines.
constexpr double kBleed = 1.01;

// A paint engine that keeps every path QSvgRenderer draws, with its pen, brush and transform.
class Recorder : public QPaintEngine {
public:
    struct Item {
        QPainterPath path;
        QTransform transform;
        QPen pen;
        QBrush brush;
    };
    Recorder() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return User; }
    void updateState(const QPaintEngineState& st) override {
        if (st.state() & DirtyPen) pen_ = st.pen();
        if (st.state() & DirtyBrush) brush_ = st.brush();
        if (st.state() & DirtyTransform) transform_ = st.transform();
    }
    void drawPath(const QPainterPath& path) override { items.push_back({path, transform_, pen_, brush_}); }
    void drawPolygon(const QPointF* pts, int n, PolygonDrawMode mode) override {
        if (n < 2) return;
        QPainterPath path(pts[0]);
        for (int i = 1; i < n; ++i) path.lineTo(pts[i]);
        if (mode != PolylineMode) path.closeSubpath();
        path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
        items.push_back({path, transform_, pen_, mode == PolylineMode ? QBrush(Qt::NoBrush) : brush_});
    }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    std::vector<Item> items;

private:
    QPen pen_;
    QBrush brush_;
    QTransform transform_;
};

class RecordDevice : public QPaintDevice {
public:
    QPaintEngine* paintEngine() const override { return &engine; }
    mutable Recorder engine;

protected:
    int metric(PaintDeviceMetric m) const override {
        switch (m) {
        case PdmWidth: case PdmHeight: return static_cast<int>(2 * kWork);
        case PdmWidthMM: case PdmHeightMM: return static_cast<int>(2 * kWork * 25.4 / 72);
        case PdmNumColors: return INT_MAX;
        case PdmDepth: return 32;
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 72;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
        }
        return 0;
    }
};

// The hex's six half-planes, each as the rotation that turns its outward normal to +x.
std::array<QTransform, 6> edgeFrames(Orientation o) {
    std::array<QTransform, 6> out;
    for (int i = 0; i < 6; ++i) out[i].rotate(-((o == Orientation::Pointy ? 0.0 : 30.0) + 60.0 * i));
    return out;
}

// `path` cut to the hex of radius `r`, or the path itself if it lies inside (`crossed`
// says which). One edge at a time, turned upright: Qt keeps curves when it clips to a
// rectangle, but flattens them against slanted lines.
QPainterPath cutToHex(const QPainterPath& path, Orientation o, double r, bool* crossed) {
    const double apothem = r * std::sqrt(3.0) / 2;
    QPainterPath out = path;
    *crossed = false;
    for (const QTransform& t : edgeFrames(o)) {
        QPainterPath q = t.map(out);
        if (q.boundingRect().right() <= apothem) continue;
        *crossed = true;
        QPainterPath half;
        half.addRect(QRectF(-100 * r, -100 * r, 100 * r + apothem, 200 * r));
        q = q.intersected(half);
        q.setFillRule(path.fillRule());
        out = t.inverted().map(q);
    }
    return out;
}

// Merge runs of shapes with the same pen and brush that do not overlap: one path each, so
// fewer style changes for the SVG writer, and the same picture.
void mergeRuns(std::vector<VectorTile::Shape>& shapes) {
    std::vector<VectorTile::Shape> out;
    QList<QRectF> run;
    for (VectorTile::Shape& s : shapes) {
        const double w = s.pen.style() == Qt::NoPen ? 0 : s.pen.widthF();
        const QRectF box = s.path.boundingRect().adjusted(-w, -w, w, w);
        bool merge = !out.empty() && out.back().pen == s.pen && out.back().brush == s.brush &&
                     out.back().path.fillRule() == s.path.fillRule();
        for (const QRectF& r : run) merge = merge && !r.intersects(box);
        if (merge) {
            out.back().path.addPath(s.path);
            run << box;
        } else {
            out.push_back(std::move(s));
            run = {box};
        }
    }
    shapes = std::move(out);
}

void build(Terrain t, bool mono, Orientation o, std::vector<VectorTile::Shape>& whole, std::vector<VectorTile::Shape>& out) {
    QSvgRenderer svg(TileCache::svg(t, mono));
    RecordDevice dev;
    {
        QPainter p(&dev);
        svg.render(&p, QRectF(-kWork, -kWork, 2 * kWork, 2 * kWork));
    }
    const QTransform toUnit = QTransform::fromScale(1 / kWork, 1 / kWork);
    for (const Recorder::Item& it : dev.engine.items) {
        const bool fill = it.brush.style() != Qt::NoBrush, stroke = it.pen.style() != Qt::NoPen;
        if (!fill && !stroke) continue;
        const double scale = std::sqrt(std::abs(it.transform.determinant()));
        const QPainterPath shape = it.transform.map(it.path);
        VectorTile::Shape w;
        w.path = toUnit.map(shape);
        if (fill) w.brush = it.brush;
        if (stroke) {
            w.pen = it.pen;
            w.pen.setWidthF(it.pen.widthF() * scale / kWork);
        }
        whole.push_back(w);
        bool crossed = false;
        QPainterPath outline;
        if (stroke) {
            outline = cutToHex(it.transform.map(QPainterPathStroker(it.pen).createStroke(it.path)), o, kWork * kBleed, &crossed);
        } else {
            cutToHex(shape, o, kWork * kBleed, &crossed);
        }
        if (!crossed) { // whole: keep the stroke as a stroke
            out.push_back(std::move(w));
            continue;
        }
        if (fill) {
            bool unused;
            const QPainterPath part = cutToHex(shape, o, kWork * kBleed, &unused);
            if (!part.isEmpty()) out.push_back({toUnit.map(part), it.brush, Qt::NoPen});
        }
        if (stroke && !outline.isEmpty()) out.push_back({toUnit.map(outline), it.pen.brush(), Qt::NoPen});
    }
    mergeRuns(whole);
    mergeRuns(out);
}

} // namespace

std::shared_ptr<const VectorTile> VectorTile::get(Terrain t, bool mono, Orientation o) {
    static QMutex mutex;
    static QHash<int, std::shared_ptr<const VectorTile>> cache;
    const int key = (static_cast<int>(t) << 2) | (mono ? 2 : 0) | (o == Orientation::Flat ? 1 : 0);
    QMutexLocker lock(&mutex);
    if (auto it = cache.constFind(key); it != cache.constEnd()) return it.value();
    auto tile = std::make_shared<VectorTile>();
    build(t, mono, o, tile->whole_, tile->cut_);
    tile->clip_.addPolygon(TileCache::hexCorners(o, kBleed));
    tile->clip_.closeSubpath();
    cache.insert(key, tile);
    return tile;
}

void VectorTile::draw(QPainter& p, QPointF centre, double size) const {
    p.save();
    p.translate(centre);
    p.scale(size, size);
    const bool cut = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::SVG;
    if (!cut) p.setClipPath(clip_, p.hasClipping() ? Qt::IntersectClip : Qt::ReplaceClip);
    for (const Shape& s : shapes(cut)) {
        p.setPen(s.pen);
        p.setBrush(s.brush);
        p.drawPath(s.path);
    }
    p.restore();
}

} // namespace muster
