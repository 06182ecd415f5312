#include "game_recovery.h"

#include "editor/document/recovery_store.h"
#include "model/io/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <utility>

namespace muster {
namespace {

QString path(const QString& dir, const QString& key, const char* ext) { return dir + QLatin1Char('/') + key + QLatin1String(ext); }

std::unique_ptr<QLockFile> tryLock(const QString& dir, const QString& key) {
    auto lock = std::make_unique<QLockFile>(path(dir, key, ".lock"));
    lock->setStaleLockTime(0);  // stale only when its owner no longer runs, never by age
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

std::optional<long long> optId(const QJsonValue& v) {
    if (!v.isDouble()) return std::nullopt;
    return static_cast<long long>(v.toDouble());
}

QJsonValue idValue(const std::optional<long long>& v) { return v ? QJsonValue(static_cast<double>(*v)) : QJsonValue(); }

GameRecoveryInfo readInfo(const QString& dir, const QString& key) {
    GameRecoveryInfo info;
    QFile f(path(dir, key, ".meta"));
    if (f.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(f.read(1 << 20)).object();
        info.title = o.value(QStringLiteral("title")).toString();
        info.libraryId = optId(o.value(QStringLiteral("libraryId")));
        info.libraryGameId = optId(o.value(QStringLiteral("libraryGameId")));
        info.source = o.value(QStringLiteral("source")).toString();
        info.turn = o.value(QStringLiteral("turn")).toInt();
        info.toAct = o.value(QStringLiteral("toAct")).toString();
        info.actions = o.value(QStringLiteral("actions")).toInt();
    }
    info.saved = QFileInfo(path(dir, key, ".json")).lastModified();
    return info;
}

} // namespace

OrphanedGame::OrphanedGame(QString dir, QString key, std::unique_ptr<QLockFile> lock, GameRecoveryInfo info)
    : dir_(std::move(dir)), key_(std::move(key)), lock_(std::move(lock)), info_(std::move(info)) {}

QString OrphanedGame::gamePath() const { return path(dir_, key_, ".json"); }

GameRecord OrphanedGame::read() const { return readGameFile(QFile::encodeName(gamePath()).toStdString()); }

void OrphanedGame::discard() {
    QFile::remove(path(dir_, key_, ".json"));
    QFile::remove(path(dir_, key_, ".meta"));
    lock_.reset();
}

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

QString GameRecoveryStore::gamePath() const { return key_.isEmpty() ? QString() : path(dir_, key_, ".json"); }

QString GameRecoveryStore::claimSlot() {
    if (!key_.isEmpty()) return {};
    if (!QDir().mkpath(dir_)) return QStringLiteral("cannot create %1").arg(dir_);
    const QString key = QStringLiteral("game-") + QUuid::createUuid().toString(QUuid::Id128).left(16);
    auto lock = tryLock(dir_, key);
    if (!lock) return QStringLiteral("cannot lock %1").arg(path(dir_, key, ".lock"));
    std::lock_guard<std::mutex> g(mutex_);
    key_ = key;
    lock_ = std::move(lock);
    return {};
}

QString GameRecoveryStore::writeFiles(const QString& key, const GameRecord& game, const GameRecoveryInfo& info) const {
    QJsonObject meta;
    meta[QStringLiteral("title")] = info.title;
    meta[QStringLiteral("libraryId")] = idValue(info.libraryId);
    meta[QStringLiteral("libraryGameId")] = idValue(info.libraryGameId);
    meta[QStringLiteral("source")] = info.source;
    meta[QStringLiteral("turn")] = info.turn;
    meta[QStringLiteral("toAct")] = info.toAct;
    meta[QStringLiteral("actions")] = info.actions;
    try {
        // The game first: a crash between the two leaves a readable game with older words.
        writeGameFile(game, QFile::encodeName(path(dir_, key, ".json")).toStdString());
        writeFileAtomically(QFile::encodeName(path(dir_, key, ".meta")).toStdString(), QJsonDocument(meta).toJson().toStdString());
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

QString GameRecoveryStore::write(const GameRecord& game, const GameRecoveryInfo& info) {
    flush();
    if (QString e = claimSlot(); !e.isEmpty()) return e;
    return writeFiles(key_, game, info);
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
        const QString key = key_;
        busy_ = true;
        g.unlock();
        const QString error = key.isEmpty() ? QString() : writeFiles(key, job.first, job.second);
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
    {
        // A queued write would bring the files back: drop it and let a running one finish.
        std::unique_lock<std::mutex> g(mutex_);
        pending_.reset();
        idle_.wait(g, [this] { return !busy_; });
    }
    if (key_.isEmpty()) return;
    QFile::remove(path(dir_, key_, ".json"));
    QFile::remove(path(dir_, key_, ".meta"));
    std::lock_guard<std::mutex> g(mutex_);
    lock_.reset();
    key_.clear();
}

void GameRecoveryStore::adopt(OrphanedGame& orphan) {
    clear();
    std::lock_guard<std::mutex> g(mutex_);
    key_ = orphan.key();
    lock_ = orphan.takeLock();
}

std::vector<OrphanedGame> GameRecoveryStore::claimOrphans(const QString& dirIn) {
    const QString dir = dirIn.isEmpty() ? defaultDir() : dirIn;
    std::vector<OrphanedGame> out;
    if (!QFileInfo(dir).isDir()) return out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({QStringLiteral("game-*.json")}, QDir::Files, QDir::Time | QDir::Reversed)) {
        const QString key = fi.completeBaseName();
        auto lock = tryLock(dir, key);
        if (!lock) continue;  // a running editor's game
        GameRecoveryInfo info = readInfo(dir, key);
        out.emplace_back(dir, key, std::move(lock), std::move(info));
    }
    return out;
}

} // namespace muster
