// PlayController: the mode switch, acting, viewing the past and the hot-seat hand-over.
// The window's play layout is in play_layout.cpp, the computer players in
// play_computer.cpp, games in the library and crash recovery in play_library.cpp.
#include "play_controller.h"

#include "editor/qstring_util.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/main_window.h"
#include "editor/play/game_log_dock.h"
#include "editor/play/game_recovery.h"
#include "editor/play/hand_over.h"
#include "editor/play/play_board.h"
#include "editor/play/play_panel.h"
#include "editor/play/play_tool.h"
#include "editor/view/board_view.h"
#include "engine/play_queries.h"
#include "engine/rule_queries.h"
#include "engine/player.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QThread>
#include <QTimer>
#include <QToolBar>

namespace muster {

PlayController::PlayController(MainWindow* window) : QObject(window), w_(window) {
    doc_ = new ScenarioDocument(this);
    selection_ = new Selection(this);
    view_ = new BoardView(doc_, selection_);
    view_->setObjectName(QStringLiteral("PlayBoard"));
    view_->setShowIssues(false);
    view_->hide();
    tool_ = new PlayTool(ToolContext{doc_, selection_, view_, nullptr}, this, this);
    view_->setTool(tool_);
    connect(tool_, &Tool::message, this, &PlayController::showMessage);
    handOver_ = new HandOverScreen(view_);
    connect(handOver_, &HandOverScreen::accepted, this, &PlayController::acceptHandOver);

    panel_ = new PlayPanel(this);
    panelDock_ = new QDockWidget(tr("Game"), w_);
    panelDock_->setObjectName(QStringLiteral("PlayGameDock"));
    panelDock_->setWidget(panel_);
    w_->addDockWidget(Qt::RightDockWidgetArea, panelDock_);
    panelDock_->hide();
    logDock_ = new GameLogDock(this, w_);
    w_->addDockWidget(Qt::RightDockWidgetArea, logDock_);
    logDock_->hide();

    paceTimer_ = new QTimer(this);
    paceTimer_->setSingleShot(true);
    connect(paceTimer_, &QTimer::timeout, this, &PlayController::computerMove);
    gameRecovery_ = std::make_unique<GameRecoveryStore>();
    buildActions();
    w_->installEventFilter(this);
}

PlayController::~PlayController() {
    cancelComputer();
    // The window goes away in good order (closed, program ending): the user has left the
    // game, nothing to recover. After a crash this never runs and the file stays.
    gameRecovery_->clear();
    if (!playing_) delete view_;  // while playing the window owns it as its central widget
}

bool PlayController::eventFilter(QObject* o, QEvent* e) {
    if (o == w_ && e->type() == QEvent::Close) {
        // An unsaved game is asked about first; Cancel keeps the window and the game.
        if (!maybeSaveGame()) {
            e->ignore();
            return true;
        }
        // Leave play before the window saves its layout, so the editing layout is saved.
        if (playing_) stop();
    }
    return QObject::eventFilter(o, e);
}

void PlayController::buildActions() {
    auto add = [this](const QString& text, const QKeySequence& key, const char* name, auto slot) {
        auto* a = new QAction(text, w_);
        a->setShortcut(key);
        a->setObjectName(QString::fromLatin1(name));
        connect(a, &QAction::triggered, this, slot);
        ownActions_.push_back(a);
        return a;
    };
    playAction_ = add(tr("&Play"), QKeySequence(Qt::Key_F5), "actionPlay", [this] { toggle(); });
    playAction_->setCheckable(true);
    playAction_->setToolTip(tr("Play the battle by the rules (F5); F5 or Escape returns to editing"));
    QAction* leave = add(tr("&Return to Editing"), QKeySequence(Qt::Key_Escape), "actionLeavePlay", [this] {
        if (tool_->selected() >= 0) tool_->cancel();
        else if (viewingPast()) viewAfter(session_.actionCount());
        else stop();
    });
    saveGameAction_ = add(tr("Save &Game..."), QKeySequence(tr("Ctrl+Shift+S")), "actionSaveGame", [this] { saveGameAsked(); });
    undoAction_ = add(tr("&Undo Last Action"), QKeySequence(QKeySequence::Undo), "actionPlayUndo", [this] { undo(); });
    endTurnAction_ = add(tr("&End Turn"), QKeySequence(tr("Ctrl+Return")), "actionEndTurn", [this] { endTurn(); });
    backAction_ = add(tr("Step &Back"), QKeySequence(tr("Alt+Left")), "actionStepBack", [this] { stepBack(); });
    forwardAction_ = add(tr("Step &Forward"), QKeySequence(tr("Alt+Right")), "actionStepForward", [this] { stepForward(); });
    presentAction_ = add(tr("Back to the &Present"), QKeySequence(tr("Alt+End")), "actionPresent",
                         [this] { viewAfter(session_.actionCount()); });
    for (QAction* a : ownActions_)
        if (a != playAction_) a->setEnabled(false);

    auto* menu = new QMenu(tr("&Play"), w_->menuBar());
    menu->setObjectName(QStringLiteral("menuPlay"));
    menu->addAction(playAction_);
    menu->addAction(leave);
    menu->addSeparator();
    menu->addActions({endTurnAction_, undoAction_});
    menu->addSeparator();
    menu->addActions({backAction_, forwardAction_, presentAction_});
    menu->addSeparator();
    menu->addAction(saveGameAction_);
    const QList<QAction*> top = w_->menuBar()->actions();
    w_->menuBar()->insertMenu(top.isEmpty() ? nullptr : top.back(), menu);  // before Help
    // File > Save Game beside Save As, as players look for it there.
    if (auto* saveAs = w_->findChild<QAction*>(QStringLiteral("actionSaveAs")))
        for (QObject* o : saveAs->associatedObjects())
            if (auto* m = qobject_cast<QMenu*>(o)) {
                const QList<QAction*> acts = m->actions();
                const int i = acts.indexOf(saveAs);
                m->insertAction(i + 1 < acts.size() ? acts[i + 1] : nullptr, saveGameAction_);
            }
    toolbar_ = w_->addToolBar(tr("Play"));
    toolbar_->setObjectName(QStringLiteral("PlayToolBar"));
    toolbar_->addAction(playAction_);
    toolbar_->addAction(endTurnAction_);
    toolbar_->addAction(undoAction_);
    for (QAction* a : ownActions_) w_->addAction(a);  // shortcuts work with the menus closed
}

bool PlayController::isGameFile(const QString& path) {
    QFile f(path);
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive) || !f.open(QIODevice::ReadOnly)) return false;
    const QByteArray text = f.readAll();
    return looksLikeGameJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

