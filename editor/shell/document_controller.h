#pragma once
// The one owner of the open document's life: Open, Save, Save As, Revert and "Save
// changes?". Save goes to where the document came from (document_origin.h): its file, a new
// revision of its library scenario (with the note typed for it), or, for a template (a
// bundled battle or a new board), wherever the user says; the shipped file is never written.
#include "editor/document/document_origin.h"
#include "model/scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <string>

namespace muster {

class MainWindow;
struct RecentLibraryBattle;
class ScenarioDocument;

class DocumentController : public QObject {
    Q_OBJECT
public:
    DocumentController(MainWindow* window, ScenarioDocument* doc);

    // How a file is opened: as itself (Save writes it back), or imported (a new, unsaved
    // battle: Save never writes the source).
    enum class OpenAs { File, Import };
    // The one routing of an opened file (Open, Open Recent, the start page, drag and drop,
    // Import): a game resumes; any other file is read once and its `ruleset` picks the
    // window: a square-grid or Eagle Games battle opens in a window of its own (the open
    // battle stays), a Hold the Line scenario (a bundled one as a template) replaces the
    // document, after "Save changes?" when `askFirst`. Errors go to the window's prompter;
    // false leaves the open document as it was.
    bool route(const QString& path, OpenAs as, bool askFirst);
    bool openFile(const QString& path) { return route(path, OpenAs::File, false); }
    // What route() reads a file with: its whole text, or ScenarioReadError (a seam for tests).
    using FileReader = std::function<std::string(const QString&)>;
    void setFileReader(FileReader reader) { reader_ = std::move(reader); }
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

    // A Hold the Line scenario read by route() into the document.
    void openScenario(const Scenario& s, const QString& path, OpenAs as);

    MainWindow* w_;
    ScenarioDocument* doc_;
    QString lastError_;
    FileReader reader_;
};

} // namespace muster
