#include "vassal_pieces.h"

#include "piece_painter.h"
#include "scenario_text.h"

#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>

#include <algorithm>

namespace muster::vassal {

namespace {

const UnitType kTypes[] = {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Gunboat,
                           UnitType::Leader};

QImage canvas(int w, int h) {
    QImage img(w, h, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    return img;
}

QByteArray blockImage(const Unit& look, int side) {
    QImage img = canvas(side, side);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    PiecePainter::drawUnit(p, QRectF(1, 1, side - 2, side - 2), look, false, side);
    p.end();
    return pngBytes(img);
}

// A round token with a caption under it (VP markers, track markers).
// The image is centred on the hex: the token above the middle, the caption low enough
// (below `block`) to show under the blocks stacked on the marker.
QByteArray tokenImage(const VpMarker& m, const QString& caption, int token, int block) {
    const int capH = token / 3 + 2;
    const int w = std::max(token, static_cast<int>(token * 1.8)), h = std::max(block + 2 * capH, token + 2 * capH);
    QImage img = canvas(w, h);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    PiecePainter::drawVpToken(p, QPointF(w / 2.0, h / 2.0 - capH / 2.0), token * 0.42, m, false);
    if (!caption.isEmpty()) {
        QFont f;
        f.setPixelSize(std::max(7, token / 4));
        p.setFont(f);
        const QRectF r(0, h - capH, w, capH);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 210));
        const QFontMetricsF fm(f);
        const QString text = fm.elidedText(caption, Qt::ElideRight, w);
        const double tw = std::min<double>(w, fm.horizontalAdvance(text) + 4);
        p.drawRoundedRect(QRectF((w - tw) / 2, r.top(), tw, r.height()), 2, 2);
        p.setPen(Qt::black);
        p.drawText(r, Qt::AlignCenter, text);
    }
    p.end();
    return pngBytes(img);
}

std::string sideWord(Side s) { return std::string(displayName(s)); }

// A scenario name as a piece name: no control characters, and no backslash, which
// VASSAL's decoder would take for an escape when it ends a field.
std::string cleanName(const std::string& s) {
    QString t = text::q(s);
    for (QChar& c : t)
        if (c.unicode() < 0x20 || c == QLatin1Char('\\')) c = c == QLatin1Char('\\') ? QLatin1Char('/') : QLatin1Char(' ');
    return t.simplified().toStdString();
}

} // namespace

QByteArray pngBytes(const QImage& img) {
    QByteArray out;
    QBuffer buf(&out);
    buf.open(QIODevice::WriteOnly);
    img.save(&buf, "PNG");
    return out;
}

PieceSizes pieceSizesFor(int hexAcross) {
    PieceSizes s;
    s.block = std::max(16, static_cast<int>(hexAcross * 0.7));
    s.token = std::max(14, static_cast<int>(hexAcross * 0.55));
    return s;
}

std::string rosterSide(Side s) { return s == Side::Union ? "Union" : "Confederate"; }

std::string prototypeName(Side s, UnitType t) { return rosterSide(s) + " " + std::string(toString(t)); }

std::vector<std::pair<std::string, std::vector<Trait>>> prototypes() {
    std::vector<std::pair<std::string, std::vector<Trait>>> out;
    for (Side s : {Side::Union, Side::Confederate})
        for (UnitType t : kTypes)
            out.push_back({prototypeName(s, t),
                           {deleteTrait("Eliminate", "68,130"),
                            marker({{"Side", rosterSide(s)}, {"Type", std::string(toString(t))}}),
                            basicPiece("", "")}});
    out.push_back({"Marker", {deleteTrait("Remove", "68,130"), marker({{"Type", "marker"}}), basicPiece("", "")}});
    return out;
}

