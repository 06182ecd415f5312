#pragma once
// Crash recovery for games in progress, as editor/document/recovery_store.h does it for
// scenarios: each window's game is written after every action (the game file is small)
// to its own recovery file, guarded by the window's QLockFile, so a running editor's game
// is never offered to another; files whose owner is gone are offered at the next start.
//
// Layout, in DIR (by default RecoveryStore::defaultDir() + "/games", apart from the
// scenario recoveries so neither store reads the other's files):
//   game-UUID.json   the `muster-game` file (engine/io/game_json.h) as of the last action
//   game-UUID.meta   JSON: {"title", "library", "libraryId", "libraryGameId", "source", "turn", "toAct", "actions"}
//   game-UUID.lock   the owner's QLockFile
// (a LockedSlot, editor/document/locked_slot.h, as the scenario recoveries are).
#include "editor/document/locked_slot.h"
#include "engine/io/game_json.h"

#include <QDateTime>
#include <QString>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace muster {

// What a game recovery file says about the game.
struct GameRecoveryInfo {
    QString title;                          // the scenario's
    QString library;                        // the library file of libraryId (empty: the default one)
    std::optional<long long> libraryId;     // the library scenario it was played on
    std::optional<long long> libraryGameId; // the library game slot it was loaded from / saved to
    QString source;                         // the game file it was opened from / saved to, or empty
    int turn = 0;
    QString toAct;                          // "Union" / "Confederate"
    int actions = 0;
    QDateTime saved;
};

// A game recovery file nobody owns, locked by this process until restored or discarded.
class OrphanedGame : public OrphanedSlot<GameRecoveryInfo> {
public:
    using OrphanedSlot::OrphanedSlot;
    QString gamePath() const { return slot_.payloadPath(); }
    GameRecord read() const;  // throws GameReadError
};

// One window's game recovery slot. Writing is atomic (temporary, fsync, rename), which
// takes 10-40 ms on a busy disk: writeLater() hands the game to a writer thread so the
// window never waits; a burst of actions (the computer at pace 0) is written once, the
// latest state winning.
class GameRecoveryStore {
public:
    explicit GameRecoveryStore(QString dir = {});
    ~GameRecoveryStore();  // finishes a pending write and keeps the files (a crash keeps them too)

    static QString defaultDir();
    QString dir() const { return dir_; }

    // Write the game now. Returns an error message, or empty on success.
    QString write(const GameRecord& game, const GameRecoveryInfo& info);
    // Queue the game for the writer thread. Returns the error of an earlier queued write
    // (once), or empty.
    QString writeLater(GameRecord game, GameRecoveryInfo info);
    // Wait until queued writes are on disk.
    void flush();
    // Nothing to recover any more (saved, over, window closed): remove the files, unlock.
    void clear();
    void adopt(OrphanedGame& orphan);
    QString gamePath() const;  // empty before the first write

    // Game recovery files whose owner no longer runs, each locked for the caller, oldest first.
    static std::vector<OrphanedGame> claimOrphans(const QString& dir = {});

private:
    QString claimSlot();       // the key and lock, taken on the first write
    // Writes the slot whose files are `gamePath` and `metaPath` (copied under mutex_).
    static QString writeFiles(const QString& gamePath, const QString& metaPath, const GameRecord& game,
                              const GameRecoveryInfo& info);
    void run();                // the writer thread

    QString dir_;
    LockedSlot slot_;          // set and reset under mutex_: the writer thread reads it

    std::mutex mutex_;
    std::condition_variable wake_, idle_;
    std::optional<std::pair<GameRecord, GameRecoveryInfo>> pending_;
    bool busy_ = false, stopping_ = false;
    QString asyncError_;
    std::thread writer_;       // started on the first writeLater
};

} // namespace muster
