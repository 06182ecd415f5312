// Benchmark (prints figures, never fails): setup sheet to PNG/PDF for a 13x9 scenario, and
// a 1000x1000 map streamed to an 8000-pixel PNG (time and peak memory).
#include "editor/render/exporters.h"
#include "editor/render/tmx_export.h"
#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QElapsedTimer>
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

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    const Scenario s = readScenarioFile(std::string(__FILE__).substr(0, std::string(__FILE__).rfind('/')) + "/../scenarios/antietam.json");
    exportSheetPng(s, dir.filePath("warm.png"), 150); // fonts and tiles warmed once
    QElapsedTimer t;
    const int n = 5;
    t.start();
    for (int i = 0; i < n; ++i) exportSheetPng(s, dir.filePath("s.png"), 150);
    std::printf("13x9 sheet -> PNG 150 dpi: %.1f ms\n", t.elapsed() / double(n));
    { // where the PNG time goes
        QElapsedTimer part;
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
        std::printf("  of which layout %.1f ms, paint %.1f ms, PNG encoding %.1f ms\n", layoutMs / n, paintMs / n,
                    encodeMs / n);
    }
    t.start();
    for (int i = 0; i < n; ++i) exportSheetPdf(s, dir.filePath("s.pdf"));
    std::printf("13x9 sheet -> PDF: %.1f ms\n", t.elapsed() / double(n));

    Scenario big;
    big.board = BoardGeometry{1000, 1000, Orientation::Pointy, Stagger::Even};
    for (int r = 1; r <= 1000; ++r)
        for (int c = 1; c <= 1000; ++c)
            if ((c * 7 + r * 13) % 5 == 0) big.terrain.append({Offset{c, r}, kAllTerrain[(c + r) % kTerrainCount]});
    const long before = peakRssMb();
    t.start();
    const QSize size = exportMapPng(big, dir.filePath("big.png"), 8000);
    std::printf("1000x1000 map -> %dx%d PNG: %.2f s, peak RSS %ld MB (before: %ld MB)\n", size.width(),
                size.height(), t.elapsed() / 1000.0, peakRssMb(), before);
    if (argc > 1) exportTmx(big, QString::fromLocal8Bit(argv[1])); // for tmxrasterizer comparison
    return 0;
}
