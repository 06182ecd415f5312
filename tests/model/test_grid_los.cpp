// Line of sight on the square grid (model/systems/grid/grid_los) against an independent
// computation: for every tile, whether the open segment between the two centres meets the
// open square, by clipping with exact fractions (no walk, no floating point).
#include "grid_base.h"
#include "model/systems/grid/grid_los.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <random>

using namespace muster;
using namespace muster::test;

namespace {

struct Frac {
    long long n, d; // d > 0
    friend bool operator<(Frac a, Frac b) { return a.n * b.d < b.n * a.d; }
};

// The open interval of t in which the coordinate a + t*delta is inside (c - 1/2, c + 1/2);
// `all` when delta is 0 and it always is, `none` when it never is.
struct Interval {
    bool all = false, none = false;
    Frac lo{0, 1}, hi{0, 1};
};

Interval inside(int a, int delta, int c) {
    Interval r;
    if (delta == 0) {
        (a == c ? r.all : r.none) = true;
        return r;
    }
    const long long den = 2LL * std::abs(delta);
    long long n1 = 2LL * (c - a) - 1, n2 = 2LL * (c - a) + 1;
    if (delta < 0) std::swap(n1, n2), n1 = -n1, n2 = -n2;
    r.lo = {n1, den};
    r.hi = {n2, den};
    return r;
}

bool crossesInterior(Offset a, Offset b, Offset tile) {
    const Interval x = inside(a.col, b.col - a.col, tile.col), y = inside(a.row, b.row - a.row, tile.row);
    if (x.none || y.none) return false;
    std::optional<Frac> lo, hi; // the open interval of t inside the square; unbounded when absent
    for (const Interval* i : {&x, &y}) {
        if (i->all) continue;
        if (!lo || *lo < i->lo) lo = i->lo;
        if (!hi || i->hi < *hi) hi = i->hi;
    }
    // Some t in (lo, hi) that is also in [0, 1].
    if (lo && hi && !(*lo < *hi)) return false;
    if (lo && !(*lo < Frac{1, 1})) return false;
    if (hi && !(Frac{0, 1} < *hi)) return false;
    return true;
}

std::vector<Offset> bruteForce(Offset a, Offset b) {
    std::vector<Offset> out;
    for (int c = std::min(a.col, b.col); c <= std::max(a.col, b.col); ++c)
        for (int r = std::min(a.row, b.row); r <= std::max(a.row, b.row); ++r)
            if (crossesInterior(a, b, {c, r})) out.push_back({c, r});
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Offset> sorted(std::vector<Offset> v) {
    std::sort(v.begin(), v.end());
    return v;
}

std::string text(const std::vector<Offset>& v) {
    std::string s;
    for (Offset o : v) s += "[" + std::to_string(o.col) + "," + std::to_string(o.row) + "]";
    return s;
}

} // namespace

class TestGridLos : public QObject {
    Q_OBJECT
private slots:
    void handWorked_data() {
        QTest::addColumn<int>("ac");
        QTest::addColumn<int>("ar");
        QTest::addColumn<int>("bc");
        QTest::addColumn<int>("br");
        QTest::addColumn<QString>("tiles");
        QTest::newRow("same tile") << 3 << 3 << 3 << 3 << "[3,3]";
        QTest::newRow("along a row") << 1 << 2 << 4 << 2 << "[1,2][2,2][3,2][4,2]";
        QTest::newRow("diagonal: through corners only") << 1 << 1 << 3 << 3 << "[1,1][2,2][3,3]";
        QTest::newRow("knight: side midpoints") << 1 << 1 << 3 << 2 << "[1,1][2,1][2,2][3,2]";
        QTest::newRow("1 by 3: corner at 1/2") << 1 << 1 << 2 << 4 << "[1,1][1,2][2,3][2,4]";
        QTest::newRow("backwards") << 3 << 2 << 1 << 1 << "[3,2][2,2][2,1][1,1]";
    }
    void handWorked() {
        QFETCH(int, ac);
        QFETCH(int, ar);
        QFETCH(int, bc);
        QFETCH(int, br);
        QFETCH(QString, tiles);
        QCOMPARE(QString::fromStdString(text(tilesOnLine({ac, ar}, {bc, br}))), tiles);
    }

