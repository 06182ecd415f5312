// buildFile.xml and the metadata files of a VASSAL module. Element and attribute names
// are VASSAL's (its buildFile reads classes by name); tests/data/vassal_elements.txt
// lists those its sources define, and the tests check everything written here is there.
#include "vassal_module_parts.h"

#include <QXmlStreamWriter>

#include <initializer_list>
#include <utility>

namespace muster::vassal {

namespace {

using Attrs = std::initializer_list<std::pair<const char*, std::string>>;

const std::string kModule = "VASSAL.build.module.";

class Xml {
public:
    explicit Xml(QByteArray* out) : w_(out) {
        w_.setAutoFormatting(true);
        w_.setAutoFormattingIndent(2);
        w_.writeStartDocument();
    }
    void open(const std::string& element, Attrs attrs = {}) {
        w_.writeStartElement(QString::fromStdString(element));
        for (const auto& [k, v] : attrs) w_.writeAttribute(QLatin1String(k), QString::fromStdString(v));
    }
    void close() { w_.writeEndElement(); }
    void leaf(const std::string& element, Attrs attrs = {}) {
        open(element, attrs);
        close();
    }
    void text(const std::string& t) { w_.writeCharacters(QString::fromStdString(t)); }
    void end() { w_.writeEndDocument(); }

private:
    QXmlStreamWriter w_;
};

std::string b(bool v) { return v ? "true" : "false"; }
std::string n(int v) { return std::to_string(v); }

const std::string kReport = "** $name$ = $result$ *** &lt;$playerName$&gt;";

void mapComponents(Xml& x, bool grid) {
    x.leaf(kModule + "map.StackMetrics", {{"bottom", "40,0"}, {"color", "255,255,255"}, {"disabled", "false"},
                                         {"down", "37,0"}, {"exSepX", "12"}, {"exSepY", "20"}, {"top", "38,0"},
                                         {"unexSepX", "3"}, {"unexSepY", "4"}, {"up", "39,0"}});
    for (const char* c : {"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
                          "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "SelectionHighlighters",
                          "HighlightLastMoved"})
        x.leaf(kModule + "map." + c);
    x.leaf(kModule + "map.CounterDetailViewer",
           {{"delay", "700"}, {"display", "from top-most layer only"}, {"fontSize", "11"}, {"minDisplayPieces", "1"},
            {"showgraph", "true"}, {"showtext", "true"}, {"summaryReportFormat", grid ? "$LocationName$" : ""},
            {"counterReportFormat", "$PieceName$"}, {"version", "4"}, {"zoomlevel", "1.3"}});
    x.leaf(kModule + "map.Zoomer", {{"zoomLevels", "2.0,1.5,1.0,0.75,0.5,0.33"}, {"zoomStart", "3"},
                                   {"inButtonText", ""}, {"outButtonText", ""}, {"inTooltip", "Zoom in"},
                                   {"outTooltip", "Zoom out"}, {"inIconName", "/images/zoomIn.gif"},
                                   {"outIconName", "/images/zoomOut.gif"}, {"pickIconName", "/images/zoom.png"},
                                   {"pickTooltip", "Select zoom"}, {"zoomInKey", "61,0"}, {"zoomOutKey", "45,0"}});
}

void map(Xml& x, const std::string& name, bool launch, const std::vector<BattleEntry>& battles,
         BoardRef BattleEntry::*which, bool grid) {
    x.open(kModule + "Map", {{"mapName", name},       {"allowMultiple", "false"}, {"backgroundcolor", "230,225,210"},
                             {"buttonName", name},    {"launch", b(launch)},      {"edgeHeight", "0"},
                             {"edgeWidth", "0"},      {"markMoved", "Never"},     {"color", "255,0,0"},
                             {"thickness", "3"},      {"icon", ""},               {"hotkey", ""},
                             {"moveWithinFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                             {"moveToFormat", "$pieceName$ moves $previousLocation$ -> $location$"},
                             {"createFormat", "$pieceName$ created in $location$"}, {"changeFormat", "$message$"}});
    x.open(kModule + "map.BoardPicker", {{"addColumnText", "Add column"}, {"addRowText", "Add row"},
                                         {"boardPrompt", "Select a battle's board"}, {"slotHeight", "125"},
                                         {"slotScale", "0.2"}, {"slotWidth", "350"}, {"title", "Choose boards"}});
    for (const BattleEntry& e : battles) {
        const BoardRef& r = e.*which;
        x.open(kModule + "map.boardPicker.Board", {{"name", r.name}, {"image", r.image}, {"reversible", "false"},
                                                   {"width", n(r.width)}, {"height", n(r.height)}});
        if (grid) {
            const GridSpec& g = e.grid;
            x.open(kModule + "map.boardPicker.board.HexGrid",
                   {{"color", "0,0,0"}, {"cornersLegal", "false"}, {"dotsVisible", "false"}, {"dx", n(g.dx)},
                    {"dy", n(g.dy)}, {"edgesLegal", "false"}, {"sideways", b(g.sideways)}, {"snapTo", "true"},
                    {"visible", "false"}, {"x0", n(g.x0)}, {"y0", n(g.y0)}});
            x.leaf(kModule + "map.boardPicker.board.mapgrid.HexGridNumbering",
                   {{"color", "0,0,0"}, {"first", std::string(1, g.first)}, {"fontSize", "9"}, {"hDescend", "false"},
                    {"hDrawOff", "0"}, {"hLeading", n(g.leading)}, {"hOff", n(g.hOff)}, {"hType", "N"},
                    {"locationFormat", "$gridLocation$"}, {"rotateText", "0"}, {"sep", ""}, {"stagger", "false"},
                    {"vDescend", "false"}, {"vDrawOff", "0"}, {"vLeading", n(g.leading)}, {"vOff", n(g.vOff)},
                    {"vType", "N"}, {"visible", "false"}});
            x.close();
        }
        x.close();
    }
    x.close();
    mapComponents(x, grid);
    x.close();
}

void diceButton(Xml& x, int dice) {
    const std::string name = n(dice) + "d6";
    x.leaf(kModule + "DiceButton", {{"name", name}, {"text", name}, {"tooltip", "Roll " + name}, {"nDice", n(dice)},
                                    {"nSides", "6"}, {"plus", "0"}, {"addToTotal", "0"}, {"reportTotal", b(false)},
                                    {"prompt", "false"}, {"sortDice", "false"}, {"icon", ""}, {"hotkey", ""},
                                    {"reportFormat", kReport}});
}

} // namespace

QByteArray buildFileXml(const BuildFileInput& in) {
    QByteArray out;
    Xml x(&out);
    const int slotCount = static_cast<int>(in.palette.size());
    x.open("VASSAL.build.GameModule", {{"name", in.name}, {"version", in.version}, {"VassalVersion", kVassalVersion},
                                       {"description", in.description}, {"nextPieceSlotId", n(slotCount + 1)}});
    x.leaf(kModule + "BasicCommandEncoder");
    x.open(kModule + "Documentation");
    x.leaf(kModule + "documentation.HelpFile",
           {{"title", "Rules summary"}, {"fileName", in.rulesHelpFile}, {"fileType", "archive"}});
    for (const BattleEntry& e : in.battles) {
        x.leaf(kModule + "documentation.HelpFile", {{"title", e.title}, {"fileName", e.helpFile}, {"fileType", "archive"}});
        x.leaf(kModule + "documentation.BrowserPDFFile", {{"title", e.title + ": setup sheet"}, {"pdfFile", e.sheetFile}});
    }
    x.close();
    x.open(kModule + "PlayerRoster", {{"buttonText", "Retire"}, {"buttonToolTip", "Switch sides or become an observer"}});
    for (Side s : {Side::Union, Side::Confederate}) {
        x.open("entry");
        x.text(rosterSide(s));
        x.close();
    }
    x.close();
    // Nobody but a piece's owner may unmask it: hidden morale stays hidden (3.0.3).
    x.leaf(kModule + "GlobalOptions", {{"autoReport", "Always"}, {"nonOwnerUnmaskable", "Never"},
                                       {"playerIdFormat", "$PlayerName$"}});
    x.leaf(kModule + "Chatter");
    x.leaf(kModule + "KeyNamer");
    map(x, kMainMap, false, in.battles, &BattleEntry::main, true);
    map(x, kReinforcementsMap, true, in.battles, &BattleEntry::reinforcements, false);
    map(x, kTracksMap, true, in.battles, &BattleEntry::tracks, false);
    x.open(kModule + "PrototypesContainer");
    for (const auto& [name, traits] : in.prototypes) {
        x.open(kModule + "PrototypeDefinition", {{"name", name}, {"description", ""}});
        x.text(addPieceCommand("null", pieceType(traits), pieceState(traits)));
        x.close();
    }
    x.close();
    x.open(kModule + "PieceWindow", {{"name", "Pieces"}, {"text", "Pieces"}, {"tooltip", "Spare pieces and markers"},
                                     {"hidden", "false"}, {"scale", "1.0"}, {"hotkey", ""}, {"icon", ""}});
    std::string group;
    int gpid = 0;
    for (const auto& [g, spec] : in.palette) {
        if (g != group) {
            if (!group.empty()) x.close();
            x.open("VASSAL.build.widget.ListWidget", {{"entryName", g}, {"scale", "1.0"}, {"divider", "150"}});
            group = g;
        }
        ++gpid;
        std::vector<Trait> traits = spec.traits;
        const std::vector<std::string> basic = decode(traits.back().type.substr(6), ';');
        traits.back() = basicPiece(basic.size() > 2 ? basic[2] : "", spec.name, "null", 0, 0, n(gpid));
        x.open("VASSAL.build.widget.PieceSlot", {{"entryName", spec.name}, {"gpid", n(gpid)}, {"width", "60"}, {"height", "60"}});
        x.text(addPieceCommand("null", pieceType(traits), pieceState(traits)));
        x.close();
    }
    if (!group.empty()) x.close();
    x.close();
    for (const BattleEntry& e : in.battles)
        x.leaf(kModule + "PredefinedSetup", {{"name", e.title}, {"file", e.setupFile}, {"useFile", "true"}, {"isMenu", "false"}});
    for (int dice : {1, 3, 4}) diceButton(x, dice);
    x.open(kModule + "SpecialDiceButton",
           {{"name", "Morale"}, {"text", "Morale die"}, {"tooltip", "Roll the morale die"}, {"resultChatter", "true"},
            {"resultWindow", "false"}, {"resultButton", "false"}, {"icon", ""}, {"hotkey", ""},
            {"format", "** Morale die: $result1$ *** &lt;$playerName$&gt;"}});
    x.open(kModule + "SpecialDie", {{"name", "Morale"}, {"format", "$result$"}});
    for (const BuildFileInput::Face& f : in.moraleFaces)
        x.leaf(kModule + "SpecialDieFace", {{"text", f.text}, {"value", n(f.value)}, {"icon", f.icon}});
    x.close();
    x.close();
    x.close();
    x.end();
    return out;
}

namespace {

QByteArray metaXml(const std::string& version, const std::string& description,
                   std::initializer_list<std::pair<const char*, std::string>> more) {
    QByteArray out;
    QXmlStreamWriter w(&out);
    w.setAutoFormatting(true);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("data"));
    w.writeAttribute(QStringLiteral("version"), QStringLiteral("1"));
    w.writeTextElement(QStringLiteral("version"), QString::fromStdString(version));
    w.writeTextElement(QStringLiteral("VassalVersion"), QLatin1String(kVassalVersion));
    // No run date: the same battle and options give the same module bytes.
    w.writeTextElement(QStringLiteral("dateSaved"), QStringLiteral("0"));
    w.writeTextElement(QStringLiteral("description"), QString::fromStdString(description));
    for (const auto& [k, v] : more) w.writeTextElement(QLatin1String(k), QString::fromStdString(v));
    w.writeEndElement();
    w.writeEndDocument();
    return out;
}

} // namespace

QByteArray moduleDataXml(const std::string& name, const std::string& version, const std::string& description) {
    return metaXml(version, description, {{"name", name}});
}

QByteArray saveDataXml(const std::string& moduleName, const std::string& moduleVersion, const std::string& description) {
    (void)moduleName;
    return metaXml(moduleVersion, description, {});
}

} // namespace muster::vassal
