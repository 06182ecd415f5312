#include "grid_window.h"
#include "editor/shell/battle_saving.h"

#include "editor/docks/grid_battle_dock.h"
#include "editor/docks/grid_unit_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/render/export/exporter_registry.h"
#include "editor/document/grid_document.h"
#include "editor/tools/tool_icons.h"
#include "editor/view/grid_board_view.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

namespace muster {

GridScenario GridWindow::newBattle(int columns, int rows) {
    GridScenario s;
    s.title = tr("New square-grid battle").toStdString();
    s.columns = columns;
    s.rows = rows;
    return s;
}

GridWindow::GridWindow(GridScenario s, const QString& filePath, std::shared_ptr<Prompter> prompter, QWidget* parent)
    : QMainWindow(parent), doc_(new GridDocument(std::move(s), this)), view_(new GridBoardView(doc_, this)),
      prompter_(std::move(prompter)) {
    setObjectName(QStringLiteral("gridWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    doc_->setFilePath(filePath);
    BattleSaving::Hooks hooks;
    hooks.text = [this] { return writeGridJson(doc_->scenario()); };
    hooks.title = [this] { return qs(doc_->scenario().title); };
    hooks.filePath = [this] { return doc_->filePath(); };
    hooks.modified = [this] { return doc_->isModified(); };
    hooks.saved = [this](const QString& path) {
        if (!path.isEmpty()) doc_->setFilePath(path);
        doc_->markSaved();
        updateTitle();
    };
    hooks.commitPending = [this] {
        if (battle_) battle_->commitPendingEdits();
    };
    saving_ = std::make_unique<BattleSaving>(this, prompter_, tr("square-grid battle"), std::move(hooks));
    setCentralWidget(view_);
    buildMenus();
    buildToolBar();
    buildDocks();
    connect(doc_, &GridDocument::modifiedChanged, this, &GridWindow::updateTitle);
    connect(doc_, &GridDocument::filePathChanged, this, &GridWindow::updateTitle);
    connect(doc_, &GridDocument::changed, this, &GridWindow::updateTitle);  // a new battle is named by its title
    connect(doc_, &GridDocument::issuesChanged, this, &GridWindow::refreshIssues);
    connect(view_, &GridBoardView::hoverChanged, this, [this] {
        const auto t = view_->hoverTile();
        const GridScenario& sc = doc_->scenario();
        if (!t) return statusBar()->clearMessage();
        statusBar()->showMessage(tr("Tile %1: %2").arg(qs(tileLabel(sc, *t)), qs(gridTerrainInfo(GridTerrainMap(sc).at(*t)).name)));
    });
    refreshIssues();
    updateTitle();
    resize(1280, 860);
}

GridWindow::~GridWindow() = default;

QAction* GridWindow::action(const QString& id) const { return findChild<QAction*>(id); }

void GridWindow::buildMenus() {
    auto named = [](QAction* a, const char* id) {
        a->setObjectName(QString::fromLatin1(id));
        return a;
    };
    QMenu* file = menuBar()->addMenu(tr("&File"));
    saving_->addSaveActions(file, QStringLiteral("grid"));
    named(file->addAction(tr("&Export..."), QKeySequence(tr("Ctrl+E")), this,
                          [this] {
                              QStringList patterns;
                              for (const std::string& f : squareGridRuleset().exporters)
                                  patterns << QStringLiteral("*.") + qs(f);
                              const QString path = prompter_->saveFileName(
                                  tr("Export square-grid battle"), qs(doc_->scenario().title) + QStringLiteral(".pdf"),
                                  tr("Sheets, maps and modules (%1)").arg(patterns.join(QLatin1Char(' '))));
                              if (!path.isEmpty()) exportTo(path);
                          }),
          "gridExport");
    file->addSeparator();
    named(file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close), "gridClose");

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(named(undo, "gridUndo"));
    edit->addAction(named(redo, "gridRedo"));

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    named(viewMenu->addAction(tr("&Fit Board"), QKeySequence(tr("Ctrl+0")), view_, &GridBoardView::fitToWindow), "gridFit");
    named(viewMenu->addAction(tr("Turn Unit &Clockwise"), QKeySequence(tr("R")), this, [this] { view_->rotateAtCursor(true); }),
          "gridRotateCw");
    named(viewMenu->addAction(tr("Turn Unit Co&unter-clockwise"), QKeySequence(tr("Shift+R")), this,
                              [this] { view_->rotateAtCursor(false); }),
          "gridRotateCcw");
}

void GridWindow::buildToolBar() {
    QToolBar* bar = addToolBar(tr("Grid tools"));
    bar->setObjectName(QStringLiteral("gridTools"));
    auto* group = new QActionGroup(this);
    struct Entry {
        GridTool tool;
        const char* id;
        QString name;
        QIcon icon;
        const char* key;
    };
    const Entry entries[] = {
        {GridTool::Select, "select", tr("Select"), toolicons::select(), "S"},
        {GridTool::Brush, "brush", tr("Brush"), toolicons::brush(), "B"},
        {GridTool::Eraser, "eraser", tr("Eraser"), toolicons::eraser(), "E"},
        {GridTool::Unit, "unit", tr("Unit"), toolicons::unit(), "U"},
        {GridTool::Objective, "objective", tr("Objective"), toolicons::vpMarker(), "O"},
        {GridTool::Delete, "delete", tr("Delete"), toolicons::erase(), "D"},
        {GridTool::Los, "los", tr("Line of sight"), toolicons::lineOfSight(), "L"},
    };
    for (const Entry& e : entries) {
        QAction* a = bar->addAction(e.icon, e.name);
        a->setObjectName(QStringLiteral("gridTool_") + QString::fromLatin1(e.id));
        a->setShortcut(QKeySequence(QString::fromLatin1(e.key)));
        a->setToolTip(tr("%1 (%2)").arg(e.name, QString::fromLatin1(e.key)));
        a->setCheckable(true);
        a->setChecked(e.tool == view_->tool());
        group->addAction(a);
        const GridTool t = e.tool;
        connect(a, &QAction::triggered, this, [this, t] { view_->setTool(t); });
    }
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Terrain ")));
    terrainBox_ = new QComboBox;
    terrainBox_->setObjectName(QStringLiteral("gridTerrain"));
    for (const GridTerrainInfo& t : allGridTerrain()) terrainBox_->addItem(qs(t.name), int(t.type));
    terrainBox_->setCurrentIndex(terrainBox_->findData(int(view_->options().terrain)));
    bar->addWidget(terrainBox_);
    bar->addWidget(new QLabel(tr(" Unit ")));
    unitBox_ = new QComboBox;
    unitBox_->setObjectName(QStringLiteral("gridUnitType"));
    for (const GridUnitInfo& u : allGridUnitTypes()) unitBox_->addItem(qs(u.name), int(u.type));
    bar->addWidget(unitBox_);
    sideBox_ = new QComboBox;
    sideBox_->setObjectName(QStringLiteral("gridSide"));
    for (Side s : kAllSides) sideBox_->addItem(qs(doc_->scenario().side(s).name), int(s));
    bar->addWidget(sideBox_);
    connect(doc_, &GridDocument::changed, sideBox_, [this] {  // the sides' names may have changed
        for (Side s : kAllSides) sideBox_->setItemText(sideBox_->findData(int(s)), qs(doc_->scenario().side(s).name));
    });
    // Picking an option picks the tool that uses it, as the hex editor's palette does.
    connect(terrainBox_, &QComboBox::activated, this, [this] {
        view_->options().terrain = GridTerrain(terrainBox_->currentData().toInt());
        action(QStringLiteral("gridTool_brush"))->trigger();
    });
    auto unitPicked = [this] {
        view_->options().unitType = GridUnitType(unitBox_->currentData().toInt());
        view_->options().side = Side(sideBox_->currentData().toInt());
        action(QStringLiteral("gridTool_unit"))->trigger();
    };
    connect(unitBox_, &QComboBox::activated, this, unitPicked);
    connect(sideBox_, &QComboBox::activated, this, unitPicked);
}

void GridWindow::buildDocks() {
    battle_ = new GridBattleDock(doc_, this);
    addDockWidget(Qt::LeftDockWidgetArea, battle_);
    connect(battle_, &GridBattleDock::objectiveActivated, this, [this](Offset t) { view_->selectTile(t); });
    tileDock_ = new GridUnitDock(doc_, view_, this);
    addDockWidget(Qt::RightDockWidgetArea, tileDock_);

    auto* issuesDock = new QDockWidget(tr("Issues"), this);
    issuesDock->setObjectName(QStringLiteral("gridIssuesDock"));
    issues_ = new IssuesModel(issuesDock);
    issues_->setLocationHeader(tr("Tiles"));
    issuesTable_ = new QTableView;
    issuesTable_->setObjectName(QStringLiteral("gridIssues"));
    issuesTable_->setModel(issues_);
    issuesTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    issuesTable_->setWordWrap(true);
    issuesTable_->verticalHeader()->hide();
    issuesTable_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColSeverity, QHeaderView::ResizeToContents);
    issuesTable_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColMessage, QHeaderView::Stretch);
    issuesTable_->hideColumn(IssuesModel::ColSection);
    issuesDock->setWidget(issuesTable_);
    addDockWidget(Qt::RightDockWidgetArea, issuesDock);
    // Clicking an issue selects its first tile.
    connect(issuesTable_, &QTableView::clicked, this, [this](const QModelIndex& i) {
        const auto& list = issues_->issues();
        if (i.row() < int(list.size()) && !list[size_t(i.row())].hexes.empty()) view_->selectTile(list[size_t(i.row())].hexes.front());
    });

