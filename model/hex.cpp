#include "hex.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace muster {
namespace {

constexpr double kSqrt3 = 1.7320508075688772;
constexpr std::array<Hex, 6> kDirections = {Hex{1, 0}, Hex{1, -1}, Hex{0, -1},
                                            Hex{-1, 0}, Hex{-1, 1}, Hex{0, 1}};

// floor(a / b) for b > 0, exact for negative a.
long long floorDiv(long long a, long long b) {
    long long q = a / b;
    if ((a % b != 0) && (a < 0)) --q;
    return q;
}

// Round the scaled cube point (x,y,z)/n to a hex whose closed cell contains it.
Hex cubeRoundScaled(long long x, long long y, long long z, long long n) {
    long long rx = floorDiv(2 * x + n, 2 * n);
    long long ry = floorDiv(2 * y + n, 2 * n);
    long long rz = floorDiv(2 * z + n, 2 * n);
    long long dx = std::llabs(x - rx * n), dy = std::llabs(y - ry * n), dz = std::llabs(z - rz * n);
    if (dx > dy && dx > dz)
        rx = -ry - rz;
    else if (dy > dz)
        ry = -rx - rz;
    return Hex{static_cast<int>(rx), static_cast<int>(ry)};
}

// Does the closed hex cell of h contain the scaled point? The cell of a hex in cube
// coordinates is |dx-dy|, |dy-dz|, |dz-dx| <= 1 (the perpendicular bisectors to its
// six neighbours); scaled by n that is <= n. Returns 0 outside, 1 strictly inside,
// 2 on the boundary.
int cellContains(Hex h, long long x, long long y, long long z, long long n) {
    long long dx = x - static_cast<long long>(h.q) * n;
    long long dy = y - static_cast<long long>(h.r) * n;
    long long dz = z - static_cast<long long>(h.s()) * n;
    long long m = std::max({std::llabs(dx - dy), std::llabs(dy - dz), std::llabs(dz - dx)});
    if (m > n) return 0;
    return m == n ? 2 : 1;
}

} // namespace

bool BoardGeometry::shifted(int rowOrColumn) const {
    bool even = (rowOrColumn % 2) == 0;
    return stagger == Stagger::Even ? even : !even;
}

bool BoardGeometry::onEdge(Offset o) const {
    return o.row == 1 || o.row == rows || o.col == 1 || o.col == columns;
}

bool BoardGeometry::onEdge(Offset o, Edge e) const {
    switch (e) {
    case Edge::North: return o.row == 1;
    case Edge::South: return o.row == rows;
    case Edge::West: return o.col == 1;
    case Edge::East: return o.col == columns;
    }
    return false;
}

// 1-based "even" stagger shifts rows (columns) 2,4,... which are the odd ones 0-based.
Hex BoardGeometry::toHex(Offset o) const {
    const int c = o.col - 1, r = o.row - 1;
    if (orientation == Orientation::Pointy) {
        int q = stagger == Stagger::Even ? c - (r - (r & 1)) / 2 : c - (r + (r & 1)) / 2;
        return Hex{q, r};
    }
    int rr = stagger == Stagger::Even ? r - (c - (c & 1)) / 2 : r - (c + (c & 1)) / 2;
    return Hex{c, rr};
}

Offset BoardGeometry::toOffset(Hex h) const {
    if (orientation == Orientation::Pointy) {
        int c = stagger == Stagger::Even ? h.q + (h.r - (h.r & 1)) / 2 : h.q + (h.r + (h.r & 1)) / 2;
        return Offset{c + 1, h.r + 1};
    }
    int r = stagger == Stagger::Even ? h.r + (h.q - (h.q & 1)) / 2 : h.r + (h.q + (h.q & 1)) / 2;
    return Offset{h.q + 1, r + 1};
}

int labelDigits(const BoardGeometry& board) {
    int m = std::max({board.columns, board.rows, 1});
    int d = 0;
    while (m > 0) {
        ++d;
        m /= 10;
    }
    return std::max(2, d);
}

std::string hexLabel(Offset o, const BoardGeometry& board) {
    const int w = labelDigits(board);
    auto pad = [w](int v) {
        std::string s = std::to_string(v < 0 ? -v : v);
        if (static_cast<int>(s.size()) < w) s.insert(0, w - s.size(), '0');
        return v < 0 ? "-" + s : s;
    };
    return pad(o.col) + pad(o.row);
}

Hex direction(int dir) { return kDirections[static_cast<std::size_t>(((dir % 6) + 6) % 6)]; }

std::array<Hex, 6> neighbours(Hex h) {
    std::array<Hex, 6> out;
    for (int i = 0; i < 6; ++i) out[i] = h + kDirections[i];
    return out;
}

int distance(Hex a, Hex b) {
    Hex d = a - b;
    return std::max({std::abs(d.q), std::abs(d.r), std::abs(d.s())});
}

