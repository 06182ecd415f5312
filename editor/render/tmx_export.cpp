#include "tmx_export.h"

#include "atomic_file_device.h"

#include "exporters.h"
#include "piece_painter.h"
#include "scenario_text.h"
#include "tile_cache.h"
#include "tmx_document.h"

#include <QFileInfo>
#include <QPainter>
#include <QBuffer>


namespace muster {
using namespace tmx;
namespace {

QImage terrainTileset(const TmxGeometry& g, Orientation o, bool mono) {
    QImage img(g.tileWidth * kTerrainCount, g.tileHeight, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    for (int i = 0; i < kTerrainCount; ++i) {
        const QImage t = TileCache::tile(kAllTerrain[i], mono, o, kHexSide);
        // The cached tile has a 1-pixel bleed; stretch its hex onto Tiled's even-sized cell.
        const double sx = g.tileWidth / (t.width() - 2.0), sy = g.tileHeight / (t.height() - 2.0);
        p.drawImage(QRectF(i * g.tileWidth - sx, -sy, t.width() * sx, t.height() * sy), t);
    }
    return img;
}

QImage piecesTileset(bool mono) {
    QImage img(kPiece * kPieceTiles, kPiece, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    for (Side side : kAllSides)
        for (UnitType t : kAllUnitTypes) {
            Unit u;
            u.side = side;
            u.type = t;
            u.morale = isCombatUnit(t) ? std::optional<Morale>{Morale::Black} : std::nullopt;
            u.sp = 1;
            const int i = pieceIndex(u);
            PiecePainter::drawUnit(p, QRectF(i * kPiece + 2, 2, kPiece - 4, kPiece - 4), u, mono, 30);
        }
    VpMarker m;
    PiecePainter::drawVpToken(p, QPointF(10 * kPiece + kPiece / 2.0, kPiece / 2.0), kPiece * 0.4, m, mono);
    return img;
}

// The image as PNG in a temporary beside `path`, renamed into place with the map (so a
// failed export leaves no tileset of a map that was never written).
std::unique_ptr<AtomicFileDevice> stageImage(const QImage& img, const QString& path) {
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

QStringList exportTmx(const Scenario& s, const QString& path, bool mono) {
    const TmxGeometry g = tmxGeometry(s.board);
    const QFileInfo fi(path);
    const QString dir = fi.path(), base = fi.completeBaseName();
    const QString terrainName = base + QStringLiteral("-terrain.png"), piecesName = base + QStringLiteral("-pieces.png");
    std::vector<std::unique_ptr<AtomicFileDevice>> files;
    files.push_back(stageImage(terrainTileset(g, s.board.orientation, mono), dir + QLatin1Char('/') + terrainName));
    files.push_back(stageImage(piecesTileset(mono), dir + QLatin1Char('/') + piecesName));

    files.push_back(std::make_unique<AtomicFileDevice>(path));
    AtomicFileDevice& f = *files.back();
    if (!f.open(QIODevice::WriteOnly)) throw ExportError(f.errorString().toStdString());
    const QString refused = writeTmxDocument(s, f, terrainName, piecesName);
    if (f.failed()) throw ExportError((f.failure() + QStringLiteral("; the previous file is unchanged")).toStdString());
    if (!refused.isEmpty())
        throw ExportError(QStringLiteral("%1: %2: the text holds a character XML cannot store; the previous file is unchanged")
                              .arg(path, refused).toStdString());
    const QString why = AtomicFileDevice::commitAll(files);
    if (!why.isEmpty()) throw ExportError(why.toStdString());
    return {path, dir + QLatin1Char('/') + terrainName, dir + QLatin1Char('/') + piecesName};
}

} // namespace muster
