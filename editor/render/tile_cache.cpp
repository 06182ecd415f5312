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

QImage TileCache::tile(Terrain t, bool mono, Orientation o, int sizePx) {
    sizePx = std::clamp(sizePx, 2, 2048);
    const quint64 key = (quint64(sizePx) << 16) | (quint64(t) << 8) | (quint64(mono) << 1) |
                        quint64(o == Orientation::Flat);
    const QByteArray text = svg(t, mono);
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    if (auto it = c.images.constFind(key); it != c.images.constEnd()) return it.value();

    const int rkey = static_cast<int>(t) * 2 + (mono ? 1 : 0);
    auto rit = c.renderers.find(rkey);
    if (rit == c.renderers.end()) rit = c.renderers.insert(rkey, std::make_shared<QSvgRenderer>(text));

    const double s = sizePx;
    const double k = std::sqrt(3.0) / 2;
    const double w = (o == Orientation::Pointy ? 2 * k * s : 2 * s);
    const double h = (o == Orientation::Pointy ? 2 * s : 2 * k * s);
    QImage img(static_cast<int>(std::ceil(w)) + 2, static_cast<int>(std::ceil(h)) + 2,
               QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(img.width() / 2.0, img.height() / 2.0);
    QPolygonF hex;
    const double bleed = s + 0.75; // a little past the edge: no seams between neighbours
    for (int i = 0; i < 6; ++i) {
        const double a = ((o == Orientation::Pointy ? -30.0 : 0.0) + 60.0 * i) * M_PI / 180.0;
        hex << centre + QPointF(bleed * std::cos(a), bleed * std::sin(a));
    }
    QPainterPath clip;
    clip.addPolygon(hex);
    clip.closeSubpath();
    p.setClipPath(clip);
    rit.value()->render(&p, QRectF(centre.x() - s, centre.y() - s, 2 * s, 2 * s));
    p.end();
    if (c.images.size() > 400) c.images.clear(); // zooming through many sizes: start over
    c.images.insert(key, img);
    return img;
}

void TileCache::clear() {
    Cache& c = cache();
    QMutexLocker lock(&c.mutex);
    c.images.clear();
}

} // namespace muster
