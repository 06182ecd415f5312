// muster-cli export FILE --to OUT.EXT [--dpi N] [--paper a4|letter]
//   [--orientation portrait|landscape] [--mono]; or --db PATH --id ID (a library scenario)
//   or --db PATH --battle ID (a library battle of any system) instead of FILE.
// The formats and their extensions come from editor/render/export's registry.
#include "command_registry.h"
#include "export_args.h"
#include "export_eagle.h"
#include "export_module.h"
#include "gui_app.h"

#include "editor/render/export/exporter_registry.h"
#include "editor/render/exporters.h"
#include "model/io/atomic_file.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"
#include "db/library.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>

namespace muster::cli {
namespace {

const ExporterRegistry& formats() { return ExporterRegistry::instance(); }

// "pdf|png|svg": the formats a system's battles export to.
std::string extensionsOf(const Ruleset& r) {
    std::string out;
    for (const std::string& f : r.exporters) out += (out.empty() ? "" : "|") + f;
    return out;
}

const std::string kUsage =
    "usage: muster-cli export FILE --to OUT.(" + formats().extensions("|", {}, {}, writesOneBattle) +
    ") [--dpi N] [--paper a4|letter]\n"
    "                         [--orientation portrait|landscape] [--mono]\n"
    "       muster-cli export --db PATH --id ID --to OUT...   (a scenario from the library)\n"
    "       muster-cli export --db PATH --battle ID --to OUT... [--side union|confederate]   (a library battle of any system)\n"
    "       muster-cli export FILE... [--db PATH --id ID]... --to NAME.vmod [--force]   (a VASSAL module)\n"
    "       muster-cli export FILE --to MAP.png --map [--size PX] [--mono] [--no-labels] [--heat BALANCE.json] [--force]   (the whole map)\n"
    "       muster-cli export BATTLE --side union|confederate --to OUT.(" + extensionsOf(eagleGamesRuleset()) + ")   (an Eagle Games battle: one army's secret set-up sheet)\n"
    "       muster-cli export --formats   (the formats: name, extensions, options, what it writes; tab-separated)\n";

int usage(const std::string& why) {
    std::cerr << "muster-cli export: " << why << "\n" << kUsage;
    return kExitUsage;
}

// One line a format, as the man page and the shell completion read it.
int listFormats() {
    static constexpr std::pair<ExportOption, const char*> kFlags[] = {
        {ExportOption::Paper, "--paper"}, {ExportOption::Orientation, "--orientation"}, {ExportOption::Dpi, "--dpi"},
        {ExportOption::Mono, "--mono"},   {ExportOption::Labels, "--no-labels"},        {ExportOption::ModuleName, "--name"}};
    for (const auto& e : formats().all()) {
        std::string exts, opts;
        for (std::string_view x : e->extensions()) exts += (exts.empty() ? "." : " .") + std::string(x);
        for (const auto& [flag, word] : kFlags)
            if (e->reads(flag)) opts += (opts.empty() ? "" : " ") + std::string(word);
        std::cout << e->name() << '\t' << exts << '\t' << (opts.empty() ? "-" : opts) << '\t' << e->label()
                  << (e->severalBattles() ? " (one or more battles)" : "") << '\n';
    }
    return kExitOk;
}

// The formats that read `o`, as a sentence names them: "PNG", "PNG and TIFF".
std::string namesReading(ExportOption o) {
    std::vector<std::string> names;
    for (const auto& e : formats().all())
        if (e->reads(o)) {
            std::string n(e->name());
            for (char& c : n) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            names.push_back(n);
        }
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return out;
}

bool validUtf8Name(const std::string& bytes) {
    return QFile::encodeName(QFile::decodeName(QByteArray::fromStdString(bytes))).toStdString() == bytes;
}

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
    for (std::size_t at = s.find(from); !from.empty() && at != std::string::npos; at = s.find(from, at + to.size()))
        s.replace(at, from.size(), to);
}

// ".muster-export-PID-XXXXXX..." files in `dir` (empty: the current folder) left by an export
// that was killed between writing and renaming: removed once their process is gone.
void removeStaleExportTemporaries(const std::string& dir) {
    const std::string prefix = ".muster-export-";
    DIR* d = ::opendir(dir.empty() ? "." : dir.c_str());
    if (!d) return;
    std::vector<std::string> stale;
    while (const dirent* e = ::readdir(d)) {
        const std::string name = e->d_name;
        if (name.rfind(prefix, 0) != 0) continue;
        const std::size_t dash = name.find('-', prefix.size());
        if (dash == std::string::npos || dash == prefix.size()) continue;
        if (writerGone(std::string_view(name).substr(prefix.size(), dash - prefix.size()))) stale.push_back(name);
    }
    ::closedir(d);
    for (const std::string& name : stale) ::unlink((dir + name).c_str());
}

// Export to `to`, a name that is not valid UTF-8: the exporter writes (atomically, all pages
// or none) under ".muster-export-XXXXXX.EXT" beside it, then each file is renamed to the
// exact bytes asked for (rename(2) replaces an existing file in one step, keeping it whole).
// A folder part that is not UTF-8 either is entered with chdir(2) (the input has been read
// by now), so Qt only ever sees UTF-8 names. Returns the names written (as given); throws
// ExportError naming `to`.
std::vector<std::string> exportUnderRawName(const Scenario& s, const std::string& to, const ExportOptions& opt) {
    const std::size_t slash = to.rfind('/');
    const std::string shownDir = slash == std::string::npos ? std::string() : to.substr(0, slash + 1);
    std::string dir = shownDir;
    if (!validUtf8Name(dir)) {
        if (::chdir(dir.c_str()) != 0)
            throw ExportError(to + ": cannot enter its folder: " + std::strerror(errno));
        dir.clear();
        const std::string base = to.substr(slash + 1);
        if (validUtf8Name(base)) { // only the folder was the trouble: write there directly
            std::vector<std::string> done;
            try {
                for (const QString& f : exportScenario(s, QFile::decodeName(QByteArray::fromStdString(base)), opt))
                    done.push_back(shownDir + QFile::encodeName(QDir::cleanPath(f)).toStdString());
            } catch (const ExportError& e) {
                std::string why = e.what(); // names the file relative to the folder entered
                if (why.rfind(base, 0) == 0) why.insert(0, shownDir);
                throw ExportError(why);
            }
            return done;
        }
    }
    const QString ext = QLatin1Char('.') + QFileInfo(QFile::decodeName(QByteArray::fromStdString(to))).suffix();
    const std::string extBytes = ext.toStdString(), rawStem = to.substr(slash + 1, to.size() - slash - 1 - extBytes.size());
    removeStaleExportTemporaries(dir);
    // Reserve a unique stem; the exporter's files are STEM.EXT, STEM-2.EXT, ...
    std::string stem = dir + ".muster-export-" + std::to_string(::getpid()) + "-XXXXXX";
    const int fd = ::mkstemp(stem.data());
    if (fd < 0) throw ExportError(to + ": cannot create a temporary file beside it: " + std::strerror(errno));
    ::close(fd);
    struct Unreserve {
        std::string path;
        ~Unreserve() { ::unlink(path.c_str()); }
    } unreserve{stem};
    const std::string tempBase = stem.substr(dir.size());
    QStringList written;
    try {
        written = exportScenario(s, QFile::decodeName(QByteArray::fromStdString(stem + extBytes)), opt);
    } catch (const ExportError& e) {
        std::string why = e.what(); // names the temporary; the user knows the file by its name
        replaceAll(why, dir + tempBase, shownDir + rawStem);
        replaceAll(why, tempBase, rawStem);
        throw ExportError(why);
    }
    std::vector<std::string> done;
    for (int i = 0; i < written.size(); ++i) {
        const std::string name = QFile::encodeName(QFileInfo(written[i]).fileName()).toStdString();
        const std::string from = dir + name, target = dir + rawStem + name.substr(tempBase.size());
        struct stat st {};
        if (::stat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode)) ::chmod(from.c_str(), st.st_mode & 07777);
        if (::rename(from.c_str(), target.c_str()) != 0) {
            const std::string why = shownDir + target.substr(dir.size()) + ": cannot write: " + std::strerror(errno);
            for (int j = i; j < written.size(); ++j) ::unlink(QFile::encodeName(written[j]).constData());
            throw ExportError(why + (done.empty() ? "; the previous file is unchanged" : ""));
        }
        done.push_back(shownDir + target.substr(dir.size()));
    }
    return done;
}

