// MainWindow: autosave recovery of the document (editor/document/recovery_store.h): the
// recovery file written while there are unsaved changes, and the offer after a crash of
// every document (and, through the play controller, every game) left by an editor that
// is gone.
#include "main_window.h"
#include "editor/prompter.h"
#include "editor/qstring_util.h"

#include "editor/document/library_service.h"
#include "editor/document/recovery_store.h"
#include "editor/document/scenario_document.h"
#include "editor/play/play_controller.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"

#include <QFile>

#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QStatusBar>

namespace muster {

QString MainWindow::recoveryFilePath() const { return recovery_->scenarioPath(); }

void MainWindow::writeRecoveryFile() {
    commitPendingEdits();
    RecoveryInfo info;
    // A bundled battle's recovery names its shipped file: restored, it is a template again.
    info.source = doc_->origin().kind == DocumentOrigin::Kind::Bundled ? doc_->origin().path : doc_->filePath();
    info.libraryId = doc_->libraryId();
    info.title = qs(doc_->scenario().title);
    const QString error = recovery_->write(doc_->scenario(), info);
    if (!error.isEmpty()) statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 10000);
}

void MainWindow::clearRecovery() { recovery_->clear(); }

void MainWindow::offerRecovery() {
    std::vector<OrphanedRecovery> orphans = RecoveryStore::claimOrphans(recovery_->dir());
    bool thisWindowUsed = doc_->isModified();
    for (OrphanedRecovery& o : orphans) {
        const RecoveryInfo& info = o.info();
        QString what = info.source.isEmpty() ? (info.title.isEmpty() ? tr("an untitled scenario") : tr("\"%1\"").arg(info.title))
                                             : info.source;
        if (info.libraryId) what += tr(" (library scenario %1)").arg(*info.libraryId);
        const bool yes = prompter_->confirm(tr("Restore unsaved changes?"),
                                            tr("Muster did not close properly. Restore the unsaved changes to %1, autosaved %2?")
                                                .arg(what, QLocale().toString(info.saved, QLocale::ShortFormat)));
        if (!yes) {
            o.discard();
            continue;
        }
        MainWindow* target = recoveryWindow(thisWindowUsed);
        if (target->restoreRecovery(o)) thisWindowUsed = true;
        else if (target != this) target->close();
    }
    play_->offerGameRecovery();  // games in progress too (editor/play/play_library.cpp)
}

MainWindow* MainWindow::recoveryWindow(bool thisUsed) {
    if (!thisUsed) return this;
    auto* w = new MainWindow;
    w->setPrompter(prompter_);  // the same person answers
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    return w;
}

bool MainWindow::restoreRecovery(OrphanedRecovery& o) {
    const RecoveryInfo info = o.info();
    Scenario recovered;
    try {
        recovered = o.read();
    } catch (const std::exception& e) {
        // Keep the file: nothing is lost, it is offered again next time.
        prompter_->warn(tr("Cannot restore"), qs(e.what()));
        return false;
    }
    // Open the saved version, then apply the recovered one as an undoable edit: the
    // document is modified and Undo shows what the saved file held.
    // (A saved file that is gone or unreadable now leaves an empty board under the recovered state.)
    Scenario saved;
    if (!info.source.isEmpty()) {
        try {
            saved = readScenarioFile(QFile::encodeName(info.source).toStdString());
        } catch (const std::exception&) {
        }
    }
    loadScenario(saved);
    doc_->replaceScenario(recovered, tr("Restore recovered changes"), ChangeSet::everything());
    // The document is still the one it was: Save writes its file (even if that file has
    // gone meanwhile) and the library adds a revision to its scenario, not a copy.
    const QString source = info.source.isEmpty() ? QString() : QFileInfo(info.source).absoluteFilePath();
    if (info.libraryId) doc_->setOrigin(DocumentOrigin::library(*info.libraryId));
    else if (LibraryService::isBundled(source)) doc_->setOrigin(DocumentOrigin::bundled(source));
    else if (!source.isEmpty()) doc_->setOrigin(DocumentOrigin::file(source));
    recovery_->adopt(o); // kept until saved: a second crash still finds it
    view_->fitToWindow();
    updateTitle();
    return true;
}

} // namespace muster
