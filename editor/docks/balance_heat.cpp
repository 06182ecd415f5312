#include "balance_heat.h"

#include "editor/render/balance_heat_paint.h"
#include "engine/balance/balance_explain.h"
#include "editor/widgets/qstring_util.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace muster {

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
    // The words the exported picture's legend paints (balance_heat_paint.h).
    const BalanceHeatLegend words = balanceHeatLegend();
    legend_->setText(QStringLiteral("<span style='color:%1'>■</span> %2<br><span style='color:%3'>■</span> %4<br>%5")
                         .arg(balanceHeatColor(Side::Union).name(), words.unionText.toHtmlEscaped(),
                              balanceHeatColor(Side::Confederate).name(), words.confederateText.toHtmlEscaped(),
                              words.note.toHtmlEscaped()));
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
    if (r.games <= 0) return {};
    return balanceHeatMarks(hexEffects(sc, r.explain, r.games, {r.unionWins, r.confederateWins}));
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
