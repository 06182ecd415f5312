// Hex math properties over whole boards of both orientations and staggers.
#include "model/hex.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace muster;

namespace {

std::vector<BoardGeometry> boards() {
    std::vector<BoardGeometry> out;
    for (Orientation o : {Orientation::Pointy, Orientation::Flat})
        for (Stagger st : {Stagger::Even, Stagger::Odd}) out.push_back({13, 9, o, st});
    return out;
}

QString name(const BoardGeometry& b) {
    return QString("%1/%2").arg(b.orientation == Orientation::Pointy ? "pointy" : "flat",
                                b.stagger == Stagger::Even ? "even" : "odd");
}

} // namespace

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void offsetRoundTrip() {
        for (const auto& b : boards())
            for (int r = 1; r <= b.rows; ++r)
                for (int c = 1; c <= b.columns; ++c) {
                    const Offset o{c, r};
                    QVERIFY2(b.toOffset(b.toHex(o)) == o, qPrintable(name(b)));
                    QVERIFY(b.contains(b.toHex(o)));
                }
    }

    void distinctHexes() {
        for (const auto& b : boards()) {
            std::set<Hex> seen;
            for (int r = 1; r <= b.rows; ++r)
                for (int c = 1; c <= b.columns; ++c) seen.insert(b.toHex(Offset{c, r}));
            QCOMPARE(static_cast<long long>(seen.size()), b.hexCount());
        }
    }

    // DESIGN.md: pointy "even" shifts rows 2, 4, ... half a hex right; flat "even" shifts
    // columns 2, 4, ... half a hex down. "odd" shifts the others.
    void shiftConvention() {
        for (const auto& b : boards()) {
            HexLayout L(b, 10.0);
            const bool pointy = b.orientation == Orientation::Pointy;
            for (int k = 1; k <= (pointy ? b.rows : b.columns); ++k) {
                const Offset o = pointy ? Offset{3, k} : Offset{k, 3};
                const PointF p = L.centre(o);
                const PointF ref = pointy ? L.centre(Offset{3, 1}) : L.centre(Offset{1, 3});
                const double across = pointy ? p.x - ref.x : p.y - ref.y;
                // Row 1 (column 1) is shifted or not by the stagger rule too.
                const double half = L.hexWidth() / 2 * (pointy ? 1.0 : 0.0) + L.hexHeight() / 2 * (pointy ? 0.0 : 1.0);
                const double expected = ((b.shifted(k) ? 1 : 0) - (b.shifted(1) ? 1 : 0)) * half;
                QVERIFY2(std::abs(across - expected) < 1e-9, qPrintable(name(b) + QString(" k=%1").arg(k)));
            }
            QCOMPARE(b.shifted(2), b.stagger == Stagger::Even);
            QCOMPARE(b.shifted(1), b.stagger == Stagger::Odd);
            // The shifted row/column really lies to the right/below of row/column 1.
            const Offset shiftedOne = pointy ? Offset{1, b.stagger == Stagger::Even ? 2 : 1}
                                             : Offset{b.stagger == Stagger::Even ? 2 : 1, 1};
            const Offset plainOne = pointy ? Offset{1, b.stagger == Stagger::Even ? 1 : 2}
                                           : Offset{b.stagger == Stagger::Even ? 1 : 2, 1};
            if (pointy)
                QVERIFY(L.centre(shiftedOne).x > L.centre(plainOne).x);
            else
                QVERIFY(L.centre(shiftedOne).y > L.centre(plainOne).y);
        }
    }

    void distanceMetric() {
        for (const auto& b : boards()) {
            std::vector<Hex> all;
            for (int r = 1; r <= b.rows; r += 2)
                for (int c = 1; c <= b.columns; c += 2) all.push_back(b.toHex(Offset{c, r}));
            for (Hex x : all)
                for (Hex y : all) {
                    QCOMPARE(distance(x, y), distance(y, x));
                    QCOMPARE(distance(x, y) == 0, x == y);
                    for (Hex z : all) QVERIFY(distance(x, z) <= distance(x, y) + distance(y, z));
                }
        }
    }

    void neighboursAtDistanceOne() {
        for (const auto& b : boards())
            for (int r = 1; r <= b.rows; ++r)
                for (int c = 1; c <= b.columns; ++c) {
                    const Hex h = b.toHex(Offset{c, r});
                    std::set<Hex> distinct;
                    for (Hex n : neighbours(h)) {
                        QCOMPARE(distance(h, n), 1);
                        distinct.insert(n);
                    }
                    QCOMPARE(distinct.size(), std::size_t(6));
                }
    }

    void ringAndRangeSizes() {
        const Hex c{3, -2};
        for (int r = 0; r <= 6; ++r) {
            const auto rg = ring(c, r);
            QCOMPARE(static_cast<int>(rg.size()), r == 0 ? 1 : 6 * r);
            for (Hex h : rg) QCOMPARE(distance(c, h), r);
            const auto all = range(c, r);
            QCOMPARE(static_cast<int>(all.size()), 3 * r * (r + 1) + 1);
            QCOMPARE(std::set<Hex>(all.begin(), all.end()).size(), all.size());
        }
    }

    void lineSteps() {
        for (const auto& b : boards())
            for (int r1 = 1; r1 <= b.rows; r1 += 2)
                for (int c1 = 1; c1 <= b.columns; c1 += 3)
                    for (int r2 = 1; r2 <= b.rows; ++r2)
                        for (int c2 = 1; c2 <= b.columns; ++c2) {
                            const Hex a = b.toHex(Offset{c1, r1}), z = b.toHex(Offset{c2, r2});
                            const auto line = hexLine(a, z);
                            QCOMPARE(static_cast<int>(line.size()), distance(a, z) + 1);
                            QCOMPARE(line.front().count, 1);
                            QCOMPARE(line.front().hexes[0], a);
                            QCOMPARE(line.back().count, 1);
                            QCOMPARE(line.back().hexes[0], z);
                            for (std::size_t i = 0; i < line.size(); ++i) {
                                QVERIFY(line[i].count == 1 || line[i].count == 2);
                                // Every step lies on a shortest path from a to z.
                                for (Hex h : line[i]) QCOMPARE(distance(a, h) + distance(h, z), distance(a, z));
                                if (i == 0) continue;
                                for (Hex h : line[i])
                                    for (Hex p : line[i - 1]) QVERIFY(distance(h, p) <= 1);
                            }
                        }
    }

    void lineAlongHexside() {
        // (0,0) to (1,1): the midpoint lies on the side shared by (1,0) and (0,1).
        const auto line = hexLine(Hex{0, 0}, Hex{1, 1});
        QCOMPARE(line.size(), std::size_t(3));
        QVERIFY(line[1].alongHexside());
        QCOMPARE(line[1].count, 2);
        std::set<Hex> side(line[1].begin(), line[1].end());
        QCOMPARE(side, (std::set<Hex>{Hex{1, 0}, Hex{0, 1}}));
        // A straight line along a row never touches a hexside.
        for (const auto& st : hexLine(Hex{0, 0}, Hex{5, 0})) QCOMPARE(st.count, 1);
    }

    void pixelRoundTrip() {
        for (const auto& b : boards()) {
            HexLayout L(b, 17.0, {5, 7});
            for (int r = 1; r <= b.rows; ++r)
                for (int c = 1; c <= b.columns; ++c) {
                    const Hex h = b.toHex(Offset{c, r});
                    QCOMPARE(L.hexAt(L.centre(h)), h);
                    // Just inside each corner still belongs to the hex.
                    const PointF ctr = L.centre(h);
                    for (PointF k : L.corners(h)) {
                        PointF in{ctr.x + (k.x - ctr.x) * 0.9, ctr.y + (k.y - ctr.y) * 0.9};
                        QCOMPARE(L.hexAt(in), h);
                    }
                }
        }
    }

    void labels() {
        BoardGeometry b{13, 9, Orientation::Pointy, Stagger::Even};
        QCOMPARE(QString::fromStdString(hexLabel(Offset{4, 5}, b)), QString("0405"));
        QCOMPARE(QString::fromStdString(hexLabel(Offset{13, 9}, b)), QString("1309"));
        BoardGeometry wide{120, 9, Orientation::Flat, Stagger::Odd};
        QCOMPARE(labelDigits(wide), 3);
        QCOMPARE(QString::fromStdString(hexLabel(Offset{4, 5}, wide)), QString("004005"));
        QCOMPARE(QString::fromStdString(hexLabel(Offset{120, 9}, wide)), QString("120009"));
        BoardGeometry big{1000, 1000, Orientation::Pointy, Stagger::Even};
        QCOMPARE(QString::fromStdString(hexLabel(Offset{1000, 7}, big)), QString("10000007"));
    }
};

QTEST_APPLESS_MAIN(TestHex)
#include "test_hex.moc"
