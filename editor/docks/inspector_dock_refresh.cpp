// InspectorDock: showing what is selected (the unit form, the hex's stack, its terrain
// and VP marker) after the selection or the document changes.
#include "inspector_dock.h"

#include "vp_marker_editor.h"

#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"
#include "model/terrain.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace muster {
namespace {

// Select the item whose data is `v`, or none (-1) when the selected units differ.
void setComboData(QComboBox* c, std::optional<int> v) {
    c->setCurrentIndex(v ? c->findData(*v) : -1);
}

} // namespace

void InspectorDock::refreshUnits() {
    const QSignalBlocker b1(side_), b2(type_), b3(sp_), b4(morale_), b5(reinforcement_), b6(arrTurn_),
        b7(arrCol_), b8(arrRow_);
    updating_ = true;
    const auto units = selectedUnitPtrs();
    unitForm_->setVisible(!units.empty());
    refreshStack(units);
    if (units.empty()) {
        unitSummary_->setText(tr("No unit selected. Click a block on the board."));
        updating_ = false;
        return;
    }
    const Unit& first = *units.front();
    const bool single = units.size() == 1;
    const QString named = first.name.empty() ? tr("%1, not named yet").arg(qs(unitLabel(first)))
                                             : tr("%1 (%2)").arg(qs(first.name), qs(displayName(first.type)));
    unitSummary_->setText(single ? named
                                 : tr("%n units selected; changes apply to all of them.", "",
                                      static_cast<int>(units.size())));
    auto same = [&](auto get) -> bool {
        return std::all_of(units.begin(), units.end(), [&](const Unit* u) { return get(*u) == get(first); });
    };
    name_->setText(single ? qs(first.name) : QString());
    name_->setEnabled(single);
    setComboData(side_, same([](const Unit& u) { return u.side; }) ? std::optional<int>(int(first.side)) : std::nullopt);
    const bool sameType = same([](const Unit& u) { return u.type; });
    setComboData(type_, sameType ? std::optional<int>(int(first.type)) : std::nullopt);
    const auto& info = unitTypeInfo(first.type);
    int maxSp = sameType ? info.maxSp : 4;
    for (const Unit* u : units) maxSp = std::max(maxSp, u->sp.value_or(0));
    sp_->setRange(0, maxSp);
    sp_->setEnabled(maxSp > 0);
    sp_->setValue(same([](const Unit& u) { return u.sp; }) ? first.sp.value_or(0) : 0);
    setComboData(morale_, same([](const Unit& u) { return u.morale; })
                              ? std::optional<int>(first.morale ? int(*first.morale) : -1)
                              : std::nullopt);
    const auto& board = doc_->scenario().board;
    position_->setText(single && first.hex ? qs(hexLabel(*first.hex, board))
                                           : (single ? tr("not on the board") : QString()));
    reinforcement_->setEnabled(single);
    reinforcement_->setChecked(single && first.arrives.has_value());
    const bool arr = single && first.arrives.has_value();
    for (QSpinBox* s : {arrTurn_, arrCol_, arrRow_}) s->setEnabled(arr);
    pickEntry_->setEnabled(arr);
    if (!arr && pickEntry_->isChecked()) pickEntry_->setChecked(false);
    // A unit without an arrival shows the defaults, never the last reinforcement's.
    arrTurn_->setValue(arr ? first.arrives->turn : 1);
    arrCol_->setValue(arr ? first.arrives->hex.col : 1);
    arrRow_->setValue(arr ? first.arrives->hex.row : 1);
    updating_ = false;
}

void InspectorDock::refreshStack(const std::vector<const Unit*>& selected) {
    const QSignalBlocker b(stack_);
    stack_->clear();
    // The hex of the selection, when it is all in one hex.
    std::optional<Offset> hex;
    for (const Unit* u : selected) {
        if (!u->hex || (hex && *hex != *u->hex)) {
            hex.reset();
            break;
        }
        hex = u->hex;
    }
    stack_->setVisible(hex.has_value());
    if (!hex) return;
    const Scenario& s = doc_->scenario();
    for (const Unit& u : s.units) {
        if (u.hex != hex) continue;
        QString text = tr("%1: %2, %3").arg(qs(unitLabel(u)), qs(displayName(u.type)),
                                           qs(displayName(u.side)));
        if (u.type != UnitType::Leader) text += tr(", %n SP", nullptr, effectiveSp(u));
        auto* item = new QListWidgetItem(text, stack_);
        item->setData(Qt::UserRole, qs(u.id));
        item->setSelected(std::find(selected_.begin(), selected_.end(), u.id) != selected_.end());
    }
    for (const VpMarker& m : s.vpMarkers)
        if (m.hex == *hex) {
            auto* item = new QListWidgetItem(tr("VP marker: %1 (%2 VP)").arg(qs(m.label)).arg(m.value), stack_);
            item->setFlags(Qt::ItemIsEnabled);
        }
}

void InspectorDock::refreshHex() {
    if (!hovered_) {
        hexTitle_->setText(tr("Move the mouse over the board."));
        hexEffects_->clear();
        return;
    }
    const Scenario& s = doc_->scenario();
    const Offset o = *hovered_;
    if (!s.board.contains(o)) {
        hexTitle_->setText(tr("[%1,%2] is off the board").arg(o.col).arg(o.row));
        hexEffects_->clear();
        return;
    }
    const Terrain t = s.terrainAt(o);
    const TerrainEffects& e = terrainEffects(t);
    hexTitle_->setText(tr("Hex %1: %2").arg(qs(hexLabel(o, s.board)), qs(displayName(t))));
    QStringList units;
    for (const Unit& u : s.units)
        if (u.hex == o) units << qs(unitLabel(u)).toHtmlEscaped();
    QString html = tr("<b>Combat:</b> %1<br><b>Movement:</b> %2<br><b>Line of sight:</b> %3<br>"
                      "<b>Morale:</b> %4<br><i>Rulebook %5 (%6)</i>")
                       .arg(qs(e.combatText), qs(e.movementText), qs(e.losText), qs(e.moraleText),
                            qs(e.source.section),
                            e.source.basis == Basis::Stated ? tr("stated") : tr("inferred"));
    if (!units.isEmpty()) html += tr("<br><b>Units here:</b> %1").arg(units.join(QStringLiteral(", ")));
    for (const VpMarker& m : s.vpMarkers) {
        if (m.hex != o) continue;
        const QString holder = m.side ? qs(displayName(*m.side)) : tr("nobody");
        html += tr("<br><b>VP marker:</b> %1 (%2 VP, held by %3)")
                    .arg(qs(m.label).toHtmlEscaped())
                    .arg(m.value)
                    .arg(holder);
    }
    hexEffects_->setText(html);
}

} // namespace muster
