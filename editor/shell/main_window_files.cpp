// MainWindow: files (open, save, export, print, recent) as forwards, settings, closing and
// drag-and-drop. Autosave recovery is in main_window_recovery.cpp.
#include "main_window.h"
#include "narrow_layout.h"
#include "editor/play/play_controller.h"
#include "editor/shell/dock_layout.h"
#include "editor/widgets/qstring_util.h"
#include "editor/shell/recent_files.h"
#include "editor/shell/sheet_output.h"
#include "editor/shell/window_menus.h"

#include "editor/dialogs/export_dialog.h"
#include "editor/shell/document_controller.h"
#include "editor/document/library_service.h"
#include "editor/document/scenario_document.h"
#include "editor/view/tool.h"
#include "editor/tools/tool_options_bar.h"

#include <QCloseEvent>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QTimer>

namespace muster {

// ---- open / save ----

bool MainWindow::openFile(const QString& path) { return documents_->openFile(path); }

bool MainWindow::saveFile(const QString& path) { return documents_->saveToFile(path); }

void MainWindow::newScenario(const Scenario& s) { documents_->load(s); }

void MainWindow::loadScenario(const Scenario& s, const QString& filePath) {
    documents_->load(s, filePath.isEmpty() ? DocumentOrigin::newBoard() : DocumentOrigin::file(filePath));
}

QString MainWindow::suggestedBaseName() const {
    QString base = QFileInfo(doc_->filePath()).completeBaseName();
    if (!base.isEmpty()) return base;
    base = qs(doc_->scenario().title).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    return base.isEmpty() ? QStringLiteral("scenario") : base;
}

QStringList MainWindow::exportTo(const QString& path) { return output_->exportTo(path, ExportDialog::rememberedOptions()); }
QStringList MainWindow::exportTo(const QString& path, const ExportOptions& opt) { return output_->exportTo(path, opt); }
bool MainWindow::printTo(QPrinter& printer, bool mono) { return output_->printTo(printer, mono); }
QString MainWindow::lastPrintError() const { return output_->lastPrintError(); }

bool MainWindow::maybeSave() { return documents_->maybeSave(); }

void MainWindow::closeEvent(QCloseEvent* e) {
    if (!maybeSave()) {  // the game, then the scenario; Cancel keeps both and the window
        e->ignore();
        return;
    }
    // Leave play before the layout is saved, so the editing layout is the one kept.
    if (play_->isPlaying()) play_->stop();
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
        documents_->route(u.toLocalFile(), DocumentController::OpenAs::File, true);
        e->acceptProposedAction();
        return;
    }
}

// ---- recent files ----

void MainWindow::addRecent(const QString& path) { menus_->recentFiles()->add(path); }

void MainWindow::addRecentLibraryGame(qint64 scenario, qint64 game, const QString& title) {
    if (const Library* lib = LibraryService::instance()->library())
        addRecent(RecentFiles::libraryEntry({QFile::decodeName(lib->path().c_str()), scenario, title, game}));
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
        if (fresh) shareANarrowWindow(*this, *docks_);
        layout_->fitTabs();
    });
    keepOnScreen(!placed);
    optionsBar_->readSettings();
    refreshOptionWidgets();
    const QString toolId = st.value(QStringLiteral("tools/current")).toString();
    if (!toolId.isEmpty()) activateTool(toolId);
}

void MainWindow::writeSettings() {
    QSettings st;
    st.setValue(QStringLiteral("window/geometry"), saveGeometry());
    st.setValue(QStringLiteral("window/state"), saveState());
    optionsBar_->writeSettings();
    if (Tool* t = currentTool()) st.setValue(QStringLiteral("tools/current"), t->id());
}

} // namespace muster
