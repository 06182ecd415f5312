// The setup sheet's content: what a player needs at the table, in reading order.
#include "piece_painter.h"
#include "model/unittype.h"
#include "scenario_text.h"
#include "sheet_flow.h"
#include "sheet_map.h"
#include "tile_cache.h"
#include "vector_tile.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <map>

namespace muster::sheet {

QFont font(int px, bool bold, bool italic) {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(px);
    f.setBold(bold);
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting); // same metrics on screen, PDF and PNG
    return f;
}

namespace {

// The longest prefix of `word` (at least one character, never half a surrogate pair) that
// fits `w`. `guess` (the last piece's length) is tried first and the search gallops away
// from it, then bisects: for text of even width two measurements a line, and never one
// longer than about twice what fits, so a 1 MiB word costs what its lines cost.
qsizetype fittingPrefix(const QFontMetricsF& fm, QStringView word, double w, qsizetype guess) {
    auto fits = [&](qsizetype n) { return fm.horizontalAdvance(word.left(n).toString()) <= w; };
    const qsizetype size = word.size();
    qsizetype lo = 0, hi = size + 1;  // fits(lo) (or lo == 0), !fits(hi) (or hi past the end)
    qsizetype probe = std::clamp<qsizetype>(guess, 1, size);
    if (fits(probe)) {
        lo = probe;
        for (qsizetype step = 1; lo < size; step *= 2) {
            probe = std::min(size, lo + step);
            if (!fits(probe)) {
                hi = probe;
                break;
            }
            lo = probe;
        }
    } else {
        hi = probe;
        for (qsizetype step = 1; hi > 1; step *= 2) {
            probe = std::max<qsizetype>(1, hi - step);
            if (fits(probe)) {
                lo = probe;
                break;
            }
            hi = probe;
        }
    }
    while (hi - lo > 1 && hi <= size) {
        const qsizetype mid = lo + (hi - lo) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    qsizetype n = std::max<qsizetype>(lo, 1);
    if (n < size && word.at(n).isLowSurrogate()) n = n > 1 ? n - 1 : 2; // keep emoji whole
    return std::min(n, size);
}

} // namespace

QString headingText(const std::string& text) {
    // Only the start is converted: a 1 MiB title costs what a short one does.
    const std::string_view head(text.data(), std::min<std::size_t>(text.size(), 4 * kHeadingChars + 4));
    QString t = text::q(head);  // controls dropped, as for all scenario text
    if (head.size() == text.size() && t.size() <= kHeadingChars) return t;
    qsizetype n = std::min(t.size(), kHeadingChars);
    if (n < t.size() && t.at(n).isLowSurrogate()) --n;
    return t.left(n) + QChar(0x2026);
}

QStringList wrap(const QString& text, const QFont& f, double width) {
    QFontMetricsF fm(f);
    QStringList lines;
    const double w = width * 0.97; // slack for small metric differences between devices
    for (const QString& para : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word0 : para.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            QStringView word = word0;
            const QString trial = line.isEmpty() ? word0 : line + QLatin1Char(' ') + word0;
            if (fm.horizontalAdvance(trial) <= w) {
                line = trial;
                continue;
            }
            if (!line.isEmpty()) lines << line;
            line.clear();
            // Break an over-long word: each piece is measured, never the rest of the word.
            qsizetype guess = std::max<qsizetype>(1, static_cast<qsizetype>(w / std::max(1.0, fm.averageCharWidth())));
            for (qsizetype n; (n = fittingPrefix(fm, word, w, guess)) < word.size();) {
                lines << word.left(n).toString();
                word = word.mid(n);
                guess = n;
            }
            line = word.toString();
        }
        lines << line; // an empty paragraph keeps its blank line
    }
    return lines;
}

