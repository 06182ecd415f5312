// MainWindow: building the window from its parts (tools, option bar, menus, docks, play
// mode, context menu, recovery, output), the tools on the board, the title and docking.
#include "main_window.h"
#include "editor/shell/dock_layout.h"
#include "editor/shell/window_shortcuts_first.h"

#include "editor/shell/action_registry.h"
#include "editor/shell/board_context_menu.h"
#include "editor/docks/library_dock.h"
#include "editor/docks/scenario_dock.h"
#include "editor/docks/terrain_palette.h"
#include "editor/widgets/wheel_guard.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/shell/document_controller.h"
#include "editor/shell/document_recovery.h"
#include "editor/shell/edit_docks.h"
#include "editor/shell/edit_mode.h"
#include "editor/shell/mode_switch.h"
#include "editor/play/play_controller.h"
#include "editor/play/play_tool.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/shell/sheet_output.h"
#include "editor/shell/status_hints.h"
#include "editor/view/tool.h"
#include "editor/tools/tool_options.h"
#include "editor/tools/tool_options_bar.h"
#include "editor/tools/tool_set.h"
#include "editor/view/board_view.h"
#include "editor/shell/window_menus.h"

#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>

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

    tools_ = new ToolSet(this);
    tools_->addEditingTools(ToolContext{doc_, selection_, view_, options_.get()});
    connect(tools_, &ToolSet::activated, this, &MainWindow::toolActivated);
    connect(tools_, &ToolSet::optionsChanged, this, [this] { refreshOptionWidgets(); updateHint(); });
    connect(tools_, &ToolSet::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    optionsBar_ = new ToolOptionsBar(*options_, this);
    connect(optionsBar_, &ToolOptionsBar::edited, this, [this] { refreshOptionWidgets(); updateHint(); });

    menus_ = new WindowMenus(this, *editMode_, *tools_, *optionsBar_);
    buildToolBars();
    docks_ = new EditDocks(this);
    connect(docks_->dock<TerrainPalette>(), &TerrainPalette::terrainChosen, this, [this](Terrain t) {
        options_->terrain = t;
        activateTool(QStringLiteral("brush"));
        refreshOptionWidgets();
    });
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
    contextMenu_ = new BoardContextMenu(this);

    recovery_ = new DocumentRecovery(this);
    output_ = new SheetOutput(this);
    layout_ = new DockLayout(this, editMode_->modeId());  // every dock exists; none restored yet
    new WindowShortcutsFirst(this);                         // Ctrl+E while typing in a field

    readSettings();
    if (!tools_->current()) activateTool(QStringLiteral("select"));
    updateTitle();
}

void MainWindow::updateHint() {
    tools_->refreshTips();  // a tool button's tip names the terrain, side or unit chosen now
    // In play mode the board's tool is the play tool: its hint, not the editing tool's.
    if (play_ && play_->isPlaying()) status_->setHint(play_->tool()->hint());
    else if (Tool* t = tools_->current()) status_->setHint(t->hint());
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
    setWindowTitle(tr("%1[*] - Muster").arg(oneLineShown(name)));
    setWindowModified(doc_->isModified());
}

void MainWindow::setPrompter(std::shared_ptr<Prompter> p) {
    prompter_ = std::move(p);
    docks_->dock<LibraryDock>()->setPrompter(prompter_);
    docks_->dock<ScenarioDock>()->setPrompter(prompter_);
}

MainWindow::~MainWindow() {
    // The view and tools refer to the document: take them down first.
    view_->setTool(nullptr);
    // Children die after this destructor: none of their signals may reach our slots then.
    for (QObject* o : findChildren<QObject*>()) QObject::disconnect(o, nullptr, this, nullptr);
}

Tool* MainWindow::tool(const QString& id) const { return tools_->tool(id); }
Tool* MainWindow::currentTool() const { return tools_->current(); }
bool MainWindow::activateTool(const QString& id) { return tools_->activate(id); }

void MainWindow::toolActivated(Tool* t) {
    view_->setTool(t);
    updateHint();
    emit toolChanged(t->id());
}

void MainWindow::buildToolBars() {
    QToolBar* tb = addToolBar(tr("Tools"));
    tb->setObjectName(QStringLiteral("ToolsToolBar"));
    tb->setIconSize(QSize(24, 24));
    tb->addActions(tools_->actions());
    editMode_->addToolBar(tb);
    addToolBar(optionsBar_);
    editMode_->addToolBar(optionsBar_);
}

void MainWindow::refreshOptionWidgets() {
    // Options change from the eyedropper, shortcuts, the palette and settings: show them.
    optionsBar_->refresh();
    if (docks_) docks_->dock<TerrainPalette>()->setCurrent(options_->terrain);
}

QMenu* MainWindow::boardContextMenu(QPointF boardPos) { return contextMenu_->menuAt(boardPos); }

void MainWindow::commitPendingEdits() { docks_->commitPendingEdits(); }
LibraryDock* MainWindow::libraryDock() const { return docks_->dock<LibraryDock>(); }

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
    if (menus_) menus_->docksMenu()->addAction(dock->toggleViewAction());
    editMode_->addDock(dock);
    if (layout_) layout_->adopt(dock);
}

} // namespace muster
