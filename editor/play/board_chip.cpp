#include "board_chip.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace muster {

namespace {
QFont chipFont(double px) {
    QFont f;
    f.setPixelSize(std::max(1, qRound(px)));
    f.setBold(true);
    return f;
}

QSizeF textSize(const QString& text, double px) {
    const QFontMetricsF fm(chipFont(px));
    double w = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString& line : lines) w = std::max(w, fm.horizontalAdvance(line));
    return {w + 4, fm.height() * lines.size() + 2};
}
} // namespace

BoardChip fitChip(const QString& text, QPointF centre, double px, double maxWidth) {
    BoardChip c{text, px, {}};
    if (textSize(c.text, px).width() > maxWidth) c.text.replace(QStringLiteral(", "), QStringLiteral("\n"));
    for (double scale = 1.0; scale > 0.5 && textSize(c.text, c.px).width() > maxWidth; scale -= 0.05) c.px = px * scale;
    c.rect = QRectF(QPointF(), textSize(c.text, c.px));
    c.rect.moveCenter(centre);
    return c;
}

BoardChip chipInHex(const QString& text, const QPolygonF& hex, double px) {
    const QRectF box = hex.boundingRect();
    BoardChip c = fitChip(text, box.center(), px, box.width() * 0.85);
    const auto inside = [&](const QRectF& r) {
        for (QPointF corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()})
            if (!hex.containsPoint(corner, Qt::OddEvenFill)) return false;
        return true;
    };
    // From the bottom up, the first place where the whole chip is inside.
    for (double dy = box.height() / 2; dy > 0; dy -= box.height() / 100) {
        const QRectF r = c.rect.translated(0, dy);
        if (inside(r)) {
            c.rect = r;
            break;
        }
    }
    return c;
}

void drawChip(QPainter& p, const BoardChip& c, QColor ink, QColor fill, QColor outline) {
    p.setFont(chipFont(c.px));
    p.setPen(outline.alpha() ? QPen(outline, 1.5) : QPen(Qt::NoPen));
    p.setBrush(fill);
    p.drawRoundedRect(c.rect, 3, 3);
    p.setPen(ink);
    p.drawText(c.rect, Qt::AlignCenter, c.text);
}

} // namespace muster
