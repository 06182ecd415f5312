// MainWindow: files (open, save, import, export, print, recent), settings, closing and
// drag-and-drop. Autosave recovery is in main_window_recovery.cpp.
#include "main_window.h"
#include "narrow_layout.h"
#include "editor/qstring_util.h"

#include "editor/document_controller.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/tools/tool.h"
#include "editor/tools/tool_options.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/render/exporters.h"
#include "editor/render/sheet_layout.h"
#include "editor/render/sheet_map.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QPaintEngine>
#include <QPrintEngine>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QToolBar>

#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace muster {

namespace {
constexpr int kMaxRecent = 10;
QString jsonFilter() { return MainWindow::tr("Muster scenarios (*.json);;All files (*)"); }
} // namespace

// ---- open / save ----

bool MainWindow::openFile(const QString& path, bool quiet) { return documents_->openFile(path, quiet); }

bool MainWindow::saveFile(const QString& path, bool quiet) { return documents_->saveToFile(path, quiet); }

void MainWindow::newScenario(const Scenario& s) { documents_->load(s); }

void MainWindow::loadScenario(const Scenario& s, const QString& filePath) {
    documents_->load(s, filePath.isEmpty() ? DocumentOrigin::newBoard() : DocumentOrigin::file(filePath));
}

void MainWindow::open() {
    if (!maybeSave()) return;
    QSettings st;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"),
                                                      st.value(QStringLiteral("files/lastDir")).toString(), jsonFilter());
    if (path.isEmpty()) return;
    st.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::save() { return documents_->save(); }

QString MainWindow::suggestedBaseName() const {
    QString base = QFileInfo(doc_->filePath()).completeBaseName();
    if (!base.isEmpty()) return base;
    base = qs(doc_->scenario().title).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    return base.isEmpty() ? QStringLiteral("scenario") : base;
}

bool MainWindow::saveAs() { return documents_->saveAs(); }

void MainWindow::importFile() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import scenario JSON"), {}, jsonFilter());
    if (path.isEmpty()) return;
    // An import is a new, unsaved scenario: the source file is not overwritten by Save.
    if (openFile(path)) doc_->setOrigin(DocumentOrigin::newBoard());
    updateTitle();
}

QStringList MainWindow::exportTo(const QString& path, bool quiet) {
    return exportTo(path, ExportDialog::rememberedOptions(), quiet);
}

QStringList MainWindow::exportTo(const QString& path, const ExportOptions& opt, bool quiet) {
    commitPendingEdits();
    if (!exportFormatForPath(path)) {
        const QString msg = tr("Unknown export format for %1: use %2").arg(path, QString::fromStdString(exportSuffixes(", ", " or ", ".")));
        if (!quiet) QMessageBox::warning(this, tr("Export"), msg);
        statusBar()->showMessage(msg, 10000);
        return {};
    }
    try {
        const QStringList files = exportScenario(doc_->scenario(), path, opt);
        QString msg = tr("Exported %1").arg(files.join(QStringLiteral(", ")));
        // As muster-cli does: say when a vector sheet carries its map as an image (with the
        // file's name only, so the sentence fits the status bar).
        const auto fmt = exportFormatForPath(path);
        if ((fmt == ExportFormat::Svg || fmt == ExportFormat::Pdf) && sheet::mapIsImage(doc_->scenario())) {
            QStringList names;
            for (const QString& f : files) names << QFileInfo(f).fileName();
            msg = tr("Exported %1. %2").arg(names.join(QStringLiteral(", ")), sheet::mapImageNote(doc_->scenario()));
        }
        statusBar()->showMessage(msg, 5000);
        return files;
    } catch (const std::exception& e) {
        if (!quiet) QMessageBox::warning(this, tr("Export failed"), qs(e.what()));
        statusBar()->showMessage(qs(e.what()), 10000);
        return {};
    }
}

void MainWindow::exportFile() {
    // Suggest the scenario's file name (or title) in the last export folder.
    const QString base = suggestedBaseName();
    const QString dir = QSettings().value(QStringLiteral("export/dir"), QDir::homePath()).toString();
    ExportDialog dlg(dir + QLatin1Char('/') + base, this);
    if (dlg.exec() == QDialog::Accepted) exportTo(dlg.path(), dlg.options());
}

bool MainWindow::printTo(QPrinter& printer, bool mono) {
    commitPendingEdits();
    SheetOptions opt;
    const QPageLayout pl = printer.pageLayout();
    // The sheet is laid out for a named paper size; a custom one falls back to A4.
    opt.paper = pl.pageSize().id() == QPageSize::Custom ? QPageSize::A4 : pl.pageSize().id();
    opt.orientation = pl.orientation();
    opt.mono = mono || printer.colorMode() == QPrinter::GrayScale;
    opt.labels = ExportDialog::rememberedOptions().labels;
    lastPrintError_.clear();
    // Print to a PDF file (not the preview): Qt's own PDF file writing does not see a full
    // disk, so the sheet goes through the exporter, which checks every write and keeps the
    // previous file on failure.
    auto* engine = dynamic_cast<QPaintEngine*>(printer.printEngine());
    if (printer.outputFormat() == QPrinter::PdfFormat && !printer.outputFileName().isEmpty() &&
        engine == printer.paintEngine()) {
        try {
            exportSheetPdf(doc_->scenario(), printer.outputFileName(), opt);
            return true;
        } catch (const std::exception& e) {
            lastPrintError_ = qs(e.what());
            statusBar()->showMessage(lastPrintError_, 10000);
            return false;
        }
    }
    SheetLayout layout(doc_->scenario(), opt);
    QPainter p;
    if (!p.begin(&printer)) return false;
    const bool ok = layout.paintAll(p, printer);
    p.end();
    return ok;
}

