// File > Export through its options dialog (PNG resolution, JSON and TMX, black and
// white, remembered choices) and File > Print into a PDF printer.
#include "editor_test_util.h"
#include "scripted_prompter.h"
#include "tests/ci_skip.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/render/exporters.h"
#include "editor/render/sheet_layout.h"
#include "editor/render/sheet_map.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDialogButtonBox>
#include <QImage>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>
#include <QtTest>

#include <functional>

#include <sys/mount.h>

#include <cerrno>
#include <cstring>

using namespace muster;
using namespace muster::test;

namespace {

// Pixels whose channels differ by more than `tolerance` (a coloured pixel).
int colouredPixels(const QImage& img, int tolerance = 2) {
    int n = 0;
    const QImage rgb = img.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x) {
            const int r = qRed(line[x]), g = qGreen(line[x]), b = qBlue(line[x]);
            n += (std::abs(r - g) > tolerance || std::abs(g - b) > tolerance || std::abs(r - b) > tolerance) ? 1 : 0;
        }
    }
    return n;
}

// Fill the export dialog the way a user does: type the path, set the options, press Export.
void fillAndExport(ExportDialog* dlg, const QString& path, const std::function<void(ExportDialog*)>& setOptions) {
    auto* edit = dlg->findChild<QLineEdit*>("exportPath");
    edit->selectAll();
    QTest::keyClicks(edit, path);
    if (setOptions) setOptions(dlg);
    auto* box = dlg->findChild<QDialogButtonBox*>();
    QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

// Trigger File > Export and drive the modal dialog it opens.
bool exportThroughMenu(MainWindow& w, const QString& path, const std::function<void(ExportDialog*)>& setOptions) {
    bool seen = false;
    QTimer::singleShot(0, [&] {
        auto* dlg = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
        if (!dlg) return;
        seen = true;
        fillAndExport(dlg, path, setOptions);
    });
    w.findChild<QAction*>("actionExport")->trigger();
    return seen;
}

void clearSettings() {
    QSettings st;
    st.remove("export");
    st.remove("print");
}

QString pdfinfo(const QString& pdf) {
    QProcess p;
    p.start("pdfinfo", {pdf});
    if (!p.waitForFinished(30000)) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pdfPages(const QString& pdf) {
    const auto m = QRegularExpression("Pages:\\s+(\\d+)").match(pdfinfo(pdf));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// The first page of a PDF rendered by poppler at a low resolution.
QImage pdfFirstPage(const QString& pdf, const QString& outBase) {
    QProcess p;
    p.start("pdftoppm", {"-r", "30", "-f", "1", "-l", "1", "-png", "-singlefile", pdf, outBase});
    if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
    return QImage(outBase + ".png");
}

// Enough special rules that the sheet flows onto more pages.
Scenario longBattle() {
    Scenario s = sampleBattle();
    for (int i = 0; i < 60; ++i)
        s.specialRules.push_back("Special rule " + std::to_string(i + 1) +
                                 ": units in the cornfield may not fire beyond one hex while the corn stands.");
    return s;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QStandardPaths::setTestModeEnabled(true);
        clearSettings();
    }

    void pngAtChosenDpi() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        const QString path = dir.filePath("sheet.png");
        QVERIFY(exportThroughMenu(*w, path, [](ExportDialog* d) {
            QCOMPARE(d->findChild<QComboBox*>("exportFormat")->currentData().toString(), QString("png"));
            QVERIFY(d->findChild<QSpinBox*>("exportDpi")->isEnabled());
            d->findChild<QSpinBox*>("exportDpi")->setValue(100);
        }));
        QImage img(path);
        QVERIFY2(!img.isNull(), qPrintable(w->statusBar()->currentMessage()));
        // A4 portrait is 210 x 297 mm: 826.8 x 1169.3 px at 100 dpi. Qt's A4 is whole
        // points (595 x 842), so allow the pixel that rounding costs.
        QVERIFY2(std::abs(img.width() - 827) <= 1 && std::abs(img.height() - 1169) <= 1,
                 qPrintable(QStringLiteral("%1x%2").arg(img.width()).arg(img.height())));

        // Letter landscape at 300 dpi: 11 x 8.5 inches.
        const QString path2 = dir.filePath("letter.png");
        QVERIFY(exportThroughMenu(*w, path2, [](ExportDialog* d) {
            d->findChild<QSpinBox*>("exportDpi")->setValue(300);
            auto* paper = d->findChild<QComboBox*>("exportPaper");
            paper->setCurrentIndex(paper->findText("Letter"));
            auto* orient = d->findChild<QComboBox*>("exportOrientation");
            orient->setCurrentIndex(orient->findText("Landscape"));
        }));
        QCOMPARE(QImage(path2).size(), QSize(3300, 2550));
    }

    void choicesAreRemembered() {
        test::ScriptedPrompter prompter;
        {
            ExportDialog d("/tmp/battle", prompter);
            QCOMPARE(d.path(), QString("/tmp/battle.pdf")); // the default format
            QVERIFY(!d.findChild<QSpinBox*>("exportDpi")->isEnabled());
            fillAndExport(&d, "/tmp/nonexistent-dir-for-test/x.png", [](ExportDialog* dd) {
                dd->findChild<QSpinBox*>("exportDpi")->setValue(222);
                QTest::mouseClick(dd->findChild<QCheckBox*>("exportMono"), Qt::LeftButton);
                auto* orient = dd->findChild<QComboBox*>("exportOrientation");
                orient->setCurrentIndex(orient->findText("Landscape"));
            });
            QCOMPARE(d.result(), int(QDialog::Accepted));
        }
        ExportDialog again("/tmp/other", prompter);
        QCOMPARE(again.path(), QString("/tmp/other.png"));
        QCOMPARE(again.options().dpi, 222);
        QVERIFY(again.options().mono);
        QCOMPARE(again.options().orientation, QPageLayout::Landscape);
        QCOMPARE(again.options().paper, QPageSize::A4);

        // Picking another format changes the extension; a path with an unknown one cannot be exported.
        auto* fmt = again.findChild<QComboBox*>("exportFormat");
        fmt->setCurrentIndex(fmt->findData("json"));
        emit fmt->activated(fmt->currentIndex());
        QCOMPARE(again.path(), QString("/tmp/other.json"));
        QVERIFY(!again.findChild<QCheckBox*>("exportMono")->isEnabled());
        again.setPath("/tmp/other.doc");
        QVERIFY(!again.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void jsonReadsBackEqual() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        const QString path = dir.filePath("copy.json");
        QVERIFY(exportThroughMenu(*w, path, {}));
        QVERIFY(QFile::exists(path));
        const Scenario back = readScenarioFile(path.toStdString());
        QCOMPARE(back, w->document()->scenario());
        // Export is not Save: the document keeps its own (empty) path.
        QVERIFY(w->document()->filePath().isEmpty());
    }

    // Exporting over a file asks through the window's prompter: unanswered, the question is
    // seen and the dialog stays open with the file untouched; a yes replaces the file.
    void replacingAFileIsAskedThroughThePrompter() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        test::ScriptedPrompter* p = test::scripted(*w);
        const QString path = dir.filePath("old.json");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        bool stayedOpen = false;
        QTimer::singleShot(0, [&] {
            auto* dlg = qobject_cast<ExportDialog*>(QApplication::activeModalWidget());
            if (!dlg) return;
            fillAndExport(dlg, path, {});
            stayedOpen = dlg->isVisible() && dlg->result() != QDialog::Accepted;
            dlg->reject();
        });
        w->findChild<QAction*>("actionExport")->trigger();
        QVERIFY(stayedOpen);
        QCOMPARE(p->unanswered(), QStringList{"Export: old.json already exists. Replace it?"});
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old"));
        old.close();

        p->clear();
        p->answer("Yes");
        QVERIFY(exportThroughMenu(*w, path, {}));
        QCOMPARE(p->titles(), QStringList{"Export"});
        QVERIFY(p->unanswered().isEmpty());
        QCOMPARE(readScenarioFile(path.toStdString()), w->document()->scenario());
    }

    // File > Export of an SVG or PDF whose map became an image says so in the status bar,
    // with the sentence muster-cli prints; a PNG, or a map drawn as shapes, does not.
    void imageMapIsReportedInStatusBar() {
        QTemporaryDir dir;
        Scenario big = blankScenario(80, 70); // 5,600 hexes: past the vector limit
        big.title = "Big board";
        QVERIFY(sheet::mapIsImage(big));
        auto w = makeWindow(big);
        QVERIFY(w);
        const QString note = sheet::mapImageNote(big);
        QVERIFY(note.contains("5,600"));
        for (const char* name : {"big.svg", "big.pdf"}) {
            QVERIFY(exportThroughMenu(*w, dir.filePath(name), {}));
            const QString msg = w->statusBar()->currentMessage();
            QVERIFY2(QFile::exists(dir.filePath(name)), qPrintable(msg));
            QCOMPARE(msg, QString("Exported %1. %2").arg(name, note));
        }
        QVERIFY(exportThroughMenu(*w, dir.filePath("big.png"), [](ExportDialog* d) {
            d->findChild<QSpinBox*>("exportDpi")->setValue(30);
        }));
        QVERIFY2(!w->statusBar()->currentMessage().contains("image"), qPrintable(w->statusBar()->currentMessage()));
        auto small = makeWindow(sampleBattle());
        QVERIFY(exportThroughMenu(*small, dir.filePath("small.svg"), {}));
        QCOMPARE(small->statusBar()->currentMessage(), "Exported " + dir.filePath("small.svg"));
    }

    void tmxIsWritten() {
        QTemporaryDir dir;
        const Scenario s = sampleBattle();
        auto w = makeWindow(s);
        QVERIFY(w);
        const QString path = dir.filePath("map.tmx");
        QVERIFY(exportThroughMenu(*w, path, {}));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name().toString(), QString("map"));
        QCOMPARE(xml.attributes().value("orientation").toString(), QString("hexagonal"));
        QCOMPARE(xml.attributes().value("width").toInt(), s.board.columns);
        QCOMPARE(xml.attributes().value("height").toInt(), s.board.rows);
        int objects = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("object")) ++objects;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        int onBoard = int(s.vpMarkers.size());
        for (const Unit& u : s.units) onBoard += u.hex ? 1 : 0;
        QCOMPARE(objects, onBoard);
        QVERIFY(!QImage(dir.filePath("map-terrain.png")).isNull());
    }

    void monoHasNoColour() {
        QTemporaryDir dir;
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        ExportOptions opt;
        opt.dpi = 40;
        QVERIFY(!w->exportTo(dir.filePath("colour.png"), opt).isEmpty());
        QVERIFY(colouredPixels(QImage(dir.filePath("colour.png"))) > 1000); // so the check below can fail
        const QString mono = dir.filePath("mono.png");
        QVERIFY(exportThroughMenu(*w, mono, [](ExportDialog* d) {
            d->findChild<QSpinBox*>("exportDpi")->setValue(40);
            QTest::mouseClick(d->findChild<QCheckBox*>("exportMono"), Qt::LeftButton);
        }));
        const QImage img(mono);
        QVERIFY(!img.isNull());
        // The editor passed the option on: the file is the renderer's black-and-white page.
        SheetOptions monoOpt;
        monoOpt.mono = true;
        const Scenario& s = w->document()->scenario();
        QCOMPARE(img.convertToFormat(QImage::Format_RGB32), renderSheetPage(SheetLayout(s, monoOpt), 0, 40));
        QCOMPARE(colouredPixels(img), 0);
    }

    void printRendersPdfPages() {
        if (QStandardPaths::findExecutable("pdfinfo").isEmpty()) MUSTER_SKIP_UNLESS_CI("pdfinfo (poppler-utils) not installed: tools/setup.sh installs it");
        QTemporaryDir dir;
        const Scenario s = longBattle();
        auto w = makeWindow(s);
        QVERIFY(w);
        SheetOptions opt;
        opt.paper = QPageSize::A4;
        const int expected = SheetLayout(s, opt).pageCount();
        QVERIFY(expected >= 2);

        for (bool mono : {false, true}) {
            const QString pdf = dir.filePath(mono ? "mono.pdf" : "colour.pdf");
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(pdf);
            printer.setPageSize(QPageSize(QPageSize::A4));
            printer.setPageOrientation(QPageLayout::Portrait);
            QVERIFY(w->printTo(printer, mono));
            QCOMPARE(pdfPages(pdf), expected);
            QVERIFY(pdfinfo(pdf).contains("(A4)"));
            const QImage page = pdfFirstPage(pdf, dir.filePath(mono ? "mono-p1" : "colour-p1"));
            QVERIFY(!page.isNull());
            if (!mono) {
                QVERIFY(colouredPixels(page, 8) > 100);
                continue;
            }
            QCOMPARE(colouredPixels(page, 8), 0); // a little tolerance for poppler's anti-aliasing
        }

        // Landscape Letter: the printer's page decides the sheet's.
        const QString pdf = dir.filePath("letter.pdf");
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        printer.setPageSize(QPageSize(QPageSize::Letter));
        printer.setPageOrientation(QPageLayout::Landscape);
        QVERIFY(w->printTo(printer, false));
        SheetOptions letter;
        letter.paper = QPageSize::Letter;
        letter.orientation = QPageLayout::Landscape;
        QCOMPARE(pdfPages(pdf), SheetLayout(s, letter).pageCount());
        QVERIFY(pdfinfo(pdf).contains("792 x 612 pts"));
    }

    // Print to PDF on a full disk fails visibly and keeps the old file.
    void printToPdfOnFullDisk() {
        QTemporaryDir dir;
        const QString mnt = dir.filePath("full");
        QVERIFY(QDir().mkpath(mnt));
        if (::mount("tmpfs", QFile::encodeName(mnt).constData(), "tmpfs", 0, "size=4m") != 0)
            MUSTER_SKIP_UNLESS_CI(QStringLiteral("cannot mount a tmpfs (needs root): %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
        struct Unmount {
            QString m;
            ~Unmount() { ::umount2(QFile::encodeName(m).constData(), MNT_DETACH); }
        } unmount{mnt};
        const QString pdf = mnt + "/sheet.pdf";
        {
            QFile old(pdf);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old");
        }
        {
            QFile filler(mnt + "/filler");
            QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
            const QByteArray block(4096, 'x');
            while (filler.write(block) == block.size()) {}
            filler.close();
            QVERIFY(QFile::resize(filler.fileName(), filler.size() - 4096));
        }
        auto w = makeWindow(longBattle());
        QVERIFY(w);
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        printer.setPageSize(QPageSize(QPageSize::A4));
        printer.setPageOrientation(QPageLayout::Portrait);
        QVERIFY(!w->printTo(printer, false));
        QVERIFY2(w->lastPrintError().contains("disk full"), qPrintable(w->lastPrintError()));
        QFile kept(pdf);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old"));
        QFile::remove(mnt + "/filler");
        QVERIFY(w->printTo(printer, false));
        SheetOptions a4;
        a4.paper = QPageSize::A4;
        QCOMPARE(pdfPages(pdf), SheetLayout(longBattle(), a4).pageCount());
    }

    void printPreviewOffersBlackAndWhite() {
        auto w = makeWindow(sampleBattle());
        QVERIFY(w);
        bool seen = false, wasChecked = true;
        QTimer::singleShot(0, [&] {
            auto* dlg = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            if (!dlg) return;
            auto* mono = dlg->findChild<QCheckBox*>("printMono");
            if (!mono || !mono->isVisible()) return dlg->reject();
            seen = true;
            wasChecked = mono->isChecked();
            QTest::mouseClick(mono, Qt::LeftButton);
            dlg->reject();
        });
        w->findChild<QAction*>("actionPrint")->trigger();
        QVERIFY(seen);
        QVERIFY(!wasChecked);
        QVERIFY(QSettings().value("print/mono").toBool()); // remembered for the next print
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
