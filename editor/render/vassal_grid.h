#pragma once
// VassalGrid: where a VASSAL HexGrid puts the hexes of a Muster board, and the board
// image geometry that matches it. VASSAL keeps integer origins and truncates each centre
// to whole pixels (HexGrid.hexPointCenterFromRawIndex), so we choose whole-pixel spacings
// (dx between shifted lines, an even dy along them) and draw the image with that exact
// stretch (under 0.5% from a regular hex): every centre is then a whole pixel, the same
// in the image and in VASSAL. Also VASSAL's snap (HexGrid.snapToHex), re-implemented
// for the tests and the preview tool. Qt-free.
#include "model/hex.h"

#include <string>

namespace muster::vassal {

struct IntPoint {
    int x = 0, y = 0;
    friend bool operator==(const IntPoint&, const IntPoint&) = default;
};

struct GridSpec {
    // HexGrid attributes. sideways: pointy boards (VASSAL's columns are our rows).
    bool sideways = false;
    int dx = 0, dy = 0;  // whole pixels; dy even
    int x0 = 0, y0 = 0;  // origin in VASSAL's (unrotated) frame
    int rawOffset = 0;   // raw index of our first row (pointy) / column (flat) is rawOffset
    // HexGridNumbering attributes giving our CCRR labels.
    char first = 'H';
    int hOff = 0, vOff = 0, leading = 1;
    // The image: size, and image = painter * scale + offset for a BoardPainter of
    // hexSize painterHexSize and margin painterMargin.
    int width = 0, height = 0;
    double painterHexSize = 0, painterMargin = 0;
    double scaleX = 1, scaleY = 1, offsetX = 0, offsetY = 0;
};

// The grid for `board` with hexes about `hexRadiusPx` across from centre to corner.
GridSpec gridFor(const BoardGeometry& board, double hexRadiusPx);
// A radius that keeps the board image's longer side within `maxSidePx` (at most `preferred`).
double radiusForBoard(const BoardGeometry& board, double preferred, int maxSidePx);

// The centre VASSAL gives hex `o`, in image / map pixels.
IntPoint centre(const GridSpec& g, Offset o);
// VASSAL's HexGrid.snapToHex for a map point (snapScale 0).
IntPoint snapToHex(const GridSpec& g, IntPoint p);
// The CCRR name VASSAL's HexGridNumbering gives the hex under `p` ("0405").
std::string locationName(const GridSpec& g, IntPoint p);

} // namespace muster::vassal
