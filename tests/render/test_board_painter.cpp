// Tests for BoardPainter: visible-range culling, hit testing, terrain, pieces, marks, mono.
#include "editor/render/board_painter.h"
#include "editor/render/tile_cache.h"
#include "editor/render/piece_painter.h"
#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QPicture>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QPainter>
#include <QTest>

using namespace muster;

namespace {

Scenario sample(Orientation o = Orientation::Pointy) {
    Scenario s;
    s.title = "Painter test";
    s.board = BoardGeometry{13, 9, o, Stagger::Even};
    s.terrain.set({3, 3}, Terrain::Woods);
    s.terrain.set({5, 5}, Terrain::River);
    Unit inf{"u1", Side::Union, UnitType::Infantry, "Iron Brigade", Offset{7, 4}, 4, Morale::Gold, {}};
    Unit art{"u2", Side::Union, UnitType::Artillery, "Battery B", Offset{7, 4}, 2, Morale::Black, {}};
    Unit ldr{"l1", Side::Union, UnitType::Leader, "Hooker", Offset{7, 4}, {}, {}, {}};
    Unit reb{"c1", Side::Confederate, UnitType::Cavalry, "Stuart's", Offset{10, 6}, 2, Morale::Green, {}};
    s.units = {inf, art, ldr, reb};
    s.vpMarkers.push_back(VpMarker{Offset{9, 2}, Side::Confederate, 1, "Dunker Church"});
    return s;
}

QImage render(const BoardPainter& bp, const PaintOptions& opt, double zoom = 1.0) {
    const QRectF br = bp.boardRect();
    QImage img(static_cast<int>(br.width() * zoom) + 1, static_cast<int>(br.height() * zoom) + 1,
               QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    p.scale(zoom, zoom);
    bp.paint(p, br, opt);
    return img;
}

int differing(const QImage& a, const QImage& b, QRect r) {
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y)) ++n;
    return n;
}

} // namespace

