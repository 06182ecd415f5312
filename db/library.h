#pragma once
// The scenario library: one SQLite file holding scenarios with their revisions, a trash,
// search, and JSON import/export. This is the API the editor's Library dock and the CLI use.
// No Qt. Errors a user can meet are LibraryError with a readable message naming the file.
#include "model/scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace muster {

class Database;

using ScenarioId = std::int64_t;
using RevisionId = std::int64_t;
using GameId = std::int64_t;

// A failure the user can meet; what() is a full sentence naming the library file.
class LibraryError : public std::runtime_error {
public:
    enum class Kind {
        NotADatabase, // the file is not SQLite, or SQLite but not a Muster library
        Corrupt,      // quick_check/integrity failed or SQLite reported corruption
        Locked,       // another program holds the lock past the busy timeout
        ReadOnly,     // a write was refused: the file, the folder, or the schema is too new
        TooNew,       // (kind of the read-only reason only) written by a newer Muster
        DiskFull,     // SQLITE_FULL: nothing of the failed save was kept
        NotFound,     // no such scenario, revision or game
        BadInput,     // what was given to store is not valid (e.g. a game file that does not read or replay)
        Io,           // cannot open/create the file or its folder; other I/O failures
        Internal      // anything else from SQLite
    };
    LibraryError(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }
private:
    Kind kind_;
};

struct LibraryOpenOptions {
    bool readOnly = false;     // never write, even if the file allows it
    bool create = true;        // create a new library when the file does not exist
    int busyTimeoutMs = 3000;  // wait this long for another program's lock
    bool quickCheck = true;    // PRAGMA quick_check on open (corruption is found before use)
};

// One row of a listing: the current revision's metadata.
struct ScenarioSummary {
    ScenarioId id = 0;
    RevisionId revision = 0;    // current revision
    int revisionNumber = 0;     // 1, 2, ... per scenario
    int revisionCount = 0;
    std::string title, subtitle, author, date, ruleset;
    std::string unionName, confederateName;
    std::vector<std::string> tags;
    int columns = 0, rows = 0, turns = 0, unitCount = 0;
    std::string created;        // ISO 8601 UTC, e.g. 2026-11-22T04:05:06.123Z
    std::string modified;       // time of the current revision
    std::optional<std::string> trashedAt;
};

enum class SortBy { Title, Date, Modified };

// Filters combine with AND. Text filters are substrings, case-insensitive for Latin,
// Greek and Cyrillic letters (db/text_fold.h).
struct LibraryQuery {
    std::string text;        // in title, subtitle or either side's name
    std::string title;
    std::string subtitle;
    std::string sideName;    // either side's name
    std::string ruleset;     // exact
    std::string tag;         // exact
    std::string dateFrom;    // battle date >= (ISO, compared as text: "1862" works as a prefix bound)
    std::string dateTo;      // battle date <= ; "1862-09" includes the whole month
    SortBy sortBy = SortBy::Title;
    bool descending = false;
    bool trash = false;      // list the trash instead of the library
    int limit = -1;
};

struct RevisionInfo {
    RevisionId id = 0;
    ScenarioId scenario = 0;
    int number = 0;
    std::string savedAt;     // ISO 8601 UTC
    std::string note;
    std::string title;
    bool current = false;
};

// A game in progress stored beside its scenario (docs/library.md "Games").
struct GameInfo {
    GameId id = 0;
    ScenarioId scenario = 0;
    std::optional<RevisionId> revision;  // the revision it was started from, if any matched
    int revisionNumber = 0;              // that revision's number (0 when none)
    std::string title;                   // given when saving, else the scenario's title
    std::string savedAt;                 // ISO 8601 UTC
    int turn = 0, turns = 0;
    std::string toAct;                   // "union" / "confederate": whose decision it is
    int actions = 0;
    std::string result;                  // empty while in progress, else "union wins", "draw"...
};

// A battle of another rule system (the square grid, the battle board) in the library
// (docs/library.md "Other systems' battles").
using BattleId = std::int64_t;
struct BattleInfo {
    BattleId id = 0;
    std::string ruleset;           // the file's `ruleset`
    std::string title;
    std::string created, savedAt;  // ISO 8601 UTC
};

struct ImportResult {
    std::string file;
    std::optional<ScenarioId> id;   // set when imported
    std::optional<BattleId> battle; // set instead when the file is another system's battle
    std::string error;              // reason when skipped: "FILE: JSON_PATH: reason"
    // Imported files are validated too; breaking rules does not stop an import (a work in
    // progress may), but the caller is told. Rule ids of the errors, each once, sorted.
    int ruleErrors = 0;
    int ruleWarnings = 0;
    std::vector<std::string> errorRules;
};

class Library {
public:
    static constexpr int kSchemaVersion = 5;

