// Big boards: past sheet::kMaxVectorMapItems the PDF and SVG sheets embed the
// map as one 300 dpi image and say so on the sheet and in muster-cli's output; a
// table-top board stays vector. The same SheetLayout paints the editor's print and preview.
#include "editor/render/exporters.h"
#include "editor/render/sheet_map.h"
#include "model/io/scenario_json.h"
#include "tests/ci_skip.h"

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QProcess>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <sys/resource.h>

using namespace muster;

namespace {

Scenario board(int columns, int rows) {
    Scenario s;
    s.title = "Big board";
    s.board = BoardGeometry{columns, rows, Orientation::Pointy, Stagger::Even};
    for (int r = 1; r <= rows; r += 3)
        for (int c = 1; c <= columns; c += 4) s.terrain.append({Offset{c, r}, kAllTerrain[(c + r) % kTerrainCount]});
    s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "First", Offset{2, 2}, 3, Morale::Gold, {}});
    s.units.push_back(Unit{"c1", Side::Confederate, UnitType::Cavalry, "Second", Offset{5, 5}, 2, Morale::Green, {}});
    return s;
}

// The characters of an SVG's text, checking the file parses; counts <image> elements.
QString svgText(const QString& path, int* images) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return QStringLiteral("cannot open ") + path;
    QXmlStreamReader x(&f);
    QString all;
    *images = 0;
    while (!x.atEnd()) {
        x.readNext();
        if (x.isStartElement() && x.name() == QLatin1String("image")) ++*images;
        if (x.isCharacters()) all += x.text();
    }
    if (x.hasError()) return QStringLiteral("XML ERROR: ") + x.errorString();
    return all;
}

QString tool(const QString& name) {
    const QString path = QStandardPaths::findExecutable(name);
    return path;
}

