#include "grid_window.h"

#include "editor/docks/grid_unit_dock.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/grid_document.h"
#include "editor/tools/tool_icons.h"
#include "editor/view/grid_board_view.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/atomic_file.h"
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

namespace {
QString gridFilter() { return GridWindow::tr("Muster scenarios (*.json);;All files (*)"); }

std::string readGridText(const QString& path) {
    const std::string p = QFile::encodeName(path).toStdString();
    try {
        return readRegularFile(p, ReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw ScenarioReadError(p, "", e.reason());
    }
}
} // namespace

bool GridWindow::isGridFile(const QString& path) {
    try {
        const Ruleset* r = findRuleset(peekRuleset(readGridText(path)));
        return r && r->board == BoardKind::SquareGrid;
    } catch (const std::exception&) {
        return false;  // unreadable: the hex reader says why
    }
}

GridWindow* GridWindow::open(const QString& path, std::shared_ptr<Prompter> prompter) {
    GridScenario s;
    try {
        s = readGridJson(readGridText(path), QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        prompter->warn(tr("Cannot open scenario"), qs(e.what()));
        return nullptr;
    }
    return new GridWindow(std::move(s), QFileInfo(path).absoluteFilePath(), std::move(prompter));
}

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
    setCentralWidget(view_);
    buildMenus();
    buildToolBar();
    buildDocks();
    connect(doc_, &GridDocument::modifiedChanged, this, &GridWindow::updateTitle);
    connect(doc_, &GridDocument::filePathChanged, this, &GridWindow::updateTitle);
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
    named(file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { save(); }), "gridSave");
    named(file->addAction(tr("Save &As..."), QKeySequence::SaveAs, this, [this] { saveAs(); }), "gridSaveAs");
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
    tileDock_ = new GridUnitDock(doc_, view_, this);
    addDockWidget(Qt::RightDockWidgetArea, tileDock_);

    auto* issuesDock = new QDockWidget(tr("Issues"), this);
    issuesDock->setObjectName(QStringLiteral("gridIssuesDock"));
    issues_ = new IssuesModel(issuesDock);
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
    resizeDocks({tileDock_}, {470}, Qt::Horizontal);
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

bool GridWindow::save() { return doc_->filePath().isEmpty() ? saveAs() : saveToFile(doc_->filePath()); }

bool GridWindow::saveAs() {
    const QString suggested = doc_->filePath().isEmpty() ? qs(doc_->scenario().title) + QStringLiteral(".json") : doc_->filePath();
    const QString path = prompter_->saveFileName(tr("Save square-grid battle"), suggested, gridFilter());
    return !path.isEmpty() && saveToFile(path);
}

bool GridWindow::saveToFile(const QString& path) {
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), writeGridJson(doc_->scenario()));
    } catch (const std::exception& e) {
        prompter_->warn(tr("Cannot save scenario"), tr("Could not save %1: %2").arg(path, qs(e.what())));
        return false;
    }
    doc_->setFilePath(QFileInfo(path).absoluteFilePath());
    doc_->markSaved();
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
    return true;
}

bool GridWindow::maybeSave() {
    if (!doc_->isModified()) return true;
    switch (prompter_->ask(tr("Save changes?"), tr("The square-grid battle \"%1\" has unsaved changes.").arg(qs(doc_->scenario().title)))) {
    case Prompter::Save::Save: return save();
    case Prompter::Save::Discard: return true;
    case Prompter::Save::Cancel: return false;
    }
    return false;
}

void GridWindow::closeEvent(QCloseEvent* e) {
    if (maybeSave()) e->accept();
    else e->ignore();
}

} // namespace muster
