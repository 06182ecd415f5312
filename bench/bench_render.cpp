// Benchmark (prints figures, never fails): setup sheet to PNG/PDF/SVG for a 13x9 scenario,
// and a 1000x1000 map streamed to an 8000-pixel PNG (time and peak memory).
// bench_render [--map-only] [OUT.tmx]: --map-only skips the sheets, so /usr/bin/time -v
// measures the big map alone; OUT.tmx receives the same map for Tiled's tmxrasterizer.
#include "editor/render/exporters.h"
#include "editor/render/tmx_export.h"
#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <cstdio>
#include <string>

using namespace muster;

static long peakRssMb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

static void benchSheets(const Scenario& s, const QTemporaryDir& dir) {
    exportSheetPng(s, dir.filePath("warm.png"), 150); // fonts and tiles warmed once
    exportSheetPdf(s, dir.filePath("warm.pdf"));
    QElapsedTimer t;
    const int n = 5;
    t.start();
    for (int i = 0; i < n; ++i) exportSheetPng(s, dir.filePath("s.png"), 150);
    std::printf("13x9 sheet -> PNG 150 dpi: %.1f ms (%lld + %lld bytes)\n", t.elapsed() / double(n),
                QFileInfo(dir.filePath("s.png")).size(), QFileInfo(dir.filePath("s-2.png")).size());
    QElapsedTimer part; // where the PNG time goes, one thread
    double layoutMs = 0, paintMs = 0, encodeMs = 0;
    for (int i = 0; i < n; ++i) {
        part.start();
        const SheetLayout layout(s, {});
        layoutMs += part.nsecsElapsed() / 1e6;
        for (int pg = 0; pg < layout.pageCount(); ++pg) {
            part.start();
            const QImage img = renderSheetPage(layout, pg, 150);
            paintMs += part.nsecsElapsed() / 1e6;
            part.start();
            QBuffer buf;
            buf.open(QIODevice::WriteOnly);
            writeSheetPng(img, buf);
            encodeMs += part.nsecsElapsed() / 1e6;
        }
    }
    std::printf("  one thread: layout %.1f ms, paint %.1f ms, PNG encoding %.1f ms\n", layoutMs / n, paintMs / n,
                encodeMs / n);
    t.start();
    for (int i = 0; i < n; ++i) exportSheetPdf(s, dir.filePath("s.pdf"));
    std::printf("13x9 sheet -> PDF: %.1f ms (%lld bytes)\n", t.elapsed() / double(n),
                QFileInfo(dir.filePath("s.pdf")).size());
    t.start();
    for (int i = 0; i < n; ++i) exportSheetSvg(s, dir.filePath("s.svg"));
    std::printf("13x9 sheet -> SVG: %.1f ms (%lld + %lld bytes)\n", t.elapsed() / double(n),
                QFileInfo(dir.filePath("s.svg")).size(), QFileInfo(dir.filePath("s-2.svg")).size());
}

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    QStringList args = app.arguments().mid(1);
    const bool mapOnly = args.removeAll(QStringLiteral("--map-only")) > 0;
    if (!mapOnly)
        benchSheets(readScenarioFile(std::string(__FILE__).substr(0, std::string(__FILE__).rfind('/')) +
                                     "/../scenarios/antietam.json"),
                    dir);

    Scenario big;
    big.board = BoardGeometry{1000, 1000, Orientation::Pointy, Stagger::Even};
    for (int r = 1; r <= 1000; ++r)
        for (int c = 1; c <= 1000; ++c)
            if ((c * 7 + r * 13) % 5 == 0) big.terrain.append({Offset{c, r}, kAllTerrain[(c + r) % kTerrainCount]});
    const long before = peakRssMb();
    QElapsedTimer t;
    t.start();
    const QSize size = exportMapPng(big, dir.filePath("big.png"), 8000);
    std::printf("1000x1000 map -> %dx%d PNG: %.2f s, peak RSS %ld MB (before: %ld MB), %lld bytes\n", size.width(),
                size.height(), t.elapsed() / 1000.0, peakRssMb(), before, QFileInfo(dir.filePath("big.png")).size());
    if (!args.isEmpty()) exportTmx(big, args.first()); // for tmxrasterizer comparison
    return 0;
}
