// muster-cli library ...: the scenario library (db/) from the command line. See docs/cli.md.
#include "command_registry.h"
#include "terminal_safe.h"
#include "library_cli.h"

#include "db/bundled_scenarios.h"
#include "db/library.h"
#include "model/io/scenario_json.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>
#include <stdexcept>

#ifndef MUSTER_BUNDLED_SCENARIOS
#define MUSTER_BUNDLED_SCENARIOS ""
#endif

namespace muster::cli {
namespace {

using json = nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: muster-cli library COMMAND [--db PATH] [--json]\n"
    "  list [--sort title|date|modified] [--desc]\n"
    "  search [WORDS] [--title T] [--subtitle S] [--side NAME] [--ruleset R] [--tag T]\n"
    "         [--from DATE] [--to DATE] [--sort title|date|modified] [--desc]\n"
    "  show ID\n"
    "  import FILE...\n"
    "  export ID [--revision REV] [--out FILE]\n"
    "  revisions ID\n"
    "  games [ID]                 (games stored beside scenario ID, or all)\n"
    "  game GAME                  (prints a stored game's muster-game JSON)\n"
    "  add-game ID GAME.json [--title TEXT]  (stores a game of scenario ID beside it)\n"
    "  battles                    (other systems' battles: square grid, battle board)\n"
    "  battle BATTLE              (prints a stored battle's file text)\n"
    "  delete-battle BATTLE       (gone for good)\n"
    "  restore ID                 (from the trash)\n"
    "  restore --revision REV [--note TEXT]\n"
    "  delete ID...               (moves to the trash)\n"
    "  trash                      (lists the trash)\n"
    "  purge ID... | purge --all\n"
    "  path                       (the default library file)\n";

json summaryJson(const ScenarioSummary& m) {
    json j;
    j["id"] = m.id;
    j["title"] = m.title;
    j["subtitle"] = m.subtitle;
    j["date"] = m.date;
    j["author"] = m.author;
    j["ruleset"] = m.ruleset;
    j["sides"] = {{"union", m.unionName}, {"confederate", m.confederateName}};
    j["tags"] = m.tags;
    j["board"] = {{"columns", m.columns}, {"rows", m.rows}};
    j["turns"] = m.turns;
    j["units"] = m.unitCount;
    j["revision"] = m.revision;
    j["revisionNumber"] = m.revisionNumber;
    j["revisions"] = m.revisionCount;
    j["created"] = m.created;
    j["modified"] = m.modified;
    j["trashedAt"] = m.trashedAt ? json(*m.trashedAt) : json(nullptr);
    return j;
}

void printRows(const std::vector<ScenarioSummary>& rows, bool asJson) {
    if (asJson) {
        json a = json::array();
        for (const auto& m : rows) a.push_back(summaryJson(m));
        std::cout << dumpJson(a) << "\n";
        return;
    }
    for (const auto& m : rows) {
        std::cout << m.id << "\t" << (m.date.empty() ? "----------" : m.date) << "\t" << oneLine(m.title);
        if (!m.subtitle.empty()) std::cout << " — " << oneLine(m.subtitle);
        std::cout << "\t(" << m.columns << "x" << m.rows << ", " << m.unitCount << " units, rev " << m.revisionNumber
                  << ", " << (m.trashedAt ? "trashed " + *m.trashedAt : "modified " + m.modified) << ")\n";
    }
    if (rows.empty()) std::cout << "(no scenarios)\n";
}

SortBy parseSort(LibraryArgs& a) {
    const auto s = a.take("--sort");
    if (!s || *s == "title") return SortBy::Title;
    if (*s == "date") return SortBy::Date;
    if (*s == "modified") return SortBy::Modified;
    throw LibraryUsageError("--sort must be title, date or modified, not '" + *s + "'");
}

int runSub(const std::string& sub, LibraryArgs& a) {
    const auto db = a.take("--db");
    const bool asJson = a.flag("--json");
    if (sub == "path") {
        a.noMoreOptions();
        std::cout << (db ? *db : Library::defaultPath()) << "\n";
        return kExitOk;
    }
    if (sub == "list" || sub == "search" || sub == "trash") {
        LibraryQuery q;
        q.sortBy = parseSort(a);
        q.descending = a.flag("--desc");
        q.trash = sub == "trash";
        if (sub == "search") {
            q.title = a.take("--title").value_or("");
            q.subtitle = a.take("--subtitle").value_or("");
            q.sideName = a.take("--side").value_or("");
            q.ruleset = a.take("--ruleset").value_or("");
            q.tag = a.take("--tag").value_or("");
            q.dateFrom = a.take("--from").value_or("");
            q.dateTo = a.take("--to").value_or("");
            a.noMoreOptions();
            for (const auto& w : a.rest) q.text += (q.text.empty() ? "" : " ") + w;
        } else {
            a.noMoreOptions();
            if (!a.rest.empty()) throw LibraryUsageError("unexpected argument '" + a.rest[0] + "'");
        }
        auto lib = openCliLibrary(db, false);
        printRows(lib.list(q), asJson);
        return kExitOk;
    }
    if (const auto code = runLibraryGames(sub, a, db, asJson)) return *code;
    if (const auto code = runLibraryBattles(sub, a, db, asJson)) return *code;
    if (sub == "show" || sub == "revisions") {
        a.noMoreOptions();
        if (a.rest.size() != 1) throw LibraryUsageError(sub + " needs one scenario id");
        const ScenarioId id = parseLibraryId(a.rest[0], "scenario");
        auto lib = openCliLibrary(db, false);
        if (sub == "revisions") {
            const auto revs = lib.revisions(id);
            if (asJson) {
                json arr = json::array();
                for (const auto& r : revs)
                    arr.push_back({{"id", r.id}, {"scenario", r.scenario}, {"number", r.number}, {"savedAt", r.savedAt},
                                   {"note", r.note}, {"title", r.title}, {"current", r.current}});
                std::cout << dumpJson(arr) << "\n";
            } else {
                for (const auto& r : revs)
                    std::cout << r.id << "\t#" << r.number << "\t" << r.savedAt << "\t" << oneLine(r.title)
                              << (r.note.empty() ? "" : "\t" + oneLine(r.note)) << (r.current ? "\t(current)" : "") << "\n";
            }
            return kExitOk;
        }
        const auto m = lib.summary(id);
        if (!m) throw LibraryError(LibraryError::Kind::NotFound, lib.path() + ": there is no scenario " + a.rest[0]);
        if (asJson) {
            std::cout << dumpJson(summaryJson(*m)) << "\n";
            return kExitOk;
        }
        std::cout << oneLine(m->title) << "\n";
        if (!m->subtitle.empty()) std::cout << "  " << oneLine(m->subtitle) << "\n";
        std::cout << "  Id: " << m->id << (m->trashedAt ? " (in the trash since " + *m->trashedAt + ")" : "") << "\n";
        if (!m->date.empty()) std::cout << "  Date: " << m->date << "\n";
        if (!m->author.empty()) std::cout << "  Author: " << m->author << "\n";
        std::cout << "  Ruleset: " << m->ruleset << "\n  Board: " << m->columns << " x " << m->rows
                  << ", turns: " << m->turns << ", units: " << m->unitCount << "\n  Union: " << m->unionName
                  << "\n  Confederate: " << m->confederateName << "\n";
        if (!m->tags.empty()) {
            std::cout << "  Tags:";
            for (const auto& t : m->tags) std::cout << " " << t;
            std::cout << "\n";
        }
        std::cout << "  Revision " << m->revisionNumber << " of " << m->revisionCount << ", modified " << m->modified
                  << ", created " << m->created << "\n";
        return kExitOk;
    }
    if (sub == "import") {
        a.noMoreOptions();
        if (a.rest.empty()) throw LibraryUsageError("import needs at least one FILE");
        auto lib = openCliLibrary(db, true);
        const auto results = lib.importFiles(a.rest);
        bool failed = false;
        json arr = json::array();
        for (const auto& r : results) {
            if (!r.error.empty()) {
                failed = true;
                std::cerr << r.error << "\n";
            }
            if (asJson) {
                arr.push_back({{"file", r.file}, {"id", r.id ? json(*r.id) : json(nullptr)},
                               {"battle", r.battle ? json(*r.battle) : json(nullptr)},
                               {"error", r.error.empty() ? json(nullptr) : json(r.error)},
                               {"ruleErrors", r.ruleErrors}, {"ruleWarnings", r.ruleWarnings},
                               {"errorRules", r.errorRules}});
            } else if (r.id || r.battle) {
                std::cout << "imported " << r.file << " as " << (r.id ? std::to_string(*r.id) : "battle " + std::to_string(*r.battle));
                if (r.ruleErrors > 0) {
                    std::cout << " (breaks rules: " << r.ruleErrors << (r.ruleErrors == 1 ? " error" : " errors");
                    for (std::size_t k = 0; k < r.errorRules.size(); ++k) std::cout << (k ? ", " : ": ") << r.errorRules[k];
                    std::cout << ")";
                } else if (r.ruleWarnings > 0) {
                    std::cout << " (" << r.ruleWarnings << (r.ruleWarnings == 1 ? " warning)" : " warnings)");
                }
                std::cout << "\n";
            } else
                std::cout << "skipped " << r.file << "\n";
        }
        if (asJson) std::cout << dumpJson(arr) << "\n";
        return failed ? kExitUsage : kExitOk;
    }
    if (sub == "export") {
        const auto rev = a.take("--revision");
        const auto out = a.take("--out");
        a.noMoreOptions();
        if (a.rest.size() > 1 || (a.rest.empty() && !rev)) throw LibraryUsageError("export needs a scenario ID or --revision REV");
        auto lib = openCliLibrary(db, false);
        std::string text;
        if (rev) {
            const RevisionId r = parseLibraryId(*rev, "revision");
            if (!a.rest.empty() && lib.scenarioOfRevision(r) != parseLibraryId(a.rest[0], "scenario"))
                throw LibraryUsageError("revision " + *rev + " belongs to another scenario");
            text = lib.exportRevisionJson(r);
        } else {
            text = lib.exportJson(parseLibraryId(a.rest[0], "scenario"));
        }
        if (out) writeScenarioFile(readScenarioJson(text, *out), *out);
        else std::cout << text;
        return kExitOk;
    }
    if (sub == "restore") {
        const auto rev = a.take("--revision");
        const auto note = a.take("--note");
        a.noMoreOptions();
        auto lib = openCliLibrary(db, false);
        if (rev) {
            if (!a.rest.empty()) throw LibraryUsageError("restore --revision REV takes no scenario id");
            const RevisionId r = lib.restoreRevision(parseLibraryId(*rev, "revision"), note.value_or(""));
            std::cout << "restored revision " << *rev << " as revision " << r << "\n";
            return kExitOk;
        }
        if (a.rest.empty()) throw LibraryUsageError("restore needs a scenario ID (from the trash) or --revision REV");
        std::vector<ScenarioId> ids;
        for (const auto& s : a.rest) ids.push_back(parseLibraryId(s, "scenario"));
        for (ScenarioId id : ids) {
            lib.restore(id);
            std::cout << "restored " << id << " from the trash\n";
        }
        return kExitOk;
    }
    if (sub == "delete" || sub == "purge") {
        const bool all = sub == "purge" && a.flag("--all");
        a.noMoreOptions();
        if (all != a.rest.empty()) throw LibraryUsageError(sub + (sub == "purge" ? " needs scenario IDs or --all" : " needs scenario IDs"));
        std::vector<ScenarioId> ids;
        for (const auto& s : a.rest) ids.push_back(parseLibraryId(s, "scenario"));
        auto lib = openCliLibrary(db, false);
        if (all) {
            const auto n = lib.purgeTrash(); // before printing: it may refuse (read-only library)
            std::cout << "purged " << n << " scenario(s)\n";
            return kExitOk;
        }
        for (ScenarioId id : ids) {
            if (sub == "delete") lib.trash(id);
            else lib.purge(id);
            std::cout << (sub == "delete" ? "moved to the trash: " : "purged: ") << id << "\n";
        }
        return kExitOk;
    }
    throw LibraryUsageError("unknown library command '" + sub + "'");
}

int runLibrary(const std::vector<std::string>& args) {
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        (args.empty() ? std::cerr : std::cout) << kUsage;
        return args.empty() ? kExitUsage : kExitOk;
    }
    LibraryArgs a{std::vector<std::string>(args.begin() + 1, args.end())};
    try {
        return runSub(args[0], a);
    } catch (const LibraryUsageError& e) {
        std::cerr << "muster-cli library " << args[0] << ": " << e.what() << "\n" << kUsage;
        return kExitUsage;
    } catch (const LibraryError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    } catch (const ScenarioReadError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    } catch (const ScenarioWriteError& e) {
        std::cerr << e.what() << "\n";
        return kExitUsage;
    }
}

const Registrar reg("library",
                    "library list|search|show|import|export|revisions|games|game|add-game|battles|battle|delete-battle|restore|delete|trash|purge ... [--db PATH] [--json]",
                    runLibrary, kUsage);

} // namespace

std::int64_t parseLibraryId(const std::string& text, const char* what) {
    std::int64_t v = 0;
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || p != text.data() + text.size() || v <= 0)
        throw LibraryUsageError(std::string("'") + text + "' is not a " + what + " id (a positive whole number)");
    return v;
}

std::string dumpJson(const nlohmann::ordered_json& j) {
    return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

Library openCliLibrary(const std::optional<std::string>& dbPath, bool writes) {
    LibraryOpenOptions opt;
    opt.create = writes || !dbPath; // the default library is made on first use
    Library lib = dbPath ? Library::open(*dbPath, opt) : Library::openDefault(bundledScenariosDir(MUSTER_BUNDLED_SCENARIOS), opt);
    if (lib.readOnly()) std::cerr << "note: " << lib.path() << ": " << lib.readOnlyReason() << "\n";
    for (const auto& r : lib.seedReport())
        if (!r.error.empty()) std::cerr << "note: bundled scenario skipped: " << r.error << "\n";
    return lib;
}

} // namespace muster::cli
