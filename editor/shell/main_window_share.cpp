// MainWindow: share codes (model/io/share_code.h). Edit > Copy Share Code puts the battle on
// the clipboard as text; File > Open Share Code, or Ctrl+V with a code on the clipboard,
// opens the battle a code holds as a new, unsaved document.
#include "main_window.h"
#include "editor/widgets/prompter.h"

#include "editor/document/scenario_document.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/share_code.h"
#include "editor/shell/eagle_window.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStatusBar>

namespace muster {

void MainWindow::copyShareCode() {
    commitPendingEdits();
    try {
        const std::string code = encodeShareCode(doc_->scenario());
        QGuiApplication::clipboard()->setText(QString::fromStdString(code));
        statusBar()->showMessage(tr("Copied the share code (%n character(s)): paste it into a post or a message", nullptr,
                                    static_cast<int>(code.size())),
                                 5000);
    } catch (const std::exception& e) {
        prompter_->warn(tr("Cannot make a share code"), qs(e.what()));
    }
}

void MainWindow::openShareCodeDialog() {
    const auto text = prompter_->text(tr("Open share code"), tr("Paste a share code (it begins with MUSTER1.):"), true);
    if (text && !text->trimmed().isEmpty()) openShareCode(*text);
}

bool MainWindow::openShareCode(const QString& text) {
    if (showEagleShareCode(*this, text)) return true;  // its own window: this battle stays
    Scenario s;
    try {
        s = decodeShareCode(text.toStdString());
    } catch (const ShareCodeError& e) {
        prompter_->warn(tr("Cannot open share code"), qs(e.what()));
        statusBar()->showMessage(qs(e.what()), 10000);
        return false;
    }
    if (!maybeSave()) return false;
    loadScenario(s); // no file: Save asks where
    doc_->markUnsaved();  // it exists nowhere else on this machine: leaving it asks
    statusBar()->showMessage(tr("Opened %1 from a share code").arg(qs(s.title)), 5000);
    return true;
}

bool MainWindow::pasteShareCode() {
    const QString text = QGuiApplication::clipboard()->text();
    // A region copied since the code was put there is what the user means to paste.
    if (text == clipboardAtRegionCopy_ || !looksLikeShareCode(text.left(16).toStdString())) return false;
    openShareCode(text);
    return true;
}

} // namespace muster