// A square-grid battle: the formats its ruleset lists write it; the others are refused
// with the ones that apply.
int exportGrid(const GridScenario& g, const std::string& input, const Exporter& fmt, const std::string& to,
               const ExportOptions& opt) {
    const Ruleset& r = squareGridRuleset();
    if (!r.exportsTo(fmt.name())) {
        std::string list;
        for (std::size_t i = 0; i < r.exporters.size(); ++i)
            list += (i == 0 ? "." : i + 1 == r.exporters.size() ? " or ." : ", .") + r.exporters[i];
        std::cerr << "muster-cli export: " << input << ": a square-grid battle (" << r.id << ") exports to " << list
                  << "; a ." << fmt.name() << " " << fmt.label() << " is made for Hold the Line scenarios only\n";
        return kExitUsage;
    }
    if (!g.sizeValid()) {
        std::cerr << "muster-cli export: " << input << ": board: " << g.columns << "x" << g.rows << " is outside "
                  << boardSideRange() << " columns and rows (grid.board-size); fix it before exporting\n";
        return kExitUsage;
    }
    if (!validUtf8Name(to)) return usage("--to: a square-grid battle is written under UTF-8 names only; choose one");
    ensureGuiApp();
    try {
        for (const QString& f : fmt.writeGrid(g, to, opt)) std::cout << QFile::encodeName(f).toStdString() << "\n";
    } catch (const ExportError& e) {
        std::cerr << "muster-cli export: " << e.what() << "\n";
        return kExitUsage;
    }
    return kExitOk;
}

