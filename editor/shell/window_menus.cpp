#include "window_menus.h"

#include "editor/shell/edit_docks.h"
#include "editor/dialogs/guide_dialog.h"
#include "editor/dialogs/preferences_dialog.h"
#include "editor/dialogs/shortcuts_dialog.h"
#include "editor/dialogs/vassal_export_dialog.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/edit_mode.h"
#include "editor/shell/grid_window.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/main_window.h"
#include "editor/widgets/prompter.h"
#include "editor/shell/recent_files.h"
#include "editor/shell/sheet_output.h"
#include "editor/tools/tool_options_bar.h"
#include "editor/tools/tool_set.h"
#include "editor/view/board_view.h"

#include "muster_version.h" // generated from project(VERSION)

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QDir>
#include <QStatusBar>
#include <QUndoStack>

namespace muster {

namespace {
// The platform's standard keys plus ours, without repeats (a repeat makes it ambiguous).
QList<QKeySequence> uniqueKeys(QList<QKeySequence> keys, QKeySequence::StandardKey std) {
    for (const QKeySequence& k : QKeySequence::keyBindings(std))
        if (!keys.contains(k)) keys << k;
    return keys;
}

QAction* reg(MainWindow* w, const char* id, QAction* a, const QString& mode) {
    return w->registerAction(QString::fromLatin1(id), a, mode);
}
} // namespace

WindowMenus::WindowMenus(MainWindow* window, EditMode& editing, ToolSet& tools, ToolOptionsBar& options)
    : QObject(window), w_(window), editing_(editing), tools_(tools), options_(options) {
    buildFile();
    buildEdit();
    buildView();
    buildTools();
    buildHelp();
}

void WindowMenus::buildFile() {
    MainWindow* w = w_;
    DocumentController* docs = w->documents();
    const QString editing = editing_.modeId();
    QMenu* file = w->menuBar()->addMenu(tr("&File"));
    w->registerMenu(QStringLiteral("menuFile"), file);
    reg(w, "actionNew", file->addAction(tr("&New"), QKeySequence::New, w, [w, docs] {
            if (docs->maybeSave()) w->newScenario();
        }), editing)->setStatusTip(tr("A new Hold the Line battle"));
    // The other rule systems' battles (a square-grid battle opens in a window of its own).
    reg(w, "actionNewGrid", file->addAction(tr("New S&quare-Grid Battle (003)..."), w, &MainWindow::newGridBattleAsked), editing)
        ->setStatusTip(tr("A new battle on a square grid (seed 003): asks the board's size"));
    reg(w, "actionNewEagle", file->addAction(tr("New &Eagle Games Battle Board (002)"), w,
                                             [w] { showEagleWindow(*w, EagleWindow::newBattle()); }), editing)
        ->setStatusTip(tr("A new Eagle Games battle (seed 002): two armies on the battle board, in a window of its own"));
    reg(w, "actionOpen", file->addAction(tr("&Open..."), QKeySequence::Open, docs, &DocumentController::openAsked), editing);
    QMenu* recentMenu = file->addMenu(tr("Open &Recent"));
    reg(w, "menuRecentAction", recentMenu->menuAction(), editing);
    recent_ = new RecentFiles(recentMenu, this);
    connect(recent_, &RecentFiles::openRequested, w,
            [docs](const QString& p) { docs->route(p, DocumentController::OpenAs::File, true); });
    reg(w, "actionLibrary", file->addAction(tr("Scenario &Library"), QKeySequence(tr("Ctrl+L")), w, &MainWindow::openLibrary), editing);
    reg(w, "actionStartPage", file->addAction(tr("S&tart Page..."), w, &MainWindow::showStartPage), editing);
    reg(w, "actionOpenShareCode", file->addAction(tr("Open S&hare Code..."), w, &MainWindow::openShareCodeDialog), editing);
    file->addSeparator();
    reg(w, "actionSave", file->addAction(tr("&Save"), QKeySequence::Save, docs, &DocumentController::save), editing)
        ->setStatusTip(tr("Save to where the scenario came from: its file or its library entry (a bundled battle or a new "
                          "board asks where)"));
    reg(w, "actionSaveAs", file->addAction(tr("Save &As..."), QKeySequence::SaveAs, docs, &DocumentController::saveAs), editing);
    reg(w, "actionRevert", file->addAction(tr("Re&vert"), docs, &DocumentController::revert), editing)
        ->setStatusTip(tr("Drop the changes and go back to the scenario as last saved"));
    file->addSeparator();
    reg(w, "actionImport", file->addAction(tr("&Import JSON..."), docs, &DocumentController::importAsked), editing);
    reg(w, "actionExport", file->addAction(tr("&Export..."), QKeySequence(tr("Ctrl+E")), w,
            [w] { w->sheetOutput()->exportAsked(); }), editing);
    reg(w, "actionExportVassal", file->addAction(tr("Export &VASSAL Module..."), w, [w] {
            LibraryDock* lib = w->libraryDock();
            VassalExportDialog d(w->document()->scenario(), lib ? lib->library() : nullptr, w->prompter(), w);
            if (d.exec() == QDialog::Accepted)
                w->statusBar()->showMessage(tr("VASSAL module saved to %1").arg(QDir::toNativeSeparators(d.written())), 10000);
        }), editing);
    reg(w, "actionExportMapImage", file->addAction(tr("Export &Map Image..."), w,
            [w] {
                const QString png = exportMapImageInteractively(w->prompter(), w->document()->scenario());
                if (!png.isEmpty()) w->statusBar()->showMessage(tr("Map image saved to %1").arg(QDir::toNativeSeparators(png)), 10000);
            }), editing);
    reg(w, "actionPrint", file->addAction(tr("&Print..."), QKeySequence::Print, w, [w] { w->sheetOutput()->printAsked(); }),
        editing);
    file->addSeparator();
    reg(w, "actionQuit", file->addAction(tr("&Quit"), QKeySequence::Quit, w, &QWidget::close), {});
}

void WindowMenus::buildEdit() {
    MainWindow* w = w_;
    const QString editing = editing_.modeId();
    QMenu* edit = w->menuBar()->addMenu(tr("&Edit"));
    w->registerMenu(QStringLiteral("menuEdit"), edit);
    editing_.addMenu(edit);
    QUndoStack* stack = w->document()->undoStack();
    QAction* undo = stack->createUndoAction(w, tr("&Undo"));
    undo->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+Z"))}, QKeySequence::Undo));
    QAction* redo = stack->createRedoAction(w, tr("&Redo"));
    // Ctrl+Y on every platform: Linux desktops bind only Ctrl+Shift+Z, and users coming
    // from Windows lose history reaching for Ctrl+Y.
    redo->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))}, QKeySequence::Redo));
    edit->addAction(reg(w, "actionUndo", undo, editing));
    edit->addAction(reg(w, "actionRedo", redo, editing));
    edit->addSeparator();
    reg(w, "actionCopyRegion", edit->addAction(tr("&Copy Region"), QKeySequence::Copy, w, &MainWindow::copySelection), editing);
    reg(w, "actionPasteRegion", edit->addAction(tr("&Paste Region"), QKeySequence::Paste, w, [w] {
            if (w->pasteShareCode()) return;
            if (auto h = w->view()->hoveredHex()) w->pasteAt(*h);
            else if (!w->selection()->hexes().empty()) w->pasteAt(w->selection()->hexes().front());
            else w->pasteAt(Offset{1, 1});
        }), editing);
    reg(w, "actionCopyShareCode", edit->addAction(tr("Copy S&hare Code"), QKeySequence(tr("Ctrl+Shift+C")), w, &MainWindow::copyShareCode),
        editing);
    reg(w, "actionDelete", edit->addAction(tr("&Delete"), QKeySequence::Delete, w, &MainWindow::deleteSelection), editing);
    edit->addSeparator();
    reg(w, "actionSelectAll", edit->addAction(tr("Select &All"), QKeySequence::SelectAll, w, &MainWindow::selectAll), editing);
    reg(w, "actionSelectNone", edit->addAction(tr("Select &None"), QKeySequence(tr("Ctrl+Shift+A")), w,
                                               [w] { w->selection()->clear(); }), editing);
    edit->addSeparator();
    reg(w, "actionPreferences", PreferencesDialog::addMenuAction(edit, w, [w]() -> Prompter& { return w->prompter(); }), editing);
}

