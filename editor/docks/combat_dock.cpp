#include "combat_dock.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/qstring_util.h"

#include "rules_dock.h"

#include "model/los.h"
#include "model/terrain.h"
#include "model/unit_names.h"
#include "model/unittype.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {
namespace {

QString pct(double p) { return QString::number(p * 100.0, 'f', 1) + "%"; }

} // namespace

OddsChart::OddsChart(QWidget* parent) : QWidget(parent) { setMinimumHeight(100); }

void OddsChart::setBars(const QString& title, std::vector<std::pair<QString, double>> bars) {
    title_ = title;
    bars_ = std::move(bars);
    update();
}

void OddsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRect r = rect().adjusted(4, 4, -4, -4);
    const int text = fontMetrics().height();
    p.drawText(QRect(r.left(), r.top(), r.width(), text), Qt::AlignLeft, title_);
    if (bars_.empty()) return;
    // Layout: title row, then bars with the percentage above and the label below.
    const int top = r.top() + 2 * text, bottom = r.bottom() - text;
    const int slot = r.width() / static_cast<int>(bars_.size());
    const QColor fill = palette().color(QPalette::Highlight);
    for (std::size_t i = 0; i < bars_.size(); ++i) {
        const int x = r.left() + static_cast<int>(i) * slot;
        const int h = static_cast<int>((bottom - top) * std::clamp(bars_[i].second, 0.0, 1.0));
        p.fillRect(QRect(x + slot / 6, bottom - h, slot * 2 / 3, h), fill);
        p.drawText(QRect(x, bottom - h - text, slot, text), Qt::AlignHCenter, pct(bars_[i].second));
        p.drawText(QRect(x, bottom, slot, text), Qt::AlignHCenter, bars_[i].first);
    }
}

CombatDock::CombatDock(QWidget* parent) : QDockWidget(tr("Combat odds"), parent) {
    setObjectName("CombatDock");
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    situation_ = new QLabel(tr("Pick an attacker and a target on the board."), body);
    situation_->setWordWrap(true);
    layout->addWidget(situation_);
    freeForm_ = new QCheckBox(tr("Free-form (no board)"), body);
    freeForm_->setObjectName(QStringLiteral("combatFreeForm"));
    freeForm_->setToolTip(tr("Set the attacker, range and target terrain by hand instead of picking units on the board"));
    layout->addWidget(freeForm_);
    // The target is locked by a click, so it survives the trip from the board to here.
    pickTarget_ = new QPushButton(tr("Pick target on the board"), body);
    pickTarget_->setObjectName(QStringLiteral("combatPickTarget"));
    pickTarget_->setCheckable(true);
    layout->addWidget(pickTarget_);
    connect(pickTarget_, &QPushButton::toggled, this, &CombatDock::requestTargetPick);

    auto* form = new QFormLayout;
    form_ = form;
    buildFreeForm(form, body); // one form, so the free-form rows line up with the target's
    targetSp_ = new QSpinBox(body);
    targetSp_->setRange(1, 4);
    targetSp_->setValue(4);
    targetMorale_ = new QComboBox(body);
    for (Morale m : kAllMorale) targetMorale_->addItem(qs(displayName(m)), static_cast<int>(m));
    targetMorale_->setCurrentIndex(static_cast<int>(Morale::Black));
    leader_ = new QCheckBox(tr("Leader with the target"), body);
    // Short enough for a 220 px dock (a check box's text does not wrap).
    fromHill_ = new QCheckBox(tr("Artillery on a hill (11.3)"), body);
    fromHill_->setToolTip(tr("The attacking artillery fires from a hill: one more hex of range (11.3)"));
    form->addRow(tr("Target SP"), targetSp_);
    form->addRow(tr("Target morale"), targetMorale_);
    form->addRow(leader_);
    form->addRow(fromHill_);
    layout->addLayout(form);

    fireStatus_ = new QLabel(body);
    fireStatus_->setWordWrap(true);
    fireChart_ = new OddsChart(body);
    closeStatus_ = new QLabel(body);
    closeStatus_->setWordWrap(true);
    closeChart_ = new OddsChart(body);
    basis_ = new QTextBrowser(body);
    layout->addWidget(fireStatus_);
    layout->addWidget(fireChart_);
    layout->addWidget(closeStatus_);
    layout->addWidget(closeChart_);
    layout->addWidget(basis_, 1);
    // In a scroll area: the form is taller than a dock on a small (or scaled) screen.
    setWidget(scrollingBody(body));

    reloadOverrides();
    connect(&RulesOverridesNotifier::instance(), &RulesOverridesNotifier::changed, this, &CombatDock::reloadOverrides);
    connect(targetSp_, &QSpinBox::valueChanged, this, &CombatDock::recompute);
    connect(targetMorale_, &QComboBox::currentIndexChanged, this, &CombatDock::recompute);
    connect(leader_, &QCheckBox::toggled, this, &CombatDock::recompute);
    connect(fromHill_, &QCheckBox::toggled, this, &CombatDock::recompute);
    connect(freeForm_, &QCheckBox::toggled, this, &CombatDock::freeFormToggled);
}

