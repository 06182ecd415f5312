#include "library_service.h"

#include "db/bundled_scenarios.h"
#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>

namespace muster {

LibraryService::LibraryService(QObject* parent) : QObject(parent) {}

LibraryService* LibraryService::instance() {
    static QPointer<LibraryService> service;
    if (!service) service = new LibraryService(QCoreApplication::instance());
    return service;
}

QString LibraryService::bundledDir() { return qs(bundledScenariosDir(MUSTER_BUNDLED_SCENARIOS)); }

bool LibraryService::isBundled(const QString& path) {
    if (path.isEmpty()) return false;
    const QString dir = QFileInfo(bundledDir()).canonicalFilePath();
    return !dir.isEmpty() && QFileInfo(QFileInfo(path).canonicalPath()).canonicalFilePath() == dir;
}

bool LibraryService::open(const QString& path) {
    try {
        auto lib = std::make_unique<Library>(path.isEmpty() ? Library::openDefault(bundledDir().toStdString())
                                                            : Library::open(path.toStdString()));
        lib_ = std::move(lib);
    } catch (const std::exception& e) {
        // None open rather than the previous one: a save after this error must not go,
        // unseen, into the library the user meant to leave.
        lastError_ = tr("Cannot open the library %1: %2").arg(path.isEmpty() ? tr("(default)") : path, qs(e.what()));
        lib_.reset();
        emit opened();
        return false;
    }
    lastError_.clear();
    emit opened();
    return true;
}

Library* LibraryService::ensureOpen() {
    if (lib_ && QFileInfo::exists(qs(lib_->path()))) return lib_.get();
    return open() ? lib_.get() : nullptr;
}

void LibraryService::setNote(const QString& note) {
    if (note == note_) return;
    note_ = note;
    emit noteChanged(note_);
}

QString LibraryService::saveDocument(ScenarioDocument& doc, bool asNew) {
    if (!lib_) return tr("No library is open");
    try {
        std::optional<ScenarioId> into;
        // A scenario that was deleted meanwhile becomes a new entry rather than failing.
        if (!asNew && doc.libraryId() && lib_->summary(*doc.libraryId())) into = doc.libraryId();
        const ScenarioId id = lib_->save(doc.scenario(), note_.trimmed().toStdString(), into);
        const auto revs = lib_->revisions(id);
        doc.setOrigin(DocumentOrigin::library(id, revs.empty() ? std::nullopt : std::optional<qint64>(revs.front().id)));
        doc.markSaved();
        setNote({});
        emit contentsChanged();
        return {};
    } catch (const std::exception& e) {
        return tr("Cannot save \"%1\" to the library: %2").arg(qs(doc.scenario().title), qs(e.what()));
    }
}

QString LibraryService::saveBattle(const std::string& battleJson, const QString& title, std::optional<BattleId>* id) {
    Library* lib = ensureOpen();
    if (!lib) return tr("No library is open: %1").arg(lastError_);
    try {
        std::optional<BattleId> into;
        // A battle deleted meanwhile becomes a new entry rather than failing.
        if (*id)
            for (const BattleInfo& b : lib->battles())
                if (b.id == **id) into = *id;
        *id = lib->saveBattle(battleJson, into);
        emit contentsChanged();
        return {};
    } catch (const std::exception& e) {
        return tr("Cannot save \"%1\" to the library: %2").arg(title, qs(e.what()));
    }
}

} // namespace muster
