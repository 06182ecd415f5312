#include "inspector_dock.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/qstring_util.h"

#include "editor/widgets/dock_body.h"
#include "vp_marker_editor.h"
#include "editor/widgets/wheel_guard.h"

#include "editor/document/scenario_document.h"
#include "model/rules/limits.h"
#include "model/terrain.h"
#include "model/unittype.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
namespace {

template <class E, std::size_t N>
QComboBox* enumCombo(const std::array<E, N>& values) {
    auto* c = new QComboBox;
    for (E v : values) c->addItem(qs(displayName(v)), static_cast<int>(v));
    return c;
}

} // namespace

InspectorDock::InspectorDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Inspector"), parent), doc_(doc) {
    setObjectName(QStringLiteral("InspectorDock"));
    auto* body = new QWidget;
    auto* lay = new QVBoxLayout(body);
    buildUnitPanel();
    buildHexPanel();
    lay->addWidget(unitBox_);
    vpEditor_ = new VpMarkerEditor(doc_);
    lay->addWidget(vpEditor_);
    auto* hexBox = new QGroupBox(tr("Hex under the cursor"));
    auto* hl = new QVBoxLayout(hexBox);
    hl->addWidget(hexTitle_);
    hl->addWidget(hexEffects_);
    lay->addWidget(hexBox);
    lay->addStretch(1);
    fitNarrowDock(body);
    guardWheel(body);
    setWidget(scrollingBody(body));

    connect(doc_, &ScenarioDocument::changed, this, &InspectorDock::onDocumentChanged);
    refreshUnits();
    refreshHex();
}

InspectorDock::~InspectorDock() {
    // A focus-out while the window closes would call commitName() on a half-destroyed dock.
    for (QObject* o : findChildren<QObject*>()) QObject::disconnect(o, nullptr, this, nullptr);
}