void CombatDock::reloadOverrides() {
    paramsError_.clear();
    try {
        params_ = RuleParameters::loadUser();
    } catch (const std::exception& e) {
        // A broken file is reported, never rewritten; the defaults are used meanwhile.
        params_ = RuleParameters();
        paramsError_ = tr("Rules overrides not used: %1").arg(qs(e.what()));
    }
    recompute();
}

void CombatDock::setScenario(const Scenario* scenario) {
    scenario_ = scenario;
    fillFromScenario();
}

void CombatDock::setAttacker(const std::string& unitId) {
    attackerId_ = unitId;
    fillFromScenario();
}

void CombatDock::clear() {
    attackerId_.clear();
    target_.reset();
    pickTarget_->setChecked(false);
    fillFromScenario();
}

bool CombatDock::isPickingTarget() const { return pickTarget_->isChecked(); }

void CombatDock::targetPicked(Offset hex) {
    const QSignalBlocker b(pickTarget_); // the board has left pick mode by itself
    pickTarget_->setChecked(false);
    setTarget(hex);
}

void CombatDock::setTarget(Offset hex) {
    target_ = hex;
    fillFromScenario();
}

QString CombatDock::situationText() const { return situation_->text(); }
QString CombatDock::fireStatus() const { return fireStatus_->text(); }
QString CombatDock::closeStatus() const { return closeStatus_->text(); }

CombatDock::Situation CombatDock::situation() const {
    Situation st;
    if (isFreeForm()) {
        st.ready = true;
        st.attacker = static_cast<UnitType>(freeAttacker_->currentData().toInt());
        st.range = freeRange_->value();
        st.terrain = static_cast<Terrain>(freeTerrain_->currentData().toInt());
        st.rules = previewFreeCombat(st.attacker, st.range, st.terrain, fromHill_->isChecked(), params_);
        return st;
    }
    const Unit* a = scenario_ ? scenario_->findUnit(attackerId_) : nullptr;
    if (!a || !a->hex || !target_ || range_ == 0 || !preview_.ready) return st;
    st.ready = true;
    st.attacker = a->type;
    st.range = range_;
    st.terrain = terrain_;
    st.rules = preview_;
    return st;
}

