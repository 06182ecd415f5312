#include "database.h"

#include <sqlite3.h>

#include <utility>

namespace muster {

// ---- Statement ----

Statement::Statement(Database& db, std::string_view sql) : db_(&db) {
    const int rc = sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
    if (rc != SQLITE_OK) db.fail(rc);
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement::Statement(Statement&& o) noexcept
    : db_(std::exchange(o.db_, nullptr)), stmt_(std::exchange(o.stmt_, nullptr)) {}

Statement& Statement::operator=(Statement&& o) noexcept {
    if (this != &o) {
        sqlite3_finalize(stmt_);
        db_ = std::exchange(o.db_, nullptr);
        stmt_ = std::exchange(o.stmt_, nullptr);
    }
    return *this;
}

void Statement::check(int rc) const {
    if (rc != SQLITE_OK) db_->fail(rc);
}

Statement& Statement::bind(int i, std::int64_t v) {
    check(sqlite3_bind_int64(stmt_, i, v));
    return *this;
}
Statement& Statement::bind(int i, double v) {
    check(sqlite3_bind_double(stmt_, i, v));
    return *this;
}
Statement& Statement::bind(int i, std::string_view t) {
    // Empty strings still bind as text (not NULL): SQLite needs a non-null pointer.
    check(sqlite3_bind_text64(stmt_, i, t.empty() ? "" : t.data(), t.size(), SQLITE_TRANSIENT, SQLITE_UTF8));
    return *this;
}
Statement& Statement::bindBlob(int i, const void* data, std::size_t size) {
    static const char empty = 0;
    check(sqlite3_bind_blob64(stmt_, i, size ? data : &empty, size, SQLITE_TRANSIENT));
    return *this;
}
Statement& Statement::bindNull(int i) {
    check(sqlite3_bind_null(stmt_, i));
    return *this;
}

bool Statement::step() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    sqlite3_reset(stmt_);
    db_->fail(rc);
}

void Statement::exec() {
    while (step()) {}
    sqlite3_reset(stmt_);
}

void Statement::reset() { sqlite3_reset(stmt_); }
void Statement::clearBindings() { sqlite3_clear_bindings(stmt_); }

bool Statement::isNull(int c) const { return sqlite3_column_type(stmt_, c) == SQLITE_NULL; }
std::int64_t Statement::int64(int c) const { return sqlite3_column_int64(stmt_, c); }
double Statement::real(int c) const { return sqlite3_column_double(stmt_, c); }

std::string Statement::text(int c) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, c));
    const int n = sqlite3_column_bytes(stmt_, c);
    return p ? std::string(p, static_cast<std::size_t>(n)) : std::string();
}
std::optional<std::string> Statement::optText(int c) const {
    if (isNull(c)) return std::nullopt;
    return text(c);
}
std::optional<int> Statement::optInt(int c) const {
    if (isNull(c)) return std::nullopt;
    return integer(c);
}
const void* Statement::blobData(int c) const { return sqlite3_column_blob(stmt_, c); }
std::size_t Statement::blobSize(int c) const { return static_cast<std::size_t>(sqlite3_column_bytes(stmt_, c)); }
std::vector<std::uint8_t> Statement::blob(int c) const {
    const auto* p = static_cast<const std::uint8_t*>(sqlite3_column_blob(stmt_, c));
    const auto n = blobSize(c);
    return p ? std::vector<std::uint8_t>(p, p + n) : std::vector<std::uint8_t>();
}

// ---- Database ----

Database::Database(const std::string& path, int flags) {
    sqlite3* h = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &h, flags | SQLITE_OPEN_EXRESCODE, nullptr);
    if (rc != SQLITE_OK) {
        const std::string msg = h ? sqlite3_errmsg(h) : sqlite3_errstr(rc);
        const int ext = h ? sqlite3_extended_errcode(h) : rc;
        sqlite3_close_v2(h);
        throw SqlError(rc & 0xff, ext, msg);
    }
    db_ = h;
    sqlite3_extended_result_codes(db_, 1);
}

Database::~Database() { close(); }

Database::Database(Database&& o) noexcept : db_(std::exchange(o.db_, nullptr)) {}
Database& Database::operator=(Database&& o) noexcept {
    if (this != &o) {
        close();
        db_ = std::exchange(o.db_, nullptr);
    }
    return *this;
}

void Database::close() {
    // close_v2 defers until statements are finalized, so a leaked one cannot keep it open.
    if (db_) sqlite3_close_v2(std::exchange(db_, nullptr));
}

void Database::fail(int rc) const {
    const int ext = db_ ? sqlite3_extended_errcode(db_) : rc;
    const std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    throw SqlError(rc & 0xff, ext, msg);
}

void Database::exec(std::string_view sql) {
    const std::string s(sql);
    const int rc = sqlite3_exec(db_, s.c_str(), nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) fail(rc);
}

std::int64_t Database::scalarInt(std::string_view sql) {
    Statement st(*this, sql);
    return st.step() ? st.int64(0) : 0;
}

std::string Database::scalarText(std::string_view sql) {
    Statement st(*this, sql);
    return st.step() ? st.text(0) : std::string();
}

std::int64_t Database::lastInsertId() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }
bool Database::readOnly() const { return sqlite3_db_readonly(db_, "main") == 1; }
void Database::setBusyTimeout(int ms) { sqlite3_busy_timeout(db_, ms); }

// ---- Transaction ----

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
    if (!done_ && db_.isOpen() && !sqlite3_get_autocommit(db_.handle()))
        sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

} // namespace muster
