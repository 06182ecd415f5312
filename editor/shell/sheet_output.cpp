#include "sheet_output.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/document/scenario_document.h"
#include "editor/shell/main_window.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/render/export/exporter_registry.h"
#include "editor/render/exporters.h"
#include "editor/render/sheet_layout.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QPaintEngine>
#include <QPainter>
#include <QPrintEngine>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

namespace muster {

SheetOutput::SheetOutput(MainWindow* window) : QObject(window), w_(window) {}

QStringList SheetOutput::exportTo(const QString& path, const ExportOptions& opt) {
    w_->commitPendingEdits();
    const ExporterRegistry& formats = ExporterRegistry::instance();
    const Exporter* format = formats.forPath(path);
    if (!format || !writesOneBattle(*format)) {
        const QString msg = tr("Unknown export format for %1: use %2")
                                .arg(path, QString::fromStdString(formats.extensions(", ", " or ", ".", writesOneBattle)));
        w_->prompter().warn(tr("Export"), msg);
        w_->statusBar()->showMessage(msg, 10000);
        return {};
    }
    try {
        const QStringList files = exportScenario(w_->document()->scenario(), path, opt);
        QString msg = tr("Exported %1").arg(files.join(QStringLiteral(", ")));
        // As muster-cli does: say when a vector sheet carries its map as an image (with the
        // file's name only, so the sentence fits the status bar).
        if (const QString note = format->note(w_->document()->scenario()); !note.isEmpty()) {
            QStringList names;
            for (const QString& f : files) names << QFileInfo(f).fileName();
            msg = tr("Exported %1. %2").arg(names.join(QStringLiteral(", ")), note);
        }
        w_->statusBar()->showMessage(msg, 5000);
        return files;
    } catch (const std::exception& e) {
        w_->prompter().warn(tr("Export failed"), qs(e.what()));
        w_->statusBar()->showMessage(qs(e.what()), 10000);
        return {};
    }
}

void SheetOutput::exportAsked() {
    // Suggest the scenario's file name (or title) in the last export folder.
    const QString base = w_->suggestedBaseName();
    const QString dir = QSettings().value(QStringLiteral("export/dir"), QDir::homePath()).toString();
    ExportDialog dlg(dir + QLatin1Char('/') + base, w_->prompter(), w_);
    if (dlg.exec() == QDialog::Accepted) exportTo(dlg.path(), dlg.options());
}

bool SheetOutput::printTo(QPrinter& printer, bool mono) {
    w_->commitPendingEdits();
    SheetOptions opt;
    const QPageLayout pl = printer.pageLayout();
    // The sheet is laid out for a named paper size; a custom one falls back to A4.
    opt.paper = pl.pageSize().id() == QPageSize::Custom ? QPageSize::A4 : pl.pageSize().id();
    opt.orientation = pl.orientation();
    opt.mono = mono || printer.colorMode() == QPrinter::GrayScale;
    opt.labels = ExportDialog::rememberedOptions().labels;
    lastError_.clear();
    // Print to a PDF file (not the preview): Qt's own PDF file writing does not see a full
    // disk, so the sheet goes through the exporter, which checks every write and keeps the
    // previous file on failure.
    auto* engine = dynamic_cast<QPaintEngine*>(printer.printEngine());
    if (printer.outputFormat() == QPrinter::PdfFormat && !printer.outputFileName().isEmpty() &&
        engine == printer.paintEngine()) {
        try {
            exportSheetPdf(w_->document()->scenario(), printer.outputFileName(), opt);
            return true;
        } catch (const std::exception& e) {
            lastError_ = qs(e.what());
            w_->statusBar()->showMessage(lastError_, 10000);
            return false;
        }
    }
    SheetLayout layout(w_->document()->scenario(), opt);
    QPainter p;
    if (!p.begin(&printer)) return false;
    const bool ok = layout.paintAll(p, printer);
    p.end();
    return ok;
}

void SheetOutput::printAsked() {
    QPrinter printer(QPrinter::HighResolution);
    const ExportOptions remembered = ExportDialog::rememberedOptions();
    printer.setPageLayout(QPageLayout(QPageSize(remembered.paper), remembered.orientation, printer.pageLayout().margins()));
    QPrintPreviewDialog dlg(&printer, w_);
    dlg.setObjectName(QStringLiteral("PrintPreview"));
    // Black and white sits under the preview so its effect shows at once (the preview's
    // toolbar is full and would hide it in its overflow menu).
    auto* mono = new QCheckBox(tr("Black and white"), &dlg);
    mono->setObjectName(QStringLiteral("printMono"));
    mono->setToolTip(tr("Print the sheet in black, white and grey"));
    mono->setChecked(QSettings().value(QStringLiteral("print/mono"), false).toBool());
    if (auto* box = qobject_cast<QBoxLayout*>(dlg.layout())) box->addWidget(mono, 0, Qt::AlignLeft);
    else if (auto* bar = dlg.findChild<QToolBar*>()) bar->addWidget(mono);
    connect(mono, &QCheckBox::toggled, &dlg, [&dlg](bool on) {
        QSettings().setValue(QStringLiteral("print/mono"), on);
        if (auto* preview = dlg.findChild<QPrintPreviewWidget*>()) preview->updatePreview();
    });
    connect(&dlg, &QPrintPreviewDialog::paintRequested, this, [this, mono](QPrinter* pr) {
        if (!printTo(*pr, mono->isChecked()) && !lastError_.isEmpty())
            w_->prompter().warn(tr("Print to PDF failed"), lastError_);
    });
    dlg.exec();
}

} // namespace muster
