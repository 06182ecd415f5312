#include "exporters.h"
#include "sheet_pages.h"
#include "scenario_text.h"

#include "export/exporter_registry.h"

#include "atomic_file_device.h"
#include "board_painter.h"
#include "entry_arrows.h"
#include "png_stream.h"
#include "sheet_flow.h"

#include "model/io/scenario_json.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <sys/resource.h>

#include <algorithm>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <cmath>
#include <thread>
#include <vector>

namespace muster {
namespace {

void openOrThrow(AtomicFileDevice& f) {
    if (!f.open(QIODevice::WriteOnly)) throw ExportError(f.errorString().toStdString());
}
// Commit every page or none: a failure on page 3 must not leave pages 1-2 new and 3 old.
void commitAllOrThrow(std::vector<std::unique_ptr<AtomicFileDevice>>& files) {
    const QString why = AtomicFileDevice::commitAll(files);
    if (!why.isEmpty()) throw ExportError(why.toStdString());
}

// Every page of a multi-page export stays open (uncommitted) until all are written, so a
// sheet listing 100,000 units (1,400 pages) needs more files than the usual soft limit of
// 1,024: raise the soft limit toward the hard one as far as the pages need.
void ensureOpenFiles(int pages) {
    rlimit lim{};
    if (::getrlimit(RLIMIT_NOFILE, &lim) != 0) return;
    const rlim_t want = static_cast<rlim_t>(pages) + 64;
    if (lim.rlim_cur != RLIM_INFINITY && lim.rlim_cur < want) {
        const rlim_t raised = lim.rlim_max == RLIM_INFINITY ? want : std::min(want, lim.rlim_max);
        rlimit up = lim;
        up.rlim_cur = raised;
        if (raised > lim.rlim_cur && ::setrlimit(RLIMIT_NOFILE, &up) == 0) lim = up;
    }
    if (lim.rlim_cur != RLIM_INFINITY && lim.rlim_cur < want)
        throw ExportError(QStringLiteral("the sheet has %1 pages, one file each, but this process may open only %2 files "
                                         "at once (ulimit -n); export it as PDF (one file) instead")
                              .arg(pages).arg(static_cast<qulonglong>(lim.rlim_cur)).toStdString());
}

} // namespace

std::optional<QPageSize::PageSizeId> paperFromString(const QString& s) {
    const QString l = s.toLower();
    if (l == QLatin1String("a4")) return QPageSize::A4;
    if (l == QLatin1String("letter")) return QPageSize::Letter;
    return std::nullopt;
}

std::optional<QPageLayout::Orientation> orientationFromString(const QString& s) {
    const QString l = s.toLower();
    if (l == QLatin1String("portrait")) return QPageLayout::Portrait;
    if (l == QLatin1String("landscape")) return QPageLayout::Landscape;
    return std::nullopt;
}

QString pagePath(const QString& path, int page) {
    if (page == 0) return path;
    const QFileInfo fi(path);
    const QString base = fi.completeBaseName() + QStringLiteral("-%1").arg(page + 1);
    const QString name = fi.suffix().isEmpty() ? base : base + QLatin1Char('.') + fi.suffix();
    return fi.path() == QLatin1String(".") && !path.startsWith(QLatin1String("./")) ? name : fi.path() + QLatin1Char('/') + name;
}

QSize sheetPixelSize(const SheetOptions& opt, int dpi) {
    const QSizeF pt = SheetLayout::pageSizePt(opt.paper, opt.orientation);
    return QSize(static_cast<int>(std::lround(pt.width() * dpi / 72.0)),
                 static_cast<int>(std::lround(pt.height() * dpi / 72.0)));
}

QSize sheetPixelSize(const SheetLayout& layout, int dpi) { return sheetPixelSize(layout.options(), dpi); }

QImage renderSheetPage(const SheetLayout& layout, int page, int dpi) { return renderLayoutPage(layout, page, dpi); }

void fixPdfCreationDate(QByteArray& pdf) {
    const QByteArray key = "/CreationDate (D:";
    if (const qsizetype at = pdf.indexOf(key); at >= 0) {
        const qsizetype end = pdf.indexOf(')', at);
        const qsizetype length = end - at - key.size();
        for (const QByteArray& fixed : {QByteArray("20000101000000Z"), QByteArray("20000101000000+00'00'")})
            if (fixed.size() == length) pdf.replace(at + key.size(), length, fixed);
    }
}

bool writeSheetPng(const QImage& img, QIODevice& out, int threads) {
    return writePng(img, out, static_cast<int>(std::lround(img.dotsPerMeterX() * 0.0254)), threads);
}

QStringList exportSheetPng(const Scenario& s, const QString& path, int dpi, const SheetOptions& opt) {
    if (dpi < 10 || dpi > 1200) throw ExportError(QStringLiteral("--dpi %1: choose 10 to 1200").arg(dpi).toStdString());
    const SheetLayout layout(s, opt);
    const int pages = layout.pageCount();
    ensureOpenFiles(pages);
    // Pages are painted here, one after another (fonts are not shared between threads), and
    // encoded (in two bands, on two threads) while the next page is painted. A page image
    // larger than 64 MB is encoded before the next one is painted, so at most one exists.
    const QSize px = sheetPixelSize(layout, dpi);
    const bool overlap = qint64(px.width()) * px.height() * 4 <= (qint64(64) << 20);
    const int threads = std::max(1, std::min(2, static_cast<int>(std::thread::hardware_concurrency())));
    std::vector<QByteArray> png(static_cast<std::size_t>(pages));
    std::vector<std::string> failure(static_cast<std::size_t>(pages));
    auto encode = [&](int i, const QImage& img, int encodeThreads) {
        QBuffer buf(&png[static_cast<std::size_t>(i)]);
        buf.open(QIODevice::WriteOnly);
        if (!writeSheetPng(img, buf, encodeThreads)) failure[static_cast<std::size_t>(i)] = "PNG encoding failed";
    };
    // Each encoded page goes to its (uncommitted) file at once and is freed, so a sheet of
    // a thousand pages (100,000 units) holds one or two pages, not all of them (771 MB).
    QStringList written;
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    auto store = [&](int i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (!failure[k].empty()) throw ExportError(failure[k]);
        files.push_back(std::make_unique<AtomicFileDevice>(pagePath(path, i)));
        AtomicFileDevice& f = *files.back();
        openOrThrow(f);
        f.write(png[k]);
        png[k] = QByteArray();
        written << f.fileName();
        if (f.failed()) commitAllOrThrow(files); // disk full: stop now, keep every old page

    };
    std::thread encoder;
    try {
        for (int i = 0; i < pages; ++i) {
            QImage img = renderSheetPage(layout, i, dpi);
            if (encoder.joinable()) encoder.join();
            if (i > 0) store(i - 1);
            if (overlap && threads > 1) encoder = std::thread(encode, i, std::move(img), threads);
            else encode(i, img, threads);
        }
        if (encoder.joinable()) encoder.join();
        store(pages - 1);
    } catch (...) {
        if (encoder.joinable()) encoder.join();
        throw;
    }
    commitAllOrThrow(files);
    return written;
}

QStringList exportSheetSvg(const Scenario& s, const QString& path, const SheetOptions& opt) {
    SheetLayout layout(s, opt);
    const QSizeF pt = layout.pageSizePt();
    ensureOpenFiles(layout.pageCount());
    QStringList written;
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    for (int i = 0; i < layout.pageCount(); ++i) {
        files.push_back(std::make_unique<AtomicFileDevice>(pagePath(path, i)));
        AtomicFileDevice& f = *files.back();
        openOrThrow(f);
        QSvgGenerator gen;
        gen.setOutputDevice(&f);
        gen.setResolution(72); // one SVG unit per point
        gen.setSize(pt.toSize());
        gen.setViewBox(QRectF(QPointF(0, 0), pt));
        gen.setTitle(sheet::headingText(s.title).toHtmlEscaped()); // QSvgGenerator writes these unescaped
        gen.setDescription(sheet::headingText(s.subtitle).toHtmlEscaped());
        QPainter p;
        if (!p.begin(&gen)) throw ExportError(QStringLiteral("%1: cannot start the SVG").arg(f.fileName()).toStdString());
        layout.paintPage(p, i, QRectF(QPointF(0, 0), pt));
        p.end(); // writes the document and flushes its text stream into f
        written << f.fileName();
    }
    commitAllOrThrow(files);
    return written;
}

void exportSheetPdf(const Scenario& s, const QString& path, const SheetOptions& opt) {
    SheetLayout layout(s, opt);
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    files.push_back(std::make_unique<AtomicFileDevice>(path));
    AtomicFileDevice& f = *files.back();
    openOrThrow(f);
    {
        QPdfWriter pdf(&f);
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(QPageSize(opt.paper), opt.orientation, QMarginsF(0, 0, 0, 0)));
        pdf.setTitle(sheet::headingText(s.title));  // metadata: the heading's cut
        pdf.setCreator(QStringLiteral("Muster"));
        QPainter p;
        if (!p.begin(&pdf)) throw ExportError(QStringLiteral("%1: cannot start the PDF").arg(path).toStdString());
        layout.paintAll(p, pdf);
        p.end();
    }
    commitAllOrThrow(files);
}

