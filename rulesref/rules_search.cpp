#include "rules_search.h"

#include <sqlite3.h>

#include <cctype>
#include <stdexcept>

namespace muster {
namespace {

void check(int rc, sqlite3* db, const char* what) {
    if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
        throw std::runtime_error(std::string("rules search index: ") + what + ": " + sqlite3_errmsg(db));
}

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += s + " ";
    return out;
}

// Free text -> lower-case alphanumeric words (FTS5 syntax characters are dropped).
std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::string cur;
    for (unsigned char c : text) {
        if (std::isalnum(c)) cur += static_cast<char>(std::tolower(c));
        else if (!cur.empty()) out.push_back(std::move(cur)), cur.clear();
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

} // namespace

RulesSearch::RulesSearch(const RulesLibrary& lib) : lib_(lib) {
    check(sqlite3_open_v2(":memory:", &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr), db_, "open");
    check(sqlite3_exec(db_,
                       "CREATE VIRTUAL TABLE rules USING fts5(title, tags, summary, id, system UNINDEXED, "
                       "tokenize='porter unicode61')",
                       nullptr, nullptr, nullptr),
          db_, "create");
    sqlite3_stmt* ins = nullptr;
    check(sqlite3_prepare_v2(db_, "INSERT INTO rules(rowid, title, tags, summary, id, system) VALUES(?,?,?,?,?,?)",
                             -1, &ins, nullptr),
          db_, "prepare insert");
    sqlite3_exec(db_, "BEGIN", nullptr, nullptr, nullptr);
    const auto& entries = lib_.entries();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const RuleEntry& e = entries[i];
        std::string tags = join(e.tags) + join(e.terrain) + join(e.units) + e.topic;
        sqlite3_bind_int64(ins, 1, static_cast<sqlite3_int64>(i));
        sqlite3_bind_text(ins, 2, e.title.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(ins, 3, tags.c_str(), -1, SQLITE_TRANSIENT);
        const std::string summary = e.summary.text(Audience::Cli);
        sqlite3_bind_text(ins, 4, summary.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(ins, 5, e.id.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(ins, 6, e.system.c_str(), -1, SQLITE_TRANSIENT);
        check(sqlite3_step(ins), db_, "insert");
        sqlite3_reset(ins);
    }
    sqlite3_finalize(ins);
    sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr);
    // bm25() is lower-is-better; weights: title 10, tags 5, summary 1, id 3.
    check(sqlite3_prepare_v2(db_,
                             "SELECT rowid, bm25(rules, 10.0, 5.0, 1.0, 3.0) AS r FROM rules "
                             "WHERE rules MATCH ?1 AND (?2 = '' OR system = ?2) ORDER BY r LIMIT ?3",
                             -1, &query_, nullptr),
          db_, "prepare query");
}

RulesSearch::~RulesSearch() {
    sqlite3_finalize(query_);
    sqlite3_close(db_);
}

RulesSearch& RulesSearch::instance() {
    static RulesSearch s;
    return s;
}

std::vector<SearchHit> RulesSearch::run(const std::string& match, std::size_t limit,
                                        const std::string& system) const {
    std::vector<SearchHit> out;
    sqlite3_reset(query_);
    sqlite3_bind_text(query_, 1, match.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_text(query_, 2, system.c_str(), -1, SQLITE_TRANSIENT);
    sqlite3_bind_int64(query_, 3, static_cast<sqlite3_int64>(limit));
    int rc;
    while ((rc = sqlite3_step(query_)) == SQLITE_ROW) {
        const auto row = static_cast<std::size_t>(sqlite3_column_int64(query_, 0));
        out.push_back({&lib_.entries().at(row), -sqlite3_column_double(query_, 1)});
    }
    check(rc, db_, "search");
    sqlite3_reset(query_);
    return out;
}

std::vector<SearchHit> RulesSearch::search(const std::string& text, std::size_t limit,
                                           const std::string& system) const {
    const auto w = words(text);
    if (w.empty() || limit == 0) return {};
    std::string all, any;
    for (const auto& word : w) {
        const std::string term = "\"" + word + "\"*";
        all += (all.empty() ? "" : " AND ") + term;
        any += (any.empty() ? "" : " OR ") + term;
    }
    auto hits = run(all, limit, system);
    if (hits.empty() && w.size() > 1) hits = run(any, limit, system);
    return hits;
}

} // namespace muster