void MainWindow::print() {
    QPrinter printer(QPrinter::HighResolution);
    const ExportOptions remembered = ExportDialog::rememberedOptions();
    printer.setPageLayout(QPageLayout(QPageSize(remembered.paper), remembered.orientation, printer.pageLayout().margins()));
    QPrintPreviewDialog dlg(&printer, this);
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
        if (!printTo(*pr, mono->isChecked()) && !lastPrintError_.isEmpty())
            QMessageBox::warning(this, tr("Print to PDF failed"), lastPrintError_);
    });
    dlg.exec();
}

bool MainWindow::maybeSave() { return documents_->maybeSave(); }

void MainWindow::closeEvent(QCloseEvent* e) {
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    writeSettings();
    clearRecovery();
    e->accept();
}

// ---- drag and drop ----

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
    for (const QUrl& u : e->mimeData()->urls())
        if (u.isLocalFile() && u.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
            e->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* e) {
    for (const QUrl& u : e->mimeData()->urls()) {
        if (!u.isLocalFile() || !u.toLocalFile().endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) continue;
        if (maybeSave()) openFile(u.toLocalFile());
        e->acceptProposedAction();
        return;
    }
}

// ---- recent files ----

void MainWindow::addRecent(const QString& path) {
    recent_.removeAll(path);
    recent_.prepend(path);
    while (recent_.size() > kMaxRecent) recent_.removeLast();
    QSettings().setValue(QStringLiteral("files/recent"), recent_);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    recentMenu_->clear();
    for (const QString& p : recent_)
        recentMenu_->addAction(QFileInfo(p).fileName(), this, [this, p] {
            if (maybeSave()) openFile(p);
        })->setToolTip(p);
    recentMenu_->setEnabled(!recent_.isEmpty());
}

// ---- settings ----

void MainWindow::keepOnScreen(bool firstRun) {
    // The docks and tool bars ask for more than a small (or scaled: QT_SCALE_FACTOR=2)
    // screen has; a first window taller than the screen hides its own status bar.
    const QScreen* sc = screen();
    if (!sc) return;
    const QRect avail = sc->availableGeometry();
    QSize want = firstRun ? QSize(avail.width() * 9 / 10, avail.height() * 9 / 10) : size();
    want = want.boundedTo(avail.size() - (frameGeometry().size() - size()));
    resize(want);
    if (firstRun || !avail.contains(frameGeometry())) move(avail.center() - QPoint(want.width() / 2, want.height() / 2));
}

void MainWindow::readSettings() {
    QSettings st;
    const bool placed = restoreGeometry(st.value(QStringLiteral("window/geometry")).toByteArray());
    const bool laidOut = restoreState(st.value(QStringLiteral("window/state")).toByteArray());
    // Once the docks are laid out: a first window on a narrow screen shares its docks out.
    QTimer::singleShot(0, this, [this, fresh = !laidOut] {
        if (fresh) shareANarrowWindow(*this);
        fitDockTabs();
    });
    keepOnScreen(!placed);
    recent_ = st.value(QStringLiteral("files/recent")).toStringList();
    rebuildRecentMenu();
    ToolOptions& o = *options_;
    auto get = [&](const char* k, int def) { return st.value(QStringLiteral("tools/") + QLatin1String(k), def).toInt(); };
    o.terrain = static_cast<Terrain>(std::clamp(get("terrain", static_cast<int>(o.terrain)), 0, kTerrainCount - 1));
    o.brushRadius = std::clamp(get("radius", o.brushRadius), 0, 2);
    o.side = static_cast<Side>(std::clamp(get("side", 0), 0, 1));
    o.unitType = static_cast<UnitType>(std::clamp(get("unitType", 0), 0, 3));
    o.strength = get("strength", o.strength);
    o.morale = static_cast<Morale>(std::clamp(get("morale", static_cast<int>(o.morale)), 0, 2));
    o.vpValue = std::max(1, get("vpValue", 1));
    o.leaderName = st.value(QStringLiteral("tools/leaderName"), o.leaderName).toString();
    refreshOptionWidgets();
    const QString toolId = st.value(QStringLiteral("tools/current")).toString();
    if (!toolId.isEmpty()) activateTool(toolId);
}

void MainWindow::writeSettings() {
    QSettings st;
    st.setValue(QStringLiteral("window/geometry"), saveGeometry());
    st.setValue(QStringLiteral("window/state"), saveState());
    const ToolOptions& o = *options_;
    st.setValue(QStringLiteral("tools/terrain"), static_cast<int>(o.terrain));
    st.setValue(QStringLiteral("tools/radius"), o.brushRadius);
    st.setValue(QStringLiteral("tools/side"), static_cast<int>(o.side));
    st.setValue(QStringLiteral("tools/unitType"), static_cast<int>(o.unitType));
    st.setValue(QStringLiteral("tools/strength"), o.strength);
    st.setValue(QStringLiteral("tools/morale"), static_cast<int>(o.morale));
    st.setValue(QStringLiteral("tools/vpValue"), o.vpValue);
    st.setValue(QStringLiteral("tools/leaderName"), o.leaderName);
    if (current_) st.setValue(QStringLiteral("tools/current"), current_->id());
}

} // namespace muster
