// BoardPainter: the pieces (unit blocks laid out per stack, VP markers with their labels),
// what only a game shows (acted units, the last action's hexes) and hit-testing of blocks.
#include "board_painter.h"
#include "scenario_text.h"

#include "piece_painter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace muster {
namespace {

// Blocks of a stack of n laid out in a grid inside the hex's inscribed area, so a hex with
// artillery, infantry and a leader shows all three side by side; less room under a VP marker.
std::vector<QRectF> stackBlocks(QPointF c, double s, int n, bool hasVp) {
    const int cols = n <= 1 ? 1 : (n <= 4 ? 2 : 3);
    const int rows = (n + cols - 1) / cols;
    const double areaW = 1.42 * s, areaTop = -0.6 * s, areaBottom = (hasVp ? 0.5 : 0.72) * s;
    const double areaH = areaBottom - areaTop;
    double side = std::min({areaW / cols, areaH / rows, 0.95 * s}) * 0.94;
    if (n == 1) side = std::min(side, hasVp ? 0.9 * s : 0.98 * s);
    const double gap = side * 0.06;
    const double cy0 = c.y() + (areaTop + areaBottom) / 2 - (rows * side + (rows - 1) * gap) / 2;
    std::vector<QRectF> out;
    for (int i = 0; i < n; ++i) {
        const int rr = i / cols, cc = i % cols;
        const int inRow = std::min(cols, n - rr * cols);
        const double x0 = c.x() - (inRow * side + (inRow - 1) * gap) / 2 + cc * (side + gap);
        out.emplace_back(x0, cy0 + rr * (side + gap), side, side);
    }
    return out;
}

bool inRange(const HexRange& r, Offset o) { return o.col >= r.col0 && o.col <= r.col1 && o.row >= r.row0 && o.row <= r.row1; }

// A unit that has acted this side turn: its block washed pale with a tick in its corner, so
// what is left to do stands out.
void paintActed(QPainter& p, const QRectF& b, double detail) {
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(250, 250, 250, 150));
    p.drawRoundedRect(b, b.width() * 0.08, b.width() * 0.08);
    if (detail >= 12) {
        const double r = b.width() * 0.2;
        const QPointF c = b.topRight() + QPointF(-r * 0.6, r * 0.6);
        p.setPen(QPen(QColor(60, 60, 60), std::max(0.3, r * 0.08)));
        p.setBrush(QColor(255, 255, 255, 235));
        p.drawEllipse(c, r, r);
        p.setPen(QPen(QColor(20, 120, 40), r * 0.3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(QPolygonF{c + QPointF(-r * 0.5, 0), c + QPointF(-r * 0.1, r * 0.4), c + QPointF(r * 0.55, -r * 0.45)});
    }
    p.restore();
}

int unitOrder(UnitType t) {
    switch (t) {
    case UnitType::Infantry: case UnitType::Cavalry: return 0;
    case UnitType::Artillery: return 1;
    case UnitType::Gunboat: return 2;
    case UnitType::Leader: return 3;
    }
    return 4;
}

} // namespace

std::vector<BoardPainter::Piece> BoardPainter::stackAt(Offset hex) const {
    std::vector<BoardUnit> list;
    board_->forEachUnit([&](const BoardUnit& u) {
        if (u.hex == hex) list.push_back(u);
    });
    std::stable_sort(list.begin(), list.end(),
                     [](const BoardUnit& a, const BoardUnit& b) { return unitOrder(a.type()) < unitOrder(b.type()); });
    bool hasVp = false;
    board_->forEachMarker([&](const BoardMarker& m) { hasVp = hasVp || m.marker->hex == hex; });
    const std::vector<QRectF> blocks = stackBlocks(hexCentre(hex), size_, int(list.size()), hasVp);
    std::vector<Piece> out;
    for (std::size_t i = 0; i < list.size(); ++i) out.push_back({list[i].unit, blocks[i], list[i]});
    return out;
}

const Unit* BoardPainter::unitAt(QPointF p) const {
    const auto hex = hexAt(p);
    if (!hex) return nullptr;
    for (const Piece& piece : stackAt(*hex))
        if (piece.block.contains(p)) return piece.unit;
    return nullptr;
}

void BoardPainter::paintPieces(QPainter& p, const HexRange& r, const PaintOptions& opt) const {
    std::unordered_map<std::uint64_t, std::vector<BoardUnit>> units;
    std::unordered_map<std::uint64_t, std::vector<BoardMarker>> vps;
    if (opt.units)
        board_->forEachUnit([&](const BoardUnit& u) {
            if (!inRange(r, u.hex)) return;
            if (std::find(opt.hiddenUnits.begin(), opt.hiddenUnits.end(), u.unit->id) != opt.hiddenUnits.end()) return;
            units[offsetKey(u.hex)].push_back(u);
        });
    if (opt.vpMarkers)
        board_->forEachMarker([&](const BoardMarker& m) {
            if (inRange(r, m.marker->hex)) vps[offsetKey(m.marker->hex)].push_back(m);
        });
    if (units.empty() && vps.empty()) return;

    const double scale = deviceScale(p);
    const double s = size_;
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    auto hexOf = [&](std::uint64_t key) {
        return Offset{static_cast<int>(static_cast<std::uint32_t>(key)), static_cast<int>(key >> 32)};
    };
    for (auto& [key, list] : units) {
        const Offset o = hexOf(key);
        std::stable_sort(list.begin(), list.end(),
                         [](const BoardUnit& a, const BoardUnit& b) { return unitOrder(a.type()) < unitOrder(b.type()); });
        const std::vector<QRectF> blocks = stackBlocks(hexCentre(o), s, int(list.size()), vps.count(key) > 0);
        for (std::size_t i = 0; i < list.size(); ++i) {
            PiecePainter::drawUnit(p, blocks[i], list[i], opt.mono, blocks[i].width() * scale);
            if (list[i].acted) paintActed(p, blocks[i], blocks[i].width() * scale);
        }
    }
    for (auto& [key, list] : vps) {
        const Offset o = hexOf(key);
        const QPointF c = hexCentre(o);
        const bool crowded = units.count(key) > 0;
        const VpMarker& m = *list.front().marker;
        const double tr = s * 0.2;
        const QPointF tc = crowded ? QPointF(c.x() + 0.55 * s, c.y() - 0.42 * s) : QPointF(c.x(), c.y() - 0.1 * s);
        PiecePainter::drawVpToken(p, tc, tr, m.value, list.front().holder, opt.mono);
        if (!m.label.empty() && s * 0.16 * scale >= 4) {
            QFont f = PiecePainter::pixelFont(s * 0.16, true);
            QFontMetricsF fm(f);
            const double maxW = 1.5 * s;
            const QString label = fm.elidedText(text::q(m.label), Qt::ElideRight, maxW);
            const double tw = fm.horizontalAdvance(label) + s * 0.08, th = fm.height();
            const QRectF box(c.x() - tw / 2, c.y() + (crowded ? 0.55 : 0.3) * s, tw, th);
            p.setPen(QPen(Qt::black, s * 0.015));
            p.setBrush(QColor(255, 255, 255, 225));
            p.drawRect(box);
            p.setFont(f);
            p.drawText(box, Qt::AlignCenter, label);
        }
        if (list.size() > 1) { // a stacking error: show the count so it is noticed
            p.setPen(Qt::red);
            p.setFont(PiecePainter::pixelFont(s * 0.18, true));
            p.drawText(QRectF(tc.x() + tr, tc.y() - tr, s * 0.5, 2 * tr), Qt::AlignLeft | Qt::AlignVCenter,
                       QStringLiteral("x%1").arg(list.size()));
        }
    }
}

void BoardPainter::paintLastAction(QPainter& p, const HexRange& r) const {
    // A dashed outline just inside each hex, under the marks of the tool and selection.
    p.setRenderHint(QPainter::Antialiasing, true);
    const double w = std::max(1.0 / deviceScale(p), size_ * 0.07);
    p.setPen(QPen(lastActionColor(), w, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin));
    p.setBrush(Qt::NoBrush);
    for (Offset o : board_->lastActionHexes()) {
        if (!inRange(r, o) || !board_->board().contains(o)) continue;
        QPolygonF poly = hexPolygon(o);
        const QPointF c = hexCentre(o);
        for (QPointF& pt : poly) pt = c + (pt - c) * 0.86;
        p.drawPolygon(poly);
    }
}

} // namespace muster
