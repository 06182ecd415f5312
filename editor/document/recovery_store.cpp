#include "recovery_store.h"

#include "editor/widgets/qstring_util.h"
#include "model/io/atomic_file.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

namespace muster {
namespace {

RecoveryInfo readRecoveryInfo(const LockedSlot& slot) {
    RecoveryInfo info;
    const QJsonObject o = slot.readMeta();
    info.source = o.value(QStringLiteral("source")).toString();
    if (o.value(QStringLiteral("libraryId")).isDouble())
        info.libraryId = static_cast<long long>(o.value(QStringLiteral("libraryId")).toDouble());
    if (o.value(QStringLiteral("libraryBattle")).isDouble())
        info.libraryBattle = static_cast<long long>(o.value(QStringLiteral("libraryBattle")).toDouble());
    info.title = o.value(QStringLiteral("title")).toString();
    info.saved = slot.saved();
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
        LockedSlot::writeMeta(LockedSlot::filePath(dir, key, ".meta"), meta);
    } catch (const std::exception&) {
        return; // leave it where it is; offered once the folder is writable
    }
    if (QFile::rename(legacy, LockedSlot::filePath(dir, key, ".json"))) st.remove(QStringLiteral("recovery/source"));
    else QFile::remove(LockedSlot::filePath(dir, key, ".meta"));
}

} // namespace

Scenario OrphanedRecovery::read() const { return readScenarioFile(QFile::encodeName(scenarioPath()).toStdString()); }

std::string OrphanedRecovery::text() const {
    const std::string path = QFile::encodeName(scenarioPath()).toStdString();
    try {
        return readRegularFile(path, ReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw ScenarioReadError(path, "", e.reason());
    }
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
    if (info.libraryBattle) return QStringLiteral("battle-%1").arg(*info.libraryBattle);
    if (!info.source.isEmpty()) {
        const QByteArray abs = QFileInfo(info.source).absoluteFilePath().toUtf8();
        return QStringLiteral("file-") + QString::fromLatin1(QCryptographicHash::hash(abs, QCryptographicHash::Sha1).toHex().left(16));
    }
    return QStringLiteral("untitled-") + untitledId_;
}

QString RecoveryStore::scenarioPath() const { return slot_.payloadPath(); }

QString RecoveryStore::write(const Scenario& s, const RecoveryInfo& info) {
    // writeScenarioFile refuses a scenario its reader could not read back.
    return writeWith(info, [&s](const std::string& path) { writeScenarioFile(s, path); });
}

QString RecoveryStore::write(const std::string& fileText, const RecoveryInfo& info) {
    return writeWith(info, [&fileText](const std::string& path) { writeFileAtomically(path, fileText); });
}

QString RecoveryStore::writeWith(const RecoveryInfo& info, const std::function<void(const std::string&)>& writePayload) {
    const QString base = keyFor(info);
    const bool sameDocument = slot_.held() && (slot_.key() == base || slot_.key().startsWith(base + QLatin1Char('-')));
    if (!sameDocument) {
        clear(); // the document was saved elsewhere or replaced: its old copy is stale
        if (!QDir().mkpath(dir_)) return QCoreApplication::translate("muster::RecoveryStore", "cannot create %1").arg(dir_);
        for (int n = 1; n <= 100 && !slot_.held(); ++n)
            slot_ = LockedSlot::takeFree(dir_, n == 1 ? base : QStringLiteral("%1-%2").arg(base).arg(n));
        if (!slot_.held()) return QCoreApplication::translate("muster::RecoveryStore", "no free recovery slot in %1").arg(dir_);
    }
    QJsonObject meta;
    meta[QStringLiteral("source")] = info.source;
    meta[QStringLiteral("libraryId")] = info.libraryId ? QJsonValue(static_cast<double>(*info.libraryId)) : QJsonValue();
    meta[QStringLiteral("libraryBattle")] =
        info.libraryBattle ? QJsonValue(static_cast<double>(*info.libraryBattle)) : QJsonValue();
    meta[QStringLiteral("title")] = info.title;
    try {
        LockedSlot::writeMeta(slot_.metaPath(), meta);
        writePayload(QFile::encodeName(slot_.payloadPath()).toStdString());
    } catch (const std::exception& e) {
        return qs(e.what());
    }
    return {};
}

void RecoveryStore::clear() { slot_.remove(); }

void RecoveryStore::adopt(OrphanedRecovery& orphan) {
    clear();
    slot_ = orphan.takeSlot();
}

std::vector<OrphanedRecovery> RecoveryStore::claimOrphans(const QString& dirIn) {
    const QString dir = dirIn.isEmpty() ? defaultDir() : dirIn;
    QDir().mkpath(dir);
    adoptLegacy(dir);
    return claimOrphanSlots<OrphanedRecovery>(dir, QStringLiteral("*.json"), readRecoveryInfo);
}

} // namespace muster
