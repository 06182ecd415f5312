// MainWindow: the menu bar (File, Edit, View, Tools, Help), every action registered by id
// with the mode it works in (action_registry.h).
#include "main_window.h"
#include "editor/qstring_util.h"

#include "editor/dialogs/guide_dialog.h"
#include "editor/dialogs/preferences_dialog.h"
#include "editor/dialogs/shortcuts_dialog.h"
#include "editor/dialogs/vassal_export_dialog.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/document_controller.h"
#include "editor/edit_mode.h"
#include "editor/recent_files.h"
#include "editor/tools/tool.h"
#include "editor/tools/tool_options.h"
#include "editor/view/board_view.h"

#include "muster_version.h" // generated from project(VERSION)

#include <QAction>
#include <QActionGroup>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

namespace muster {

namespace {
// The platform's standard keys plus ours, without repeats (a repeat makes it ambiguous).
QList<QKeySequence> uniqueKeys(QList<QKeySequence> keys, QKeySequence::StandardKey std) {
    for (const QKeySequence& k : QKeySequence::keyBindings(std))
        if (!keys.contains(k)) keys << k;
    return keys;
}
} // namespace

void MainWindow::buildActions() {
    const QString editing = editMode_->modeId();
    auto reg = [this](const char* id, QAction* a, const QString& mode) { return registerAction(QString::fromLatin1(id), a, mode); };
    // ---- File ----
    QMenu* file = menuBar()->addMenu(tr("&File"));
    registerMenu(QStringLiteral("menuFile"), file);
    reg("actionNew", file->addAction(tr("&New"), QKeySequence::New, this, [this] {
            if (maybeSave()) newScenario();
        }), editing);
    reg("actionOpen", file->addAction(tr("&Open..."), QKeySequence::Open, this, &MainWindow::open), editing);
    QMenu* recentMenu = file->addMenu(tr("Open &Recent"));
    reg("menuRecentAction", recentMenu->menuAction(), editing);
    recent_ = new RecentFiles(recentMenu, this);
    connect(recent_, &RecentFiles::openRequested, this, [this](const QString& p) {
        if (maybeSave()) openFile(p);
    });
    reg("actionLibrary", file->addAction(tr("Scenario &Library"), QKeySequence(tr("Ctrl+L")), this, &MainWindow::openLibrary), editing);
    reg("actionStartPage", file->addAction(tr("S&tart Page..."), this, &MainWindow::showStartPage), editing);
    reg("actionOpenShareCode", file->addAction(tr("Open S&hare Code..."), this, &MainWindow::openShareCodeDialog), editing);
    file->addSeparator();
    reg("actionSave", file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::save), editing)
        ->setStatusTip(tr("Save to where the scenario came from: its file or its library entry (a bundled battle or a new "
                          "board asks where)"));
    reg("actionSaveAs", file->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, &MainWindow::saveAs), editing);
    reg("actionRevert", file->addAction(tr("Re&vert"), this, [this] { documents_->revert(); }), editing)
        ->setStatusTip(tr("Drop the changes and go back to the scenario as last saved"));
    file->addSeparator();
    reg("actionImport", file->addAction(tr("&Import JSON..."), this, &MainWindow::importFile), editing);
    reg("actionExport", file->addAction(tr("&Export..."), QKeySequence(tr("Ctrl+E")), this, &MainWindow::exportFile), editing);
    reg("actionExportVassal", file->addAction(tr("Export &VASSAL Module..."), this, [this] {
            VassalExportDialog(doc_->scenario(), libraryDock_ ? libraryDock_->library() : nullptr, this).exec();
        }), editing);
    reg("actionExportMapImage", file->addAction(tr("Export &Map Image..."), this,
            [this] { exportMapImageInteractively(this, doc_->scenario()); }), editing);
    reg("actionPrint", file->addAction(tr("&Print..."), QKeySequence::Print, this, &MainWindow::print), editing);
    file->addSeparator();
    reg("actionQuit", file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close), {});

    // ---- Edit ----
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    registerMenu(QStringLiteral("menuEdit"), edit);
    editMode_->addMenu(edit);
    undoAction_ = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undoAction_->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+Z"))}, QKeySequence::Undo));
    redoAction_ = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Y on every platform: Linux desktops bind only Ctrl+Shift+Z, and users coming
    // from Windows lose history reaching for Ctrl+Y.
    redoAction_->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))},
                                         QKeySequence::Redo));
    edit->addAction(reg("actionUndo", undoAction_, editing));
    edit->addAction(reg("actionRedo", redoAction_, editing));
    edit->addSeparator();
    reg("actionCopyRegion", edit->addAction(tr("&Copy Region"), QKeySequence::Copy, this, &MainWindow::copySelection), editing);
    reg("actionPasteRegion", edit->addAction(tr("&Paste Region"), QKeySequence::Paste, this, [this] {
            if (pasteShareCode()) return;
            if (auto h = view_->hoveredHex()) pasteAt(*h);
            else if (!selection_->hexes().empty()) pasteAt(selection_->hexes().front());
            else pasteAt(Offset{1, 1});
        }), editing);
    reg("actionCopyShareCode", edit->addAction(tr("Copy S&hare Code"), QKeySequence(tr("Ctrl+Shift+C")), this, &MainWindow::copyShareCode), editing);
    reg("actionDelete", edit->addAction(tr("&Delete"), QKeySequence::Delete, this, &MainWindow::deleteSelection), editing);
    edit->addSeparator();
    reg("actionSelectAll", edit->addAction(tr("Select &All"), QKeySequence::SelectAll, this, &MainWindow::selectAll), editing);
    reg("actionSelectNone", edit->addAction(tr("Select &None"), QKeySequence(tr("Ctrl+Shift+A")), this,
                                            [this] { selection_->clear(); }), editing);
    edit->addSeparator();
    reg("actionPreferences", PreferencesDialog::addMenuAction(edit, this), editing);

    // ---- View ----
    QMenu* view = menuBar()->addMenu(tr("&View"));
    registerMenu(QStringLiteral("menuView"), view);
    // The zoom commands act on the board on screen: the editing board, or play mode's.
    const auto shown = [this] {
        auto* b = qobject_cast<BoardView*>(centralWidget());
        return b ? b : view_;
    };
    QAction* zin = view->addAction(tr("Zoom &In"), this, [shown] { shown()->zoomIn(); });
    zin->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+=")), QKeySequence(tr("Ctrl++"))}, QKeySequence::ZoomIn));
    QAction* zout = view->addAction(tr("Zoom &Out"), this, [shown] { shown()->zoomOut(); });
    zout->setShortcuts(uniqueKeys({QKeySequence(tr("Ctrl+-"))}, QKeySequence::ZoomOut));
    reg("actionZoomIn", zin, {});
    reg("actionZoomOut", zout, {});
    reg("actionFit", view->addAction(tr("&Fit to Window"), QKeySequence(tr("Ctrl+0")), this, [shown] { shown()->fitToWindow(); }), {});
    reg("actionActualSize", view->addAction(tr("Actual &Size"), QKeySequence(tr("Ctrl+1")), this, [shown] { shown()->setZoom(1.0); }), {});
    reg("actionGoToHex", view->addAction(tr("&Go to Hex..."), QKeySequence(tr("Ctrl+G")), this, &MainWindow::goToHexDialog), editing);
    view->addSeparator();
    QAction* labels = view->addAction(tr("Hex &Labels"));
    labels->setCheckable(true);
    labels->setChecked(true);
    reg("showLabels", labels, {});
    connect(labels, &QAction::toggled, view_, &BoardView::setShowLabels);
    QAction* issues = view->addAction(tr("&Issue Outlines"));
    issues->setCheckable(true);
    issues->setChecked(true);
    reg("actionIssueOutlines", issues, editing);
    connect(issues, &QAction::toggled, view_, &BoardView::setShowIssues);
    view->addSeparator();
    docksMenu_ = view->addMenu(tr("&Docks"));

    // ---- Tools ----
    toolsMenu_ = menuBar()->addMenu(tr("&Tools"));
    registerMenu(QStringLiteral("menuTools"), toolsMenu_);
    editMode_->addMenu(toolsMenu_);
    toolGroup_ = new QActionGroup(this);
    toolGroup_->setExclusive(true);
    for (Tool* t : toolOrder_) {
        QAction* a = toolsMenu_->addAction(t->icon(), t->name());
        a->setCheckable(true);
        a->setShortcut(t->shortcut());
        a->setToolTip(tr("%1 (%2)").arg(t->name(), t->shortcut().toString(QKeySequence::NativeText)));
        a->setStatusTip(t->hint());
        a->setData(t->id());
        registerAction(QStringLiteral("tool_") + t->id(), a, editing);
        toolGroup_->addAction(a);
        connect(a, &QAction::triggered, this, [this, id = t->id()] { activateTool(id); });
    }
    toolsMenu_->addSeparator();
    reg("actionSmallerBrush", toolsMenu_->addAction(tr("Smaller Brush"), QKeySequence(Qt::Key_BracketLeft), this, [this] {
            options_->brushRadius = std::max(0, options_->brushRadius - 1);
            refreshOptionWidgets();
            updateHint();
        }), editing);
    reg("actionLargerBrush", toolsMenu_->addAction(tr("Larger Brush"), QKeySequence(Qt::Key_BracketRight), this, [this] {
            options_->brushRadius = std::min(2, options_->brushRadius + 1);
            refreshOptionWidgets();
            updateHint();
        }), editing);

    // ---- Help ----
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    registerMenu(QStringLiteral("menuHelp"), help);
    reg("actionUserGuide", help->addAction(tr("&User Guide"), this, [this] {
            auto* guide = findChild<GuideDialog*>();
            if (!guide) guide = new GuideDialog(this); // kept, so it reopens where the reader left it
            guide->show();
            guide->raise();
        }), {});
    reg("actionRulesReference", help->addAction(tr("&Rules Reference"), this, [this] {
            if (auto* rules = findChild<RulesDock*>()) {
                rules->show();
                rules->raise();
                rules->searchBox()->setFocus();
            }
        }), {});
    reg("actionShortcuts", help->addAction(tr("&Keyboard Shortcuts"), QKeySequence::HelpContents, this, [this] {
            ShortcutsDialog(menuBar(), this).exec();
        }), {});
    help->addAction(tr("&About Muster"), this, [this] {
        QMessageBox::about(this, tr("About Muster"),
                           tr("<b>Muster %1</b>: a scenario and map editor and rules reference for "
                              "hex-and-block American Civil War wargames, first of all <i>Hold the "
                              "Line: The American Civil War</i>.<br><br>Built with Qt %2.")
                               .arg(QStringLiteral(MUSTER_VERSION), QString::fromLatin1(qVersion())));
    });
}

} // namespace muster