class TestBoardPainter : public QObject {
    Q_OBJECT
private slots:
    void rangeIsCulled() {
        Scenario s;
        s.board = BoardGeometry{1000, 1000, Orientation::Pointy, Stagger::Even};
        BoardPainter bp(s, 40);
        const QPointF c = bp.hexCentre({500, 500});
        HexRange r = bp.hexRange(QRectF(c.x() - 200, c.y() - 150, 400, 300));
        QVERIFY(!r.empty());
        QVERIFY(r.count() < 100); // about 6x5 hexes visible, not a million
        QVERIFY(r.col0 <= 500 && r.col1 >= 500 && r.row0 <= 500 && r.row1 >= 500);
        // Every hex whose centre lies in the rect is in the range.
        for (int row = 490; row <= 510; ++row)
            for (int col = 490; col <= 510; ++col)
                if (QRectF(c.x() - 200, c.y() - 150, 400, 300).contains(bp.hexCentre({col, row})))
                    QVERIFY(col >= r.col0 && col <= r.col1 && row >= r.row0 && row <= r.row1);
        QVERIFY(bp.hexRange(QRectF(-500, -500, 10, 10)).empty());
    }
    void rangeFlatCoversVisibleHexes() {
        Scenario s;
        s.board = BoardGeometry{50, 40, Orientation::Flat, Stagger::Odd};
        BoardPainter bp(s, 30);
        const QRectF rect(300, 200, 250, 180);
        const HexRange r = bp.hexRange(rect);
        for (int row = 1; row <= 40; ++row)
            for (int col = 1; col <= 50; ++col)
                if (bp.hexPolygon({col, row}).boundingRect().intersects(rect))
                    QVERIFY2(col >= r.col0 && col <= r.col1 && row >= r.row0 && row <= r.row1,
                             qPrintable(QStringLiteral("%1,%2").arg(col).arg(row)));
        QVERIFY(r.count() < 200);
    }
    void hitTestRoundTrip() {
        for (Orientation o : {Orientation::Pointy, Orientation::Flat}) {
            Scenario s = sample(o);
            BoardPainter bp(s, 32);
            for (int row = 1; row <= 9; ++row)
                for (int col = 1; col <= 13; ++col) {
                    auto h = bp.hexAt(bp.hexCentre({col, row}));
                    QVERIFY(h.has_value());
                    QCOMPARE(h->col, col);
                    QCOMPARE(h->row, row);
                    QVERIFY(bp.boardRect().contains(bp.hexPolygon({col, row}).boundingRect()));
                }
            QVERIFY(!bp.hexAt(QPointF(-100, -100)).has_value());
        }
    }
    void allTilesLoadAndDiffer() {
        QList<QImage> imgs;
        for (Terrain t : kAllTerrain) {
            QVERIFY2(!TileCache::svg(t, false).isEmpty(), toString(t).data());
            QImage img = TileCache::tile(t, false, Orientation::Pointy, 40);
            QVERIFY(!img.isNull());
            QCOMPARE(img.pixelColor(0, 0).alpha(), 0);               // outside the hex
            QCOMPARE(img.pixelColor(img.width() / 2, img.height() / 2).alpha(), 255);
            for (const QImage& other : imgs) QVERIFY(other != img);
            imgs << img;
        }
    }
    void monoTilesAreGrey() {
        for (Terrain t : kAllTerrain) {
            QImage img = TileCache::tile(t, true, Orientation::Flat, 30).convertToFormat(QImage::Format_ARGB32);
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x) {
                    const QColor c = img.pixelColor(x, y);
                    if (c.alpha() == 255) QVERIFY(std::abs(c.red() - c.green()) <= 1 && std::abs(c.green() - c.blue()) <= 1);
                }
        }
    }
    void terrainAndPiecesAppear() {
        Scenario s = sample();
        BoardPainter bp(s, 40);
        PaintOptions bare;
        bare.units = bare.vpMarkers = bare.labels = false;
        Scenario empty = s;
        empty.terrain.clear();
        BoardPainter be(empty, 40);
        const QImage a = render(bp, bare), b = render(be, bare);
        const QRect woods = bp.hexBounds({3, 3}).toAlignedRect().adjusted(8, 8, -8, -8);
        const QRect plain = bp.hexBounds({11, 8}).toAlignedRect().adjusted(8, 8, -8, -8);
        QVERIFY(differing(a, b, woods) > woods.width() * woods.height() / 4);
        QCOMPARE(differing(a, b, plain), 0);
        PaintOptions full;
        const QImage c = render(bp, full);
        if (qEnvironmentVariableIsSet("MUSTER_RENDER_DUMP")) { // for looking at the output
            c.save(qEnvironmentVariable("MUSTER_RENDER_DUMP") + "/board.png");
            PaintOptions m;
            m.mono = true;
            render(bp, m, 2.0).save(qEnvironmentVariable("MUSTER_RENDER_DUMP") + "/board_mono_2x.png");
        }
        const QRect stack = bp.hexBounds({7, 4}).toAlignedRect().adjusted(8, 8, -8, -8);
        QVERIFY(differing(a, c, stack) > stack.width() * stack.height() / 4);
        const QRect vp = bp.hexBounds({9, 2}).toAlignedRect().adjusted(8, 8, -8, -8);
        QVERIFY(differing(a, c, vp) > 20);
    }
    void marksOutlineInRed() {
        Scenario s = sample();
        BoardPainter bp(s, 40);
        PaintOptions opt;
        opt.marks.push_back(HexMark{Offset{2, 8}, QColor(255, 0, 0), 4.0, false});
        const QImage img = render(bp, opt);
        const QPointF c = bp.hexCentre({2, 8});
        // Just inside the left flat side of the pointy hex.
        const QColor edge = img.pixelColor(QPoint(static_cast<int>(c.x() - bp.layout().hexWidth() / 2 + 2), static_cast<int>(c.y())));
        QVERIFY2(edge.red() > 200 && edge.green() < 60, qPrintable(edge.name()));
        const QColor other = render(bp, {}).pixelColor(QPoint(static_cast<int>(c.x() - bp.layout().hexWidth() / 2 + 2), static_cast<int>(c.y())));
        QVERIFY(other.green() > 60);
    }
    void monoBoardHasNoColour() {
        Scenario s = sample();
        BoardPainter bp(s, 40);
        PaintOptions opt;
        opt.mono = true;
        const QImage img = render(bp, opt).convertToFormat(QImage::Format_ARGB32);
        int coloured = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x) {
                const QColor c = img.pixelColor(x, y);
                if (std::abs(c.red() - c.green()) > 12 || std::abs(c.green() - c.blue()) > 12) ++coloured;
            }
        QCOMPARE(coloured, 0);
    }
    // Vector devices get vector tiles: cut to the hex for SVG (which cannot clip), clipped
    // for the rest (here a QPicture). Played back, both match the raster stamps.
    void vectorTerrainMatchesRaster() {
        for (Orientation o : {Orientation::Pointy, Orientation::Flat}) {
            Scenario s = sample(o);
            for (int i = 0; i < kTerrainCount; ++i) s.terrain.set({2 + i, 6}, kAllTerrain[i]);
            BoardPainter bp(s, 40);
            PaintOptions bare;
            bare.units = bare.vpMarkers = bare.labels = false;
            const QImage raster = render(bp, bare);
            const QRectF br = bp.boardRect();

            QBuffer svgData;
            svgData.open(QIODevice::WriteOnly);
            QSvgGenerator gen;
            gen.setOutputDevice(&svgData);
            gen.setSize(br.size().toSize());
            gen.setViewBox(br);
            QPainter sp(&gen);
            bp.paint(sp, br, bare);
            sp.end();
            QVERIFY(!svgData.data().contains("<image"));
            QImage fromSvg(raster.size(), raster.format());
            fromSvg.fill(Qt::white);
            QPainter rp(&fromSvg);
            QSvgRenderer(svgData.data()).render(&rp, QRectF(QPointF(0, 0), br.size()));
            rp.end();

            QPicture pic;
            QPainter pp(&pic);
            bp.paint(pp, br, bare);
            pp.end();
            QImage fromPicture(raster.size(), raster.format());
            fromPicture.fill(Qt::white);
            QPainter qp(&fromPicture);
            qp.drawPicture(0, 0, pic);
            qp.end();

            for (const QImage* v : {&fromSvg, &fromPicture}) {
                int differ = 0;
                for (int y = 0; y < raster.height(); ++y)
                    for (int x = 0; x < raster.width(); ++x)
                        differ += std::abs(qGray(raster.pixel(x, y)) - qGray(v->pixel(x, y))) > 48;
                qInfo("%s, %s: %d of %d pixels differ", o == Orientation::Pointy ? "pointy" : "flat",
                      v == &fromSvg ? "SVG" : "QPicture", differ, raster.width() * raster.height());
                // Only anti-aliased edges may differ (the raster engine clips without
                // anti-aliasing), not whole tiles or shapes spilling over the hex edge.
                QVERIFY2(differ < raster.width() * raster.height() / (v == &fromSvg ? 500 : 125),
                         qPrintable(QStringLiteral("%1 of %2").arg(differ).arg(raster.width() * raster.height())));
            }
        }
    }
    void crispAtZoom() {
        // Tiles are rendered per device size: at 3x zoom the woods hex has fine detail,
        // not a blurred upscale (many distinct colours along a row).
        Scenario s = sample();
        BoardPainter bp(s, 20);
        PaintOptions bare;
        bare.units = bare.vpMarkers = bare.labels = bare.grid = false;
        const QImage img = render(bp, bare, 3.0);
        const QPointF c = bp.hexCentre({3, 3}) * 3.0;
        int sharpSteps = 0;
        for (int x = static_cast<int>(c.x()) - 40; x < static_cast<int>(c.x()) + 40; ++x) {
            const QColor a = img.pixelColor(x, static_cast<int>(c.y())), b = img.pixelColor(x + 1, static_cast<int>(c.y()));
            if (std::abs(a.value() - b.value()) > 60) ++sharpSteps;
        }
        QVERIFY(sharpSteps >= 2);
    }

    // Block names at the VASSAL piece size (48 px): shrunk, put on two lines or shown
    // without their bracketed addition rather than cut, for the units of the bundled
    // battles ("Iron Brigade", not "Iron Brig..."; "Phelps's Brigade" for "Phelps's
    // Brigade (Doubleday's Division)").
    void blockNamesFitWhole() {
        QImage img(64, 64, QImage::Format_ARGB32);
        QPainter p(&img);
        const double side = 48;
        const QRectF r(0, 0, side * 0.9, side * 0.24);  // the name's room on a block
        QStringList cut;
        int names = 0;
        for (const QString& f : QDir(QStringLiteral(MUSTER_SCENARIOS)).entryList({"*.json"}, QDir::Files))
            for (const Unit& u : readScenarioFile((QStringLiteral(MUSTER_SCENARIOS "/") + f).toStdString()).units) {
                if (u.type == UnitType::Leader || u.name.empty()) continue;
                ++names;
                const QString name = QString::fromStdString(u.name);
                const QString drawn = PiecePainter::drawFittedText(p, r, name, side * 0.15, false);
                if (drawn != name && drawn != name.left(name.indexOf(QStringLiteral(" (")))) cut << name;
            }
        QVERIFY(names > 50);
        QVERIFY2(cut.size() * 10 <= names, qPrintable(QStringLiteral("%1 of %2 cut: ").arg(cut.size()).arg(names) + cut.join(", ")));
    }
};

QTEST_MAIN(TestBoardPainter)
#include "test_board_painter.moc"
