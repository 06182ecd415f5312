#pragma once
// Save, Save As, Save to Library, "Save changes?" and crash recovery for a window holding
// one battle of a system with its own file shape (the square grid, the Eagle Games battle
// board): the file is written atomically (a failed save leaves the old one and says why,
// naming it), the library keeps the battle's canonical text, and a modified battle is
// autosaved every minute to a recovery file (recovery_store.h) that goes when it is saved
// or closed, so a crash loses nothing. One implementation for both windows.
#include "db/library.h"
#include "model/systems/ruleset.h"

#include <QString>

class QTimer;

#include <functional>
#include <memory>
#include <optional>
#include <string>

class QMainWindow;
class QMenu;

namespace muster {

class OrphanedRecovery;
class Prompter;
class RecoveryStore;

// The text of a battle file (regular files within the size limit); ScenarioReadError naming it.
std::string readBattleFileText(const QString& path);

class BattleSaving {
public:
    struct Hooks {
        std::function<std::string()> text;       // the battle's canonical file text
        std::function<QString()> title;
        std::function<QString()> filePath;       // empty: never saved to a file
        std::function<bool()> modified;
        std::function<void(const QString&)> saved;  // stored: the absolute file path, or empty for the library
        // Text still being typed into the window's fields, made an edit before anything
        // looks at the battle (save, "Save changes?", autosave); optional.
        std::function<void()> commitPending;
    };
    BattleSaving(QMainWindow* window, std::shared_ptr<Prompter> prompter, QString kind, Hooks hooks);
    ~BattleSaving();  // keeps the recovery file: only save and close remove it

    // To the file, or to the library when the battle came from there and has no file.
    bool save();
    bool saveAs();
    bool saveToFile(const QString& path);
    // To the library (as the same library battle once stored or opened from there).
    bool saveToLibrary();
    // "Save changes?" when modified; false: the user cancelled.
    bool maybeSave();
    // File menu entries Save (Ctrl+S), Save As and Save to Library (Ctrl+Alt+S), named
    // PREFIXSave, PREFIXSaveAs and PREFIXSaveToLibrary.
    void addSaveActions(QMenu* file, const QString& prefix);
    // For closeEvent: "Save changes?"; when the window may close, its recovery file goes.
    bool mayClose();

    // The battle's recovery file, written now (as the minute's autosave does when it is
    // modified); its path, empty before the first write.
    void writeRecovery();
    QString recoveryFilePath() const;
    // A restored orphan's file becomes this battle's (kept until it is saved or closed).
    void adoptRecovery(OrphanedRecovery& orphan);

    std::optional<BattleId> libraryBattle() const { return libraryBattle_; }
    void setLibraryBattle(BattleId id) { libraryBattle_ = id; }

private:
    void commitPending();

    QMainWindow* window_;
    std::shared_ptr<Prompter> prompter_;
    QString kind_;  // "square-grid battle", for the dialogs
    Hooks hooks_;
    std::optional<BattleId> libraryBattle_;
    std::unique_ptr<RecoveryStore> recovery_;
    std::unique_ptr<QTimer> autosave_;
};

} // namespace muster