void CombatDock::fillFromScenario() {
    if (isFreeForm()) {
        recompute();
        return;
    }
    range_ = 0;
    losClear_ = false;
    losNote_.clear();
    preview_ = {};
    const Unit* a = scenario_ ? scenario_->findUnit(attackerId_) : nullptr;
    if (!scenario_ || !a || !a->hex || !target_ || !scenario_->board.contains(*target_) ||
        !scenario_->board.contains(*a->hex)) {
        situation_->setText(!scenario_ ? tr("No scenario.")
                            : !a       ? tr("Pick an attacking unit on the board.")
                            : !a->hex  ? tr("The attacker is a reinforcement, not on the board.")
                                       : tr("Pick a target hex on the board."));
        recompute();
        return;
    }
    const BoardGeometry& g = scenario_->board;
    terrain_ = scenario_->terrainAt(*target_);
    const LosResult los = lineOfSight(*scenario_, *a->hex, *target_);
    range_ = los.distance;
    losClear_ = los.clear;
    for (Offset o : los.blockedBy)
        losNote_ += (losNote_.isEmpty() ? "" : ", ") + qs(hexLabel(o, g)) + " (" +
                    qs(displayName(scenario_->terrainAt(o))) + ")";
    preview_ = previewCombat(*scenario_, attackerId_, *target_, params_);
    const Unit* d = preview_.defender.empty() ? nullptr : scenario_->findUnit(preview_.defender);
    const bool leader = preview_.leader;
    // Fill the inputs without recomputing once per widget.
    const QSignalBlocker b1(targetSp_), b2(targetMorale_), b3(leader_), b4(fromHill_);
    if (d) {
        targetSp_->setValue(std::clamp(effectiveSp(*d), 1, 4));
        if (d->morale) targetMorale_->setCurrentIndex(static_cast<int>(*d->morale));
    }
    leader_->setChecked(leader);
    fromHill_->setChecked(preview_.fromHill);
    situation_->setText(
        tr("%1 (%2) at %3 -> %4: range %5, line of sight %6; target terrain %7; %8%9.")
            .arg(qs(unitLabel(*a)), qs(displayName(a->type)),
                 qs(hexLabel(*a->hex, g)), qs(hexLabel(*target_, g)))
            .arg(range_)
            .arg(losClear_ ? tr("clear") : tr("blocked by %1").arg(losNote_), qs(displayName(terrain_)),
                 d ? tr("defender %1 %2 SP %3 %4").arg(qs(unitLabel(*d)),
                                                     qs(displayName(d->type)))
                         .arg(effectiveSp(*d))
                         .arg(d->morale ? qs(displayName(*d->morale)) : QString())
                   : tr("no enemy combat unit there (hypothetical defender)"),
                 leader ? tr(", with a leader") : QString()));
    recompute();
}

void CombatDock::recompute() {
    fire_.reset();
    close_.reset();
    // The scenario may have changed since the target was picked (an optional rule, a unit
    // moved): the engine is asked again.
    if (!isFreeForm() && preview_.ready && scenario_ && target_)
        preview_ = previewCombat(*scenario_, attackerId_, *target_, params_);
    showFire();
    showClose();
    QString html;
    if (!paramsError_.isEmpty()) html += "<p><b>" + paramsError_.toHtmlEscaped() + "</b></p>";
    auto list = [&html](const QString& title, const std::vector<BasisLine>& lines, bool override) {
        html += "<p><b>" + title + "</b></p><ul>";
        for (const auto& l : lines) html += "<li>" + qs(basisText(l, Audience::Plain)).toHtmlEscaped() + "</li>";
        html += "</ul>";
        if (override) html += "<p><i>Uses your rules overrides.</i></p>";
    };
    if (fire_) list(tr("Fire rests on"), fire_->basis, fire_->usesOverride);
    if (close_) list(tr("Close combat rests on"), close_->basis, close_->usesOverride);
    basis_->setHtml(html);
}

