#include "vassal_module.h"
#include "sheet_pages.h"

#include "exporters.h"
#include "piece_painter.h"
#include "scenario_text.h"
#include "sheet_layout.h"
#include "vassal_boards.h"
#include "vassal_help.h"
#include "vassal_module_parts.h"
#include "model/io/atomic_file.h"
#include "rulesref/htl_resolution.h"
#include "rulesref/rule_parameters.h"

#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <map>
#include <set>

namespace muster {

using namespace vassal;

namespace {

struct Placed {
    std::string id;
    PieceSpec spec;
    std::string map;
    IntPoint at;
};

// Every piece of one battle at its place: units and VP markers on the map at their hex
// centres, reinforcements in their arrival boxes, the track markers at their start.
std::vector<Placed> placePieces(const Scenario& s, const GridSpec& g, const OffBoard& reinf, const OffBoard& tracks,
                                const PieceSizes& sz, ImageStore& images, const std::string& idPrefix) {
    // Stacks are built in this order, bottom first: VP markers, leaders, artillery and
    // gunboats, then infantry and cavalry with their flag block on top.
    std::vector<std::pair<int, Placed>> ranked;
    int next = 0;
    int rank = 0;
    auto add = [&](PieceSpec spec, const std::string& map, IntPoint at) {
        ranked.push_back({rank, {idPrefix + std::to_string(++next), std::move(spec), map, at}});
    };
    for (const Unit& u : s.units) {
        std::optional<std::pair<std::string, IntPoint>> where;
        if (u.hex) where = std::pair(std::string(kMainMap), centre(g, *u.hex));
        else if (auto it = reinf.at.find(u.id); it != reinf.at.end()) where = std::pair(std::string(kReinforcementsMap), it->second);
        if (!where) continue;
        rank = u.type == UnitType::Leader ? 1 : u.type == UnitType::Artillery || u.type == UnitType::Gunboat ? 2 : 3;
        for (PieceSpec& p : unitPieces(s, u, sz, images)) add(std::move(p), where->first, where->second);
    }
    rank = 0;
    for (const VpMarker& m : s.vpMarkers) add(vpMarkerPiece(s, m, sz, images), kMainMap, centre(g, m.hex));
    for (const auto& [marker, at] : tracks.at) {
        std::optional<Side> side;
        if (marker.rfind("Union", 0) == 0) side = Side::Union;
        if (marker.rfind("Confederate", 0) == 0) side = Side::Confederate;
        add(trackMarker(marker, side, sz, images), kTracksMap, at);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<Placed> out;
    for (auto& r : ranked) out.push_back(std::move(r.second));
    return out;
}

// The saved game (plain text) that sets the battle up: the pieces, then one stack per
// place holding them in order, then the board of each map.
std::string setupText(const std::vector<Placed>& pieces, const BattleEntry& e, const std::string& idPrefix) {
    std::vector<std::string> commands;
    std::vector<std::pair<std::tuple<std::string, int, int>, std::vector<std::string>>> stacks;
    std::map<std::tuple<std::string, int, int>, std::size_t> stackAt;
    for (const Placed& p : pieces) {
        std::vector<Trait> traits = p.spec.traits;
        const std::vector<std::string> basic = decode(std::string_view(traits.back().type).substr(6), ';');
        traits.back() = basicPiece(basic.size() > 2 ? basic[2] : "", basic.size() > 3 ? basic[3] : "", p.map, p.at.x, p.at.y);
        commands.push_back(addPieceCommand(p.id, pieceType(traits), pieceState(traits)));
        const auto key = std::tuple(p.map, p.at.x, p.at.y);
        auto [it, fresh] = stackAt.emplace(key, stacks.size());
        if (fresh) stacks.push_back({key, {}});
        stacks[it->second].second.push_back(p.id);
    }
    int n = 0;
    for (const auto& [key, ids] : stacks) {
        std::vector<std::string> state = {std::get<0>(key), std::to_string(std::get<1>(key)), std::to_string(std::get<2>(key))};
        state.insert(state.end(), ids.begin(), ids.end());
        state.push_back("@@0");
        commands.push_back(addPieceCommand(idPrefix + "s" + std::to_string(++n), "stack", encode(state, ';')));
    }
    for (const auto& [map, board] : {std::pair(kMainMap, &e.main), std::pair(kReinforcementsMap, &e.reinforcements),
                                     std::pair(kTracksMap, &e.tracks)})
        commands.push_back(encode({std::string(map) + "BoardPicker", encode({board->name}, '/'), "0", "0"}, '\t'));
    return savedGame(commands);
}

QByteArray sheetPdf(const Scenario& s) { return layoutPdfBytes(SheetLayout(s, SheetOptions()), text::q(s.title)); }

std::uint8_t keyFor(const std::string& text) {
    std::uint32_t h = 2166136261u; // FNV-1a: the same battle always gets the same key
    for (unsigned char c : text) h = (h ^ c) * 16777619u;
    return static_cast<std::uint8_t>(h & 0xFF);
}

std::string uniqueTitle(const Scenario& s, std::set<std::string>& used) {
    // A backslash ending a board name would read as an escape in the BoardPicker command.
    std::string base = text::q(s.title).simplified().replace(QLatin1Char('\\'), QLatin1Char('/')).toStdString();
    if (base.empty()) base = "Battle";
    std::string t = base;
    for (int i = 2; !used.insert(t).second; ++i) t = base + " (" + std::to_string(i) + ")";
    return t;
}

} // namespace

std::vector<ModuleEntry> buildVassalModule(const std::vector<Scenario>& battles, const VassalModuleOptions& opt,
                                           const RuleParameters& params) {
    if (battles.empty()) throw ExportError("no battle to put in the module");
    BuildFileInput in;
    in.name = !opt.name.empty() ? opt.name
              : battles.size() == 1 ? text::q(battles.front().title).simplified().toStdString()
                                    : std::string("Hold the Line battles");
    if (in.name.empty()) in.name = "Hold the Line battle";
    in.version = opt.version;
    in.description = "Hold the Line: The American Civil War, made by Muster (" + std::to_string(battles.size()) +
                     (battles.size() == 1 ? " battle)" : " battles)");
    std::vector<ModuleEntry> files;
    ImageStore images;
    std::set<std::string> titles;
    PieceSizes paletteSize;
    for (std::size_t i = 0; i < battles.size(); ++i) {
        const Scenario& s = battles[i];
        if (!s.board.sizeValid()) throw ExportError(s.title + ": board size outside " + boardSideRange());
        BattleEntry e;
        e.title = uniqueTitle(s, titles);
        const std::string tag = std::to_string(i + 1);
        e.grid = gridFor(s.board, radiusForBoard(s.board, opt.hexRadius, opt.maxBoardSide));
        const PieceSizes sz = pieceSizesFor(e.grid.dy);
        if (i == 0) paletteSize = sz;
        const QImage mainImage = renderMainBoard(s, e.grid);
        const OffBoard reinf = reinforcementsBoard(s, sz), tracks = tracksBoard(s, sz);
        e.main = {e.title, "board" + tag + ".png", mainImage.width(), mainImage.height()};
        e.reinforcements = {e.title + " (reinforcements)", "reinforcements" + tag + ".png", reinf.image.width(),
                            reinf.image.height()};
        e.tracks = {e.title + " (tracks)", "tracks" + tag + ".png", tracks.image.width(), tracks.image.height()};
        files.push_back({"images/" + e.main.image, pngBytes(mainImage)});
        files.push_back({"images/" + e.reinforcements.image, pngBytes(reinf.image)});
        files.push_back({"images/" + e.tracks.image, pngBytes(tracks.image)});
        const std::string prefix = "b" + tag + "p";
        const std::vector<Placed> pieces = placePieces(s, e.grid, reinf, tracks, sz, images, prefix);
        const std::string plain = setupText(pieces, e, "b" + tag);
        e.setupFile = "setups/battle" + tag + ".vsav";
        e.helpFile = "help/battle" + tag + ".html";
        e.sheetFile = "sheets/battle" + tag + ".pdf";
        files.push_back({e.setupFile, zipEntries({{"savedGame", QByteArray::fromStdString(obfuscate(plain, keyFor(e.title)))},
                                                 {"savedata", saveDataXml(in.name, in.version, e.title)},
                                                 {"moduledata", moduleDataXml(in.name, in.version, in.description)}})});
        files.push_back({e.helpFile, battleHelpHtml(s, QString::fromStdString(e.title + ": setup sheet")).toUtf8()});
        files.push_back({e.sheetFile, sheetPdf(s)});
        in.battles.push_back(std::move(e));
    }
    in.prototypes = prototypes();
    in.palette = paletteEntries(paletteSize, images);
    for (int d = 1; d <= 6; ++d) {
        const Morale m = htlMoraleDieColour(d, params);
        const std::string word = QString::fromStdString(std::string(displayName(m))).toLower().toStdString();
        const std::string icon = images.add("face|" + word, [&] {
            QImage img(32, 32, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::transparent);
            QPainter p(&img);
            p.setRenderHint(QPainter::Antialiasing);
            PiecePainter::drawMoraleSquare(p, QRectF(3, 3, 26, 26), m, false);
            p.end();
            return pngBytes(img);
        });
        in.moraleFaces.push_back({word, icon, d});
    }
    in.rulesHelpFile = "help/rules.html";
    files.push_back({in.rulesHelpFile, rulesSummaryHtml(params).toUtf8()});
    for (const auto& [name, png] : images.files()) files.push_back({"images/" + name, png});
    files.insert(files.begin(), {{"buildFile.xml", buildFileXml(in)},
                                 {"moduledata", moduleDataXml(in.name, in.version, in.description)}});
    return files;
}

void exportVassalModule(const std::vector<Scenario>& battles, const std::string& path, const VassalModuleOptions& opt,
                        const RuleParameters& params) {
    const QByteArray zip = zipEntries(buildVassalModule(battles, opt, params));
    try {
        writeFileAtomically(path, std::string_view(zip.constData(), zip.size()));
    } catch (const std::exception& e) {
        throw ExportError(e.what());
    }
}

} // namespace muster