std::vector<Hex> ring(Hex centre, int radius) {
    if (radius <= 0) return {centre};
    std::vector<Hex> out;
    out.reserve(static_cast<std::size_t>(6 * radius));
    Hex h = centre + Hex{kDirections[4].q * radius, kDirections[4].r * radius};
    for (int side = 0; side < 6; ++side)
        for (int j = 0; j < radius; ++j) {
            out.push_back(h);
            h = h + kDirections[side];
        }
    return out;
}

std::vector<Hex> range(Hex centre, int radius) {
    std::vector<Hex> out;
    for (int k = 0; k <= radius; ++k) {
        auto r = ring(centre, k);
        out.insert(out.end(), r.begin(), r.end());
    }
    return out;
}

std::vector<LineStep> hexLine(Hex a, Hex b) {
    const long long n = distance(a, b);
    std::vector<LineStep> out;
    if (n == 0) {
        LineStep s;
        s.hexes[0] = a;
        s.count = 1;
        out.push_back(s);
        return out;
    }
    out.reserve(static_cast<std::size_t>(n + 1));
    const long long dq = b.q - a.q, dr = b.r - a.r, ds = b.s() - a.s();
    for (long long i = 0; i <= n; ++i) {
        // The point a + (b-a)*i/n, scaled by n so it stays integral.
        const long long x = a.q * n + dq * i, y = a.r * n + dr * i, z = a.s() * n + ds * i;
        const Hex c = cubeRoundScaled(x, y, z, n);
        LineStep step;
        if (cellContains(c, x, y, z, n) == 1) {
            step.hexes[0] = c;
            step.count = 1;
        } else {
            std::array<Hex, 7> cands;
            cands[0] = c;
            auto nb = neighbours(c);
            std::copy(nb.begin(), nb.end(), cands.begin() + 1);
            for (Hex h : cands)
                if (step.count < 3 && cellContains(h, x, y, z, n) != 0) step.hexes[step.count++] = h;
            for (int a = 1; a < step.count; ++a) // tiny insertion sort: deterministic order
                for (int b = a; b > 0 && step.hexes[b] < step.hexes[b - 1]; --b)
                    std::swap(step.hexes[b], step.hexes[b - 1]);
        }
        out.push_back(step);
    }
    return out;
}

HexLayout::HexLayout(const BoardGeometry& board, double size, PointF margin)
    : board_(board), size_(size), margin_(margin) {
    if (board_.orientation == Orientation::Pointy) {
        origin_.x = margin.x + kSqrt3 / 2 * size + (board_.shifted(1) ? kSqrt3 / 2 * size : 0.0);
        origin_.y = margin.y + size;
    } else {
        origin_.x = margin.x + size;
        origin_.y = margin.y + kSqrt3 / 2 * size + (board_.shifted(1) ? kSqrt3 / 2 * size : 0.0);
    }
}

PointF HexLayout::centre(Hex h) const {
    if (board_.orientation == Orientation::Pointy)
        return {origin_.x + size_ * (kSqrt3 * h.q + kSqrt3 / 2 * h.r), origin_.y + size_ * 1.5 * h.r};
    return {origin_.x + size_ * 1.5 * h.q, origin_.y + size_ * (kSqrt3 / 2 * h.q + kSqrt3 * h.r)};
}

std::array<PointF, 6> HexLayout::corners(Hex h) const {
    std::array<PointF, 6> out;
    const PointF c = centre(h);
    const double start = board_.orientation == Orientation::Pointy ? -30.0 : 0.0;
    for (int i = 0; i < 6; ++i) {
        const double a = (start + 60.0 * i) * 3.14159265358979323846 / 180.0;
        out[i] = {c.x + size_ * std::cos(a), c.y + size_ * std::sin(a)};
    }
    return out;
}

Hex HexLayout::hexAt(PointF p) const {
    const double x = (p.x - origin_.x) / size_, y = (p.y - origin_.y) / size_;
    double fq, fr;
    if (board_.orientation == Orientation::Pointy) {
        fq = kSqrt3 / 3 * x - 1.0 / 3 * y;
        fr = 2.0 / 3 * y;
    } else {
        fq = 2.0 / 3 * x;
        fr = -1.0 / 3 * x + kSqrt3 / 3 * y;
    }
    const double fs = -fq - fr;
    double rq = std::round(fq), rr = std::round(fr), rs = std::round(fs);
    const double dq = std::abs(rq - fq), dr = std::abs(rr - fr), ds = std::abs(rs - fs);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return Hex{static_cast<int>(rq), static_cast<int>(rr)};
}

double HexLayout::hexWidth() const {
    return board_.orientation == Orientation::Pointy ? kSqrt3 * size_ : 2 * size_;
}
double HexLayout::hexHeight() const {
    return board_.orientation == Orientation::Pointy ? 2 * size_ : kSqrt3 * size_;
}

PointF HexLayout::boardSize() const {
    if (board_.orientation == Orientation::Pointy)
        return {2 * margin_.x + kSqrt3 * size_ * (board_.columns + 0.5),
                2 * margin_.y + size_ * (1.5 * board_.rows + 0.5)};
    return {2 * margin_.x + size_ * (1.5 * board_.columns + 0.5),
            2 * margin_.y + kSqrt3 * size_ * (board_.rows + 0.5)};
}

} // namespace muster
