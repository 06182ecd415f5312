// MainWindow: autosave recovery of the document, through its DocumentRecovery
// (document_recovery.h).
#include "main_window.h"

#include "editor/shell/document_recovery.h"

namespace muster {

QString MainWindow::recoveryFilePath() const { return recovery_->filePath(); }
void MainWindow::writeRecoveryFile() { recovery_->write(); }
void MainWindow::clearRecovery() { recovery_->clear(); }
void MainWindow::offerRecovery() { recovery_->offer(); }
MainWindow* MainWindow::recoveryWindow(bool thisUsed) { return recovery_->window(thisUsed); }
bool MainWindow::restoreRecovery(OrphanedRecovery& o) { return recovery_->restore(o); }

} // namespace muster
