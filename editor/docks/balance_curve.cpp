// BalanceCurve (balance_curve.h).
#include "balance_curve.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace muster {
namespace {

const QColor kSideColour[2] = {QColor(52, 96, 170), QColor(170, 60, 50)};

} // namespace

BalanceCurve::BalanceCurve(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("balanceCurve"));
    hide();
}

void BalanceCurve::setCurve(const std::vector<VpTurnBand>& turns) {
    turns_ = turns;
    setVisible(!turns_.empty());
    update();
}

void BalanceCurve::paintEvent(QPaintEvent*) {
    if (turns_.empty()) return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = p.fontMetrics();
    p.setPen(palette().text().color());
    p.drawText(QRect(4, 2, width() - 8, fm.height()), Qt::AlignLeft, tr("VP by turn (line: mean; band: 80% of games)"));
    int most = 1;
    for (const VpTurnBand& t : turns_) most = std::max({most, t.p90[0], t.p90[1]});
    const int left = fm.horizontalAdvance(QString::number(most)) + 10;
    const QRect area(left, 3 * fm.height(), width() - left - 8, height() - 5 * fm.height() - 6);
    if (area.width() < 20 || area.height() < 20) return;
    const int n = static_cast<int>(turns_.size());
    auto x = [&](int turn) { return area.left() + (n == 1 ? area.width() / 2.0 : area.width() * double(turn - 1) / (n - 1)); };
    auto y = [&](double vp) { return area.bottom() - area.height() * vp / most; };
    // Axes, VP ticks and the turn numbers.
    p.setPen(Qt::gray);
    p.drawLine(area.bottomLeft(), area.bottomRight());
    p.drawLine(area.bottomLeft(), area.topLeft());
    const int step = std::max(1, most / 4);
    for (int v = 0; v <= most; v += step) {
        p.drawText(QRect(0, static_cast<int>(y(v)) - fm.height() / 2, left - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v));
        p.drawLine(QPointF(area.left() - 3, y(v)), QPointF(area.left(), y(v)));
    }
    for (const VpTurnBand& t : turns_)
        if (n <= 12 || t.turn % 2 == 1)
            p.drawText(QRectF(x(t.turn) - 15, area.bottom() + 2, 30, fm.height()), Qt::AlignHCenter, QString::number(t.turn));
    p.drawText(QRect(area.left(), area.bottom() + fm.height() + 2, area.width(), fm.height()), Qt::AlignHCenter, tr("turn"));
    // Both bands first, then both lines, so neither band tints the other side's line.
    for (std::size_t s = 0; s < 2; ++s) {
        QPainterPath band;
        band.moveTo(x(turns_.front().turn), y(turns_.front().p90[s]));
        for (const VpTurnBand& t : turns_) band.lineTo(x(t.turn), y(t.p90[s]));
        for (auto it = turns_.rbegin(); it != turns_.rend(); ++it) band.lineTo(x(it->turn), y(it->p10[s]));
        band.closeSubpath();
        QColor fill = kSideColour[s];
        fill.setAlpha(50);
        p.fillPath(band, fill);
    }
    p.setRenderHint(QPainter::Antialiasing, false);  // the lines in their sides' exact colours
    for (std::size_t s = 0; s < 2; ++s) {
        QPainterPath mean;
        mean.moveTo(x(turns_.front().turn), y(turns_.front().mean[s]));
        for (const VpTurnBand& t : turns_) mean.lineTo(x(t.turn), y(t.mean[s]));
        p.setPen(QPen(kSideColour[s], 2));
        p.drawPath(mean);
    }
    // The legend, under the title.
    const QString names[2] = {tr("Union"), tr("Confederates")};
    int lx = 8;
    const int ly = 2 + fm.height() + fm.ascent();
    for (std::size_t s = 0; s < 2; ++s) {
        p.fillRect(QRect(lx, ly - fm.ascent() / 2 - 2, 12, 4), kSideColour[s]);
        lx += 16;
        p.setPen(palette().text().color());
        p.drawText(QPoint(lx, ly), names[s]);
        lx += fm.horizontalAdvance(names[s]) + 12;
    }
}

} // namespace muster
