#include "victory_editor.h"
#include "editor/render/scenario_text.h"
#include "editor/widgets/qstring_util.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/document/scenario_document.h"
#include "model/rules/limits.h"
#include "model/victory_kind.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
namespace {

// The kind's name and help come from model/victory_kind's table, translated here.
QString kindName(VictoryKind k) { return VictoryEditor::tr(victoryKindInfo(k).name.data()); }
QString kindHelp(VictoryKind k) { return VictoryEditor::tr(victoryKindInfo(k).help.data()); }

// Give a condition exactly the fields its kind uses, keeping what the user set.
void normalise(VictoryCondition& c, int turns) {
    const VictoryKindInfo& kind = victoryKindInfo(c.kind);
    if (kind.needsSide && !c.side) c.side = Side::Union;
    if (!kind.needsSide) c.side.reset();
    if (kind.needsVp && !c.vp) c.vp = 6;
    if (!kind.needsVp) c.vp.reset();
    if (kind.needsTurn) {
        if (!c.turn) c.turn = std::max(1, turns);
    } else {
        c.turn.reset();
    }
    if (!kind.needsHexes) c.hexes.clear();
}

} // namespace

VictoryEditor::VictoryEditor(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), doc_(doc) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    auto* top = new QFormLayout;
    eliminationVp_ = new QSpinBox;
    eliminationVp_->setObjectName(QStringLiteral("eliminationVp"));
    eliminationVp_->setRange(0, 99);
    eliminationVp_->setKeyboardTracking(false);
    eliminationVp_->setToolTip(tr("VP a side scores for each enemy unit it eliminates (10.0)"));
    top->addRow(tr("VP per eliminated unit"), eliminationVp_);
    v->addLayout(top);

    list_ = new QListWidget;
    list_->setWordWrap(true); // whole sentences, readable at the dock's width
    list_->setObjectName(QStringLiteral("victoryList"));
    list_->setMinimumHeight(60);
    list_->setMaximumHeight(110);
    v->addWidget(list_);
    auto* addRow = new QHBoxLayout;
    addKind_ = new QComboBox;
    addKind_->setObjectName(QStringLiteral("victoryAddKind"));
    for (VictoryKind k : kAllVictoryKinds)
        addKind_->addItem(kindName(k), int(k));
    // Narrow combos keep the dock usable at a typical dock width.
    addKind_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    addKind_->setMinimumContentsLength(8);
    add_ = new QPushButton(tr("Add"));
    add_->setObjectName(QStringLiteral("victoryAdd"));
    remove_ = new QPushButton(tr("Remove"));
    remove_->setObjectName(QStringLiteral("victoryRemove"));
    // The kind on its own line, the buttons under it: side by side they would need more
    // than a side dock's 220 px (a full-HD screen at 200%).
    v->addWidget(addKind_);
    addRow->addWidget(add_);
    addRow->addWidget(remove_);
    addRow->addStretch(1);
    v->addLayout(addRow);

    detail_ = new QWidget;
    auto* f = new QFormLayout(detail_);
    f->setContentsMargins(0, 0, 0, 0);
    kind_ = new QComboBox;
    kind_->setObjectName(QStringLiteral("victoryKind"));
    for (int i = 0; i < addKind_->count(); ++i) kind_->addItem(addKind_->itemText(i), addKind_->itemData(i));
    side_ = new QComboBox;
    side_->setObjectName(QStringLiteral("victorySide"));
    for (Side s : kAllSides) side_->addItem(qs(displayName(s)), int(s));
    vp_ = new QSpinBox;
    vp_->setObjectName(QStringLiteral("victoryVp"));
    vp_->setRange(0, 999);
    vp_->setKeyboardTracking(false);
    turn_ = new QSpinBox;
    turn_->setObjectName(QStringLiteral("victoryTurn"));
    turn_->setRange(1, kMaxTurns);
    turn_->setKeyboardTracking(false);
    hexes_ = new QListWidget;
    hexes_->setObjectName(QStringLiteral("victoryHexes"));
    hexes_->setMaximumHeight(80);
    pick_ = new QPushButton(tr("Pick on board"));
    pick_->setObjectName(QStringLiteral("victoryPick"));
    pick_->setCheckable(true);
    pick_->setToolTip(tr("Click hexes on the board to add or remove them; click again to stop"));
    removeHex_ = new QPushButton(tr("Remove hex"));
    // One under the other, for the same reason as the Add/Remove row.
    auto* hexButtons = new QVBoxLayout;
    hexButtons->addWidget(pick_, 0, Qt::AlignLeft);
    hexButtons->addWidget(removeHex_, 0, Qt::AlignLeft);
    kindHelp_ = new QLabel;
    kindHelp_->setWordWrap(true);
    f->addRow(tr("Kind"), kind_);
    f->addRow(kindHelp_);
    f->addRow(tr("Side"), side_);
    f->addRow(tr("VP"), vp_);
    f->addRow(tr("By turn"), turn_);
    f->addRow(tr("Hexes"), hexes_);
    f->addRow(hexButtons);
    v->addWidget(detail_);

    connect(eliminationVp_, &QSpinBox::valueChanged, this, [this](int n) {
        if (updating_) return;
        changeValue<fields::EliminationVp>(doc_, n);
    });
    connect(add_, &QPushButton::clicked, this, &VictoryEditor::addCondition);
    connect(remove_, &QPushButton::clicked, this, &VictoryEditor::removeCondition);
    connect(list_, &QListWidget::currentRowChanged, this, [this] {
        if (!updating_) showCurrent();
    });
    connect(kind_, &QComboBox::activated, this, [this](int i) {
        const auto k = static_cast<VictoryKind>(kind_->itemData(i).toInt());
        const int turns = doc_->scenario().turns;
        editCurrent(tr("Change victory kind"), [k, turns](VictoryCondition& c) {
            c.kind = k;
            normalise(c, turns);
        });
    });
    connect(side_, &QComboBox::activated, this, [this](int i) {
        const auto s = static_cast<Side>(side_->itemData(i).toInt());
        editCurrent(tr("Change victory side"), [s](VictoryCondition& c) { c.side = s; });
    });
    connect(vp_, &QSpinBox::valueChanged, this, [this](int n) {
        editCurrent(tr("Change victory VP"), [n](VictoryCondition& c) { c.vp = n; }, 1);
    });
    connect(turn_, &QSpinBox::valueChanged, this, [this](int n) {
        editCurrent(tr("Change victory turn"), [n](VictoryCondition& c) { c.turn = n; }, 2);
    });
    connect(pick_, &QPushButton::toggled, this, [this](bool on) {
        picking_ = on;
        emit requestHexPick(on);
    });
    connect(removeHex_, &QPushButton::clicked, this, [this] {
        const int row = hexes_->currentRow();
        if (row < 0) return;
        editCurrent(tr("Remove victory hex"), [row](VictoryCondition& c) {
            if (row < int(c.hexes.size())) c.hexes.erase(c.hexes.begin() + row);
        });
    });
    connect(doc_, &ScenarioDocument::changed, this, [this](const ChangeSet& c) {
        if (c.board || c.scenario || c.victory) refresh();
    });
    refresh();
}

