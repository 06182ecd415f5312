#include "vassal_grid_module.h"
#include "sheet_pages.h"

#include "exporters.h"
#include "grid_painter.h"
#include "grid_sheet.h"
#include "scenario_text.h"
#include "vassal_encoding.h"
#include "vassal_module_parts.h"
#include "vassal_pieces.h"

#include "model/io/atomic_file.h"
#include "model/systems/ruleset.h"

#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QXmlStreamWriter>

#include <map>

namespace muster {

using namespace vassal;

namespace {

constexpr int kGridPiece = 64; // piece images, pixels a side

std::string gridWord(std::string_view s) { return std::string(s); }

std::string pieceImageName(const GridUnit& u, Facing f) {
    std::string n = "grid-" + gridWord(toString(u.side)) + "-" + gridWord(gridUnitInfo(u.type).id);
    if (u.type != GridUnitType::Commander) n += "-" + gridWord(toString(f));
    return n + ".png";
}

QImage pieceImage(const GridUnit& u, Facing f) {
    QImage img(kGridPiece, kGridPiece, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    if (u.type == GridUnitType::Commander) GridPainter::drawCommander(p, QRectF(16, 16, 32, 32), u, false, 40);
    else GridPainter::drawUnit(p, QRectF(10, 10, 44, 44), u, f, false, 44);
    return img;
}

std::vector<Trait> pieceTraits(const GridScenario& s, const GridUnit& u, const std::string& image,
                               const std::string& map, IntPoint at) {
    std::vector<std::pair<std::string, std::string>> props = {{"Side", gridWord(toString(u.side))},
                                                              {"Type", gridWord(gridUnitInfo(u.type).id)}};
    if (u.type != GridUnitType::Commander) {
        props.push_back({"SP", std::to_string(effectiveSp(u))});
        props.push_back({"Facing", gridWord(toString(effectiveFacing(s, u)))});
    }
    const std::string name = text::q(u.name).simplified().toStdString();
    return {marker(props), basicPiece(image, name.empty() ? gridWord(gridUnitInfo(u.type).name) : name, map, at.x, at.y)};
}

QByteArray sheetPdfBytes(const GridScenario& s) { return layoutPdfBytes(GridSheetLayout(s, SheetOptions()), text::q(s.title)); }

class GridBuildFile {
public:
    explicit GridBuildFile(QByteArray* out) : w_(out) {
        w_.setAutoFormatting(true);
        w_.writeStartDocument();
    }
    void open(const std::string& el, std::initializer_list<std::pair<const char*, std::string>> attrs = {}) {
        w_.writeStartElement(QString::fromStdString(el));
        for (const auto& [k, v] : attrs) w_.writeAttribute(QLatin1String(k), QString::fromStdString(v));
    }
    void leaf(const std::string& el, std::initializer_list<std::pair<const char*, std::string>> attrs = {}) {
        open(el, attrs);
        close();
    }
    void text(const std::string& t) { w_.writeCharacters(QString::fromStdString(t)); }
    void close() { w_.writeEndElement(); }
    void end() { w_.writeEndDocument(); }

private:
    QXmlStreamWriter w_;
};

const std::string kM = "VASSAL.build.module.";

} // namespace

GridVassalGeometry gridVassalGeometry(const GridScenario& s, int tilePx) {
    GridVassalGeometry g;
    g.tile = std::max(8, tilePx & ~1);
    g.margin = g.tile * 2 / 5;
    g.width = 2 * g.margin + s.columns * g.tile;
    g.height = 2 * g.margin + s.rows * g.tile;
    g.x0 = g.margin + g.tile / 2;
    g.y0 = g.margin + g.tile / 2;
    BoardGeometry b;
    b.columns = s.columns;
    b.rows = s.rows;
    g.leading = labelDigits(b) - 1;
    return g;
}

IntPoint gridVassalCentre(const GridVassalGeometry& g, Offset o) {
    return {g.x0 + (o.col - 1) * g.tile, g.y0 + (o.row - 1) * g.tile};
}

std::vector<ModuleEntry> buildGridVassalModule(const GridScenario& s, const VassalModuleOptions& opt) {
    if (!s.sizeValid()) throw ExportError(s.title + ": board size outside " + boardSideRange());
    const Ruleset& r = squareGridRuleset();
    std::string name = !opt.name.empty() ? opt.name : text::q(s.title).simplified().replace(QLatin1Char('\\'), QLatin1Char('/')).toStdString();
    if (name.empty()) name = "Square-grid battle";
    const std::string board = name, version = opt.version;
    const std::string description = r.name + " (seed " + r.seed + "), made by Muster";
    const GridVassalGeometry g = gridVassalGeometry(s);

    std::vector<ModuleEntry> files;
    // The board: the painter's picture at the grid's scale, without the pieces.
    QImage img(g.width, g.height, QImage::Format_RGB32);
    img.fill(QColor(230, 225, 210));
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        GridPaintOptions po;
        po.units = false;
        GridPainter(s, g.tile, g.margin).paint(p, QRectF(0, 0, g.width, g.height), po);
    }
    files.push_back({"images/board.png", pngBytes(img)});

