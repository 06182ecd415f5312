#include "main_window.h"
#include "editor/prompter.h"
#include "editor/action_registry.h"
#include "editor/mode_switch.h"
#include "editor/recent_files.h"
#include "editor/status_hints.h"
#include "editor/play/play_tool.h"
#include "editor/qstring_util.h"

#include "editor/dialogs/guide_dialog.h"
#include "editor/dialogs/shortcuts_dialog.h"
#include "editor/dialogs/vassal_export_dialog.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document_controller.h"
#include "editor/edit_mode.h"
#include <QLineEdit>
#include "editor/document_recovery.h"
#include "editor/sheet_output.h"
#include "editor/docks/inspector_dock.h"
#include "editor/docks/scenario_dock.h"
#include "editor/docks/wheel_guard.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/play/play_controller.h"
#include "editor/tools/piece_tools.h"
#include "editor/tools/select_tools.h"
#include "editor/tools/terrain_tools.h"
#include "editor/tools/tool_options.h"
#include "editor/view/board_view.h"

#include "muster_version.h" // generated from project(VERSION)

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoView>

namespace muster {


MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), options_(std::make_unique<ToolOptions>()) {
    prompter_ = std::make_shared<MessageBoxPrompter>(this);
    actions_ = std::make_unique<ActionRegistry>(this);
    modes_ = std::make_unique<ModeSwitch>(this);
    doc_ = new ScenarioDocument(this);
    selection_ = new Selection(this);
    view_ = new BoardView(doc_, selection_, this);
    setCentralWidget(view_);
    editMode_ = std::make_unique<EditMode>(this);
    mode_ = editMode_.get();
    documents_ = new DocumentController(this, doc_);
    connect(documents_, &DocumentController::documentReplaced, this, &MainWindow::documentReplaced);
    setAcceptDrops(true);
    setDockNestingEnabled(true);

    const ToolContext ctx{doc_, selection_, view_, options_.get()};
    // In tool bar and menu order.
    addTool(new SelectTool(ctx, this));
    addTool(new MoveTool(ctx, this));
    addTool(new DeleteTool(ctx, this));
    addTool(new BrushTool(ctx, false, this));
    addTool(new BrushTool(ctx, true, this));
    addTool(new FillTool(ctx, this));
    addTool(new EyedropperTool(ctx, this));
    addTool(new LineTool(ctx, this));
    addTool(new PlaceUnitTool(ctx, false, this));
    addTool(new PlaceUnitTool(ctx, true, this));
    addTool(new PlaceVpTool(ctx, this));

    buildActions();
    buildToolBars();
    buildDocks();
    status_ = new StatusHints(this, doc_, view_);
    play_ = new PlayController(this);  // Play menu, F5, its docks and board
    connect(play_, &PlayController::modeChanged, this, [this] { updateHint(); });

    connect(doc_, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        updateTitle();
        // Saved (to a file or the library) or undone to the saved state: nothing to recover.
        if (!modified) clearRecovery();
    });
    connect(doc_, &ScenarioDocument::originChanged, this, [this] { updateTitle(); });
    connect(doc_, &ScenarioDocument::changed, this, [this](const ChangeSet& c) {
        if (c.scenario || c.board) updateTitle();
        // Drop selected units that no longer exist (undo of an add, delete).
        auto units = selection_->units();
        std::erase_if(units, [this](const std::string& id) { return !doc_->scenario().findUnit(id); });
        if (units.size() != selection_->units().size()) selection_->setUnits(units);
    });
    connect(view_, &BoardView::contextMenuRequested, this, [this](QPointF pos, QPoint global) {
        std::unique_ptr<QMenu> menu(boardContextMenu(pos));
        if (!menu->isEmpty()) menu->exec(global);
    });

    recovery_ = new DocumentRecovery(this);
    output_ = new SheetOutput(this);

    readSettings();
    if (!current_) activateTool(QStringLiteral("select"));
    updateTitle();
}

void MainWindow::updateHint() {
    // In play mode the board's tool is the play tool: its hint, not the editing tool's.
    if (play_ && play_->isPlaying()) status_->setHint(play_->tool()->hint());
    else if (current_) status_->setHint(current_->hint());
}

void MainWindow::updateTitle() {
    QString name = qs(doc_->scenario().title);
    if (name.isEmpty()) name = tr("Untitled");
    const DocumentOrigin& o = doc_->origin();
    switch (o.kind) {
    case DocumentOrigin::Kind::File: name += QStringLiteral(" (%1)").arg(o.path); break;
    case DocumentOrigin::Kind::Library: name += tr(" (library)"); break;
    case DocumentOrigin::Kind::Bundled: name += tr(" (bundled battle: Save asks where)"); break;
    case DocumentOrigin::Kind::New: break;
    }
    setWindowTitle(tr("%1[*] - Muster").arg(name));
    setWindowModified(doc_->isModified());
}

void MainWindow::setPrompter(std::shared_ptr<Prompter> p) {
    prompter_ = std::move(p);
    if (libraryDock_) libraryDock_->setPrompter(prompter_);
}

MainWindow::~MainWindow() {
    // The view and tools refer to the document: take them down first.
    view_->setTool(nullptr);
    // Children die after this destructor: none of their signals may reach our slots then.
    for (QObject* o : findChildren<QObject*>()) QObject::disconnect(o, nullptr, this, nullptr);
}