int VictoryEditor::currentCondition() const { return list_->currentRow(); }

void VictoryEditor::setCurrentCondition(int index) { list_->setCurrentRow(index); }

QString VictoryEditor::summary(const VictoryCondition& c) const {
    // The sheet's and the Game dock's wording, so all three say when the condition is judged.
    return text::victoryCondition(doc_->scenario(), c);
}

void VictoryEditor::refresh() {
    updating_ = true;
    const Victory& v = doc_->scenario().victory;
    {
        const QSignalBlocker b(eliminationVp_);
        eliminationVp_->setValue(v.eliminationVP);
    }
    const int row = list_->currentRow();
    {
        const QSignalBlocker b(list_);
        list_->clear();
        for (const VictoryCondition& c : v.conditions) list_->addItem(summary(c));
        const int n = list_->count();
        list_->setCurrentRow(n == 0 ? -1 : std::clamp(row < 0 ? 0 : row, 0, n - 1));
    }
    updating_ = false;
    showCurrent();
}

void VictoryEditor::showCurrent() {
    const auto& conds = doc_->scenario().victory.conditions;
    const int row = list_->currentRow();
    const bool has = row >= 0 && row < int(conds.size());
    remove_->setEnabled(has);
    detail_->setEnabled(has);
    updating_ = true;
    const QSignalBlocker b1(kind_), b2(side_), b3(vp_), b4(turn_), b5(hexes_);
    hexes_->clear();
    if (!has) {
        kindHelp_->setText(conds.empty() ? tr("No victory condition yet: add one.") : QString());
        updating_ = false;
        return;
    }
    const VictoryCondition& c = conds[std::size_t(row)];
    kind_->setCurrentIndex(kind_->findData(int(c.kind)));
    kindHelp_->setText(kindHelp(c.kind));
    side_->setEnabled(c.side.has_value());
    side_->setCurrentIndex(c.side ? side_->findData(int(*c.side)) : -1);
    vp_->setEnabled(c.vp.has_value());
    vp_->setValue(c.vp.value_or(0));
    turn_->setEnabled(c.turn.has_value());
    turn_->setValue(c.turn.value_or(1));
    const bool hold = c.kind == VictoryKind::HoldAtEnd;
    hexes_->setEnabled(hold);
    pick_->setEnabled(hold);
    removeHex_->setEnabled(hold);
    for (Offset o : c.hexes) hexes_->addItem(qs(hexLabel(o, doc_->scenario().board)));
    if (!hold && pick_->isChecked()) pick_->setChecked(false);
    updating_ = false;
}

