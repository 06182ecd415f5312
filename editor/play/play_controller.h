#pragma once
// Play mode: the editor's window turned into a game table for the open scenario. It owns
// the PlaySession (state, record, log), a board of its own (a BoardView drawing the shown
// game state through a GameBoard, with the PlayTool for clicks and overlays), the Game
// and Game Log docks, the Play menu and tool bar, acting and viewing the past. The other
// jobs are parts of their own: the computer's turns (computer_turns.h), where games are
// kept (game_store.h) and two people at one screen (hot_seat.h). The scenario document and
// its undo history are not touched: the window swaps the editing mode's board, docks and
// tool bars for this mode's (window_mode.h) and back.
#include "editor/play/action_marks.h"
#include "editor/play/game_store.h"
#include "editor/play/log_words.h"
#include "engine/players/play_session.h"
#include "editor/mode/window_mode.h"
#include "engine/queries/game_board.h"

#include <QObject>
#include <QString>

#include <array>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QTimer;
class QDockWidget;
class QMenu;
class QToolBar;
class QWidget;

class QShortcut;

namespace muster {

class Shell;
class BoardView;
class PlayTool;
class PlayPanel;
class GameLogDock;
class ComputerTurns;
class HotSeat;
class OrphanedGame;

// What the dice panel and the log show for the dice of one action.
struct RollView {
    QString text;            // the log entry's words
    std::vector<int> natural;
    std::vector<int> modified;  // same length as natural when a modifier applies, else empty
    int hitOn = 0;           // natural value that hits (0: not a hit roll)
    bool morale = false;     // morale die: colours matter
    bool leaderCheck = false;
};

class PlayController : public QObject, public WindowMode {
    Q_OBJECT
public:
    explicit PlayController(Shell* shell);
    ~PlayController() override;

    static bool isGameFile(const QString& path);

    // ---- WindowMode ----
    QString modeId() const override { return QStringLiteral("play"); }
    QWidget* modeCentralWidget() const override;
    QList<QDockWidget*> modeDocks() const override;
    QList<QToolBar*> modeToolBars() const override;
    QList<QMenu*> modeMenus() const override;
    QList<QAction*> modeActions() const override;

    bool isPlaying() const { return playing_; }
    // Start play on the document as it stands (asks about warnings and an unsaved game;
    // refuses a scenario with errors, naming them). `seed`/`dice` for tests; 0 means a
    // random seed.
    bool start(std::uint64_t seed = 0, std::vector<int> dice = {});
    // Play > New Game: a new game on the document (after asking about an unsaved one).
    bool newGame();
    // Play > Restart: the same set-up again from the start, with a new seed.
    bool restart();
    // ---- where games are kept: files, the library, recovery (game_store.h) ----
    using SaveTarget = GameStore::SaveTarget;
    GameStore* store() const { return store_; }
    // Resume `record` (the common end of file, library and recovery): its scenario becomes
    // the document, its players and pace are restored, play resumes.
    bool resume(GameRecord record, const QString& from);
    // The record as a game file keeps it: the session's, with who plays and the pace.
    GameRecord gameRecord() const;

    void stop();
    void toggle();

    PlaySession& session() { return session_; }
    const PlaySession& session() const { return session_; }
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
    // Takes back the last action when no die was rolled for it and it was the decision of
    // the side to act now (hot_seat.h), played by hand: never the computer's, during its turn.
    bool undo();
    bool mayUndo() const;
    // Plays the action Undo took back again, while nothing else was played since.
    bool redo();
    bool mayRedo() const;
    // Why Undo may not take back the last action now (empty: it may).
    QString undoRefusal() const;
    void endTurn();

    // ---- the computer's turns (computer_turns.h) ----
    ComputerTurns* computer() const { return computer_; }
    // Per side: humanSeat() or a registered player name.
    void setPlayer(Side side, const QString& name);
    QString player(Side side) const;
    // Milliseconds between computer actions (0: as fast as they come; kStepPace: each
    // waits for nextAction()).
    static constexpr int kStepPace = -1;
    void setPace(int ms);
    int pace() const;
    // The cap on the computer's thinking per side-turn in ms (kNoThinkCap: none); a setting,
    // remembered across sessions. Cut short, a game no longer repeats from its seed.
    static constexpr int kNoThinkCap = -1;
    static constexpr int kDefaultThinkCap = 10000;
    void setThinkCap(int ms);
    int thinkCap() const;
    bool computerThinking() const;
    // The computer's next action now (the Next action button and key, N): it does not wait
    // out the pace, and at Step pace it is the only way on.
    void nextAction();
    // The computer is to act and waits for the pace or for Next action.
    bool computerWaiting() const;
    // What the action on the board did (the last one, or the one the log is stepped to),
    // flashed; the computer's last side turn for the turn summary.
    const ActionMarks* marks() const { return marks_; }
    // The side whose flag colours the screen must not show (hidden morale), if any.
    std::optional<Side> moraleHiddenFrom() const;
    // The names the log, dice and summary give the game's units (log_words.h).
    const UnitWords& unitWords() const;

    // ---- two people at one screen (hot_seat.h) ----
    void setHiddenMorale(bool on);
    bool hiddenMorale() const;
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
    // What the board draws: the shown state (tests check that it is the game's own).
    const GameBoard& picture() const { return picture_; }
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
    void refreshUndo();  // Undo Last Action's state and the tip saying why it is off
    void afterChange();
    void computerChose(const Action& a);
    std::vector<RollView> rollsOf(std::size_t firstEntry, Side actor) const;
    mutable UnitWords unitWords_;
    mutable const GameSetup* unitWordsFor_ = nullptr;
    ActionMarks* marks_ = nullptr;
    // Starts a new game on `sc` (no questions asked).
    void begin(const Scenario& sc, std::uint64_t seed, std::vector<int> dice);

    Shell* w_;
    PlaySession session_;
    bool playing_ = false;
    std::optional<int> viewed_;
    std::optional<GameState> viewedState_;

    GameBoard picture_;                 // the shown state as the board draws it
    std::shared_ptr<const GameSetup> drawnSetup_;  // the game the view last drew in full
    BoardView* view_ = nullptr;
    PlayTool* tool_ = nullptr;
    PlayPanel* panel_ = nullptr;
    GameLogDock* logDock_ = nullptr;
    QDockWidget* panelDock_ = nullptr;
    QToolBar* toolbar_ = nullptr;
    QMenu* menu_ = nullptr;

    QAction* playAction_ = nullptr;
    QAction* saveGameAction_ = nullptr;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QAction* endTurnAction_ = nullptr;
    std::vector<QAction*> ownActions_;

    ComputerTurns* computer_ = nullptr;
    HotSeat* hotSeat_ = nullptr;
    GameStore* store_ = nullptr;

    std::vector<RollView> lastRolls_;
    QString lastMessage_;
    int actSerial_ = 0;
    QShortcut* undoRefusalKey_ = nullptr;  // Ctrl+Z while Undo is off: says why
};

} // namespace muster