    rules_ = new RulesDock(this);
    rules_->setCurrentGame(qs(squareGridRuleset().referenceKey));
    addDockWidget(Qt::RightDockWidgetArea, rules_);
    tabifyDockWidget(issuesDock, rules_);
    issuesDock->raise();
    resizeDocks({tileDock_, issuesDock}, {220, 560}, Qt::Vertical);
    resizeDocks({tileDock_, battle_}, {470, 300}, Qt::Horizontal);
}

void GridWindow::refreshIssues() {
    BoardGeometry b;
    b.columns = doc_->scenario().columns;
    b.rows = doc_->scenario().rows;
    issues_->setIssues(doc_->issues(), b);
    issuesTable_->resizeColumnToContents(IssuesModel::ColRule);
    issuesTable_->resizeRowsToContents();
}

void GridWindow::updateTitle() {
    const QString name = doc_->filePath().isEmpty() ? qs(doc_->scenario().title) : QFileInfo(doc_->filePath()).fileName();
    setWindowTitle(tr("%1[*] - Square grid (003) - Muster").arg(name));
    setWindowModified(doc_->isModified());
}





bool GridWindow::exportTo(const QString& path) {
    const Exporter* fmt = ExporterRegistry::instance().forPath(path);
    const Ruleset& r = squareGridRuleset();
    if (!fmt || !r.exportsTo(fmt->name())) {
        QStringList formats;
        for (const std::string& f : r.exporters) formats << QStringLiteral(".") + qs(f);
        prompter_->warn(tr("Cannot export"), tr("%1: a square-grid battle is exported as %2; choose one of these endings.")
                                                 .arg(path, formats.join(QStringLiteral(", "))));
        return false;
    }
    try {
        const QStringList written = fmt->writeGrid(doc_->scenario(), QFile::encodeName(path).toStdString(), ExportOptions{});
        statusBar()->showMessage(tr("Exported %n file(s): %1", nullptr, int(written.size())).arg(written.join(QStringLiteral(", "))), 5000);
        return true;
    } catch (const std::exception& e) {
        prompter_->warn(tr("Cannot export"), tr("Could not export %1: %2").arg(path, qs(e.what())));
        return false;
    }
}


// Text typed in the Battle dock but not yet committed is part of what is saved.
bool GridWindow::save() { return saving_->save(); }
bool GridWindow::saveAs() { return saving_->saveAs(); }
bool GridWindow::saveToFile(const QString& path) { return saving_->saveToFile(path); }
bool GridWindow::saveToLibrary() { return saving_->saveToLibrary(); }
bool GridWindow::maybeSave() { return saving_->maybeSave(); }
void GridWindow::setLibraryBattle(BattleId id) { saving_->setLibraryBattle(id); }
std::optional<BattleId> GridWindow::libraryBattle() const { return saving_->libraryBattle(); }

void GridWindow::closeEvent(QCloseEvent* e) {
    if (saving_->mayClose()) e->accept();
    else e->ignore();
}

} // namespace muster
