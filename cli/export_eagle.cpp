#include "export_eagle.h"
#include "command_registry.h"
#include "gui_app.h"

#include "export_args.h"

#include "editor/render/export/exporter_registry.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_battle.h"

#include <QFile>
#include <QFileInfo>

#include <cctype>
#include <cstdlib>
#include <iostream>

namespace muster::cli {
namespace {

const char* const kEagleUsage =
    "usage: muster-cli export BATTLE.json --side union|confederate --to OUT.(pdf|png|svg) [--format pdf|png|svg]\n"
    "                         [--dpi N] [--paper a4|letter] [--orientation portrait|landscape] [--mono]\n"
    "       muster-cli export --db PATH --battle ID --side union|confederate --to OUT...   (a library battle)\n"
    "       (an Eagle Games battle: set-up is secret, so each army gets its own sheet)\n";

// "pdf, png or svg": the formats the Eagle Games ruleset lists (Exporter::writeEagle).
std::string sheetFormats(const char* dot) {
    const auto& list = eagleGamesRuleset().exporters;
    std::string out;
    for (std::size_t i = 0; i < list.size(); ++i) out += (i == 0 ? "" : i + 1 == list.size() ? " or " : ", ") + (dot + list[i]);
    return out;
}

int eagleUsage(const std::string& why) {
    std::cerr << "muster-cli export: " << why << "\n" << kEagleUsage;
    return kExitUsage;
}

bool takesValue(const std::string& a) {
    for (const char* o : {"--to", "--db", "--id", "--battle", "--dpi", "--paper", "--orientation", "--name", "--size",
                          "--heat", "--side", "--format"})
        if (a == o) return true;
    return false;
}

// The first argument that is not an option or an option's value.
std::string firstFile(const std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (takesValue(args[i])) {
            ++i;
            continue;
        }
        if (args[i].rfind("--", 0) != 0) return args[i];
    }
    return {};
}

} // namespace

bool isEagleSheetExport(const std::vector<std::string>& args) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--side") return true;
        if (takesValue(args[i])) ++i;
    }
    const std::string file = firstFile(args);
    if (file.empty()) return false;
    std::string text;
    try {
        text = readRegularFile(file, ReadLimits{}.maxFileBytes);
    } catch (const std::exception&) {
        return false;  // the ordinary export says what is wrong with the file
    }
    return peekRuleset(text) == eagleGamesRuleset().id;
}

int runExportEagleSheet(const std::vector<std::string>& args) {
    std::string file, to, side, format, db, battle;
    ExportOptions opt;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& v) {
            if (i + 1 >= args.size()) return false;
            v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--to") {
            if (!value(to)) return eagleUsage("--to needs a file name");
        } else if (a == "--db") {
            if (!value(db)) return eagleUsage("--db needs a library path");
        } else if (a == "--battle") {
            if (!value(battle)) return eagleUsage("--battle needs a library battle id");
        } else if (a == "--side") {
            if (!value(side)) return eagleUsage("--side needs union or confederate");
        } else if (a == "--format") {
            if (!value(format)) return eagleUsage("--format needs pdf, png or svg");
        } else if (a == "--dpi") {
            if (!value(v)) return eagleUsage("--dpi needs a number");
            char* end = nullptr;
            const long d = std::strtol(v.c_str(), &end, 10);
            if (*end || d < 10 || d > 1200) return eagleUsage("--dpi '" + v + "': give a whole number from 10 to 1200");
            opt.dpi = static_cast<int>(d);
        } else if (a == "--paper") {
            if (!value(v)) return eagleUsage("--paper needs a4 or letter");
            const auto p = paperFromString(QString::fromStdString(v));
            if (!p) return eagleUsage("--paper '" + v + "': use a4 or letter");
            opt.paper = *p;
        } else if (a == "--orientation") {
            if (!value(v)) return eagleUsage("--orientation needs portrait or landscape");
            const auto o = orientationFromString(QString::fromStdString(v));
            if (!o) return eagleUsage("--orientation '" + v + "': use portrait or landscape");
            opt.orientation = *o;
        } else if (a == "--mono") {
            opt.mono = true;
        } else if (a.rfind("--", 0) == 0) {
            return eagleUsage("unknown option '" + a + "' for an Eagle Games set-up sheet");
        } else if (!file.empty()) {
            return eagleUsage("more than one input file ('" + file + "', '" + a + "')");
        } else {
            file = a;
        }
    }
    if (file.empty() && battle.empty()) return eagleUsage("no input BATTLE file (or --db PATH --battle ID)");
    if (!file.empty() && (!battle.empty() || !db.empty())) return eagleUsage("give either BATTLE or --db PATH --battle ID, not both");
    if (to.empty()) return eagleUsage("--to OUT is required");
    const Ruleset& rules = eagleGamesRuleset();
    const QString out = QFile::decodeName(QByteArray::fromStdString(to));
    const std::string ext = QFileInfo(out).suffix().toLower().toStdString();
    std::string lowerFormat = format;
    for (char& c : lowerFormat) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (!format.empty() && !rules.exportsTo(lowerFormat)) return eagleUsage("--format '" + format + "': use " + sheetFormats(""));
    if (!format.empty() && !ext.empty() && ext != lowerFormat)
        return eagleUsage("--format " + format + " but --to '" + to + "' ends in ." + ext);
    std::string path = to;
    if (ext.empty() && !format.empty()) path += "." + lowerFormat;
    const Exporter* fmt = ExporterRegistry::instance().forPath(std::string_view(path));
    if (!fmt || !rules.exportsTo(fmt->name()))
        return eagleUsage("--to '" + to + "': an Eagle Games set-up sheet is written as " + sheetFormats("."));
    const auto sd = sideFromString(side);
    if (side.empty()) return eagleUsage("--side union|confederate is required: set-up is secret, each army gets its own sheet");
    if (!sd) return eagleUsage("--side '" + side + "': use union or confederate");

    AnyScenario any;
    const std::string shown = file.empty() ? "library battle " + battle : file;
    try {
        any = file.empty() ? readAnyScenarioJson(libraryBattleText(db, battle), shown) : readAnyScenarioFile(file);
    } catch (const ExportInputError& e) {
        return eagleUsage(e.what());
    } catch (const ScenarioReadError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    }
    const EagleScenario* e = any.other ? eagleScenarioOf(*any.other) : nullptr;
    if (!e) return eagleUsage("--side: " + shown + " is not an Eagle Games battle; --side is for its secret set-up sheets");
    ensureGuiApp();
    try {
        for (const QString& f : fmt->writeEagle(*e, *sd, path, opt)) std::cout << QFile::encodeName(f).toStdString() << "\n";
    } catch (const ExportError& err) {
        std::cerr << "muster-cli export: " << err.what() << "\n";
        return kExitUsage;
    }
    return kExitOk;
}

} // namespace muster::cli
