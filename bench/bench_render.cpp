// Benchmark (prints figures, never fails): setup sheet to PNG/PDF/SVG for a 13x9 scenario,
// a 1000x1000 map streamed to an 8000-pixel PNG (time and peak memory), and big-board
// sheets to SVG and PDF, each exported by a child process whose peak RSS is read with wait4.
// bench_render [--map-only] [--units] [OUT.tmx]: --map-only skips everything but the big
// map, so /usr/bin/time -v measures it alone; --units adds 1000x1000 boards with 100,000
// units (about a minute each); OUT.tmx receives the big map for Tiled's tmxrasterizer.
#include "editor/render/exporters.h"
#include "editor/render/sheet_map.h"
#include "editor/render/tmx_export.h"
#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <limits>
#include <vector>
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

// A COLSxROWS board, a fifth of it non-clear terrain (or, `orchard`, every hex orchard: the
// costliest vector art), with `units` units one per hex.
static Scenario bigBoard(int cols, int rows, int units = 0, bool orchard = false) {
    Scenario big;
    big.title = "Bench board";
    big.board = BoardGeometry{cols, rows, Orientation::Pointy, Stagger::Even};
    for (int r = 1; r <= rows; ++r)
        for (int c = 1; c <= cols; ++c)
            if (orchard) big.terrain.append({Offset{c, r}, Terrain::Orchard});
            else if ((c * 7 + r * 13) % 5 == 0) big.terrain.append({Offset{c, r}, kAllTerrain[(c + r) % kTerrainCount]});
    for (int i = 0; i < units; ++i)
        big.units.push_back(Unit{"u" + std::to_string(i), i % 2 ? Side::Confederate : Side::Union,
                                 i % 3 ? UnitType::Infantry : UnitType::Artillery, "Unit " + std::to_string(i),
                                 Offset{1 + i % cols, 1 + (i / cols) % rows}, 3, Morale::Gold, {}});
    return big;
}

// Child: --child FMT COLS ROWS UNITS ORCHARD VECTORLIMIT OUT exports once and prints
// "SECONDS BYTES FILES".
static int child(QStringList a) {
    const Scenario s = bigBoard(a[2].toInt(), a[3].toInt(), a[4].toInt(), a[5] == QLatin1String("1"));
    a.removeAt(5);
    SheetOptions opt;
    opt.maxVectorMapItems = a[5].toLongLong();
    QElapsedTimer t;
    t.start();
    const QStringList files = a[1] == QLatin1String("svg") ? exportSheetSvg(s, a[6], opt)
                                                           : (exportSheetPdf(s, a[6], opt), QStringList{a[6]});
    long long bytes = 0;
    for (const QString& f : files) bytes += QFileInfo(f).size();
    std::printf("%.2f %lld %lld\n", t.elapsed() / 1000.0, bytes, static_cast<long long>(files.size()));
    return 0;
}

// One sheet export in a child process: its time, output and peak resident memory.
static void benchChild(const char* fmt, int cols, int rows, int units, long long limit, const QTemporaryDir& dir,
                       bool orchard = false) {
    std::fflush(stdout);
    int pipeFd[2];
    if (::pipe(pipeFd) != 0) return;
    const std::string self = QCoreApplication::applicationFilePath().toStdString();
    const std::string out = dir.filePath(QStringLiteral("child.") + fmt).toStdString();
    const std::vector<std::string> argv{self, "--child", fmt, std::to_string(cols), std::to_string(rows),
                                        std::to_string(units), orchard ? "1" : "0", std::to_string(limit), out};
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(pipeFd[1], 1);
        ::close(pipeFd[0]);
        std::vector<char*> cargv;
        for (const std::string& s : argv) cargv.push_back(const_cast<char*>(s.c_str()));
        cargv.push_back(nullptr);
        ::execv(self.c_str(), cargv.data());
        ::_exit(127);
    }
    ::close(pipeFd[1]);
    std::string reply;
    char buf[256];
    for (ssize_t n; (n = ::read(pipeFd[0], buf, sizeof buf)) > 0;) reply.append(buf, static_cast<std::size_t>(n));
    ::close(pipeFd[0]);
    int status = 0;
    rusage u{};
    ::wait4(pid, &status, 0, &u);
    double secs = 0;
    long long bytes = 0, files = 0;
    std::sscanf(reply.c_str(), "%lf %lld %lld", &secs, &bytes, &files);
    const bool image = sheet::mapItemCount(bigBoard(cols, rows, units)) > limit;
    std::printf("%4dx%-4d %-8s %6d units -> %s (%s map): %7.2f s, peak RSS %5ld MB, %lld file(s), %lld bytes%s\n", cols,
                rows, orchard ? "orchard" : "mixed", units, fmt, image ? "image" : "vector", secs, u.ru_maxrss / 1024, files, bytes,
                WIFEXITED(status) && WEXITSTATUS(status) == 0 ? "" : "  (FAILED)");
    std::fflush(stdout);
}

static void benchBigSheets(bool withUnits, const QTemporaryDir& dir) {
    std::printf("Sheets of big boards (each export in a child process; vector limit %lld hexes + pieces):\n",
                sheet::kMaxVectorMapItems);
    for (const char* fmt : {"svg", "pdf"}) {
        for (int n : {50, 70, 200, 1000}) benchChild(fmt, n, n, 0, sheet::kMaxVectorMapItems, dir);
        // The costliest maps the limit lets through: every hex orchard; half hexes, half units.
        benchChild(fmt, 70, 70, 0, sheet::kMaxVectorMapItems, dir, true);
        benchChild(fmt, 50, 50, 2500, sheet::kMaxVectorMapItems, dir, true);
        // What vector maps past the limit would cost (the figures behind the limit).
        const long long never = std::numeric_limits<long long>::max();
        for (int n : {100, 150, 200}) benchChild(fmt, n, n, 0, never, dir);
        benchChild(fmt, 100, 100, 0, never, dir, true);
        if (withUnits) benchChild(fmt, 1000, 1000, 100000, sheet::kMaxVectorMapItems, dir);
    }
}

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    QStringList args = app.arguments().mid(1);
    if (args.size() == 8 && args[0] == QLatin1String("--child")) return child(args);
    const bool mapOnly = args.removeAll(QStringLiteral("--map-only")) > 0;
    const bool withUnits = args.removeAll(QStringLiteral("--units")) > 0;
    if (!mapOnly)
        benchSheets(readScenarioFile(std::string(__FILE__).substr(0, std::string(__FILE__).rfind('/')) +
                                     "/../scenarios/antietam.json"),
                    dir);

    if (!mapOnly) benchBigSheets(withUnits, dir);
    const Scenario big = bigBoard(1000, 1000);
    const long before = peakRssMb();
    QElapsedTimer t;
    t.start();
    const QSize size = exportMapPng(big, dir.filePath("big.png"), 8000);
    std::printf("1000x1000 map -> %dx%d PNG: %.2f s, peak RSS %ld MB (before: %ld MB), %lld bytes\n", size.width(),
                size.height(), t.elapsed() / 1000.0, peakRssMb(), before, QFileInfo(dir.filePath("big.png")).size());
    if (!args.isEmpty()) exportTmx(big, args.first()); // for tmxrasterizer comparison
    return 0;
}