    // Piece images: every side and type facing each way (the palette and the setup use them).
    std::map<std::string, QByteArray> images;
    auto image = [&](const GridUnit& u, Facing f) {
        const std::string n = pieceImageName(u, f);
        if (!images.count(n)) images[n] = pngBytes(pieceImage(u, f));
        return n;
    };

    // The setup: each unit and commander at its tile's centre, commanders on top.
    std::vector<std::string> commands;
    std::map<std::pair<int, int>, std::vector<std::string>> stacks;
    std::vector<std::pair<int, int>> order;
    int next = 0;
    for (int pass = 0; pass < 2; ++pass)
        for (const GridUnit& u : s.units) {
            if ((u.type == GridUnitType::Commander) != (pass == 1) || !s.contains(u.tile)) continue;
            const IntPoint at = gridVassalCentre(g, u.tile);
            const std::vector<Trait> traits = pieceTraits(s, u, image(u, effectiveFacing(s, u)), kMainMap, at);
            const std::string id = "g" + std::to_string(++next);
            commands.push_back(addPieceCommand(id, pieceType(traits), pieceState(traits)));
            auto& ids = stacks[{at.x, at.y}];
            if (ids.empty()) order.push_back({at.x, at.y});
            ids.push_back(id);
        }
    int nStack = 0;
    for (const auto& at : order) {
        std::vector<std::string> state = {kMainMap, std::to_string(at.first), std::to_string(at.second)};
        for (const std::string& id : stacks[at]) state.push_back(id);
        state.push_back("@@0");
        commands.push_back(addPieceCommand("gs" + std::to_string(++nStack), "stack", encode(state, ';')));
    }
    commands.push_back(encode({std::string(kMainMap) + "BoardPicker", encode({board}, '/'), "0", "0"}, '\t'));
    const std::string plain = savedGame(commands);
    std::uint32_t h = 2166136261u; // the same battle gets the same key, so the same bytes
    for (unsigned char c : plain) h = (h ^ c) * 16777619u;
    files.push_back({"setups/battle.vsav", zipEntries({{"savedGame", QByteArray::fromStdString(obfuscate(plain, static_cast<std::uint8_t>(h)))},
                                                       {"savedata", saveDataXml(name, version, board)},
                                                       {"moduledata", moduleDataXml(name, version, description)}})});
    files.push_back({"sheets/battle.pdf", sheetPdfBytes(s)});

