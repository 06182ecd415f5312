#pragma once
// The lock-owned files behind both crash-recovery stores (RecoveryStore for scenarios,
// GameRecoveryStore for games in play), so the rules of who may write, offer or delete a
// recovery live in one place. A slot is, in DIR:
//   KEY.json   the payload (a scenario, a game), written by the store that owns the slot
//   KEY.meta   a JSON object about the payload, shown when it is offered
//   KEY.lock   the QLockFile of the process that owns the slot
// A lock is stale only when its owner (a pid on this host) no longer runs, never by age:
// an editor left open for days keeps its claim. A slot whose owner is gone (crashed,
// killed) is an orphan; the first process to claim it locks it, so it is offered once.
#include <QDateTime>
#include <QJsonObject>
#include <QLockFile>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace muster {

// One slot, held (locked) by this process, or nothing. Moving it moves the claim.
class LockedSlot {
public:
    LockedSlot() = default;
    LockedSlot(LockedSlot&&) noexcept = default;
    LockedSlot& operator=(LockedSlot&&) noexcept = default;
    ~LockedSlot() = default;  // unlocks and keeps the files: a crash keeps them too

    // DIR/KEY plus `ext` (".json", ".meta", ".lock").
    static QString filePath(const QString& dir, const QString& key, const char* ext);

    // Lock KEY in DIR for a new payload. Holds nothing if a running process owns it, or if
    // its payload is there already: an orphan nobody has been offered yet (its owner died
    // while we ran) is kept for the next start rather than overwritten.
    static LockedSlot takeFree(const QString& dir, const QString& key);
    // The slots in DIR whose payload name matches `pattern` (e.g. "*.json") and whose owner
    // no longer runs, each locked for the caller, oldest payload first. None when DIR is
    // not a folder; a running process's slots are neither returned nor touched.
    static std::vector<LockedSlot> claimOrphans(const QString& dir, const QString& pattern);

    bool held() const { return lock_ != nullptr; }
    const QString& key() const { return key_; }
    QString payloadPath() const;  // empty when nothing is held
    QString metaPath() const;     // likewise
    QJsonObject readMeta() const; // empty when missing or not JSON
    QDateTime saved() const;      // when the payload was last written

    // Write `meta` to a slot's meta file atomically; throws as writeFileAtomically does.
    // Static so a writer thread can use paths it copied under its own lock.
    static void writeMeta(const QString& metaPath, const QJsonObject& meta);

    // Delete the payload and meta, unlock (which removes the lock file), hold nothing.
    void remove();

private:
    LockedSlot(QString dir, QString key, std::unique_ptr<QLockFile> lock);
    static std::unique_ptr<QLockFile> tryLock(const QString& dir, const QString& key);

    QString dir_, key_;
    std::unique_ptr<QLockFile> lock_;
};

// A slot nobody owned, claimed by this process until it is restored (its slot taken over
// by a store) or discarded, with what its meta file says (`Info`).
template <class Info>
class OrphanedSlot {
public:
    OrphanedSlot(LockedSlot slot, Info info) : slot_(std::move(slot)), info_(std::move(info)) {}
    const Info& info() const { return info_; }
    QString key() const { return slot_.key(); }
    // Delete the files (the user said no).
    void discard() { slot_.remove(); }
    // The claim passes to the store that restores the payload (RecoveryStore::adopt).
    LockedSlot takeSlot() { return std::move(slot_); }

protected:
    LockedSlot slot_;
    Info info_;
};

// LockedSlot::claimOrphans with each slot's Info read by `readInfo(const LockedSlot&)`.
template <class Orphan, class ReadInfo>
std::vector<Orphan> claimOrphanSlots(const QString& dir, const QString& pattern, ReadInfo readInfo) {
    std::vector<Orphan> out;
    for (LockedSlot& slot : LockedSlot::claimOrphans(dir, pattern)) {
        auto info = readInfo(slot);
        out.emplace_back(std::move(slot), std::move(info));
    }
    return out;
}

} // namespace muster