void PlayController::toggle() {
    if (playing_) stop();
    else start();
    playAction_->setChecked(playing_);
}

bool PlayController::start(bool quiet, std::uint64_t seed, std::vector<int> dice) {
    if (playing_) return true;
    w_->commitPendingEdits();
    const Scenario& sc = w_->document()->scenario();
    QStringList errors, warnings;
    const std::vector<Issue> issues = validate(sc);
    for (const Issue& i : playBlockers(issues))
        errors << QStringLiteral("%1 (%2): %3").arg(qs(i.rule), qs(i.section), qs(i.message));
    for (const Issue& i : issues)
        if (i.severity != Severity::Error)
            warnings << QStringLiteral("%1 (%2): %3").arg(qs(i.rule), qs(i.section), qs(i.message));
    if (!errors.isEmpty()) {
        const QString msg = tr("This set-up cannot be played: the engine needs a scenario without errors.\n\n%1")
                                .arg(errors.mid(0, 12).join(QLatin1Char('\n')) +
                                     (errors.size() > 12 ? tr("\n...and %1 more").arg(errors.size() - 12) : QString()));
        showMessage(errors.front());
        if (!quiet) QMessageBox::warning(w_, tr("Cannot play"), msg);
        playAction_->setChecked(false);
        return false;
    }
    if (!warnings.isEmpty() && !quiet &&
        QMessageBox::question(w_, tr("Play anyway?"),
                              tr("The set-up has warnings:\n\n%1\n\nThe engine can play it. Play anyway?")
                                  .arg(warnings.mid(0, 12).join(QLatin1Char('\n')))) != QMessageBox::Yes) {
        playAction_->setChecked(false);
        return false;
    }
    // F5 again on the same scenario resumes the game left with Escape.
    const bool resume = seed == 0 && dice.empty() && session_.active() && session_.record().scenario == sc &&
                        !session_.state().over();
    if (!resume && !quiet && !maybeSaveGame()) {
        playAction_->setChecked(playing_);
        return false;
    }
    if (!resume) {
        session_.start(sc, seed ? seed : QRandomGenerator::global()->generate64(), std::move(dice));
        libraryGameId_.reset();  // a new game: not the one stored or saved before
        gameScenarioId_.reset();
        gameFile_.clear();
    }
    lastRolls_.clear();
    viewed_.reset();
    enterPlayLayout();
    afterChange();
    view_->fitToWindow();
    showMessage(resume ? tr("Game resumed") : tr("Playing %1: %2 to act").arg(qs(sc.title), qs(displayName(session_.state().toAct()))));
    return true;
}

void PlayController::stop() {
    if (!playing_) return;
    cancelComputer();
    leavePlayLayout();
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
        cancelComputer();
    }
    refresh();
    if (!viewed_) scheduleComputer();
}

