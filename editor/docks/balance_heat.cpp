#include "balance_heat.h"

#include "engine/balance/balance_explain.h"
#include "editor/widgets/qstring_util.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace muster {
namespace {
const QColor kUnion(38, 72, 150), kConfederate(170, 30, 30);
} // namespace

BalanceHeat::BalanceHeat(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("balanceHeat"));
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    toggle_ = new QCheckBox(tr("Where it is decided"));  // short: the dock is 220 px wide at 200%
    toggle_->setToolTip(tr("Tint the board's hexes whose holding at the end changes who wins"));
    toggle_->setObjectName(QStringLiteral("balanceHeatToggle"));
    legend_ = new QLabel;
    legend_->setObjectName(QStringLiteral("balanceHeatLegend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    legend_->setText(tr("<span style='color:%1'>■</span> the Union, <span style='color:%2'>■</span> the Confederates "
                        "win more often when they hold the hex at the end; a stronger colour is a larger change, an "
                        "outline a change clear beyond chance (95% interval). From the strongest player's games.")
                         .arg(kUnion.name(), kConfederate.name()));
    legend_->hide();
    v->addWidget(toggle_);
    v->addWidget(legend_);
    connect(toggle_, &QCheckBox::toggled, this, [this](bool on) {
        legend_->setVisible(on);
        publish();
    });
    setEnabled(false);
}

bool BalanceHeat::isOn() const { return toggle_->isChecked(); }
void BalanceHeat::setOn(bool on) { toggle_->setChecked(on); }

std::vector<HexMark> BalanceHeat::marksFor(const Scenario& sc, const BalanceReport& r) {
    std::vector<HexMark> out;
    if (r.games <= 0) return out;
    const auto all = hexEffects(sc, r.explain, r.games, {r.unionWins, r.confederateWins});
    std::vector<Offset> clear;
    for (const HexEffect& e : decisiveHexes(all, 5)) clear.push_back(e.hex);
    for (const HexEffect& e : all) {
        const int side = e.effect[0] >= e.effect[1] ? 0 : 1;
        const double change = e.effect[side];
        if (change < 0.05) continue;  // holding it hardly changes who wins
        HexMark m;
        m.hex = e.hex;
        m.color = side == 0 ? kUnion : kConfederate;
        m.fill = true;
        m.fillAlpha = static_cast<int>(40 + 170 * std::min(1.0, change / 0.5));
        const bool outlined = std::find(clear.begin(), clear.end(), e.hex) != clear.end();
        m.width = outlined ? 3.0 : 0.0;
        out.push_back(m);
    }
    return out;
}

void BalanceHeat::setReport(const Scenario& sc, const BalanceReport& r) {
    marks_ = marksFor(sc, r);
    setEnabled(!marks_.empty());
    publish();
}

void BalanceHeat::clear() {
    marks_.clear();
    setEnabled(false);
    publish();
}

void BalanceHeat::publish() {
    emit overlayChanged(isOn() ? marks_ : std::vector<HexMark>{});
}

} // namespace muster
