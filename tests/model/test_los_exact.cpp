// Exact line of sight (DESIGN.md "Board and coordinates"): SightLine and lineOfSight
// against an independent brute force over every pair of hexes on 30x30 boards, both
// orientations and both staggers, plus the hand cases the sampled hex line got wrong.
#include "model/hex.h"
#include "model/los.h"

#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

using namespace muster;

namespace {

struct P {
    long long x, y;
};
long long cross(P a, P b) { return a.x * b.y - a.y * b.x; }
long long dot(P a, P b) { return a.x * b.x + a.y * b.y; }
P sub(P a, P b) { return {a.x - b.x, a.y - b.y}; }

// The board drawn straight from offsets, without axial coordinates: pointy rows are 3
// apart with neighbours 2 apart in a row, shifted rows 1 to the right; flat is the
// same turned a quarter (columns 3 apart, hexes 2 apart down a column, shifted by 1).
struct Frame {
    BoardGeometry g;
    std::array<P, 6> corners; // counter-clockwise
    std::array<P, 3> forward; // centre offsets of three of the six neighbours
    explicit Frame(BoardGeometry b) : g(b) {
        if (g.orientation == Orientation::Pointy) {
            corners = {P{1, -1}, P{1, 1}, P{0, 2}, P{-1, 1}, P{-1, -1}, P{0, -2}};
            forward = {P{2, 0}, P{1, 3}, P{-1, 3}};
        } else {
            corners = {P{2, 0}, P{1, 1}, P{-1, 1}, P{-2, 0}, P{-1, -1}, P{1, -1}};
            forward = {P{0, 2}, P{3, 1}, P{3, -1}};
        }
    }
    P centre(Offset o) const {
        if (g.orientation == Orientation::Pointy) return {2LL * (o.col - 1) + (g.shifted(o.row) ? 1 : 0), 3LL * (o.row - 1)};
        return {3LL * (o.col - 1), 2LL * (o.row - 1) + (g.shifted(o.col) ? 1 : 0)};
    }
    // The board hex centred at c, if any.
    std::optional<Offset> at(P c) const {
        for (int dc = -1; dc <= 1; ++dc) { // invert loosely, then check exactly
            Offset o = g.orientation == Orientation::Pointy
                           ? Offset{static_cast<int>(c.x / 2) + 1 + dc, static_cast<int>(c.y / 3) + 1}
                           : Offset{static_cast<int>(c.x / 3) + 1, static_cast<int>(c.y / 2) + 1 + dc};
            if (c.x < 0 || c.y < 0 || !g.contains(o)) continue;
            P k = centre(o);
            if (k.x == c.x && k.y == c.y) return o;
        }
        return std::nullopt;
    }
};

// Does the closed segment a-b pass through the open hexagon? Clip t in [0,1] against the
// six open half-planes with exact fractions; the interior is met iff an interval is left.
bool crossesInterior(const Frame& f, P c, P a, P b) {
    const P d = sub(b, a);
    long long loN = 0, loD = 1, hiN = 1, hiD = 1; // t > lo, t < hi
    for (int i = 0; i < 6; ++i) {
        const P p = {c.x + f.corners[i].x, c.y + f.corners[i].y};
        const P q = {c.x + f.corners[(i + 1) % 6].x, c.y + f.corners[(i + 1) % 6].y};
        const P e = sub(q, p);
        const long long k = cross(e, sub(a, p)), m = cross(e, d); // inside: k + t m > 0
        if (m == 0) {
            if (k <= 0) return false;
        } else if (m > 0) { // t > -k/m
            long long n = -k, dd = m;
            if (n * loD > loN * dd) loN = n, loD = dd;
        } else { // t < -k/m = k/(-m)
            long long n = k, dd = -m;
            if (n * hiD < hiN * dd) hiN = n, hiD = dd;
        }
    }
    return loN * hiD < hiN * loD;
}

// Does the segment run along the common side of two adjacent hexes for a positive length?
bool alongSide(const Frame& f, P c1, P c2, P a, P b) {
    std::vector<P> common;
    for (P k1 : f.corners)
        for (P k2 : f.corners)
            if (c1.x + k1.x == c2.x + k2.x && c1.y + k1.y == c2.y + k2.y) common.push_back({c1.x + k1.x, c1.y + k1.y});
    if (common.size() != 2) return false;
    const P d = sub(b, a);
    if (cross(d, sub(common[0], a)) != 0 || cross(d, sub(common[1], a)) != 0) return false;
    long long s0 = dot(d, sub(common[0], a)), s1 = dot(d, sub(common[1], a));
    if (s0 > s1) std::swap(s0, s1);
    return std::max(s0, 0LL) < std::min(s1, dot(d, d));
}

struct Expected {
    std::vector<Offset> inside;                      // board hexes crossed, ends excluded
    std::vector<std::pair<Offset, Offset>> sides;    // board hex pairs the segment runs between
};

Expected bruteForce(const Frame& f, Offset from, Offset to) {
    Expected e;
    const P a = f.centre(from), b = f.centre(to), d = sub(b, a);
    long long reach = 0;
    for (P k : f.corners) reach = std::max(reach, std::abs(cross(d, k)));
    for (int r = std::min(from.row, to.row) - 1; r <= std::max(from.row, to.row) + 1; ++r)
        for (int c = std::min(from.col, to.col) - 1; c <= std::max(from.col, to.col) + 1; ++c) {
            const Offset o{c, r};
            if (!f.g.contains(o)) continue;
            const P ctr = f.centre(o);
            if (std::abs(cross(d, sub(ctr, a))) > reach) continue; // the line cannot touch it
            if (o != from && o != to && crossesInterior(f, ctr, a, b)) e.inside.push_back(o);
            for (P step : f.forward) {
                const P n = {ctr.x + step.x, ctr.y + step.y};
                if (auto other = f.at(n); other && alongSide(f, ctr, n, a, b)) e.sides.push_back({o, *other});
            }
        }
    return e;
}

std::uint32_t mix(Offset o, std::uint32_t salt) {
    std::uint32_t h = static_cast<std::uint32_t>(o.col) * 73856093u ^ static_cast<std::uint32_t>(o.row) * 19349663u ^ salt;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    return h ^ (h >> 15);
}

std::vector<Offset> sorted(std::vector<Offset> v) {
    std::sort(v.begin(), v.end());
    return v;
}

} // namespace

