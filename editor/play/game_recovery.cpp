#include "game_recovery.h"

#include "editor/document/recovery_store.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QUuid>

#include <utility>

namespace muster {
namespace {

std::optional<long long> optId(const QJsonValue& v) {
    if (!v.isDouble()) return std::nullopt;
    return static_cast<long long>(v.toDouble());
}

QJsonValue idValue(const std::optional<long long>& v) { return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(); }

GameRecoveryInfo readGameRecoveryInfo(const LockedSlot& slot) {
    GameRecoveryInfo info;
    const QJsonObject o = slot.readMeta();
    info.title = o.value(QStringLiteral("title")).toString();
    info.library = o.value(QStringLiteral("library")).toString();
    info.libraryId = optId(o.value(QStringLiteral("libraryId")));
    info.libraryGameId = optId(o.value(QStringLiteral("libraryGameId")));
    info.source = o.value(QStringLiteral("source")).toString();
    info.turn = o.value(QStringLiteral("turn")).toInt();
    info.toAct = o.value(QStringLiteral("toAct")).toString();
    info.actions = o.value(QStringLiteral("actions")).toInt();
    info.saved = slot.saved();
    return info;
}

} // namespace

GameRecord OrphanedGame::read() const { return readGameFile(QFile::encodeName(gamePath()).toStdString()); }

GameRecoveryStore::GameRecoveryStore(QString dir) : dir_(dir.isEmpty() ? defaultDir() : std::move(dir)) {}

GameRecoveryStore::~GameRecoveryStore() {
    if (writer_.joinable()) {
        {
            std::lock_guard<std::mutex> g(mutex_);
            stopping_ = true;
        }
        wake_.notify_all();
        writer_.join();  // the last queued game is written first
    }
}

QString GameRecoveryStore::defaultDir() { return RecoveryStore::defaultDir() + QStringLiteral("/games"); }

QString GameRecoveryStore::gamePath() const { return slot_.payloadPath(); }

QString GameRecoveryStore::claimSlot() {
    if (slot_.held()) return {};
    if (!QDir().mkpath(dir_)) return QStringLiteral("cannot create %1").arg(dir_);
    const QString key = QStringLiteral("game-") + QUuid::createUuid().toString(QUuid::Id128).left(16);
    LockedSlot slot = LockedSlot::takeFree(dir_, key);
    if (!slot.held()) return QStringLiteral("cannot lock %1").arg(LockedSlot::filePath(dir_, key, ".lock"));
    std::lock_guard<std::mutex> g(mutex_);
    slot_ = std::move(slot);
    return {};
}

QString GameRecoveryStore::writeFiles(const QString& gamePath, const QString& metaPath, const GameRecord& game,
                                      const GameRecoveryInfo& info) {
    QJsonObject meta;
    meta[QStringLiteral("title")] = info.title;
    meta[QStringLiteral("library")] = info.library;
    meta[QStringLiteral("libraryId")] = idValue(info.libraryId);
    meta[QStringLiteral("libraryGameId")] = idValue(info.libraryGameId);
    meta[QStringLiteral("source")] = info.source;
    meta[QStringLiteral("turn")] = info.turn;
    meta[QStringLiteral("toAct")] = info.toAct;
    meta[QStringLiteral("actions")] = info.actions;
    try {
        // The game first: a crash between the two leaves a readable game with older words.
        writeGameFile(game, QFile::encodeName(gamePath).toStdString());
        LockedSlot::writeMeta(metaPath, meta);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

QString GameRecoveryStore::write(const GameRecord& game, const GameRecoveryInfo& info) {
    flush();
    if (QString e = claimSlot(); !e.isEmpty()) return e;
    return writeFiles(slot_.payloadPath(), slot_.metaPath(), game, info);
}

QString GameRecoveryStore::writeLater(GameRecord game, GameRecoveryInfo info) {
    if (QString e = claimSlot(); !e.isEmpty()) return e;
    std::lock_guard<std::mutex> g(mutex_);
    if (!writer_.joinable()) writer_ = std::thread([this] { run(); });
    pending_.emplace(std::move(game), std::move(info));
    wake_.notify_all();
    return std::exchange(asyncError_, QString());
}

void GameRecoveryStore::run() {
    std::unique_lock<std::mutex> g(mutex_);
    for (;;) {
        wake_.wait(g, [this] { return pending_.has_value() || stopping_; });
        if (!pending_) return;  // stopping with nothing left to write
        auto job = std::move(*pending_);
        pending_.reset();
        const QString gamePath = slot_.payloadPath(), metaPath = slot_.metaPath();
        busy_ = true;
        g.unlock();
        const QString error = gamePath.isEmpty() ? QString() : writeFiles(gamePath, metaPath, job.first, job.second);
        g.lock();
        busy_ = false;
        if (!error.isEmpty()) asyncError_ = error;
        idle_.notify_all();
    }
}

void GameRecoveryStore::flush() {
    std::unique_lock<std::mutex> g(mutex_);
    idle_.wait(g, [this] { return !pending_ && !busy_; });
}

void GameRecoveryStore::clear() {
    // A queued write would bring the files back: drop it and let a running one finish.
    std::unique_lock<std::mutex> g(mutex_);
    pending_.reset();
    idle_.wait(g, [this] { return !busy_; });
    slot_.remove();
}

void GameRecoveryStore::adopt(OrphanedGame& orphan) {
    clear();
    std::lock_guard<std::mutex> g(mutex_);
    slot_ = orphan.takeSlot();
}

std::vector<OrphanedGame> GameRecoveryStore::claimOrphans(const QString& dirIn) {
    const QString dir = dirIn.isEmpty() ? defaultDir() : dirIn;
    return claimOrphanSlots<OrphanedGame>(dir, QStringLiteral("game-*.json"), readGameRecoveryInfo);
}

} // namespace muster
