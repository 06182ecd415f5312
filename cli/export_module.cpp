#include "export_module.h"

#include "command_registry.h"
#include "export_args.h"
#include "gui_app.h"

#include "db/library.h"
#include "editor/render/export/exporter_registry.h"
#include "editor/render/balance_heat_paint.h"
#include "editor/render/exporters.h"
#include "engine/balance/balance_heat_json.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/systems/battle_file.h"
#include "model/systems/grid/grid_checks.h"
#include "model/systems/grid/grid_json.h"

#include <QFile>
#include <QHashFunctions>

#include <cstdlib>
#include <iostream>

namespace muster::cli {

namespace {

const char* kWhat = "muster-cli export: ";
// A balance result with every hex of a 1000x1000 board listed stays well under this.
constexpr std::size_t kMaxBalanceResultBytes = 512u * 1024u * 1024u;

int usage(const std::string& why) {
    std::cerr << kWhat << why << "\n"
              << "usage: muster-cli export FILE... [--db PATH --id ID]... --to NAME.vmod [--name TEXT] [--force]\n"
              << "       muster-cli export FILE --to MAP.png --map [--size PX] [--mono] [--no-labels] [--heat BALANCE.json] [--force]\n";
    return kExitUsage;
}

bool endsWith(const std::string& s, const std::string& tail) {
    if (s.size() < tail.size()) return false;
    for (std::size_t i = 0; i < tail.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - tail.size() + i])) != tail[i]) return false;
    return true;
}

// A format that holds several battles (a VASSAL module), chosen by the name's extension.
const Exporter* moduleFormat(const std::string& to) {
    const Exporter* e = ExporterRegistry::instance().forPath(std::string_view(to));
    return e && e->severalBattles() ? e : nullptr;
}

bool severalBattles(const Exporter& e) { return e.severalBattles(); }

// Errors stop the export unless forced; warnings are only shown.
bool checkIssues(const std::vector<Issue>& issues, const std::string& shown, bool force) {
    int errors = 0;
    for (const Issue& i : issues) {
        if (i.severity != Severity::Error) continue;
        if (errors++ == 0) std::cerr << shown << ": " << (force ? "exported anyway (--force) with these errors" : "INVALID") << ":\n";
        std::cerr << "  error " << i.rule << " (rule " << i.section << ")";
        if (!i.hexes.empty()) {
            std::cerr << " at";
            for (Offset o : i.hexes) std::cerr << " [" << o.col << "," << o.row << "]";
        }
        std::cerr << ": " << i.message << "\n";
    }
    return errors == 0 || force;
}

bool checkBattle(const Scenario& s, const std::string& shown, bool force) { return checkIssues(validate(s), shown, force); }

// A square-grid battle's module: one battle alone, checked against 003's set-up rules.
// Returns nullopt when `src` is not a square-grid file (the Hold the Line path reads it).
std::optional<int> exportGridModule(const std::vector<ExportSource>& sources, const ExportArgs& parsed) {
    for (const ExportSource& src : sources) {
        if (src.file.empty()) continue;
        std::string text;
        try {
            text = readRegularFile(src.file, ReadLimits{}.maxFileBytes);
        } catch (const BoundedReadError&) {
            continue; // the scenario reader says what is wrong with it
        }
        const Ruleset* r = findRuleset(peekRuleset(text));
        if (!r || r->board != BoardKind::SquareGrid) continue;
        if (sources.size() != 1) return usage(src.shown + ": a square-grid battle makes a module of its own; export it alone");
        GridScenario g;
        try {
            g = readGridJson(text, src.file);
        } catch (const ScenarioReadError& e) {
            std::cerr << e.what() << "\n";
            return kExitUsage;
        }
        if (!g.sizeValid()) {
            std::cerr << kWhat << src.shown << ": board: " << g.columns << "x" << g.rows << " is outside " << boardSideRange()
                      << " columns and rows (grid.board-size); nothing written\n";
            return kExitUsage;
        }
        if (!checkIssues(validateGrid(g), src.shown, parsed.force)) {
            std::cerr << kWhat << "nothing written: fix the errors above, or export anyway with --force\n";
            return kExitRuleErrors;
        }
        QHashSeed::setDeterministicGlobalSeed();
        ensureGuiApp();
        try {
            ExportOptions opt;
            opt.moduleName = parsed.name;
            moduleFormat(parsed.to)->writeGrid(g, parsed.to, opt);
        } catch (const ExportError& e) {
            std::cerr << kWhat << e.what() << "\n";
            return kExitUsage;
        }
        std::cout << parsed.to << "\n";
        return kExitOk;
    }
    return std::nullopt;
}

} // namespace

bool isModuleOrMapExport(const std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--map" || args[i] == "--heat") return true;
        if (args[i] == "--to" && i + 1 < args.size() && moduleFormat(args[i + 1])) return true;
    }
    return false;
}

