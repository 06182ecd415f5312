// PlayTool::paintOverlay: what the play board draws over the pieces (selection, lit moves
// with AP and kind, targets with odds, the sight line to the hovered hex with its blockers,
// retreat and advance choices, a path being dragged, the end-of-game banner).
#include "play_tool.h"

#include "editor/play/action_mark_painter.h"
#include "editor/play/board_chip.h"
#include "editor/play/play_controller.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"
#include "engine/queries/play_queries.h"
#include "engine/queries/rule_queries.h"

#include <QPainter>
#include <QPainterPath>

namespace muster {

namespace {
void tint(QPainter& p, const BoardPainter& bp, Offset o, const QBrush& fill, QColor pen, double width) {
    p.setBrush(fill);
    p.setPen(QPen(pen, width));
    p.drawPolygon(bp.hexPolygon(o));
}

// Text on a pale chip so it reads over any terrain, within its hex's width.
void chip(QPainter& p, const BoardPainter& bp, QPointF centre, const QString& text, double size, QColor ink) {
    drawChip(p, fitChip(text, centre, size, bp.hexSize() * 1.6), ink);
}
} // namespace

BoardChip PlayTool::targetChip(const Lit& l) const {
    const BoardPainter& bp = ctx_.view->boardPainter();
    return chipInHex(l.odds.isEmpty() ? l.label : l.odds, bp.hexPolygon(l.hex), bp.hexSize() * 0.26);
}

void PlayTool::paintOverlay(QPainter& p) const {
    if (!ctx_.view) return;
    const GameState& s = state();
    const GameSetup& g = s.setup();
    const BoardPainter& bp = ctx_.view->boardPainter();
    const double hs = bp.hexSize();
    p.save();
    p.setRenderHint(QPainter::Antialiasing);

    // A decision waiting for the human at the screen.
    if (pc_->humanMayAct() && s.pending.kind != DecisionKind::None) {
        for (int idx : s.pending.options) {
            const Offset o = g.offset(idx);
            tint(p, bp, o, QColor(255, 200, 0, 110), QColor(200, 120, 0), 3);
            chip(p, bp, bp.hexCentre(o) + QPointF(0, hs * 0.55),
                 s.pending.kind == DecisionKind::Retreat ? tr("retreat") : tr("advance"), hs * 0.32, QColor(120, 60, 0));
        }
        if (s.pending.unit >= 0 && s.unit(s.pending.unit).status == UnitStatus::Board)
            tint(p, bp, g.offset(s.unit(s.pending.unit).hex), Qt::NoBrush, QColor(200, 120, 0), 4);
    }

    if (unit_ >= 0 && s.unit(unit_).status == UnitStatus::Board) {
        const Offset from = g.offset(s.unit(unit_).hex);
        tint(p, bp, from, QColor(30, 110, 230, 50), QColor(30, 110, 230), 4);
        if (mode_ == Mode::MoveFireAt && !moveFirePath_.empty())
            tint(p, bp, moveFirePath_.back(), QColor(30, 110, 230, 40), QColor(30, 110, 230), 3);
    }
    // What the last action did (the computer's, or the one stepped to in the log), under
    // the lit hexes of the next.
    if (const ActionMark* m = pc_->marks()->shown()) paintActionMark(p, bp, *m, pc_->marks()->flashOn());

    for (const Lit& l : lit_) {
        if (l.target) continue;
        const bool fm = l.kind == MoveKind::ForceMarch;
        const bool bonus = l.action.leader >= 0 || l.action.bonus;
        const QColor c = bonus ? QColor(150, 60, 200) : fm ? QColor(230, 130, 0) : QColor(20, 150, 60);
        tint(p, bp, l.hex, QColor(c.red(), c.green(), c.blue(), 60), c, 2);
        chip(p, bp, bp.hexCentre(l.hex) + QPointF(0, hs * 0.55), l.label, hs * 0.3, c.darker(150));
    }
    for (const Lit& l : lit_) {
        if (!l.target) continue;
        tint(p, bp, l.hex, QColor(220, 30, 30, 45), QColor(220, 30, 30), 4);
        drawChip(p, targetChip(l), QColor(150, 0, 0));
    }

    // Sight line from the selected unit (or the hex it would fire from) to the hovered hex.
    if (unit_ >= 0 && hover_ && g.contains(*hover_) && s.unit(unit_).status == UnitStatus::Board) {
        const int fromHex = mode_ == Mode::MoveFireAt && !moveFirePath_.empty() ? g.index(moveFirePath_.back()) : s.unit(unit_).hex;
        const int to = g.index(*hover_);
        const int range = g.distance(fromHex, to);
        if (range >= 1 && range <= kMaxFireRange && s.occupant(to) && *s.occupant(to) != s.active) {
            const LosResult los = sightBetween(s, fromHex, to);
            const QPointF a = bp.hexCentre(g.offset(fromHex)), b = bp.hexCentre(*hover_);
            p.setPen(QPen(los.clear ? QColor(20, 20, 20) : QColor(220, 30, 30), 2.5, los.clear ? Qt::SolidLine : Qt::DashLine));
            p.drawLine(a, b);
            for (Offset o : los.blockedBy) {
                const QPointF c = bp.hexCentre(o);
                const double r = hs * 0.35;
                p.setPen(QPen(QColor(220, 30, 30), 4));
                p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
                p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
            }
            if (!los.clear) chip(p, bp, (a + b) / 2, tr("no line of sight (8.2)"), hs * 0.28, QColor(180, 0, 0));
        }
    }

    if (!drag_.empty()) {
        QPainterPath path(bp.hexCentre(g.offset(s.unit(unit_).hex)));
        for (Offset o : drag_) path.lineTo(bp.hexCentre(o));
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(30, 110, 230), 5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(path);
    }

    if (s.over()) {  // the end-of-game banner across the middle of the board, wrapped
        const QRectF board = bp.boardRect();
        QFont f = p.font();
        f.setPixelSize(std::max(8, qRound(hs * 0.55)));
        f.setBold(true);
        p.setFont(f);
        QRectF box(0, 0, board.width() * 0.8, board.height());
        box = QFontMetricsF(f).boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, pc_->resultText());
        box.moveCenter(board.center());
        box.adjust(-hs * 0.4, -hs * 0.3, hs * 0.4, hs * 0.3);
        p.setPen(QPen(QColor(20, 20, 60), 2));
        p.setBrush(QColor(255, 255, 245, 235));
        p.drawRoundedRect(box, 6, 6);
        p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, pc_->resultText());
    }
    p.restore();
}

} // namespace muster
