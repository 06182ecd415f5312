#include "document_recovery.h"
#include "editor/commands/document_edits.h"
#include "editor/commands/eagle_commands.h"
#include "editor/commands/grid_commands.h"

#include "editor/document/library_service.h"
#include "editor/document/recovery_store.h"
#include "editor/document/scenario_document.h"
#include "editor/document/eagle_document.h"
#include "editor/document/grid_document.h"
#include "editor/shell/battle_saving.h"
#include "editor/shell/eagle_window.h"
#include "editor/shell/grid_window.h"
#include "editor/shell/main_window.h"
#include "editor/play/play_controller.h"
#include "editor/widgets/prompter.h"
#include "editor/widgets/qstring_util.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"
#include "model/systems/battle_file.h"
#include "model/systems/eagle/eagle_json.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/ruleset.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStatusBar>
#include <QTimer>

namespace muster {
namespace {

// The text of the battle's saved file, empty when it is gone or cannot be read.
std::string savedText(const QString& path) {
    try {
        return readBattleFileText(path);
    } catch (const std::exception&) {
        return {};
    }
}

// The saved battle to lay the recovered one over, or the recovered one when there is none.
template <class Battle, class Reader>
Battle readSavedOr(const std::string& saved, const Battle& recovered, Reader read) {
    if (saved.empty()) return recovered;
    try {
        return read(saved, std::string());
    } catch (const std::exception&) {
        return recovered;
    }
}

} // namespace

DocumentRecovery::DocumentRecovery(MainWindow* window)
    : QObject(window), w_(window), store_(std::make_unique<RecoveryStore>()) {
    autosave_ = new QTimer(this);
    autosave_->setInterval(60 * 1000);
    connect(autosave_, &QTimer::timeout, this, [this] {
        w_->commitPendingEdits();  // typed text counts as a change worth recovering
        if (w_->document()->isModified()) write();
    });
    autosave_->start();
}

DocumentRecovery::~DocumentRecovery() = default;

QString DocumentRecovery::filePath() const { return store_->scenarioPath(); }

void DocumentRecovery::write() {
    w_->commitPendingEdits();
    const ScenarioDocument& doc = *w_->document();
    RecoveryInfo info;
    // A bundled battle's recovery names its shipped file: restored, it is a template again.
    info.source = doc.origin().kind == DocumentOrigin::Kind::Bundled ? doc.origin().path : doc.filePath();
    info.libraryId = doc.libraryId();
    info.title = qs(doc.scenario().title);
    const QString error = store_->write(doc.scenario(), info);
    if (!error.isEmpty()) w_->statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 10000);
}

void DocumentRecovery::clear() { store_->clear(); }

void DocumentRecovery::offer() {
    std::vector<OrphanedRecovery> orphans = RecoveryStore::claimOrphans(store_->dir());
    bool thisWindowUsed = w_->document()->isModified();
    for (OrphanedRecovery& o : orphans) {
        const RecoveryInfo& info = o.info();
        QString what = info.source.isEmpty() ? (info.title.isEmpty() ? tr("an untitled scenario") : tr("\"%1\"").arg(info.title))
                                             : info.source;
        if (info.libraryId) what += tr(" (library scenario %1)").arg(*info.libraryId);
        if (info.libraryBattle) what += tr(" (library battle %1)").arg(*info.libraryBattle);
        const bool yes = w_->prompter().confirm(tr("Restore unsaved changes?"),
                                                tr("Muster did not close properly. Restore the unsaved changes to %1, autosaved %2?")
                                                    .arg(what, QLocale().toString(info.saved, QLocale::ShortFormat)));
        if (!yes) {
            o.discard();
            continue;
        }
        if (restoreBattle(o)) continue;  // in a window of its system, beside this one
        MainWindow* target = window(thisWindowUsed);
        if (target->restoreRecovery(o)) thisWindowUsed = true;
        else if (target != w_) target->close();
    }
    w_->playController()->store()->offerRecovery();  // games in progress too (editor/play/game_store.h)
}

