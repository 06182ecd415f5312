#include "entry_arrows.h"

#include "board_painter.h"
#include "piece_painter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace muster {
namespace {

// The board edge nearest the hex; a tie goes to the side's home edge, then N, S, E, W.
Edge nearestEdge(const BoardGeometry& g, Offset o, Edge home) {
    const std::array<int, 4> gap = {o.row - 1, g.rows - o.row, g.columns - o.col, o.col - 1}; // N S E W
    int best = static_cast<int>(home);
    for (int e = 0; e < 4; ++e)
        if (gap[static_cast<std::size_t>(e)] < gap[static_cast<std::size_t>(best)]) best = e;
    return static_cast<Edge>(best);
}

QPointF outward(Edge e) {
    switch (e) {
    case Edge::North: return {0, -1};
    case Edge::South: return {0, 1};
    case Edge::East: return {1, 0};
    case Edge::West: return {-1, 0};
    }
    return {0, -1};
}

} // namespace

QString EntryArrows::Arrow::label() const {
    QStringList parts;
    for (int t : turns) parts << QStringLiteral("T%1").arg(t);
    return parts.join(QStringLiteral(", "));
}

std::vector<EntryArrows::Arrow> EntryArrows::arrows(const Scenario& s) { return arrows(ScenarioBoard(s)); }

std::vector<EntryArrows::Arrow> EntryArrows::arrows(const BoardContext& board) {
    std::map<std::tuple<int, int, int>, Arrow> byHex; // row, col, side
    board.forEachArrival([&](const BoardArrival& r) {
        const Offset h = r.at.hex;
        Arrow& a = byHex[{h.row, h.col, static_cast<int>(r.side)}];
        a.hex = h;
        a.side = r.side;
        a.edge = nearestEdge(board.board(), h, board.homeEdge(r.side));
        if (std::find(a.turns.begin(), a.turns.end(), r.at.turn) == a.turns.end()) a.turns.push_back(r.at.turn);
        ++a.units;
    });
    std::vector<Arrow> out;
    for (auto& [key, a] : byHex) {
        std::sort(a.turns.begin(), a.turns.end());
        out.push_back(std::move(a));
    }
    return out;
}

std::pair<QPointF, QPointF> EntryArrows::geometry(const BoardPainter& bp, const Arrow& a) {
    const QPointF c = bp.hexCentre(a.hex);
    const QPointF out = outward(a.edge);
    const double s = bp.hexSize();
    // From just outside the hex's outer side to a little short of its centre, so the
    // arrow reads as "comes in here" and leaves the blocks in the hex visible.
    return {c + out * (1.05 * s), c + out * (0.35 * s)};
}

void EntryArrows::paint(QPainter& p, const BoardPainter& bp, bool mono) {
    const std::vector<Arrow> list = arrows(bp.board());
    if (list.empty()) return;
    const double size = bp.hexSize();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(size * 0.24))));
    font.setBold(true);
    p.setFont(font);
    const QFontMetricsF fm(font);
    for (const Arrow& a : list) {
        const auto [tail, head] = geometry(bp, a);
        QPointF dir = head - tail;
        const double len = std::hypot(dir.x(), dir.y());
        dir /= len;
        const QPointF across(-dir.y(), dir.x());
        const QColor fill = PiecePainter::sideColor(a.side, mono);
        const QColor line = mono ? QColor(0, 0, 0) : fill.darker(170);
        // A broad arrow: shaft then a head a little wider.
        const double shaft = 0.11 * size, wing = 0.26 * size, headLen = 0.32 * size;
        const QPointF neck = head - dir * headLen;
        QPolygonF poly{tail + across * shaft, neck + across * shaft, neck + across * wing, head,
                       neck - across * wing, neck - across * shaft, tail - across * shaft};
        p.setPen(QPen(line, 0.035 * size, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(fill);
        p.drawPolygon(poly);
        // The turns in a pale chip beside the tail, outside the blocks' area.
        const QString text = a.label();
        const double tw = fm.horizontalAdvance(text) + size * 0.12, th = fm.height();
        const QPointF at = tail + dir * (0.12 * size) + across * (shaft + 0.05 * size + th / 2);
        const QRectF box(at.x() - tw / 2, at.y() - th / 2, tw, th);
        p.setPen(QPen(line, 0.025 * size));
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(box, th * 0.25, th * 0.25);
        p.setPen(mono ? QColor(0, 0, 0) : line);
        p.drawText(box, Qt::AlignCenter, text);
    }
    p.restore();
}

} // namespace muster