    // Opens (or creates) a library. A read-only file, folder or a newer schema opens
    // read-only: readOnly() is true and readOnlyReason() says why. Throws LibraryError.
    static Library open(const std::string& path, const LibraryOpenOptions& options = {});
    // ($XDG_DATA_HOME or ~/.local/share)/muster/library.sqlite
    static std::string defaultPath();
    // Opens the default library; when it does not exist yet, creates it and imports every
    // *.json in bundledDir (bad files are skipped; see seedReport()).
    static Library openDefault(const std::string& bundledDir, const LibraryOpenOptions& options = {});

    Library(Library&&) noexcept;
    Library& operator=(Library&&) noexcept;
    ~Library();

    const std::string& path() const;
    bool readOnly() const;
    const std::string& readOnlyReason() const;
    int fileSchemaVersion() const;   // user_version found in the file
    const std::vector<ImportResult>& seedReport() const;

    // ---- find ----
    std::vector<ScenarioSummary> list(const LibraryQuery& q = {}) const;
    std::vector<ScenarioSummary> search(const LibraryQuery& q) const { return list(q); }
    std::optional<ScenarioSummary> summary(ScenarioId id) const;  // trashed ones too
    std::size_t count(bool trash = false) const;

    // ---- load and save ----
    Scenario load(ScenarioId id) const;                  // its current revision
    // New scenario when `into` is empty, else a new revision of `into`. One transaction.
    ScenarioId save(const Scenario& s, const std::string& note = {},
                    std::optional<ScenarioId> into = std::nullopt);

    // ---- revisions ----
    std::vector<RevisionInfo> revisions(ScenarioId id) const;   // newest first
    Scenario loadRevision(RevisionId rev) const;
    ScenarioId scenarioOfRevision(RevisionId rev) const;
    // Makes that revision's content current again as a new revision (history is kept).
    RevisionId restoreRevision(RevisionId rev, const std::string& note = {});

    // ---- games (library_games.cpp) ----
    // Store a `muster-game` JSON text beside scenario `scenario` (a new game, or replacing
    // game `into`). The text is read strictly and replayed first: one that does not read
    // or whose actions the engine refuses is refused with BadInput naming the reason. It
    // is stored in canonical form; the revision it was started from is found by content
    // (none when its set-up was edited and not saved: the game keeps its own copy).
    GameId saveGame(ScenarioId scenario, const std::string& gameJson, const std::string& title = {},
                    std::optional<GameId> into = std::nullopt);
    // The revision of `scenario` whose content is `setup` (the newest when several are
    // equal), as saveGame finds the revision a game was started from; none when no
    // revision matches.
    std::optional<RevisionId> revisionWithContent(ScenarioId scenario, const Scenario& setup) const;
    // Games of one scenario, or of every scenario (trashed ones left out), newest first.
    std::vector<GameInfo> games(std::optional<ScenarioId> scenario = std::nullopt) const;
    GameInfo gameInfo(GameId id) const;
    // The stored canonical JSON; Corrupt when it no longer matches its checksum.
    std::string loadGameJson(GameId id) const;
    void deleteGame(GameId id);       // gone for good (a game is a save slot, not a scenario)

    // ---- other systems' battles (library_battles.cpp) ----
    // Store a battle file's text (a new battle, or replacing battle `into`). The text is read
    // by its system's reader first: a Hold the Line scenario (use save), a file that does not
    // read, or an unknown system is refused with BadInput naming the reason. Stored canonical.
    BattleId saveBattle(const std::string& battleJson, std::optional<BattleId> into = std::nullopt);
    std::vector<BattleInfo> battles() const;   // newest first
    // The stored canonical text; Corrupt when it no longer matches its checksum.
    std::string loadBattleJson(BattleId id) const;
    void deleteBattle(BattleId id);

    // ---- trash ----
    void trash(ScenarioId id);        // "delete": moves it to the trash
    void remove(ScenarioId id) { trash(id); } // deleting never loses data: same as trash()
    void restore(ScenarioId id);      // back from the trash
    void purge(ScenarioId id);        // gone for good (must be in the trash)
    int purgeTrash();                 // every trashed scenario; returns how many

    // ---- import / export ----
    // Each file is read with readScenarioFile and saved in its own transaction; a file
    // that cannot be read is reported and skipped while the others go in.
    std::vector<ImportResult> importFiles(const std::vector<std::string>& paths);
    // Every *.json directly in dir, in name order.
    std::vector<ImportResult> importFolder(const std::string& dir);
    // Exactly the bytes writeScenarioJson gives for the loaded scenario.
    std::string exportJson(ScenarioId id) const;
    std::string exportRevisionJson(RevisionId rev) const;

    // For tests and tools: the connection (e.g. PRAGMA max_page_count, integrity_check).
    Database& database();
    std::string integrityCheck();   // "ok" when PRAGMA integrity_check finds nothing

private:
    struct Impl;
    explicit Library(std::unique_ptr<Impl> d);
    std::unique_ptr<Impl> d;
};

} // namespace muster