void exportJson(const Scenario& s, const QString& path) {
    try {
        writeScenarioFile(s, QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        throw ExportError(e.what());
    }
}

QStringList exportScenario(const Scenario& s, const QString& path, const ExportOptions& opt) {
    const ExporterRegistry& formats = ExporterRegistry::instance();
    const Exporter* format = formats.forPath(path);
    if (!format || !writesOneBattle(*format))
        throw ExportError(QFile::encodeName(path).toStdString() + ": " + formats.unknownFormat(QFile::encodeName(path).toStdString(), writesOneBattle));
    if (!s.board.sizeValid())
        throw ExportError(QStringLiteral("board %1x%2 is outside %3; fix it before exporting")
                              .arg(s.board.columns).arg(s.board.rows).arg(QString::fromStdString(boardSideRange())).toStdString());
    return format->write(std::span(&s, 1), QFile::encodeName(path).toStdString(), opt);
}

QSize exportMapPng(const Scenario& s, const QString& path, int longSidePx, bool mono, bool labels, const MapOverlay* overlay) {
    if (!s.board.sizeValid()) throw ExportError("board size outside " + boardSideRange());
    BoardPainter bp(s, 40);
    const QRectF br = bp.boardRect();
    const double k = longSidePx / std::max(br.width(), br.height());
    const QSize mapSize(std::max(1, static_cast<int>(std::lround(br.width() * k))),
                        std::max(1, static_cast<int>(std::lround(br.height() * k))));
    const bool legend = overlay && overlay->paintLegend && overlay->legendShare > 0;
    const int legendH = legend ? std::max(24, static_cast<int>(std::lround(mapSize.width() * overlay->legendShare))) : 0;
    const QSize size(mapSize.width(), mapSize.height() + legendH);
    PngStreamWriter out(path, size.width(), size.height());
    PaintOptions opt;
    opt.mono = mono;
    opt.labels = labels;
    if (overlay) opt.marks = overlay->marks;
    // Strips are painted and compressed on two threads and written in order; a thread runs
    // at most a few strips ahead of the writer, so memory stays at a few strips.
    const int stripH = 256;
    const int strips = (size.height() + stripH - 1) / stripH;
    const int threads = std::max(1, std::min({2, strips, static_cast<int>(std::thread::hardware_concurrency())}));
    std::vector<std::optional<PngStreamWriter::Band>> done(static_cast<std::size_t>(strips));
    std::mutex m;
    std::condition_variable cv;
    int next = 0, written = 0;
    bool failed = false;
    auto worker = [&] {
        QImage strip(size.width(), stripH, QImage::Format_RGB32);
        for (;;) {
            int i;
            {
                std::unique_lock lock(m);
                cv.wait(lock, [&] { return failed || next >= strips || next < written + 2 * threads; });
                if (failed || next >= strips) return;
                i = next++;
            }
            const int y0 = i * stripH;
            strip.fill(Qt::white);
            QPainter p(&strip);
            p.translate(0, -y0);
            if (legend) {
                if (y0 + stripH > mapSize.height()) overlay->paintLegend(p, QRectF(0, mapSize.height(), size.width(), legendH));
                p.setClipRect(QRect(0, 0, mapSize.width(), mapSize.height()));  // the board stays above its legend
            }
            p.scale(k, k);
            bp.paint(p, QRectF(0, y0 / k, size.width() / k, stripH / k), opt);
            EntryArrows::paint(p, bp, mono);  // where reinforcements come on, as on the sheets
            p.end();
            PngStreamWriter::Band band = PngStreamWriter::deflateRows(strip, std::min(stripH, size.height() - y0), out.level(), i == strips - 1);
            std::lock_guard lock(m);
            done[static_cast<std::size_t>(i)] = std::move(band);
            cv.notify_all();
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (int i = 0; i < strips; ++i) {
        PngStreamWriter::Band band;
        {
            std::unique_lock lock(m);
            cv.wait(lock, [&] { return done[static_cast<std::size_t>(i)].has_value(); });
            band = std::move(*done[static_cast<std::size_t>(i)]);
            done[static_cast<std::size_t>(i)].reset();
        }
        const bool ok = out.writeBand(band);
        std::lock_guard lock(m);
        written = i + 1;
        failed = !ok;
        cv.notify_all();
        if (failed) break;
    }
    for (std::thread& t : pool) t.join();
    if (!out.commit()) throw ExportError(out.errorString().toStdString());
    return size;
}

} // namespace muster
