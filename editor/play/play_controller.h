#pragma once
// Play mode: the editor's window turned into a game table for the open scenario. It owns
// the PlaySession (state, record, log), a board of its own (a BoardView over a private
// document showing the game state, with the PlayTool for clicks and overlays), the Game
// and Game Log docks, and the computer players, which think on a worker thread so the
// window never blocks. The scenario document and its undo history are not touched: the
// editing board, docks, tools and toolbars are put aside while playing and come back as
// they were. MainWindow only creates this object and forwards game files to it.
#include "editor/play/action_mark.h"
#include "editor/play/play_session.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QThread;
class QTimer;
class QToolBar;
class QWidget;

namespace muster {

class MainWindow;
class ScenarioDocument;
class Selection;
class BoardView;
class PlayTool;
class PlayPanel;
class GameLogDock;
class HandOverScreen;
class Player;
class GameRecoveryStore;
class OrphanedGame;
class Library;

// What the dice panel and the log show for the dice of one action.
struct RollView {
    QString text;            // the log entry's words
    std::vector<int> natural;
    std::vector<int> modified;  // same length as natural when a modifier applies, else empty
    int hitOn = 0;           // natural value that hits (0: not a hit roll)
    bool morale = false;     // morale die: colours matter
    bool leaderCheck = false;
};

class PlayController : public QObject {
    Q_OBJECT
public:
    explicit PlayController(MainWindow* window);
    ~PlayController() override;

    static bool isGameFile(const QString& path);

    bool isPlaying() const { return playing_; }
    // Start play on the document as it stands (asks about warnings unless quiet; refuses a
    // scenario with errors, naming them). `seed`/`dice` for tests; 0 means a random seed.
    bool start(bool quiet = false, std::uint64_t seed = 0, std::vector<int> dice = {});
    // Resume a muster-game file: its scenario becomes the document, play resumes.
    bool openGame(const QString& path, bool quiet = false);
    bool saveGame(const QString& path, bool quiet = false);

    // ---- games in the library and crash recovery (play_library.cpp) ----
    enum class SaveTarget { Cancel, Library, File, Both };
    // File > Save Game: for a scenario from the library, asks where (library, file, both);
    // otherwise asks for a file. Tests replace the question with setSaveTargetChooser.
    void saveGameAsked();
    void setSaveTargetChooser(std::function<SaveTarget()> f) { chooseTarget_ = std::move(f); }
    // Store the game beside its library scenario (the document's library id): the game's
    // own slot when it came from (or was saved to) the library, else a new one.
    bool saveGameToLibrary(bool quiet = false);
    // Actions played since the game was last saved, opened or resumed (nothing to lose
    // when none).
    bool gameUnsaved() const { return session_.active() && session_.actionCount() > 0 && gameDirty_; }
    // Before the game in progress is dropped (window closed, another game or a new one
    // started): asks to save it when it has unsaved actions. False: the user cancelled.
    bool maybeSaveGame();
    // Resume a game stored in the library: its scenario becomes the document (tagged with
    // the library id), play resumes at exactly the stored state.
    bool openLibraryGame(qint64 gameId, bool quiet = false);
    std::optional<qint64> libraryGameId() const { return libraryGameId_; }
    // Resume `record` (the common end of file, library and recovery).
    bool resume(GameRecord record, const QString& from, bool quiet);
    // The game's recovery file, written after every action (empty when none).
    QString gameRecoveryPath() const;
    // Offer every game left by an editor that is gone; `restore` answers for all (tests).
    // The first resumes in this window when it is free, the others in new windows.
    void offerGameRecovery(std::optional<bool> restore = std::nullopt);
    bool restoreGame(OrphanedGame& orphan, bool quiet = false);

    void stop();
    void toggle();

    PlaySession& session() { return session_; }
    // The state on the board: the present, or a past one while viewing the log.
    const GameState& shownState() const;
    bool viewingPast() const { return viewed_.has_value(); }
    int viewedActions() const;
    // Show the board after the first n actions (read-only); n >= actionCount returns to now.
    void viewAfter(int n);
    void stepBack();
    void stepForward();

    // May the person at the screen act now (a human side to act, present, not over)?
    bool humanMayAct() const;
    // Apply an action from the human (or a test). On refusal, shows the engine's message
    // and returns false; nothing changes.
    bool act(const Action& a);
    bool undo();
    void endTurn();

    // Per side: "human" or a registered player name.
    void setPlayer(Side side, const QString& name);
    QString player(Side side) const { return players_[static_cast<std::size_t>(side)]; }
    // Milliseconds between computer actions (0: as fast as they come; kStepPace: each
    // waits for nextAction()).
    static constexpr int kStepPace = -1;
    void setPace(int ms);
    int pace() const { return paceMs_; }
    // The computer's next action now (the Next action button and key, N): it does not wait
    // out the pace, and at Step pace it is the only way on.
    void nextAction();
    // The computer is to act and waits for the pace or for Next action.
    bool computerWaiting() const;
    // What the action on the board did (the last one, or the one the log is stepped to),
    // for the board to draw; nullptr when there is none to show.
    const ActionMark* shownMark() const;
    bool markFlash() const { return flashOn_; }
    // All the actions and dice of the computer's last side turn (the turn summary).
    struct TurnRecord {
        Side side = Side::Union;
        int turn = 0;
        int actions = 0;
        std::vector<LogEntry> entries;
    };
    const TurnRecord& computerTurn() const { return computerTurn_; }
    // The side whose flag colours the screen must not show (hidden morale), if any.
    std::optional<Side> moraleHiddenFrom() const;
    bool computerThinking() const { return thinking_ != nullptr; }
    void setHiddenMorale(bool on);
    bool hiddenMorale() const { return hiddenMorale_; }
    bool handOverShown() const;
    void acceptHandOver();

