#include "vassal_grid.h"

#include <algorithm>
#include <cmath>

namespace muster::vassal {

namespace {

constexpr double kSqrt3 = 1.7320508075688772;

// Java's (int) cast of a double: truncation toward zero.
int jint(double v) { return static_cast<int>(v); }
// Java's Math.round(float).
int jround(float v) { return static_cast<int>(std::floor(v + 0.5f)); }
// Java's floor to int.
int jfloor(double v) { return static_cast<int>(std::floor(v)); }

bool shiftedLine(const BoardGeometry& b, int line) { return b.shifted(line); }

// In VASSAL's unrotated frame (x along the shifted lines' spacing).
struct Frame {
    double dx, dy;
    int ox, oy;
};

Frame frame(const GridSpec& g) { return {double(g.dx), double(g.dy), g.x0, g.y0}; }

IntPoint centreFromRaw(const Frame& f, int nx, int ny) {
    const int x = jint(f.dx * nx + f.ox);
    const int y = nx % 2 == 0 ? jint(f.dy * ny + f.oy) : jint(f.dy * ny + jint(f.dy / 2) + f.oy);
    return {x, y};
}

// getSingleHexShape(cx, cy, false, false, dx, dy) and java.awt.geom.Area.contains for
// a whole-pixel point (half-open insideness: left and top edges in, right and bottom out).
bool hexContains(const Frame& f, int cx, int cy, int px, int py) {
    const float x = float(cx), y = float(cy), deltaY = float(f.dy);
    const float r = 2.F * float(f.dx) / 3.F;
    const int pts[6][2] = {
        {jround(x - r), jround(y)},
        {jround(x - 0.5F * r), jround(y - 0.5F * deltaY)},
        {jround(x + 0.5F * r) + 1, jround(y - 0.5F * deltaY)},
        {jround(x + r) + 1, jround(y)},
        {jround(x + 0.5F * r) + 1, jround(y + 0.5F * deltaY) + 1},
        {jround(x - 0.5F * r), jround(y + 0.5F * deltaY) + 1},
    };
    bool inside = false;
    for (int i = 0, j = 5; i < 6; j = i++) {
        const double xi = pts[i][0], yi = pts[i][1], xj = pts[j][0], yj = pts[j][1];
        if ((yi > py) != (yj > py)) {
            const double xCross = xi + (py - yi) * (xj - xi) / (yj - yi);
            if (px < xCross) inside = !inside;
        }
    }
    return inside;
}

IntPoint hexPoint(const Frame& f, int x, int y) {
    const int nx = jfloor((x - f.ox + f.dx / 2) / f.dx);
    const int ny = nx % 2 == 0 ? jfloor((y - f.oy + f.dy / 2) / f.dy) : jfloor((y - f.oy) / f.dy);
    const IntPoint first = centreFromRaw(f, nx, ny);
    if (hexContains(f, first.x, first.y, x, y)) return first;
    static const int even[4][2] = {{-1, -1}, {-1, 0}, {1, -1}, {1, 0}};
    static const int odd[4][2] = {{-1, 0}, {-1, 1}, {1, 0}, {1, 1}};
    const auto& offs = nx % 2 == 0 ? even : odd;
    for (const auto& o : offs) {
        const IntPoint c = centreFromRaw(f, nx + o[0], ny + o[1]);
        if (hexContains(f, c.x, c.y, x, y)) return c;
    }
    return first;
}

IntPoint rotateIf(const GridSpec& g, IntPoint p) { return g.sideways ? IntPoint{p.y, p.x} : p; }

} // namespace

double radiusForBoard(const BoardGeometry& board, double preferred, int maxSidePx) {
    // Board extent in hex radii (HexLayout::boardSize with a quarter-hex margin).
    const bool pointy = board.orientation == Orientation::Pointy;
    const int lines = pointy ? board.rows : board.columns, length = pointy ? board.columns : board.rows;
    const double along = 1.5 * lines + 0.5 + 0.5;
    const double across = kSqrt3 * (length + 0.5) + 0.5;
    const double worst = std::max(along, across);
    return std::max(6.0, std::min(preferred, (maxSidePx - 4) / worst));
}

GridSpec gridFor(const BoardGeometry& board, double hexRadiusPx) {
    GridSpec g;
    g.sideways = board.orientation == Orientation::Pointy;
    // Whole-pixel spacings closest to a regular hex: dx = 1.5 r, dy = sqrt(3) r, dy even.
    const int base = std::max(6, static_cast<int>(std::lround(1.5 * hexRadiusPx)));
    double best = 1e9;
    for (int dx = std::max(6, base - 3); dx <= base + 3; ++dx) {
        const int dy = 2 * static_cast<int>(std::lround(dx * kSqrt3 / 1.5 / 2));
        const double err = std::abs(double(dy) / dx / (kSqrt3 / 1.5) - 1) + 0.001 * std::abs(dx - base);
        if (err < best) {
            best = err;
            g.dx = dx;
            g.dy = dy;
        }
    }
    g.painterHexSize = g.dx / 1.5;
    g.painterMargin = g.painterHexSize * 0.25;
    const HexLayout layout(board, g.painterHexSize, PointF{g.painterMargin, g.painterMargin});
    const double across = g.dy / (kSqrt3 * g.painterHexSize); // the stretch across the lines
    const PointF c11 = layout.centre(Offset{1, 1});
    const PointF size = layout.boardSize();
    // image = painter * scale + offset, with hex (1,1) on a whole pixel.
    if (g.sideways) {
        g.scaleX = across;
        g.scaleY = 1;
    } else {
        g.scaleX = 1;
        g.scaleY = across;
    }
    const int ox = static_cast<int>(std::ceil(c11.x * g.scaleX)), oy = static_cast<int>(std::ceil(c11.y * g.scaleY));
    g.offsetX = ox - c11.x * g.scaleX;
    g.offsetY = oy - c11.y * g.scaleY;
    g.width = static_cast<int>(std::ceil(size.x * g.scaleX + g.offsetX));
    g.height = static_cast<int>(std::ceil(size.y * g.scaleY + g.offsetY));
    // Raw index of line 1 must be odd exactly when line 1 is shifted (VASSAL shifts odd
    // raw columns); -1 keeps the origin on the image.
    const bool firstShifted = shiftedLine(board, 1);
    g.rawOffset = firstShifted ? -1 : 0;
    const int along0 = g.sideways ? oy : ox;   // image coordinate of line 1 along the lines' spacing
    const int across0 = g.sideways ? ox : oy;  // of hex 1 across, in line 1
    g.x0 = along0 - g.rawOffset * g.dx;
    g.y0 = across0 - (firstShifted ? g.dy / 2 : 0);
    // VASSAL's column is our row on a sideways grid: name the row part first there.
    g.first = g.sideways ? 'V' : 'H';
    g.hOff = 1 - g.rawOffset;
    g.vOff = 1;
    g.leading = labelDigits(board) - 1;
    return g;
}

IntPoint centre(const GridSpec& g, Offset o) {
    const int line = g.sideways ? o.row : o.col, pos = g.sideways ? o.col : o.row;
    return rotateIf(g, centreFromRaw(frame(g), line - 1 + g.rawOffset, pos - 1));
}

IntPoint snapToHex(const GridSpec& g, IntPoint p) {
    const IntPoint r = rotateIf(g, p);
    return rotateIf(g, hexPoint(frame(g), r.x, r.y));
}

std::string locationName(const GridSpec& g, IntPoint p) {
    // HexGrid.getRawColumn / getRawRow, then RegularGridNumbering.getName (no stagger).
    const IntPoint r = rotateIf(g, p);
    const Frame f = frame(g);
    const int col = jfloor((r.x - f.ox) / f.dx + 0.5);
    const int nx = jfloor((r.x - f.ox) / f.dx + 0.5); // Math.round
    const int row = nx % 2 == 0 ? jfloor((r.y - f.oy) / f.dy + 0.5) : jfloor((r.y - f.oy - f.dy / 2) / f.dy + 0.5);
    auto name = [&](int v) {
        std::string s = v < 0 ? "-" : "";
        v = std::abs(v);
        int leading = g.leading;
        while (leading > 0 && v < std::pow(10.0, leading--)) s += "0";
        return s + std::to_string(v);
    };
    const std::string rowName = name(row + g.vOff), colName = name(col + g.hOff);
    return g.first == 'H' ? colName + rowName : rowName + colName;
}

} // namespace muster::vassal