void CombatDock::showFire() {
    fireChart_->setBars({}, {});
    const Situation st = situation();
    if (!st.ready) {
        const Unit* a = scenario_ ? scenario_->findUnit(attackerId_) : nullptr;
        fireStatus_->setText(a && range_ == 0 && target_ ? tr("Fire: the target is the attacker's own hex.") : QString());
        return;
    }
    if (!st.rules.fireRefused.empty() || !st.rules.fire) {
        fireStatus_->setText(tr("Fire: %1").arg(qs(st.rules.fireRefused)));
        return;
    }
    try {
        // The engine's query, with the target's strength, leader and hill as the inputs say.
        HtlFireQuery fq = *st.rules.fire;
        fq.targetSp = targetSp_->value();
        fq.leader = leader_->isChecked();
        fq.fromHill = fromHill_->isChecked();
        fire_ = htlFireOdds(fq, params_);
    } catch (const OddsError& e) {
        fireStatus_->setText(tr("Fire: %1").arg(qs(e.text(Audience::Plain))));
        return;
    } catch (const std::exception& e) {  // a broken parameter: said as it is
        fireStatus_->setText(tr("Fire: %1").arg(qs(e.what())));
        return;
    }
    std::vector<std::pair<QString, double>> bars;
    for (std::size_t k = 0; k < fire_->distribution.size(); ++k)
        bars.emplace_back(QString::number(k) + (k + 1 == fire_->distribution.size() && k > 0 ? "+" : ""),
                          fire_->distribution[k]);
    if (leader_->isChecked()) bars.emplace_back(tr("ldr"), fire_->leaderLost);
    fireChart_->setBars(tr("Fire: hits"), std::move(bars));
    fireStatus_->setText(tr("Fire: %1 dice hitting on %2; eliminated %3, expected hits %4%5%6")
                             .arg(fire_->dice)
                             .arg(fire_->hitOn > 6 ? tr("nothing") : QString::number(fire_->hitOn) + "+")
                             .arg(pct(fire_->eliminated))
                             .arg(fire_->expectedHits, 0, 'f', 2)
                             .arg(leader_->isChecked() ? tr(", leader lost %1").arg(pct(fire_->leaderLost)) : QString(),
                                  (fire_->artillery ? tr("; stacked artillery eliminated %1").arg(pct(fire_->artillery->eliminated))
                                                    : QString()) +
                                      (fire_->usesOverride ? tr(" (uses your rules overrides)") : QString())));
}

void CombatDock::showClose() {
    closeChart_->setBars({}, {});
    const Situation st = situation();
    if (!st.ready) {
        closeStatus_->setText(QString());
        return;
    }
    if (!st.rules.closeRefused.empty() || !st.rules.close) {
        closeStatus_->setText(tr("Close combat: %1").arg(qs(st.rules.closeRefused)));
        return;
    }
    try {
        HtlCloseQuery cq = *st.rules.close;
        cq.morale = static_cast<Morale>(targetMorale_->currentData().toInt());
        cq.targetSp = targetSp_->value();
        cq.leader = leader_->isChecked();
        close_ = htlCloseOdds(cq, params_);
    } catch (const OddsError& e) {
        closeStatus_->setText(tr("Close combat: %1").arg(qs(e.text(Audience::Plain))));
        return;
    } catch (const std::exception& e) {  // a broken parameter: said as it is
        closeStatus_->setText(tr("Close combat: %1").arg(qs(e.what())));
        return;
    }
    std::vector<std::pair<QString, double>> bars = {
        {tr("elim"), close_->eliminated}, {tr("retreat"), close_->retreat}, {tr("holds"), close_->holds}};
    if (leader_->isChecked()) bars.emplace_back(tr("ldr"), close_->leaderLost);
    closeChart_->setBars(tr("Close combat: defender"), std::move(bars));
    QString extra;
    if (close_->artillery)
        extra += tr("; stacked artillery at %1: eliminated %2, retreats %3, holds %4; hex emptied %5")
                     .arg(qs(displayName(close_->artillery->moraleLevel)), pct(close_->artillery->eliminated),
                          pct(close_->artillery->retreat), pct(close_->artillery->holds), pct(close_->hexVacated));
    if (close_->attackerPasses) extra += tr("; attacker passes 11.1 check %1").arg(pct(*close_->attackerPasses));
    if (close_->usesOverride) extra += tr(" (uses your rules overrides)");
    closeStatus_->setText(tr("Close combat: hits on %1+, morale checked at %2; eliminated %3, retreats %4, holds %5%6")
                              .arg(close_->hitOn)
                              .arg(qs(displayName(close_->moraleLevel)), pct(close_->eliminated), pct(close_->retreat),
                                   pct(close_->holds), extra));
}

} // namespace muster
