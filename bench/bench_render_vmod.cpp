// bench_render_vmod: makes a VASSAL module of the given battles (or reads a .vmod), then
// reads it back the way VASSAL would and draws each predefined setup: the board image with
// every piece's image at the place the saved game gives it (stacks offset as VASSAL's
// StackMetrics does). Prints per battle the time, sizes, pieces and how many pieces on the
// map do not sit where VASSAL's HexGrid would snap them, and writes the previews.
//   bench_render_vmod OUTDIR FILE.json...   or   bench_render_vmod OUTDIR MODULE.vmod
#include "editor/render/exporters.h"
#include "editor/render/vassal_encoding.h"
#include "editor/render/vassal_grid.h"
#include "editor/render/vassal_module.h"
#include "model/io/scenario_json.h"
#include "rulesref/rule_parameters.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QXmlStreamReader>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>

using namespace muster;

namespace {

struct BoardInfo {
    std::string image;
    std::optional<vassal::GridSpec> grid;
};

// Board name -> image and grid, from buildFile.xml; also the setups (name -> file).
void readBuildFile(const QByteArray& xml, std::map<std::string, BoardInfo>& boards,
                   std::vector<std::pair<std::string, std::string>>& setups) {
    QXmlStreamReader r(xml);
    std::string board;
    while (!r.atEnd()) {
        if (r.readNext() != QXmlStreamReader::StartElement) continue;
        const QString n = r.name().toString();
        auto a = [&](const char* k) { return r.attributes().value(QLatin1String(k)).toString().toStdString(); };
        if (n == QLatin1String("VASSAL.build.module.map.boardPicker.Board")) {
            board = a("name");
            boards[board].image = a("image");
        } else if (n == QLatin1String("VASSAL.build.module.map.boardPicker.board.HexGrid")) {
            vassal::GridSpec g;
            g.sideways = a("sideways") == "true";
            g.dx = std::stoi(a("dx"));
            g.dy = std::stoi(a("dy"));
            g.x0 = std::stoi(a("x0"));
            g.y0 = std::stoi(a("y0"));
            boards[board].grid = g;
        } else if (n == QLatin1String("VASSAL.build.module.PredefinedSetup")) {
            setups.push_back({a("name"), a("file")});
        }
    }
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: bench_render_vmod OUTDIR FILE.json... | OUTDIR MODULE.vmod\n";
        return 2;
    }
    if (!std::getenv("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const std::string outDir = argv[1];
    QByteArray zip;
    const auto t0 = std::chrono::steady_clock::now();
    if (std::string(argv[2]).ends_with(".vmod")) {
        QFile f(QString::fromLocal8Bit(argv[2]));
        if (!f.open(QIODevice::ReadOnly)) return 2;
        zip = f.readAll();
    } else {
        std::vector<Scenario> battles;
        for (int i = 2; i < argc; ++i) battles.push_back(readScenarioFile(argv[i]));
        zip = zipEntries(buildVassalModule(battles, {}, RuleParameters()));
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::printf("module: %.1f MB, made or read in %.0f ms\n", zip.size() / 1048576.0, ms);
    std::map<std::string, QByteArray> files;
    for (ModuleEntry& e : unzipEntries(zip)) files[e.path] = std::move(e.data);
    std::map<std::string, BoardInfo> boards;
    std::vector<std::pair<std::string, std::string>> setups;
    readBuildFile(files["buildFile.xml"], boards, setups);
    std::printf("%-36s %9s %7s %9s %9s\n", "setup", "board", "pieces", "off-snap", "on-map");
    int n = 0;
    for (const auto& [name, file] : setups) {
        ++n;
        std::string saved;
        for (ModuleEntry& e : unzipEntries(files[file]))
            if (e.path == "savedGame") saved = vassal::deobfuscate(e.data.toStdString()).value_or("");
        std::map<std::string, std::string> boardOf; // map name -> board name
        struct Piece {
            std::string image;
            int x, y;
        };
        std::map<std::string, Piece> byId;
        std::map<std::string, std::vector<std::vector<std::string>>> stacksOn; // map -> stacks (ids)
        for (const std::string& c : vassal::savedGameCommands(saved)) {
            if (const auto add = vassal::parseAddPiece(c)) {
                if (add->type == "stack") {
                    const std::vector<std::string> st = vassal::decode(add->state, ';');
                    std::vector<std::string> ids(st.begin() + 3, st.end() - 1);
                    stacksOn[st[0]].push_back(ids);
                    continue;
                }
                const std::vector<vassal::Trait> traits = vassal::splitPiece(add->type, add->state);
                const std::vector<std::string> type = vassal::decode(traits.back().type.substr(6), ';');
                const std::vector<std::string> state = vassal::decode(traits.back().state, ';');
                byId[add->id] = {type.size() > 2 ? type[2] : "", std::stoi(state[1]), std::stoi(state[2])};
            } else if (const auto bp = c.find("BoardPicker\t"); bp != std::string::npos) {
                const std::vector<std::string> t = vassal::decode(c, '\t');
                boardOf[c.substr(0, bp)] = vassal::decode(t[1], '/')[0];
            }
        }
        int offSnap = 0, onMap = 0;
        for (const auto& [map, stacks] : stacksOn) {
            const BoardInfo& b = boards[boardOf[map]];
            QImage img = QImage::fromData(files["images/" + b.image]).convertToFormat(QImage::Format_ARGB32);
            QPainter p(&img);
            for (const std::vector<std::string>& ids : stacks) {
                for (std::size_t i = 0; i < ids.size(); ++i) {
                    const Piece& piece = byId[ids[i]];
                    const QImage pi = QImage::fromData(files["images/" + piece.image]);
                    // VASSAL draws an unexpanded stack offset unexSepX right, unexSepY up per piece.
                    const int x = piece.x + 3 * static_cast<int>(i), y = piece.y - 4 * static_cast<int>(i);
                    p.drawImage(x - pi.width() / 2, y - pi.height() / 2, pi);
                    if (b.grid) {
                        ++onMap;
                        const vassal::IntPoint at{piece.x, piece.y};
                        if (!(vassal::snapToHex(*b.grid, at) == at)) ++offSnap;
                    }
                }
            }
            p.end();
            const std::string out = outDir + "/setup" + std::to_string(n) + "-" + (b.grid ? "map" : map) + ".png";
            img.save(QString::fromStdString(out));
            if (b.grid)
                std::printf("%-36.36s %4dx%-4d %7zu %9d %9d\n", name.c_str(), img.width(), img.height(), byId.size(),
                            offSnap, onMap);
        }
    }
    return 0;
}
