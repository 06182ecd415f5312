#include "tile_cache.h"

#include <QFile>
#include <QHash>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QSvgRenderer>

#include <cmath>
#include <memory>

// Resources in a static library must be registered explicitly, outside any namespace.
static void initTileResources() { Q_INIT_RESOURCE(tiles); }

namespace muster {
namespace {

struct Cache {
    QMutex mutex;
    QHash<quint64, QImage> images;
    QHash<int, QByteArray> svgs; // terrain*2 + mono
    QHash<int, std::shared_ptr<QSvgRenderer>> renderers;
};

Cache& cache() {
    static Cache c;
    static bool init = [] {
        initTileResources();
        return true;
    }();
    (void)init;
    return c;
}

QByteArray loadSvg(Terrain t, bool mono) {
    QFile f(TileCache::resourcePath(t));
    if (!f.open(QIODevice::ReadOnly)) return {};
    QByteArray text = f.readAll();
    if (!mono) return text;
    // Map every #rrggbb to its grey so patterns and outlines carry the meaning.
    QString s = QString::fromUtf8(text);
    static const QRegularExpression re(QStringLiteral("#([0-9a-fA-F]{6})"));
    QString out;
    qsizetype last = 0;
    for (auto it = re.globalMatch(s); it.hasNext();) {
        auto m = it.next();
        out += s.mid(last, m.capturedStart() - last);
        out += monoColor(QColor(m.captured(0))).name();
        last = m.capturedEnd();
    }
    out += s.mid(last);
    return out.toUtf8();
}

} // namespace

QColor monoColor(const QColor& c) {
    // Rec. 601 luminance, then pushed lighter so fills stay behind black outlines.
    const double l = 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
    const double g = l < 0.3 ? l * 0.6 : 0.55 + 0.45 * l;
    const int v = std::clamp(static_cast<int>(std::lround(g * 255)), 0, 255);
    return QColor(v, v, v);
}

QString TileCache::resourcePath(Terrain t) {
    return QStringLiteral(":/muster/tiles/%1.svg").arg(QString::fromLatin1(toString(t).data(), toString(t).size()));
}

QByteArray TileCache::svg(Terrain t, bool mono) {
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    const int key = static_cast<int>(t) * 2 + (mono ? 1 : 0);
    auto it = c.svgs.find(key);
    if (it == c.svgs.end()) it = c.svgs.insert(key, loadSvg(t, mono));
    return it.value();
}

namespace {

// Render the SVG into `img`, clipped to the hex of `s` pixels (plus a little bleed, so
// neighbours leave no seams) centred at `centre`.
void renderHex(QSvgRenderer& r, QImage& img, Orientation o, double s, QPointF centre) {
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    QPainterPath clip;
    clip.addPolygon(TileCache::hexCorners(o, s + 0.75, centre));
    clip.closeSubpath();
    p.setClipPath(clip);
    r.render(&p, QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s));
}

std::shared_ptr<QSvgRenderer> rendererFor(Cache& c, Terrain t, bool mono, const QByteArray& text) {
    const int rkey = static_cast<int>(t) * 2 + (mono ? 1 : 0);
    auto rit = c.renderers.find(rkey);
    if (rit == c.renderers.end()) rit = c.renderers.insert(rkey, std::make_shared<QSvgRenderer>(text));
    return rit.value();
}

} // namespace