    // The palette: each side's pieces at full strength facing north.
    std::vector<std::pair<std::string, std::vector<Trait>>> palette;
    for (Side side : kAllSides)
        for (const GridUnitInfo& info : allGridUnitTypes()) {
            GridUnit u;
            u.side = side;
            u.type = info.type;
            u.name = gridWord(info.name);
            u.facing = info.type == GridUnitType::Commander ? std::nullopt : std::optional<Facing>(Facing::North);
            palette.push_back({text::q(s.side(side).name).toStdString(),
                               pieceTraits(s, u, image(u, Facing::North), "null", IntPoint{})});
        }

    QByteArray xml;
    GridBuildFile x(&xml);
    x.open("VASSAL.build.GameModule", {{"name", name}, {"version", version}, {"VassalVersion", kVassalVersion},
                                       {"description", description}, {"nextPieceSlotId", std::to_string(palette.size() + 1)}});
    x.leaf(kM + "BasicCommandEncoder");
    x.open(kM + "Documentation");
    x.leaf(kM + "documentation.BrowserPDFFile", {{"title", board + ": sheet"}, {"pdfFile", "sheets/battle.pdf"}});
    x.close();
    x.open(kM + "PlayerRoster", {{"buttonText", "Retire"}, {"buttonToolTip", "Switch sides or become an observer"}});
    for (Side side : kAllSides) {
        x.open("entry");
        x.text(text::q(s.side(side).name).simplified().toStdString());
        x.close();
    }
    x.close();
    x.leaf(kM + "GlobalOptions", {{"autoReport", "Always"}, {"playerIdFormat", "$PlayerName$"}});
    x.leaf(kM + "Chatter");
    x.leaf(kM + "KeyNamer");
    x.open(kM + "Map", {{"mapName", kMainMap}, {"allowMultiple", "false"}, {"backgroundcolor", "230,225,210"},
                        {"buttonName", kMainMap}, {"launch", "false"}, {"edgeHeight", "0"}, {"edgeWidth", "0"},
                        {"markMoved", "Never"}, {"color", "255,0,0"}, {"thickness", "3"}, {"icon", ""}, {"hotkey", ""},
                        {"moveWithinFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                        {"moveToFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                        {"createFormat", "$pieceName$ created in $location$"}, {"changeFormat", "$message$"}});
    x.open(kM + "map.BoardPicker", {{"addColumnText", "Add column"}, {"addRowText", "Add row"},
                                    {"boardPrompt", "Select the board"}, {"slotHeight", "125"}, {"slotScale", "0.2"},
                                    {"slotWidth", "350"}, {"title", "Choose boards"}});
    x.open(kM + "map.boardPicker.Board", {{"name", board}, {"image", "board.png"}, {"reversible", "false"},
                                          {"width", std::to_string(g.width)}, {"height", std::to_string(g.height)}});
    x.open(kM + "map.boardPicker.board.SquareGrid",
           {{"color", "0,0,0"}, {"cornersLegal", "false"}, {"dotsVisible", "false"}, {"dx", std::to_string(g.tile)},
            {"dy", std::to_string(g.tile)}, {"edgesLegal", "false"}, {"range", "Manhattan"}, {"snapTo", "true"},
            {"visible", "false"}, {"x0", std::to_string(g.x0)}, {"y0", std::to_string(g.y0)}});
    const std::string lead = std::to_string(g.leading);
    x.leaf(kM + "map.boardPicker.board.mapgrid.SquareGridNumbering",
           {{"color", "0,0,0"}, {"first", "H"}, {"fontSize", "9"}, {"hDescend", "false"}, {"hDrawOff", "0"},
            {"hLeading", lead}, {"hOff", "1"}, {"hType", "N"}, {"locationFormat", "$gridLocation$"},
            {"rotateText", "0"}, {"sep", ""}, {"vDescend", "false"}, {"vDrawOff", "0"}, {"vLeading", lead},
            {"vOff", "1"}, {"vType", "N"}, {"visible", "false"}});
    x.close(); // SquareGrid
    x.close(); // Board
    x.close(); // BoardPicker
    x.leaf(kM + "map.StackMetrics", {{"bottom", "40,0"}, {"color", "255,255,255"}, {"disabled", "false"}, {"down", "37,0"},
                                     {"exSepX", "12"}, {"exSepY", "20"}, {"top", "38,0"}, {"unexSepX", "3"},
                                     {"unexSepY", "4"}, {"up", "39,0"}});
    for (const char* c : {"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                          "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "SelectionHighlighters",
                          "HighlightLastMoved"})
        x.leaf(kM + "map." + c);
    x.leaf(kM + "map.CounterDetailViewer",
           {{"delay", "700"}, {"display", "from top-most layer only"}, {"fontSize", "11"}, {"minDisplayPieces", "1"},
            {"showgraph", "true"}, {"showtext", "true"}, {"summaryReportFormat", "$LocationName$"},
            {"counterReportFormat", "$PieceName$ $SP$ SP, facing $Facing$"}, {"version", "4"}, {"zoomlevel", "1.3"}});
    x.leaf(kM + "map.Zoomer", {{"zoomLevels", "2.0,1.5,1.0,0.75,0.5,0.33"}, {"zoomStart", "3"}});
    x.close(); // Map
    x.open(kM + "PieceWindow", {{"name", "Pieces"}, {"text", "Pieces"}, {"tooltip", "Spare pieces"}, {"hidden", "false"},
                                {"scale", "1.0"}, {"hotkey", ""}, {"icon", ""}});
    std::string group;
    int gpid = 0;
    for (const auto& [g2, traits0] : palette) {
        if (g2 != group) {
            if (!group.empty()) x.close();
            x.open("VASSAL.build.widget.ListWidget", {{"entryName", g2}, {"scale", "1.0"}, {"divider", "150"}});
            group = g2;
        }
        std::vector<Trait> traits = traits0;
        const std::vector<std::string> basic = decode(std::string_view(traits.back().type).substr(6), ';');
        const std::string pieceName = basic.size() > 3 ? basic[3] : "";
        traits.back() = basicPiece(basic.size() > 2 ? basic[2] : "", pieceName, "null", 0, 0, std::to_string(++gpid));
        x.open("VASSAL.build.widget.PieceSlot", {{"entryName", group + " " + pieceName}, {"gpid", std::to_string(gpid)},
                                                 {"width", std::to_string(kGridPiece)}, {"height", std::to_string(kGridPiece)}});
        x.text(addPieceCommand("null", pieceType(traits), pieceState(traits)));
        x.close();
    }
    if (!group.empty()) x.close();
    x.close(); // PieceWindow
    x.leaf(kM + "PredefinedSetup", {{"name", board}, {"file", "setups/battle.vsav"}, {"useFile", "true"}, {"isMenu", "false"}});
    x.leaf(kM + "DiceButton", {{"name", "1d6"}, {"text", "1d6"}, {"tooltip", "Roll 1d6"}, {"nDice", "1"}, {"nSides", "6"},
                               {"plus", "0"}, {"addToTotal", "0"}, {"reportTotal", "false"}, {"prompt", "false"},
                               {"sortDice", "false"}, {"icon", ""}, {"hotkey", ""},
                               {"reportFormat", "** $name$ = $result$ *** &lt;$playerName$&gt;"}});
    x.close(); // GameModule
    x.end();

    for (auto& [n, png] : images) files.push_back({"images/" + n, png});
    files.insert(files.begin(), {{"buildFile.xml", xml}, {"moduledata", moduleDataXml(name, version, description)}});
    return files;
}

void exportGridVassalModule(const GridScenario& s, const std::string& path, const VassalModuleOptions& opt) {
    const QByteArray zip = zipEntries(buildGridVassalModule(s, opt));
    try {
        writeFileAtomically(path, std::string_view(zip.constData(), static_cast<std::size_t>(zip.size())));
    } catch (const std::exception& e) {
        throw ExportError(e.what());
    }
}

} // namespace muster