namespace {

Block textBlock(const QString& t, const QFont& f, double indent = 0, const Unit* u = nullptr) {
    Block b;
    b.text = t;
    b.font = f;
    b.indent = indent;
    b.unit = u;
    return b;
}
Block heading(const QString& t, int px = 11) {
    Block b = textBlock(t, font(px, true));
    b.keepWithNext = true;
    b.color = QColor(20, 30, 60);
    return b;
}
Block gap(double pt) {
    Block b;
    b.kind = Block::Gap;
    b.space = pt;
    return b;
}

// Terrain tiles, unit symbols and morale squares, in as many columns as fit.
Block legend(const SheetOptions& opt, Orientation o) {
    Block b;
    b.kind = Block::Graphic;
    const double cellW = 118, cellH = 17;
    b.heightFor = [=](double width) {
        const int cols = std::max(1, static_cast<int>(width / cellW));
        const int terrainRows = (kTerrainCount + cols - 1) / cols;
        const int pieceRows = (9 + cols - 1) / cols;
        return (terrainRows + pieceRows) * cellH + 4;
    };
    b.paint = [=](QPainter& p, const QRectF& r) {
        const int cols = std::max(1, static_cast<int>(r.width() / cellW));
        const double colW = r.width() / cols;
        const QFont f = font(8);
        p.setFont(f);
        int i = 0;
        auto cell = [&](int k) { return QPointF(r.left() + (k % cols) * colW, r.top() + (k / cols) * cellH); };
        for (Terrain t : kAllTerrain) {
            const QPointF at = cell(i++);
            // Vector on every device: sharp in PDF and SVG, and crisp enough in PNG.
            const double h = cellH - 2, s = o == Orientation::Pointy ? h / 2 : h / std::sqrt(3.0);
            const double w = o == Orientation::Pointy ? s * std::sqrt(3.0) : 2 * s;
            const QPointF c(at.x() + w / 2, at.y() + h / 2);
            const auto tile = VectorTile::get(t, opt.mono, o);
            tile->draw(p, c, s);
            // Outlined as on the map, so a pale tile (clear, in mono) still shows.
            p.setPen(QPen(opt.mono ? QColor(0, 0, 0) : QColor(70, 70, 60), 0.5));
            p.setBrush(Qt::NoBrush);
            p.drawPolygon(TileCache::hexCorners(o, s, c));
            p.setPen(Qt::black);
            p.drawText(QRectF(at.x() + w + 4, at.y(), colW - w - 6, h), Qt::AlignVCenter | Qt::AlignLeft,
                       text::q(displayName(t)));
        }
        i = ((i + cols - 1) / cols) * cols; // pieces start on a new row
        const std::array<UnitType, 5> types = {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery,
                                               UnitType::Gunboat, UnitType::Leader};
        for (UnitType t : types) {
            const QPointF at = cell(i++);
            Unit u;
            u.type = t;
            u.side = Side::Union;
            // Each type at its full strength, as the key says (a gunboat is one block).
            const int sp = unitTypeInfo(t).maxSp;
            u.sp = t == UnitType::Leader ? std::optional<int>{} : std::optional<int>{sp};
            u.morale = isCombatUnit(t) ? std::optional<Morale>{Morale::Black} : std::nullopt;
            const double h = cellH - 2;
            PiecePainter::drawUnit(p, QRectF(at.x(), at.y(), h, h), u, opt.mono, h * 4);
            p.setPen(Qt::black);
            p.setFont(f);
            p.drawText(QRectF(at.x() + h + 4, at.y(), colW - h - 6, h), Qt::AlignVCenter | Qt::AlignLeft,
                       text::q(displayName(t)) +
                           (t == UnitType::Leader ? QString() : QStringLiteral(" (%1 SP)").arg(sp)));
        }
        for (Morale m : kAllMorale) {
            const QPointF at = cell(i++);
            const double h = cellH - 6;
            PiecePainter::drawMoraleSquare(p, QRectF(at.x() + 2, at.y() + 2, h, h), m, opt.mono);
            p.setPen(Qt::black);
            p.setFont(f);
            p.drawText(QRectF(at.x() + h + 8, at.y(), colW - h - 10, cellH - 2), Qt::AlignVCenter | Qt::AlignLeft,
                       QStringLiteral("%1 morale").arg(text::q(displayName(m))));
        }
        const QPointF at = cell(i++);
        VpMarker vm;
        vm.value = 1;
        PiecePainter::drawVpToken(p, at + QPointF(7.5, 7.5), 6.5, vm, opt.mono);
        p.setPen(Qt::black);
        p.setFont(f);
        p.drawText(QRectF(at.x() + 19, at.y(), colW - 21, cellH - 2), Qt::AlignVCenter | Qt::AlignLeft,
                   QStringLiteral("VP marker (value)"));
    };
    return b;
}

void sideBlocks(std::vector<Block>& out, const Scenario& s, Side side) {
    const SideInfo& info = s.side(side);
    out.push_back(heading(text::sideName(s, side), 12));
    out.push_back(textBlock(QStringLiteral("Command AP %1 · home edge: %2%3")
                                .arg(info.commandAP)
                                .arg(text::edgeName(info.homeEdge))
                                .arg(s.firstSide == side ? QStringLiteral(" · moves first") : QString()),
                            font(9)));
    std::vector<const Unit*> onBoard, arriving;
    for (const Unit& u : s.units) {
        if (u.side != side) continue;
        if (u.hex) onBoard.push_back(&u);
        else arriving.push_back(&u);
    }
    std::stable_sort(onBoard.begin(), onBoard.end(), [](const Unit* a, const Unit* b) { return *a->hex < *b->hex; });
    out.push_back(gap(2));
    out.push_back(heading(QStringLiteral("Order of battle (%1 on the map)").arg(onBoard.size()), 9));
    if (onBoard.empty()) out.push_back(textBlock(QStringLiteral("None."), font(9), 4));
    for (const Unit* u : onBoard) out.push_back(textBlock(text::unitLine(s, *u), font(9), 4, u));
    if (!arriving.empty()) {
        std::stable_sort(arriving.begin(), arriving.end(), [](const Unit* a, const Unit* b) {
            const int ta = a->arrives ? a->arrives->turn : 1 << 30, tb = b->arrives ? b->arrives->turn : 1 << 30;
            return ta < tb;
        });
        out.push_back(gap(2));
        out.push_back(heading(QStringLiteral("Reinforcements"), 9));
        int lastTurn = -1;
        for (const Unit* u : arriving) {
            const int turn = u->arrives ? u->arrives->turn : -1;
            if (turn != lastTurn) {
                Block h = textBlock(u->arrives ? QStringLiteral("Turn %1").arg(turn) : QStringLiteral("Not placed"), font(9, true), 4);
                h.keepWithNext = true;
                out.push_back(h);
                lastTurn = turn;
            }
            out.push_back(textBlock(text::unitLine(s, *u), font(9), 10, u));
        }
    }
    out.push_back(gap(6));
}

} // namespace

