// BalanceChart (balance_chart.h): win rates with whiskers, VP per side, game length.
#include "balance_chart.h"

#include <QPainter>

#include <algorithm>

namespace muster {
namespace {

// ---- BalanceChart ----

const QColor kUnion(52, 96, 170), kConfederate(150, 150, 150), kDraw(200, 170, 90);

QString pct0(double r) { return QString::number(100 * r, 'f', 0) + QLatin1Char('%'); }

// A histogram (value -> games) as bars over the value range, captioned.
void histogram(QPainter& p, const QRect& r, const QString& title, const std::map<int, int>& h, const QColor& c,
               int lo, int hi, const QFontMetrics& fm) {
    p.setPen(Qt::black);
    p.drawText(QRect(r.left(), r.top(), r.width(), fm.height()), Qt::AlignLeft, title);
    const QRect area(r.left(), r.top() + fm.height(), r.width(), r.height() - 2 * fm.height());
    int most = 1;
    for (const auto& [k, n] : h) most = std::max(most, n);
    const int columns = std::max(1, hi - lo + 1);
    const double w = double(area.width()) / columns;
    for (int v = lo; v <= hi; ++v) {
        const auto it = h.find(v);
        const int n = it == h.end() ? 0 : it->second;
        const int bh = static_cast<int>(area.height() * double(n) / most);
        const int x = area.left() + static_cast<int>((v - lo) * w);
        p.fillRect(QRect(x + 1, area.bottom() - bh, std::max(1, static_cast<int>(w) - 2), bh), c);
        if (columns <= 16 || (v - lo) % 2 == 0)
            p.drawText(QRect(x, area.bottom() + 1, static_cast<int>(w), fm.height()), Qt::AlignHCenter, QString::number(v));
    }
    p.setPen(Qt::gray);
    p.drawLine(area.bottomLeft(), area.bottomRight());
}

} // namespace

BalanceChart::BalanceChart(QWidget* parent) : QWidget(parent) { setObjectName(QStringLiteral("balanceChart")); }

void BalanceChart::setReport(const std::optional<BalanceReport>& r) {
    report_ = r;
    update();
}

void BalanceChart::setStale(bool stale) {
    stale_ = stale;
    update();
}

void BalanceChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    const QRect all = rect().adjusted(6, 4, -6, -4);
    if (!report_ || report_->games == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, tr("Run an estimate to see win rates, VP and game length."));
        return;
    }
    const BalanceReport& r = *report_;
    p.setRenderHint(QPainter::Antialiasing);
    // Top half: win rates with their 95% Wilson intervals as whiskers.
    const int winH = all.height() * 2 / 5;
    const QRect win(all.left(), all.top(), all.width(), winH);
    p.setPen(Qt::black);
    p.drawText(QRect(win.left(), win.top(), win.width(), fm.height()), Qt::AlignLeft,
               tr("Win rate, 95% interval (%n games)", nullptr, r.games));
    const QRect bars(win.left(), win.top() + fm.height() * 2, win.width(), win.height() - fm.height() * 3);
    struct Bar {
        QString label;
        int count;
        QColor colour;
    };
    const Bar list[3] = {{tr("Union"), r.unionWins, kUnion}, {tr("Confederate"), r.confederateWins, kConfederate},
                         {tr("Draw"), r.draws, kDraw}};
    const int slot = bars.width() / 3;
    auto yOf = [&](double v) { return bars.bottom() - static_cast<int>(bars.height() * std::clamp(v, 0.0, 1.0)); };
    for (int i = 0; i < 3; ++i) {
        const double rate = double(list[i].count) / r.games;
        const Interval ci = wilsonInterval(list[i].count, r.games);
        const int x = bars.left() + i * slot;
        p.fillRect(QRect(x + slot / 5, yOf(rate), slot * 3 / 5, bars.bottom() - yOf(rate)), list[i].colour);
        p.setPen(QPen(Qt::black, 1.5));
        const int cx = x + slot / 2;
        p.drawLine(cx, yOf(ci.lo), cx, yOf(ci.hi));
        p.drawLine(cx - 5, yOf(ci.lo), cx + 5, yOf(ci.lo));
        p.drawLine(cx - 5, yOf(ci.hi), cx + 5, yOf(ci.hi));
        p.drawText(QRect(x, yOf(ci.hi) - fm.height(), slot, fm.height()), Qt::AlignHCenter, pct0(rate));
        p.drawText(QRect(x, bars.bottom() + 1, slot, fm.height()), Qt::AlignHCenter, list[i].label);
    }
    // 50%: even.
    p.setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
    p.drawLine(bars.left(), yOf(0.5), bars.right(), yOf(0.5));

    // Bottom: VP per side on one scale, and game length.
    int vpHi = 1;
    for (const auto& h : r.vpHistogram)
        if (!h.empty()) vpHi = std::max(vpHi, h.rbegin()->first);
    const int rest = all.height() - winH, third = rest / 3;
    histogram(p, QRect(all.left(), win.bottom() + 4, all.width(), third - 4), tr("Union VP at the end"), r.vpHistogram[0],
              kUnion, 0, vpHi, fm);
    histogram(p, QRect(all.left(), win.bottom() + third + 4, all.width(), third - 4), tr("Confederate VP at the end"),
              r.vpHistogram[1], kConfederate, 0, vpHi, fm);
    const int turnHi = r.turnHistogram.empty() ? 1 : std::max(1, r.turnHistogram.rbegin()->first);
    histogram(p, QRect(all.left(), win.bottom() + 2 * third + 4, all.width(), third - 4),
              tr("Game length (turns), mean %1").arg(r.meanTurns, 0, 'f', 1), r.turnHistogram, QColor(110, 140, 110),
              1, turnHi, fm);
    if (stale_) {
        QColor veil = palette().color(QPalette::Base);
        veil.setAlpha(150);
        p.fillRect(rect(), veil);
    }
}

} // namespace muster
