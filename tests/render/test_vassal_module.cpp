// Whole VASSAL modules of the bundled battles, read back as VASSAL reads them: every
// VASSAL element and attribute in buildFile.xml is one VASSAL's sources define (the list
// in tests/data/vassal_elements.txt, made by tools/vassal_elements.py), every battle is a
// predefined setup whose saved game puts each block, leader and VP marker at its hex
// centre (where VASSAL's grid snaps and names it) or in the reinforcement window, flag
// blocks masked from the other side, and the Help, sheets and morale die are there.
#include "editor/render/vassal_encoding.h"
#include "editor/render/vassal_grid.h"
#include "editor/render/vassal_module.h"
#include "model/io/scenario_json.h"
#include "rulesref/htl_resolution.h"
#include "rulesref/rule_parameters.h"

#include <QDir>
#include <QFile>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>
#include <set>

using namespace muster;
using namespace muster::vassal;

namespace {

std::vector<Scenario> bundled() {
    std::vector<Scenario> out;
    const QDir dir(QStringLiteral(MUSTER_SCENARIOS));
    for (const QString& f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out.push_back(readScenarioFile(dir.filePath(f).toStdString()));
    return out;
}

struct Read {
    std::map<std::string, QByteArray> files;
    std::vector<std::pair<std::string, std::string>> setups; // name, file
    std::map<std::string, GridSpec> grids;                   // board name -> grid
    std::set<std::string> boards;
    std::vector<std::string> faces;
    std::vector<std::string> unknown; // elements or attributes VASSAL does not define
};

Read readModule(const QByteArray& zip) {
    static const std::set<std::string> known = [] {
        std::set<std::string> s;
        QFile f(QStringLiteral(MUSTER_TEST_DATA "/vassal_elements.txt"));
        if (f.open(QIODevice::ReadOnly))
            while (!f.atEnd()) s.insert(f.readLine().trimmed().toStdString());
        return s;
    }();
    Read r;
    for (ModuleEntry& e : unzipEntries(zip)) r.files[e.path] = std::move(e.data);
    QXmlStreamReader x(r.files["buildFile.xml"]);
    std::string board;
    while (!x.atEnd()) {
        if (x.readNext() != QXmlStreamReader::StartElement) continue;
        const std::string el = x.name().toString().toStdString();
        auto a = [&](const char* k) { return x.attributes().value(QLatin1String(k)).toString().toStdString(); };
        if (el.rfind("VASSAL.", 0) == 0) {
            if (!known.count(el)) r.unknown.push_back(el);
            for (const QXmlStreamAttribute& at : x.attributes())
                if (!known.count(el + " " + at.name().toString().toStdString()))
                    r.unknown.push_back(el + " " + at.name().toString().toStdString());
        }
        if (el == "VASSAL.build.module.map.boardPicker.Board") r.boards.insert(board = a("name"));
        if (el == "VASSAL.build.module.map.boardPicker.board.HexGrid") {
            GridSpec g;
            g.sideways = a("sideways") == "true";
            g.dx = std::stoi(a("dx"));
            g.dy = std::stoi(a("dy"));
            g.x0 = std::stoi(a("x0"));
            g.y0 = std::stoi(a("y0"));
            r.grids[board] = g;
        }
        if (el == "VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering") {
            GridSpec& g = r.grids[board];
            g.first = a("first")[0];
            g.hOff = std::stoi(a("hOff"));
            g.vOff = std::stoi(a("vOff"));
            g.leading = std::stoi(a("hLeading"));
        }
        if (el == "VASSAL.build.module.PredefinedSetup") r.setups.push_back({a("name"), a("file")});
        if (el == "VASSAL.build.module.SpecialDieFace") r.faces.push_back(a("text"));
    }
    return r;
}

struct SetupPiece {
    std::string map, name;
    IntPoint at;
    std::vector<Trait> traits;
};

// The saved game of a setup: its pieces and the board each map shows.
std::vector<SetupPiece> readSetup(const QByteArray& vsav, std::map<std::string, std::string>& boardOf) {
    std::string saved;
    for (ModuleEntry& e : unzipEntries(vsav))
        if (e.path == "savedGame") {
            const std::string raw = e.data.toStdString();
            if (raw.rfind("!VCSK", 0) != 0) return {}; // VASSAL writes saved games obfuscated
            saved = deobfuscate(raw).value_or("");
        }
    const std::vector<std::string> cmds = savedGameCommands(saved);
    if (cmds.size() < 2 || cmds.front() != "begin_save" || cmds.back() != "end_save") return {};
    std::vector<SetupPiece> out;
    std::set<std::string> ids, stacked;
    for (const std::string& c : cmds) {
        if (const auto add = parseAddPiece(c)) {
            if (add->type == "stack") {
                const std::vector<std::string> st = decode(add->state, ';');
                for (std::size_t i = 3; i + 1 < st.size(); ++i) stacked.insert(st[i]);
                continue;
            }
            ids.insert(add->id);
            SetupPiece p;
            p.traits = splitPiece(add->type, add->state);
            const std::vector<std::string> bt = decode(p.traits.back().type.substr(6), ';');
            const std::vector<std::string> bs = decode(p.traits.back().state, ';');
            p.name = bt.at(3);
            p.map = bs.at(0);
            p.at = {std::stoi(bs.at(1)), std::stoi(bs.at(2))};
            out.push_back(p);
        } else if (auto bp = c.find("BoardPicker\t"); bp != std::string::npos) {
            boardOf[c.substr(0, bp)] = decode(decode(c, '\t').at(1), '/').at(0);
        }
    }
    if (ids != stacked) return {}; // every piece is in exactly the stack of its place
    return out;
}

const Trait* traitOf(const SetupPiece& p, const char* id) {
    for (const Trait& t : p.traits)
        if (t.type.rfind(id, 0) == 0) return &t;
    return nullptr;
}

} // namespace

class TestVassalModule : public QObject {
    Q_OBJECT
private slots:
    void elementListFromVassal() {
        QFile f(QStringLiteral(MUSTER_TEST_DATA "/vassal_elements.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readLine().startsWith("# VASSAL buildFile elements and attributes, from vassalengine/vassal "));
    }

    void everyBundledBattle() {
        const std::vector<Scenario> all = bundled();
        QVERIFY(all.size() >= 10);
        const RuleParameters params;
        const Read r = readModule(zipEntries(buildVassalModule(all, {}, params)));
        QVERIFY2(r.unknown.empty(), r.unknown.empty() ? "" : r.unknown.front().c_str());
        QCOMPARE(r.setups.size(), all.size());
        QVERIFY(r.files.count("moduledata") && r.files.count("help/rules.html"));
        // The morale die reads a d6 through the faces the rules data gives.
        QCOMPARE(r.faces.size(), std::size_t(6));
        for (int d = 1; d <= 6; ++d)
            QCOMPARE(QString::fromStdString(r.faces[d - 1]),
                     QString::fromStdString(std::string(displayName(htlMoraleDieColour(d, params)))).toLower());
        for (std::size_t i = 0; i < all.size(); ++i) {
            const Scenario& s = all[i];
            const QString what = QString::fromStdString(s.title);
            std::map<std::string, std::string> boardOf;
            const std::vector<SetupPiece> pieces = readSetup(r.files.at(r.setups[i].second), boardOf);
            QVERIFY2(!pieces.empty(), qPrintable(what));
            for (const auto& [map, board] : boardOf) QVERIFY2(r.boards.count(board), qPrintable(what));
            const GridSpec& g = r.grids.at(boardOf.at("Main Map"));
            int onMap = 0, inReinforcements = 0, masks = 0, combatWithMorale = 0;
            std::map<std::string, std::set<std::string>> placesOf; // unit name (its Unit property) -> CCRR
            for (const SetupPiece& p : pieces) {
                if (const Trait* m = traitOf(p, "obs;")) {
                    ++masks;
                    const std::string side = decode(m->state, ';').at(0);
                    QCOMPARE(decode(m->type.substr(4), ';').at(5), "sides:" + side);
                    const Trait* proto = traitOf(p, "prototype;");
                    QVERIFY(proto && proto->type.rfind("prototype;" + side + " ", 0) == 0);
                }
                if (p.map == "Main Map") {
                    ++onMap;
                    QCOMPARE(snapToHex(g, p.at), p.at);
                    if (const Trait* unit = traitOf(p, "mark;Unit"))
                        placesOf[decode(unit->state, ',').at(0)].insert(locationName(g, p.at));
                } else if (p.map == "Reinforcements") {
                    ++inReinforcements;
                }
            }
            int expectMap = static_cast<int>(s.vpMarkers.size()), expectReinf = 0;
            for (const Unit& u : s.units) {
                const int n = u.type == UnitType::Leader ? 1 : effectiveSp(u);
                if (u.morale) ++combatWithMorale;
                if (u.hex) {
                    expectMap += n;
                    const std::string name = u.name.empty() ? u.id : u.name;
                    QVERIFY2(placesOf[name].count(hexLabel(*u.hex, s.board)), qPrintable(what + ": " + QString::fromStdString(name)));
                } else {
                    expectReinf += n;
                }
            }
            QCOMPARE(onMap, expectMap);
            QCOMPARE(inReinforcements, expectReinf);
            QCOMPARE(masks, combatWithMorale);
            // Help and sheet of the battle.
            const QString help = QString::fromUtf8(r.files.at("help/battle" + std::to_string(i + 1) + ".html"));
            QVERIFY(help.contains(QStringLiteral("<h2>Victory</h2>")) && help.contains(QStringLiteral("Order of battle")));
            if (!s.briefing.empty())
                QVERIFY(help.contains(QString::fromStdString(s.briefing.substr(0, 20)).toHtmlEscaped()));
            QVERIFY(r.files.at("sheets/battle" + std::to_string(i + 1) + ".pdf").startsWith("%PDF"));
        }
    }

    void boardsOfEachOrientationAndStagger() {
        Scenario s = bundled().front();
        for (Orientation o : {Orientation::Pointy, Orientation::Flat})
            for (Stagger st : {Stagger::Even, Stagger::Odd}) {
                s.board.orientation = o;
                s.board.stagger = st;
                const Read r = readModule(zipEntries(buildVassalModule({s}, {}, RuleParameters())));
                QVERIFY(r.unknown.empty());
                const GridSpec& g = r.grids.begin()->second;
                QCOMPARE(g.sideways, o == Orientation::Pointy);
                std::map<std::string, std::string> boardOf;
                for (const SetupPiece& p : readSetup(r.files.at(r.setups[0].second), boardOf))
                    if (p.map == "Main Map") QCOMPARE(snapToHex(g, p.at), p.at);
                // The grid read back from buildFile.xml names every hex with our label.
                for (int c = 1; c <= s.board.columns; ++c)
                    for (int row = 1; row <= s.board.rows; ++row) {
                        const IntPoint at = centre(gridFor(s.board, 40), Offset{c, row});
                        QCOMPARE(locationName(g, at), hexLabel(Offset{c, row}, s.board));
                    }
            }
    }

    void hostileNamesStayInTheirFields() {
        Scenario s = bundled().front();
        s.title = "Ends in a backslash\\";
        s.units.front().name = "A;b/c\\\tz\\";
        const Read r = readModule(zipEntries(buildVassalModule({s}, {}, RuleParameters())));
        std::map<std::string, std::string> boardOf;
        const std::vector<SetupPiece> pieces = readSetup(r.files.at(r.setups[0].second), boardOf);
        QVERIFY(!pieces.empty());
        for (const auto& [map, board] : boardOf) QVERIFY(r.boards.count(board));
        bool found = false;
        for (const SetupPiece& p : pieces) found = found || p.name.rfind("A;b/c/ z/", 0) == 0;
        QVERIFY(found);
    }
};

QTEST_MAIN(TestVassalModule)
#include "test_vassal_module.moc"
