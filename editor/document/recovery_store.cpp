#include "recovery_store.h"
#include "editor/qstring_util.h"

#include "model/io/atomic_file.h"

#include <QCoreApplication>
#include "model/io/scenario_json.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace muster {
namespace {

QString path(const QString& dir, const QString& key, const char* ext) { return dir + QLatin1Char('/') + key + QLatin1String(ext); }

std::unique_ptr<QLockFile> tryLock(const QString& dir, const QString& key) {
    auto lock = std::make_unique<QLockFile>(path(dir, key, ".lock"));
    // Never stale by age: only when its owner (pid on this host) no longer runs, which
    // QLockFile checks itself. An editor left open for days keeps its claim.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

RecoveryInfo readInfo(const QString& dir, const QString& key) {
    RecoveryInfo info;
    QFile f(path(dir, key, ".meta"));
    if (f.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(f.read(1 << 20)).object();
        info.source = o.value(QStringLiteral("source")).toString();
        if (o.value(QStringLiteral("libraryId")).isDouble())
            info.libraryId = static_cast<long long>(o.value(QStringLiteral("libraryId")).toDouble());
        info.title = o.value(QStringLiteral("title")).toString();
    }
    info.saved = QFileInfo(path(dir, key, ".json")).lastModified();
    return info;
}

// Muster before per-document recovery kept one AppData/recovery.json and its source in
// QSettings: move it in as an ordinary recovery so it is offered like the others.
void adoptLegacy(const QString& dir) {
    const QString legacy = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery.json");
    if (!QFile::exists(legacy)) return;
    const QString key = QStringLiteral("legacy-") + QUuid::createUuid().toString(QUuid::Id128);
    QSettings st;
    QJsonObject meta;
    meta[QStringLiteral("source")] = st.value(QStringLiteral("recovery/source")).toString();
    try {
        writeFileAtomically(QFile::encodeName(path(dir, key, ".meta")).toStdString(),
                            QJsonDocument(meta).toJson().toStdString());
    } catch (const std::exception&) {
        return; // leave it where it is; offered once the folder is writable
    }
    if (QFile::rename(legacy, path(dir, key, ".json"))) st.remove(QStringLiteral("recovery/source"));
    else QFile::remove(path(dir, key, ".meta"));
}

} // namespace

OrphanedRecovery::OrphanedRecovery(QString dir, QString key, std::unique_ptr<QLockFile> lock, RecoveryInfo info)
    : dir_(std::move(dir)), key_(std::move(key)), lock_(std::move(lock)), info_(std::move(info)) {}

QString OrphanedRecovery::scenarioPath() const { return path(dir_, key_, ".json"); }

Scenario OrphanedRecovery::read() const { return readScenarioFile(QFile::encodeName(scenarioPath()).toStdString()); }

void OrphanedRecovery::discard() {
    QFile::remove(path(dir_, key_, ".json"));
    QFile::remove(path(dir_, key_, ".meta"));
    lock_.reset(); // unlocks, removing the lock file
}

RecoveryStore::RecoveryStore(QString dir) : dir_(dir.isEmpty() ? defaultDir() : std::move(dir)) {
    untitledId_ = QUuid::createUuid().toString(QUuid::Id128).left(12);
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryStore::keyFor(const RecoveryInfo& info) const {
    if (info.libraryId) return QStringLiteral("library-%1").arg(*info.libraryId);
    if (!info.source.isEmpty()) {
        const QByteArray abs = QFileInfo(info.source).absoluteFilePath().toUtf8();
        return QStringLiteral("file-") + QString::fromLatin1(QCryptographicHash::hash(abs, QCryptographicHash::Sha1).toHex().left(16));
    }
    return QStringLiteral("untitled-") + untitledId_;
}

QString RecoveryStore::scenarioPath() const { return key_.isEmpty() ? QString() : path(dir_, key_, ".json"); }

bool RecoveryStore::take(const QString& key) {
    auto lock = tryLock(dir_, key);
    if (!lock) return false;
    // An orphan nobody has been offered yet (its owner died while we ran): keep it for
    // the next start rather than overwrite it.
    if (QFile::exists(path(dir_, key, ".json"))) return false;
    key_ = key;
    lock_ = std::move(lock);
    return true;
}

QString RecoveryStore::write(const Scenario& s, const RecoveryInfo& info) {
    const QString base = keyFor(info);
    const bool sameDocument = lock_ && (key_ == base || key_.startsWith(base + QLatin1Char('-')));
    if (!sameDocument) {
        clear(); // the document was saved elsewhere or replaced: its old copy is stale
        if (!QDir().mkpath(dir_)) return QCoreApplication::translate("muster::RecoveryStore", "cannot create %1").arg(dir_);
        for (int n = 1; n <= 100 && key_.isEmpty(); ++n)
            take(n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n));
        if (key_.isEmpty()) return QCoreApplication::translate("muster::RecoveryStore", "no free recovery slot in %1").arg(dir_);
    }
    QJsonObject meta;
    meta[QStringLiteral("source")] = info.source;
    meta[QStringLiteral("libraryId")] = info.libraryId ? QJsonValue(static_cast<double>(*info.libraryId)) : QJsonValue();
    meta[QStringLiteral("title")] = info.title;
    try {
        writeFileAtomically(QFile::encodeName(path(dir_, key_, ".meta")).toStdString(), QJsonDocument(meta).toJson().toStdString());
        writeScenarioFile(s, QFile::encodeName(path(dir_, key_, ".json")).toStdString());
    } catch (const std::exception& e) {
        return qs(e.what());
    }
    return {};
}

void RecoveryStore::clear() {
    if (key_.isEmpty()) return;
    QFile::remove(path(dir_, key_, ".json"));
    QFile::remove(path(dir_, key_, ".meta"));
    lock_.reset();
    key_.clear();
}

void RecoveryStore::adopt(OrphanedRecovery& orphan) {
    clear();
    key_ = orphan.key();
    lock_ = orphan.takeLock();
}

std::vector<OrphanedRecovery> RecoveryStore::claimOrphans(const QString& dirIn) {
    const QString dir = dirIn.isEmpty() ? defaultDir() : dirIn;
    QDir().mkpath(dir);
    adoptLegacy(dir);
    std::vector<OrphanedRecovery> out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time | QDir::Reversed)) {
        const QString key = fi.completeBaseName();
        auto lock = tryLock(dir, key);
        if (!lock) continue; // a running editor's: not ours to offer or delete
        RecoveryInfo info = readInfo(dir, key);
        out.emplace_back(dir, key, std::move(lock), std::move(info));
    }
    return out;
}

} // namespace muster
