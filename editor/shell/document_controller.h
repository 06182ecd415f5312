#pragma once
// The one owner of the open document's life: Open, Save, Save As, Revert and "Save
// changes?". Save goes to where the document came from (document_origin.h): its file, a new
// revision of its library scenario (with the note typed for it), or, for a template (a
// bundled battle or a new board), wherever the user says; the shipped file is never written.
#include "editor/document/document_origin.h"
#include "model/scenario.h"

#include <QObject>
#include <QString>

namespace muster {

class MainWindow;
struct RecentLibraryBattle;
class ScenarioDocument;

class DocumentController : public QObject {
    Q_OBJECT
public:
    DocumentController(MainWindow* window, ScenarioDocument* doc);

    // Open a scenario file (a bundled one as a template) or resume a game file. Errors go to
    // the window's prompter; false leaves the open document as it was.
    bool openFile(const QString& path);
    // File > Open and File > Import: "Save changes?", then a file from the prompter. An
    // imported file is a new board (Save does not write the source).
    void openAsked();
    void importAsked();
    // Replace the open document (new board, library, import, restore): clears undo history.
    void load(const Scenario& s, const DocumentOrigin& origin = {});
    // A library scenario as the document; it becomes a recent entry.
    void loadFromLibrary(const Scenario& s, qint64 id);
    // Save to the origin; a template asks where (library or file). False: cancelled or failed.
    bool save();
    bool saveAs();  // asks the prompter for a file
    bool saveToFile(const QString& path);
    // A new revision of the document's library scenario (or a new scenario when it has none
    // or `asNew`), with the library's note.
    bool saveToLibrary(bool asNew = false);
    // Back to the origin as last saved (asks first when there are changes).
    bool revert();
    // Before the document is dropped: "Save the game?" for a game with unsaved actions,
    // then "Save changes?" for the scenario. False: the user cancelled.
    bool maybeSave();

    QString lastError() const { return lastError_; }

signals:
    // A different scenario was loaded: views of the old one reset (the Balance dock drops
    // a result computed for it).
    void documentReplaced();

private:
    enum class Where { Cancel, Library, File };
    Where askWhere();
    // A bundled battle or a new board into the library: asks when a battle of its title is
    // there already.
    bool saveTemplateToLibrary();
    bool openLibraryBattle(const RecentLibraryBattle& b);  // a recent entry (recent_files.h)
    void addRecentLibraryBattle();
    void report(const QString& title, const QString& msg);

    MainWindow* w_;
    ScenarioDocument* doc_;
    QString lastError_;
};

} // namespace muster
