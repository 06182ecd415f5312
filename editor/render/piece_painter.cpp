#include "piece_painter.h"
#include "scenario_text.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace muster {

QFont PiecePainter::pixelFont(double px, bool bold) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(px))));
    f.setBold(bold);
    return f;
}

namespace {

void drawStar(QPainter& p, QPointF c, double r, const QColor& fill, const QColor& line) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double a = (-90.0 + 36.0 * i) * M_PI / 180.0;
        const double rr = (i % 2 == 0) ? r : r * 0.42;
        star << c + QPointF(rr * std::cos(a), rr * std::sin(a));
    }
    p.setPen(QPen(line, std::max(0.5, r * 0.08)));
    p.setBrush(fill);
    p.drawPolygon(star);
}

} // namespace

QColor PiecePainter::sideColor(Side s, bool mono) {
    if (mono) return s == Side::Union ? QColor(255, 255, 255) : QColor(178, 178, 178);
    return s == Side::Union ? QColor(38, 72, 150) : QColor(128, 132, 138);
}

QColor PiecePainter::sideInk(Side s, bool mono) {
    if (mono) return QColor(0, 0, 0);
    return s == Side::Union ? QColor(255, 255, 255) : QColor(15, 15, 20);
}

QColor PiecePainter::moraleColor(Morale m) {
    switch (m) {
    case Morale::Green: return QColor(40, 160, 60);
    case Morale::Black: return QColor(10, 10, 10);
    case Morale::Gold: return QColor(230, 180, 30);
    }
    return Qt::magenta;
}

void PiecePainter::drawMoraleSquare(QPainter& p, const QRectF& r, Morale m, bool mono) {
    p.save();
    p.setPen(QPen(mono ? Qt::black : Qt::white, std::max(0.5, r.width() * 0.1)));
    if (!mono) {
        p.setBrush(moraleColor(m));
        p.drawRect(r);
    } else {
        // Shapes instead of colours: green open, black solid, gold cross-hatched.
        p.setBrush(m == Morale::Black ? QBrush(Qt::black) : QBrush(Qt::white));
        p.drawRect(r);
        if (m == Morale::Gold) {
            p.setPen(QPen(Qt::black, std::max(0.4, r.width() * 0.12)));
            p.drawLine(r.topLeft(), r.bottomRight());
            p.drawLine(r.topRight(), r.bottomLeft());
        }
    }
    p.restore();
}

