#pragma once
// TileCache: the project's SVG terrain tiles, each rendered once per device pixel size
// (and colour/mono, orientation) into a hex-shaped QImage, so painting stays crisp at any
// zoom and device pixel ratio without re-rendering SVG for every hex.
#include "model/types.h"

#include <QImage>
#include <QPolygonF>
#include <QString>

#include <utility>

namespace muster {

class TileCache {
public:
    // The tile for a hex of `sizePx` device pixels (centre to corner). The image is the
    // hex's bounding box plus a 1-pixel bleed on every side, transparent outside the hex.
    static QImage tile(Terrain t, bool mono, Orientation o, int sizePx);
    // Raster stamps: the tile rendered at exactly `sizePx` device pixels (any fraction) with
    // its centre at anchor + phase / kTilePhases, so callers blit it at whole pixels with no
    // scaling. Every phase of a size shares one image size and anchor (stampGeometry).
    static constexpr int kTilePhases = 2;
    static QImage stamp(Terrain t, bool mono, Orientation o, double sizePx, int phaseX, int phaseY);
    // Image size and anchor pixel of the centre for stamps of a hex of `sizePx` device pixels.
    static std::pair<QSize, QPoint> stampGeometry(Orientation o, double sizePx);
    // A hex outline stamp (the grid) in the same geometry, a gridColor() pen of `penPx`,
    // its centre at anchor + phase / `phases`.
    static QImage outlineStamp(Orientation o, double sizePx, double penPx, bool mono, int phaseX, int phaseY, int phases);
    static QColor gridColor(bool mono) { return mono ? QColor(0, 0, 0) : QColor(70, 70, 60, 200); }
    // The six corners of a hex of `radius` (centre to corner) around `centre`.
    static QPolygonF hexCorners(Orientation o, double radius, QPointF centre = {});
    // The tile's SVG text (mono: colours mapped to grey), e.g. for a legend or a tileset.
    static QByteArray svg(Terrain t, bool mono);
    static QString resourcePath(Terrain t);
    static void clear();
};

// Grey value used for a colour in mono output (luminance, kept readable).
QColor monoColor(const QColor& c);

} // namespace muster
