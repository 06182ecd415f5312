#pragma once
// Library dock: the application's scenario library (editor/document/library_service.h):
// browse, search, open, save, save as, delete to and restore from the trash, and revisions.
// Games stored beside a scenario are its child rows: opening one resumes it in play mode.
// The library itself is the service's: every window's dock shows the same one.
#include "db/library.h"

#include <QDockWidget>
#include <QHash>
#include <QIcon>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace muster {

class Prompter;

class ClubView;
class RevisionsDialog;
class ScenarioDocument;

// Lists the library and moves scenarios between it and the open document.
class LibraryDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LibraryDock(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~LibraryDock() override;

    // Open a library file (created when missing) for the whole application. An empty path
    // opens the user's default library, seeded from the bundled scenarios on first use.
    // Returns false and shows why on error.
    bool openLibrary(const QString& path = {});
    Library* library() const;
    // Errors and questions (discard edits for "Make current"? delete a game?) go through
    // the prompter: message boxes by default, the window's once it is in one, a script in
    // tests; so do the Clubs page's. lastError() keeps the last error.
    void setPrompter(std::shared_ptr<Prompter> p);
    QString lastError() const { return lastError_; }
    // The one library save of the window (DocumentController::saveToLibrary: it commits
    // typed text, stores the revision, clears recovery, adds a recent entry); the dock's
    // Save buttons call it. Returns false with the reason in `error`. Without one (a dock
    // outside a window) the dock only stores the document.
    using Saver = std::function<bool(bool asNew, QString* error)>;
    void setSaver(Saver s) { saver_ = std::move(s); }

    QTreeWidget* list() const { return list_; }
    ClubView* clubView() const { return club_; }  // the "Clubs" page
    QLineEdit* searchBox() const { return search_; }
    // Note stored with the next save, by this dock or by File > Save (cleared after a save
    // succeeds): it edits the library service's note.
    QLineEdit* noteBox() const { return note_; }
    // Library id of the selected row, if any.
    std::optional<ScenarioId> selectedId() const;   // a game row gives its scenario
    void selectId(ScenarioId id);
    // Library id of the selected game row, if a game is selected (library_dock_games.cpp).
    std::optional<GameId> selectedGameId() const;
    void selectGame(GameId id);
    // Delete the selected game for good (asks first).
    bool deleteSelectedGame();
    // Library id of the selected battle of another rule system (library_dock_battles.cpp).
    std::optional<BattleId> selectedBattleId() const;
    bool deleteSelectedBattle();

public slots:
    void refresh();
    // Open the selected scenario (emits openScenario).
    bool openSelected();
    // Save the document: a new revision of its library scenario, or a new scenario.
    bool save();
    // Save the document as a new library scenario.
    bool saveAs();
    bool trashSelected();
    bool restoreSelected();   // from the trash view
    void showRevisions();     // modal dialog for the selected scenario

public:
    // The revisions dialog for the selected scenario, wired to this dock (nullptr when
    // nothing is selected); the caller shows it. Tests drive it without exec().
    RevisionsDialog* makeRevisionsDialog();

public slots:
    void setShowTrash(bool on);
    // Let the user pick (or create) another library file.
    void chooseLibraryFile();

signals:
    // The user opened a scenario (or an old revision) from the library. The receiver
    // loads it into the window as a document of library scenario `id`.
    void openScenario(const muster::Scenario& scenario, qint64 id);
    // Emitted (directly) before a save reads the document: fields still being typed in
    // other docks commit now so the saved revision holds them.
    void aboutToSave();
    // An old revision of the open scenario was made current: the receiver replaces the
    // open document with `scenario` (of library scenario `id`) without asking (the dock
    // has asked already).
    void reloadScenario(const muster::Scenario& scenario, qint64 id);
    // The user opened a stored game: the receiver resumes it in play mode.
    void openGame(qint64 gameId);
    // The user opened a battle of another rule system: the receiver opens its text
    // (Library::loadBattleJson) in that system's editor.
    void openBattle(qint64 battleId);

private:
    QIcon thumbnail(const ScenarioSummary& s);
    void emitOpen(const Scenario& s, ScenarioId id);
    bool saveDocument(bool asNew);
    bool fail(const QString& what, const std::exception& e);
    void updateButtons();
    void reloadIfOpen(ScenarioId id);
    void addGameRows();   // under each listed scenario, newest first
    int addBattleRows(const QString& filter);  // after the scenarios; returns how many
    // The title column first: date, saved and board size are shown only while every title
    // still fits beside them (they are in each row's tooltip either way).
    void fitColumns();
    bool eventFilter(QObject* o, QEvent* e) override;

    ScenarioDocument* doc_;
    Library* lib() const { return library(); }
    std::shared_ptr<Prompter> prompter_;
    QString lastError_;
    Saver saver_;
    QLabel* status_ = nullptr;
    QLineEdit* search_ = nullptr;
    QLineEdit* note_ = nullptr;
    QCheckBox* trash_ = nullptr;
    QTreeWidget* list_ = nullptr;
    // Map thumbnails by revision: a revision never changes, so each is drawn once.
    QHash<qint64, QIcon> thumbnails_;
    QPushButton* open_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* saveAs_ = nullptr;
    QPushButton* delete_ = nullptr;
    QPushButton* restore_ = nullptr;
    QPushButton* revisions_ = nullptr;
    ClubView* club_ = nullptr;
};

} // namespace muster
