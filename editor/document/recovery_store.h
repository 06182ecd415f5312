#pragma once
// Crash recovery for open documents of any rule system (a Hold the Line scenario, a
// square-grid or Eagle Games battle): one recovery file per document, each guarded by the
// lock (QLockFile) of the process that writes it. A running editor's recovery files are
// never offered to, or deleted by, another window or instance; those whose owner is gone
// (crashed, killed) are orphans, offered at the next start.
//
// Layout, in DIR (by default AppDataLocation/recovery):
//   KEY.json   the document's file text at the last autosave (its `ruleset` says its system)
//   KEY.meta   JSON: {"source": file path or "", "libraryId": n or null, "libraryBattle": n
//              or null, "title": ...}
//   KEY.lock   the owner's QLockFile
// KEY is "file-HASH" for a document with a file, "library-N" for a library scenario,
// "battle-N" for a library battle of another system, "untitled-UUID" otherwise; a second window on the same document adds "-2", "-3"...
// The files and their lock are a LockedSlot (locked_slot.h), shared with the game store.
#include "editor/document/locked_slot.h"
#include "model/scenario.h"

#include <QDateTime>
#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace muster {

// What a recovery file says about the document it came from.
struct RecoveryInfo {
    QString source;                 // the document's file, or empty
    std::optional<long long> libraryId;      // a library scenario (Hold the Line)
    std::optional<long long> libraryBattle;  // a library battle of another system
    QString title;
    QDateTime saved;
};

// A recovery file nobody owns, claimed (locked) by this process until it is restored or
// discarded.
class OrphanedRecovery : public OrphanedSlot<RecoveryInfo> {
public:
    using OrphanedSlot::OrphanedSlot;
    QString scenarioPath() const { return slot_.payloadPath(); }
    // Reads the recovered scenario (throws ScenarioReadError).
    Scenario read() const;
    // The recovered file text, of any system (throws ScenarioReadError).
    std::string text() const;
};

// The recovery slot of one window's document.
class RecoveryStore {
public:
    // `dir` empty: AppDataLocation/recovery.
    explicit RecoveryStore(QString dir = {});
    ~RecoveryStore(); // keeps the files (a crash keeps them too); releases the lock

    static QString defaultDir();
    QString dir() const { return dir_; }

    // Write the document's current state. Returns an error message, or empty on success.
    QString write(const Scenario& s, const RecoveryInfo& info);
    // The same for a document of any system, as its canonical file text.
    QString write(const std::string& fileText, const RecoveryInfo& info);
    // Remove this document's recovery files and release the lock (saved, closed, moved on).
    void clear();
    // Adopt a restored orphan: its files and lock become this window's.
    void adopt(OrphanedRecovery& orphan);
    // The scenario file this slot writes (empty before the first write).
    QString scenarioPath() const;

    // Recovery files in `dir` whose owner no longer runs, each locked for the caller,
    // oldest first. A legacy single "recovery.json" (older Muster) in the parent folder is
    // moved in as one of them.
    static std::vector<OrphanedRecovery> claimOrphans(const QString& dir = {});

private:
    QString keyFor(const RecoveryInfo& info) const;
    QString writeWith(const RecoveryInfo& info, const std::function<void(const std::string&)>& writePayload);

    QString dir_, untitledId_;
    LockedSlot slot_;
};

} // namespace muster
