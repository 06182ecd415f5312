// Opening a library (checks, read-only fallbacks, migrations), saving, loading and the trash.
#include "library_impl.h"
#include "text_fold.h"

#include <sqlite3.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <thread>
#include <system_error>

#include <sys/statvfs.h>
#include <unistd.h>

namespace muster {
namespace fs = std::filesystem;

namespace {

// file:... URI for SQLite, percent-encoding what would end or confuse the path.
std::string fileUri(const std::string& path, const char* query) {
    std::string uri = "file:";
    for (unsigned char c : fs::absolute(path).string()) {
        if (c == '%' || c == '?' || c == '#' || c < 0x20) {
            static const char* hex = "0123456789ABCDEF";
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri + "?" + query;
}

// Bytes free to this user on the file system holding `path`'s folder when that is (next to)
// nothing, so a failed open can be blamed on a full disk; empty otherwise.
std::optional<std::uint64_t> fullDiskBytesFree(const std::string& path) {
    std::error_code ec;
    const fs::path dir = fs::absolute(path, ec).parent_path();
    struct statvfs st {};
    if (dir.empty() || ::statvfs(dir.c_str(), &st) != 0) return std::nullopt;
    const std::uint64_t free = static_cast<std::uint64_t>(st.f_bavail) * st.f_frsize;
    return free < 64 * 1024 ? std::optional<std::uint64_t>(free) : std::nullopt;  // less than a WAL index
}

std::vector<std::string> quickCheck(Database& db) {
    std::vector<std::string> out;
    auto st = db.prepare("PRAGMA quick_check(5)");
    while (st.step()) out.push_back(st.text(0));
    return out;
}

} // namespace

void Library::Impl::requireWritable(std::string_view action) const {
    if (readOnly)
        throw LibraryError(LibraryError::Kind::ReadOnly,
                           path + ": cannot " + std::string(action) + ": the library is open read-only (" +
                               readOnlyReason + ")");
}

void Library::Impl::raise(const SqlError& e, std::string_view action) const {
    using K = LibraryError::Kind;
    const std::string what = std::string(action);
    switch (e.code()) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        throw LibraryError(K::Locked, path + ": another program is using the library (waited " +
                                          std::to_string(busyMs) + " ms for its lock); could not " + what +
                                          ". Nothing was changed; close the other program or try again.");
    case SQLITE_FULL:
        throw LibraryError(K::DiskFull, path + ": the disk is full; could not " + what +
                                            ". The save was undone and the previous revision is intact.");
    case SQLITE_READONLY:
        throw LibraryError(K::ReadOnly, path + ": the library cannot be written (read-only); could not " + what + ".");
    case SQLITE_CORRUPT:
        throw LibraryError(K::Corrupt, path + ": the library file is damaged (" + e.what() + "); could not " + what +
                                           ". Nothing was changed; restore the file from a backup.");
    case SQLITE_NOTADB:
        throw LibraryError(K::NotADatabase, path + ": not a Muster library (the file is not an SQLite database)");
    case SQLITE_CANTOPEN:
    case SQLITE_IOERR:
    case SQLITE_PERM:
        throw LibraryError(K::Io, path + ": input/output error; could not " + what + " (" + e.what() + ")");
    default:
        throw LibraryError(K::Internal, path + ": could not " + what + " (" + e.what() + ")");
    }
}

namespace {
// Run `step` again while SQLite reports BUSY without having waited (lock upgrades and
// journal-mode switches skip the busy handler), until `timeoutMs` has passed.
template <typename Step>
void retryBusy(Database& db, int timeoutMs, Step step) {
    (void)db;
    const auto start = std::chrono::steady_clock::now();
    for (;;) {
        try {
            step();
            return;
        } catch (const SqlError& e) {
            const bool busy = e.code() == SQLITE_BUSY || e.code() == SQLITE_LOCKED;
            const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
            if (!busy || waited.count() >= timeoutMs) throw;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }
}
} // namespace

Library::Library(std::unique_ptr<Impl> impl) : d(std::move(impl)) {}
Library::Library(Library&&) noexcept = default;
Library& Library::operator=(Library&&) noexcept = default;
Library::~Library() = default;

const std::string& Library::path() const { return d->path; }
bool Library::readOnly() const { return d->readOnly; }
const std::string& Library::readOnlyReason() const { return d->readOnlyReason; }
int Library::fileSchemaVersion() const { return d->fileVersion; }
const std::vector<ImportResult>& Library::seedReport() const { return d->seed; }
Database& Library::database() { return d->db; }

Library Library::open(const std::string& path, const LibraryOpenOptions& opt) {
    using K = LibraryError::Kind;
    auto impl = std::make_unique<Impl>();
    Impl& m = *impl;
    m.path = path;
    m.busyMs = opt.busyTimeoutMs;
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
    if (exists && fs::is_directory(path, ec))
        throw LibraryError(K::Io, path + ": is a folder, not a library file");
    if (!exists && (!opt.create || opt.readOnly))
        throw LibraryError(K::Io, path + ": no library file there");
    if (!exists) {
        const fs::path parent = fs::absolute(path).parent_path();
        if (!fs::is_directory(parent, ec))
            throw LibraryError(K::Io, path + ": cannot create the library: folder " + parent.string() + " does not exist");
    }

    auto openAs = [&](bool readOnly, bool immutable) {
        const int flags = readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        m.db = immutable ? Database(fileUri(path, "immutable=1"), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
                         : Database(path, flags);
        m.db.setBusyTimeout(opt.busyTimeoutMs);
        registerFoldFunction(m.db.handle());
    };

    std::int64_t appId = 0, tables = 0;
    auto probe = [&] {
        appId = m.db.scalarInt("PRAGMA application_id");
        m.fileVersion = static_cast<int>(m.db.scalarInt("PRAGMA user_version"));
        tables = m.db.scalarInt("SELECT count(*) FROM sqlite_schema");
    };
    // SQLite keeps a WAL library's -wal and -shm files beside it: in a folder this program
    // cannot write, even reading fails when opened for writing. Open such a library
    // read-only (as for a read-only file) and say why.
    bool folderReadOnly = false;
    if (exists && !opt.readOnly) {
        fs::path parent = fs::absolute(path, ec).parent_path();
        folderReadOnly = !parent.empty() && ::access(parent.c_str(), W_OK) != 0;
    }
    try {
        openAs(opt.readOnly || folderReadOnly, false);
        if (folderReadOnly) {
            m.readOnly = true;
            m.readOnlyReason = "the folder " + fs::absolute(path, ec).parent_path().string() +
                               " cannot be written (SQLite needs it beside the library); opened read-only, changes cannot be saved here";
        } else if (!opt.readOnly && m.db.readOnly()) {
            m.readOnly = true;
            m.readOnlyReason = "the file is read-only; opened read-only, changes cannot be saved here";
        }
        if (opt.readOnly) {
            m.readOnly = true;
            m.readOnlyReason = "opened read-only on request";
        }
        try {
            probe();
        } catch (const SqlError& e) {
            if (const auto free = fullDiskBytesFree(path); free && !opt.readOnly &&
                (e.code() == SQLITE_IOERR || e.code() == SQLITE_FULL || e.code() == SQLITE_CANTOPEN)) {
                // A full disk: SQLite cannot make the WAL's shared-memory file. In exclusive
                // locking mode it keeps that index in memory instead, and reads the -wal too
                // (immutable would skip it); no checkpoint on close, so nothing is written.
                m.db = Database(path, SQLITE_OPEN_READWRITE);
                m.db.setBusyTimeout(opt.busyTimeoutMs);
                registerFoldFunction(m.db.handle());
                sqlite3_db_config(m.db.handle(), SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
                m.db.exec("PRAGMA locking_mode = EXCLUSIVE");
                m.db.exec("PRAGMA query_only = 1");
                probe();
                m.readOnly = true;
                m.readOnlyReason = "the disk is full (" + std::to_string(*free) + " bytes free beside " + path +
                                   "); opened read-only, changes cannot be saved until space is freed";
            } else {
                // A read-only WAL library in a folder we cannot write: SQLite cannot make its
                // shared-memory file, so read it as immutable (nobody else can be writing it).
                if (!m.readOnly || (e.code() != SQLITE_CANTOPEN && e.code() != SQLITE_READONLY)) throw;
                openAs(true, true);
                probe();
                std::error_code walEc;
                if (fs::file_size(path + "-wal", walEc) > 0 && !walEc)
                    m.readOnlyReason += "; changes still in " + path + "-wal could not be read";
            }
        }
    } catch (const SqlError& e) {
        if (e.code() == SQLITE_CANTOPEN)
            throw LibraryError(K::Io, path + ": cannot open the library file (" + e.what() + ")");
        m.raise(e, "open the library");
    }

    // Another program may be creating this library right now (several started at once on
    // a new file): what a writer sees outside the write lock can be half of its work. Look
    // again holding the lock (BEGIN IMMEDIATE honours the busy timeout) before refusing.
    if (appId != kLibraryApplicationId && (appId != 0 || tables != 0) && !m.readOnly) {
        try {
            retryBusy(m.db, opt.busyTimeoutMs, [&] {
                Transaction t(m.db);
                probe();
                t.commit();
            });
        } catch (const SqlError& e) {
            m.raise(e, "open the library");
        }
    }
    if (appId != kLibraryApplicationId && (appId != 0 || tables != 0))
        throw LibraryError(K::NotADatabase, path + ": an SQLite database, but not a Muster library");
    // Muster writes formats 1 and up; anything else (user_version set by another tool) would
    // send the migrations over tables that already have their columns.
    if (tables != 0 && m.fileVersion < 1)
        throw LibraryError(K::Corrupt, path + ": library format " + std::to_string(m.fileVersion) +
                                           " is not one Muster writes (changed by another program?). "
                                           "It was not changed; restore it from a backup.");

    try {
        if (tables != 0 && opt.quickCheck) {
            const auto problems = quickCheck(m.db);
            if (problems.size() != 1 || problems[0] != "ok")
                throw LibraryError(K::Corrupt, path + ": the library file is damaged (quick_check: " +
                                                   (problems.empty() ? std::string("no answer") : problems[0]) +
                                                   "). It was not changed; restore it from a backup.");
        }
        if (m.fileVersion > kSchemaVersion) {
            m.readOnly = true;
            m.readOnlyReason = "written by a newer Muster (library format " + std::to_string(m.fileVersion) +
                               ", this version knows up to " + std::to_string(kSchemaVersion) +
                               "); opened read-only so nothing it added is lost";
            if (!m.db.readOnly()) openAs(true, false);
        }
        m.db.exec("PRAGMA foreign_keys = ON");
        if (m.readOnly) {
            if (tables == 0)
                throw LibraryError(K::ReadOnly, path + ": an empty file that cannot be written (" + m.readOnlyReason + ")");
            if (m.fileVersion < kSchemaVersion)
                throw LibraryError(K::ReadOnly, path + ": written by an older Muster (library format " +
                                                    std::to_string(m.fileVersion) +
                                                    ") and read-only, so it cannot be upgraded; copy it somewhere writable");
        } else {
            // Switching to WAL needs every other connection out of the way for a moment; SQLite
            // answers BUSY at once (no busy handler) when another creator holds the file, so
            // wait here for up to the busy timeout.
            retryBusy(m.db, opt.busyTimeoutMs, [&] { m.db.exec("PRAGMA journal_mode = WAL"); });
            m.db.exec("PRAGMA synchronous = FULL");
            if (tables == 0 || m.fileVersion < kSchemaVersion) {
                retryBusy(m.db, opt.busyTimeoutMs, [&] {
                    Transaction t(m.db);
                    // Re-read inside the write lock: another program may have just done this.
                    const auto v = m.db.scalarInt("PRAGMA user_version");
                    const auto n = m.db.scalarInt("SELECT count(*) FROM sqlite_schema");
                    if (n == 0) createSchema(m.db);
                    else if (v < kSchemaVersion) migrateSchema(m.db, static_cast<int>(v));
                    t.commit();
                });
            }
        }
    } catch (const SqlError& e) {
        m.raise(e, "open the library");
    }
    return Library(std::move(impl));
}

std::string Library::defaultPath() {
    fs::path base;
    if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) base = x;
    else if (const char* h = std::getenv("HOME"); h && *h) base = fs::path(h) / ".local" / "share";
    else base = fs::current_path();
    return (base / "muster" / "library.sqlite").string();
}

Scenario Library::load(ScenarioId id) const {
    try {
        auto st = d->db.prepare("SELECT current_revision FROM scenarios WHERE id = ?1");
        st.bind(1, id);
        if (!st.step() || st.isNull(0))
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no scenario " + std::to_string(id));
        const RevisionId rev = st.int64(0);
        st.reset();
        return readRevision(d->db, rev, d->path);
    } catch (const SqlError& e) {
        d->raise(e, "load scenario " + std::to_string(id));
    }
}

Scenario Library::loadRevision(RevisionId rev) const {
    try {
        return readRevision(d->db, rev, d->path);
    } catch (const SqlError& e) {
        d->raise(e, "load revision " + std::to_string(rev));
    }
}

ScenarioId Library::save(const Scenario& s, const std::string& note, std::optional<ScenarioId> into) {
    const std::string action = into ? "save scenario " + std::to_string(*into) : std::string("save a new scenario");
    d->requireWritable(action);
    try {
        Transaction t(d->db);
        const std::string now = nowIso8601();
        ScenarioId id = 0;
        int number = 1;
        if (into) {
            auto st = d->db.prepare(
                "SELECT s.trashed_at, (SELECT max(number) FROM revisions WHERE scenario_id = s.id)"
                " FROM scenarios s WHERE s.id = ?1");
            st.bind(1, *into);
            if (!st.step())
                throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no scenario " + std::to_string(*into));
            if (!st.isNull(0))
                throw LibraryError(LibraryError::Kind::NotFound,
                                   d->path + ": scenario " + std::to_string(*into) + " is in the trash; restore it first");
            number = static_cast<int>(st.int64(1)) + 1;
            id = *into;
        } else {
            auto st = d->db.prepare("INSERT INTO scenarios (created) VALUES (?1)");
            st.bind(1, now).exec();
            id = d->db.lastInsertId();
        }
        const RevisionId rev = writeRevision(d->db, id, number, s, note, now);
        auto up = d->db.prepare("UPDATE scenarios SET current_revision = ?1 WHERE id = ?2");
        up.bind(1, rev).bind(2, id).exec();
        t.commit();
        return id;
    } catch (const SqlError& e) {
        d->raise(e, action);
    }
}

RevisionId Library::restoreRevision(RevisionId rev, const std::string& note) {
    const ScenarioId id = scenarioOfRevision(rev);
    const Scenario s = loadRevision(rev);
    int number = 0;
    for (const auto& r : revisions(id))
        if (r.id == rev) number = r.number;
    save(s, note.empty() ? "Restored revision " + std::to_string(number) : note, id);
    return summary(id)->revision;
}

void Library::trash(ScenarioId id) {
    d->requireWritable("move scenario " + std::to_string(id) + " to the trash");
    try {
        auto st = d->db.prepare("UPDATE scenarios SET trashed_at = ?1 WHERE id = ?2 AND trashed_at IS NULL");
        st.bind(1, nowIso8601()).bind(2, id).exec();
        if (d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound,
                               d->path + ": there is no scenario " + std::to_string(id) + " outside the trash");
    } catch (const SqlError& e) {
        d->raise(e, "move scenario " + std::to_string(id) + " to the trash");
    }
}

void Library::restore(ScenarioId id) {
    d->requireWritable("restore scenario " + std::to_string(id));
    try {
        auto st = d->db.prepare("UPDATE scenarios SET trashed_at = NULL WHERE id = ?1 AND trashed_at IS NOT NULL");
        st.bind(1, id).exec();
        if (d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound,
                               d->path + ": there is no scenario " + std::to_string(id) + " in the trash");
    } catch (const SqlError& e) {
        d->raise(e, "restore scenario " + std::to_string(id));
    }
}

void Library::purge(ScenarioId id) {
    d->requireWritable("purge scenario " + std::to_string(id));
    try {
        Transaction t(d->db);
        auto st = d->db.prepare("DELETE FROM scenarios WHERE id = ?1 AND trashed_at IS NOT NULL");
        st.bind(1, id).exec();
        if (d->db.changes() == 0)
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": scenario " + std::to_string(id) +
                                                                 " is not in the trash; only trashed scenarios can be purged");
        t.commit();
    } catch (const SqlError& e) {
        d->raise(e, "purge scenario " + std::to_string(id));
    }
}

int Library::purgeTrash() {
    d->requireWritable("empty the trash");
    try {
        Transaction t(d->db);
        d->db.exec("DELETE FROM scenarios WHERE trashed_at IS NOT NULL");
        const int n = d->db.changes();
        t.commit();
        return n;
    } catch (const SqlError& e) {
        d->raise(e, "empty the trash");
    }
}

std::string Library::integrityCheck() {
    try {
        std::string out;
        auto st = d->db.prepare("PRAGMA integrity_check");
        while (st.step()) out += (out.empty() ? "" : "\n") + st.text(0);
        return out;
    } catch (const SqlError& e) {
        d->raise(e, "check the library");
    }
}

} // namespace muster
