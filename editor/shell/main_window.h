#pragma once
// The editor's main window: one open scenario (the document lives as long as the window;
// opening a file resets it), the board view, tools, menus, docks, settings and autosave.
//
// For docks: document(), view(), selection() and centreOn() are stable for the window's
// lifetime, so a dock can be built with them once. addDockPanel() places a dock and lists
// it in View > Docks.
#include "editor/document/document_origin.h"
#include "editor/mode/shell.h"
#include "editor/commands/region_clip.h"
#include "model/hex.h"
#include "model/scenario.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QDockWidget;
class QAction;
class QMenu;
class QPrinter;

namespace muster {

class ScenarioDocument;
class DockLayout;
class RecoveryStore;
class OrphanedRecovery;
class Selection;
class BoardView;
class LibraryDock;
class StartPage;
class Tool;
class PlayController;
class DocumentController;
class EditMode;
class WindowMode;
class Prompter;
class ActionRegistry;
class ModeSwitch;
class StatusHints;
class DocumentRecovery;
class SheetOutput;
class ToolSet;
class ToolOptionsBar;
class WindowMenus;
class BoardContextMenu;
class EditDocks;
class GridWindow;
struct GridScenario;
struct ToolOptions;
struct ExportOptions;

class MainWindow : public QMainWindow, public Shell {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    QMainWindow* mainWindow() override { return this; }
    ScenarioDocument* document() const override { return doc_; }
    BoardView* view() const { return view_; }
    Selection* selection() const { return selection_; }
    ToolOptions& toolOptions() { return *options_; }
    // Select these hexes and scroll the board so they are visible.
    void centreOn(const std::vector<Offset>& hexes);
    void addDockPanel(QDockWidget* dock, Qt::DockWidgetArea area) override;

    // Open, Save, Save As, Revert and "Save changes?" (editor/document_controller.h).
    DocumentController* documents() const { return documents_; }
    // File operations (also used by tests), through the document controller. They report
    // errors through the prompter, and return false on failure without changing the open
    // document.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    void newScenario(const Scenario& s = {});
    // Export the open scenario by extension (one of ExporterRegistry's one-battle formats) through
    // muster_render; returns the files written (empty on failure, reported through the
    // prompter). Without options it uses those last chosen in the export dialog.
    QStringList exportTo(const QString& path);
    QStringList exportTo(const QString& path, const ExportOptions& opt);
    // Paint the setup sheet onto a printer, in black and white if `mono` (or if the
    // printer is set to greyscale). What File > Print's preview and Print button do.
    // Printing to a PDF file goes through the checked exporter: false (and the previous
    // file kept) when it cannot be written, with the reason in lastPrintError().
    bool printTo(QPrinter& printer, bool mono);
    QString lastPrintError() const;
    // Replace the open scenario; clears undo history. With a path: a file document, else a
    // new board (the document controller's load() takes any origin).
    void loadScenario(const Scenario& s, const QString& filePath = {}) override;

    // ---- actions, menus and modes (main_window_modes.cpp) ----
    // Actions by id: tests and other parts find them here, never by scanning the window.
    // `mode` "edit" or "play": the action works only in that mode; empty: in every mode.
    // The action's object name becomes `id`.
    QAction* registerAction(const QString& id, QAction* a, const QString& mode = {}) override;
    QAction* action(const QString& id) const;
    QList<QAction*> actionsOfMode(const QString& mode) const override;
    void registerMenu(const QString& id, QMenu* menu);
    QMenu* menu(const QString& id) const;
    void insertMenuBefore(QMenu* m, const QString& beforeId) override;
    void insertActionAfter(QAction* a, const QString& afterId) override;
    // Show `mode`'s board, docks, tool bars, menus and actions in place of the current one's.
    void setMode(WindowMode* mode) override;
    WindowMode* mode() const { return mode_; }
    WindowMode* editMode() const override;

    // Tools by id ("brush", "fill", "eraser", "eyedropper", "line", "unit", "leader",
    // "vp", "select", "move", "delete"); activateTool returns false for an unknown id.
    bool activateTool(const QString& id);
    Tool* currentTool() const;
    Tool* tool(const QString& id) const;

    // Clipboard of a board region (terrain and units), used by copy/paste.
    void copySelection();
    void pasteAt(Offset topLeft);
    const RegionClip& clipboard() const { return clipboard_; }
    void selectAll();
    void deleteSelection();
    // Share codes (main_window_share.cpp): the battle as text, and a code opened as a new document.
    void copyShareCode();
    bool openShareCode(const QString& text);
    void openShareCodeDialog();
    bool pasteShareCode();  // Ctrl+V: true when the clipboard held a share code
    // The board's context menu for a point in board pixels (board_context_menu.h; the
    // caller owns it; tests trigger its actions by object name).
    QMenu* boardContextMenu(QPointF boardPos);
    SheetOutput* sheetOutput() const { return output_; }  // export and print
    // Select these units (or just the hex) and bring the Inspector forward to edit them.
    void showInspectorFor(const std::vector<std::string>& units, std::optional<Offset> hex);
    // Every question, choice and error of this window goes through its prompter
    // (editor/prompter.h): message boxes, or a script in tests. Shared with the library
    // dock and with the windows this one opens for recovered work.
    Prompter& prompter() const override { return *prompter_; }
    std::shared_ptr<Prompter> sharedPrompter() const { return prompter_; }
    void setPrompter(std::shared_ptr<Prompter> p);

