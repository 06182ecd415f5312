#include "vassal_boards.h"

#include "board_painter.h"
#include "scenario_text.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace muster::vassal {

namespace {

constexpr int kLabelWidth = 170;
constexpr int kPad = 10;
const QColor kPaper(246, 242, 230);

QFont font(int px, bool bold = false) {
    QFont f;
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

void heading(QPainter& p, const QRect& r, const QString& text, int px) {
    p.setFont(font(px, true));
    p.setPen(QColor(30, 30, 30));
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text);
}

} // namespace

QImage renderMainBoard(const Scenario& s, const GridSpec& g) {
    QImage img(g.width, g.height, QImage::Format_RGB32);
    img.fill(Qt::white);
    BoardPainter bp(s, g.painterHexSize, g.painterMargin);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(g.offsetX, g.offsetY);
    p.scale(g.scaleX, g.scaleY);
    PaintOptions opt;
    opt.units = false;
    opt.vpMarkers = false;
    opt.background = Qt::white;
    bp.paint(p, bp.boardRect(), opt);
    p.end();
    return img;
}

OffBoard reinforcementsBoard(const Scenario& s, const PieceSizes& sz) {
    std::vector<const Unit*> list;
    for (const Unit& u : s.units)
        if (u.isReinforcement()) list.push_back(&u);
    std::stable_sort(list.begin(), list.end(), [](const Unit* a, const Unit* b) {
        return std::pair(a->arrives->turn, a->side) < std::pair(b->arrives->turn, b->side);
    });
    const int boxW = sz.block + 70, boxH = sz.block + 34, perRow = 8;
    // Rows: one heading row per arrival turn, its units in rows of `perRow` boxes.
    struct Row {
        int turn;
        std::vector<const Unit*> units;
    };
    std::vector<Row> rows;
    for (const Unit* u : list) {
        if (rows.empty() || rows.back().turn != u->arrives->turn || static_cast<int>(rows.back().units.size()) == perRow)
            rows.push_back({u->arrives->turn, {}});
        rows.back().units.push_back(u);
    }
    const int titleH = 40;
    const int width = kLabelWidth + perRow * (boxW + kPad) + kPad;
    const int height = titleH + std::max<int>(1, static_cast<int>(rows.size())) * (boxH + kPad) + kPad;
    OffBoard out;
    out.image = QImage(width, height, QImage::Format_RGB32);
    out.image.fill(kPaper);
    QPainter p(&out.image);
    p.setRenderHint(QPainter::Antialiasing);
    heading(p, QRect(kPad, 0, width - 2 * kPad, titleH),
            QStringLiteral("Reinforcements: %1").arg(text::q(s.title)), 18);
    if (rows.empty()) {
        p.setFont(font(14));
        p.drawText(QRect(kPad, titleH, width - 2 * kPad, boxH), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("No reinforcements in this battle."));
    }
    int y = titleH;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (r == 0 || rows[r - 1].turn != rows[r].turn)
            heading(p, QRect(kPad, y, kLabelWidth - 2 * kPad, boxH), QStringLiteral("Turn %1").arg(rows[r].turn), 16);
        int x = kLabelWidth;
        for (const Unit* u : rows[r].units) {
            const QRect box(x, y, boxW, boxH);
            p.setPen(QPen(QColor(120, 110, 90), 1.5));
            p.setBrush(QColor(255, 253, 245));
            p.drawRoundedRect(box, 6, 6);
            p.setFont(font(11));
            p.setPen(QColor(30, 30, 30));
            // Two lines under the pieces: the name (elided) and where it enters.
            const QFontMetricsF fm(p.font());
            const QString who = fm.elidedText(text::q(u->name.empty() ? u->id : u->name), Qt::ElideRight, box.width() - 8);
            p.drawText(QRect(box.left() + 3, box.bottom() - 30, box.width() - 6, 14), Qt::AlignCenter, who);
            p.drawText(QRect(box.left() + 3, box.bottom() - 16, box.width() - 6, 14), Qt::AlignCenter,
                       QStringLiteral("enters %1").arg(text::hexText(s, u->arrives->hex)));
            out.at[u->id] = {box.center().x(), box.top() + 4 + sz.block / 2};
            x += boxW + kPad;
        }
        y += boxH + kPad;
    }
    p.end();
    return out;
}

int vpTrackLength(const Scenario& s) {
    int most = 10;
    for (const VictoryCondition& c : s.victory.conditions)
        if (c.vp) most = std::max(most, *c.vp + 2);
    return std::min(most, 60);
}

OffBoard tracksBoard(const Scenario& s, const PieceSizes& sz) {
    const int box = sz.token + 12;
    struct Track {
        std::string marker;
        QString title;
        int from, to;
        int start;
    };
    const int vpMax = vpTrackLength(s);
    const std::vector<Track> tracks = {
        {"Turn", QStringLiteral("Turn (of %1)").arg(s.turns), 1, std::max(1, s.turns), 1},
        {"Union AP", QStringLiteral("Union AP"), 0, kApTrackLength, 0},
        {"Confederate AP", QStringLiteral("Confederate AP"), 0, kApTrackLength, 0},
        {"Union VP", QStringLiteral("Union VP"), 0, vpMax, 0},
        {"Confederate VP", QStringLiteral("Confederate VP"), 0, vpMax, 0},
    };
    int longest = 0;
    for (const Track& t : tracks) longest = std::max(longest, t.to - t.from + 1);
    const int perRow = std::min(longest, 21);
    int rowsTotal = 0;
    for (const Track& t : tracks) rowsTotal += (t.to - t.from + perRow) / perRow;
    const int titleH = 40;
    OffBoard out;
    out.image = QImage(kLabelWidth + perRow * box + kPad, titleH + rowsTotal * (box + 4) + tracks.size() * kPad + kPad,
                       QImage::Format_RGB32);
    out.image.fill(kPaper);
    QPainter p(&out.image);
    p.setRenderHint(QPainter::Antialiasing);
    heading(p, QRect(kPad, 0, out.image.width() - 2 * kPad, titleH), QStringLiteral("Tracks: %1").arg(text::q(s.title)), 18);
    int y = titleH;
    for (const Track& t : tracks) {
        heading(p, QRect(kPad, y, kLabelWidth - 2 * kPad, box), t.title, 15);
        for (int v = t.from; v <= t.to; ++v) {
            const int i = v - t.from;
            const QRect cell(kLabelWidth + (i % perRow) * box, y + (i / perRow) * (box + 4), box - 2, box - 2);
            p.setPen(QPen(QColor(120, 110, 90), 1.2));
            p.setBrush(QColor(255, 253, 245));
            p.drawRect(cell);
            p.setFont(font(std::max(9, box / 3)));
            p.setPen(QColor(150, 140, 120));
            p.drawText(cell, Qt::AlignCenter, QString::number(v));
            if (v == t.start) out.at[t.marker] = {cell.center().x(), cell.center().y()};
        }
        y += ((t.to - t.from + perRow) / perRow) * (box + 4) + kPad;
    }
    p.end();
    return out;
}

} // namespace muster::vassal
