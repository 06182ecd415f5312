#pragma once
// The scenario library (db/library.h) as one service of the application, not of a dock:
// every window's Library dock, play mode (games beside their scenario), crash recovery and
// the start page use this one, so the library opened in one place is the library
// everywhere. It also does the one library save of a document (a new revision of its
// scenario, or a new scenario), with the note typed for the next save.
#include "db/library.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace muster {

class ScenarioDocument;

class LibraryService : public QObject {
    Q_OBJECT
public:
    // The application's library service (made on first use, owned by the application).
    static LibraryService* instance();

    // Open a library file (created when missing). An empty path opens the user's default
    // library, seeded from the bundled scenarios on first use. False (and lastError()) on
    // error, with no library open then.
    bool open(const QString& path = {});
    // The open library, opening the default one first when none is open or the open one's
    // file has gone (null when that fails).
    Library* ensureOpen();
    Library* library() const { return lib_.get(); }
    QString lastError() const { return lastError_; }
    // Where the bundled scenarios are (seeded into a new library; opened as templates).
    static QString bundledDir();
    // Is `path` one of the bundled scenarios (a template, never written by Save)?
    static bool isBundled(const QString& path);

    // The note stored with the next save (the Library dock edits it).
    QString note() const { return note_; }
    void setNote(const QString& note);

    // Store the document: a new revision of its library scenario (when it has one that is
    // still there and `asNew` is false), else a new scenario. The document is then that
    // scenario's, saved; the note is cleared. Empty on success, else the reason.
    QString saveDocument(ScenarioDocument& doc, bool asNew = false);
    // Store a battle of another rule system (its file text): battle `*id` again when it is
    // still there, else a new one, whose id is then in `*id`. Empty on success, else the reason.
    QString saveBattle(const std::string& battleJson, const QString& title, std::optional<BattleId>* id);
    // Something was stored in the library by another part (a game): the docks refresh.
    void notifyChanged() { emit contentsChanged(); }

signals:
    void opened();            // another library file is open (or none, after a failed open)
    void contentsChanged();   // a scenario or game was stored, moved or removed
    void noteChanged(const QString& note);

private:
    explicit LibraryService(QObject* parent);
    std::unique_ptr<Library> lib_;
    QString lastError_;
    QString note_;
};

} // namespace muster