std::vector<Block> headerBlocks(const Scenario& s, const SheetOptions& opt) {
    std::vector<Block> out;
    out.push_back(textBlock(s.title.empty() ? QStringLiteral("Untitled scenario") : headingText(s.title), font(20, true)));
    if (!s.subtitle.empty()) out.push_back(textBlock(headingText(s.subtitle), font(12, false, true)));
    QStringList meta;
    if (!s.date.empty()) meta << text::dateText(s.date);
    if (!s.author.empty()) meta << QStringLiteral("by %1").arg(headingText(s.author));
    meta << QStringLiteral("%1 turns, %2 moves first").arg(s.turns).arg(text::q(displayName(s.firstSide)));
    meta << QStringLiteral("board %1 x %2").arg(s.board.columns).arg(s.board.rows);
    Block m = textBlock(meta.join(QStringLiteral(" · ")), font(9));
    m.color = QColor(60, 60, 60);
    out.push_back(m);
    if (mapIsImage(s, opt.maxVectorMapItems)) { // said on the sheet, so a reader knows why the map is not sharp
        Block n = textBlock(mapImageNote(s, opt.maxVectorMapItems), font(8, false, true));
        n.color = QColor(60, 60, 60);
        out.push_back(n);
    }
    out.push_back(gap(4));
    return out;
}

std::vector<Block> contentBlocks(const Scenario& s, const SheetOptions& opt) {
    std::vector<Block> out;
    if (!s.briefing.empty()) {
        out.push_back(heading(QStringLiteral("Briefing")));
        out.push_back(textBlock(text::q(s.briefing), font(9)));
        out.push_back(gap(6));
    }
    sideBlocks(out, s, s.firstSide);
    sideBlocks(out, s, otherSide(s.firstSide));

    out.push_back(heading(QStringLiteral("Victory")));
    if (s.victory.conditions.empty()) out.push_back(textBlock(QStringLiteral("No victory condition is set."), font(9), 4));
    for (const VictoryCondition& c : s.victory.conditions)
        out.push_back(textBlock(QStringLiteral("• ") + text::victoryCondition(s, c), font(9), 4));
    out.push_back(textBlock(QStringLiteral("• Each enemy unit eliminated is worth %1 VP.").arg(s.victory.eliminationVP), font(9), 4));
    if (!s.vpMarkers.empty()) {
        out.push_back(textBlock(QStringLiteral("• ") + text::vpMarkerMode(s.vpMarkerMode), font(9), 4));
        for (const VpMarker& m : s.vpMarkers)
            out.push_back(textBlock(QStringLiteral("VP %1 at %2%3%4")
                                        .arg(m.value)
                                        .arg(text::hexText(s, m.hex))
                                        .arg(m.label.empty() ? QString() : QStringLiteral(", ") + text::q(m.label))
                                        .arg(m.side ? QStringLiteral(" (held by %1)").arg(text::q(displayName(*m.side))) : QString()),
                                    font(9), 10));
    }
    out.push_back(gap(6));

    if (!s.optionalRules.empty() || !s.specialRules.empty()) {
        out.push_back(heading(QStringLiteral("Optional and special rules")));
        for (const std::string& id : s.optionalRules)
            out.push_back(textBlock(QStringLiteral("• Optional rule ") + text::optionalRuleName(id), font(9), 4));
        for (const std::string& r : s.specialRules) out.push_back(textBlock(QStringLiteral("• ") + text::q(r), font(9), 4));
        out.push_back(gap(6));
    }
    out.push_back(heading(QStringLiteral("Legend")));
    out.push_back(legend(opt, s.board.orientation));
    out.push_back(gap(6));
    if (!s.historicalNotes.empty()) {
        out.push_back(heading(QStringLiteral("Historical notes")));
        out.push_back(textBlock(text::q(s.historicalNotes), font(8)));
    }
    return out;
}

} // namespace muster::sheet
