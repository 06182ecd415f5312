#pragma once
// Balance dock: estimates how often each side wins the open scenario by AI self-play on a
// background thread, by default as a ladder of players (engine/balance/balance_ladder.h): the
// rungs side by side with their intervals, the spread between the strongest and the
// weakest and the verdict in plain words, one line on each player, a time estimate before
// the run and the time left during it, a warning when most games are drawn. It can be
// cancelled, charts the strongest player's results and its VP curve by turn, and with "Suggest changes" searches the
// smallest changes that even the battle (command AP, VP targets, turns, elimination VP,
// marker values) and offers the best few, each applied as a single undoable edit. A run is
// a balance plan (engine/balance/balance_plan.h), the one the CLI would run. A result
// belongs to the battle it was played on: it is marked stale when the scenario changes and
// cleared when another document replaces it (documentReplaced()).
#include "balance_chart.h"
#include "balance_result.h"
#include "engine/balance/balance_plan.h"
#include "model/scenario.h"

#include <QDockWidget>
#include <QElapsedTimer>
#include <QTimer>

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <thread>

class QCheckBox;

namespace muster {
class BalanceCurve;
class BalanceHeat;
class BalancePeopleRow;
class BalanceSuggestionsView;
}
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace muster {

class ScenarioDocument;

class BalanceDock : public QDockWidget {
    Q_OBJECT
public:
    explicit BalanceDock(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~BalanceDock() override;

    // Settings of the next run. setAi picks one player on both sides; setLadder() the
    // default ladder (the dock's own default).
    void setGames(int n);            // the (weakest) rung's games
    void setStrongerGames(int n);    // each stronger rung's games
    void setAi(const QString& name);
    void setLadder();
    void setThreads(int n);
    void setSuggest(bool on);        // search for the changes that even it (PlanSuggest::Changes)
    bool ladderChosen() const;
    // The plan the next run plays (engine/balance/balance_plan.h), as the CLI would.
    BalancePlan plan() const;

    bool isRunning() const { return worker_.joinable() && !finished_; }
    // The scenario has changed since the result was played (undoing back to it clears it).
    bool isStale() const;
    // The latest estimate of the strongest (or only) player, partial while running; the
    // whole ladder; the changes suggested by a finished run. Null / empty when none.
    const BalanceReport* report() const;
    std::optional<LadderReport> ladder() const;
    const Suggestions* suggestions() const;
    const std::optional<BalanceOutcome>& outcome() const { return outcome_; }
    int gamesDone() const;
    // The finished result as `balance --json` prints it (balanceOutcomeJson), without the
    // suggestion search, with the battle it was played on, when it can stand as a balance
    // claim: not running, not stale, no run cut short.
    std::optional<BalanceResult> claimableResult() const;
    // The estimated seconds of the next run (from timing each player's first turn), once known.
    std::optional<double> plannedSeconds() const { return plannedSeconds_; }

    QProgressBar* progressBar() const { return progress_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QLabel* estimateLabel() const { return estimate_; }
    QLabel* staleLabel() const { return staleLabel_; }
    QLabel* ladderLabel() const { return ladderLabel_; }
    QLabel* verdictLabel() const { return verdict_; }
    QLabel* playersLabel() const { return players_; }
    QLabel* timeLabel() const { return time_; }
    QLabel* drawWarningLabel() const { return drawWarning_; }
    BalanceChart* chart() const { return chart_; }
    BalanceCurve* curve() const { return curve_; }
    BalanceSuggestionsView* suggestionsView() const { return suggestions_; }
    // The board overlay of where the battle is decided (its toggle and legend).
    BalanceHeat* heat() const { return heat_; }
    // People's results beside the rungs, from the game files beside the scenario's file and
    // from the library whose file this names (empty: none open).
    BalancePeopleRow* peopleRow() const { return people_; }
    void setPeopleLibrary(std::function<std::string()> libraryFile) { peopleLibrary_ = std::move(libraryFile); }

public slots:
    void start();
    void cancel();
    // Applies the i-th suggested change to the scenario: one undo step.
    void applySuggestion(int i);
    // Another scenario (or File > New) is now the document: the result was another
    // battle's, so it goes (a run in progress is cancelled).
    void documentReplaced();

signals:
    void finished();

protected:
    void showEvent(QShowEvent* e) override;

private:
    struct Progress {
        long long done = 0, total = 0;
        double remaining = -1;
    };
    void onProgress(int generation, const Progress& p, std::size_t job, const BalanceReport& partial, bool searching);
    void onFinished(int generation, const std::optional<BalanceOutcome>& outcome, const QString& error);
    void onProbed(int generation);
    void showLadder();
    void showResult();
    void clearResult();
    void scheduleTimeEstimate();
    void probeTime();
    void updateStale();
    void updateButtons();
    void join();

    ScenarioDocument* doc_;
    QSpinBox* games_ = nullptr;
    QSpinBox* strongerGames_ = nullptr;
    QComboBox* ai_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QCheckBox* suggest_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* time_ = nullptr;
    QLabel* estimate_ = nullptr;
    QLabel* ladderLabel_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* drawWarning_ = nullptr;
    QLabel* players_ = nullptr;
    QLabel* staleLabel_ = nullptr;
    BalanceChart* chart_ = nullptr;
    BalanceCurve* curve_ = nullptr;
    BalanceSuggestionsView* suggestions_ = nullptr;
    BalanceHeat* heat_ = nullptr;
    BalancePeopleRow* people_ = nullptr;
    std::function<std::string()> peopleLibrary_;
    QTimer estimateTimer_;

    std::thread worker_;
    std::thread probe_;
    std::atomic<bool> probing_{false};
    std::atomic<bool> cancelRequested_{false};
    bool finished_ = true;
    int generation_ = 0;  // bumped by each run and by documentReplaced(): late messages of older runs are dropped
    std::optional<double> plannedSeconds_;
    // The change search after the games: at most every variant played to the end (those
    // clearly worse stop early). Counted down from the games it has played.
    struct ChangeSearchClock {
        std::optional<double> upperSeconds;  // before the run, from the probed speed
        long long upperGames = 0, played = 0, lastDone = 0;
        QElapsedTimer since;                 // from the search's first game played
    } search_;
    std::map<std::string, double> perPlayerSeconds_;  // a player's first turn x turns, for this document's size
    // The run shown: its scenario, plan and reports (partial while running).
    std::optional<BalanceOutcome> outcome_;
};

} // namespace muster
