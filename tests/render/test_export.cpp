// Tests for the exporters: every bundled scenario to SVG, PNG, PDF (and TMX via Tiled's
// tmxrasterizer when installed), and XML escaping of hostile text.
#include "editor/render/board_painter.h"
#include "editor/render/entry_arrows.h"
#include "editor/render/exporters.h"
#include "editor/render/tmx_export.h"
#include "model/io/scenario_json.h"
#include "tests/ci_skip.h"

#include <QBuffer>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace muster;

namespace {
QStringList scenarioFiles() {
    QStringList out;
    for (const QString& f : QDir(QStringLiteral(MUSTER_SCENARIOS)).entryList({"*.json"}, QDir::Files))
        out << QStringLiteral(MUSTER_SCENARIOS "/") + f;
    return out;
}
QString run(const QString& prog, const QStringList& args, int* rc = nullptr) {
    QProcess p;
    p.start(prog, args);
    p.waitForFinished(120000);
    if (rc) *rc = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput());
}
// All text content and attribute values of an XML file, checking it parses.
QString xmlText(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader x(&f);
    QString all;
    while (!x.atEnd()) {
        x.readNext();
        if (x.isCharacters()) all += x.text();
        for (const auto& a : x.attributes()) all += a.value().toString() + QLatin1Char('\n');
    }
    if (x.hasError()) return QStringLiteral("XML ERROR: ") + x.errorString();
    return all;
}
} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void bundledScenarios() {
        const QStringList files = scenarioFiles();
        QVERIFY(!files.isEmpty());
        QTemporaryDir dir;
        for (const QString& file : files) {
            const Scenario s = readScenarioFile(file.toStdString());
            const QString title = QString::fromStdString(s.title);
            const QString base = dir.filePath(QFileInfo(file).completeBaseName());
            // SVG: loads in QtSvg and holds the title as text.
            const QStringList svgs = exportSheetSvg(s, base + ".svg");
            QSvgRenderer r(svgs.first());
            QVERIFY2(r.isValid(), qPrintable(file));
            QVERIFY2(xmlText(svgs.first()).contains(title), qPrintable(file));
            // PNG at 100 dpi on A4: 827 x 1169 pixels.
            const QStringList pngs = exportSheetPng(s, base + ".png", 100);
            const QImage img(pngs.first());
            QCOMPARE(img.size(), QSize(826, 1169)); // 595 x 842 pt at 100 dpi
            QCOMPARE(pngs.size(), static_cast<int>(svgs.size()));
            // PDF: Letter landscape, as many pages as the layout says, title text inside.
            SheetOptions o;
            o.paper = QPageSize::Letter;
            o.orientation = QPageLayout::Landscape;
            exportSheetPdf(s, base + ".pdf", o);
            const QString info = run("pdfinfo", {base + ".pdf"});
            QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(SheetLayout(s, o).pageCount()))), qPrintable(info));
            QVERIFY2(info.contains("792 x 612 pts"), qPrintable(info));
            const QString text = run("pdftotext", {base + ".pdf", "-"});
            // NFKC folds the "fi" ligature pdftotext reports back to two letters.
            QVERIFY2(text.normalized(QString::NormalizationForm_KC).simplified().contains(title.simplified()), qPrintable(file));
        }
    }
    // Our own PNG encoder (bands deflated on threads) must be lossless and keep the DPI.
    void pngIsExact() {
        const Scenario s = readScenarioFile(scenarioFiles().first().toStdString());
        QTemporaryDir dir;
        const QStringList pngs = exportSheetPng(s, dir.filePath("p.png"), 120);
        const SheetLayout layout(s, {});
        QCOMPARE(pngs.size(), layout.pageCount());
        for (int i = 0; i < pngs.size(); ++i) {
            const QImage want = renderSheetPage(layout, i, 120);
            const QImage got(pngs[i]);
            QCOMPARE(got.size(), want.size());
            QCOMPARE(std::lround(got.dotsPerMeterX() * 0.0254), 120L);
            QVERIFY(got.convertToFormat(QImage::Format_RGB32) == want);
        }
        for (int threads : {1, 2, 3}) {
            QBuffer buf;
            buf.open(QIODevice::WriteOnly);
            const QImage want = renderSheetPage(layout, 0, 40);
            QVERIFY(writeSheetPng(want, buf, threads));
            QVERIFY(QImage::fromData(buf.data(), "PNG").convertToFormat(QImage::Format_RGB32) == want);
        }
    }
    // The streamed map (strips painted and compressed on two threads) equals one painting.
    void mapPngMatchesOnePainting() {
        Scenario s = readScenarioFile(scenarioFiles().first().toStdString());
        s.board.columns = 60;
        s.board.rows = 70;
        for (int r = 1; r <= 70; ++r)
            for (int c = 1; c <= 60; ++c)
                if ((c * 3 + r * 5) % 4 == 0) s.terrain.set({c, r}, kAllTerrain[(c * r) % kTerrainCount]);
        QTemporaryDir dir;
        const QSize size = exportMapPng(s, dir.filePath("m.png"), 1200);
        const QImage got = QImage(dir.filePath("m.png")).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(got.size(), size);
        QVERIFY(size.height() > 3 * 256);
        BoardPainter bp(s, 40);
        const QRectF br = bp.boardRect();
        const double k = 1200 / std::max(br.width(), br.height());
        QImage want(size, QImage::Format_RGB32);
        want.fill(Qt::white);
        QPainter p(&want);
        p.scale(k, k);
        bp.paint(p, br, {});
        EntryArrows::paint(p, bp, false);
        p.end();
        // Strip offsets move anti-aliased edges by rounding errors only: no pixel may
        // differ by more than a few levels.
        int differ = 0, maxDiff = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x) {
                const QRgb a = got.pixel(x, y), b = want.pixel(x, y);
                const int d = std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b))});
                differ += d > 24;
                maxDiff = std::max(maxDiff, d);
            }
        qInfo("map PNG vs one painting: %d pixels differ by more than 24, max difference %d", differ, maxDiff);
        QVERIFY2(differ < size.width() * size.height() / 10000, qPrintable(QString::number(differ)));
    }
    // PDF and SVG sheets draw terrain (map and legend) as vectors: no raster images.
    // The whole-map PNG shows where reinforcements come on, as the screen and the sheets do.
    void mapPngShowsEntryArrows() {
        const Scenario s = readScenarioFile(MUSTER_SOURCE_DIR "/scenarios/antietam.json");
        const auto arrows = EntryArrows::arrows(s);
        QVERIFY(!arrows.empty());
        QTemporaryDir dir;
        const QSize size = exportMapPng(s, dir.filePath("m.png"), 1600);
        const QImage got = QImage(dir.filePath("m.png")).convertToFormat(QImage::Format_RGB32);
        BoardPainter bp(s, 40);
        const double k = 1600 / std::max(bp.boardRect().width(), bp.boardRect().height());
        QImage plain(size, QImage::Format_RGB32);
        plain.fill(Qt::white);
        QPainter p(&plain);
        p.scale(k, k);
        bp.paint(p, bp.boardRect(), {});
        p.end();
        int shown = 0;
        for (const EntryArrows::Arrow& a : arrows) {
            const auto [from, to] = EntryArrows::geometry(bp, a);
            const QPoint at = (((from + to) / 2) * k).toPoint();
            const QRgb x = got.pixel(at), y = plain.pixel(at);
            shown += std::max({std::abs(qRed(x) - qRed(y)), std::abs(qGreen(x) - qGreen(y)), std::abs(qBlue(x) - qBlue(y))}) > 60;
        }
        QVERIFY2(shown == int(arrows.size()), qPrintable(QStringLiteral("%1 of %2 arrows drawn").arg(shown).arg(arrows.size())));
    }

    void vectorSheets() {
        const Scenario s = readScenarioFile(scenarioFiles().first().toStdString());
        QTemporaryDir dir;
        for (bool mono : {false, true}) {
            SheetOptions o;
            o.mono = mono;
            const QStringList svgs = exportSheetSvg(s, dir.filePath("v.svg"), o);
            for (const QString& svg : svgs) {
                QFile f(svg);
                QVERIFY(f.open(QIODevice::ReadOnly));
                QVERIFY2(!f.readAll().contains("<image"), qPrintable(svg));
            }
            exportSheetPdf(s, dir.filePath("v.pdf"), o);
            int rc = -1;
            const QString images = run("pdfimages", {"-list", dir.filePath("v.pdf")}, &rc);
            if (rc == 0) QCOMPARE(images.trimmed().split('\n').size(), 2); // the table's two header lines
        }
    }
    void tmxRasterizes() {
        const QString tool = QStandardPaths::findExecutable("tmxrasterizer");
        if (tool.isEmpty()) MUSTER_SKIP_UNLESS_CI("tiled's tmxrasterizer is not installed: tools/setup.sh installs it");
        QTemporaryDir dir;
        for (const QString& file : scenarioFiles()) {
            const Scenario s = readScenarioFile(file.toStdString());
            const QString tmx = dir.filePath(QFileInfo(file).completeBaseName() + ".tmx");
            exportTmx(s, tmx);
            const QString png = tmx + ".png";
            int rc = -1;
            run(tool, {tmx, png}, &rc);
            QCOMPARE(rc, 0);
            QCOMPARE(QImage(png).size(), tmxGeometry(s.board).mapPixels);
        }
    }
    void escaping() {
        const std::string evil = "A <b>&amp;</b> \"q\" 'a' ]]> \xF0\x9F\x8E\xBA \xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D";
        Scenario s;
        s.title = evil;
        s.briefing = "Brief " + evil;
        s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, evil, Offset{2, 2}, 3, Morale::Gold, {}});
        s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Cavalry, "Reb", Offset{5, 5}, 2, Morale::Green, {}});
        QTemporaryDir dir;
        const QString svg = exportSheetSvg(s, dir.filePath("e.svg")).first();
        const QString svgText = xmlText(svg);
        QVERIFY2(!svgText.startsWith("XML ERROR"), qPrintable(svgText));
        QVERIFY(svgText.contains(QString::fromStdString(evil)));
        exportTmx(s, dir.filePath("e.tmx"));
        const QString tmxText = xmlText(dir.filePath("e.tmx"));
        QVERIFY2(!tmxText.startsWith("XML ERROR"), qPrintable(tmxText));
        QVERIFY(tmxText.contains(QString::fromStdString(evil)));
        QVERIFY(tmxText.contains(QString::fromStdString("Brief " + evil)));
    }
    void failedWriteKeepsNothingBroken() {
        Scenario s;
        QVERIFY_THROWS_EXCEPTION(ExportError, exportSheetPdf(s, "/nonexistent-dir/x.pdf"));
        QVERIFY_THROWS_EXCEPTION(ExportError, exportScenario(s, "/tmp/x.doc"));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