    // Push what is typed but not yet committed in the Scenario and Inspector docks (a
    // field with focus), so saving, autosave, export and print see it.
    void commitPendingEdits() override;
    // A file name (no folder, no extension) for the scenario: its file's, else its title's.
    QString suggestedBaseName() const override;
    // File > Open Recent gets a file, a saved game or a library battle (recent_files.h).
    void addRecent(const QString& entry) override;
    void addRecentLibraryGame(qint64 scenario, qint64 game, const QString& title) override;

    // This window's recovery file (editor/document/recovery_store.h): empty until the
    // first autosave of the open document.
    QString recoveryFilePath() const;
    void writeRecoveryFile();
    // Offer every recovery file whose editor is gone (crashed, killed), one question each.
    // The first restored goes into this window when it holds no unsaved work, the others
    // into new windows; a No deletes that file. Recovery files of running editors are
    // never offered or touched.
    void offerRecovery();
    // Restore one orphan here: the saved file (or an empty board) with the recovered state
    // as an undoable edit, keeping the document's file path and library id.
    bool restoreRecovery(OrphanedRecovery& orphan);
    // Where the next recovered document or game opens: this window until one has been
    // restored here (`thisUsed`), then a new window each.
    MainWindow* recoveryWindow(bool thisUsed) override;
    void openLibrary();  // shows the library dock, opening the user's library first
    PlayController* playController() const override { return play_; }  // play mode (editor/play/)
    LibraryDock* libraryDock() const;
    // The editing mode's docks, by type (edit_docks.h); play mode's are its own.
    EditDocks* editDocks() const { return docks_; }
    // Select a hex given as its label ("0704") or "column, row" and scroll to it; false
    // (nothing changed) for text that names no hex of the board. Ctrl+G asks for it.
    bool goToHex(const QString& text);
    // Square-grid battles (seed 003) open in a window of their own (grid_window.h), with
    // this window's prompter; errors go to the prompter and give null.
    GridWindow* openGridWindow(const GridScenario& s, const QString& filePath = {});
    // A battle of another rule system stored in the library, in its system's window
    // (false, and the reason told, when it cannot be read or has no editor).
    bool openLibraryBattle(qint64 battleId);
    // File > New > Square-grid battle: asks the board's columns and rows.
    GridWindow* newGridBattleAsked();
    // The square-grid windows this window opened that are still open.
    QList<GridWindow*> gridWindows() const;

    // The start page (open without blocking; deleted when closed).
    StartPage* showStartPage();
    void goToHexDialog();

signals:
    void toolChanged(const QString& id);
    // A different scenario was loaded (new, open, library): views of the old one reset.
    void documentReplaced();
    void modeSwapped(const QString& modeId);

protected:
    bool event(QEvent*) override;
    void closeEvent(QCloseEvent*) override;
    void dragEnterEvent(QDragEnterEvent*) override;
    void dropEvent(QDropEvent*) override;

public:
    // After the document was loaded or saved elsewhere (the document controller): the
    // title names it anew, and the recovery copy of what was there is stale.
    void updateTitle();
    void clearRecovery();

private:
    void buildToolBars();
    std::optional<Offset> parseHex(const QString& text) const;
    void readSettings();
    void keepOnScreen(bool firstRun); // size and place the window within its screen
    void writeSettings();
    bool maybeSave();        // false: the user cancelled
    void refreshOptionWidgets(); // the options bar and the palette show the tool options
    void toolActivated(Tool* t);
    void updateHint();

    ScenarioDocument* doc_ = nullptr;
    Selection* selection_ = nullptr;
    BoardView* view_ = nullptr;
    std::unique_ptr<ToolOptions> options_;
    ToolSet* tools_ = nullptr;
    ToolOptionsBar* optionsBar_ = nullptr;
    WindowMenus* menus_ = nullptr;
    BoardContextMenu* contextMenu_ = nullptr;
    EditDocks* docks_ = nullptr;
    StatusHints* status_ = nullptr;
    DocumentRecovery* recovery_ = nullptr;
    SheetOutput* output_ = nullptr;
    RegionClip clipboard_;
    QString clipboardAtRegionCopy_;  // the system clipboard's text when a region was copied
    std::shared_ptr<Prompter> prompter_;
    PlayController* play_ = nullptr;
    DockLayout* layout_ = nullptr;  // lock and reset of the docks (dock_layout.h)
    DocumentController* documents_ = nullptr;

    QList<QPointer<GridWindow>> grids_;

    std::unique_ptr<ActionRegistry> actions_;
    std::unique_ptr<ModeSwitch> modes_;
    std::unique_ptr<EditMode> editMode_;
    WindowMode* mode_ = nullptr;
};

} // namespace muster
