#include "document_controller.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/document/library_service.h"
#include "editor/document/selection.h"
#include "editor/view/board_view.h"
#include "editor/document/scenario_document.h"
#include "editor/shell/battle_saving.h"
#include "editor/shell/main_window.h"
#include "editor/play/play_controller.h"
#include "editor/widgets/prompter.h"
#include "editor/shell/recent_files.h"
#include "editor/widgets/qstring_util.h"
#include "model/io/scenario_json.h"

#include <QDir>

#include <algorithm>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>

namespace muster {

namespace {
QString jsonFilter() { return DocumentController::tr("Muster scenarios (*.json);;All files (*)"); }
} // namespace

DocumentController::DocumentController(MainWindow* window, ScenarioDocument* doc)
    : QObject(window), w_(window), doc_(doc), reader_(readBattleFileText) {}

void DocumentController::report(const QString& title, const QString& msg) {
    lastError_ = msg;
    w_->prompter().warn(title, msg);
    w_->statusBar()->showMessage(msg, 10000);
}

void DocumentController::openAsked() {
    if (!maybeSave()) return;
    QSettings st;
    const QString path = w_->prompter().openFileName(tr("Open scenario"), st.value(QStringLiteral("files/lastDir")).toString(),
                                                     jsonFilter());
    if (path.isEmpty()) return;
    st.setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    openFile(path);
}

void DocumentController::importAsked() {
    if (!maybeSave()) return;
    const QString path = w_->prompter().openFileName(tr("Import scenario JSON"), {}, jsonFilter());
    if (!path.isEmpty()) route(path, OpenAs::Import, false);
}

bool DocumentController::openLibraryBattle(const RecentLibraryBattle& b) {
    LibraryService* service = LibraryService::instance();
    Library* lib = service->ensureOpen();
    if (!lib) {
        report(tr("Library"), service->lastError());
        return false;
    }
    if (QFileInfo(QFile::decodeName(lib->path().c_str())) != QFileInfo(b.library)) {
        report(tr("Cannot open \"%1\"").arg(b.title),
               tr("\"%1\" is in the library %2, and the Library dock has %3 open: open that library there first.")
                   .arg(b.title, b.library, QFile::decodeName(lib->path().c_str())));
        return false;
    }
    // A game saved beside the battle: resumed as the Library dock resumes it.
    if (b.game) return w_->playController()->store()->openFromLibrary(*b.game);
    try {
        loadFromLibrary(lib->load(b.id), b.id);
    } catch (const std::exception& e) {
        report(tr("Cannot open \"%1\"").arg(b.title),
               tr("\"%1\" is no longer in the library %2: %3").arg(b.title, b.library, qs(e.what())));
        return false;
    }
    return true;
}

void DocumentController::loadFromLibrary(const Scenario& s, qint64 id) {
    load(s, DocumentOrigin::library(id));
    addRecentLibraryBattle();
}

void DocumentController::addRecentLibraryBattle() {
    const Library* lib = LibraryService::instance()->library();
    if (!lib || !doc_->libraryId()) return;
    w_->addRecent(RecentFiles::libraryEntry(
        {QFile::decodeName(lib->path().c_str()), *doc_->libraryId(), qs(doc_->scenario().title), std::nullopt}));
}

void DocumentController::load(const Scenario& s, const DocumentOrigin& origin) {
    // The user has moved on from the previous scenario: its recovery copy is stale.
    w_->clearRecovery();
    w_->selection()->clear();
    doc_->reset(s);
    doc_->setOrigin(origin);
    w_->view()->fitToWindow();
    w_->updateTitle();
    emit documentReplaced();
}

bool DocumentController::save() {
    w_->commitPendingEdits();
    const DocumentOrigin& o = doc_->origin();
    switch (o.kind) {
    case DocumentOrigin::Kind::File: return saveToFile(o.path);
    case DocumentOrigin::Kind::Library: return saveToLibrary();
    case DocumentOrigin::Kind::New:
    case DocumentOrigin::Kind::Bundled: break;
    }
    switch (askWhere()) {
    case Where::Library: return saveTemplateToLibrary();
    case Where::File: return saveAs();
    case Where::Cancel: break;
    }
    return false;
}

bool DocumentController::saveTemplateToLibrary() {
    Library* lib = LibraryService::instance()->ensureOpen();
    if (!lib) return saveToLibrary(true);  // reports why
    const std::string title = doc_->scenario().title;
    std::optional<ScenarioId> same;
    std::vector<std::string> titles;
    for (const ScenarioSummary& s : lib->list()) {
        titles.push_back(s.title);
        if (s.title == title && !same) same = s.id;
    }
    // A second row of the same name could not be told apart in the list: the user says
    // whether this is the next version of that battle or a battle of its own.
    if (!same) return saveToLibrary(true);
    std::string other;
    for (int n = 2; other.empty(); ++n) {
        const std::string candidate = title + " (" + std::to_string(n) + ")";
        if (std::find(titles.begin(), titles.end(), candidate) == titles.end()) other = candidate;
    }
    const int r = w_->prompter().choose(
        tr("Save battle"),
        tr("The library already holds a battle named \"%1\". Save yours as its next revision (the earlier "
           "ones stay in its history), or as a separate battle named \"%2\"?")
            .arg(qs(title), qs(other)),
        {tr("As Its Next &Revision"), tr("As a &Separate Battle")});
    if (r == 0) {
        const DocumentOrigin before = doc_->origin();
        doc_->setOrigin(DocumentOrigin::library(*same));
        if (saveToLibrary(false)) return true;
        doc_->setOrigin(before);
        return false;
    }
    if (r != 1) return false;
    changeValue<fields::Title>(doc_, other);
    return saveToLibrary(true);
}

DocumentController::Where DocumentController::askWhere() {
    const bool bundled = doc_->origin().kind == DocumentOrigin::Kind::Bundled;
    const QString title = qs(doc_->scenario().title);
    const int r = w_->prompter().choose(
        tr("Save battle"),
        bundled ? tr("\"%1\" is a battle shipped with Muster: its file is kept as it is. Save your version in "
                     "the library, or to a file of your own?")
                      .arg(title)
                : tr("Save \"%1\" in the library, or to a file?").arg(title.isEmpty() ? tr("Untitled") : title),
        {tr("In the &Library"), tr("To a &File...")});
    return r == 0 ? Where::Library : r == 1 ? Where::File : Where::Cancel;
}

bool DocumentController::saveAs() {
    w_->commitPendingEdits();
    QString suggested = doc_->filePath();
    if (suggested.isEmpty())
        suggested = QSettings().value(QStringLiteral("files/lastDir"), QDir::homePath()).toString() + QLatin1Char('/') +
                    w_->suggestedBaseName() + QStringLiteral(".json");
    QString path = w_->prompter().saveFileName(tr("Save scenario as"), suggested, jsonFilter());
    if (path.isEmpty()) return false;
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) path += QStringLiteral(".json");
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
    return saveToFile(path);
}

