#include "library_dock.h"
#include "editor/widgets/title_columns.h"

#include "club_view.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/map_thumbnail.h"
#include "editor/widgets/qstring_util.h"

#include "editor/dialogs/revisions_dialog.h"
#include "editor/document/library_service.h"
#include "editor/document/scenario_document.h"
#include "editor/widgets/prompter.h"

#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace muster {
namespace {
enum Column { ColTitle, ColDate, ColBoard, ColModified, ColCount };
constexpr int kIdRole = Qt::UserRole;
} // namespace

LibraryDock::LibraryDock(ScenarioDocument* doc, QWidget* parent)
    : QDockWidget(tr("Library"), parent), doc_(doc), prompter_(std::make_shared<MessageBoxPrompter>(this)) {
    setObjectName(QStringLiteral("LibraryDock"));
    auto* body = new QWidget;
    auto* v = new QVBoxLayout(body);
    v->setContentsMargins(4, 4, 4, 4);
    search_ = new QLineEdit;
    search_->setObjectName(QStringLiteral("librarySearch"));
    search_->setPlaceholderText(tr("Search titles and side names"));
    search_->setClearButtonEnabled(true);
    trash_ = new QCheckBox(tr("Show trash"));
    trash_->setObjectName(QStringLiteral("libraryTrash"));
    list_ = new QTreeWidget;
    list_->setObjectName(QStringLiteral("libraryList"));
    list_->setColumnCount(ColCount);
    list_->setHeaderLabels({tr("Title"), tr("Date"), tr("Board"), tr("Saved")});
    list_->setRootIsDecorated(false);
    list_->setIconSize(QSize(48, 34)); // map thumbnails
    list_->setAlternatingRowColors(true);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(ColTitle, QHeaderView::Stretch);
    list_->header()->setStretchLastSection(false);
    list_->viewport()->installEventFilter(this); // re-fit the columns when the dock is resized
    note_ = new QLineEdit;
    note_->setObjectName(QStringLiteral("libraryNote"));
    note_->setPlaceholderText(tr("Note for the next save (optional)"));
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("libraryStatus"));
    status_->setWordWrap(true);

    auto mk = [](const QString& text, const char* name, const QString& tip) {
        auto* b = new QPushButton(text);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        return b;
    };
    open_ = mk(tr("Open"), "libraryOpen", tr("Open the selected scenario in the editor"));
    save_ = mk(tr("Save"), "librarySave", tr("Save the open scenario as a new revision"));
    saveAs_ = mk(tr("Save as new"), "librarySaveAs", tr("Save the open scenario as a new library entry"));
    delete_ = mk(tr("Delete"), "libraryDelete", tr("Move the selected scenario to the trash"));
    restore_ = mk(tr("Restore"), "libraryRestore", tr("Bring the selected scenario back from the trash"));
    revisions_ = mk(tr("Revisions…"), "libraryRevisions", tr("Earlier saves of the selected scenario"));
    auto* file = mk(tr("Library file…"), "libraryFile", tr("Open or create another library file"));
    // Two to a row: three did not fit a side dock at 200% (the dock scrolled sideways).
    auto* grid = new QGridLayout;
    grid->addWidget(open_, 0, 0);
    grid->addWidget(save_, 0, 1);
    grid->addWidget(saveAs_, 1, 0);
    grid->addWidget(revisions_, 1, 1);
    grid->addWidget(delete_, 2, 0);
    grid->addWidget(restore_, 2, 1);

    v->addWidget(search_);
    v->addWidget(trash_);
    v->addWidget(list_, 1);
    v->addWidget(note_);
    v->addLayout(grid);
    v->addWidget(file);
    v->addWidget(status_);
    fitNarrowDock(body);
    // Scrolls rather than holding the window taller than a small screen.
    auto* scroll = scrollingBody(body);
    // Club folders are a second, read-only source beside this library (club_view.h).
    club_ = new ClubView([this] { return library(); }, [this] { return selectedId(); });
    club_->setPrompter(prompter_);
    club_->setSelectedBattleSource([this] { return selectedBattleId(); });
    connect(club_, &ClubView::openedBattle, this, [this](qint64 battleId) {
        refresh();
        emit openBattle(battleId);
    });
    connect(club_, &ClubView::opened, this, [this](const Scenario& s, qint64 id) {
        refresh();
        selectId(id);
        emitOpen(s, id);
    });
    fitNarrowDock(club_);
    auto* clubScroll = scrollingBody(club_);
    auto* sources = new QTabWidget;
    sources->setObjectName(QStringLiteral("librarySources"));
    sources->addTab(scroll, tr("This computer"));
    sources->addTab(clubScroll, tr("Clubs"));
    setWidget(sources);

    LibraryService* service = LibraryService::instance();
    note_->setText(service->note());
    connect(note_, &QLineEdit::textEdited, service, &LibraryService::setNote);
    connect(service, &LibraryService::noteChanged, this, [this](const QString& n) {
        if (note_->text() != n) note_->setText(n);
    });
    connect(service, &LibraryService::opened, this, [this] {
        thumbnails_.clear();  // revision ids of another file
        refresh();
    });
    connect(service, &LibraryService::contentsChanged, this, &LibraryDock::refresh);
    connect(search_, &QLineEdit::textChanged, this, &LibraryDock::refresh);
    connect(trash_, &QCheckBox::toggled, this, &LibraryDock::setShowTrash);
    connect(list_, &QTreeWidget::itemActivated, this, [this] {
        if (!trash_->isChecked()) openSelected();
    });
    connect(list_, &QTreeWidget::currentItemChanged, this, &LibraryDock::updateButtons);
    connect(open_, &QPushButton::clicked, this, &LibraryDock::openSelected);
    connect(save_, &QPushButton::clicked, this, &LibraryDock::save);
    connect(saveAs_, &QPushButton::clicked, this, &LibraryDock::saveAs);
    connect(delete_, &QPushButton::clicked, this, &LibraryDock::trashSelected);
    connect(restore_, &QPushButton::clicked, this, &LibraryDock::restoreSelected);
    connect(revisions_, &QPushButton::clicked, this, &LibraryDock::showRevisions);
    connect(file, &QPushButton::clicked, this, &LibraryDock::chooseLibraryFile);
    updateButtons();
    status_->setText(tr("No library open: use File > Library or \"Library file…\"."));
    if (service->library()) refresh();
}

