// BalanceSuggestionsView (balance_suggestions.h).
#include "balance_suggestions.h"

#include "editor/widgets/qstring_util.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace muster {
namespace {

QString pct0(double r) { return QString::number(100 * r, 'f', 0) + QLatin1Char('%'); }

QString shareText(const DecidedShare& d) {
    if (d.decided == 0) return BalanceSuggestionsView::tr("no game decided");
    return BalanceSuggestionsView::tr("the Union wins %1 of %2 decided games (95% CI %3–%4)")
        .arg(pct0(d.rate))
        .arg(d.decided)
        .arg(pct0(d.ci.lo), pct0(d.ci.hi));
}

} // namespace

BalanceSuggestionsView::BalanceSuggestionsView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("balanceSuggestHeading"));
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    rows_ = new QVBoxLayout;
    layout->addLayout(rows_);
    hide();
}

void BalanceSuggestionsView::setSuggestions(const Scenario& sc, const Suggestions* s, const std::string& player) {
    while (QLayoutItem* item = rows_->takeAt(0)) {
        if (QWidget* w = item->widget()) w->deleteLater();
        delete item;
    }
    buttons_.clear();
    if (!s) {
        hide();
        return;
    }
    heading_->setText(tr("Changes that bring it closest to even (%1 on both sides, same dice; %n change(s) tried, "
                         "as it is %2):", nullptr, s->tried)
                          .arg(qs(player), shareText(decidedShare(s->base))));
    if (s->best.empty()) {
        auto* none = new QLabel(s->tried == 0 ? tr("None: the battle offers no change to try.")
                                              : tr("None: every change tried draws most games or is clearly further from even."),
                                this);
        none->setWordWrap(true);
        rows_->addWidget(none);
    }
    for (std::size_t i = 0; i < s->best.size(); ++i) {
        const SuggestedChange& c = s->best[i];
        auto* row = new QWidget(this);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* text = new QLabel(tr("%1. %2: %3%4")
                                    .arg(i + 1)
                                    .arg(qs(changeWords(sc, c.change)), shareText(c.share),
                                         c.even ? tr(", even within the interval") : QString()),
                                row);
        text->setWordWrap(true);
        text->setObjectName(QStringLiteral("balanceSuggestion%1").arg(i));
        auto* apply = new QPushButton(tr("Apply"), row);
        apply->setObjectName(QStringLiteral("balanceApply%1").arg(i));
        apply->setToolTip(tr("Make this change to the scenario (one undo step)."));
        h->addWidget(text, 1);
        h->addWidget(apply);
        connect(apply, &QPushButton::clicked, this, [this, i] { emit applyRequested(static_cast<int>(i)); });
        buttons_.push_back(apply);
        rows_->addWidget(row);
    }
    show();
}

void BalanceSuggestionsView::setApplicable(bool on) {
    for (QPushButton* b : buttons_) b->setEnabled(on);
}

} // namespace muster