MainWindow* DocumentRecovery::window(bool thisUsed) {
    if (!thisUsed) return w_;
    auto* w = new MainWindow;
    w->setPrompter(w_->sharedPrompter());  // the same person answers
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    return w;
}

bool DocumentRecovery::restoreBattle(OrphanedRecovery& o) {
    std::string text;
    try {
        text = o.text();
    } catch (const std::exception&) {
        return false;  // restore() says why and keeps the file
    }
    const Ruleset* r = findRuleset(peekRuleset(text));
    if (!r || r->board == BoardKind::Hex) return false;
    const RecoveryInfo info = o.info();
    const QString source = info.source.isEmpty() ? QString() : QFileInfo(info.source).absoluteFilePath();
    const std::string file = QFile::encodeName(o.scenarioPath()).toStdString();
    try {
        // As for a scenario: the saved file opened, the recovered battle laid over it as one
        // undoable step (Undo shows what the file held), modified until saved. With no
        // readable saved file the recovered battle is all there is.
        const std::string saved = source.isEmpty() ? std::string() : savedText(source);
        const QString step = tr("Restore recovered changes");
        BattleSaving* saving = nullptr;
        if (r->board == BoardKind::SquareGrid) {
            GridScenario recovered = readGridJson(text, file);
            GridWindow* g = w_->openGridWindow(readSavedOr(saved, recovered, readGridJson), source);
            gridedit::replaceBattle(*g->document(), std::move(recovered), step);
            g->document()->undoStack()->resetClean();
            saving = g->saving();
        } else {
            const EagleScenario recovered = readEagleJson(text, file);
            EagleWindow* e = showEagleWindow(*w_, readSavedOr(saved, recovered, readEagleJson), source);
            eagleedit::replaceBattle(*e->document(), recovered, step);
            e->document()->markUnsaved();
            saving = e->saving();
        }
        if (info.libraryBattle) saving->setLibraryBattle(*info.libraryBattle);
        saving->adoptRecovery(o);  // kept until saved or closed: a second crash still finds it
    } catch (const std::exception& e) {
        w_->prompter().warn(tr("Cannot restore"), qs(e.what()));  // the file stays, offered next time
    }
    return true;
}

bool DocumentRecovery::restore(OrphanedRecovery& o) {
    const RecoveryInfo info = o.info();
    Scenario recovered;
    try {
        recovered = o.read();
    } catch (const std::exception& e) {
        // Keep the file: nothing is lost, it is offered again next time.
        w_->prompter().warn(tr("Cannot restore"), qs(e.what()));
        return false;
    }
    // Open the saved version, then apply the recovered one as an undoable edit: the
    // document is modified and Undo shows what the saved file held. (A saved file that is
    // gone or unreadable now leaves an empty board under the recovered state.)
    Scenario saved;
    if (!info.source.isEmpty()) {
        try {
            saved = readScenarioFile(QFile::encodeName(info.source).toStdString());
        } catch (const std::exception&) {
        }
    }
    w_->loadScenario(saved);
    ScenarioDocument* doc = w_->document();
    edit::replaceScenario(*doc, recovered, tr("Restore recovered changes"), ChangeSet::everything());
    // The document is still the one it was: Save writes its file (even if that file has
    // gone meanwhile) and the library adds a revision to its scenario, not a copy.
    const QString source = info.source.isEmpty() ? QString() : QFileInfo(info.source).absoluteFilePath();
    if (info.libraryId) doc->setOrigin(DocumentOrigin::library(*info.libraryId));
    else if (LibraryService::isBundled(source)) doc->setOrigin(DocumentOrigin::bundled(source));
    else if (!source.isEmpty()) doc->setOrigin(DocumentOrigin::file(source));
    store_->adopt(o);  // kept until saved: a second crash still finds it
    w_->view()->fitToWindow();
    return true;
}

} // namespace muster
