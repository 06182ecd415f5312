#include "eagle_window.h"
#include "editor/shell/battle_saving.h"

#include "editor/commands/eagle_commands.h"
#include "editor/docks/issues_dock.h"
#include "editor/docks/rules_dock.h"
#include "editor/document/eagle_document.h"
#include "editor/render/export/exporter_registry.h"
#include "editor/shell/main_window.h"
#include "editor/widgets/eagle_board_widget.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/io/share_code.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/ruleset.h"

#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

namespace muster {

namespace {

QString armyLabel(const EagleScenario& s, Side side) {
    return side == Side::Union ? EagleWindow::tr("Union: %1").arg(qs(s.army(side).name))
                               : EagleWindow::tr("Confederate: %1").arg(qs(s.army(side).name));
}
} // namespace

EagleScenario EagleWindow::newBattle() {
    EagleScenario s;
    s.title = tr("New Eagle Games battle").toStdString();
    s.size = EagleSize::Major;
    s.points = 30;
    return s;
}

EagleWindow::EagleWindow(EagleScenario s, const QString& filePath, std::shared_ptr<Prompter> prompter, QWidget* parent)
    : QMainWindow(parent), doc_(new EagleDocument(std::move(s), this)), board_(new EagleBoardWidget(doc_)),
      prompter_(std::move(prompter)) {
    setObjectName(QStringLiteral("eagleWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    doc_->setFilePath(filePath);
    BattleSaving::Hooks hooks;
    hooks.text = [this] { return writeEagleJson(doc_->scenario()); };
    hooks.title = [this] { return qs(doc_->scenario().title); };
    hooks.filePath = [this] { return doc_->filePath(); };
    hooks.modified = [this] { return doc_->isModified(); };
    hooks.saved = [this](const QString& path) {
        if (!path.isEmpty()) doc_->setFilePath(path);
        doc_->markSaved();
        updateTitle();
    };
    saving_ = std::make_unique<BattleSaving>(this, prompter_, tr("Eagle Games battle"), std::move(hooks));
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(board_);
    setCentralWidget(scroll);
    buildMenus();
    buildDocks();
    connect(doc_, &EagleDocument::modifiedChanged, this, &EagleWindow::updateTitle);
    connect(doc_, &EagleDocument::filePathChanged, this, &EagleWindow::updateTitle);
    connect(doc_, &EagleDocument::changed, this, &EagleWindow::refresh);
    connect(board_, &EagleBoardWidget::unitSelected, this, &EagleWindow::refreshSelected);
    refresh();
    updateTitle();
    resize(1400, 900);
}

EagleWindow::~EagleWindow() = default;

QAction* EagleWindow::action(const QString& id) const { return findChild<QAction*>(id); }

void EagleWindow::buildMenus() {
    auto named = [](QAction* a, const char* id) {
        a->setObjectName(QString::fromLatin1(id));
        return a;
    };
    QMenu* file = menuBar()->addMenu(tr("&File"));
    saving_->addSaveActions(file, QStringLiteral("eagle"));
    file->addSeparator();
    named(file->addAction(tr("&Export Set-up Sheets..."), QKeySequence(tr("Ctrl+E")), this,
                          [this] {
                              const QString path = prompter_->saveFileName(tr("Export set-up sheets"), sheetBase() + QStringLiteral(".pdf"),
                                                                           sheetFilter());
                              if (!path.isEmpty()) exportTo(path);
                          }),
          "eagleExport");
    named(file->addAction(tr("Export &Union Set-up Sheet..."), this, [this] { exportSheet(Side::Union); }), "eagleSheetUnion");
    named(file->addAction(tr("Export &Confederate Set-up Sheet..."), this, [this] { exportSheet(Side::Confederate); }),
          "eagleSheetConfederate");
    named(file->addAction(tr("Copy S&hare Code"), this, &EagleWindow::copyShareCode), "eagleShareCode");
    file->addSeparator();
    named(file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close), "eagleClose");

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(named(undo, "eagleUndo"));
    edit->addAction(named(redo, "eagleRedo"));
}

void EagleWindow::buildDocks() {
    auto* builder = new QWidget;
    auto* v = new QVBoxLayout(builder);

    auto* battle = new QGroupBox(tr("Battle"));
    auto* bf = new QFormLayout(battle);
    title_ = new QLineEdit;
    title_->setObjectName(QStringLiteral("eagleTitle"));
    bf->addRow(tr("Title"), title_);
    size_ = new QComboBox;
    size_->setObjectName(QStringLiteral("eagleSize"));
    size_->addItem(tr("From the brigade counts"), -1);
    size_->addItem(tr("Major (six brigades a side or more)"), int(EagleSize::Major));
    size_->addItem(tr("Minor (one merged line space)"), int(EagleSize::Minor));
    bf->addRow(tr("Size"), size_);
    points_ = new QSpinBox;
    points_->setObjectName(QStringLiteral("eaglePoints"));
    points_->setRange(0, 999);
    points_->setSpecialValueText(tr("No budget (a free list)"));
    points_->setSuffix(tr(" points a side"));
    bf->addRow(tr("Budget"), points_);
    for (Side side : kAllSides) {
        auto* e = new QLineEdit;
        e->setObjectName(side == Side::Union ? QStringLiteral("eagleUnionName") : QStringLiteral("eagleConfederateName"));
        armyNames_[std::size_t(side)] = e;
        bf->addRow(side == Side::Union ? tr("Union army") : tr("Confederate army"), e);
        connect(e, &QLineEdit::editingFinished, this, [this, side, e] {
            if (!e->text().trimmed().isEmpty()) eagleedit::setArmyName(*doc_, side, e->text().trimmed().toStdString());
        });
    }
    v->addWidget(battle);
    connect(title_, &QLineEdit::editingFinished, this, [this] { eagleedit::setTitle(*doc_, title_->text().toStdString()); });
    connect(size_, &QComboBox::activated, this, [this] {
        const int d = size_->currentData().toInt();
        eagleedit::setSize(*doc_, d < 0 ? std::nullopt : std::optional(EagleSize(d)));
    });
    connect(points_, &QSpinBox::valueChanged, this, [this](int p) {
        eagleedit::setPoints(*doc_, p == 0 ? std::nullopt : std::optional(p));
    });

    auto* add = new QGroupBox(tr("Add a unit"));
    auto* af = new QFormLayout(add);
    addArmy_ = new QComboBox;
    addArmy_->setObjectName(QStringLiteral("eagleAddArmy"));
    for (Side side : kAllSides) addArmy_->addItem(QString(), int(side));
    af->addRow(tr("Army"), addArmy_);
    addType_ = new QComboBox;
    addType_->setObjectName(QStringLiteral("eagleAddType"));
    for (const EagleUnitInfo& t : allEagleUnitTypes()) addType_->addItem(tr("%1 (%2 pts)").arg(qs(t.name)).arg(t.cost), int(t.type));
    af->addRow(tr("Type"), addType_);
    addName_ = new QLineEdit;
    addName_->setObjectName(QStringLiteral("eagleAddName"));
    addName_->setPlaceholderText(tr("(a name is made up)"));
    af->addRow(tr("Name"), addName_);
    addElite_ = new QCheckBox(tr("Elite"));
    addElite_->setObjectName(QStringLiteral("eagleAddElite"));
    af->addRow(QString(), addElite_);
    addSpace_ = new QComboBox;
    addSpace_->setObjectName(QStringLiteral("eagleAddSpace"));
    af->addRow(tr("Space"), addSpace_);
    add_ = new QPushButton(tr("Add"));
    add_->setObjectName(QStringLiteral("eagleAdd"));
    af->addRow(QString(), add_);
    v->addWidget(add);
    auto eliteAllowed = [this] {
        const bool may = eagleUnitInfo(EagleUnitType(addType_->currentData().toInt())).mayBeElite;
        addElite_->setEnabled(may);
        if (!may) addElite_->setChecked(false);
    };
    connect(addType_, &QComboBox::currentIndexChanged, this, eliteAllowed);
    eliteAllowed();
    auto doAdd = [this] {
        EagleUnit u;
        u.side = Side(addArmy_->currentData().toInt());
        u.type = EagleUnitType(addType_->currentData().toInt());
        u.name = addName_->text().trimmed().toStdString();
        u.elite = addElite_->isChecked();
        u.space = EagleSpace(addSpace_->currentData().toInt());
        board_->selectUnit(qs(eagleedit::addUnit(*doc_, u)));
        addName_->clear();
    };
    connect(add_, &QPushButton::clicked, this, doAdd);
    connect(addName_, &QLineEdit::returnPressed, this, doAdd);

    auto* sel = new QGroupBox(tr("Selected unit"));
    auto* sf = new QFormLayout(sel);
    unitName_ = new QLineEdit;
    unitName_->setObjectName(QStringLiteral("eagleUnitName"));
    sf->addRow(tr("Name"), unitName_);
    unitElite_ = new QCheckBox(tr("Elite"));
    unitElite_->setObjectName(QStringLiteral("eagleUnitElite"));
    sf->addRow(QString(), unitElite_);
    unitSpace_ = new QComboBox;
    unitSpace_->setObjectName(QStringLiteral("eagleUnitSpace"));
    sf->addRow(tr("Space"), unitSpace_);
    delete_ = new QPushButton(tr("Delete unit"));
    delete_->setObjectName(QStringLiteral("eagleDeleteUnit"));
    sf->addRow(QString(), delete_);
    v->addWidget(sel);
    v->addStretch(1);
    auto selectedId = [this] { return board_->selectedUnit().toStdString(); };
    connect(unitName_, &QLineEdit::editingFinished, this, [this, selectedId] {
        if (!unitName_->text().trimmed().isEmpty()) eagleedit::renameUnit(*doc_, selectedId(), unitName_->text().trimmed().toStdString());
    });
    connect(unitElite_, &QCheckBox::clicked, this, [this, selectedId](bool on) { eagleedit::setElite(*doc_, selectedId(), on); });
    connect(unitSpace_, &QComboBox::activated, this,
            [this, selectedId] { eagleedit::moveUnit(*doc_, selectedId(), EagleSpace(unitSpace_->currentData().toInt())); });
    connect(delete_, &QPushButton::clicked, this, [this, selectedId] { eagleedit::deleteUnit(*doc_, selectedId()); });

    auto* builderDock = new QDockWidget(tr("Army builder"), this);
    builderDock->setObjectName(QStringLiteral("eagleBuilderDock"));
    builderDock->setWidget(builder);
    addDockWidget(Qt::RightDockWidgetArea, builderDock);

    auto* issuesDock = new QDockWidget(tr("Issues"), this);
    issuesDock->setObjectName(QStringLiteral("eagleIssuesDock"));
    issues_ = new IssuesModel(issuesDock);
    issuesTable_ = new QTableView;
    issuesTable_->setObjectName(QStringLiteral("eagleIssues"));
    issuesTable_->setModel(issues_);
    issuesTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    issuesTable_->setWordWrap(true);
    issuesTable_->verticalHeader()->hide();
    issuesTable_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColSeverity, QHeaderView::ResizeToContents);
    issuesTable_->horizontalHeader()->setSectionResizeMode(IssuesModel::ColMessage, QHeaderView::Stretch);
    issuesTable_->hideColumn(IssuesModel::ColSection);
    issuesTable_->hideColumn(IssuesModel::ColHexes);
    issuesDock->setWidget(issuesTable_);
    addDockWidget(Qt::BottomDockWidgetArea, issuesDock);
    // Clicking an issue selects its first unit.
    connect(issuesTable_, &QTableView::clicked, this, [this](const QModelIndex& i) {
        const auto& list = issues_->issues();
        if (i.row() < int(list.size()) && !list[size_t(i.row())].units.empty()) board_->selectUnit(qs(list[size_t(i.row())].units.front()));
    });

    rules_ = new RulesDock(this);
    rules_->setCurrentGame(qs(eagleGamesRuleset().referenceKey));
    addDockWidget(Qt::RightDockWidgetArea, rules_);
    tabifyDockWidget(builderDock, rules_);
    builderDock->raise();
    resizeDocks({builderDock}, {380}, Qt::Horizontal);
    resizeDocks({issuesDock}, {190}, Qt::Vertical);
}

void EagleWindow::refreshSpaceBoxes() {
    const EagleScenario& s = doc_->scenario();
    const EagleSize size = eagleSize(s);
    std::vector<EagleSpace> spaces = eagleLineSpaces(size);
    spaces.insert(spaces.begin(), EagleSpace::Reserve);
    for (QComboBox* box : {addSpace_, unitSpace_}) {
        const QSignalBlocker block(box);
        const QVariant keep = box->currentData();
        box->clear();
        for (EagleSpace sp : spaces) box->addItem(qs(eagleSpaceInfo(sp).name), int(sp));
        const int at = box->findData(keep);
        box->setCurrentIndex(at >= 0 ? at : 0);
    }
}

void EagleWindow::refresh() {
    const EagleScenario& s = doc_->scenario();
    auto setText = [](QLineEdit* e, const QString& t) {
        if (e->text() != t && !e->hasFocus()) {
            const QSignalBlocker block(e);
            e->setText(t);
        }
    };
    setText(title_, qs(s.title));
    for (Side side : kAllSides) {
        setText(armyNames_[std::size_t(side)], qs(s.army(side).name));
        addArmy_->setItemText(addArmy_->findData(int(side)), armyLabel(s, side));
    }
    {
        const QSignalBlocker b1(size_), b2(points_);
        size_->setCurrentIndex(size_->findData(s.size ? int(*s.size) : -1));
        points_->setValue(s.points.value_or(0));
    }
    refreshSpaceBoxes();
    issues_->setIssues(doc_->issues(), BoardGeometry{});
    issuesTable_->resizeColumnToContents(IssuesModel::ColRule);
    issuesTable_->resizeRowsToContents();
    refreshSelected();
    updateTitle();
}

void EagleWindow::refreshSelected() {
    const EagleUnit* u = doc_->unit(board_->selectedUnit().toStdString());
    for (QWidget* w : std::initializer_list<QWidget*>{unitName_, unitElite_, unitSpace_, delete_}) w->setEnabled(u != nullptr);
    const QSignalBlocker b1(unitName_), b2(unitElite_), b3(unitSpace_);
    if (!u) {
        unitName_->clear();
        unitElite_->setChecked(false);
        return;
    }
    if (!unitName_->hasFocus() || unitName_->text().isEmpty()) unitName_->setText(qs(u->name));
    unitElite_->setChecked(u->elite);
    unitElite_->setEnabled(eagleUnitInfo(u->type).mayBeElite);
    if (unitSpace_->findData(int(u->space)) < 0) unitSpace_->addItem(qs(eagleSpaceInfo(u->space).name), int(u->space));
    unitSpace_->setCurrentIndex(unitSpace_->findData(int(u->space)));
}

void EagleWindow::updateTitle() {
    const QString name = doc_->filePath().isEmpty() ? qs(doc_->scenario().title) : QFileInfo(doc_->filePath()).fileName();
    setWindowTitle(tr("%1[*] - Eagle Games battle board (002) - Muster").arg(name));
    setWindowModified(doc_->isModified());
}





QString EagleWindow::sheetBase() const {
    return doc_->filePath().isEmpty() ? qs(doc_->scenario().title) : QFileInfo(doc_->filePath()).completeBaseName();
}

QString EagleWindow::sheetFilter() {
    QStringList patterns;
    for (const std::string& f : eagleGamesRuleset().exporters) patterns << QStringLiteral("*.") + qs(f);
    return tr("Set-up sheets (%1)").arg(patterns.join(QLatin1Char(' ')));
}

QString EagleWindow::sidePath(const QString& path, Side side) {
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/')), dot = path.lastIndexOf(QLatin1Char('.'));
    const qsizetype at = dot > slash + 1 ? dot : path.size();
    return path.left(at) + (side == Side::Union ? QStringLiteral("-union") : QStringLiteral("-confederate")) + path.mid(at);
}

QStringList EagleWindow::exportTo(const QString& path, std::optional<Side> only) {
    const Exporter* fmt = ExporterRegistry::instance().forPath(path);
    const Ruleset& r = eagleGamesRuleset();
    if (!fmt || !r.exportsTo(fmt->name())) {
        QStringList formats;
        for (const std::string& f : r.exporters) formats << QStringLiteral(".") + qs(f);
        prompter_->warn(tr("Cannot export"), tr("%1: an Eagle Games set-up sheet is written as %2; choose one of these endings.")
                                                 .arg(path, formats.join(QStringLiteral(", "))));
        return {};
    }
    QStringList written;
    try {
        for (Side side : kAllSides)
            if (!only || *only == side)
                written << fmt->writeEagle(doc_->scenario(), side, QFile::encodeName(only ? path : sidePath(path, side)).toStdString(),
                                           ExportOptions{});
    } catch (const std::exception& e) {
        prompter_->warn(tr("Cannot export"), tr("Could not export %1: %2").arg(path, qs(e.what())));
        return {};
    }
    statusBar()->showMessage(tr("Wrote %1").arg(written.join(QStringLiteral(", "))), 5000);
    return written;
}

void EagleWindow::exportSheet(Side side) {
    const QString path = prompter_->saveFileName(
        tr("Export set-up sheet"), sidePath(sheetBase() + QStringLiteral(".pdf"), side), sheetFilter());
    if (!path.isEmpty()) exportTo(path, side);
}

void EagleWindow::copyShareCode() {
    const std::string code = encodeShareCodeJson(writeEagleJson(doc_->scenario()));
    QGuiApplication::clipboard()->setText(QString::fromStdString(code));
    statusBar()->showMessage(tr("Share code copied (%1 characters): File > Open Share Code or muster-cli share --decode "
                                "reads it back")
                                 .arg(code.size()),
                             8000);
}


bool EagleWindow::save() { return saving_->save(); }
bool EagleWindow::saveAs() { return saving_->saveAs(); }
bool EagleWindow::saveToFile(const QString& path) { return saving_->saveToFile(path); }
bool EagleWindow::saveToLibrary() { return saving_->saveToLibrary(); }
bool EagleWindow::maybeSave() { return saving_->maybeSave(); }
void EagleWindow::setLibraryBattle(BattleId id) { saving_->setLibraryBattle(id); }
std::optional<BattleId> EagleWindow::libraryBattle() const { return saving_->libraryBattle(); }

void EagleWindow::closeEvent(QCloseEvent* e) {
    if (saving_->mayClose()) e->accept();
    else e->ignore();
}

EagleWindow* showEagleWindow(MainWindow& w, const EagleScenario& s, const QString& filePath) {
    auto* e = new EagleWindow(s, filePath, w.sharedPrompter());
    e->show();
    return e;
}

EagleWindow* showEagleShareCode(MainWindow& w, const QString& code) {
    EagleScenario s;
    try {
        const std::string json = decodeShareCodeJson(code.toStdString());
        const Ruleset* r = findRuleset(peekRuleset(json));
        if (!r || r->board != BoardKind::BattleBoard) return nullptr;
        s = readEagleJson(json, "share code");
    } catch (const std::exception&) {
        return nullptr;
    }
    EagleWindow* e = showEagleWindow(w, s);
    e->document()->markUnsaved();
    return e;
}

} // namespace muster
