#include "battle_saving.h"

#include "editor/document/library_service.h"
#include "editor/document/recovery_store.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/atomic_file.h"
#include "model/io/bounded_read.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>
#include <QTimer>

namespace muster {
namespace {
QString tr(const char* s) { return QCoreApplication::translate("BattleSaving", s); }
} // namespace

std::string readBattleFileText(const QString& path) {
    const std::string p = QFile::encodeName(path).toStdString();
    try {
        return readRegularFile(p, ReadLimits{}.maxFileBytes);
    } catch (const BoundedReadError& e) {
        throw ScenarioReadError(p, "", e.reason());
    }
}

BattleSaving::BattleSaving(QMainWindow* window, std::shared_ptr<Prompter> prompter, QString kind, Hooks hooks)
    : window_(window), prompter_(std::move(prompter)), kind_(std::move(kind)), hooks_(std::move(hooks)),
      recovery_(std::make_unique<RecoveryStore>()), autosave_(std::make_unique<QTimer>()) {
    autosave_->setInterval(60 * 1000);
    QObject::connect(autosave_.get(), &QTimer::timeout, [this] {
        commitPending();
        if (hooks_.modified()) writeRecovery();
    });
    autosave_->start();
}

BattleSaving::~BattleSaving() = default;

void BattleSaving::commitPending() {
    if (hooks_.commitPending) hooks_.commitPending();
}

void BattleSaving::writeRecovery() {
    commitPending();
    RecoveryInfo info;
    info.source = hooks_.filePath();
    if (libraryBattle_) info.libraryBattle = *libraryBattle_;
    info.title = hooks_.title();
    const QString error = recovery_->write(hooks_.text(), info);
    if (!error.isEmpty()) window_->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 10000);
}

QString BattleSaving::recoveryFilePath() const { return recovery_->scenarioPath(); }

void BattleSaving::adoptRecovery(OrphanedRecovery& orphan) { recovery_->adopt(orphan); }

void BattleSaving::addSaveActions(QMenu* file, const QString& prefix) {
    auto add = [&](const QString& text, const QKeySequence& keys, const QString& name, bool (BattleSaving::*run)()) {
        QAction* a = file->addAction(text, keys, window_, [this, run] { (this->*run)(); });
        a->setObjectName(prefix + name);
    };
    add(tr("&Save"), QKeySequence::Save, QStringLiteral("Save"), &BattleSaving::save);
    add(tr("Save &As..."), QKeySequence::SaveAs, QStringLiteral("SaveAs"), &BattleSaving::saveAs);
    add(tr("Save to &Library"), QKeySequence(tr("Ctrl+Alt+S")), QStringLiteral("SaveToLibrary"), &BattleSaving::saveToLibrary);
}

bool BattleSaving::mayClose() {
    if (!maybeSave()) return false;
    recovery_->clear();  // saved, or its changes dropped on purpose
    return true;
}

bool BattleSaving::save() {
    commitPending();
    if (const QString path = hooks_.filePath(); !path.isEmpty()) return saveToFile(path);
    return libraryBattle_ ? saveToLibrary() : saveAs();
}

bool BattleSaving::saveAs() {
    const QString current = hooks_.filePath();
    const QString suggested = current.isEmpty() ? hooks_.title() + QStringLiteral(".json") : current;
    const QString path = prompter_->saveFileName(tr("Save %1").arg(kind_), suggested,
                                                 tr("Muster scenarios (*.json);;All files (*)"));
    return !path.isEmpty() && saveToFile(path);
}

bool BattleSaving::saveToFile(const QString& path) {
    commitPending();
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), hooks_.text());
    } catch (const std::exception& e) {
        prompter_->warn(tr("Cannot save scenario"), tr("Could not save %1: %2").arg(path, qs(e.what())));
        return false;
    }
    hooks_.saved(QFileInfo(path).absoluteFilePath());
    recovery_->clear();
    window_->statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
    return true;
}

bool BattleSaving::saveToLibrary() {
    commitPending();
    const QString error = LibraryService::instance()->saveBattle(hooks_.text(), hooks_.title(), &libraryBattle_);
    if (!error.isEmpty()) {
        prompter_->warn(tr("Cannot save to the library"), error);
        return false;
    }
    hooks_.saved({});
    recovery_->clear();
    window_->statusBar()->showMessage(tr("Saved to the library as battle %1").arg(*libraryBattle_), 3000);
    return true;
}

bool BattleSaving::maybeSave() {
    commitPending();
    if (!hooks_.modified()) return true;
    switch (prompter_->ask(tr("Save changes?"), tr("The %1 \"%2\" has unsaved changes.").arg(kind_, hooks_.title()))) {
    case Prompter::Save::Save: return save();
    case Prompter::Save::Discard: return true;
    case Prompter::Save::Cancel: return false;
    }
    return false;
}

} // namespace muster
