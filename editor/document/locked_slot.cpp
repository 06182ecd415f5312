#include "locked_slot.h"

#include "model/io/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace muster {

LockedSlot::LockedSlot(QString dir, QString key, std::unique_ptr<QLockFile> lock)
    : dir_(std::move(dir)), key_(std::move(key)), lock_(std::move(lock)) {}

QString LockedSlot::filePath(const QString& dir, const QString& key, const char* ext) {
    return dir + QLatin1Char('/') + key + QLatin1String(ext);
}

std::unique_ptr<QLockFile> LockedSlot::tryLock(const QString& dir, const QString& key) {
    auto lock = std::make_unique<QLockFile>(filePath(dir, key, ".lock"));
    // Never stale by age: only when its owner no longer runs, which QLockFile checks itself.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

LockedSlot LockedSlot::takeFree(const QString& dir, const QString& key) {
    auto lock = tryLock(dir, key);
    if (!lock || QFile::exists(filePath(dir, key, ".json"))) return {};
    return LockedSlot(dir, key, std::move(lock));
}

std::vector<LockedSlot> LockedSlot::claimOrphans(const QString& dir, const QString& pattern) {
    std::vector<LockedSlot> out;
    if (!QFileInfo(dir).isDir()) return out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({pattern}, QDir::Files, QDir::Time | QDir::Reversed)) {
        const QString key = fi.completeBaseName();
        auto lock = tryLock(dir, key);
        if (!lock) continue; // a running process's: not ours to offer or delete
        out.push_back(LockedSlot(dir, key, std::move(lock)));
    }
    return out;
}

QString LockedSlot::payloadPath() const { return held() ? filePath(dir_, key_, ".json") : QString(); }

QString LockedSlot::metaPath() const { return held() ? filePath(dir_, key_, ".meta") : QString(); }

QJsonObject LockedSlot::readMeta() const {
    QFile f(metaPath());
    if (!held() || !f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.read(1 << 20)).object();
}

QDateTime LockedSlot::saved() const { return QFileInfo(payloadPath()).lastModified(); }

void LockedSlot::writeMeta(const QString& metaPath, const QJsonObject& meta) {
    writeFileAtomically(QFile::encodeName(metaPath).toStdString(), QJsonDocument(meta).toJson().toStdString());
}

void LockedSlot::remove() {
    if (!held()) return;
    QFile::remove(payloadPath());
    QFile::remove(metaPath());
    lock_.reset(); // unlocks, removing the lock file
    dir_.clear();
    key_.clear();
}

} // namespace muster
