// JSON import/export through model/io, and the default per-user library seeded on first use.
#include "library_impl.h"

#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/systems/battle.h"
#include "model/systems/battle_file.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace muster {
namespace fs = std::filesystem;

std::vector<ImportResult> Library::importFiles(const std::vector<std::string>& paths) {
    d->requireWritable("import scenarios");
    std::vector<ImportResult> out;
    for (const auto& p : paths) {
        ImportResult r;
        r.file = p;
        AnyScenario any;
        try {
            any = readAnyScenarioFile(p);
        } catch (const ScenarioReadError& e) {
            r.error = e.what();
            out.push_back(std::move(r));
            continue;
        } catch (const std::exception& e) {
            r.error = p + ": " + e.what();
            out.push_back(std::move(r));
            continue;
        }
        // A library failure (disk full, locked) stops the import: later files would fail too.
        std::vector<Issue> issues;
        if (any.other) {
            r.battle = saveBattle(any.other->toJson());
            issues = any.other->validate();
        } else {
            r.id = save(any.hex, "Imported from " + fs::path(p).filename().string());
            issues = validate(any.hex);
        }
        for (const Issue& i : issues) {
            if (i.severity != Severity::Error) {
                ++r.ruleWarnings;
                continue;
            }
            ++r.ruleErrors;
            if (std::find(r.errorRules.begin(), r.errorRules.end(), i.rule) == r.errorRules.end())
                r.errorRules.push_back(i.rule);
        }
        std::sort(r.errorRules.begin(), r.errorRules.end());
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<ImportResult> Library::importFolder(const std::string& dir) {
    std::vector<std::string> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec) && it->path().extension() == ".json") files.push_back(it->path().string());
    if (ec) throw LibraryError(LibraryError::Kind::Io, dir + ": cannot read the folder (" + ec.message() + ")");
    std::sort(files.begin(), files.end());
    return importFiles(files);
}

std::string Library::exportJson(ScenarioId id) const { return writeScenarioJson(load(id)); }

std::string Library::exportRevisionJson(RevisionId rev) const { return writeScenarioJson(loadRevision(rev)); }

Library Library::openDefault(const std::string& bundledDir, const LibraryOpenOptions& options) {
    const std::string path = defaultPath();
    std::error_code ec;
    const bool existed = fs::exists(path, ec);
    if (!existed) {
        fs::create_directories(fs::path(path).parent_path(), ec);
        if (ec)
            throw LibraryError(LibraryError::Kind::Io, path + ": cannot create the library folder (" + ec.message() + ")");
    }
    Library lib = open(path, options);
    if (!existed && !lib.readOnly() && !bundledDir.empty() && fs::is_directory(bundledDir, ec))
        lib.d->seed = lib.importFolder(bundledDir);
    return lib;
}

} // namespace muster
