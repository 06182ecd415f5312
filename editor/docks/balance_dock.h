#pragma once
// Balance dock (issue 13): estimates how often each side wins the open scenario by AI
// self-play (engine/balance.h) on a background thread, shows the running estimate and its
// 95% interval narrowing as games finish, can be cancelled, and charts the results (win
// rates with intervals, VP per side, game length). With "Suggest AP" it also searches the
// command AP pairs (11.5) and offers the closest-to-even one as a single undoable edit.
// The estimate is marked stale when the scenario no longer matches what was played.
#include "engine/balance.h"
#include "model/scenario.h"

#include <QDockWidget>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace muster {

class ScenarioDocument;

// The charts of one balance report, painted: win rates (Union, Confederate, draws) with
// their Wilson intervals as whiskers, the VP histogram of each side, and game length.
class BalanceChart : public QWidget {
    Q_OBJECT
public:
    explicit BalanceChart(QWidget* parent = nullptr);
    void setReport(const std::optional<BalanceReport>& r);
    const std::optional<BalanceReport>& report() const { return report_; }
    // Drawn greyed (the scenario changed since).
    void setStale(bool stale);
    QSize sizeHint() const override { return {300, 330}; }
    QSize minimumSizeHint() const override { return {150, 260}; }  // fits a side dock at 200%

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::optional<BalanceReport> report_;
    bool stale_ = false;
};

class BalanceDock : public QDockWidget {
    Q_OBJECT
public:
    explicit BalanceDock(ScenarioDocument* doc, QWidget* parent = nullptr);
    ~BalanceDock() override;

    // Settings of the next run.
    void setGames(int n);
    void setAi(const QString& name);
    void setThreads(int n);
    void setSuggestAp(bool on);

    bool isRunning() const { return worker_.joinable() && !finished_; }
    bool isStale() const { return stale_; }
    // The latest estimate (partial while running), the AP suggestion of a finished run.
    const std::optional<BalanceReport>& report() const { return report_; }
    const std::optional<ApSuggestion>& suggestion() const { return suggestion_; }
    int gamesDone() const;

    QProgressBar* progressBar() const { return progress_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* useApButton() const { return useAp_; }
    QLabel* estimateLabel() const { return estimate_; }
    QLabel* staleLabel() const { return staleLabel_; }
    BalanceChart* chart() const { return chart_; }

public slots:
    void start();
    void cancel();
    // Sets both sides' command AP to the suggestion: one undo step.
    void useSuggestedAp();

signals:
    void finished();

private:
    void onProgress(int done, const BalanceReport& partial, bool suggesting);
    void onFinished(const BalanceReport& r, const std::optional<ApSuggestion>& ap, const QString& error);
    void updateStale();
    void updateButtons();
    void join();

    ScenarioDocument* doc_;
    QSpinBox* games_ = nullptr;
    QComboBox* ai_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QCheckBox* suggest_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* useAp_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* estimate_ = nullptr;
    QLabel* apLabel_ = nullptr;
    QLabel* staleLabel_ = nullptr;
    BalanceChart* chart_ = nullptr;

    std::thread worker_;
    std::atomic<bool> cancelRequested_{false};
    bool finished_ = true;
    bool stale_ = false;
    std::optional<Scenario> played_;  // the scenario the estimate is about
    std::optional<BalanceReport> report_;
    std::optional<ApSuggestion> suggestion_;
};

} // namespace muster