    // The status bar and the panel show it; tests read lastMessage().
    void showMessage(const QString& text);
    // "Union wins: reached 6 VP (10.0)" once the game is over, else empty.
    QString resultText() const;

    const std::vector<RollView>& lastRolls() const { return lastRolls_; }
    // Bumps on every applied action (the dice panel starts or skips its animation on it).
    int actSerial() const { return actSerial_; }
    QString lastMessage() const { return lastMessage_; }

    BoardView* board() const { return view_; }
    PlayTool* tool() const { return tool_; }
    PlayPanel* panel() const { return panel_; }
    GameLogDock* logDock() const { return logDock_; }
    QAction* playAction() const { return playAction_; }
    QAction* saveGameAction() const { return saveGameAction_; }

signals:
    void stateChanged();   // board, panel and log follow
    void modeChanged(bool playing);
    void message(const QString& text);

private:
    void buildActions();
    void enterPlayLayout();
    void leavePlayLayout();
    void refresh();
    void afterChange();
    void scheduleComputer();
    void computerMove();
    void computerChose(int generation, const Action& a);
    void cancelComputer();
    bool eventFilter(QObject* o, QEvent* e) override;
    std::vector<RollView> rollsOf(const GameState& before, const Action& a, std::size_t firstEntry) const;
    // After an action is applied: its board mark (flashed a few times) and, for the
    // computer, the turn summary (play_marks.cpp).
    void noteAction(const GameState& before, const Action& a, std::size_t firstEntry);
    void flashMark();
    std::optional<ActionMark> lastMark_;
    std::optional<ActionMark> viewedMark_;
    QTimer* flashTimer_ = nullptr;
    int flashesLeft_ = 0;
    bool flashOn_ = false;
    TurnRecord computerTurn_;
    bool bothHuman() const;

    MainWindow* w_;
    PlaySession session_;
    bool playing_ = false;
    std::optional<int> viewed_;
    std::optional<GameState> viewedState_;

    ScenarioDocument* doc_ = nullptr;   // the shown state as a scenario (display only)
    Selection* selection_ = nullptr;
    BoardView* view_ = nullptr;
    PlayTool* tool_ = nullptr;
    PlayPanel* panel_ = nullptr;
    GameLogDock* logDock_ = nullptr;
    QDockWidget* panelDock_ = nullptr;
    HandOverScreen* handOver_ = nullptr;
    QToolBar* toolbar_ = nullptr;

    QAction* playAction_ = nullptr;
    QAction* saveGameAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* endTurnAction_ = nullptr;
    QAction* backAction_ = nullptr;
    QAction* forwardAction_ = nullptr;
    QAction* presentAction_ = nullptr;
    std::vector<QAction*> ownActions_;

    // What was put aside while playing, to restore as it was.
    QWidget* editView_ = nullptr;
    std::vector<std::pair<QPointer<QAction>, bool>> disabled_;
    std::vector<QPointer<QWidget>> hidden_;

    std::array<QString, 2> players_{QStringLiteral("human"), QStringLiteral("human")};
    std::array<std::unique_ptr<Player>, 2> ai_;
    int paceMs_ = 1500;  // "Readable"
    QTimer* paceTimer_ = nullptr;
    QThread* thinking_ = nullptr;
    int generation_ = 0;       // bumps on every change, so a late answer is dropped
    bool hiddenMorale_ = false;
    std::optional<Side> lastHumanSide_;

    std::vector<RollView> lastRolls_;
    QString lastMessage_;
    int actSerial_ = 0;

    void autosaveGame();       // after every change; removed when over or saved unchanged
    void gameSaved();          // the game as it stands is stored: nothing to recover or ask about
    std::optional<qint64> libraryGameId_;
    // The library scenario of a game opened from the library on an older revision: the
    // document then stays untagged (saving it must not overwrite the newer revision), but
    // Save Game still stores the game beside its scenario.
    std::optional<qint64> gameScenarioId_;
    std::optional<qint64> gameLibraryScenario() const;
    // Ties the document (the game's set-up) to library scenario `scenario` of `lib` only
    // when it is that scenario's current revision; an older revision, or a scenario gone or
    // in the trash, leaves it untied (opened from the dock or restored after a crash alike).
    void tieToLibraryScenario(Library* lib, qint64 scenario);
    // The Library dock's library; when `path` names another file (or none is open), the
    // dock opens that one first (empty: the default library). Null when it cannot.
    Library* gameLibrary(const QString& path = {});
    bool gameDirty_ = false;  // changed since saved/opened (see gameUnsaved)
    QString gameFile_;         // the file it was opened from / saved to
    std::unique_ptr<GameRecoveryStore> gameRecovery_;
    std::function<SaveTarget()> chooseTarget_;
};

} // namespace muster