bool DocumentController::saveToFile(const QString& path) {
    w_->commitPendingEdits();
    const QString abs = QFileInfo(path).absoluteFilePath();
    if (LibraryService::isBundled(abs)) {
        report(tr("Cannot save scenario"),
               tr("%1 is a battle shipped with Muster: save your version in the library or under another name.").arg(path));
        return false;
    }
    try {
        writeScenarioFile(doc_->scenario(), QFile::encodeName(path).toStdString());
    } catch (const std::exception& e) {
        report(tr("Cannot save scenario"), tr("Could not save %1: %2\nThe previous file is unchanged.").arg(path, qs(e.what())));
        return false;
    }
    doc_->setOrigin(DocumentOrigin::file(abs));
    doc_->markSaved();
    w_->clearRecovery();
    w_->addRecent(abs);
    w_->updateTitle();
    w_->statusBar()->showMessage(tr("Saved %1").arg(path), 3000);
    return true;
}

bool DocumentController::saveToLibrary(bool asNew) {
    w_->commitPendingEdits();
    LibraryService* service = LibraryService::instance();
    if (!service->ensureOpen()) {
        report(tr("Library"), service->lastError());
        return false;
    }
    const QString error = service->saveDocument(*doc_, asNew);
    if (!error.isEmpty()) {
        report(tr("Library"), error);
        return false;
    }
    w_->clearRecovery();
    w_->updateTitle();
    addRecentLibraryBattle();
    w_->statusBar()->showMessage(tr("Saved \"%1\" in the library").arg(qs(doc_->scenario().title)), 3000);
    return true;
}

bool DocumentController::revert() {
    const DocumentOrigin o = doc_->origin();
    if (!maybeSave()) return false;
    try {
        switch (o.kind) {
        case DocumentOrigin::Kind::File:
        case DocumentOrigin::Kind::Bundled: load(readScenarioFile(QFile::encodeName(o.path).toStdString()), o); break;
        case DocumentOrigin::Kind::Library: {
            Library* lib = LibraryService::instance()->ensureOpen();
            if (!lib) throw std::runtime_error(LibraryService::instance()->lastError().toStdString());
            load(lib->load(*o.libraryId), o);
            break;
        }
        case DocumentOrigin::Kind::New: {
            Scenario blank;
            blank.board = doc_->scenario().board;
            load(blank, o);
            break;
        }
        }
    } catch (const std::exception& e) {
        report(tr("Cannot revert"), qs(e.what()));
        return false;
    }
    return true;
}

bool DocumentController::maybeSave() {
    w_->commitPendingEdits();  // text still in a field is an unsaved change too
    // Every path that drops the document (New, Open, a library battle, a share code,
    // Revert, Quit) drops the game played on it too: both are asked about, the game first.
    if (!w_->playController()->store()->maybeSave()) return false;
    if (!doc_->isModified()) return true;
    switch (w_->prompter().ask(tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them?"))) {
    case Prompter::Save::Save: return save();
    case Prompter::Save::Discard: return true;
    case Prompter::Save::Cancel: break;
    }
    return false;
}

} // namespace muster
