// PlayController: starting, acting, undo, viewing the past and refreshing the board. The
// window's play layout and the Play menu are in play_layout.cpp.
#include "play_controller.h"
#include "editor/widgets/dock_body.h"
#include "editor/widgets/prompter.h"

#include "editor/widgets/qstring_util.h"
#include "editor/docks/rule_names.h"
#include "editor/play/log_words.h"
#include "editor/document/file_kind.h"
#include "editor/document/scenario_document.h"
#include "editor/mode/shell.h"
#include "editor/play/computer_turns.h"
#include "editor/play/game_log_dock.h"
#include "editor/play/hot_seat.h"
#include "editor/play/play_panel.h"
#include "editor/play/play_tool.h"
#include "editor/view/board_view.h"
#include "engine/queries/play_queries.h"
#include "engine/queries/rule_queries.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QRandomGenerator>
#include <QShortcut>
#include <QSettings>
#include <QStatusBar>

namespace muster {

PlayController::PlayController(Shell* shell) : QObject(shell->mainWindow()), w_(shell) {
    // The board draws the game state itself (engine/queries/game_board.h), refreshed after
    // every change: no scenario is made of it, so nothing is validated per action.
    view_ = new BoardView(picture_);
    view_->setObjectName(QStringLiteral("PlayBoard"));
    view_->hide();
    tool_ = new PlayTool(ToolContext{nullptr, nullptr, view_, nullptr}, this, this);
    view_->setTool(tool_);
    connect(tool_, &Tool::message, this, &PlayController::showMessage);

    computer_ = new ComputerTurns(session_, [this] { return playing_ && !viewed_; }, this);
    computer_->setCapMs(QSettings().value(QStringLiteral("play/thinkCapMs"), kDefaultThinkCap).toInt());
    connect(computer_, &ComputerTurns::chose, this, &PlayController::computerChose);
    connect(computer_, &ComputerTurns::thinkingChanged, this, [this] {
        refreshUndo();
        emit stateChanged();
    });
    connect(computer_, &ComputerTurns::message, this, &PlayController::showMessage);
    connect(computer_, &ComputerTurns::playerChanged, this, [this] {
        if (!playing_) return;
        hotSeat_->forget(session_.state().toAct());
        refresh();
        computer_->schedule();
    });
    hotSeat_ = new HotSeat(*computer_, view_, this);
    connect(hotSeat_, &HotSeat::ready, this, &PlayController::acceptHandOver);
    store_ = new GameStore(*this, w_);
    marks_ = new ActionMarks(this);
    connect(marks_, &ActionMarks::changed, this, [this] {
        if (view_) view_->viewport()->update();
    });

    panel_ = new PlayPanel(this);
    panelDock_ = new QDockWidget(tr("Game"), w_->mainWindow());
    panelDock_->setObjectName(QStringLiteral("PlayGameDock"));
    // In a scroll area: at 200% on a laptop the dock is shorter than the panel.
    panelDock_->setWidget(scrollingBody(panel_, SidewaysScroll::Never));
    // Listed in View > Docks, so a closed one can be reopened (shown in play mode only).
    w_->addDockPanel(panelDock_, Qt::RightDockWidgetArea);
    panelDock_->hide();
    logDock_ = new GameLogDock(this, w_->mainWindow());
    w_->addDockPanel(logDock_, Qt::RightDockWidgetArea);
    logDock_->hide();
    for (QDockWidget* d : {panelDock_, static_cast<QDockWidget*>(logDock_)}) d->toggleViewAction()->setVisible(false);

    buildActions();
}

PlayController::~PlayController() {
    computer_->cancel();
    // While playing the window owns the board as its central widget (and deletes it after
    // this object): it must not reach the tool, which goes with this object.
    if (!playing_) delete view_;
    else view_->setTool(nullptr);
}

bool PlayController::isGameFile(const QString& path) { return isGameFilePath(path); }

void PlayController::toggle() {
    if (playing_) stop();
    else start();
    playAction_->setChecked(playing_);
}

bool PlayController::start(std::uint64_t seed, std::vector<int> dice) {
    if (playing_) return true;
    w_->commitPendingEdits();
    const Scenario& sc = w_->document()->scenario();
    QStringList errors, warnings;
    const std::vector<Issue> issues = validate(sc);
    for (const Issue& i : playBlockers(issues))
        errors << QStringLiteral("%1 (%2): %3").arg(ruleName(i.rule), qs(i.section), qs(i.message));
    for (const Issue& i : issues)
        if (i.severity != Severity::Error)
            warnings << QStringLiteral("%1 (%2): %3").arg(ruleName(i.rule), qs(i.section), qs(i.message));
    if (!errors.isEmpty()) {
        const QString msg = tr("This set-up cannot be played: the engine needs a scenario without errors.\n\n%1")
                                .arg(errors.mid(0, 12).join(QLatin1Char('\n')) +
                                     (errors.size() > 12 ? tr("\n...and %1 more").arg(errors.size() - 12) : QString()));
        showMessage(errors.front());
        w_->prompter().warn(tr("Cannot play"), msg);
        playAction_->setChecked(false);
        return false;
    }
    if (!warnings.isEmpty() &&
        !w_->prompter().confirm(tr("Play anyway?"), tr("The set-up has warnings:\n\n%1\n\nThe engine can play it. Play anyway?")
                                                        .arg(warnings.mid(0, 12).join(QLatin1Char('\n'))))) {
        playAction_->setChecked(false);
        return false;
    }
    // F5 again on the same scenario resumes the game left with Escape.
    const bool again = seed == 0 && dice.empty() && session_.active() && session_.record().scenario == sc &&
                       !session_.state().over();
    if (!again && !store_->maybeSave()) {
        playAction_->setChecked(playing_);
        return false;
    }
    if (!again) begin(sc, seed ? seed : QRandomGenerator::global()->generate64(), std::move(dice));
    lastRolls_.clear();
    viewed_.reset();
    enterPlayLayout();
    afterChange();
    view_->fitToWindow();
    showMessage(again ? tr("Game resumed") : tr("Playing %1: %2 to act").arg(qs(sc.title), qs(displayName(session_.state().toAct()))));
    return true;
}

void PlayController::begin(const Scenario& sc, std::uint64_t seed, std::vector<int> dice) {
    picture_.show(nullptr);  // the state it points at is about to be replaced
    computer_->resetPlayers();
    marks_->clear();
    unitWordsFor_ = nullptr;
    session_.start(sc, seed, std::move(dice));
    store_->newGame();
}

bool PlayController::newGame() {
    if (!store_->maybeSave()) return false;
    const bool was = playing_;
    if (session_.active()) session_.stop();
    if (was) {
        picture_.show(nullptr);
        begin(w_->document()->scenario(), QRandomGenerator::global()->generate64(), {});
        lastRolls_.clear();
        viewed_.reset();
        viewedState_.reset();
        afterChange();
        showMessage(tr("New game of %1: %2 to act").arg(qs(session_.record().scenario.title), qs(displayName(session_.state().toAct()))));
        return true;
    }
    return start();
}

bool PlayController::restart() {
    if (!session_.active()) return newGame();
    if (!store_->maybeSave()) return false;
    const Scenario sc = session_.record().scenario;
    begin(sc, QRandomGenerator::global()->generate64(), {});
    lastRolls_.clear();
    viewed_.reset();
    viewedState_.reset();
    if (!playing_) enterPlayLayout();
    afterChange();
    view_->fitToWindow();
    showMessage(tr("%1 restarted: %2 to act").arg(qs(sc.title), qs(displayName(session_.state().toAct()))));
    return true;
}

bool PlayController::resume(GameRecord rec, const QString& from) {
    if (!store_->maybeSave()) return false;
    stop();
    picture_.show(nullptr);
    store_->newGame();
    w_->loadScenario(rec.scenario);
    computer_->resetPlayers();
    const std::optional<GamePlayers> players = rec.players;
    unitWordsFor_ = nullptr;
    const std::string error = session_.load(std::move(rec));
    if (players) computer_->setPlayers(*players);
    lastRolls_.clear();
    viewed_.reset();
    viewedState_.reset();
    enterPlayLayout();
    afterChange();
    view_->fitToWindow();
    playAction_->setChecked(true);
    if (!error.empty()) {
        const QString msg = tr("%1: the game stops before an action the engine refuses: %2").arg(from, qs(error));
        w_->prompter().warn(tr("Game"), msg);
        showMessage(msg);
    } else {
        showMessage(tr("Resumed %1 after %n action(s)", nullptr, session_.actionCount()).arg(from));
    }
    return true;
}

GameRecord PlayController::gameRecord() const {
    GameRecord r = session_.record();
    r.players = computer_->players();
    return r;
}

void PlayController::stop() {
    if (!playing_) return;
    computer_->cancel();
    leavePlayLayout();
    picture_.show(nullptr);
    playAction_->setChecked(false);
    emit modeChanged(false);
}

const GameState& PlayController::shownState() const { return viewedState_ && viewed_ ? *viewedState_ : session_.state(); }

int PlayController::viewedActions() const { return viewed_ ? *viewed_ : session_.actionCount(); }

void PlayController::viewAfter(int n) {
    if (!playing_) return;
    n = std::clamp(n, 0, session_.actionCount());
    if (n == session_.actionCount()) {
        viewed_.reset();
        viewedState_.reset();
    } else {
        viewedState_.emplace(session_.stateAfter(n));
        viewed_ = n;
        computer_->cancel();
    }
    // The action stepped to is marked on the board as it was when made.
    std::optional<ActionMark> mark;
    if (viewed_ && n > 0)
        mark = markOf(session_.stateAfter(n - 1), session_.record().actions[static_cast<std::size_t>(n - 1)], *viewedState_, n - 1);
    marks_->viewing(viewed_.has_value(), std::move(mark));
    refresh();
    if (!viewed_) computer_->schedule();
}

void PlayController::stepBack() { viewAfter(viewedActions() - 1); }
void PlayController::stepForward() { viewAfter(viewedActions() + 1); }

bool PlayController::humanMayAct() const {
    if (!playing_ || viewed_ || !session_.active() || session_.state().over() || handOverShown()) return false;
    return computer_->isHuman(session_.state().toAct());
}

bool PlayController::act(const Action& a) {
    if (!playing_ || viewed_) {
        showMessage(tr("Return to the present to act (Alt+End)"));
        return false;
    }
    const GameState before = session_.state();
    const std::size_t first = session_.log().entries.size();
    const ApplyResult r = session_.apply(a);
    if (!r) {
        showMessage(qs(r.error));
        return false;
    }
    lastRolls_ = rollsOf(first, before.toAct());
    const auto& entries = session_.log().entries;
    marks_->noted(before, a, session_.state(), session_.actionCount() - 1, !computer_->isHuman(before.toAct()),
                  std::span<const LogEntry>(entries).subspan(std::min(first, entries.size())));
    ++actSerial_;
    lastMessage_.clear();
    afterChange();
    return true;
}

QString PlayController::undoRefusal() const {
    if (!session_.active()) return {};
    if (!session_.state().over() && !computer_->isHuman(session_.state().toAct()))
        return tr("The computer is playing its turn: its actions cannot be taken back");
    return hotSeat_->undoRefusal(session_);
}

void PlayController::refreshUndo() {
    // Enabled only when Undo would take something back; when it may not, the button's tip
    // says why (a disabled button still shows it). A finished game is over for good.
    const bool may = mayUndo() && !session_.state().over();
    undoAction_->setEnabled(may);
    // Ctrl+Z on a disabled Undo still answers, with the reason.
    if (!undoRefusalKey_) {
        undoRefusalKey_ = new QShortcut(undoAction_->shortcut(), w_->mainWindow());
        connect(undoRefusalKey_, &QShortcut::activated, this, [this] { showMessage(undoRefusal()); });
    }
    undoRefusalKey_->setEnabled(playing_ && !may);
    const QString why = may || !playing_ ? QString() : undoRefusal();
    const QString tip = why.isEmpty() ? tr("Take back your last action (%1)").arg(undoAction_->shortcut().toString(QKeySequence::NativeText))
                                      : why;
    undoAction_->setToolTip(tip);
    undoAction_->setStatusTip(tip);
    redoAction_->setEnabled(mayRedo());
}

bool PlayController::mayUndo() const {
    return playing_ && !viewed_ && !computerThinking() && session_.canUndo() &&
           computer_->isHuman(session_.state().toAct());
}

bool PlayController::undo() {
    if (!playing_ || viewed_ || computerThinking()) return false;
    if (!mayUndo()) {
        showMessage(undoRefusal());
        return false;
    }
    session_.undo();
    lastRolls_.clear();
    marks_->lastTakenBack();
    afterChange();
    showMessage(tr("Last action taken back"));
    return true;
}

bool PlayController::mayRedo() const {
    return playing_ && !viewed_ && !computerThinking() && session_.redoable() && computer_->isHuman(session_.state().toAct());
}

bool PlayController::redo() {
    if (!mayRedo()) return false;
    const Action a = *session_.redoable();
    if (!act(a)) return false;
    showMessage(tr("Action played again"));
    return true;
}

void PlayController::endTurn() {
    if (humanMayAct()) act(endTurnAction());
    else showMessage(tr("It is not your turn to act"));
}

void PlayController::computerChose(const Action& a) {
    if (act(a)) return;
    // act() showed the engine's message; stop instead of asking the same player again.
    const Side side = session_.state().toAct();
    const QString who = computer_->player(side);
    const QString why = lastMessage_;
    setPlayer(side, humanSeat());
    showMessage(tr("The %1 player chose an illegal action: %2. This side is now played by hand").arg(who, why));
}

void PlayController::refresh() {
    if (session_.active()) {
        const GameState& s = shownState();
        const ActionMark* m = marks_->shown();
        picture_.show(&s, GameBoard::Options{hotSeat_->moraleHiddenFrom(s, true), handOverShown()},
                      m ? m->hexes() : std::vector<Offset>{});
    } else {
        picture_.show(nullptr);
    }
    // Another game (a new one, one loaded or viewed) has its own board and terrain; within
    // a game only pieces change. The setup is held, so a new one never shares its address.
    const std::shared_ptr<const GameSetup> setup = session_.active() ? shownState().setupPtr() : nullptr;
    if (setup != drawnSetup_) {
        drawnSetup_ = setup;
        view_->pictureReplaced();
    } else {
        view_->pictureChanged();
    }
    tool_->refresh();
    refreshUndo();
    endTurnAction_->setEnabled(playing_ && humanMayAct());
    emit stateChanged();
}

void PlayController::afterChange() {
    computer_->gameMoved();
    const GameState& s = session_.state();
    hotSeat_->afterChange(s);
    refresh();
    if (s.over()) showMessage(resultText());
    store_->changed();
    computer_->schedule();
}

void PlayController::setPlayer(Side side, const QString& name) { computer_->setPlayer(side, name); }
QString PlayController::player(Side side) const { return computer_->player(side); }
void PlayController::setPace(int ms) { computer_->setPace(ms); }
int PlayController::pace() const { return computer_->pace(); }
void PlayController::setThinkCap(int ms) {
    computer_->setCapMs(ms);
    QSettings().setValue(QStringLiteral("play/thinkCapMs"), computer_->capMs());
}
int PlayController::thinkCap() const { return computer_->capMs(); }
bool PlayController::computerThinking() const { return computer_->thinking(); }

bool PlayController::handOverShown() const { return hotSeat_ && hotSeat_->covered(); }
std::optional<Side> PlayController::moraleHiddenFrom() const {
    return hotSeat_->moraleHiddenFrom(shownState(), session_.active());
}
bool PlayController::hiddenMorale() const { return hotSeat_->hiddenMorale(); }

const UnitWords& PlayController::unitWords() const {
    // One set of units per game: worded again only when another game's set-up is shown.
    if (!session_.active()) return unitWords_;
    const GameState& s = session_.state();
    if (unitWordsFor_ != &s.setup()) {
        unitWords_ = UnitWords(s);
        unitWordsFor_ = &s.setup();
    }
    return unitWords_;
}

void PlayController::acceptHandOver() {
    hotSeat_->uncover(session_.state().toAct());
    refresh();
}

void PlayController::setHiddenMorale(bool on) {
    hotSeat_->setHiddenMorale(on, session_.active() ? std::optional<Side>(session_.state().toAct()) : std::nullopt);
    if (playing_) refresh();
}

void PlayController::showMessage(const QString& text) {
    lastMessage_ = text;
    if (playing_ || !text.isEmpty()) w_->mainWindow()->statusBar()->showMessage(text, 8000);
    emit message(text);
}

QString PlayController::resultText() const {
    const GameState& s = shownState();
    if (s.result == GameResult::None) return {};
    const QString who = tr(gameResultInfo(s.result).text.data());
    return s.reason.empty() ? who : who + QStringLiteral(": ") + qs(s.reason);
}

} // namespace muster