LibraryDock::~LibraryDock() = default;

bool LibraryDock::fail(const QString& what, const std::exception& e) {
    lastError_ = what + QStringLiteral(": ") + qs(e.what());
    status_->setText(lastError_);
    prompter_->warn(tr("Library"), lastError_);
    return false;
}

Library* LibraryDock::library() const { return LibraryService::instance()->library(); }

bool LibraryDock::openLibrary(const QString& path) {
    LibraryService* service = LibraryService::instance();
    if (!service->open(path)) {
        lastError_ = service->lastError();
        status_->setText(lastError_);
        prompter_->warn(tr("Library"), lastError_);
        return false;
    }
    lastError_.clear();
    refresh();  // the service's signal refreshes every dock; this one at once
    return true;
}

void LibraryDock::updateButtons() {
    const bool has = lib() && list_->currentItem();
    const bool trash = trash_->isChecked();
    const bool writable = lib() && !lib()->readOnly();
    open_->setEnabled(has && !trash);
    save_->setEnabled(writable);
    saveAs_->setEnabled(writable);
    delete_->setEnabled(has && !trash && writable);
    restore_->setEnabled(has && trash && writable);
    revisions_->setEnabled(has && !selectedBattleId());  // other systems' battles keep no revisions
}

QIcon LibraryDock::thumbnail(const ScenarioSummary& s) {
    // Reading a huge board for a 48-pixel picture would stall the list: those go without.
    if (static_cast<long long>(s.columns) * s.rows > 250000) return {};
    auto it = thumbnails_.constFind(qint64(s.revision));
    if (it != thumbnails_.constEnd()) return it.value();
    QIcon icon;
    try {
        icon = QIcon(mapThumbnail(lib()->load(s.id), list_->iconSize(), list_->devicePixelRatioF()));
    } catch (const std::exception&) {
        // Opening it reports the problem; the row just has no picture.
    }
    thumbnails_.insert(qint64(s.revision), icon);
    return icon;
}

