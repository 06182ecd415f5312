#pragma once
// A thin RAII layer over the SQLite C API: connection, prepared statement, transaction.
// Every value goes in through a bound parameter; SQL text is never built from user data.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace muster {

// An SQLite failure: the result code (primary and extended) and SQLite's message.
class SqlError : public std::runtime_error {
public:
    SqlError(int code, int extendedCode, const std::string& message)
        : std::runtime_error(message), code_(code), extended_(extendedCode) {}
    int code() const { return code_; }            // SQLITE_BUSY, SQLITE_FULL, ...
    int extendedCode() const { return extended_; }
private:
    int code_;
    int extended_;
};

class Database;

// A prepared statement; bind() is 1-based like SQLite; step() returns true while a row is ready.
class Statement {
public:
    Statement() = default;
    Statement(Database& db, std::string_view sql);
    ~Statement();
    Statement(Statement&& o) noexcept;
    Statement& operator=(Statement&& o) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, std::int64_t v);
    Statement& bind(int index, int v) { return bind(index, static_cast<std::int64_t>(v)); }
    Statement& bind(int index, double v);
    // Text with its exact length, so NUL bytes inside survive.
    Statement& bind(int index, std::string_view text);
    Statement& bind(int index, const std::string& text) { return bind(index, std::string_view(text)); }
    Statement& bind(int index, const char* text) { return bind(index, std::string_view(text)); }
    Statement& bindBlob(int index, const void* data, std::size_t size);
    Statement& bindNull(int index);
    template <class T> Statement& bind(int index, const std::optional<T>& v) {
        return v ? bind(index, *v) : bindNull(index);
    }

    bool step();           // true: a row is ready; false: done
    void exec();           // step until done
    void reset();          // ready to run again; bindings are kept
    void clearBindings();

    bool isNull(int col) const;
    std::int64_t int64(int col) const;
    int integer(int col) const { return static_cast<int>(int64(col)); }
    double real(int col) const;
    std::string text(int col) const;        // exact bytes, NUL included
    std::optional<std::string> optText(int col) const;
    std::optional<int> optInt(int col) const;
    std::vector<std::uint8_t> blob(int col) const;
    const void* blobData(int col) const;
    std::size_t blobSize(int col) const;

private:
    void check(int rc) const;
    Database* db_ = nullptr;
    sqlite3_stmt* stmt_ = nullptr;
};

// One connection. Throws SqlError on failure; the caller turns it into a user message.
class Database {
public:
    Database() = default;
    // flags: SQLITE_OPEN_* values; uri true allows "file:...?immutable=1".
    Database(const std::string& path, int flags);
    ~Database();
    Database(Database&& o) noexcept;
    Database& operator=(Database&& o) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    bool isOpen() const { return db_ != nullptr; }
    void close();
    sqlite3* handle() const { return db_; }

    void exec(std::string_view sql);           // statements without parameters (DDL, pragmas)
    Statement prepare(std::string_view sql) { return Statement(*this, sql); }
    std::int64_t scalarInt(std::string_view sql);   // first column of the first row
    std::string scalarText(std::string_view sql);
    std::int64_t lastInsertId() const;
    int changes() const;
    bool readOnly() const;                     // the connection cannot write
    void setBusyTimeout(int ms);

    [[noreturn]] void fail(int rc) const;      // throw SqlError for rc with the current message
    void check(int rc) const { if (rc != 0) fail(rc); }

private:
    sqlite3* db_ = nullptr;
};

// BEGIN IMMEDIATE on construction; rolls back on destruction unless commit() ran.
class Transaction {
public:
    explicit Transaction(Database& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();
private:
    Database& db_;
    bool done_ = false;
};

} // namespace muster
