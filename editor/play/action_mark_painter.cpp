#include "action_mark_painter.h"
#include "editor/play/board_chip.h"

#include "editor/render/board_painter.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace muster {

namespace {

QString tr(const char* s) { return QCoreApplication::translate("muster::ActionMark", s); }

// A line from a to b with an arrow head at b, stopping short of b's centre by `shortBy`.
void arrow(QPainter& p, QPointF a, QPointF b, const QPen& pen, double head, double shortBy = 0) {
    const QPointF d = b - a;
    const double len = std::hypot(d.x(), d.y());
    if (len < 1) return;
    const QPointF u = d / len;
    const QPointF tip = b - u * shortBy;
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawLine(a, tip - u * head * 0.6);
    const QPointF n(-u.y(), u.x());
    QPolygonF h;
    h << tip << tip - u * head + n * head * 0.5 << tip - u * head - n * head * 0.5;
    p.setPen(Qt::NoPen);
    p.setBrush(pen.color());
    p.drawPolygon(h);
}

void lossChip(QPainter& p, QPointF c, const QString& text, double size, bool flash) {
    drawChip(p, fitChip(text, c, size, 1e9), flash ? QColor(Qt::white) : QColor(150, 0, 0),
             flash ? QColor(255, 60, 40, 240) : QColor(255, 235, 225, 235), QColor(120, 0, 0));
}

} // namespace

void paintActionMark(QPainter& p, const BoardPainter& bp, const ActionMark& m, bool flash) {
    if (m.empty()) return;
    const double hs = bp.hexSize();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // The pieces' own colours (blue, grey): the fire arrow alone is red.
    const QColor sideInk = m.side == Side::Union ? QColor(31, 60, 200) : QColor(80, 80, 80);
    if (m.path.size() >= 2) {
        // The trail: a soft halo under a line through every hex entered, head at the end.
        QPainterPath trail(bp.hexCentre(m.path.front()));
        for (std::size_t i = 1; i + 1 < m.path.size(); ++i) trail.lineTo(bp.hexCentre(m.path[i]));
        const QPointF last = bp.hexCentre(m.path.back());
        const QPointF prev = bp.hexCentre(m.path[m.path.size() - 2]);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(255, 255, 255, 170), hs * 0.22, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QPainterPath halo = trail;
        halo.lineTo(last);
        p.drawPath(halo);
        p.setPen(QPen(sideInk, hs * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(trail);
        arrow(p, trail.currentPosition() == prev ? prev : trail.currentPosition(), last, QPen(sideInk, hs * 0.1), hs * 0.35, hs * 0.3);
        p.setPen(QPen(sideInk, hs * 0.06));
        p.setBrush(QColor(255, 255, 255, 200));
        p.drawEllipse(bp.hexCentre(m.path.front()), hs * 0.12, hs * 0.12);
    } else if (m.path.size() == 1) {  // a reinforcement placed where it entered
        p.setPen(QPen(sideInk, hs * 0.08, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(bp.hexPolygon(m.path.front()));
    }
    if (m.from && m.at) {
        const QColor ink = m.close ? QColor(120, 0, 0) : QColor(220, 20, 20);
        QPen pen(ink, hs * 0.09, m.close ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
        arrow(p, bp.hexCentre(*m.from), bp.hexCentre(*m.at), QPen(QColor(255, 255, 255, 170), hs * 0.2), hs * 0.45, hs * 0.3);
        arrow(p, bp.hexCentre(*m.from), bp.hexCentre(*m.at), pen, hs * 0.4, hs * 0.32);
        p.setPen(QPen(ink, hs * 0.07));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(bp.hexPolygon(*m.at));
    }
    for (const ActionMark::Step& r : m.retreats)
        arrow(p, bp.hexCentre(r.from), bp.hexCentre(r.to), QPen(QColor(230, 120, 0), hs * 0.09, Qt::DashLine), hs * 0.4, hs * 0.3);
    for (std::size_t i = 0; i < m.losses.size(); ++i) {
        const ActionMark::Loss& l = m.losses[i];
        int above = 0; // chips of one hex go one under the other
        for (std::size_t j = 0; j < i; ++j) above += m.losses[j].hex == l.hex;
        const QPointF c = bp.hexCentre(l.hex) + QPointF(0, -hs * 0.55 + above * hs * 0.32);
        if (l.eliminated) {
            const double r = hs * 0.4;
            const QPointF x = bp.hexCentre(l.hex);
            p.setPen(QPen(flash ? QColor(255, 40, 20) : QColor(170, 0, 0), hs * 0.1, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(x + QPointF(-r, -r), x + QPointF(r, r));
            p.drawLine(x + QPointF(-r, r), x + QPointF(r, -r));
        }
        lossChip(p, c, l.eliminated ? tr("eliminated") : tr("-%1 SP").arg(l.sp), hs * 0.26, flash);
    }
    p.restore();
}

} // namespace muster