void LibraryDock::setPrompter(std::shared_ptr<Prompter> p) {
    prompter_ = std::move(p);
    club_->setPrompter(prompter_);
}

void LibraryDock::refresh() {
    const auto keep = selectedId();
    const auto keepGame = selectedGameId();
    list_->clear();
    if (!lib()) {
        updateButtons();
        return;
    }
    LibraryQuery q;
    q.text = search_->text().trimmed().toStdString();
    q.trash = trash_->isChecked();
    try {
        for (const ScenarioSummary& s : lib()->list(q)) {
            auto* item = new QTreeWidgetItem(list_);
            item->setText(ColTitle, qs(s.title.empty() ? std::string("(untitled)") : s.title));
            item->setText(ColDate, qs(s.date));
            item->setText(ColBoard, QStringLiteral("%1x%2").arg(s.columns).arg(s.rows));
            item->setText(ColModified, qs(s.modified).replace(QLatin1Char('T'), QLatin1Char(' ')).left(16));
            // Title, subtitle, sides and what the narrow dock's hidden columns say, on every cell.
            QStringList tip{item->text(ColTitle)};
            if (!s.subtitle.empty()) tip << qs(s.subtitle);
            tip << tr("%1 v %2").arg(qs(s.unionName), qs(s.confederateName));
            tip << tr("%1 · board %2 · saved %3, revision %4 of %5")
                       .arg(s.date.empty() ? tr("no date") : qs(s.date), item->text(ColBoard), item->text(ColModified))
                       .arg(s.revisionNumber)
                       .arg(s.revisionCount);
            for (int c = 0; c < ColCount; ++c) item->setToolTip(c, tip.join(QLatin1Char('\n')));
            item->setData(ColTitle, kIdRole, qint64(s.id));
            item->setIcon(ColTitle, thumbnail(s));
        }
        const int scenarios = list_->topLevelItemCount();
        if (!q.trash) addGameRows();
        const int battles = q.trash ? 0 : addBattleRows(search_->text().trimmed());
        QString st = tr("%1: %2 scenario(s)%3")
                         .arg(QFileInfo(qs(lib()->path())).fileName())
                         .arg(scenarios)
                         .arg(q.trash ? tr(" in the trash") : QString());
        if (battles) st += tr(", %n battle(s) of other systems", nullptr, battles);
        if (lib()->readOnly()) st += tr(" (read-only: %1)").arg(qs(lib()->readOnlyReason()));
        status_->setText(st);
    } catch (const std::exception& e) {
        fail(tr("Cannot list the library"), e);
    }
    if (keep) selectId(*keep);
    if (keepGame) selectGame(*keepGame);
    fitColumns();
    updateButtons();
}

std::optional<ScenarioId> LibraryDock::selectedId() const {
    const auto* item = list_->currentItem();
    if (!item || !item->data(ColTitle, kIdRole).isValid()) return std::nullopt;  // a battle row has none
    return item->data(ColTitle, kIdRole).toLongLong();
}

void LibraryDock::selectId(ScenarioId id) {
    for (int i = 0; i < list_->topLevelItemCount(); ++i)
        if (list_->topLevelItem(i)->data(ColTitle, kIdRole).toLongLong() == id)
            list_->setCurrentItem(list_->topLevelItem(i));
}

void LibraryDock::emitOpen(const Scenario& s, ScenarioId id) { emit openScenario(s, id); }

bool LibraryDock::openSelected() {
    if (const auto game = selectedGameId()) {
        emit openGame(*game);
        return true;
    }
    if (const auto battle = selectedBattleId()) {
        emit openBattle(*battle);
        return true;
    }
    const auto id = selectedId();
    if (!lib() || !id) return false;
    try {
        const Scenario s = lib()->load(*id);
        emitOpen(s, *id);
        return true;
    } catch (const std::exception& e) {
        return fail(tr("Cannot open scenario %1").arg(*id), e);
    }
}

bool LibraryDock::save() { return saveDocument(false); }