QImage TileCache::tile(Terrain t, bool mono, Orientation o, int sizePx) {
    sizePx = std::clamp(sizePx, 2, 2048);
    const quint64 key = (quint64(sizePx) << 16) | (quint64(t) << 8) | (quint64(mono) << 1) |
                        quint64(o == Orientation::Flat);
    const QByteArray text = svg(t, mono);
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    if (auto it = c.images.constFind(key); it != c.images.constEnd()) return it.value();

    const double s = sizePx;
    const double k = std::sqrt(3.0) / 2;
    const double w = (o == Orientation::Pointy ? 2 * k * s : 2 * s);
    const double h = (o == Orientation::Pointy ? 2 * s : 2 * k * s);
    QImage img(static_cast<int>(std::ceil(w)) + 2, static_cast<int>(std::ceil(h)) + 2,
               QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    renderHex(*rendererFor(c, t, mono, text), img, o, s, QPointF(img.width() / 2.0, img.height() / 2.0));
    if (c.images.size() > 400) c.images.clear(); // zooming through many sizes: start over
    c.images.insert(key, img);
    return img;
}

std::pair<QSize, QPoint> TileCache::stampGeometry(Orientation o, double sizePx) {
    const double k = std::sqrt(3.0) / 2;
    // Half extents with room for the bleed, a grid pen and the phase offset.
    const double hx = (o == Orientation::Pointy ? k * sizePx : sizePx) + 2 + sizePx * 0.03;
    const double hy = (o == Orientation::Pointy ? sizePx : k * sizePx) + 2 + sizePx * 0.03;
    const QPoint anchor(static_cast<int>(std::ceil(hx)), static_cast<int>(std::ceil(hy)));
    return {QSize(2 * anchor.x() + 2, 2 * anchor.y() + 2), anchor};
}

QImage TileCache::stamp(Terrain t, bool mono, Orientation o, double sizePx, int phaseX, int phaseY) {
    sizePx = std::clamp(sizePx, 1.0, 4096.0);
    const quint64 q = static_cast<quint64>(std::lround(sizePx * 256)); // 1/256 px is plenty
    const quint64 key = (1ull << 63) | (q << 24) | (quint64(phaseX) << 20) | (quint64(phaseY) << 16) |
                        (quint64(t) << 8) | (quint64(mono) << 1) | quint64(o == Orientation::Flat);
    const QByteArray text = svg(t, mono);
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    if (auto it = c.images.constFind(key); it != c.images.constEnd()) return it.value();
    const auto [size, anchor] = stampGeometry(o, sizePx);
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    const QPointF centre = QPointF(anchor) + QPointF(phaseX, phaseY) / kTilePhases;
    renderHex(*rendererFor(c, t, mono, text), img, o, sizePx, centre);
    if (c.images.size() > 400) c.images.clear();
    c.images.insert(key, img);
    return img;
}

QImage TileCache::outlineStamp(Orientation o, double sizePx, double penPx, bool mono, int phaseX, int phaseY, int phases) {
    sizePx = std::clamp(sizePx, 1.0, 4096.0);
    // Bit 62 marks outlines apart from tiles (bit 63) and plain tiles in the shared cache.
    const quint64 key = (1ull << 62) | (quint64(std::lround(sizePx * 256)) << 30) |
                        (quint64(std::lround(penPx * 16)) & 0xffff) << 14 | quint64(phaseX) << 10 |
                        quint64(phaseY) << 6 | quint64(mono) << 1 |
                        quint64(o == Orientation::Flat);
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    if (auto it = c.images.constFind(key); it != c.images.constEnd()) return it.value();
    const auto [size, anchor] = stampGeometry(o, sizePx);
    QImage img(size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(gridColor(mono), penPx));
    p.setBrush(Qt::NoBrush);
    p.drawPolygon(hexCorners(o, sizePx, QPointF(anchor) + QPointF(phaseX, phaseY) / phases));
    p.end();
    if (c.images.size() > 400) c.images.clear();
    c.images.insert(key, img);
    return img;
}

QPolygonF TileCache::hexCorners(Orientation o, double radius, QPointF centre) {
    QPolygonF hex;
    for (int i = 0; i < 6; ++i) {
        const double a = ((o == Orientation::Pointy ? -30.0 : 0.0) + 60.0 * i) * M_PI / 180.0;
        hex << centre + QPointF(radius * std::cos(a), radius * std::sin(a));
    }
    return hex;
}

void TileCache::clear() {
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    c.images.clear();
}

} // namespace muster
