#pragma once
// TileCache: the project's SVG terrain tiles, each rendered once per device pixel size
// (and colour/mono, orientation) into a hex-shaped QImage, so painting stays crisp at any
// zoom and device pixel ratio without re-rendering SVG for every hex.
#include "model/types.h"

#include <QImage>
#include <QString>

namespace muster {

class TileCache {
public:
    // The tile for a hex of `sizePx` device pixels (centre to corner). The image is the
    // hex's bounding box plus a 1-pixel bleed on every side, transparent outside the hex.
    static QImage tile(Terrain t, bool mono, Orientation o, int sizePx);
    // The tile's SVG text (mono: colours mapped to grey), e.g. for a legend or a tileset.
    static QByteArray svg(Terrain t, bool mono);
    static QString resourcePath(Terrain t);
    static void clear();
};

// Grey value used for a colour in mono output (luminance, kept readable).
QColor monoColor(const QColor& c);

} // namespace muster