bool LibraryDock::saveAs() { return saveDocument(true); }

bool LibraryDock::saveDocument(bool asNew) {
    if (!lib()) return false;
    LibraryService* service = LibraryService::instance();
    service->setNote(note_->text());
    QString error;
    // In a window, the window's one library save; a dock on its own only stores.
    const bool ok = saver_ ? saver_(asNew, &error) : (error = service->saveDocument(*doc_, asNew)).isEmpty();
    if (!ok) {
        lastError_ = error;
        status_->setText(error);
        if (!saver_) prompter_->warn(tr("Library"), error);  // a saver has told the user
        return false;
    }
    if (trash_->isChecked()) trash_->setChecked(false);
    refresh();
    if (doc_->libraryId()) selectId(*doc_->libraryId());
    return true;
}

bool LibraryDock::trashSelected() {
    if (selectedGameId()) return deleteSelectedGame();
    if (selectedBattleId()) return deleteSelectedBattle();
    const auto id = selectedId();
    if (!lib() || !id) return false;
    try {
        lib()->trash(*id); // recoverable: the trash view can restore it
        refresh();
        status_->setText(tr("Moved to the trash; tick \"Show trash\" to restore it."));
        return true;
    } catch (const std::exception& e) {
        return fail(tr("Cannot delete scenario %1").arg(*id), e);
    }
}

bool LibraryDock::restoreSelected() {
    const auto id = selectedId();
    if (!lib() || !id) return false;
    try {
        lib()->restore(*id);
        refresh();
        return true;
    } catch (const std::exception& e) {
        return fail(tr("Cannot restore scenario %1").arg(*id), e);
    }
}

void LibraryDock::setShowTrash(bool on) {
    if (trash_->isChecked() != on) trash_->setChecked(on); // re-enters through toggled
    else refresh();
}

RevisionsDialog* LibraryDock::makeRevisionsDialog() {
    const auto id = selectedId();
    if (!lib() || !id) return nullptr;
    auto* dlg = new RevisionsDialog(*lib(), *id, this);
    connect(dlg, &RevisionsDialog::openRevision, this,
            [this](const Scenario& s, qint64 sid, qint64) { emitOpen(s, sid); });
    connect(dlg, &RevisionsDialog::restored, this, [this](qint64 sid) {
        refresh();
        reloadIfOpen(sid);
    });
    return dlg;
}

void LibraryDock::reloadIfOpen(ScenarioId id) {
    // The open document shows the revision that was current before: left as it was, its
    // next Save would silently undo the restore.
    if (doc_->libraryId() != id) return;
    emit aboutToSave(); // typed but uncommitted text counts as an unsaved change
    if (doc_->isModified()) {
        const bool discard = prompter_->confirm(tr("Discard changes?"),
                                                tr("The open scenario has unsaved changes. Discard them and show the "
                                                   "revision you made current?"));
        if (!discard) return; // keep editing; the document stays modified
    }
    try {
        emit reloadScenario(lib()->load(id), id);
    } catch (const std::exception& e) {
        fail(tr("Cannot reload scenario %1").arg(id), e);
    }
}

void LibraryDock::showRevisions() {
    if (RevisionsDialog* dlg = makeRevisionsDialog()) {
        dlg->exec();
        delete dlg;
    }
}

void LibraryDock::chooseLibraryFile() {
    const QString start = lib() ? qs(lib()->path()) : qs(Library::defaultPath());
    const QString path = prompter_->saveFileName(tr("Open or create a library"), start,
                                                 tr("Muster library (*.sqlite);;All files (*)"), nullptr, false);
    if (!path.isEmpty()) openLibrary(path);
}

void LibraryDock::fitColumns() {
    // Date first, then the save time, then the board size, each while it still fits.
    showColumnsWhileTitlesFit(list_, ColTitle, {ColDate, ColModified, ColBoard});
}

bool LibraryDock::eventFilter(QObject* o, QEvent* e) {
    if (o == list_->viewport() && e->type() == QEvent::Resize) fitColumns();
    return QDockWidget::eventFilter(o, e);
}

} // namespace muster
