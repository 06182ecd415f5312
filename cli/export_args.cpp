#include "export_args.h"

#include "db/library.h"

#include <QString>

#include <cstdlib>

namespace muster::cli {

std::string parseExportArgs(const std::vector<std::string>& args, bool moduleOrMap, ExportArgs& out) {
    const bool sheet = !moduleOrMap;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& v) {
            if (i + 1 >= args.size()) return false;
            v = args[++i];
            return true;
        };
        std::string v;
        if (a == "--to") {
            if (!value(out.to)) return "--to needs a file name";
        } else if (a == "--db") {
            if (!value(out.db)) return "--db needs a library path";
        } else if (a == "--id") {
            if (!value(v)) return "--id needs a scenario id";
            if (sheet) {
                out.id = v;
                continue;
            }
            char* end = nullptr;
            const long long sid = std::strtoll(v.c_str(), &end, 10);
            if (*end || sid <= 0) return "--id '" + v + "': give a scenario id number (see library list)";
            out.sources.push_back({"", sid, "library scenario " + v});
        } else if (sheet && a == "--battle") {
            if (!value(out.battle)) return "--battle needs a library battle id";
        } else if (a == "--mono") {
            out.mono = true;
        } else if (a == "--no-labels") {
            out.labels = false;
        } else if (sheet && a == "--dpi") {
            if (!value(v)) return "--dpi needs a number";
            char* end = nullptr;
            const long d = std::strtol(v.c_str(), &end, 10);
            if (*end || d < 10 || d > 1200) return "--dpi '" + v + "': give a whole number from 10 to 1200";
            out.sheet.dpi = static_cast<int>(d);
            out.haveDpi = true;
        } else if (sheet && a == "--paper") {
            if (!value(v)) return "--paper needs a4 or letter";
            auto p = paperFromString(QString::fromStdString(v));
            if (!p) return "--paper '" + v + "': use a4 or letter";
            out.sheet.paper = *p;
        } else if (sheet && a == "--orientation") {
            if (!value(v)) return "--orientation needs portrait or landscape";
            auto o = orientationFromString(QString::fromStdString(v));
            if (!o) return "--orientation '" + v + "': use portrait or landscape";
            out.sheet.orientation = *o;
        } else if (moduleOrMap && a == "--name") {
            if (!value(out.name)) return "--name needs the module's name";
        } else if (moduleOrMap && a == "--size") {
            if (!value(v)) return "--size needs a number of pixels";
            char* end = nullptr;
            const long px = std::strtol(v.c_str(), &end, 10);
            if (*end || px < 64 || px > 30000) return "--size '" + v + "': give a whole number of pixels from 64 to 30000";
            out.size = static_cast<int>(px);
        } else if (moduleOrMap && a == "--heat") {
            if (!value(out.heat)) return "--heat needs a balance result (muster-cli balance --json > FILE.json)";
        } else if (moduleOrMap && a == "--map") {
            out.map = true;
        } else if (moduleOrMap && a == "--force") {
            out.force = true;
        } else if (a.rfind("--", 0) == 0) {
            return "unknown option '" + a + "'" + (moduleOrMap ? " for a module or map export" : "");
        } else if (moduleOrMap) {
            out.sources.push_back({a, 0, a});
        } else if (out.sources.empty() || out.sources.front().file.empty()) {
            out.sources.assign(1, {a, 0, a});
        } else {
            return "more than one input file ('" + out.sources.front().file + "', '" + a + "')";
        }
    }
    out.sheet.mono = out.mono;
    out.sheet.labels = out.labels;
    return {};
}

std::string libraryBattleText(const std::string& db, const std::string& battle) {
    if (db.empty()) throw ExportInputError("--battle " + battle + " needs --db PATH, the library that holds it");
    char* end = nullptr;
    const long long id = std::strtoll(battle.c_str(), &end, 10);
    if (battle.empty() || *end || id <= 0)
        throw ExportInputError("--battle '" + battle + "': give a battle id number (see library battles)");
    LibraryOpenOptions lo;
    lo.readOnly = true;
    lo.create = false;
    try {
        return Library::open(db, lo).loadBattleJson(id);
    } catch (const LibraryError& e) {
        throw ExportInputError(e.what());
    }
}

} // namespace muster::cli