void InspectorDock::buildUnitPanel() {
    unitBox_ = new QGroupBox(tr("Selected units"));
    auto* v = new QVBoxLayout(unitBox_);
    unitSummary_ = new QLabel;
    unitSummary_->setWordWrap(true);
    v->addWidget(unitSummary_);
    // Everything in the selected hex, in drawing order: blocks can hide each other at
    // small zoom, so this is where the whole stack is always visible and one click away.
    stack_ = new QListWidget;
    stack_->setObjectName(QStringLiteral("stackList"));
    stack_->setMaximumHeight(110);
    stack_->setToolTip(tr("Everything set up in this hex; click one to select it"));
    v->addWidget(stack_);
    connect(stack_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        emit selectUnitRequested(item->data(Qt::UserRole).toString());
    });

    unitForm_ = new QWidget;
    auto* f = new QFormLayout(unitForm_);
    f->setContentsMargins(0, 0, 0, 0);
    name_ = new QLineEdit;
    name_->setObjectName(QStringLiteral("unitName"));
    side_ = enumCombo(kAllSides);
    side_->setObjectName(QStringLiteral("unitSide"));
    type_ = enumCombo(kAllUnitTypes);
    type_->setObjectName(QStringLiteral("unitType"));
    sp_ = new QSpinBox;
    sp_->setObjectName(QStringLiteral("unitSp"));
    sp_->setKeyboardTracking(false);
    sp_->setSpecialValueText(tr("Full"));
    sp_->setToolTip(tr("Starting strength in blocks; Full = the type's full strength (4.2)"));
    morale_ = new QComboBox;
    morale_->setObjectName(QStringLiteral("unitMorale"));
    morale_->addItem(tr("None"), -1);
    for (Morale m : kAllMorale) morale_->addItem(qs(displayName(m)), static_cast<int>(m));
    position_ = new QLabel;
    // Short: a check box's text does not wrap, and the dock may be 220 px wide.
    reinforcement_ = new QCheckBox(tr("Reinforcement"));
    reinforcement_->setToolTip(tr("The unit arrives as a reinforcement, on the turn and at the hex below"));
    reinforcement_->setObjectName(QStringLiteral("unitReinforcement"));
    arrTurn_ = new QSpinBox;
    arrTurn_->setObjectName(QStringLiteral("arrivalTurn"));
    arrTurn_->setRange(1, kMaxTurns);
    arrTurn_->setKeyboardTracking(false);
    arrCol_ = new QSpinBox;
    arrCol_->setObjectName(QStringLiteral("arrivalCol"));
    arrRow_ = new QSpinBox;
    arrRow_->setObjectName(QStringLiteral("arrivalRow"));
    for (QSpinBox* s : {arrCol_, arrRow_}) {
        s->setRange(1, kMaxBoardSide);
        s->setKeyboardTracking(false);
    }
    // The hex on one line and "Pick on board" under it: together they need more than a
    // side dock's 220 px (a full-HD screen at 200%).
    auto* entry = new QWidget;
    auto* ev = new QVBoxLayout(entry);
    ev->setContentsMargins(0, 0, 0, 0);
    auto* el = new QHBoxLayout;
    ev->addLayout(el);
    el->addWidget(new QLabel(tr("col")));
    el->addWidget(arrCol_);
    el->addWidget(new QLabel(tr("row")));
    el->addWidget(arrRow_);
    pickEntry_ = new QPushButton(tr("Pick on board"));
    pickEntry_->setObjectName(QStringLiteral("pickEntryHex"));
    pickEntry_->setCheckable(true);
    pickEntry_->setToolTip(tr("Click, then click the hex on the board where this unit comes on"));
    el->addStretch(1);
    ev->addWidget(pickEntry_, 0, Qt::AlignLeft);

    f->addRow(tr("Name"), name_);
    f->addRow(tr("Side"), side_);
    f->addRow(tr("Type"), type_);
    f->addRow(tr("Strength"), sp_);
    f->addRow(tr("Morale"), morale_);
    f->addRow(tr("Set up at"), position_);
    f->addRow(reinforcement_);
    f->addRow(tr("Arrival turn"), arrTurn_);
    f->addRow(tr("Entry hex"), entry);
    v->addWidget(unitForm_);
    error_ = new QLabel;
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #b00020"));
    error_->hide();
    v->addWidget(error_);

    connect(name_, &QLineEdit::editingFinished, this, &InspectorDock::commitName);
    connect(side_, &QComboBox::activated, this, [this](int i) {
        const auto s = static_cast<Side>(side_->itemData(i).toInt());
        editSelected(tr("Change side"), [s](Unit& u) { u.side = s; });
    });
    connect(type_, &QComboBox::activated, this, [this](int i) {
        const auto t = static_cast<UnitType>(type_->itemData(i).toInt());
        editSelected(tr("Change unit type"), [t](Unit& u) {
            u.type = t;
            const auto& info = unitTypeInfo(t);
            // Keep the unit a legal block of its new type where we can.
            if (!info.hasMorale) u.morale.reset();
            else if (!u.morale) u.morale = Morale::Black;
            if (u.sp && (*u.sp < info.minSp || *u.sp > info.maxSp)) u.sp.reset();
            if (info.maxSp == 0) u.sp.reset();
        });
    });
    connect(sp_, &QSpinBox::valueChanged, this, [this](int v) {
        if (updating_) return;
        editSelected(tr("Change strength"), [v](Unit& u) {
            if (v == 0) u.sp.reset();
            else u.sp = v;
        });
    });
    connect(morale_, &QComboBox::activated, this, [this](int i) {
        const int m = morale_->itemData(i).toInt();
        editSelected(tr("Change morale"), [m](Unit& u) {
            if (m < 0) u.morale.reset();
            else u.morale = static_cast<Morale>(m);
        });
    });
    connect(reinforcement_, &QCheckBox::toggled, this, &InspectorDock::commitArrival);
    for (QSpinBox* s : {arrTurn_, arrCol_, arrRow_})
        connect(s, &QSpinBox::valueChanged, this, &InspectorDock::commitArrival);
    connect(pickEntry_, &QPushButton::toggled, this, &InspectorDock::requestHexPick);
}

bool InspectorDock::isPickingEntry() const { return pickEntry_->isChecked(); }