QString run(const QString& prog, const QStringList& args, int* rc = nullptr, QString* err = nullptr) {
    QProcess p;
    p.start(prog, args);
    p.waitForFinished(120000);
    if (rc) *rc = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    if (err) *err = QString::fromUtf8(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pdfImageCount(const QString& pdf) {
    const QString list = run(tool("pdfimages"), {"-list", pdf});
    return static_cast<int>(list.trimmed().split('\n').size()) - 2; // two header lines
}

} // namespace

class TestExportLarge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (tool("pdfimages").isEmpty() || tool("pdftotext").isEmpty())
            MUSTER_SKIP_UNLESS_CI("poppler-utils (pdfimages, pdftotext) is not installed: tools/setup.sh installs it");
    }
    // The limit counts hexes, units set up on the board and VP markers.
    void limitCountsHexesAndPieces() {
        Scenario s = board(50, 100);
        s.units.clear();
        QCOMPARE(sheet::mapItemCount(s), 5000LL);
        QCOMPARE(sheet::kMaxVectorMapItems, 5000LL);
        QVERIFY(!sheet::mapIsImage(s));
        s.units.push_back(Unit{"u1", Side::Union, UnitType::Infantry, "One", Offset{1, 1}, 3, Morale::Gold, {}});
        QVERIFY(sheet::mapIsImage(s));
        s.units.back().hex.reset(); // a reinforcement is not on the map
        s.units.back().arrives = Arrival{2, Offset{1, 1}};
        QVERIFY(!sheet::mapIsImage(s));
        s.vpMarkers.push_back(VpMarker{Offset{3, 3}, std::nullopt, 1, "Town"});
        QVERIFY(sheet::mapIsImage(s));
        // A small board with more pieces than the limit is an image too.
        Scenario crowded = board(13, 9);
        for (int i = 0; i < 5000; ++i)
            crowded.units.push_back(Unit{"x" + std::to_string(i), Side::Union, UnitType::Infantry, "X",
                                         Offset{1 + i % 13, 1 + i % 9}, 3, Morale::Gold, {}});
        QVERIFY(sheet::mapIsImage(crowded));
    }
    void bigBoardEmbedsAnImage_data() {
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("mono");
        QTest::newRow("71x71") << 71 << 71 << false;
        QTest::newRow("1000x1000") << 1000 << 1000 << false;
        QTest::newRow("1000x1000 mono") << 1000 << 1000 << true;
        QTest::newRow("1000x20") << 1000 << 20 << false;
    }
    void bigBoardEmbedsAnImage() {
        QFETCH(int, columns);
        QFETCH(int, rows);
        QFETCH(bool, mono);
        const Scenario s = board(columns, rows);
        QVERIFY(sheet::mapIsImage(s));
        const QString count = QLocale(QLocale::English).toString(static_cast<long long>(columns) * rows + 2);
        QTemporaryDir dir;
        SheetOptions o;
        o.mono = mono;
        const QStringList svgs = exportSheetSvg(s, dir.filePath("big.svg"), o);
        int images = -1;
        const QString text = svgText(svgs.first(), &images);
        QVERIFY2(!text.startsWith("XML ERROR"), qPrintable(text));
        QCOMPARE(images, 1);
        QVERIFY2(text.contains("The map is an image"), qPrintable(text.left(400)));
        QVERIFY2(text.contains(count + " hexes and pieces"), qPrintable(text.left(400)));
        QVERIFY(QSvgRenderer(svgs.first()).isValid());
        QVERIFY2(QFileInfo(svgs.first()).size() < 8 * 1024 * 1024, qPrintable(QString::number(QFileInfo(svgs.first()).size())));

        const QString pdf = dir.filePath("big.pdf");
        exportSheetPdf(s, pdf, o);
        QCOMPARE(pdfImageCount(pdf), 1);
        const QString ptext = run(tool("pdftotext"), {pdf, "-"}).simplified();
        QVERIFY2(ptext.contains("The map is an image") && ptext.contains(count + " hexes and pieces"), qPrintable(ptext.left(400)));
        QVERIFY(QFileInfo(pdf).size() < 8 * 1024 * 1024);
    }
    // The image holds the map, not a blank: about as much ink as the vector map would have.
    void embeddedMapIsPainted() {
        const Scenario s = board(71, 71);
        QPicture pic; // a non-raster device, as a printer or the print preview
        SheetLayout layout(s, {});
        {
            QPainter p(&pic);
            layout.paintPage(p, 0, QRectF(QPointF(0, 0), layout.pageSizePt()));
        }
        // Play the recording back onto an image and look inside the map rect.
        QImage img(layout.pageSizePt().toSize(), QImage::Format_RGB32);
        img.fill(Qt::white);
        {
            QPainter p(&img);
            pic.play(&p);
        }
        const QRect r = layout.mapRectPt().toRect().adjusted(20, 20, -20, -20);
        int coloured = 0;
        for (int y = r.top(); y < r.bottom(); y += 3)
            for (int x = r.left(); x < r.right(); x += 3)
                if (img.pixel(x, y) != qRgb(255, 255, 255)) ++coloured;
        QVERIFY2(coloured > (r.width() / 3) * (r.height() / 3) / 2, qPrintable(QString::number(coloured)));
    }
    // A table-top board stays vector: no image and no note.
    void smallBoardStaysVector() {
        const Scenario s = readScenarioFile(MUSTER_SCENARIOS "/antietam.json");
        QVERIFY(!sheet::mapIsImage(s));
        QTemporaryDir dir;
        const QStringList svgs = exportSheetSvg(s, dir.filePath("small.svg"));
        int images = -1;
        const QString text = svgText(svgs.first(), &images);
        QCOMPARE(images, 0);
        QVERIFY(!text.contains("The map is an image"));
        exportSheetPdf(s, dir.filePath("small.pdf"));
        QCOMPARE(pdfImageCount(dir.filePath("small.pdf")), 0);
        QVERIFY(!run(tool("pdftotext"), {dir.filePath("small.pdf"), "-"}).contains("The map is an image"));
    }
    // A sheet of thousands of units has more SVG pages than the soft open-file limit; every
    // page stays open until all are written, so the exporter raises the limit (up to the hard one).
    void manyPagesPassTheOpenFileLimit() {
        Scenario s = board(13, 9);
        for (int i = 0; i < 5000; ++i)
            s.units.push_back(Unit{"x" + std::to_string(i), i % 2 ? Side::Union : Side::Confederate, UnitType::Infantry,
                                   "Brigade " + std::to_string(i), Offset{1 + i % 13, 1 + i % 9}, 3, Morale::Gold, {}});
        const int pages = SheetLayout(s, {}).pageCount();
        rlimit old{};
        QCOMPARE(::getrlimit(RLIMIT_NOFILE, &old), 0);
        if (old.rlim_max != RLIM_INFINITY && old.rlim_max < rlim_t(pages) + 64)
            MUSTER_SKIP_UNLESS_CI(QStringLiteral("the hard open-file limit (%1) is below the %2 pages").arg(old.rlim_max).arg(pages));
        rlimit low = old;
        low.rlim_cur = 24;
        QVERIFY2(pages > 24, qPrintable(QString::number(pages)));
        QCOMPARE(::setrlimit(RLIMIT_NOFILE, &low), 0);
        QTemporaryDir dir;
        QStringList svgs;
        QString error;
        try {
            svgs = exportSheetSvg(s, dir.filePath("many.svg"));
        } catch (const ExportError& e) {
            error = QString::fromUtf8(e.what());
        }
        ::setrlimit(RLIMIT_NOFILE, &old);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(svgs.size(), pages);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("many-%1.svg").arg(pages))));
    }
    // muster-cli says so (on stderr, as its other notes); a small board gets no note.
    void cliSaysSo() {
        const QString cli = QStringLiteral(MUSTER_BINARY_DIR "/cli/muster-cli");
        QVERIFY2(QFile::exists(cli), qPrintable(cli));
        QTemporaryDir dir;
        const QString in = dir.filePath("big.json");
        writeScenarioFile(board(300, 200), in.toStdString());
        for (const char* ext : {"svg", "pdf"}) {
            int rc = -1;
            QString err;
            const QString out = run(cli, {"export", in, "--to", dir.filePath(QStringLiteral("big.") + ext)}, &rc, &err);
            QCOMPARE(rc, 0);
            QVERIFY2(out.contains(QStringLiteral("big.") + ext), qPrintable(out));
            QVERIFY2(err.contains("note: The map is an image") && err.contains("60,002 hexes and pieces") &&
                         err.contains("5,000"), qPrintable(err));
        }
        int rc = -1;
        QString err;
        run(cli, {"export", MUSTER_SCENARIOS "/antietam.json", "--to", dir.filePath("small.pdf")}, &rc, &err);
        QCOMPARE(rc, 0);
        QVERIFY2(!err.contains("image"), qPrintable(err));
    }
};

QTEST_MAIN(TestExportLarge)
#include "test_export_large.moc"