void PlayController::stepBack() { viewAfter(viewedActions() - 1); }
void PlayController::stepForward() { viewAfter(viewedActions() + 1); }

bool PlayController::bothHuman() const { return players_[0] == QLatin1String("human") && players_[1] == QLatin1String("human"); }

bool PlayController::humanMayAct() const {
    if (!playing_ || viewed_ || !session_.active() || session_.state().over() || handOverShown()) return false;
    return players_[static_cast<std::size_t>(session_.state().toAct())] == QLatin1String("human");
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
    lastRolls_ = rollsOf(before, a, first);
    ++actSerial_;
    lastMessage_.clear();
    afterChange();
    return true;
}

bool PlayController::undo() {
    if (!playing_ || viewed_ || computerThinking()) return false;
    if (!session_.canUndo()) {
        showMessage(session_.actionCount() == 0 ? tr("Nothing to undo")
                                                : tr("The last action cannot be taken back: dice were rolled for it"));
        return false;
    }
    session_.undo();
    lastRolls_.clear();
    afterChange();
    showMessage(tr("Last action taken back"));
    return true;
}

void PlayController::endTurn() {
    if (humanMayAct()) act(endTurnAction());
    else showMessage(tr("It is not your turn to act"));
}

void PlayController::refresh() {
    const GameState& s = shownState();
    const bool covered = handOverShown();
    doc_->reset(displayScenario(s, moraleHiddenFrom(), covered));
    tool_->refresh();
    undoAction_->setEnabled(playing_ && session_.canUndo() && !viewed_);
    endTurnAction_->setEnabled(playing_ && humanMayAct());
    emit stateChanged();
}

void PlayController::afterChange() {
    ++generation_;
    const GameState& s = session_.state();
    // Hot seat with hidden morale: the screen goes blank between the two players.
    if (hiddenMorale_ && bothHuman() && !s.over() && lastHumanSide_ != s.toAct()) {
        handOver_->showFor(qs(displayName(s.toAct())));
    }
    if (!lastHumanSide_ || !hiddenMorale_ || !bothHuman()) lastHumanSide_ = s.toAct();
    refresh();
    if (s.over()) showMessage(resultText());
    autosaveGame();
    scheduleComputer();
}

bool PlayController::handOverShown() const { return handOver_ && handOver_->isVisible(); }

void PlayController::acceptHandOver() {
    handOver_->hide();
    lastHumanSide_ = session_.state().toAct();
    refresh();
}

std::optional<Side> PlayController::moraleHiddenFrom() const {
    if (!hiddenMorale_ || !session_.active()) return std::nullopt;
    if (bothHuman()) return otherSide(shownState().toAct());
    for (Side s : kAllSides)  // against the computer: its colours stay hidden
        if (players_[static_cast<std::size_t>(s)] != QLatin1String("human")) return s;
    return std::nullopt;
}

void PlayController::setHiddenMorale(bool on) {
    hiddenMorale_ = on;
    if (!on) handOver_->hide();
    lastHumanSide_ = session_.active() ? std::optional<Side>(session_.state().toAct()) : std::nullopt;
    if (playing_) refresh();
}

void PlayController::showMessage(const QString& text) {
    lastMessage_ = text;
    if (playing_ || !text.isEmpty()) w_->statusBar()->showMessage(text, 8000);
    emit message(text);
}

QString PlayController::resultText() const {
    const GameState& s = shownState();
    QString who;
    switch (s.result) {
    case GameResult::UnionWins: who = tr("Union wins"); break;
    case GameResult::ConfederateWins: who = tr("Confederate wins"); break;
    case GameResult::Draw: who = tr("Draw"); break;
    case GameResult::None: return {};
    }
    return s.reason.empty() ? who : who + QStringLiteral(": ") + qs(s.reason);
}

std::vector<RollView> PlayController::rollsOf(const GameState&, const Action&, std::size_t first) const {
    // The engine says what each roll was, with its hit number and die modifier.
    std::vector<RollView> out;
    const auto& entries = session_.log().entries;
    for (std::size_t i = first; i < entries.size(); ++i) {
        const LogEntry& e = entries[i];
        if (e.dice.empty()) continue;
        RollView r;
        r.text = qs(e.text);
        r.natural = e.dice;
        if (e.roll == RollKind::Fire || e.roll == RollKind::Close) {
            r.hitOn = e.hitOn;
            if (e.dieModifier != 0)
                for (int d : e.dice) r.modified.push_back(d + e.dieModifier);
        }
        r.morale = e.roll == RollKind::Morale || e.roll == RollKind::AttackerMorale || e.roll == RollKind::Rally;
        r.leaderCheck = e.roll == RollKind::LeaderCheck;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace muster
