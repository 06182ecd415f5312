#pragma once
// Internals shared by the library's .cpp files (not part of the API).
#include "database.h"
#include "library.h"

#include <string_view>

namespace muster {

inline constexpr std::int64_t kLibraryApplicationId = 0x4D555354; // "MUST"

struct Library::Impl {
    std::string path;
    Database db;
    bool readOnly = false;
    std::string readOnlyReason;
    int fileVersion = 0;
    int busyMs = 3000;
    std::vector<ImportResult> seed;

    // Throws LibraryError(ReadOnly) naming the action when the library cannot be written.
    void requireWritable(std::string_view action) const;
    // Turns an SQLite failure during `action` into a user-readable LibraryError.
    [[noreturn]] void raise(const SqlError& e, std::string_view action) const;
};

// Schema (library_schema.cpp).
void createSchema(Database& db);               // current version, empty library
void migrateSchema(Database& db, int from);    // from -> Library::kSchemaVersion, in the caller's transaction

// Scenario rows (library_store.cpp).
RevisionId writeRevision(Database& db, ScenarioId id, int number, const Scenario& s,
                         const std::string& note, const std::string& savedAt);
Scenario readRevision(Database& db, RevisionId rev, const std::string& libraryPath);

std::string nowIso8601();

// "fnv1a64:HEX" of a scenario's canonical JSON (writeScenarioJson): stored with each
// revision, compared on load. Any single changed byte changes it.
// "fnv1a64:..." of a text: revisions (their canonical JSON) and stored games.
std::string textChecksum(const std::string& text);
std::string revisionChecksum(const Scenario& s);

} // namespace muster
