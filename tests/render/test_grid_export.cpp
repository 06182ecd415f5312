// Square-grid battles through the export plug-ins: the sheet (SVG, PNG, PDF) with the units
// drawn where they stand, the listing, the JSON round trip, the orthogonal TMX map (opened
// by Tiled's tmxrasterizer), and the formats the ruleset does not list refusing.
#include "tests/ci_skip.h"

#include "editor/render/export/exporter_registry.h"
#include "editor/render/grid_sheet.h"
#include "editor/render/grid_tmx.h"
#include "editor/render/piece_painter.h"
#include "editor/render/vassal_encoding.h"
#include "editor/render/vassal_grid_module.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"

#include <QDomDocument>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace muster;

namespace {

GridScenario crossroads() {
    QFile f(MUSTER_TEST_DATA "/grid/crossroads.json");
    if (!f.open(QIODevice::ReadOnly)) qFatal("crossroads.json missing");
    return readGridJson(f.readAll().toStdString(), "crossroads.json");
}

const GridUnit& unit(const GridScenario& s, const std::string& id) {
    for (const auto& u : s.units)
        if (u.id == id) return u;
    qFatal("no unit %s", id.c_str());
}

bool near(QColor a, QColor b, int tol = 16) {
    return std::abs(a.red() - b.red()) <= tol && std::abs(a.green() - b.green()) <= tol &&
           std::abs(a.blue() - b.blue()) <= tol;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestGridExport : public QObject {
    Q_OBJECT
private slots:
    // The PNG sheet shows each unit's block in its side's colour at its tile on the map.
    void pngSheetDrawsUnits() {
        const GridScenario s = crossroads();
        QTemporaryDir dir;
        SheetOptions opt;
        const int dpi = 100;
        const QStringList files = exportGridSheetPng(s, dir.filePath("sheet.png"), dpi, opt);
        if (qEnvironmentVariableIsSet("MUSTER_DUMP"))
            for (const QString& f : files) QFile::copy(f, qEnvironmentVariable("MUSTER_DUMP") + QFileInfo(f).fileName());
        QCOMPARE(files.size(), 1); // this battle's listing fits beside its map
        const QImage img(files.first());
        QCOMPARE(img.size(), sheetPixelSize(opt, dpi));
        const GridSheetLayout layout(s, opt);
        for (const char* id : {"u1", "u3", "c1", "c2"}) {
            const GridUnit& u = unit(s, id);
            const QRectF b = layout.mapPainter().unitBlock(u);
            // Left edge of the block, halfway down: body colour, away from the symbol and notch.
            const QPointF pt = layout.pagePoint(QPointF(b.left() + b.width() * 0.1, b.center().y() + b.height() * 0.05));
            const QColor c = img.pixelColor((pt * dpi / 72.0).toPoint());
            QVERIFY2(near(c, PiecePainter::sideColor(u.side, false)), qPrintable(QString::fromStdString(u.id) + ": " + c.name()));
        }
        // An empty clear tile is not a unit's colour.
        const QPointF empty = layout.pagePoint(layout.mapPainter().tileCentre({1, 5}));
        QVERIFY(!near(img.pixelColor((empty * dpi / 72.0).toPoint()), PiecePainter::sideColor(Side::Union, false)));
    }

    // The listing names every unit with tile, SP and facing, commanders with their unit.
    void listing() {
        const GridScenario s = crossroads();
        const QStringList l = GridSheetLayout(s).listing();
        const QString all = l.join(' '); // lines wrap within a column
        QVERIFY2(all.contains("0402 1st Brigade — line infantry, 6 SP, faces south"), qPrintable(all));
        QVERIFY(all.contains("0602 Berdan's Sharpshooters — light infantry, 5 SP, faces south"));
        QVERIFY(all.contains("0507 Stuart — cavalry, 4 SP, faces north"));
        QVERIFY(all.contains("0402 Reynolds — commander, with 1st Brigade"));
        QVERIFY(all.contains("0704 The village — 1 VP, held by Confederate"));
        QVERIFY(all.contains("Union: Hold the crossroads at the end of turn 6."));
        QVERIFY(all.contains("Union — home edge north (moves first)"));
    }

    // A listing longer than the first page flows onto more pages; nothing is lost.
    void manyUnitsFlow() {
        GridScenario s = crossroads();
        for (int i = 0; i < 150; ++i)
            s.units.push_back(GridUnit{"x" + std::to_string(i), Side::Union, GridUnitType::LineInfantry,
                                       "Extra " + std::to_string(i), Offset{1 + i % 10, 1 + i / 10 % 8}, {}, {}});
        const GridSheetLayout layout(s);
        QVERIFY(layout.pageCount() >= 2);
        const QString all = layout.listing().join('\n');
        for (int i = 0; i < 150; ++i) QVERIFY(all.contains(QStringLiteral("Extra %1 —").arg(i)));
        QTemporaryDir dir;
        QCOMPARE(exportGridSheetSvg(s, dir.filePath("m.svg")).size(), layout.pageCount());
    }

    void svgAndPdf() {
        const GridScenario s = crossroads();
        QTemporaryDir dir;
        const QStringList svg = exportGridSheetSvg(s, dir.filePath("s.svg"));
        QCOMPARE(svg.size(), 1);
        const QByteArray text = readAll(svg.first());
        QDomDocument doc;
        QVERIFY(doc.setContent(text));
        QVERIFY(text.contains("Berdan"));
        QVERIFY(text.contains(PiecePainter::sideColor(Side::Confederate, false).name().toLatin1()));
        SheetOptions land;
        land.orientation = QPageLayout::Landscape;
        land.mono = true;
        exportGridSheetPdf(s, dir.filePath("s.pdf"), land);
        QVERIFY(readAll(dir.filePath("s.pdf")).startsWith("%PDF"));
    }

    // Each format writes a grid battle exactly when the square-grid ruleset lists it.
    void registryAgreesWithRuleset() {
        const GridScenario s = crossroads();
        const Ruleset& r = squareGridRuleset();
        QTemporaryDir dir;
        int listed = 0;
        for (const auto& e : ExporterRegistry::instance().all()) {
            const std::string path = dir.filePath(QStringLiteral("r.%1").arg(QLatin1String(e->name().data(), e->name().size()))).toStdString();
            ExportOptions opt;
            if (r.exportsTo(e->name())) {
                ++listed;
                const QStringList files = e->writeGrid(s, path, opt);
                QVERIFY(!files.isEmpty());
                for (const QString& f : files) QVERIFY2(QFile::exists(f), qPrintable(f));
            } else {
                QVERIFY_THROWS_EXCEPTION(ExportError, e->writeGrid(s, path, opt));
                QVERIFY(!QFile::exists(QString::fromStdString(path)));
            }
        }
        QCOMPARE(listed, static_cast<int>(r.exporters.size())); // every listed name is a real format
        for (const auto& name : holdTheLineRuleset().exporters) QVERIFY(ExporterRegistry::instance().byName(name));
    }

    void jsonRoundTrip() {
        const GridScenario s = crossroads();
        QTemporaryDir dir;
        const Exporter* json = ExporterRegistry::instance().byName("json");
        QVERIFY(json);
        json->writeGrid(s, dir.filePath("r.json").toStdString(), {});
        QCOMPARE(readGridJson(readAll(dir.filePath("r.json")).toStdString(), "r.json"), s);
    }

    // The TMX map: orthogonal, one tile per square, terrain by tile, units with facing.
    void tmxDocument() {
        const GridScenario s = crossroads();
        QTemporaryDir dir;
        const QStringList files = exportGridTmx(s, dir.filePath("m.tmx"));
        QCOMPARE(files.size(), 3);
        QDomDocument doc;
        QVERIFY(doc.setContent(readAll(files[0])));
        const QDomElement map = doc.documentElement();
        QCOMPARE(map.attribute("orientation"), QString("orthogonal"));
        QCOMPARE(map.attribute("width").toInt(), s.columns);
        QCOMPARE(map.attribute("height").toInt(), s.rows);
        QCOMPARE(map.attribute("tilewidth"), map.attribute("tileheight"));
        // The terrain layer: row 4 holds forest (0504), river (0604), built-up area (0704).
        const QStringList csv = map.firstChildElement("layer").firstChildElement("data").text().trimmed().split('\n');
        QCOMPARE(csv.size(), s.rows);
        const QStringList row4 = csv[3].split(',', Qt::SkipEmptyParts);
        QCOMPARE(row4.size(), s.columns);
        QCOMPARE(row4[4].toInt(), 1 + int(GridTerrain::Forest));
        QCOMPARE(row4[5].toInt(), 1 + int(GridTerrain::River));
        QCOMPARE(row4[6].toInt(), 1 + int(GridTerrain::BuiltUp));
        // Units: one object each, its facing a property; objectives in their own layer.
        QMap<QString, QDomElement> groups;
        for (QDomElement g = map.firstChildElement("objectgroup"); !g.isNull(); g = g.nextSiblingElement("objectgroup"))
            groups[g.attribute("name")] = g;
        QCOMPARE(groups["units"].elementsByTagName("object").size(), static_cast<int>(s.units.size()));
        QCOMPARE(groups["objectives"].elementsByTagName("object").size(), static_cast<int>(s.objectives.size()));
        QMap<QString, QString> stuart;
        const QDomNodeList objs = groups["units"].elementsByTagName("object");
        for (int i = 0; i < objs.size(); ++i) {
            if (objs.at(i).toElement().attribute("name") != "Stuart") continue;
            const QDomNodeList props = objs.at(i).toElement().elementsByTagName("property");
            for (int k = 0; k < props.size(); ++k)
                stuart[props.at(k).toElement().attribute("name")] = props.at(k).toElement().attribute("value");
            // Its tile (5,7) holds the object.
            const int x = objs.at(i).toElement().attribute("x").toInt(), y = objs.at(i).toElement().attribute("y").toInt();
            QCOMPARE(x / gridtmx::kTile + 1, 5);
            QCOMPARE((y - 1) / gridtmx::kTile + 1, 7);
        }
        QCOMPARE(stuart["facing"], QString("north"));
        QCOMPARE(stuart["sp"], QString("4"));
        QCOMPARE(stuart["tile"], QString("0507"));
        QCOMPARE(stuart["side"], QString("confederate"));
        // The tilesets are the sizes the document gives.
        QCOMPARE(QImage(files[1]).size(), QSize(gridtmx::kTile * gridtmx::kTerrainTiles, gridtmx::kTile));
        QCOMPARE(QImage(files[2]).size(), QSize(gridtmx::kTile * gridtmx::kPieceTiles, gridtmx::kTile));
    }

    // The VASSAL module: a SquareGrid the size of the board's tiles whose origin is the first
    // tile's centre, tiles named as Muster names them, every element and attribute one
    // VASSAL's sources define, and a setup putting each unit on its tile's centre.
    void vassalModule() {
        const GridScenario s = crossroads();
        std::map<std::string, QByteArray> files;
        for (ModuleEntry& e : unzipEntries(zipEntries(buildGridVassalModule(s)))) files[e.path] = std::move(e.data);
        QVERIFY(files.count("buildFile.xml") && files.count("images/board.png") && files.count("setups/battle.vsav") &&
                files.count("sheets/battle.pdf"));
        // The embedded sheet has a fixed date, not the run's: the same battle, the same bytes.
        QVERIFY(files["sheets/battle.pdf"].startsWith("%PDF"));
        QVERIFY2(files["sheets/battle.pdf"].contains("/CreationDate (D:20000101000000"), "the sheet PDF carries the run's date");
        std::set<std::string> known;
        QFile list(MUSTER_TEST_DATA "/vassal_elements.txt");
        QVERIFY(list.open(QIODevice::ReadOnly));
        while (!list.atEnd()) known.insert(list.readLine().trimmed().toStdString());
        std::map<std::string, std::map<std::string, std::string>> seen; // element -> attributes
        std::vector<std::string> unknown;
        QXmlStreamReader x(files["buildFile.xml"]);
        while (!x.atEnd()) {
            if (x.readNext() != QXmlStreamReader::StartElement) continue;
            const std::string el = x.name().toString().toStdString();
            if (el.rfind("VASSAL.", 0) != 0) continue;
            if (!known.count(el)) unknown.push_back(el);
            for (const QXmlStreamAttribute& a : x.attributes()) {
                const std::string k = a.name().toString().toStdString();
                if (!known.count(el + " " + k)) unknown.push_back(el + " " + k);
                seen[el][k] = a.value().toString().toStdString();
            }
        }
        QVERIFY2(!x.hasError(), qPrintable(x.errorString()));
        QVERIFY2(unknown.empty(), unknown.empty() ? "" : unknown.front().c_str());
        const auto& grid = seen["VASSAL.build.module.map.boardPicker.board.SquareGrid"];
        const auto& board = seen["VASSAL.build.module.map.boardPicker.Board"];
        const auto& numbering = seen["VASSAL.build.module.map.boardPicker.board.mapgrid.SquareGridNumbering"];
        QVERIFY(!grid.empty() && !board.empty() && !numbering.empty());
        QVERIFY(seen.count("VASSAL.build.module.map.boardPicker.board.HexGrid") == 0);
        const int dx = std::stoi(grid.at("dx")), dy = std::stoi(grid.at("dy"));
        const int x0 = std::stoi(grid.at("x0")), y0 = std::stoi(grid.at("y0"));
        QCOMPARE(dx, dy);
        const QImage img = QImage::fromData(files["images/board.png"]);
        QCOMPARE(img.width(), std::stoi(board.at("width")));
        QCOMPARE(img.height(), std::stoi(board.at("height")));
        // The board's dimensions: the tiles span the image but for equal margins around them.
        const int marginX = x0 - dx / 2, marginY = y0 - dy / 2;
        QCOMPARE(marginX, marginY);
        QCOMPARE(img.width(), 2 * marginX + s.columns * dx);
        QCOMPARE(img.height(), 2 * marginY + s.rows * dy);
        QCOMPARE(grid.at("range"), std::string("Manhattan"));
        QCOMPARE(numbering.at("first"), std::string("H"));
        QCOMPARE(numbering.at("hOff"), std::string("1"));
        QCOMPARE(numbering.at("vOff"), std::string("1"));
        QCOMPARE(numbering.at("hLeading"), std::string("1")); // two digits a part: "0405"
        // The setup: each unit's piece at a point VASSAL's grid puts in the unit's tile.
        std::string saved;
        for (ModuleEntry& e : unzipEntries(files["setups/battle.vsav"]))
            if (e.path == "savedGame") saved = vassal::deobfuscate(e.data.toStdString()).value_or("");
        std::map<std::string, Offset> at; // piece name -> tile
        for (const std::string& c : vassal::savedGameCommands(saved)) {
            const auto add = vassal::parseAddPiece(c);
            if (!add || add->type == "stack") continue;
            const std::vector<vassal::Trait> traits = vassal::splitPiece(add->type, add->state);
            const std::vector<std::string> type = vassal::decode(std::string_view(traits.back().type).substr(6), ';');
            const std::vector<std::string> state = vassal::decode(traits.back().state, ';');
            QVERIFY(state.size() >= 3);
            const int px = std::stoi(state[1]), py = std::stoi(state[2]);
            // SquareGrid: (0,0) is the origin cell's centre; a cell is dx wide.
            const Offset tile{static_cast<int>(std::floor((px - x0 + dx / 2.0) / dx)) + 1,
                              static_cast<int>(std::floor((py - y0 + dy / 2.0) / dy)) + 1};
            QCOMPARE(px - x0, (tile.col - 1) * dx); // on the centre, where snapTo leaves it
            QCOMPARE(py - y0, (tile.row - 1) * dy);
            at[type.size() > 3 ? type[3] : ""] = tile;
        }
        QCOMPARE(at.size(), s.units.size());
        for (const GridUnit& u : s.units) QCOMPARE(at[u.name], u.tile);
        // The board's picture: the hill at 0203 under its centre.
        const QColor hill = img.pixelColor(x0 + dx, y0 + 2 * dy);
        QVERIFY2(near(hill, QColor(0xb0, 0x85, 0x40), 30), qPrintable(hill.name()));
    }

    // Tiled's own renderer opens the map; its picture shows the pieces where the units stand.
    void tmxRasterizes() {
        const QString tool = QStandardPaths::findExecutable("tmxrasterizer");
        if (tool.isEmpty()) MUSTER_SKIP_UNLESS_CI("tiled's tmxrasterizer is not installed: tools/setup.sh installs it");
        const GridScenario s = crossroads();
        QTemporaryDir dir;
        const QString tmx = exportGridTmx(s, dir.filePath("m.tmx")).first();
        const QString png = dir.filePath("m.png");
        QProcess p;
        p.start(tool, {tmx, png});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const QImage img(png);
        QCOMPARE(img.size(), gridTmxPixels(s));
        const int t = gridtmx::kTile;
        for (const char* id : {"u1", "c1"}) {
            const GridUnit& u = unit(s, id);
            const QPoint body((u.tile.col - 1) * t + 13, (u.tile.row - 1) * t + t / 2 + 2);
            QVERIFY2(near(img.pixelColor(body), PiecePainter::sideColor(u.side, false)), qPrintable(img.pixelColor(body).name()));
        }
        // The river at 0604 is water blue in the middle of its tile.
        QVERIFY(near(img.pixelColor(5 * t + t / 2, 3 * t + t / 2), QColor(0x5b, 0x9b, 0xd5), 24));
    }
};

QTEST_MAIN(TestGridExport)
#include "test_grid_export.moc"
