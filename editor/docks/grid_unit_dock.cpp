#include "grid_unit_dock.h"

#include "editor/commands/grid_commands.h"
#include "editor/document/grid_document.h"
#include "editor/view/grid_board_view.h"
#include "editor/widgets/qstring_util.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

GridUnitDock::GridUnitDock(GridDocument* doc, GridBoardView* view, QWidget* parent)
    : QDockWidget(tr("Tile"), parent), doc_(doc), view_(view) {
    setObjectName(QStringLiteral("gridUnitDock"));
    auto* body = new QWidget;
    auto* v = new QVBoxLayout(body);
    tile_ = new QLabel;
    tile_->setObjectName(QStringLiteral("gridTileText"));
    tile_->setWordWrap(true);
    v->addWidget(tile_);
    auto* form = new QFormLayout;
    sp_ = new QSpinBox;
    sp_->setObjectName(QStringLiteral("gridUnitSp"));
    facing_ = new QComboBox;
    facing_->setObjectName(QStringLiteral("gridUnitFacing"));
    for (Facing f : {Facing::North, Facing::East, Facing::South, Facing::West})
        facing_->addItem(qs(toString(f)), int(f));
    form->addRow(tr("Strength points"), sp_);
    form->addRow(tr("Facing (R, Shift+R, wheel)"), facing_);
    v->addLayout(form);
    delete_ = new QPushButton(tr("Delete unit"));
    delete_->setObjectName(QStringLiteral("gridUnitDelete"));
    v->addWidget(delete_);
    v->addWidget(buildObjective());
    auto* losHead = new QLabel(tr("<b>Line of sight</b> (LOS tool: drag from tile to tile)"));
    losHead->setWordWrap(true);
    v->addWidget(losHead);
    los_ = new QLabel(tr("None asked yet."));
    los_->setObjectName(QStringLiteral("gridLosText"));
    los_->setWordWrap(true);
    v->addWidget(los_);
    v->addStretch(1);
    setWidget(body);

    connect(sp_, &QSpinBox::valueChanged, this, [this](int n) {
        const auto t = view_->selectedTile();
        const GridUnit* u = t ? gridUnitAt(doc_->scenario(), *t) : nullptr;
        if (filling_ || !u) return;
        gridedit::setUnitSp(*doc_, u->id, n);
    });
    connect(facing_, &QComboBox::activated, this, [this] {
        const auto t = view_->selectedTile();
        const GridUnit* u = t ? gridUnitAt(doc_->scenario(), *t) : nullptr;
        if (filling_ || !u) return;
        gridedit::setUnitFacing(*doc_, u->id, Facing(facing_->currentData().toInt()));
    });
    connect(delete_, &QPushButton::clicked, this, [this] {
        if (const auto t = view_->selectedTile()) gridedit::deleteUnitsAt(*doc_, *t);
    });
    connect(doc_, &GridDocument::changed, this, &GridUnitDock::refresh);
    connect(view_, &GridBoardView::selectionChanged, this, &GridUnitDock::refresh);
    connect(view_, &GridBoardView::losChanged, this, &GridUnitDock::refreshLos);
    refresh();
}

