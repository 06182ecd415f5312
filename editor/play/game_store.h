#pragma once
// Where a game is kept: game files, games stored in the library beside their scenario, and
// the recovery file written after every action so a crash loses nothing. It knows which
// file or library slot the game came from, and whether it has actions not saved anywhere.
// The board, docks and turns are the play mode's (play_controller.h).
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace muster {

class GameRecoveryStore;
class Library;
class Shell;
class OrphanedGame;
class PlayController;
struct GameRecord;

class GameStore : public QObject {
    Q_OBJECT
public:
    enum class SaveTarget { Cancel, Library, File, Both };

    GameStore(PlayController& play, Shell* shell);
    ~GameStore() override;

    // A new game: not the one stored or saved before.
    void newGame();
    // After every action: marks the game unsaved and writes its recovery file.
    void changed();

    // Errors and questions go through the window's prompter (editor/prompter.h).
    bool saveToFile(const QString& path);
    bool openFile(const QString& path);
    // File > Save Game: for a scenario from the library, asks where (library, file, both);
    // otherwise asks for a file.
    void saveAsked();
    // Store the game beside its library scenario: the game's own slot when it came from
    // (or was saved to) the library, else a new one.
    bool saveToLibrary();
    // Resume a game stored in the library; the document is tied to its scenario when it is
    // that scenario's current revision.
    bool openFromLibrary(qint64 gameId);
    std::optional<qint64> libraryGameId() const { return libraryGameId_; }

    // Actions played since the game was last saved, opened or resumed.
    bool unsaved() const;
    // Before the game is dropped: asks to save it when it has unsaved actions, naming it
    // (and saying whether it is finished). False: the user cancelled.
    bool maybeSave();

    QString recoveryPath() const;
    // Offer every game left by an editor that is gone, one question each.
    void offerRecovery();
    bool restore(OrphanedGame& orphan);

private:
    void saved();  // the game as it stands is stored: nothing to recover or ask about
    std::optional<qint64> libraryScenario() const;
    void tieToLibraryScenario(Library* lib, qint64 scenario);
    Library* library(const QString& path = {});

    PlayController& play_;
    Shell* w_;
    bool dirty_ = false;
    QString file_;  // the file it was opened from / saved to
    std::optional<qint64> libraryGameId_;
    // The library scenario of a game opened on an older revision: the document then stays
    // untagged (saving it must not overwrite the newer revision), but Save Game still
    // stores the game beside its scenario.
    std::optional<qint64> scenarioId_;
    std::unique_ptr<GameRecoveryStore> recovery_;
};

} // namespace muster
