// Listing, searching and revision history. Filters are fixed SQL fragments with bound values.
#include "library_impl.h"
#include "text_fold.h"

#include <unordered_map>

namespace muster {
namespace {

constexpr const char* kSummaryColumns =
    "SELECT s.id, r.id, r.number, (SELECT count(*) FROM revisions WHERE scenario_id = s.id),"
    " r.title, r.subtitle, r.author, r.date, r.ruleset,"
    " (SELECT name FROM sides WHERE revision_id = r.id AND side = 'union'),"
    " (SELECT name FROM sides WHERE revision_id = r.id AND side = 'confederate'),"
    " r.columns, r.rows, r.turns, r.unit_count, s.created, r.saved_at, s.trashed_at"
    " FROM scenarios s JOIN revisions r ON r.id = s.current_revision";

ScenarioSummary readSummary(const Statement& st) {
    ScenarioSummary m;
    m.id = st.int64(0);
    m.revision = st.int64(1);
    m.revisionNumber = st.integer(2);
    m.revisionCount = st.integer(3);
    m.title = st.text(4);
    m.subtitle = st.text(5);
    m.author = st.text(6);
    m.date = st.text(7);
    m.ruleset = st.text(8);
    m.unionName = st.text(9);
    m.confederateName = st.text(10);
    m.columns = st.integer(11);
    m.rows = st.integer(12);
    m.turns = st.integer(13);
    m.unitCount = st.integer(14);
    m.created = st.text(15);
    m.modified = st.text(16);
    m.trashedAt = st.optText(17);
    return m;
}

void attachTags(Database& db, std::vector<ScenarioSummary>& rows, bool trash) {
    if (rows.empty()) return;
    std::unordered_map<RevisionId, std::size_t> byRev;
    for (std::size_t i = 0; i < rows.size(); ++i) byRev[rows[i].revision] = i;
    auto st = db.prepare(
        std::string("SELECT t.revision_id, t.tag FROM tags t JOIN scenarios s ON s.current_revision = t.revision_id"
                    " WHERE s.trashed_at IS ") + (trash ? "NOT NULL" : "NULL") + " ORDER BY t.revision_id, t.seq");
    while (st.step())
        if (auto it = byRev.find(st.int64(0)); it != byRev.end()) rows[it->second].tags.push_back(st.text(1));
}

} // namespace

std::vector<ScenarioSummary> Library::list(const LibraryQuery& q) const {
    std::string sql = kSummaryColumns;
    sql += q.trash ? " WHERE s.trashed_at IS NOT NULL" : " WHERE s.trashed_at IS NULL";
    // Parameters by number: every fragment below is fixed text; only values are bound.
    // Substring matches on case-folded text (text_fold.h); instr() has no wildcards to escape.
    if (!q.text.empty())
        sql += " AND (instr(muster_fold(r.title), ?1) OR instr(muster_fold(r.subtitle), ?1) OR EXISTS"
               " (SELECT 1 FROM sides WHERE revision_id = r.id AND instr(muster_fold(name), ?1)))";
    if (!q.title.empty()) sql += " AND instr(muster_fold(r.title), ?2)";
    if (!q.subtitle.empty()) sql += " AND instr(muster_fold(r.subtitle), ?3)";
    if (!q.sideName.empty())
        sql += " AND EXISTS (SELECT 1 FROM sides WHERE revision_id = r.id AND instr(muster_fold(name), ?4))";
    if (!q.ruleset.empty()) sql += " AND r.ruleset = ?5";
    if (!q.tag.empty()) sql += " AND EXISTS (SELECT 1 FROM tags WHERE revision_id = r.id AND tag = ?6)";
    if (!q.dateFrom.empty()) sql += " AND r.date <> '' AND r.date >= ?7";
    // A prefix bound: "1862-09" keeps every day of September 1862.
    if (!q.dateTo.empty()) sql += " AND r.date <> '' AND substr(r.date, 1, length(?8)) <= ?8";
    const char* dir = q.descending ? " DESC" : " ASC";
    switch (q.sortBy) {
    case SortBy::Title: sql += std::string(" ORDER BY r.title COLLATE NOCASE") + dir + ", s.id" + dir; break;
    case SortBy::Date: sql += std::string(" ORDER BY r.date") + dir + ", r.title COLLATE NOCASE, s.id"; break;
    case SortBy::Modified: sql += std::string(" ORDER BY r.saved_at") + dir + ", r.id" + dir; break;
    }
    if (q.limit >= 0) sql += " LIMIT ?9";
    try {
        auto st = d->db.prepare(sql);
        if (!q.text.empty()) st.bind(1, foldCase(q.text));
        if (!q.title.empty()) st.bind(2, foldCase(q.title));
        if (!q.subtitle.empty()) st.bind(3, foldCase(q.subtitle));
        if (!q.sideName.empty()) st.bind(4, foldCase(q.sideName));
        if (!q.ruleset.empty()) st.bind(5, q.ruleset);
        if (!q.tag.empty()) st.bind(6, q.tag);
        if (!q.dateFrom.empty()) st.bind(7, q.dateFrom);
        if (!q.dateTo.empty()) st.bind(8, q.dateTo);
        if (q.limit >= 0) st.bind(9, q.limit);
        std::vector<ScenarioSummary> out;
        while (st.step()) out.push_back(readSummary(st));
        attachTags(d->db, out, q.trash);
        return out;
    } catch (const SqlError& e) {
        d->raise(e, "list the library");
    }
}

std::optional<ScenarioSummary> Library::summary(ScenarioId id) const {
    try {
        auto st = d->db.prepare(std::string(kSummaryColumns) + " WHERE s.id = ?1");
        st.bind(1, id);
        if (!st.step()) return std::nullopt;
        ScenarioSummary m = readSummary(st);
        auto tags = d->db.prepare("SELECT tag FROM tags WHERE revision_id = ?1 ORDER BY seq");
        tags.bind(1, m.revision);
        while (tags.step()) m.tags.push_back(tags.text(0));
        return m;
    } catch (const SqlError& e) {
        d->raise(e, "read scenario " + std::to_string(id));
    }
}

std::size_t Library::count(bool trash) const {
    try {
        return static_cast<std::size_t>(d->db.scalarInt(trash ? "SELECT count(*) FROM scenarios WHERE trashed_at IS NOT NULL"
                                                              : "SELECT count(*) FROM scenarios WHERE trashed_at IS NULL"));
    } catch (const SqlError& e) {
        d->raise(e, "count scenarios");
    }
}

std::vector<RevisionInfo> Library::revisions(ScenarioId id) const {
    try {
        auto st = d->db.prepare(
            "SELECT r.id, r.number, r.saved_at, r.note, r.title, r.id = s.current_revision"
            " FROM revisions r JOIN scenarios s ON s.id = r.scenario_id WHERE r.scenario_id = ?1 ORDER BY r.number DESC");
        st.bind(1, id);
        std::vector<RevisionInfo> out;
        while (st.step())
            out.push_back({st.int64(0), id, st.integer(1), st.text(2), st.text(3), st.text(4), st.int64(5) != 0});
        if (out.empty())
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no scenario " + std::to_string(id));
        return out;
    } catch (const SqlError& e) {
        d->raise(e, "list the revisions of scenario " + std::to_string(id));
    }
}

ScenarioId Library::scenarioOfRevision(RevisionId rev) const {
    try {
        auto st = d->db.prepare("SELECT scenario_id FROM revisions WHERE id = ?1");
        st.bind(1, rev);
        if (!st.step())
            throw LibraryError(LibraryError::Kind::NotFound, d->path + ": there is no revision " + std::to_string(rev));
        return st.int64(0);
    } catch (const SqlError& e) {
        d->raise(e, "read revision " + std::to_string(rev));
    }
}

} // namespace muster
