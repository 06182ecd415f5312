// Tests for GridPainter: tile geometry and hit testing, units with their facing, commanders
// on top, terrain, home edges, objectives, mono and vector output.
#include "editor/render/grid_painter.h"
#include "editor/render/piece_painter.h"
#include "model/systems/grid/grid_json.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QTest>

using namespace muster;

namespace {

GridScenario crossroads() {
    QFile f(MUSTER_TEST_DATA "/grid/crossroads.json");
    if (!f.open(QIODevice::ReadOnly)) qFatal("crossroads.json missing");
    return readGridJson(f.readAll().toStdString(), "crossroads.json");
}

QImage render(const GridPainter& gp, const GridPaintOptions& opt = {}) {
    const QRectF br = gp.boardRect();
    QImage img(static_cast<int>(std::ceil(br.width())), static_cast<int>(std::ceil(br.height())),
               QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    gp.paint(p, br, opt);
    return img;
}

const GridUnit& unit(const GridScenario& s, const std::string& id) {
    for (const auto& u : s.units)
        if (u.id == id) return u;
    qFatal("no unit %s", id.c_str());
}

bool near(QColor a, QColor b, int tol = 12) {
    return std::abs(a.red() - b.red()) <= tol && std::abs(a.green() - b.green()) <= tol &&
           std::abs(a.blue() - b.blue()) <= tol;
}

} // namespace

class TestGridPainter : public QObject {
    Q_OBJECT
private slots:
    void hitTestRoundTrip_data() {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<double>("size");
        QTest::addColumn<double>("margin");
        QTest::newRow("small") << 6 << 6 << 40.0 << -1.0;
        QTest::newRow("wide, no margin") << 30 << 7 << 17.5 << 0.0;
        QTest::newRow("tall, big margin") << 8 << 25 << 63.0 << 50.0;
    }
    void hitTestRoundTrip() {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(double, size);
        QFETCH(double, margin);
        GridScenario s;
        s.columns = columns;
        s.rows = rows;
        const GridPainter gp(s, size, margin);
        const double m = margin < 0 ? size * 0.25 : margin;
        QCOMPARE(gp.boardRect(), QRectF(0, 0, 2 * m + columns * size, 2 * m + rows * size));
        for (int row = 1; row <= rows; ++row)
            for (int col = 1; col <= columns; ++col) {
                const Offset o{col, row};
                const QRectF r = gp.tileRect(o);
                QCOMPARE(r.width(), size);
                QCOMPARE(r.topLeft(), QPointF(m + (col - 1) * size, m + (row - 1) * size));
                QCOMPARE(gp.tileAt(gp.tileCentre(o)), std::optional<Offset>(o));
                QCOMPARE(gp.tileAt(r.topLeft() + QPointF(0.01, 0.01)), std::optional<Offset>(o));
                QCOMPARE(gp.tileAt(r.bottomRight() - QPointF(0.01, 0.01)), std::optional<Offset>(o));
            }
        // Edges: the far edges belong to the last tile; anything beyond is off the board.
        QCOMPARE(gp.tileAt(QPointF(m + columns * size, m + rows * size)), std::optional<Offset>(Offset{columns, rows}));
        QCOMPARE(gp.tileAt(QPointF(m - 0.01, m + 1)), std::nullopt);
        QCOMPARE(gp.tileAt(QPointF(m + 1, m + rows * size + 0.01)), std::nullopt);
        QCOMPARE(gp.tileAt(QPointF(-5, -5)), std::nullopt);
    }

