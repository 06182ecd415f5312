#include "sheet_map.h"

#include "board_painter.h"
#include "entry_arrows.h"

#include <QImage>
#include <QLocale>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster::sheet {

long long mapItemCount(const Scenario& s) {
    if (!s.board.sizeValid()) return 0;
    long long n = static_cast<long long>(s.board.columns) * s.board.rows;
    for (const Unit& u : s.units)
        if (u.hex && s.board.contains(*u.hex)) ++n;
    for (const VpMarker& m : s.vpMarkers)
        if (s.board.contains(m.hex)) ++n;
    return n;
}

bool mapIsImage(const Scenario& s, long long limit) { return mapItemCount(s) > limit; }

QString mapImageNote(const Scenario& s, long long limit) {
    const QLocale en(QLocale::English);
    return QStringLiteral("The map is an image (%1 dpi in PDF, SVG and print): its %2 hexes and pieces are more "
                          "than the %3 drawn as vector shapes.")
        .arg(kMapImageDpi)
        .arg(en.toString(mapItemCount(s)))
        .arg(en.toString(limit));
}

namespace {

bool rasterDevice(const QPainter& p) {
    const QPaintEngine* e = p.paintEngine();
    return e && (e->type() == QPaintEngine::Raster || e->type() == QPaintEngine::OpenGL2);
}

} // namespace

void paintMap(QPainter& p, const Scenario& s, const QRectF& target, double hexSize, const SheetOptions& opt) {
    const BoardPainter bp(s, hexSize);
    const QRectF br = bp.boardRect();
    const double m = std::min(target.width() / br.width(), target.height() / br.height());
    const QRectF drawn(target.center() - QPointF(br.width() * m / 2, br.height() * m / 2), br.size() * m);
    PaintOptions o;
    o.mono = opt.mono;
    o.labels = opt.labels;
    if (rasterDevice(p) || !mapIsImage(s, opt.maxVectorMapItems)) {
        p.save();
        p.translate(drawn.topLeft());
        p.scale(m, m);
        bp.paint(p, br, o);
        EntryArrows::paint(p, bp, opt.mono);  // where reinforcements come on
        p.restore();
        return;
    }
    // One image of the map alone: at most an A4/Letter page's map area at 300 dpi
    // (about 2,300 x 2,100 pixels, 19 MB), painted with the raster stamps.
    const double k = kMapImageDpi / 72.0; // pixels per point
    const QSize px(std::max(1, static_cast<int>(std::lround(drawn.width() * k))),
                   std::max(1, static_cast<int>(std::lround(drawn.height() * k))));
    QImage img(px, QImage::Format_RGB32);
    if (img.isNull()) return; // cannot happen for a page-sized map; the sheet stays usable
    img.fill(Qt::white);
    img.setDotsPerMeterX(static_cast<int>(std::lround(kMapImageDpi / 0.0254)));
    img.setDotsPerMeterY(static_cast<int>(std::lround(kMapImageDpi / 0.0254)));
    {
        QPainter ip(&img);
        ip.setRenderHint(QPainter::Antialiasing, true);
        ip.setRenderHint(QPainter::TextAntialiasing, true);
        ip.scale(px.width() / br.width(), px.width() / br.width()); // one scale: raster stamps need it
        bp.paint(ip, br, o);
        EntryArrows::paint(ip, bp, opt.mono);
    }
    // Black and white: grey pixels make a third of the data (PDF stores it as such).
    if (opt.mono) img = img.convertToFormat(QImage::Format_Grayscale8);
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, true);
    p.setRenderHint(QPainter::LosslessImageRendering, true); // PDF: Flate, not JPEG (blurred hex lines)
    p.drawImage(drawn, img);
    p.restore();
}

} // namespace muster::sheet
