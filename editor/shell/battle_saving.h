#pragma once
// Save, Save As, Save to Library and "Save changes?" for a window holding one battle of a
// system with its own file shape (the square grid, the Eagle Games battle board): the
// file is written atomically (a failed save leaves the old one and says why, naming it),
// the library keeps the battle's canonical text. One implementation for both windows.
#include "db/library.h"
#include "model/systems/ruleset.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>

class QMainWindow;

namespace muster {

class Prompter;

// The text of a battle file (regular files within the size limit); ScenarioReadError naming it.
std::string readBattleFileText(const QString& path);
// The board of the system the file's `ruleset` names; none when it does not read or names
// none (the hex reader then says why).
std::optional<BoardKind> battleFileBoard(const QString& path);

class BattleSaving {
public:
    struct Hooks {
        std::function<std::string()> text;       // the battle's canonical file text
        std::function<QString()> title;
        std::function<QString()> filePath;       // empty: never saved to a file
        std::function<bool()> modified;
        std::function<void(const QString&)> saved;  // stored: the absolute file path, or empty for the library
    };
    BattleSaving(QMainWindow* window, std::shared_ptr<Prompter> prompter, QString kind, Hooks hooks)
        : window_(window), prompter_(std::move(prompter)), kind_(std::move(kind)), hooks_(std::move(hooks)) {}

    // To the file, or to the library when the battle came from there and has no file.
    bool save();
    bool saveAs();
    bool saveToFile(const QString& path);
    // To the library (as the same library battle once stored or opened from there).
    bool saveToLibrary();
    // "Save changes?" when modified; false: the user cancelled.
    bool maybeSave();

    std::optional<BattleId> libraryBattle() const { return libraryBattle_; }
    void setLibraryBattle(BattleId id) { libraryBattle_ = id; }

private:
    QMainWindow* window_;
    std::shared_ptr<Prompter> prompter_;
    QString kind_;  // "square-grid battle", for the dialogs
    Hooks hooks_;
    std::optional<BattleId> libraryBattle_;
};

} // namespace muster
