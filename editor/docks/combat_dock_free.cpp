// The Combat dock's free-form situation: attacker type, range and target terrain set by
// hand, so odds can be looked up without a unit and a hex on the board. The numbers still
// come from htlFireOdds / htlCloseOdds, the same code as `muster-cli odds`.
#include "combat_dock.h"
#include "editor/widgets/qstring_util.h"

#include "model/terrain.h"
#include "model/unittype.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace muster {

void CombatDock::buildFreeForm(QFormLayout* form, QWidget* box) {
    freeAttacker_ = new QComboBox(box);
    freeAttacker_->setObjectName(QStringLiteral("combatFreeAttacker"));
    for (UnitType t : kAllUnitTypes)
        if (isCombatUnit(t)) freeAttacker_->addItem(qs(displayName(t)), static_cast<int>(t));
    freeRange_ = new QSpinBox(box);
    freeRange_->setObjectName(QStringLiteral("combatFreeRange"));
    freeRange_->setRange(1, 6); // beyond the longest reach, so "out of range" can be asked too
    freeRange_->setSuffix(tr(" hex"));
    freeTerrain_ = new QComboBox(box);
    freeTerrain_->setObjectName(QStringLiteral("combatFreeTerrain"));
    for (Terrain t : kAllTerrain) freeTerrain_->addItem(qs(displayName(t)), static_cast<int>(t));
    form->addRow(tr("Attacker"), freeAttacker_);
    form->addRow(tr("Range"), freeRange_);
    form->addRow(tr("Target terrain"), freeTerrain_);
    connect(freeAttacker_, &QComboBox::currentIndexChanged, this, &CombatDock::recompute);
    connect(freeRange_, &QSpinBox::valueChanged, this, &CombatDock::recompute);
    connect(freeTerrain_, &QComboBox::currentIndexChanged, this, &CombatDock::recompute);
    for (QWidget* w : {static_cast<QWidget*>(freeAttacker_), static_cast<QWidget*>(freeRange_), static_cast<QWidget*>(freeTerrain_)})
        form->setRowVisible(w, false);
}

bool CombatDock::isFreeForm() const { return freeForm_ && freeForm_->isChecked(); }

void CombatDock::setFreeForm(bool on) { freeForm_->setChecked(on); }

void CombatDock::setFreeSituation(UnitType attacker, int range, Terrain terrain) {
    const QSignalBlocker b1(freeAttacker_), b2(freeRange_), b3(freeTerrain_);
    freeAttacker_->setCurrentIndex(std::max(0, freeAttacker_->findData(static_cast<int>(attacker))));
    freeRange_->setValue(range);
    freeTerrain_->setCurrentIndex(std::max(0, freeTerrain_->findData(static_cast<int>(terrain))));
    recompute();
}

void CombatDock::freeFormToggled(bool on) {
    if (on) {
        // Start from the board's situation when there is one, so the switch loses nothing.
        const Situation board = [this] {
            const QSignalBlocker b(freeForm_);
            freeForm_->setChecked(false);
            Situation st = situation();
            freeForm_->setChecked(true);
            return st;
        }();
        if (board.ready) setFreeSituation(board.attacker, board.range, board.terrain);
        pickTarget_->setChecked(false);
    }
    for (QWidget* w : {static_cast<QWidget*>(freeAttacker_), static_cast<QWidget*>(freeRange_), static_cast<QWidget*>(freeTerrain_)})
        form_->setRowVisible(w, on);
    pickTarget_->setVisible(!on);
    if (on) {
        situation_->setText(tr("Free-form: set the attacker, range and target below; the board is not used."));
        recompute();
    } else {
        fillFromScenario();
    }
}

} // namespace muster
