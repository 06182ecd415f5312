// Walks the tiles the segment crosses: the next side crossed is the nearer of the next
// vertical and horizontal tile boundary, compared as exact fractions of the segment.
#include "grid_los.h"

#include <cstdlib>

namespace muster {

std::vector<Offset> tilesOnLine(Offset from, Offset to) {
    const long long nx = std::llabs(static_cast<long long>(to.col) - from.col);
    const long long ny = std::llabs(static_cast<long long>(to.row) - from.row);
    const int sx = to.col > from.col ? 1 : -1, sy = to.row > from.row ? 1 : -1;
    std::vector<Offset> out{from};
    out.reserve(static_cast<std::size_t>(nx + ny + 1));
    Offset at = from;
    long long ix = 0, iy = 0;
    while (ix < nx || iy < ny) {
        // Boundary ix+1/2 of nx is at t = (2ix+1)/(2nx); compare (2ix+1)/nx with (2iy+1)/ny.
        const long long lhs = ix < nx ? (2 * ix + 1) * ny : -1;
        const long long rhs = iy < ny ? (2 * iy + 1) * nx : -1;
        if (iy >= ny || (ix < nx && lhs < rhs)) {
            ++ix, at.col += sx;
        } else if (ix >= nx || rhs < lhs) {
            ++iy, at.row += sy;
        } else { // through a corner: straight into the diagonal tile
            ++ix, ++iy, at.col += sx, at.row += sy;
        }
        out.push_back(at);
    }
    return out;
}

int gridDistance(Offset a, Offset b) { return std::abs(a.col - b.col) + std::abs(a.row - b.row); }

GridLos gridLineOfSight(const GridTerrainMap& terrain, Offset from, Offset to) {
    GridLos r;
    r.distance = gridDistance(from, to);
    const auto line = tilesOnLine(from, to);
    for (std::size_t i = 1; i + 1 < line.size(); ++i)
        if (gridTerrainInfo(terrain.at(line[i])).blocksSight) r.blockedBy.push_back(line[i]);
    r.clear = r.blockedBy.empty();
    return r;
}

} // namespace muster