void PiecePainter::drawTypeIcon(QPainter& p, const QRectF& r, UnitType t, const QColor& ink) {
    p.save();
    const double lw = std::max(0.5, r.height() * 0.1);
    p.setPen(QPen(ink, lw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    switch (t) {
    case UnitType::Infantry: // the crossed box of map symbols
        p.drawRect(r);
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        break;
    case UnitType::Cavalry: // one diagonal
        p.drawRect(r);
        p.drawLine(r.bottomLeft(), r.topRight());
        break;
    case UnitType::Artillery: // a gun: solid ball in the box
        p.drawRect(r);
        p.setBrush(ink);
        p.drawEllipse(r.center(), r.height() * 0.22, r.height() * 0.22);
        break;
    case UnitType::Gunboat: { // a hull with a funnel
        QPainterPath hull;
        hull.moveTo(r.left(), r.top() + r.height() * 0.5);
        hull.lineTo(r.right(), r.top() + r.height() * 0.5);
        hull.lineTo(r.right() - r.width() * 0.18, r.bottom());
        hull.lineTo(r.left() + r.width() * 0.18, r.bottom());
        hull.closeSubpath();
        p.setBrush(ink);
        p.drawPath(hull);
        p.drawRect(QRectF(r.center().x() - r.width() * 0.08, r.top(), r.width() * 0.16, r.height() * 0.5));
        break;
    }
    case UnitType::Leader:
        drawStar(p, r.center(), r.height() * 0.55, ink, ink);
        break;
    }
    p.restore();
}

void PiecePainter::drawUnit(QPainter& p, const QRectF& b, const Unit& u, bool mono, double detail) {
    drawUnit(p, b, boardUnit(u), mono, detail);
}

QString PiecePainter::drawFittedText(QPainter& p, const QRectF& r, const QString& text, double px, bool bold) {
    // Whole on one line at up to a third smaller; else on two lines at two thirds of the
    // size ("Iron Brigade" on a block, not "Iron Brig..."); else without a bracketed
    // addition; else cut at the smallest size.
    for (double scale : {1.0, 0.85, 0.7}) {
        const QFont f = pixelFont(px * scale, bold);
        if (QFontMetricsF(f).horizontalAdvance(text) <= r.width()) {
            p.setFont(f);
            p.drawText(r, Qt::AlignCenter, text);
            return text;
        }
    }
    const QFont two = pixelFont(px * 0.65, bold);
    const QFontMetricsF fm(two);
    const QRectF need = fm.boundingRect(r, Qt::AlignCenter | Qt::TextWordWrap, text);
    if (need.width() <= r.width() + 0.5 && fm.lineSpacing() * 2 <= r.height() * 1.25 && need.height() < fm.lineSpacing() * 2.5) {
        p.setFont(two);
        p.drawText(r.adjusted(0, -r.height() * 0.15, 0, r.height() * 0.15), Qt::AlignCenter | Qt::TextWordWrap, text);
        return text;
    }
    // "Phelps's Brigade (Doubleday's Division)": the part before the brackets, whole.
    const qsizetype bracket = text.indexOf(QStringLiteral(" ("));
    if (bracket > 0) return drawFittedText(p, r, text.left(bracket), px, bold);
    const QFont small = pixelFont(px * 0.7, bold);
    p.setFont(small);
    const QString cut = QFontMetricsF(small).elidedText(text, Qt::ElideRight, r.width());
    p.drawText(r, Qt::AlignCenter, cut);
    return cut;
}

void PiecePainter::drawLeader(QPainter& p, const QRectF& b, const Unit& u, bool mono, double detail) {
    drawLeader(p, b, boardUnit(u), mono, detail);
}

void PiecePainter::drawVpToken(QPainter& p, const QPointF& c, double r, const VpMarker& m, bool mono) {
    drawVpToken(p, c, r, m.value, m.side, mono);
}

void PiecePainter::drawUnit(QPainter& p, const QRectF& b, const BoardUnit& shown, bool mono, double detail) {
    const Unit& u = *shown.unit;
    if (u.type == UnitType::Leader) return drawLeader(p, b, shown, mono, detail);
    p.save();
    const double side = b.width();
    const QColor fill = sideColor(u.side, mono), ink = sideInk(u.side, mono);
    p.setPen(QPen(mono ? Qt::black : QColor(20, 20, 25), std::max(0.5, side * (mono ? 0.045 : 0.03))));
    p.setBrush(fill);
    p.drawRoundedRect(b, side * 0.08, side * 0.08);
    if (detail < 7) {
        p.restore();
        return;
    }
    // Type icon in the upper half, morale square in the top-right corner.
    const QRectF icon(b.left() + side * 0.14, b.top() + side * 0.14, side * 0.5, side * 0.34);
    drawTypeIcon(p, icon, u.type, ink);
    if (shown.morale) {
        const double m = side * 0.22;
        drawMoraleSquare(p, QRectF(b.right() - m - side * 0.07, b.top() + side * 0.07, m, m), *shown.morale, mono);
    }
    // Strength: one small square per block.
    const int sp = std::clamp(shown.sp, 0, 8);
    const double pip = side * 0.15, gap = side * 0.05;
    const double rowW = sp * pip + (sp - 1) * gap;
    double x = b.center().x() - rowW / 2;
    const double y = b.bottom() - pip - side * 0.08;
    p.setPen(QPen(mono ? Qt::black : QColor(20, 20, 25), std::max(0.3, side * 0.02)));
    p.setBrush(mono ? QColor(0, 0, 0) : QColor(245, 245, 240));
    for (int i = 0; i < sp; ++i, x += pip + gap) p.drawRect(QRectF(x, y, pip, pip));
    // Name between icon and pips when there is room for it to be read.
    if (detail >= 44 && !u.name.empty()) {
        p.setPen(ink);
        const QRectF tr(b.left() + side * 0.05, icon.bottom() + side * 0.02, side * 0.9, y - icon.bottom() - side * 0.03);
        drawFittedText(p, tr, text::q(u.name), side * 0.15, false);
    }
    p.restore();
}

void PiecePainter::drawLeader(QPainter& p, const QRectF& b, const BoardUnit& shown, bool mono, double detail) {
    const Unit& u = *shown.unit;
    p.save();
    const double side = std::min(b.width(), b.height());
    const QColor fill = sideColor(u.side, mono), ink = sideInk(u.side, mono);
    // Leaders: a block with a gold (mono: white) band and a star, so they stand apart.
    p.setPen(QPen(mono ? Qt::black : QColor(20, 20, 25), std::max(0.5, side * 0.04)));
    p.setBrush(fill);
    p.drawRoundedRect(b, side * 0.08, side * 0.08);
    const QRectF band(b.left(), b.top() + b.height() * 0.58, b.width(), b.height() * 0.3);
    if (detail < 7) {
        p.restore();
        return;
    }
    drawStar(p, QPointF(b.center().x(), b.top() + b.height() * 0.3), side * 0.22,
             mono ? QColor(255, 255, 255) : QColor(236, 190, 40), mono ? Qt::black : QColor(60, 40, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(mono ? QColor(255, 255, 255) : QColor(245, 235, 200));
    p.drawRect(band);
    if (detail >= 20 && !u.name.empty()) {
        p.setPen(Qt::black);
        const QRectF inner(band.left() + band.width() * 0.025, band.top(), band.width() * 0.95, band.height());
        drawFittedText(p, inner, text::q(u.name), side * 0.2, true);
    }
    (void)ink;
    p.restore();
}

void PiecePainter::drawVpToken(QPainter& p, const QPointF& c, double r, int value, std::optional<Side> holder, bool mono) {
    // The holder at a glance: the token filled in the holder's block colour with an inner
    // ring; held by nobody, a plain cream (mono: white) token with a single ring.
    p.save();
    QColor fill = mono ? QColor(255, 255, 255) : QColor(250, 240, 200);
    QColor ink = Qt::black;
    if (holder) {
        fill = sideColor(*holder, mono);
        ink = sideInk(*holder, mono);
    }
    p.setPen(QPen(mono ? Qt::black : QColor(120, 20, 20), std::max(0.5, r * (holder ? 0.12 : 0.22))));
    p.setBrush(fill);
    p.drawEllipse(c, r, r);
    if (holder) { // a light inner ring keeps a dark token readable on dark terrain
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(mono ? Qt::black : QColor(250, 240, 200), std::max(0.3, r * 0.08)));
        p.drawEllipse(c, r * 0.72, r * 0.72);
    }
    p.setPen(ink);
    p.setFont(pixelFont(r * 1.05, true));
    p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(value));
    p.restore();
}

} // namespace muster