class TestLosExact : public QObject {
    Q_OBJECT
private slots:
    // Every pair of hexes on 30x30 boards, both ways: with every hex blocking the
    // result lists exactly the crossed hexes and the hexside pairs; with a random half
    // blocking, a side blocks only when both of its hexes do.
    void everyPairMatchesBruteForce_data() {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("stagger");
        for (Orientation o : {Orientation::Pointy, Orientation::Flat})
            for (Stagger st : {Stagger::Even, Stagger::Odd})
                QTest::newRow((std::string(toString(o)) + "-" + std::string(toString(st))).c_str())
                    << static_cast<int>(o) << static_cast<int>(st);
    }
    void everyPairMatchesBruteForce() {
        QFETCH(int, orientation);
        QFETCH(int, stagger);
        const BoardGeometry g{30, 30, static_cast<Orientation>(orientation), static_cast<Stagger>(stagger)};
        const Frame f(g);
        std::vector<Offset> all;
        for (int r = 1; r <= g.rows; ++r)
            for (int c = 1; c <= g.columns; ++c) all.push_back({c, r});
        const HexBlocks everything = [&](Offset o) {
            if (!g.contains(o)) qFatal("blocks() asked about an off-board hex");
            return true;
        };
        const std::uint32_t salt = 0x8202u + static_cast<std::uint32_t>(orientation * 2 + stagger);
        const HexBlocks half = [&](Offset o) { return (mix(o, salt) & 1u) != 0; };
        long long sides = 0, crossed = 0;
        for (std::size_t i = 0; i < all.size(); ++i)
            for (std::size_t j = i + 1; j < all.size(); ++j) {
                const Offset a = all[i], b = all[j];
                const Expected e = bruteForce(f, a, b);
                const int dist = distance(a, b, g);
                std::vector<Offset> full = e.inside, someBlock;
                for (auto [x, y] : e.sides) full.push_back(x), full.push_back(y);
                bool clearHalf = true;
                for (Offset o : e.inside)
                    if (half(o)) someBlock.push_back(o);
                for (auto [x, y] : e.sides)
                    if (half(x) && half(y)) someBlock.push_back(x), someBlock.push_back(y);
                clearHalf = someBlock.empty();
                if (dist <= 1) full.clear(), someBlock.clear(), clearHalf = true;
                sides += static_cast<long long>(e.sides.size());
                crossed += static_cast<long long>(e.inside.size());
                full = sorted(std::move(full));
                someBlock = sorted(std::move(someBlock));
                // Both directions with every hex blocking; the half pattern one way each
                // (a -> b for lineOfSight, b -> a for hasLineOfSight).
                for (auto [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
                    const LosResult rAll = lineOfSight(g, from, to, everything);
                    if (sorted(rAll.blockedBy) != full || rAll.distance != dist)
                        QFAIL(qPrintable(QString("all-blocking %1,%2 -> %3,%4: %5 hexes, brute force %6")
                                             .arg(from.col).arg(from.row).arg(to.col).arg(to.row)
                                             .arg(rAll.blockedBy.size()).arg(full.size())));
                }
                const LosResult rHalf = lineOfSight(g, a, b, half);
                if (rHalf.clear != clearHalf || sorted(rHalf.blockedBy) != someBlock)
                    QFAIL(qPrintable(QString("half-blocking %1,%2 -> %3,%4: clear %5, brute force %6")
                                         .arg(a.col).arg(a.row).arg(b.col).arg(b.row)
                                         .arg(rHalf.clear).arg(clearHalf)));
                if (hasLineOfSight(g, b, a, half) != clearHalf)
                    QFAIL(qPrintable(QString("hasLineOfSight %1,%2 -> %3,%4").arg(b.col).arg(b.row).arg(a.col).arg(a.row)));
            }
        // The boards do exercise both kinds of step.
        QVERIFY(sides > 1000);
        QVERIFY(crossed > 100000);
    }

    // The walk itself: starts at a, ends at b, consecutive steps touch, every crossed
    // hex appears once, and lines read backwards give the same steps.
    void stepsAreAPath() {
        const BoardGeometry g{15, 15, Orientation::Pointy, Stagger::Even};
        for (int r1 = 1; r1 <= g.rows; ++r1)
            for (int c1 = 1; c1 <= g.columns; ++c1)
                for (int r2 = 1; r2 <= g.rows; r2 += 2)
                    for (int c2 = 1; c2 <= g.columns; c2 += 3) {
                        const Hex a = g.toHex(Offset{c1, r1}), z = g.toHex(Offset{c2, r2});
                        auto line = sightLine(a, z);
                        QCOMPARE(line.front().count, 1);
                        QCOMPARE(line.front().hexes[0], a);
                        QCOMPARE(line.back().count, 1);
                        QCOMPARE(line.back().hexes[0], z);
                        for (std::size_t i = 1; i < line.size(); ++i)
                            for (Hex h : line[i])
                                for (Hex p : line[i - 1]) QVERIFY(distance(h, p) <= 1);
                        auto back = sightLine(z, a);
                        std::reverse(back.begin(), back.end());
                        QCOMPARE(back, line);
                    }
    }

    // The issue's case: from 1209 to 0808 at distance 4 the segment crosses the side
    // between 1008 and 1109 (not along it) and so passes through 1008's interior.
    void issueCaseWoodsAt1008Blocks() {
        Scenario s;
        s.board = BoardGeometry{13, 9, Orientation::Pointy, Stagger::Even};
        s.terrain.set({10, 8}, Terrain::Woods);
        const LosResult r = lineOfSight(s, {12, 9}, {8, 8});
        QVERIFY(!r.clear);
        QCOMPARE(r.distance, 4);
        QCOMPARE(r.blockedBy, (std::vector<Offset>{{10, 8}}));
        QVERIFY(!lineOfSight(s, {8, 8}, {12, 9}).clear);
        // The sampled drawing line took that crossing for a hexside step.
        bool sampledSide = false;
        for (const LineStep& st : hexLine(s.board.toHex(Offset{12, 9}), s.board.toHex(Offset{8, 8})))
            sampledSide = sampledSide || st.alongHexside();
        QVERIFY(sampledSide);
        for (const LineStep& st : sightLine(s.board.toHex(Offset{12, 9}), s.board.toHex(Offset{8, 8})))
            QCOMPARE(st.count, 1);
    }

    // One hex per sample is not enough: from distance 7 on some lines cross hexes that
    // none of the N+1 sample points falls in (at 4 and 6 it mistakes crossings for sides).
    void samplesMissHexesFarOut() {
        int missed = 0;
        for (int radius : {7})
            for (Hex z : ring(Hex{0, 0}, radius)) {
                std::set<Hex> sampled;
                for (const LineStep& st : hexLine(Hex{0, 0}, z)) sampled.insert(st.begin(), st.end());
                for (const LineStep& st : sightLine(Hex{0, 0}, z))
                    if (st.count == 1 && !sampled.count(st.hexes[0])) ++missed;
            }
        QVERIFY(missed > 0);
    }

    // A hex touched only at a corner is not on the line: axial (0,0) to (4,1) runs from
    // plane (0,0) to (9,3) through the corner (3,1) shared by (1,0), (2,0) and (1,1),
    // going from (1,0) straight into (2,0); (1,1) only touches it there.
    void cornerTouchIsNotOnTheLine() {
        const auto line = sightLine(Hex{0, 0}, Hex{4, 1});
        std::set<Hex> on;
        for (const LineStep& st : line) {
            QCOMPARE(st.count, 1);
            on.insert(st.hexes[0]);
        }
        QVERIFY(on.count(Hex{1, 0}) && on.count(Hex{2, 0}));
        QVERIFY(!on.count(Hex{1, 1}));
        QCOMPARE(line[1].hexes[0], (Hex{1, 0}));
        QCOMPARE(line[2].hexes[0], (Hex{2, 0}));
    }

    // Straight out of a centre through a corner the segment follows the side beyond it:
    // (0,0) to (2,-1) goes along the side between (1,0) and (1,-1).
    void alongSideFromCorner() {
        const auto line = sightLine(Hex{0, 0}, Hex{2, -1});
        QCOMPARE(line.size(), std::size_t(3));
        QVERIFY(line[1].alongHexside());
        QCOMPARE((std::set<Hex>{line[1].hexes[0], line[1].hexes[1]}), (std::set<Hex>{Hex{1, 0}, Hex{1, -1}}));
    }

    // Hexes off the board never block and are never asked about: on a pointy even board
    // the segment from 0101 to 0103 runs along the side between 0102 and the hex left of
    // it, off the board, so it stays clear though every board hex blocks.
    void offBoardNeverAsked() {
        const BoardGeometry g{5, 5, Orientation::Pointy, Stagger::Even};
        std::vector<Offset> asked;
        const auto r = lineOfSight(g, {1, 1}, {1, 3}, [&](Offset o) {
            asked.push_back(o);
            return true;
        });
        QVERIFY(r.clear);
        for (Offset o : asked) QVERIFY(g.contains(o));
        const auto steps = sightLine(g.toHex(Offset{1, 1}), g.toHex(Offset{1, 3}));
        QCOMPARE(steps.size(), std::size_t(3));
        QVERIFY(steps[1].alongHexside());
    }
};

QTEST_APPLESS_MAIN(TestLosExact)
#include "test_los_exact.moc"