void VictoryEditor::commit(std::vector<VictoryCondition> after, const QString& text, int mergeKey) {
    // Only a run of one spin box on one condition merges (mergeKey >= 0).
    changeValue<fields::VictoryConditions>(doc_, std::move(after), mergeKey, text, mergeKey >= 0);
}

void VictoryEditor::editCurrent(const QString& text, const std::function<void(VictoryCondition&)>& edit,
                                int field) {
    if (updating_) return;
    const int row = list_->currentRow();
    std::vector<VictoryCondition> conditions = doc_->scenario().victory.conditions;
    if (row < 0 || row >= int(conditions.size())) return;
    edit(conditions[std::size_t(row)]);
    commit(std::move(conditions), text, field < 0 ? -1 : row * 8 + field);
}

void VictoryEditor::addCondition() {
    std::vector<VictoryCondition> conditions = doc_->scenario().victory.conditions;
    VictoryCondition c;
    c.kind = static_cast<VictoryKind>(addKind_->currentData().toInt());
    normalise(c, doc_->scenario().turns);
    conditions.push_back(c);
    const int row = int(conditions.size()) - 1;
    commit(std::move(conditions), tr("Add victory condition"));
    list_->setCurrentRow(row);
}

void VictoryEditor::removeCondition() {
    const int row = list_->currentRow();
    std::vector<VictoryCondition> conditions = doc_->scenario().victory.conditions;
    if (row < 0 || row >= int(conditions.size())) return;
    conditions.erase(conditions.begin() + row);
    commit(std::move(conditions), tr("Remove victory condition"));
}

void VictoryEditor::hexPicked(Offset hex) {
    editCurrent(tr("Pick victory hex"), [hex](VictoryCondition& c) {
        if (c.kind != VictoryKind::HoldAtEnd) return;
        auto it = std::find(c.hexes.begin(), c.hexes.end(), hex);
        if (it != c.hexes.end()) c.hexes.erase(it); // a second click takes it out again
        else {
            c.hexes.push_back(hex);
            std::sort(c.hexes.begin(), c.hexes.end());
        }
    });
}

} // namespace muster