int runExportModuleOrMap(const std::vector<std::string>& args) {
    ExportArgs parsed;
    if (const std::string why = parseExportArgs(args, true, parsed); !why.empty()) return usage(why);
    const std::vector<ExportSource>& sources = parsed.sources;
    const std::string &to = parsed.to, &db = parsed.db;
    const bool map = parsed.map, force = parsed.force, mono = parsed.mono, labels = parsed.labels;
    if (to.empty()) return usage("--to OUT is required");
    if (sources.empty()) return usage("no input FILE (or --db PATH --id ID)");
    const bool anyId = std::any_of(sources.begin(), sources.end(), [](const ExportSource& s) { return s.file.empty(); });
    if (anyId && db.empty()) return usage("--id needs --db PATH");
    if (!anyId && !db.empty()) return usage("--db needs at least one --id");
    if (map) {
        if (!endsWith(to, ".png")) return usage("--to '" + to + "': a --map export is a PNG; the name must end in .png");
        if (sources.size() != 1) return usage("--map takes one battle");
        if (QFile::encodeName(QFile::decodeName(QByteArray::fromStdString(to))).toStdString() != to)
            return usage("--to: choose a UTF-8 name for a --map export");
        if (!parsed.heat.empty() && mono)
            return usage("--heat draws the balance heat overlay in its colours; leave out --mono");
    } else if (!parsed.heat.empty()) {
        return usage("--heat draws on the whole map: it goes with --map");
    } else if (mono || !labels) {
        return usage("--mono and --no-labels are for --map; a module's board keeps colours and labels");
    } else if (!moduleFormat(to)) {
        return usage("--to '" + to + "': a module's name must end in " +
                     ExporterRegistry::instance().extensions(", ", " or ", ".", severalBattles));
    }

    if (!map)
        if (const std::optional<int> done = exportGridModule(sources, parsed)) return *done;

    std::vector<Scenario> battles;
    std::optional<Library> lib;
    for (const ExportSource& src : sources) {
        try {
            if (src.file.empty()) {
                if (!lib) {
                    LibraryOpenOptions lo;
                    lo.readOnly = true;
                    lo.create = false;
                    lib.emplace(Library::open(db, lo));
                }
                battles.push_back(lib->load(src.id));
            } else {
                battles.push_back(readScenarioFile(src.file));
            }
        } catch (const ScenarioReadError& e) {
            std::cerr << e.what() << "\n";
            return kExitUsage;
        } catch (const LibraryError& e) {
            std::cerr << kWhat << e.what() << "\n";
            return kExitUsage;
        }
    }
    // A board no picture can be drawn of stops even a forced export, with the battle's file named.
    for (std::size_t i = 0; i < battles.size(); ++i)
        if (!battles[i].board.sizeValid()) {
            std::cerr << kWhat << sources[i].shown << ": board.size: " << battles[i].board.columns << "x" << battles[i].board.rows
                      << " is outside " << boardSideRange() << " columns and rows; nothing written\n";
            return kExitUsage;
        }
    bool ok = true;
    for (std::size_t i = 0; i < battles.size(); ++i) ok = checkBattle(battles[i], sources[i].shown, force) && ok;
    if (!ok) {
        std::cerr << kWhat << "nothing written: fix the errors above, or export anyway with --force\n";
        return kExitRuleErrors;
    }

    // Where the battle is decided, from a balance result of this very battle.
    std::optional<MapOverlay> heat;
    if (map && !parsed.heat.empty()) {
        try {
            const nlohmann::ordered_json result = readJsonTree(readRegularFile(parsed.heat, kMaxBalanceResultBytes), parsed.heat, kMaxBalanceResultBytes);
            heat.emplace();
            heat->marks = balanceHeatMarks(readHexEffectsJson(result, battles.front(), parsed.heat));
            heat->legendShare = 0.09;
            heat->paintLegend = paintBalanceHeatLegend;
        } catch (const BoundedReadError& e) {
            std::cerr << kWhat << e.what() << "\n";
            return kExitUsage;
        } catch (const BalanceResultError& e) {
            std::cerr << kWhat << e.what() << "\n";
            return kExitUsage;
        }
    }

    // Qt orders the sheets' font subsets by its hashes: a fixed seed, so the same battle and
    // options give the same module bytes in every run.
    QHashSeed::setDeterministicGlobalSeed();
    ensureGuiApp();
    try {
        if (map) {
            exportMapPng(battles.front(), QFile::decodeName(QByteArray::fromStdString(to)), parsed.size, mono, labels,
                         heat ? &*heat : nullptr);
        } else {
            ExportOptions opt;
            opt.moduleName = parsed.name;
            moduleFormat(to)->write(battles, to, opt);
        }
    } catch (const ExportError& e) {
        std::cerr << kWhat << e.what() << "\n";
        return kExitUsage;
    }
    std::cout << to << "\n";
    return kExitOk;
}

} // namespace muster::cli