int runExport(const std::vector<std::string>& argsIn) {
    if (argsIn.size() == 1 && argsIn.front() == "--formats") return listFormats();
    if (isModuleOrMapExport(argsIn)) return runExportModuleOrMap(argsIn);
    if (isEagleSheetExport(argsIn)) return runExportEagleSheet(argsIn);
    ExportArgs parsed;
    if (const std::string why = parseExportArgs(argsIn, false, parsed); !why.empty()) return usage(why);
    const std::string input = parsed.sources.empty() ? std::string() : parsed.sources.front().file;
    const std::string &to = parsed.to, &db = parsed.db, &id = parsed.id;
    const ExportOptions& opt = parsed.sheet;
    const bool haveDpi = parsed.haveDpi;
    if (to.empty()) return usage("--to OUT is required");
    const QString out = QFile::decodeName(QByteArray::fromStdString(to));
    const Exporter* fmt = formats().forPath(std::string_view(to));
    if (!fmt || fmt->severalBattles()) return usage("--to '" + to + "': " + formats().unknownFormat(to, writesOneBattle));
    // Qt holds file names as text, so a name that is not valid UTF-8 would come back
    // rewritten ("out\xff.svg" as "out\uFFFD.svg"); such a name is written under a UTF-8
    // temporary name and renamed to the exact bytes (exportUnderRawName).
    const bool rawName = !validUtf8Name(to);
    if (rawName) {
        if (!fmt->utf8NameReason().empty() && !validUtf8Name(to.substr(to.rfind('/') + 1)))
            return usage("--to: " + std::string(fmt->utf8NameReason()) + "; choose a UTF-8 name for a ." +
                         std::string(fmt->name()) + " export");
    }
    if (haveDpi && !fmt->reads(ExportOption::Dpi))
        std::cerr << "muster-cli export: note: --dpi applies to " << namesReading(ExportOption::Dpi) << " only\n";
    if (!parsed.battle.empty() && (!input.empty() || !id.empty()))
        return usage("give one of FILE, --db PATH --id ID and --db PATH --battle ID");
    if (!input.empty() && (!db.empty() || !id.empty())) return usage("give either FILE or --db PATH --id ID, not both");

    Scenario s;
    // A file or a library battle of any system: its `ruleset` picks the writer.
    auto fromText = [&](const std::string& text, const std::string& shown) -> std::optional<int> {
        const Ruleset* r = findRuleset(peekRuleset(text));
        if (r && r->board == BoardKind::SquareGrid) return exportGrid(readGridJson(text, shown), shown, *fmt, to, opt);
        if (r && r->board == BoardKind::BattleBoard)
            return usage(shown + " is an Eagle Games battle: its set-up is secret, so give --side union|confederate "
                                 "for one army's sheet");
        s = readScenarioJson(text, shown);
        return std::nullopt;
    };
    if (!parsed.battle.empty()) {
        try {
            if (const auto done = fromText(libraryBattleText(db, parsed.battle), "library battle " + parsed.battle)) return *done;
        } catch (const ExportInputError& e) {
            return usage(e.what());
        } catch (const ScenarioReadError& e) {
            std::cerr << e.what() << "\n";
            return kExitUsage;
        }
    } else if (!db.empty() || !id.empty()) {
        if (db.empty() || id.empty()) return usage("--db and --id go together");
        char* end = nullptr;
        const long long sid = std::strtoll(id.c_str(), &end, 10);
        if (*end || sid <= 0)
            return usage("--id '" + id + "': give a scenario id number (see library list; --battle ID for library battles)");
        try {
            LibraryOpenOptions lo;
            lo.readOnly = true;
            lo.create = false;
            Library lib = Library::open(db, lo);
            s = lib.load(sid);
        } catch (const LibraryError& e) {
            std::cerr << "muster-cli export: " << e.what() << "\n";
            return kExitUsage;
        }
    } else {
        if (input.empty()) return usage("no input FILE");
        try {
            if (const auto done = fromText(readRegularFile(input, ReadLimits{}.maxFileBytes), input)) return *done;
        } catch (const BoundedReadError& e) {
            std::cerr << ScenarioReadError(input, "", e.reason()).what() << "\n";
            return kExitUsage;
        } catch (const ScenarioReadError& e) {
            std::cerr << e.what() << "\n";
            return kExitUsage;
        }
    }

    if (!s.board.sizeValid()) {
        const std::string shown = input.empty() ? "library scenario " + id : input;
        std::cerr << "muster-cli export: " << shown << ": board.size: " << s.board.columns << "x" << s.board.rows << " is outside "
                  << boardSideRange() << " columns and rows; fix it before exporting\n";
        return kExitUsage;
    }
    ensureGuiApp();
    try {
        if (rawName) {
            for (const std::string& f : exportUnderRawName(s, to, opt)) std::cout << f << "\n";
        } else {
            const QStringList written = exportScenario(s, out, opt);
            for (const QString& f : written) std::cout << QFile::encodeName(f).toStdString() << "\n";
        }
        if (const QString note = fmt->note(s); !note.isEmpty())
            std::cerr << "muster-cli export: note: " << note.toStdString() << "\n";
    } catch (const ExportError& e) {
        std::cerr << "muster-cli export: " << e.what() << "\n";
        return kExitUsage;
    }
    return kExitOk;
}

const Registrar reg("export",
                    "export FILE... --to OUT.(" + formats().extensions("|") + ") [--dpi N] [--paper a4|letter] "
                        "[--orientation portrait|landscape] [--mono] [--db PATH --id ID] [--map [--size PX]] [--force]",
                    runExport, kUsage);

} // namespace
} // namespace muster::cli