void WindowMenus::buildView() {
    MainWindow* w = w_;
    QMenu* view = w->menuBar()->addMenu(tr("&View"));
    w->registerMenu(QStringLiteral("menuView"), view);
    // The zoom commands act on the board on screen: the editing board, or play mode's.
    const auto shown = [w] {
        auto* b = qobject_cast<BoardView*>(w->centralWidget());
        return b ? b : w->view();
    };
    QAction* zin = view->addAction(tr("Zoom &In"), w, [shown] { shown()->zoomIn(); });
    zin->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+=")), QKeySequence(tr("Ctrl++"))}, QKeySequence::ZoomIn));
    QAction* zout = view->addAction(tr("Zoom &Out"), w, [shown] { shown()->zoomOut(); });
    zout->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+-"))}, QKeySequence::ZoomOut));
    reg(w, "actionZoomIn", zin, {});
    reg(w, "actionZoomOut", zout, {});
    reg(w, "actionFit", view->addAction(tr("&Fit to Window"), QKeySequence(tr("Ctrl+0")), w, [shown] { shown()->fitToWindow(); }), {});
    reg(w, "actionActualSize", view->addAction(tr("Actual &Size"), QKeySequence(tr("Ctrl+1")), w, [shown] { shown()->setZoom(1.0); }), {});
    reg(w, "actionGoToHex", view->addAction(tr("&Go to Hex..."), QKeySequence(tr("Ctrl+G")), w, &MainWindow::goToHexDialog),
        editing_.modeId());
    view->addSeparator();
    QAction* labels = view->addAction(tr("Hex &Labels"));
    labels->setCheckable(true);
    labels->setChecked(true);
    reg(w, "showLabels", labels, {});
    connect(labels, &QAction::toggled, w->view(), &BoardView::setShowLabels);
    QAction* issues = view->addAction(tr("&Issue Outlines"));
    issues->setCheckable(true);
    issues->setChecked(true);
    reg(w, "actionIssueOutlines", issues, editing_.modeId());
    connect(issues, &QAction::toggled, w->view(), &BoardView::setShowIssues);
    view->addSeparator();
    docks_ = view->addMenu(tr("&Docks"));
}

