#pragma once
// Balance dock: estimates how often each side wins the open scenario by AI self-play on a
// background thread, by default as a ladder of players (engine/balance/balance_ladder.h): the
// rungs side by side with their intervals, the spread between the strongest and the
// weakest and the verdict in plain words, one line on each player, a time estimate before
// the run and the time left during it, a warning when most games are drawn. It can be
// cancelled, charts the strongest player's results, and with "Suggest AP" searches the
// command AP pairs (11.5) at the strongest rung and offers the closest-to-even one beside
// the current pair as a single undoable edit. A result belongs to the battle it was
// played on: it is marked stale when the scenario changes and cleared when another
// document replaces it (documentReplaced()).
#include "balance_chart.h"
#include "balance_result.h"
#include "engine/balance/balance.h"
#include "engine/balance/balance_ladder.h"
#include "model/scenario.h"

#include <QDockWidget>
#include <QTimer>

#include <atomic>
#include <map>
#include <memory>
#include <optional>
#include <thread>

class QCheckBox;

namespace muster {
class BalanceHeat;
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
    void setSuggestAp(bool on);
    bool ladderChosen() const;

    bool isRunning() const { return worker_.joinable() && !finished_; }
    bool isStale() const { return stale_; }
    // The latest estimate of the strongest (or only) player, partial while running; the
    // whole ladder; the AP suggestion of a finished run.
    const std::optional<BalanceReport>& report() const { return report_; }
    const std::optional<LadderReport>& ladder() const { return ladder_; }
    const std::optional<ApSuggestion>& suggestion() const { return suggestion_; }
    int gamesDone() const;
    // The finished result as `balance --json` prints it, with the battle it was played on,
    // when it can stand as a balance claim: not running, not stale, no run cut short.
    std::optional<BalanceResult> claimableResult() const;
    // The estimated seconds of the next run (from timing each player's first turn), once known.
    std::optional<double> plannedSeconds() const { return plannedSeconds_; }

    QProgressBar* progressBar() const { return progress_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* useApButton() const { return useAp_; }
    QLabel* estimateLabel() const { return estimate_; }
    QLabel* staleLabel() const { return staleLabel_; }
    QLabel* ladderLabel() const { return ladderLabel_; }
    QLabel* verdictLabel() const { return verdict_; }
    QLabel* playersLabel() const { return players_; }
    QLabel* timeLabel() const { return time_; }
    QLabel* drawWarningLabel() const { return drawWarning_; }
    QLabel* apLabel() const { return apLabel_; }
    BalanceChart* chart() const { return chart_; }

public slots:
    void start();
    void cancel();
    // Sets both sides' command AP to the suggestion: one undo step.
    void useSuggestedAp();
    // Another scenario (or File > New) is now the document: the result was another
    // battle's, so it goes (a run in progress is cancelled).
    void documentReplaced();
    // The board overlay of where the battle is decided (its toggle and legend).
    BalanceHeat* heat() const { return heat_; }

signals:
    void finished();

protected:
    void showEvent(QShowEvent* e) override;

private:
    struct Progress {
        long long done = 0, total = 0;
        double remaining = -1;
    };
    void onProgress(int generation, const Progress& p, std::size_t job, const BalanceReport& partial, bool suggesting);
    void onFinished(int generation, const std::vector<BalanceReport>& reports, const std::optional<ApSuggestion>& ap,
                    const std::optional<BalanceReport>& novice, const QString& error);
    void onProbed(int generation, const std::vector<double>& seconds);
    std::vector<BalanceJob> plannedJobs(const Scenario& sc) const;
    LadderOptions ladderOptions() const;
    void showLadder();
    void showAp();
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
    QPushButton* useAp_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* time_ = nullptr;
    QLabel* estimate_ = nullptr;
    QLabel* ladderLabel_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* drawWarning_ = nullptr;
    QLabel* players_ = nullptr;
    QLabel* apLabel_ = nullptr;
    QLabel* staleLabel_ = nullptr;
    BalanceChart* chart_ = nullptr;
    BalanceHeat* heat_ = nullptr;
    QTimer estimateTimer_;

    std::thread worker_;
    std::thread probe_;
    std::atomic<bool> probing_{false};
    std::atomic<bool> cancelRequested_{false};
    bool finished_ = true;
    bool stale_ = false;
    int generation_ = 0;  // bumped by each run and by documentReplaced(): late messages of older runs are dropped
    std::optional<double> plannedSeconds_;
    std::map<std::string, double> perPlayerSeconds_;  // a player's first turn x turns, for this document's size
    std::optional<Scenario> played_;  // the scenario the estimate is about
    std::vector<BalanceJob> running_;  // the jobs of the run shown
    std::vector<BalanceReport> partials_;  // per job, while running
    std::optional<BalanceReport> report_;
    std::optional<LadderReport> ladder_;
    std::optional<ApSuggestion> suggestion_;
    std::optional<BalanceReport> novice_;
};

} // namespace muster
