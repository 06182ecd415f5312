// Cost of joined rivers: one screenful of a 200x150 board painted as the
// view paints it (raster stamps) and as a sheet does (vector), with no rivers and with a
// third of the hexes river, bridge or sunken road. Prints milliseconds per paint.
#include "editor/render/board_painter.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>

#include <cstdio>

using namespace muster;

namespace {

double paintMs(const Scenario& s, bool vector, int n) {
    BoardPainter bp(s, 32);
    const QRectF view(0, 0, 1600, 1000); // about 30 x 20 hexes
    QImage img(view.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < n; ++i) {
        img.fill(Qt::white);
        if (vector) {
            QPicture pic;
            QPainter p(&pic);
            bp.paint(p, view);
        } else {
            QPainter p(&img);
            bp.paint(p, view);
        }
    }
    return t.nsecsElapsed() / 1e6 / n;
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    Scenario clear;
    clear.board = BoardGeometry{200, 150, Orientation::Pointy, Stagger::Even};
    Scenario rivers = clear;
    for (int r = 1; r <= 150; ++r)
        for (int c = 1; c <= 200; ++c) {
            const int k = (c * 7 + r * 3) % 9;
            if (k < 2) rivers.terrain.set({c, r}, Terrain::River);
            else if (k == 2) rivers.terrain.set({c, r}, (c + r) % 5 ? Terrain::SunkenRoad : Terrain::Bridge);
        }
    for (bool vector : {false, true}) {
        paintMs(rivers, vector, 2); // warm the tile caches
        const int n = vector ? 10 : 30;
        std::printf("%s, 1600x1000 px of a 200x150 board: no rivers %.1f ms, a third river/bridge/road %.1f ms\n",
                    vector ? "vector (sheet)" : "raster (view)", paintMs(clear, vector, n), paintMs(rivers, vector, n));
    }
    return 0;
}