void WindowMenus::buildTools() {
    MainWindow* w = w_;
    const QString editing = editing_.modeId();
    QMenu* tools = w->menuBar()->addMenu(tr("&Tools"));
    w->registerMenu(QStringLiteral("menuTools"), tools);
    editing_.addMenu(tools);
    for (QAction* a : tools_.actions()) {
        tools->addAction(a);
        w->registerAction(QStringLiteral("tool_") + a->data().toString(), a, editing);
    }
    tools->addSeparator();
    tools->addAction(reg(w, "actionSmallerBrush", options_.smallerBrush(), editing));
    tools->addAction(reg(w, "actionLargerBrush", options_.largerBrush(), editing));
}

void WindowMenus::buildHelp() {
    MainWindow* w = w_;
    QMenu* help = w->menuBar()->addMenu(tr("&Help"));
    w->registerMenu(QStringLiteral("menuHelp"), help);
    reg(w, "actionUserGuide", help->addAction(tr("&User Guide"), w, [w] {
            auto* guide = w->findChild<GuideDialog*>();
            if (!guide) guide = new GuideDialog(w); // kept, so it reopens where the reader left it
            guide->show();
            guide->raise();
        }), {});
    reg(w, "actionRulesReference", help->addAction(tr("&Rules Reference"), w, [w] {
            if (auto* rules = w->editDocks()->dock<RulesDock>()) {
                rules->show();
                rules->raise();
                rules->searchBox()->setFocus();
            }
        }), {});
    reg(w, "actionShortcuts", help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, w, [w] {
            ShortcutsDialog(w->menuBar(), w).exec();
        }), {});
    reg(w, "actionAbout", help->addAction(tr("&About Muster"), w, [w] {
            w->prompter().about(tr("About Muster"),
                                tr("<b>Muster %1</b>: a scenario and map editor and rules reference for "
                                   "hex-and-block American Civil War wargames, first of all <i>Hold the "
                                   "Line: The American Civil War</i>.<br><br>Built with Qt %2.")
                                    .arg(QStringLiteral(MUSTER_VERSION), QString::fromLatin1(qVersion())));
        }), {});
}

} // namespace muster