    // Every pair of tiles in a 9 x 9 block, and seeded random pairs far apart.
    void matchesClipping() {
        int pairs = 0;
        for (int a = 0; a < 81; ++a)
            for (int b = 0; b < 81; ++b) {
                const Offset from{1 + a % 9, 1 + a / 9}, to{1 + b % 9, 1 + b / 9};
                const auto walk = tilesOnLine(from, to);
                QVERIFY2(sorted(walk) == bruteForce(from, to), (text(walk) + " vs " + text(bruteForce(from, to))).c_str());
                QCOMPARE(walk.front(), from);
                QCOMPARE(walk.back(), to);
                for (std::size_t i = 1; i < walk.size(); ++i) // in order: each step moves away from `from`
                    QVERIFY(gridDistance(from, walk[i]) > gridDistance(from, walk[i - 1]));
                ++pairs;
            }
        std::mt19937 rng(20261128);
        std::uniform_int_distribution<int> coord(1, 300);
        for (int i = 0; i < 300; ++i, ++pairs) {
            const Offset from{coord(rng), coord(rng)}, to{coord(rng), coord(rng)};
            QVERIFY(sorted(tilesOnLine(from, to)) == bruteForce(from, to));
        }
        QCOMPARE(pairs, 81 * 81 + 300);
    }

    // Blocking: the tiles between the ends whose terrain blocks, on seeded random ground.
    void blockingTerrain() {
        std::mt19937 rng(41);
        const GridTerrain kinds[] = {GridTerrain::Clear, GridTerrain::Hill, GridTerrain::Forest, GridTerrain::BuiltUp,
                                     GridTerrain::Mountain, GridTerrain::River, GridTerrain::RoughField, GridTerrain::Swamp};
        for (int round = 0; round < 20; ++round) {
            GridScenario s;
            s.columns = 12;
            s.rows = 10;
            for (int c = 1; c <= s.columns; ++c)
                for (int r = 1; r <= s.rows; ++r)
                    if (rng() % 3 == 0) s.terrain.push_back({{c, r}, kinds[rng() % 8]});
            const GridTerrainMap map(s);
            for (int k = 0; k < 50; ++k) {
                const Offset a{1 + int(rng() % 12), 1 + int(rng() % 10)}, b{1 + int(rng() % 12), 1 + int(rng() % 10)};
                std::vector<Offset> expected;
                for (Offset t : bruteForce(a, b)) {
                    const GridTerrain g = map.at(t);
                    const bool blocks = g == GridTerrain::Hill || g == GridTerrain::Forest || g == GridTerrain::BuiltUp ||
                                        g == GridTerrain::Mountain;
                    if (blocks && t != a && t != b) expected.push_back(t);
                }
                const GridLos los = gridLineOfSight(map, a, b);
                QVERIFY(sorted(los.blockedBy) == expected);
                QCOMPARE(los.clear, expected.empty());
                QCOMPARE(los.distance, std::abs(a.col - b.col) + std::abs(a.row - b.row));
            }
        }
    }

    // The ends never block: looking out of a forest, and into one.
    void endsNeverBlock() {
        GridScenario s = gridBase(); // forest at 0504
        const GridTerrainMap map(s);
        QVERIFY(gridLineOfSight(map, {5, 4}, {5, 8}).clear);
        QVERIFY(gridLineOfSight(map, {5, 1}, {5, 4}).clear);
        const GridLos through = gridLineOfSight(map, {5, 1}, {5, 8});
        QVERIFY(!through.clear);
        QVERIFY(through.blockedBy == std::vector<Offset>{Offset(5, 4)});
        // A diagonal through the forest tile's corner only does not cross it.
        QVERIFY(gridLineOfSight(map, {4, 3}, {6, 5}).clear == false);
        QVERIFY(gridLineOfSight(map, {4, 5}, {6, 3}).clear == false);
        QVERIFY(gridLineOfSight(map, {4, 4}, {5, 3}).clear);
        QVERIFY(gridLineOfSight(map, {3, 3}, {5, 5}).clear); // passes 0404, corner of 0504 only
    }
};

QTEST_GUILESS_MAIN(TestGridLos)
#include "test_grid_los.moc"