void GridUnitDock::refresh() {
    filling_ = true;
    const GridScenario& s = doc_->scenario();
    const auto t = view_->selectedTile();
    const GridUnit* u = t && s.contains(*t) ? gridUnitAt(s, *t) : nullptr;
    if (!t || !s.contains(*t)) {
        tile_->setText(tr("Click a tile with the Select tool (S)."));
    } else {
        QString text = tr("Tile %1: %2").arg(qs(tileLabel(s, *t)), qs(gridTerrainInfo(GridTerrainMap(s).at(*t)).name));
        for (const GridUnit& x : s.units)
            if (x.tile == *t)
                text += QStringLiteral("<br>") + tr("%1 (%2, %3)").arg(qs(x.name), qs(s.side(x.side).name), qs(gridUnitInfo(x.type).name));
        tile_->setText(text);
    }
    const bool block = u && u->type != GridUnitType::Commander;
    sp_->setEnabled(block);
    facing_->setEnabled(block);
    delete_->setEnabled(u != nullptr);
    if (block) {
        sp_->setRange(1, gridUnitInfo(u->type).fullSp);
        sp_->setValue(effectiveSp(*u));
        facing_->setCurrentIndex(facing_->findData(int(effectiveFacing(s, *u))));
    }
    const int obj = t && s.contains(*t) ? gridObjectiveAt(s, *t) : -1;
    objective_->setEnabled(obj >= 0);
    objective_->setTitle(obj >= 0 ? tr("Objective") : tr("Objective (none here: Objective tool, O)"));
    for (Side side : kAllSides) objHolder_->setItemText(objHolder_->findData(int(side)), qs(s.side(side).name));
    if (obj >= 0) {
        const GridObjective& o = s.objectives[std::size_t(obj)];
        objValue_->setValue(o.value);
        if (objLabel_->text() != qs(o.label)) objLabel_->setText(qs(o.label));
        objHolder_->setCurrentIndex(objHolder_->findData(o.side ? int(*o.side) : -1));
    } else {
        objValue_->setValue(1);
        objLabel_->clear();
        objHolder_->setCurrentIndex(0);
    }
    filling_ = false;
}

QGroupBox* GridUnitDock::buildObjective() {
    objective_ = new QGroupBox;
    objective_->setObjectName(QStringLiteral("gridObjective"));
    auto* f = new QFormLayout(objective_);
    objValue_ = new QSpinBox;
    objValue_->setObjectName(QStringLiteral("gridObjectiveValue"));
    objValue_->setRange(1, 99);
    objValue_->setSuffix(tr(" VP"));
    objValue_->setKeyboardTracking(false);
    objLabel_ = new QLineEdit;
    objLabel_->setObjectName(QStringLiteral("gridObjectiveLabel"));
    objLabel_->setPlaceholderText(tr("e.g. the bridge"));
    objHolder_ = new QComboBox;
    objHolder_->setObjectName(QStringLiteral("gridObjectiveHolder"));
    objHolder_->addItem(tr("No side"), -1);
    for (Side side : kAllSides) objHolder_->addItem(qs(doc_->scenario().side(side).name), int(side));
    f->addRow(tr("Value"), objValue_);
    f->addRow(tr("Label"), objLabel_);
    f->addRow(tr("Held at start by"), objHolder_);
    connect(objValue_, &QSpinBox::valueChanged, this, [this](int n) { editObjective(0, [n](GridObjective& o) { o.value = n; }); });
    // Each key is an edit, and the run of them one undo step (they merge).
    connect(objLabel_, &QLineEdit::textEdited, this, [this](const QString& text) {
        editObjective(1, [label = text.toStdString()](GridObjective& o) { o.label = label; });
    });
    connect(objHolder_, &QComboBox::activated, this, [this] {
        const int side = objHolder_->currentData().toInt();
        editObjective(2, [side](GridObjective& o) { o.side = side < 0 ? std::nullopt : std::optional(Side(side)); });
    });
    return objective_;
}

void GridUnitDock::editObjective(int part, const std::function<void(GridObjective&)>& edit) {
    const auto t = view_->selectedTile();
    const int i = t ? gridObjectiveAt(doc_->scenario(), *t) : -1;
    if (filling_ || i < 0) return;
    GridObjective o = doc_->scenario().objectives[std::size_t(i)];
    edit(o);
    gridedit::setObjective(*doc_, std::size_t(i), o, part);
}

void GridUnitDock::refreshLos() {
    const auto& los = view_->los();
    if (!los) return;
    const GridScenario& s = doc_->scenario();
    QString text = tr("%1 to %2, %3 tiles: ").arg(qs(tileLabel(s, los->from)), qs(tileLabel(s, los->to))).arg(los->answer.distance);
    if (los->answer.clear) {
        text += tr("clear");
    } else {
        const GridTerrainMap terrain(s);
        QStringList by;
        for (Offset b : los->answer.blockedBy) by << tr("%1 (%2)").arg(qs(tileLabel(s, b)), qs(gridTerrainInfo(terrain.at(b)).name));
        text += tr("blocked by %1").arg(by.join(QStringLiteral(", ")));
    }
    los_->setText(text);
}

} // namespace muster
