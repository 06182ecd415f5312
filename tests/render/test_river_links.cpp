// Rivers, bridges and sunken roads are drawn joined to their neighbours:
// the water reaches the sides shared with river and bridge hexes and no other, a lone river
// hex is a pool, a course stops at nothing but flows off the board edge. Checked on all three
// ways the board painter draws terrain: raster stamps (the screen), scaled tiles (big hexes)
// and vector tiles (PDF/SVG sheets, here through a QPicture).
#include "editor/render/board_painter.h"
#include "editor/render/terrain_links.h"

#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QTest>

using namespace muster;

namespace {

enum class Path { Stamped, Scaled, Vector };

QImage render(const Scenario& s, double hexSize, Path how) {
    BoardPainter bp(s, hexSize);
    const QRectF br = bp.boardRect();
    QImage img(static_cast<int>(br.width()) + 1, static_cast<int>(br.height()) + 1, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    PaintOptions opt;
    opt.labels = false;
    opt.grid = false;
    if (how == Path::Vector) {
        QPicture pic;
        {
            QPainter rec(&pic);
            bp.paint(rec, br, opt);
        }
        QPainter p(&img);
        pic.play(&p);
    } else {
        QPainter p(&img);
        if (how == Path::Scaled) p.rotate(0.0001); // not a plain scale: no stamps
        bp.paint(p, br, opt);
    }
    return img;
}

// Water, its banks or its ripples: bluish. The clear ground around is yellowish.
bool isWater(QRgb c) { return qBlue(c) > qRed(c) + 15 && qBlue(c) > qGreen(c); }
bool isRoad(QRgb c) { return qRed(c) > qBlue(c) + 50 && qRed(c) < 225; } // tan or brown, not the pale ground

// The point a little inside hex `o` from the middle of its side `d`.
QPoint nearSide(const Scenario& s, double size, Offset o, int d, double inset = 0.12) {
    BoardPainter bp(s, size);
    const QPointF c = bp.hexCentre(o);
    const Hex n = neighbours(s.board.toHex(o))[static_cast<std::size_t>(d)];
    const PointF nc = bp.layout().centre(n);
    const QPointF mid = (c + QPointF(nc.x, nc.y)) / 2;
    return (mid + (c - mid) * (inset / 0.866)).toPoint();
}

Scenario board(Orientation o = Orientation::Pointy) {
    Scenario s;
    s.board = BoardGeometry{9, 7, o, Stagger::Even};
    return s;
}

int dirTo(const Scenario& s, Offset a, Offset b) {
    const auto around = neighbours(s.board.toHex(a));
    for (int d = 0; d < 6; ++d)
        if (around[static_cast<std::size_t>(d)] == s.board.toHex(b)) return d;
    return -1;
}

} // namespace

class TestRiverLinks : public QObject {
    Q_OBJECT
private slots:
    void linksFollowNeighbours() {
        Scenario s = board();
        s.terrain.set({4, 4}, Terrain::River);
        s.terrain.set({5, 4}, Terrain::Bridge);
        s.terrain.set({3, 4}, Terrain::River);
        s.terrain.set({4, 3}, Terrain::Woods);
        auto l = TerrainLinks::links(s, {4, 4});
        QCOMPARE(l.size(), std::size_t(2));
        QVERIFY(std::find(l.begin(), l.end(), dirTo(s, {4, 4}, {5, 4})) != l.end());
        QVERIFY(std::find(l.begin(), l.end(), dirTo(s, {4, 4}, {3, 4})) != l.end());
        // A sunken road does not join a river, and a lone river hex has no links.
        s.terrain.set({6, 6}, Terrain::SunkenRoad);
        s.terrain.set({6, 5}, Terrain::River);
        QVERIFY(TerrainLinks::links(s, {6, 6}).empty());
        s.terrain.set({2, 6}, Terrain::River);
        QVERIFY(TerrainLinks::links(s, {2, 6}).empty());
        // A course that ends at the board edge flows off it.
        s.terrain.set({1, 2}, Terrain::River);
        s.terrain.set({2, 2}, Terrain::River);
        QCOMPARE(TerrainLinks::links(s, {1, 2}).size(), std::size_t(2));
    }

