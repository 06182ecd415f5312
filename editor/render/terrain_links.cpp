#include "terrain_links.h"

#include "board_painter.h"
#include "tile_cache.h"

#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>

#include <array>
#include <cmath>
#include <optional>

namespace muster {
namespace {

// Sizes in units of the hex size (centre to corner). The water is narrower than the old
// per-hex band so a bend still fits inside its hex.
constexpr double kWater = 0.52, kBank = 0.05, kRoad = 0.34, kRoadEdge = 0.035, kFence = 0.62, kFenceLine = 0.04;
// Each half course reaches this far past the side, under its neighbour's: no anti-aliased seam.
constexpr double kOverlap = 0.03;

// The shapes of one course in unit hex coordinates (centre 0,0; size 1).
struct CourseShapes {
    QPainterPath outer, inner;  // river: bank, water; road: fence band, ground between fences
    QPainterPath edge, fill;    // road: its edges, its surface (empty for rivers)
    QPainterPath centreline;    // ripples or the road's middle line (stroked, dashed)
    QPainterPath deck, planks;  // bridge only
};

QColor ink(const char* hex, bool mono) {
    const QColor c(QString::fromLatin1(hex));
    return mono ? monoColor(c) : c;
}

// The middle of side `d` of a unit hex, for this orientation.
std::array<QPointF, 6> sideMiddles(Orientation o) {
    BoardGeometry g;
    g.orientation = o;
    const HexLayout unit(g, 1.0);
    const PointF c = unit.centre(Hex{0, 0});
    std::array<QPointF, 6> out;
    for (int d = 0; d < 6; ++d) {
        const PointF n = unit.centre(direction(d));
        out[static_cast<std::size_t>(d)] = QPointF((n.x - c.x) / 2, (n.y - c.y) / 2);
    }
    return out;
}

QPainterPath circle(double r) {
    QPainterPath p;
    p.addEllipse(QPointF(0, 0), r, r);
    return p;
}

// The course's outline at `width`: flat ends on the sides (a little past), round in the middle.
QPainterPath band(const QPainterPath& line, int links, double width) {
    QPainterPathStroker st;
    st.setWidth(width);
    st.setCapStyle(Qt::FlatCap);
    st.setJoinStyle(Qt::RoundJoin);
    QPainterPath out = st.createStroke(line);
    if (links != 2) out = out.united(circle(width / 2));
    out.setFillRule(Qt::WindingFill);
    return out.simplified();
}

QPainterPath pool(double width) {
    QPainterPath p;
    p.addEllipse(QPointF(0, 0), 0.9 * width, 0.62 * width);
    return p;
}

CourseShapes buildShapes(Terrain t, unsigned mask, Orientation o) {
    const auto mids = sideMiddles(o);
    std::vector<QPointF> ends;
    for (int d = 0; d < 6; ++d)
        if (mask & (1u << d)) ends.push_back(mids[static_cast<std::size_t>(d)]);
    const bool road = t == Terrain::SunkenRoad;
    // A lone sunken road still runs straight across its hex (as its tile did); a lone river is a pool.
    if (road && ends.empty()) ends = {mids[0], mids[3]};
    auto past = [](QPointF m) { return m + m * (kOverlap / std::hypot(m.x(), m.y())); };
    QPainterPath line;
    if (ends.size() == 2) {
        line.moveTo(past(ends[0]));
        line.lineTo(ends[0]);
        line.quadTo(QPointF(0, 0), ends[1]); // leaves each side square to it, as its neighbour does
        line.lineTo(past(ends[1]));
    } else {
        for (QPointF m : ends) {
            line.moveTo(past(m));
            line.lineTo(0, 0);
        }
    }
    const int n = static_cast<int>(ends.size());
    CourseShapes s;
    s.centreline = line;
    if (road) {
        s.outer = band(line, n, kFence);
        s.inner = band(line, n, kFence - 2 * kFenceLine);
        s.edge = band(line, n, kRoad + 2 * kRoadEdge);
        s.fill = band(line, n, kRoad);
        return s;
    }
    if (n == 0) {
        s.outer = pool(kWater / 2 + kBank);
        s.inner = pool(kWater / 2);
        s.centreline = QPainterPath();
        s.centreline.moveTo(-0.18, -0.02);
        s.centreline.quadTo(-0.09, -0.09, 0, -0.02);
        s.centreline.moveTo(0.02, 0.1);
        s.centreline.quadTo(0.11, 0.03, 0.2, 0.1);
    } else {
        s.outer = band(line, n, kWater + 2 * kBank);
        s.inner = band(line, n, kWater);
    }
    if (t == Terrain::Bridge) {
        // The deck crosses the water square to its general direction.
        QPointF v(1, 0);
        if (n == 1) v = -ends[0];
        else if (n >= 2) v = ends[1] - ends[0];
        v /= std::hypot(v.x(), v.y());
        const QPointF across(-v.y(), v.x());
        const double half = 0.78, w = 0.22;
        QPolygonF deck{across * half + v * w, across * half - v * w, -across * half - v * w, -across * half + v * w};
        QPainterPath d;
        d.addPolygon(deck);
        d.closeSubpath();
        QPainterPath hex;
        hex.addPolygon(TileCache::hexCorners(o, 0.98));
        hex.closeSubpath();
        s.deck = d.intersected(hex);
        for (double k = -0.6; k <= 0.61; k += 0.2) {
            s.planks.moveTo(across * k + v * w);
            s.planks.lineTo(across * k - v * w);
        }
    }
    return s;
}

struct Course {
    QPointF centre;
    Terrain terrain;
    unsigned mask;
};

} // namespace

bool TerrainLinks::joins(Terrain a, Terrain b) {
    auto water = [](Terrain t) { return t == Terrain::River || t == Terrain::Bridge; };
    if (water(a) && water(b)) return true;
    return a == Terrain::SunkenRoad && b == Terrain::SunkenRoad;
}

std::vector<int> TerrainLinks::links(const Scenario& s, Offset o) { return links(s.board, s.terrain, o); }

std::vector<int> TerrainLinks::links(const BoardGeometry& g, const TerrainLayer& terrain, Offset o) {
    const Terrain t = terrain.at(o);
    std::vector<int> out;
    if (!isLinked(t)) return out;
    const auto around = neighbours(g.toHex(o));
    std::vector<int> offBoard;
    for (int d = 0; d < 6; ++d) {
        const Hex h = around[static_cast<std::size_t>(d)];
        if (!g.contains(h)) offBoard.push_back(d);
        else if (joins(t, terrain.at(g.toOffset(h)))) out.push_back(d);
    }
    // A course that comes in and stops at the board edge carries on off the map, by the
    // way off most nearly opposite where it came from.
    if (out.size() == 1 && !offBoard.empty()) {
        int best = offBoard.front();
        auto turn = [&](int d) { return std::abs(3 - (d - out[0] + 6) % 6); };
        for (int d : offBoard)
            if (turn(d) < turn(best)) best = d;
        out.push_back(best);
    }
    return out;
}

void TerrainLinks::paint(QPainter& p, const Scenario& s, const HexLayout& layout, const HexRange& r, bool mono) {
    paint(p, s.board, s.terrain, layout, r, mono);
}

void TerrainLinks::paint(QPainter& p, const BoardGeometry& g, const TerrainLayer& terrain, const HexLayout& layout,
                         const HexRange& r, bool mono) {
    std::vector<Course> rivers, roads;
    for (int row = r.row0; row <= r.row1; ++row)
        for (int col = r.col0; col <= r.col1; ++col) {
            const Offset o{col, row};
            const Terrain t = terrain.at(o);
            if (!isLinked(t)) continue;
            unsigned mask = 0;
            for (int d : links(g, terrain, o)) mask |= 1u << d;
            const PointF c = layout.centre(o);
            (t == Terrain::SunkenRoad ? roads : rivers).push_back({QPointF(c.x, c.y), t, mask});
        }
    if (rivers.empty() && roads.empty()) return;

    // Shapes per terrain kind (river, bridge, road) and link mask, built on first use.
    std::array<std::optional<CourseShapes>, 3 * 64> shapes;
    const Orientation o = g.orientation;
    auto shapesOf = [&](const Course& c) -> const CourseShapes& {
        const int kind = c.terrain == Terrain::River ? 0 : c.terrain == Terrain::Bridge ? 1 : 2;
        auto& slot = shapes[static_cast<std::size_t>(kind * 64 + static_cast<int>(c.mask))];
        if (!slot) slot = buildShapes(c.terrain, c.mask, o);
        return *slot;
    };
    const double size = layout.size();
    const QTransform base = p.worldTransform();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    auto layer = [&](const std::vector<Course>& list, auto&& draw) {
        for (const Course& c : list) {
            QTransform t = base;
            t.translate(c.centre.x(), c.centre.y());
            t.scale(size, size);
            p.setWorldTransform(t);
            draw(c, shapesOf(c));
        }
    };
    auto fill = [&](const QPainterPath CourseShapes::*part, QColor colour) {
        return [&p, part, colour](const Course&, const CourseShapes& sh) {
            if (!(sh.*part).isEmpty()) p.fillPath(sh.*part, colour);
        };
    };
    auto dashed = [&](const QPainterPath CourseShapes::*part, QColor colour, double width) {
        return [&p, part, colour, width](const Course&, const CourseShapes& sh) {
            QPen pen(colour, width, Qt::CustomDashLine, Qt::RoundCap);
            pen.setDashPattern({2.5, 3.5}); // in pen widths
            p.strokePath(sh.*part, pen);
        };
    };
    // Rivers and bridges: banks, water, ripples, then the bridge decks on top.
    layer(rivers, fill(&CourseShapes::outer, ink("#1d3f66", mono)));
    layer(rivers, fill(&CourseShapes::inner, ink("#5b9bd5", mono)));
    layer(rivers, dashed(&CourseShapes::centreline, ink("#e8f2fb", mono), 0.035));
    layer(rivers, [&](const Course& c, const CourseShapes& sh) {
        if (c.terrain != Terrain::Bridge) return;
        p.setPen(QPen(ink("#3a2410", mono), 0.045, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(ink("#b98a4e", mono));
        p.drawPath(sh.deck);
        p.setPen(QPen(ink("#3a2410", mono), 0.025));
        p.drawPath(sh.planks);
    });
    // Sunken roads: fences either side, then the cut road with its worn middle.
    layer(roads, fill(&CourseShapes::outer, ink("#3a2410", mono)));
    layer(roads, fill(&CourseShapes::inner, ink("#eef2d8", mono)));
    layer(roads, fill(&CourseShapes::edge, ink("#5a3d1a", mono)));
    layer(roads, fill(&CourseShapes::fill, ink("#c9a878", mono)));
    layer(roads, dashed(&CourseShapes::centreline, ink("#a88658", mono), 0.035));
    p.restore();
}

} // namespace muster
