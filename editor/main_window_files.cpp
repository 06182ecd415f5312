// MainWindow: files (open, save, import, export, print, recent), settings, closing and
// drag-and-drop. Autosave recovery is in main_window_recovery.cpp.
#include "main_window.h"
#include "editor/sheet_output.h"
#include "editor/recent_files.h"
#include "editor/prompter.h"
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
QString jsonFilter() { return MainWindow::tr("Muster scenarios (*.json);;All files (*)"); }
} // namespace

// ---- open / save ----

bool MainWindow::openFile(const QString& path) { return documents_->openFile(path); }

bool MainWindow::saveFile(const QString& path) { return documents_->saveToFile(path); }

void MainWindow::newScenario(const Scenario& s) { documents_->load(s); }

void MainWindow::loadScenario(const Scenario& s, const QString& filePath) {
    documents_->load(s, filePath.isEmpty() ? DocumentOrigin::newBoard() : DocumentOrigin::file(filePath));
}

void MainWindow::open() {
    if (!maybeSave()) return;
    QSettings st;
    const QString path = prompter_->openFileName(tr("Open scenario"), st.value(QStringLiteral("files/lastDir")).toString(),
                                                 jsonFilter());
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
    const QString path = prompter_->openFileName(tr("Import scenario JSON"), {}, jsonFilter());
    if (path.isEmpty()) return;
    // An import is a new, unsaved scenario: the source file is not overwritten by Save.
    if (openFile(path)) doc_->setOrigin(DocumentOrigin::newBoard());
    updateTitle();
}

QStringList MainWindow::exportTo(const QString& path) { return output_->exportTo(path, ExportDialog::rememberedOptions()); }
QStringList MainWindow::exportTo(const QString& path, const ExportOptions& opt) { return output_->exportTo(path, opt); }
void MainWindow::exportFile() { output_->exportAsked(); }
bool MainWindow::printTo(QPrinter& printer, bool mono) { return output_->printTo(printer, mono); }
QString MainWindow::lastPrintError() const { return output_->lastPrintError(); }
void MainWindow::print() { output_->printAsked(); }

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

void MainWindow::addRecent(const QString& path) { recent_->add(path); }

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
    // A narrow screen (960 px at 200%) is filled: every pixel of it goes to the board
    // beside the two side columns (narrow_layout.h).
    if (firstRun && avail.width() < kNarrowWidth) setWindowState(windowState() | Qt::WindowMaximized);
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
