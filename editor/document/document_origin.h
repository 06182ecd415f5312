#pragma once
// Where the open document came from, and so where Save puts it: a file, a scenario in the
// library (with the revision opened or last saved), or a template (a bundled battle, whose
// shipped file is never written, or a new board). Save As and a save of a template ask.
#include <QString>

#include <optional>

namespace muster {

struct DocumentOrigin {
    enum class Kind { New, Bundled, File, Library };
    Kind kind = Kind::New;
    QString path;                      // File: the file; Bundled: the shipped file
    std::optional<long long> libraryId;  // Library: the scenario
    std::optional<long long> revision;   // Library: the revision opened or saved

    static DocumentOrigin newBoard() { return {}; }
    static DocumentOrigin file(const QString& p) { return {Kind::File, p, {}, {}}; }
    static DocumentOrigin bundled(const QString& p) { return {Kind::Bundled, p, {}, {}}; }
    static DocumentOrigin library(long long id, std::optional<long long> rev = std::nullopt) {
        return {Kind::Library, {}, id, rev};
    }
    bool isTemplate() const { return kind == Kind::New || kind == Kind::Bundled; }
    bool operator==(const DocumentOrigin&) const = default;
};

} // namespace muster
