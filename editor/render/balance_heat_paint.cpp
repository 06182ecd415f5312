#include "editor/render/balance_heat_paint.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace muster {

QColor balanceHeatColor(Side side) { return side == Side::Union ? QColor(38, 72, 150) : QColor(170, 30, 30); }

std::vector<HexMark> balanceHeatMarks(const std::vector<HexEffect>& all) {
    std::vector<HexMark> out;
    std::vector<Offset> clear;
    for (const HexEffect& e : decisiveHexes(all, 5)) clear.push_back(e.hex);
    for (const HexEffect& e : all) {
        const int side = e.effect[0] >= e.effect[1] ? 0 : 1;
        const double change = e.effect[side];
        if (change < 0.05) continue;  // holding it hardly changes who wins
        HexMark m;
        m.hex = e.hex;
        m.color = balanceHeatColor(side == 0 ? Side::Union : Side::Confederate);
        m.fill = true;
        m.fillAlpha = static_cast<int>(40 + 170 * std::min(1.0, change / 0.5));
        const bool outlined = std::find(clear.begin(), clear.end(), e.hex) != clear.end();
        m.width = outlined ? 3.0 : 0.0;
        out.push_back(m);
    }
    return out;
}

BalanceHeatLegend balanceHeatLegend() {
    auto tr = [](const char* s) { return QCoreApplication::translate("BalanceHeat", s); };
    return {tr("the Union wins more often when it holds the hex at the end"),
            tr("the Confederates win more often when they hold the hex at the end"),
            tr("A stronger colour is a larger change, an outline a change clear beyond chance (95% interval). "
               "From the strongest player's games.")};
}

void paintBalanceHeatLegend(QPainter& p, const QRectF& area) {
    const BalanceHeatLegend text = balanceHeatLegend();
    const double line = area.height() / 3.6, pad = line * 0.3;
    QFont font = p.font();
    font.setPixelSize(std::max(1, static_cast<int>(line * 0.62)));
    // Smaller until the longest sentence fits the width beside its swatch.
    for (;;) {
        const QFontMetricsF fm(font);
        const double widest = std::max({fm.horizontalAdvance(text.unionText), fm.horizontalAdvance(text.confederateText),
                                        fm.horizontalAdvance(text.note)});
        if (widest + line * 1.4 + 2 * pad <= area.width() || font.pixelSize() <= 6) break;
        font.setPixelSize(font.pixelSize() - 1);
    }
    p.save();
    p.fillRect(area, Qt::white);
    p.setFont(font);
    const double swatch = line * 0.7;
    auto row = [&](int i, const QColor* colour, const QString& words) {
        const QRectF r(area.left() + pad, area.top() + pad + i * line, area.width() - 2 * pad, line);
        double x = r.left();
        if (colour) {
            QColor fill = *colour;
            fill.setAlpha(180);
            p.setPen(QPen(*colour, std::max(1.0, swatch / 10)));
            p.setBrush(fill);
            p.drawRect(QRectF(x, r.center().y() - swatch / 2, swatch, swatch));
        }
        x += line * 1.1;
        p.setPen(Qt::black);
        p.drawText(QRectF(x, r.top(), r.right() - x, r.height()), Qt::AlignVCenter | Qt::AlignLeft, words);
    };
    const QColor u = balanceHeatColor(Side::Union), c = balanceHeatColor(Side::Confederate);
    row(0, &u, text.unionText);
    row(1, &c, text.confederateText);
    row(2, nullptr, text.note);
    p.restore();
}

} // namespace muster
