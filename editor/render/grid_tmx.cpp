#include "grid_tmx.h"

#include "atomic_file_device.h"
#include "exporters.h"
#include "grid_painter.h"
#include "piece_painter.h"
#include "scenario_text.h"

#include "model/systems/ruleset.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPainter>
#include <QXmlStreamWriter>

namespace muster {
namespace gridtmx {
namespace {

constexpr std::array<Facing, 4> kFacings = {Facing::North, Facing::East, Facing::South, Facing::West};

void gridProperty(QXmlStreamWriter& x, const QString& name, const QString& value, const char* type = nullptr) {
    x.writeStartElement(QStringLiteral("property"));
    x.writeAttribute(QStringLiteral("name"), name);
    if (type) x.writeAttribute(QStringLiteral("type"), QLatin1String(type));
    x.writeAttribute(QStringLiteral("value"), value);
    x.writeEndElement();
}

QString word(std::string_view s) { return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size())); }

} // namespace

int pieceIndex(const GridUnit& u, Facing f) {
    const int facing = u.type == GridUnitType::Commander ? 0 : static_cast<int>(f);
    return static_cast<int>(u.side) * 20 + static_cast<int>(u.type) * 4 + facing;
}

QString writeDocument(const GridScenario& s, QIODevice& out, const QString& terrainName, const QString& piecesName) {
    QXmlStreamWriter x(&out);
    QString refused;
    auto field = [&](const QString& jsonPath) {
        if (x.hasError() && refused.isEmpty()) refused = jsonPath;
    };
    x.setAutoFormatting(true);
    x.writeStartDocument();
    x.writeStartElement(QStringLiteral("map"));
    x.writeAttribute(QStringLiteral("version"), QStringLiteral("1.8"));
    x.writeAttribute(QStringLiteral("tiledversion"), QStringLiteral("1.8.2"));
    x.writeAttribute(QStringLiteral("orientation"), QStringLiteral("orthogonal"));
    x.writeAttribute(QStringLiteral("renderorder"), QStringLiteral("right-down"));
    x.writeAttribute(QStringLiteral("width"), QString::number(s.columns));
    x.writeAttribute(QStringLiteral("height"), QString::number(s.rows));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("infinite"), QStringLiteral("0"));
    x.writeAttribute(QStringLiteral("nextlayerid"), QStringLiteral("4"));

    x.writeStartElement(QStringLiteral("properties"));
    const std::pair<const char*, const std::string*> texts[] = {
        {"title", &s.title}, {"subtitle", &s.subtitle}, {"author", &s.author}, {"date", &s.date}, {"briefing", &s.briefing}};
    for (const auto& [name, value] : texts) {
        gridProperty(x, QLatin1String(name), text::q(*value));
        field(QLatin1String(name));
    }
    gridProperty(x, QStringLiteral("ruleset"), QString::fromStdString(squareGridRuleset().id));
    gridProperty(x, QStringLiteral("turns"), QString::number(s.turns), "int");
    gridProperty(x, QStringLiteral("firstSide"), word(toString(s.firstSide)));
    for (Side side : kAllSides) {
        const QString key = word(toString(side));
        gridProperty(x, key + QStringLiteral("Name"), text::q(s.side(side).name));
        field(QStringLiteral("sides.%1.name").arg(key));
        gridProperty(x, key + QStringLiteral("HomeEdge"), word(toString(s.side(side).homeEdge)));
    }
    for (std::size_t i = 0; i < s.victory.size(); ++i) {
        const GridVictoryText& v = s.victory[i];
        gridProperty(x, QStringLiteral("victory%1").arg(i + 1),
                     (v.side ? word(toString(*v.side)) + QStringLiteral(": ") : QString()) + text::q(v.text));
        field(QStringLiteral("victory.conditions[%1].text").arg(i));
    }
    x.writeEndElement();

    x.writeStartElement(QStringLiteral("tileset"));
    x.writeAttribute(QStringLiteral("firstgid"), QStringLiteral("1"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("muster-grid-terrain"));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("tilecount"), QString::number(kTerrainTiles));
    x.writeAttribute(QStringLiteral("columns"), QString::number(kTerrainTiles));
    x.writeEmptyElement(QStringLiteral("image"));
    x.writeAttribute(QStringLiteral("source"), terrainName);
    x.writeAttribute(QStringLiteral("width"), QString::number(kTile * kTerrainTiles));
    x.writeAttribute(QStringLiteral("height"), QString::number(kTile));
    for (const GridTerrainInfo& t : allGridTerrain()) {
        x.writeStartElement(QStringLiteral("tile"));
        x.writeAttribute(QStringLiteral("id"), QString::number(static_cast<int>(t.type)));
        x.writeAttribute(QStringLiteral("type"), word(t.id));
        x.writeStartElement(QStringLiteral("properties"));
        gridProperty(x, QStringLiteral("terrain"), word(t.id));
        gridProperty(x, QStringLiteral("blocksSight"), t.blocksSight ? QStringLiteral("true") : QStringLiteral("false"), "bool");
        gridProperty(x, QStringLiteral("impassable"), t.impassable ? QStringLiteral("true") : QStringLiteral("false"), "bool");
        gridProperty(x, QStringLiteral("infantryOnly"), t.infantryOnly ? QStringLiteral("true") : QStringLiteral("false"), "bool");
        x.writeEndElement();
        x.writeEndElement();
    }
    x.writeEndElement();

    const int piecesGid = 1 + kTerrainTiles;
    x.writeStartElement(QStringLiteral("tileset"));
    x.writeAttribute(QStringLiteral("firstgid"), QString::number(piecesGid));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("muster-grid-pieces"));
    x.writeAttribute(QStringLiteral("tilewidth"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("tileheight"), QString::number(kTile));
    x.writeAttribute(QStringLiteral("tilecount"), QString::number(kPieceTiles));
    x.writeAttribute(QStringLiteral("columns"), QString::number(kPieceTiles));
    x.writeEmptyElement(QStringLiteral("image"));
    x.writeAttribute(QStringLiteral("source"), piecesName);
    x.writeAttribute(QStringLiteral("width"), QString::number(kTile * kPieceTiles));
    x.writeAttribute(QStringLiteral("height"), QString::number(kTile));
    x.writeEndElement();

    x.writeStartElement(QStringLiteral("layer"));
    x.writeAttribute(QStringLiteral("id"), QStringLiteral("1"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("terrain"));
    x.writeAttribute(QStringLiteral("width"), QString::number(s.columns));
    x.writeAttribute(QStringLiteral("height"), QString::number(s.rows));
    x.writeStartElement(QStringLiteral("data"));
    x.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
    const GridTerrainMap terrain(s);
    QString csv;
    csv.reserve(static_cast<qsizetype>(s.columns) * s.rows * 3 + s.rows + 2);
    csv += QLatin1Char('\n');
    for (int row = 1; row <= s.rows; ++row) {
        for (int col = 1; col <= s.columns; ++col) {
            csv += QString::number(1 + static_cast<int>(terrain.at({col, row})));
            if (col < s.columns || row < s.rows) csv += QLatin1Char(',');
        }
        csv += QLatin1Char('\n');
    }
    x.writeCharacters(csv);
    x.writeEndElement();
    x.writeEndElement();

    int nextObject = 1;
    x.writeStartElement(QStringLiteral("objectgroup"));
    x.writeAttribute(QStringLiteral("id"), QStringLiteral("2"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("units"));
    for (const GridUnit& u : s.units) {
        const bool commander = u.type == GridUnitType::Commander;
        const Facing f = effectiveFacing(s, u);
        // Tile objects anchor at their bottom-left corner; a commander sits in the upper right.
        const int w = commander ? kTile / 2 : kTile - 4;
        const int left = (u.tile.col - 1) * kTile + (commander ? kTile / 2 - 1 : 2);
        const int bottom = commander ? (u.tile.row - 1) * kTile + kTile / 2 + 1 : u.tile.row * kTile - 2;
        const QString at = QStringLiteral("units[%1]").arg(&u - s.units.data());
        x.writeStartElement(QStringLiteral("object"));
        x.writeAttribute(QStringLiteral("id"), QString::number(nextObject++));
        x.writeAttribute(QStringLiteral("name"), text::q(u.name));
        field(at + QStringLiteral(".name"));
        x.writeAttribute(QStringLiteral("type"), word(gridUnitInfo(u.type).id));
        x.writeAttribute(QStringLiteral("gid"), QString::number(piecesGid + pieceIndex(u, f)));
        x.writeAttribute(QStringLiteral("x"), QString::number(left));
        x.writeAttribute(QStringLiteral("y"), QString::number(bottom));
        x.writeAttribute(QStringLiteral("width"), QString::number(w));
        x.writeAttribute(QStringLiteral("height"), QString::number(w));
        x.writeStartElement(QStringLiteral("properties"));
        gridProperty(x, QStringLiteral("id"), text::q(u.id));
        field(at + QStringLiteral(".id"));
        gridProperty(x, QStringLiteral("side"), word(toString(u.side)));
        gridProperty(x, QStringLiteral("tile"), QString::fromStdString(tileLabel(s, u.tile)));
        if (!commander) {
            gridProperty(x, QStringLiteral("sp"), QString::number(effectiveSp(u)), "int");
            gridProperty(x, QStringLiteral("facing"), word(toString(f)));
        }
        x.writeEndElement();
        x.writeEndElement();
    }
    x.writeEndElement();

    x.writeStartElement(QStringLiteral("objectgroup"));
    x.writeAttribute(QStringLiteral("id"), QStringLiteral("3"));
    x.writeAttribute(QStringLiteral("name"), QStringLiteral("objectives"));
    for (const GridObjective& o : s.objectives) {
        const int w = kTile / 2 - 4;
        x.writeStartElement(QStringLiteral("object"));
        x.writeAttribute(QStringLiteral("id"), QString::number(nextObject++));
        x.writeAttribute(QStringLiteral("name"), text::q(o.label));
        field(QStringLiteral("vpMarkers[%1].label").arg(&o - s.objectives.data()));
        x.writeAttribute(QStringLiteral("type"), QStringLiteral("objective"));
        x.writeAttribute(QStringLiteral("gid"), QString::number(piecesGid + kPieceTiles - 1));
        x.writeAttribute(QStringLiteral("x"), QString::number((o.tile.col - 1) * kTile + 1));
        x.writeAttribute(QStringLiteral("y"), QString::number(o.tile.row * kTile - 1));
        x.writeAttribute(QStringLiteral("width"), QString::number(w));
        x.writeAttribute(QStringLiteral("height"), QString::number(w));
        x.writeStartElement(QStringLiteral("properties"));
        gridProperty(x, QStringLiteral("tile"), QString::fromStdString(tileLabel(s, o.tile)));
        gridProperty(x, QStringLiteral("value"), QString::number(o.value), "int");
        if (o.side) gridProperty(x, QStringLiteral("side"), word(toString(*o.side)));
        x.writeEndElement();
        x.writeEndElement();
    }
    x.writeEndElement();

    x.writeEndElement(); // map
    x.writeEndDocument();
    if (x.hasError() && refused.isEmpty()) refused = QStringLiteral("the map");
    return refused;
}

namespace {

QImage gridTerrainTileset(bool mono) {
    QImage img(kTile * kTerrainTiles, kTile, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    for (const GridTerrainInfo& t : allGridTerrain())
        GridPainter::drawTerrain(p, QRectF(static_cast<int>(t.type) * kTile, 0, kTile, kTile), t.type, mono);
    return img;
}

QImage gridPiecesTileset(bool mono) {
    QImage img(kTile * kPieceTiles, kTile, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    for (Side side : kAllSides)
        for (const GridUnitInfo& info : allGridUnitTypes()) {
            GridUnit u;
            u.side = side;
            u.type = info.type;
            for (Facing f : kFacings) {
                const QRectF cell(pieceIndex(u, f) * kTile, 0, kTile, kTile);
                if (u.type == GridUnitType::Commander) {
                    GridPainter::drawCommander(p, cell.adjusted(3, 3, -3, -3), u, mono, 40);
                    break;
                }
                GridPainter::drawUnit(p, cell.adjusted(8, 8, -8, -8), u, f, mono, 32);
            }
        }
    PiecePainter::drawVpToken(p, QPointF((kPieceTiles - 1) * kTile + kTile / 2.0, kTile / 2.0), kTile * 0.42, 1, std::nullopt, mono);
    return img;
}

std::unique_ptr<AtomicFileDevice> gridStagedImage(const QImage& img, const QString& path) {
    QByteArray png;
    QBuffer buf(&png);
    buf.open(QIODevice::WriteOnly);
    if (!img.save(&buf, "PNG")) throw ExportError(QStringLiteral("%1: PNG encoding failed").arg(path).toStdString());
    auto f = std::make_unique<AtomicFileDevice>(path);
    if (!f->open(QIODevice::WriteOnly)) throw ExportError(f->errorString().toStdString());
    f->write(png);
    return f;
}

} // namespace
} // namespace gridtmx

QStringList exportGridTmx(const GridScenario& s, const QString& path, bool mono) {
    const QFileInfo fi(path);
    const QString dir = fi.path(), base = fi.completeBaseName();
    const QString terrainName = base + QStringLiteral("-terrain.png"), piecesName = base + QStringLiteral("-pieces.png");
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    files.push_back(gridtmx::gridStagedImage(gridtmx::gridTerrainTileset(mono), dir + QLatin1Char('/') + terrainName));
    files.push_back(gridtmx::gridStagedImage(gridtmx::gridPiecesTileset(mono), dir + QLatin1Char('/') + piecesName));
    files.push_back(std::make_unique<AtomicFileDevice>(path));
    AtomicFileDevice& f = *files.back();
    if (!f.open(QIODevice::WriteOnly)) throw ExportError(f.errorString().toStdString());
    const QString refused = gridtmx::writeDocument(s, f, terrainName, piecesName);
    if (f.failed()) throw ExportError((f.failure() + QStringLiteral("; the previous file is unchanged")).toStdString());
    if (!refused.isEmpty())
        throw ExportError(QStringLiteral("%1: %2: the text holds a character XML cannot store; the previous file is unchanged")
                              .arg(path, refused).toStdString());
    const QString why = AtomicFileDevice::commitAll(files);
    if (!why.isEmpty()) throw ExportError(why.toStdString());
    return {path, dir + QLatin1Char('/') + terrainName, dir + QLatin1Char('/') + piecesName};
}

} // namespace muster
