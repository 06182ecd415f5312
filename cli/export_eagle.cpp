#include "export_eagle.h"
#include "command_registry.h"
#include "gui_app.h"

#include "editor/render/eagle_sheet.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_battle.h"

#include <QFile>
#include <QFileInfo>

#include <cstdlib>
#include <iostream>

namespace muster::cli {
namespace {

const char* const kEagleUsage =
    "usage: muster-cli export BATTLE.json --side union|confederate --to OUT.(pdf|png|svg) [--format pdf|png|svg]\n"
    "                         [--dpi N] [--paper a4|letter] [--orientation portrait|landscape] [--mono]\n"
    "       (an Eagle Games battle: set-up is secret, so each army gets its own sheet)\n";

int eagleUsage(const std::string& why) {
    std::cerr << "muster-cli export: " << why << "\n" << kEagleUsage;
    return kExitUsage;
}

bool takesValue(const std::string& a) {
    for (const char* o : {"--to", "--db", "--id", "--dpi", "--paper", "--orientation", "--name", "--size", "--heat",
                          "--side", "--format"})
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
    std::string file, to, side, format;
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
    if (file.empty()) return eagleUsage("no input BATTLE file");
    if (to.empty()) return eagleUsage("--to OUT is required");
    const QString out = QFile::decodeName(QByteArray::fromStdString(to));
    const QString ext = QFileInfo(out).suffix().toLower();
    if (!format.empty() && !eagleSheetWrites(QString::fromStdString(format)))
        return eagleUsage("--format '" + format + "': use pdf, png or svg");
    if (!format.empty() && !ext.isEmpty() && ext != QString::fromStdString(format).toLower())
        return eagleUsage("--format " + format + " but --to '" + to + "' ends in ." + ext.toStdString());
    QString path = out;
    if (ext.isEmpty() && !format.empty()) path += "." + QString::fromStdString(format).toLower();
    else if (!eagleSheetWrites(ext))
        return eagleUsage("--to '" + to + "': an Eagle Games set-up sheet is written as .pdf, .png or .svg");
    const auto sd = sideFromString(side);
    if (side.empty()) return eagleUsage("--side union|confederate is required: set-up is secret, each army gets its own sheet");
    if (!sd) return eagleUsage("--side '" + side + "': use union or confederate");

    AnyScenario any;
    try {
        any = readAnyScenarioFile(file);
    } catch (const ScenarioReadError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    }
    const EagleScenario* e = any.other ? eagleScenarioOf(*any.other) : nullptr;
    if (!e) return eagleUsage("--side: '" + file + "' is not an Eagle Games battle; --side is for its secret set-up sheets");
    ensureGuiApp();
    try {
        for (const QString& f : exportEagleSheet(*e, *sd, path, opt)) std::cout << QFile::encodeName(f).toStdString() << "\n";
    } catch (const ExportError& err) {
        std::cerr << "muster-cli export: " << err.what() << "\n";
        return kExitUsage;
    }
    return kExitOk;
}

} // namespace muster::cli