void MainWindow::addTool(Tool* t) {
    tools_[t->id()] = t;
    toolOrder_.push_back(t);
    connect(t, &Tool::optionsChanged, this, [this] { refreshOptionWidgets(); updateHint(); });
    connect(t, &Tool::finished, this, [this](const QString& next) { activateTool(next); }, Qt::QueuedConnection);
    connect(t, &Tool::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
}

Tool* MainWindow::tool(const QString& id) const {
    auto it = tools_.find(id);
    return it == tools_.end() ? nullptr : it->second;
}

bool MainWindow::activateTool(const QString& id) {
    Tool* t = tool(id);
    if (!t) return false;
    current_ = t;
    view_->setTool(t);
    for (QAction* a : toolGroup_->actions())
        if (a->data().toString() == id) a->setChecked(true);
    updateHint();
    emit toolChanged(id);
    return true;
}

void MainWindow::commitPendingEdits() {
    for (const auto& commit : pendingEditCommitters_) commit();
}

void MainWindow::buildDocks() {
    auto* inspector = new InspectorDock(doc_, this);
    addDockPanel(inspector, Qt::RightDockWidgetArea);
    pendingEditCommitters_.push_back([inspector] { inspector->commitPendingEdits(); });
    connect(selection_, &Selection::changed, inspector, [this, inspector] {
        inspector->setSelectedUnits(selection_->units());
        inspector->setSelectedHexes(selection_->hexes());
    });
    connect(view_, &BoardView::hoveredHexChanged, inspector, &InspectorDock::setHoveredHex);
    connect(inspector, &InspectorDock::selectUnitRequested, this, [this](const QString& id) {
        if (const Unit* u = doc_->scenario().findUnit(id.toStdString()))
            selection_->set({u->id}, u->hex ? std::vector<Offset>{*u->hex} : std::vector<Offset>{});
    });
    connect(inspector, &InspectorDock::unitIdChanged, this, [this](const QString& from, const QString& to) {
        auto units = selection_->units();
        for (auto& id : units)
            if (id == from.toStdString()) id = to.toStdString();
        selection_->setUnits(units);
    });
    connect(inspector, &InspectorDock::requestHexPick, this, [this](bool on) {
        if (on) view_->beginHexPick(); else view_->cancelHexPick();
    });
    connect(view_, &BoardView::hexPicked, inspector, &InspectorDock::entryHexPicked);
    auto* scen = new ScenarioDock(doc_, this);
    addDockPanel(scen, Qt::LeftDockWidgetArea);
    pendingEditCommitters_.push_back([scen] { scen->commitPendingEdits(); });
    connect(scen, &ScenarioDock::requestHexPick, this, [this](bool on) {
        if (on) view_->beginHexPick(); else view_->cancelHexPick();
    });
    connect(view_, &BoardView::hexPicked, scen, &ScenarioDock::hexPicked);
    // History sits with Scenario and Library on the left: the right-hand group has four
    // tabs already, and a fifth would not fit at a usual dock width.
    auto* undoDock = new QDockWidget(tr("History"), this);
    undoDock->setObjectName(QStringLiteral("HistoryDock"));
    undoView_ = new QUndoView(doc_->undoStack(), undoDock);
    undoView_->setEmptyLabel(tr("<opened>"));
    undoDock->setWidget(undoView_);
    addDockPanel(undoDock, Qt::LeftDockWidgetArea);
    buildMoreDocks();
    const QList<QDockWidget*> docks = findChildren<QDockWidget*>();
    if (QDockWidget* left = findChild<QDockWidget*>(QStringLiteral("ScenarioDock"))) {
        tabifyDockWidget(left, undoDock);
        left->raise();
    }
    for (QDockWidget* d : docks) d->setMinimumWidth(220); // below that the forms stop being usable
    QList<QDockWidget*> leftDocks, rightDocks;
    for (QDockWidget* d : docks) (dockWidgetArea(d) == Qt::LeftDockWidgetArea ? leftDocks : rightDocks) << d;
    // Wide enough for the forms without sideways scrolling and for whole tab names.
    if (!leftDocks.isEmpty()) resizeDocks({leftDocks.first()}, {300}, Qt::Horizontal);
    if (!rightDocks.isEmpty()) resizeDocks({rightDocks.first()}, {390}, Qt::Horizontal);
    // The inspector holds a form: give it more height than the lists below it.
    for (QDockWidget* d : docks)
        if (d != inspector && dockWidgetArea(d) == Qt::RightDockWidgetArea && !tabifiedDockWidgets(d).isEmpty()) {
            resizeDocks({inspector, d}, {520, 280}, Qt::Vertical);
            break;
        }
}

bool MainWindow::event(QEvent* e) {
    // Dock tab bars elide names when short of room ("Is...", "H..."): keep whole names
    // and scroll the tabs instead. Bars are made as docks get tabbed, so catch each one.
    if (e->type() == QEvent::ChildPolished)
        if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(e)->child())) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    return QMainWindow::event(e);
}

void MainWindow::addDockPanel(QDockWidget* dock, Qt::DockWidgetArea area) {
    if (dock->objectName().isEmpty()) dock->setObjectName(dock->metaObject()->className());
    addDockWidget(area, dock);
    guardWheel(dock);
    if (docksMenu_) docksMenu_->addAction(dock->toggleViewAction());
    editMode_->addDock(dock);
}

} // namespace muster