void InspectorDock::entryHexPicked(Offset hex) {
    if (!pickEntry_->isChecked()) return;
    pickEntry_->setChecked(false); // one pick, as the combat target
    if (selected_.size() != 1) return;
    const Unit* u = doc_->scenario().findUnit(selected_.front());
    if (!u || !u->arrives || u->arrives->hex == hex) return;
    Unit after = *u;
    after.arrives->hex = hex;
    showError({});
    edit::changeUnit(*doc_, u->id, after);
}

void InspectorDock::buildHexPanel() {
    hexTitle_ = new QLabel;
    hexTitle_->setObjectName(QStringLiteral("hexTitle"));
    hexTitle_->setWordWrap(true);
    QFont f = hexTitle_->font();
    f.setBold(true);
    hexTitle_->setFont(f);
    hexEffects_ = new QLabel;
    hexEffects_->setObjectName(QStringLiteral("hexEffects"));
    hexEffects_->setWordWrap(true);
    hexEffects_->setTextFormat(Qt::RichText);
}

QString InspectorDock::errorText() const { return error_->isVisible() ? error_->text() : QString(); }

void InspectorDock::showError(const QString& msg) {
    error_->setText(msg);
    error_->setVisible(!msg.isEmpty());
}

void InspectorDock::setSelectedUnits(std::vector<std::string> ids) {
    selected_ = std::move(ids);
    showError({});
    refreshUnits();
}

void InspectorDock::setHoveredHex(std::optional<Offset> hex) {
    hovered_ = hex;
    refreshHex();
}

std::vector<const Unit*> InspectorDock::selectedUnitPtrs() const {
    std::vector<const Unit*> out;
    for (const auto& id : selected_)
        if (const Unit* u = doc_->scenario().findUnit(id)) out.push_back(u);
    return out;
}

void InspectorDock::onDocumentChanged(const ChangeSet&) {
    // Undo may remove a unit we show; forget ids that no longer exist.
    std::erase_if(selected_, [this](const std::string& id) { return !doc_->scenario().findUnit(id); });
    refreshUnits();
    refreshHex();
}

template <class F>
void InspectorDock::editSelected(const QString& text, F edit) {
    if (updating_) return;
    showError({});
    std::vector<std::pair<std::string, Unit>> changes;
    for (const Unit* u : selectedUnitPtrs()) {
        Unit after = *u;
        edit(after);
        if (!(after == *u)) changes.emplace_back(u->id, std::move(after));
    }
    if (changes.empty()) return;
    // Several units changed at once are still one undo step.
    if (changes.size() > 1) doc_->undoStack()->beginMacro(text);
    for (const auto& [id, after] : changes) edit::changeUnit(*doc_, id, after);
    if (changes.size() > 1) doc_->undoStack()->endMacro();
}

void InspectorDock::setSelectedHexes(const std::vector<Offset>& hexes) {
    vpEditor_->setHex(hexes.size() == 1 ? std::optional<Offset>(hexes.front()) : std::nullopt);
}

void InspectorDock::commitPendingEdits() {
    commitName();
    vpEditor_->commitPendingEdits();
}

void InspectorDock::commitName() {
    const std::string name = name_->text().toStdString();
    if (selected_.size() != 1) return;
    editSelected(tr("Rename unit"), [&name](Unit& u) { u.name = name; });
}

void InspectorDock::commitArrival() {
    if (updating_ || selected_.size() != 1) return;
    const Unit* u = doc_->scenario().findUnit(selected_.front());
    if (!u) return;
    Unit after = *u;
    if (reinforcement_->isChecked()) {
        if (!u->arrives) {
            // Becoming a reinforcement: it enters where it stood (or the first hex).
            after.arrives = Arrival{1, u->hex.value_or(Offset{1, 1})};
            after.hex.reset();
        } else {
            after.arrives = Arrival{arrTurn_->value(), Offset{arrCol_->value(), arrRow_->value()}};
        }
    } else if (u->arrives) {
        if (!after.hex) after.hex = u->arrives->hex;
        after.arrives.reset();
    }
    if (after == *u) return;
    showError({});
    edit::changeUnit(*doc_, u->id, after);
}

} // namespace muster