    void waterFollowsTheCourse_data() {
        QTest::addColumn<int>("how");
        QTest::addColumn<double>("size");
        QTest::newRow("stamped") << int(Path::Stamped) << 40.0;
        QTest::newRow("scaled tiles") << int(Path::Scaled) << 120.0;
        QTest::newRow("vector") << int(Path::Vector) << 40.0;
    }
    void waterFollowsTheCourse() {
        QFETCH(int, how);
        QFETCH(double, size);
        // A river bending in 0404 from 0403 (north-east or north-west) to 0504 (east).
        Scenario s = board();
        const Offset bend{4, 4}, east{5, 4}, up{4, 3};
        s.terrain.set(bend, Terrain::River);
        s.terrain.set(east, Terrain::River);
        s.terrain.set(up, Terrain::Bridge);
        const QImage img = render(s, size, Path(how));
        const int dEast = dirTo(s, bend, east), dUp = dirTo(s, bend, up);
        QVERIFY(dEast >= 0 && dUp >= 0);
        for (int d = 0; d < 6; ++d) {
            const QPoint pt = nearSide(s, size, bend, d);
            const bool joined = d == dEast || d == dUp;
            QVERIFY2(isWater(img.pixel(pt)) == joined,
                     qPrintable(QStringLiteral("side %1 of 0404: %2 at (%3,%4)")
                                    .arg(d).arg(joined ? "should be water" : "should be dry").arg(pt.x()).arg(pt.y())));
        }
        // The neighbour carries it on from the same side: water on both sides of the seam.
        QVERIFY(isWater(img.pixel(nearSide(s, size, east, dirTo(s, east, bend)))));
        QVERIFY(isWater(img.pixel(nearSide(s, size, up, dirTo(s, up, bend)))));
    }

    void loneRiverIsAPool() {
        Scenario s = board();
        const Offset o{5, 4};
        s.terrain.set(o, Terrain::River);
        for (Path how : {Path::Stamped, Path::Vector}) {
            const QImage img = render(s, 40, how);
            BoardPainter bp(s, 40);
            QVERIFY(isWater(img.pixel(bp.hexCentre(o).toPoint())));
            for (int d = 0; d < 6; ++d) QVERIFY2(!isWater(img.pixel(nearSide(s, 40, o, d))), qPrintable(QString::number(d)));
        }
    }

    void sunkenRoadsJoin() {
        Scenario s = board(Orientation::Flat);
        const Offset a{4, 4}, b{4, 5};
        s.terrain.set(a, Terrain::SunkenRoad);
        s.terrain.set(b, Terrain::SunkenRoad);
        const QImage img = render(s, 40, Path::Stamped);
        const int d = dirTo(s, a, b);
        QVERIFY(isRoad(img.pixel(nearSide(s, 40, a, d))));
        QVERIFY(isRoad(img.pixel(nearSide(s, 40, b, dirTo(s, b, a)))));
        // The road runs from side to side, not through the sides away from its neighbour
        // (b's far side leads to 0406, which is clear).
        const int sideways = (d + 1) % 6;
        QVERIFY(!isRoad(img.pixel(nearSide(s, 40, a, sideways))));
    }

    void screenshot() {
        // A river winding across a board with a bridge, a pool and a sunken road, for the eye.
        Scenario s = board();
        for (Offset o : {Offset{1, 3}, Offset{2, 3}, Offset{2, 4}, Offset{3, 4}, Offset{4, 4}, Offset{5, 3}, Offset{6, 3},
                         Offset{6, 4}, Offset{7, 4}, Offset{8, 5}, Offset{9, 5}})
            s.terrain.set(o, Terrain::River);
        s.terrain.set({5, 3}, Terrain::Bridge);
        s.terrain.set({2, 6}, Terrain::River);
        for (Offset o : {Offset{3, 7}, Offset{3, 6}, Offset{4, 6}, Offset{5, 6}, Offset{6, 5}}) s.terrain.set(o, Terrain::SunkenRoad);
        s.terrain.set({5, 5}, Terrain::Woods);
        BoardPainter bp(s, 40);
        QImage img(bp.boardRect().size().toSize(), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        bp.paint(p, bp.boardRect());
        p.end();
        QVERIFY(img.save(QStringLiteral("joined-rivers.png")));
    }
};

QTEST_MAIN(TestRiverLinks)
#include "test_river_links.moc"