std::vector<PieceSpec> unitPieces(const Scenario& s, const Unit& u, const PieceSizes& sz, ImageStore& images) {
    (void)s;
    const std::string name = cleanName(u.name.empty() ? u.id : u.name);
    const std::string proto = prototypeName(u.side, u.type);
    const std::string lookKey = std::string(toString(u.side)) + "|" + std::string(toString(u.type)) + "|" + name;
    Unit plain = u;
    plain.sp = 0; // one block: no strength pips
    plain.morale.reset();
    const std::string plainImage = images.add("block|" + lookKey + "|" + std::to_string(sz.block),
                                              [&] { return blockImage(plain, sz.block); });
    std::vector<PieceSpec> out;
    if (u.type == UnitType::Leader) {
        out.push_back({{usePrototype(proto), marker({{"Unit", name}}), basicPiece(plainImage, name)}, name});
        return out;
    }
    // The flag block last: on top of its unit's stack, where its owner sees the colour.
    const int blocks = std::max(1, effectiveSp(u));
    for (int i = 0; i < blocks - (u.morale ? 1 : 0); ++i) {
        const std::string pieceName = name + " (block " + std::to_string(i + 1) + ")";
        out.push_back({{usePrototype(proto), marker({{"Unit", name}}), basicPiece(plainImage, pieceName)}, pieceName});
    }
    if (u.morale) {
        Unit flag = plain;
        flag.morale = u.morale;
        const std::string flagImage =
            images.add("flag|" + lookKey + "|" + std::string(toString(*u.morale)) + "|" + std::to_string(sz.block),
                       [&] { return blockImage(flag, sz.block); });
        const std::string pieceName = name + " (flag, " + std::string(displayName(*u.morale)) + ")";
        out.push_back({{usePrototype(proto), marker({{"Unit", name}, {"Morale", std::string(toString(*u.morale))}}),
                        mask(rosterSide(u.side), plainImage, name + " (flag)", true), basicPiece(flagImage, pieceName)},
                       pieceName});
    }
    return out;
}

PieceSpec vpMarkerPiece(const Scenario& s, const VpMarker& m, const PieceSizes& sz, ImageStore& images) {
    const std::string holder = m.side ? rosterSide(*m.side) : std::string("nobody");
    const std::string label = m.label.empty() ? text::hexText(s, m.hex).toStdString() : cleanName(m.label);
    const std::string key = "vp|" + std::to_string(m.value) + "|" + holder + "|" + label + "|" + std::to_string(sz.token) +
                            "|" + std::to_string(sz.block);
    const std::string image = images.add(key, [&] { return tokenImage(m, text::q(label), sz.token, sz.block); });
    const std::string name = label + " (" + std::to_string(m.value) + " VP, held by " + holder + ")";
    return {{usePrototype("Marker"), marker({{"VP", std::to_string(m.value)}, {"Holder", holder}}),
             basicPiece(image, name)},
            name};
}

PieceSpec trackMarker(const std::string& label, std::optional<Side> side, const PieceSizes& sz, ImageStore& images) {
    VpMarker look;
    look.side = side;
    look.value = 0;
    const std::string image = images.add("track|" + label + "|" + std::to_string(sz.token), [&] {
        QImage img = canvas(sz.token, sz.token);
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(20, 20, 25), std::max(1.0, sz.token * 0.05)));
        p.setBrush(side ? PiecePainter::sideColor(*side, false) : QColor(250, 240, 200));
        p.drawRoundedRect(QRectF(1, 1, sz.token - 2, sz.token - 2), 4, 4);
        QFont f;
        f.setPixelSize(std::max(7, sz.token / 4));
        f.setBold(true);
        p.setFont(f);
        p.setPen(side ? PiecePainter::sideInk(*side, false) : QColor(Qt::black));
        // "Confederate AP" does not fit a token: "CSA" over "AP" (the piece keeps its full name).
        QString shown = QString::fromStdString(label);
        shown.replace(QStringLiteral("Confederate"), QStringLiteral("CSA")).replace(QStringLiteral("Union"), QStringLiteral("USA"));
        p.drawText(QRectF(2, 2, sz.token - 4, sz.token - 4), Qt::AlignCenter, shown.replace(QLatin1Char(' '), QLatin1Char('\n')));
        p.end();
        return pngBytes(img);
    });
    return {{usePrototype("Marker"), basicPiece(image, label)}, label};
}

std::vector<std::pair<std::string, PieceSpec>> paletteEntries(const PieceSizes& sz, ImageStore& images) {
    std::vector<std::pair<std::string, PieceSpec>> out;
    for (Side s : {Side::Union, Side::Confederate}) {
        for (UnitType t : kTypes) {
            Unit u;
            u.side = s;
            u.type = t;
            u.sp = 1;
            u.name = sideWord(s) + " " + std::string(displayName(t));
            Scenario none;
            std::vector<PieceSpec> p = unitPieces(none, u, sz, images);
            out.push_back({rosterSide(s), p.front()});
        }
        out.push_back({rosterSide(s), trackMarker(rosterSide(s) + " AP", s, sz, images)});
        out.push_back({rosterSide(s), trackMarker(rosterSide(s) + " VP", s, sz, images)});
    }
    out.push_back({"Markers", trackMarker("Turn", std::nullopt, sz, images)});
    return out;
}

} // namespace muster::vassal
