#pragma once
// Ranked full-text search over the rules reference: an in-memory SQLite FTS5 index of
// titles, tags, summaries and ids (BM25, title and tags weighted above the summary).
#include "rules_library.h"

#include <memory>
#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace muster {

struct SearchHit {
    const RuleEntry* entry = nullptr;
    double score = 0;  // higher is better
};

class RulesSearch {
public:
    explicit RulesSearch(const RulesLibrary& lib = RulesLibrary::instance());
    ~RulesSearch();
    RulesSearch(const RulesSearch&) = delete;
    RulesSearch& operator=(const RulesSearch&) = delete;

    // Shared index over the embedded library (built on first use).
    static RulesSearch& instance();

    // Words of free text; every word must match (as a prefix) unless none would, in
    // which case any word may. `system` limits results to one system when not empty.
    std::vector<SearchHit> search(const std::string& words, std::size_t limit = 20,
                                  const std::string& system = {}) const;

private:
    std::vector<SearchHit> run(const std::string& match, std::size_t limit, const std::string& system) const;
    const RulesLibrary& lib_;
    sqlite3* db_ = nullptr;
    sqlite3_stmt* query_ = nullptr;
};

} // namespace muster