    // A click on a block finds its unit; the commander's block wins over its unit's.
    void unitHitTest() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 80);
        const GridUnit& inf = unit(s, "u1");
        const GridUnit& cmd = unit(s, "u2");
        QCOMPARE(inf.tile, cmd.tile);
        QCOMPARE(gp.unitAt(gp.unitBlock(inf).center()), &inf);
        const QRectF both = gp.unitBlock(inf).intersected(gp.unitBlock(cmd));
        QVERIFY(!both.isEmpty()); // attached: the commander sits on its unit's corner
        QCOMPARE(gp.unitAt(both.center()), &cmd);
        QVERIFY(gp.tileRect(cmd.tile).contains(gp.unitBlock(cmd)));
        // An empty tile has no unit.
        QCOMPARE(gp.unitAt(gp.tileCentre({1, 5})), nullptr);
    }

    // Units are drawn in their side's colour with the facing notch on the faced side.
    void unitsAndFacing() {
        GridScenario s = crossroads();
        const GridPainter gp(s, 100);
        const GridUnit& reb = unit(s, "c1"); // cavalry facing north
        const QRectF b = gp.unitBlock(reb);
        QImage img = render(gp);
        const QPointF body(b.left() + b.width() * 0.1, b.center().y() + b.height() * 0.05);
        QVERIFY(near(img.pixelColor(body.toPoint()), PiecePainter::sideColor(Side::Confederate, false)));
        const QPoint north = QPointF(b.center().x(), b.top() - b.width() * 0.07).toPoint();
        const QPoint south = QPointF(b.center().x(), b.bottom() + b.width() * 0.07).toPoint();
        const QColor notch(230, 175, 30);
        QVERIFY(near(img.pixelColor(north), notch));
        QVERIFY(!near(img.pixelColor(south), notch));
        // Turned to face south, the notch moves.
        for (auto& u : s.units)
            if (u.id == "c1") u.facing = Facing::South;
        img = render(gp);
        QVERIFY(near(img.pixelColor(south), notch));
        QVERIFY(!near(img.pixelColor(north), notch));
        // A unit without a facing faces away from its home edge (Union: north edge, so south).
        const GridUnit& ubat = unit(s, "u1");
        const QRectF ub = gp.unitBlock(ubat);
        QVERIFY(near(img.pixelColor(QPointF(ub.left() + ub.width() * 0.1, ub.center().y()).toPoint()),
                     PiecePainter::sideColor(Side::Union, false)));
        // Hidden units are not drawn (the editor hides the one being dragged).
        GridPaintOptions opt;
        opt.hiddenUnits = {"c1"};
        img = render(gp, opt);
        QVERIFY(!near(img.pixelColor(body.toPoint()), PiecePainter::sideColor(Side::Confederate, false)));
    }

    // Terrain tiles differ by type; home edges carry the side's colour; marks outline tiles.
    void terrainEdgesMarks() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 100);
        GridPaintOptions opt;
        opt.labels = false;
        opt.units = false;
        opt.vpMarkers = false;
        const QImage img = render(gp, opt);
        const auto at = [&](Offset o, double fx, double fy) {
            const QRectF r = gp.tileRect(o);
            return img.pixelColor(QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy).toPoint());
        };
        QVERIFY(near(at({1, 1}, 0.1, 0.5), QColor(0xee, 0xf2, 0xd8)));          // clear
        QVERIFY(near(at({2, 3}, 0.5, 0.5), QColor(0xb0, 0x85, 0x40), 20));      // hill's crest
        QVERIFY(near(at({6, 4}, 0.5, 0.5), QColor(0x5b, 0x9b, 0xd5), 20));      // river water
        QVERIFY(near(at({3, 6}, 0.05, 0.1), QColor(0xc9, 0xbf, 0xb0), 12));     // mountain ground
        QVERIFY(near(at({8, 3}, 0.5, 0.1), QColor(0xde, 0xd3, 0x9c), 12));      // rough/field
        // Union's home edge is the north edge, the Confederates' the south.
        const QRectF first = gp.tileRect({5, 1}), last = gp.tileRect({5, s.rows});
        QVERIFY(near(img.pixelColor(QPointF(first.center().x() - 30, first.top() - gp.margin() * 0.1).toPoint()),
                     PiecePainter::sideColor(Side::Union, false)));
        QVERIFY(near(img.pixelColor(QPointF(last.center().x() - 30, last.bottom() + gp.margin() * 0.1).toPoint()),
                     PiecePainter::sideColor(Side::Confederate, false)));
        // A mark outlines its tile.
        opt.marks.push_back(HexMark{Offset{1, 1}, QColor(255, 0, 0), 6});
        const QImage marked = render(gp, opt);
        const QRectF t = gp.tileRect({1, 1});
        QVERIFY(near(marked.pixelColor(QPointF(t.left() + 3, t.center().y()).toPoint()), QColor(255, 0, 0)));
    }

    // Objectives: the token in the tile's lower-left corner in the holder's colour.
    void objectives() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 100);
        const QImage img = render(gp);
        const QRectF t = gp.tileRect({7, 4}); // held by the Confederates
        const QPointF c(t.left() + 16, t.bottom() - 16);
        const QPointF inRing = c + QPointF(-4, 5); // inside the inner ring, off the figure
        if (qEnvironmentVariableIsSet("MUSTER_DUMP")) img.save(qEnvironmentVariable("MUSTER_DUMP"));
        QVERIFY(near(img.pixelColor(inRing.toPoint()), PiecePainter::sideColor(Side::Confederate, false), 20));
    }

    void monoHasNoColour() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 60);
        GridPaintOptions opt;
        opt.mono = true;
        const QImage img = render(gp, opt);
        for (int y = 0; y < img.height(); y += 3)
            for (int x = 0; x < img.width(); x += 3) {
                const QColor c = img.pixelColor(x, y);
                QVERIFY2(std::abs(c.red() - c.green()) <= 2 && std::abs(c.green() - c.blue()) <= 2,
                         qPrintable(QStringLiteral("colour at %1,%2").arg(x).arg(y)));
            }
    }

    // Vector output (sheets) draws the same board, here as SVG with the unit names' blocks.
    void vectorOutput() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 72);
        QBuffer buf;
        buf.open(QIODevice::WriteOnly);
        QSvgGenerator gen;
        gen.setOutputDevice(&buf);
        gen.setSize(gp.boardRect().size().toSize());
        gen.setViewBox(gp.boardRect());
        {
            QPainter p(&gen);
            gp.paint(p, gp.boardRect());
        }
        const QByteArray svg = buf.data();
        QVERIFY(svg.size() > 5000);
        QVERIFY(svg.contains("0405"));
        QVERIFY(svg.contains(PiecePainter::sideColor(Side::Union, false).name().toLatin1()));
        QVERIFY(svg.contains("Confederate home edge"));
    }

    // paintInto fits the board into a target keeping its shape.
    void paintIntoFits() {
        const GridScenario s = crossroads();
        const GridPainter gp(s, 50);
        QImage img(400, 400, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        {
            QPainter p(&img);
            gp.paintInto(p, QRectF(0, 0, 400, 400));
        }
        // 10 x 8 tiles plus margins: width-bound, so the top and bottom rows stay white.
        QCOMPARE(img.pixelColor(200, 5), QColor(Qt::white));
        QVERIFY(img.pixelColor(200, 200) != QColor(Qt::white));
    }
};

QTEST_MAIN(TestGridPainter)
#include "test_grid_painter.moc"
