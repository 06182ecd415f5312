#include "tmx_document.h"

#include "scenario_text.h"

#include <QPointF>
#include <QXmlStreamWriter>

#include <cmath>
#include <map>

namespace muster {
namespace tmx {
namespace {

void property(QXmlStreamWriter& x, const QString& name, const QString& value, const char* type = nullptr) {
    x.writeStartElement(QStringLiteral("property"));
    x.writeAttribute(QStringLiteral("name"), name);
    if (type) x.writeAttribute(QStringLiteral("type"), QLatin1String(type));
    x.writeAttribute(QStringLiteral("value"), value);
    x.writeEndElement();
}

// Top-left of a hex's tile cell in Tiled's hexagonal renderer.
QPointF cellTopLeft(const BoardGeometry& b, const TmxGeometry& g, Offset o) {
    const int x = o.col - 1, y = o.row - 1;
    const int sideX = b.orientation == Orientation::Flat ? g.hexSide : 0;
    const int sideY = b.orientation == Orientation::Pointy ? g.hexSide : 0;
    const int colW = (g.tileWidth - sideX) / 2 + sideX, rowH = (g.tileHeight - sideY) / 2 + sideY;
    if (b.orientation == Orientation::Pointy)
        return QPointF(x * (g.tileWidth + sideX) + (b.shifted(o.row) ? colW : 0), y * rowH);
    return QPointF(x * colW, y * (g.tileHeight + sideY) + (b.shifted(o.col) ? rowH : 0));
}

} // namespace

QString writeTmxDocument(const Scenario& s, QIODevice& out, const QString& terrainName, const QString& piecesName) {
    QXmlStreamWriter x(&out);
    // The JSON path of the first scenario field whose text the writer refused. text::q drops
    // what XML 1.0 cannot hold, so this stays empty (fuzz/fuzz_tmx_text.cpp checks it); a Qt
    // that checks characters is reported with the field rather than as a bare failure.
    QString refused;
    auto field = [&](const QString& jsonPath) {
        if (x.hasError() && refused.isEmpty()) refused = jsonPath;
    };
    const BoardGeometry& b = s.board;
    const TmxGeometry g = tmxGeometry(b);
    x.setAutoFormatting(true);
    x.writeStartDocument();
    x.writeStartElement(QStringLiteral("map"));
    x.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    x.writeAttribute(QStringLiteral("tiledversion"), QStringLiteral("1.8.2"));
    x.writeAttribute(QStringLiteral("orientation"), QStringLiteral("hexagonal"));
    x.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    x.writeAttribute(QStringLiteral("width"), QString::number(b.columns));
    x.writeAttribute(QStringLiteral("height"), QString::number(b.rows));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(g.tileWidth));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(g.tileHeight));
    x.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    x.writeAttribute(QStringLiteral("hexsidelength"), QString::number(g.hexSide));
    x.writeAttribute(QStringLiteral("staggeraxis"), b.orientation == Orientation::Pointy ? QStringLiteral("y") : QStringLiteral("x"));
    // Ours counts shifted lines 1-based, Tiled 0-based: our "even" is Tiled's "odd".
    x.writeAttribute(QStringLiteral("staggerindex"), b.stagger == Stagger::Even ? QStringLiteral("odd") : QStringLiteral("even"));
    x.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("5"));

    x.writeStartElement(QStringLiteral("properties"));
    property(x, QStringLiteral("title"), text::q(s.title));
    field("title");
    property(x, QStringLiteral("subtitle"), text::q(s.subtitle));
    field("subtitle");
    property(x, QStringLiteral("author"), text::q(s.author));
    field("author");
    property(x, QStringLiteral("date"), text::q(s.date));
    field("date");
    property(x, QStringLiteral("briefing"), text::q(s.briefing));
    field("briefing");
    property(x, QStringLiteral("turns"), QString::number(s.turns), "int");
    property(x, QStringLiteral("firstSide"), text::q(std::string(toString(s.firstSide))));
    property(x, QStringLiteral("ruleset"), text::q(s.ruleset));
    field("ruleset");
    x.writeEndElement();

    x.writeStartElement(QStringLiteral("tileset"));
    x.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("muster-terrain"));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(g.tileWidth));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(g.tileHeight));
    x.writeAttribute(QStringLiteral("tilecount"), QString::number(kTerrainCount));
    x.writeAttribute(QStringLiteral("columns"), QString::number(kTerrainCount));
    x.writeEmptyElement(QStringLiteral("image"));
    x.writeAttribute(QStringLiteral("source"), terrainName);
    x.writeAttribute(QStringLiteral("width"), QString::number(g.tileWidth * kTerrainCount));
    x.writeAttribute(QStringLiteral("height"), QString::number(g.tileHeight));
    for (int i = 0; i < kTerrainCount; ++i) {
        x.writeStartElement(QStringLiteral("tile"));
        x.writeAttribute(QStringLiteral("id"), QString::number(i));
        x.writeAttribute(QStringLiteral("type"), text::q(std::string(toString(kAllTerrain[i]))));
        x.writeStartElement(QStringLiteral("properties"));
        property(x, QStringLiteral("terrain"), text::q(std::string(toString(kAllTerrain[i]))));
        x.writeEndElement();
        x.writeEndElement();
    }
    x.writeEndElement();

    const int piecesGid = 1 + kTerrainCount;
    x.writeStartElement(QStringLiteral("tileset"));
    x.writeAttribute(QStringLiteral("firstgid"), QString::number(piecesGid));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("muster-pieces"));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(kPiece));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(kPiece));
    x.writeAttribute(QStringLiteral("tilecount"), QString::number(kPieceTiles));
    x.writeAttribute(QStringLiteral("columns"), QString::number(kPieceTiles));
    x.writeEmptyElement(QStringLiteral("image"));
    x.writeAttribute(QStringLiteral("source"), piecesName);
    x.writeAttribute(QStringLiteral("width"), QString::number(kPiece * kPieceTiles));
    x.writeAttribute(QStringLiteral("height"), QString::number(kPiece));
    x.writeEndElement();

    // Terrain, as CSV of global tile ids (terrain index + 1), row by row.
    x.writeStartElement(QStringLiteral("layer"));
    x.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("terrain"));
    x.writeAttribute(QStringLiteral("width"), QString::number(b.columns));
    x.writeAttribute(QStringLiteral("height"), QString::number(b.rows));
    x.writeStartElement(QStringLiteral("data"));
    x.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    QString csv;
    csv.reserve(static_cast<qsizetype>(b.columns) * b.rows * 2 + b.rows + 2);
    csv += QLatin1Char('\n');
    for (int row = 1; row <= b.rows; ++row) {
        for (int col = 1; col <= b.columns; ++col) {
            csv += QString::number(1 + static_cast<int>(s.terrain.at({col, row})));
            if (col < b.columns || row < b.rows) csv += QLatin1Char(',');
        }
        csv += QLatin1Char('\n');
    }
    x.writeCharacters(csv);
    x.writeEndElement();
    x.writeEndElement();

    int nextObject = 1;
    const auto centre = [&](Offset o) {
        return cellTopLeft(b, g, o) + QPointF(g.tileWidth / 2.0, g.tileHeight / 2.0);
    };
    auto writeUnits = [&](int layerId, const QString& name, bool reinforcements) {
        std::map<std::pair<int, int>, int> perHex, seen;
        for (const Unit& u : s.units) {
            const std::optional<Offset> at = reinforcements ? (u.isReinforcement() ? std::optional<Offset>(u.arrives->hex) : std::nullopt) : u.hex;
            if (at) ++perHex[{at->col, at->row}];
        }
        x.writeStartElement(QStringLiteral("objectgroup"));
        x.writeAttribute(QStringLiteral("id"), QString::number(layerId));
        x.writeAttribute(QStringLiteral("name"), name);
        if (reinforcements) x.writeAttribute(QStringLiteral("visible"), QStringLiteral("0"));
        for (const Unit& u : s.units) {
            const std::optional<Offset> at = reinforcements ? (u.isReinforcement() ? std::optional<Offset>(u.arrives->hex) : std::nullopt) : u.hex;
            if (!at) continue;
            const int n = perHex[{at->col, at->row}], i = seen[{at->col, at->row}]++;
            const int cols = n == 1 ? 1 : 2, rows = (n + cols - 1) / cols;
            const double w = n == 1 ? 34 : 24;
            const QPointF c = centre(*at);
            const double left = c.x() - cols * w / 2 + (i % cols) * w, top = c.y() - rows * w / 2 + (i / cols) * w;
            x.writeStartElement(QStringLiteral("object"));
            x.writeAttribute(QStringLiteral("id"), QString::number(nextObject++));
            const QString at_ = QStringLiteral("units[%1]").arg(&u - s.units.data());
            x.writeAttribute(QStringLiteral("name"), text::q(u.name));
            field(at_ + QStringLiteral(".name"));
            x.writeAttribute(QStringLiteral("type"), text::q(std::string(toString(u.type))));
            x.writeAttribute(QStringLiteral("gid"), QString::number(piecesGid + pieceIndex(u)));
            x.writeAttribute(QStringLiteral("x"), QString::number(left, 'f', 1));
            x.writeAttribute(QStringLiteral("y"), QString::number(top + w, 'f', 1)); // tile objects anchor bottom-left
            x.writeAttribute(QStringLiteral("width"), QString::number(w));
            x.writeAttribute(QStringLiteral("height"), QString::number(w));
            x.writeStartElement(QStringLiteral("properties"));
            property(x, QStringLiteral("id"), text::q(u.id));
            field(at_ + QStringLiteral(".id"));
            property(x, QStringLiteral("side"), text::q(std::string(toString(u.side))));
            property(x, QStringLiteral("hex"), text::hexText(s, *at));
            if (u.type != UnitType::Leader) property(x, QStringLiteral("sp"), QString::number(effectiveSp(u)), "int");
            if (u.morale) property(x, QStringLiteral("morale"), text::q(std::string(toString(*u.morale))));
            if (u.arrives) property(x, QStringLiteral("arrivesTurn"), QString::number(u.arrives->turn), "int");
            x.writeEndElement();
            x.writeEndElement();
        }
        x.writeEndElement();
    };
    writeUnits(2, QStringLiteral("units"), false);

    x.writeStartElement(QStringLiteral("objectgroup"));
    x.writeAttribute(QStringLiteral("id"), QStringLiteral("3"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("vp markers"));
    for (const VpMarker& m : s.vpMarkers) {
        const QPointF c = centre(m.hex) + QPointF(g.tileWidth * 0.22, -g.tileHeight * 0.2);
        const double w = 20;
        x.writeStartElement(QStringLiteral("object"));
        x.writeAttribute(QStringLiteral("id"), QString::number(nextObject++));
        x.writeAttribute(QStringLiteral("name"), text::q(m.label));
        field(QStringLiteral("vpMarkers[%1].label").arg(&m - s.vpMarkers.data()));
        x.writeAttribute(QStringLiteral("type"), QStringLiteral("vp"));
        x.writeAttribute(QStringLiteral("gid"), QString::number(piecesGid + 10));
        x.writeAttribute(QStringLiteral("x"), QString::number(c.x() - w / 2, 'f', 1));
        x.writeAttribute(QStringLiteral("y"), QString::number(c.y() + w / 2, 'f', 1));
        x.writeAttribute(QStringLiteral("width"), QString::number(w));
        x.writeAttribute(QStringLiteral("height"), QString::number(w));
        x.writeStartElement(QStringLiteral("properties"));
        property(x, QStringLiteral("hex"), text::hexText(s, m.hex));
        property(x, QStringLiteral("value"), QString::number(m.value), "int");
        if (m.side) property(x, QStringLiteral("side"), text::q(std::string(toString(*m.side))));
        x.writeEndElement();
        x.writeEndElement();
    }
    x.writeEndElement();
    writeUnits(4, QStringLiteral("reinforcements"), true);

    x.writeEndElement(); // map
    x.writeEndDocument();
    // A failing device also stops the writer; the caller reports that (disk full) first.
    if (x.hasError() && refused.isEmpty()) refused = QStringLiteral("the map");
    return refused;
}

} // namespace tmx

using tmx::kHexSide;

TmxGeometry tmxGeometry(const BoardGeometry& b) {
    TmxGeometry g;
    const int across = static_cast<int>(std::lround(std::sqrt(3.0) * kHexSide)) & ~1; // even, as Tiled wants
    g.hexSide = kHexSide;
    if (b.orientation == Orientation::Pointy) {
        g.tileWidth = across, g.tileHeight = 2 * kHexSide;
        const int rowH = (g.tileHeight - kHexSide) / 2 + kHexSide;
        g.mapPixels = QSize(b.columns * g.tileWidth + (b.rows > 1 ? g.tileWidth / 2 : 0),
                            b.rows * rowH + (g.tileHeight - kHexSide) / 2);
    } else {
        g.tileWidth = 2 * kHexSide, g.tileHeight = across;
        const int colW = (g.tileWidth - kHexSide) / 2 + kHexSide;
        g.mapPixels = QSize(b.columns * colW + (g.tileWidth - kHexSide) / 2,
                            b.rows * g.tileHeight + (b.columns > 1 ? g.tileHeight / 2 : 0));
    }
    return g;
}

} // namespace muster
