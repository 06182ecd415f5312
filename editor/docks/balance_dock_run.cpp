// BalanceDock (balance_dock.h): the background runs, their progress and the time estimates.
#include "balance_dock.h"
#include "balance_curve.h"
#include "balance_heat.h"
#include "balance_people_row.h"
#include "club/people_games.h"
#include "balance_suggestions.h"

#include "editor/widgets/qstring_util.h"

#include "editor/document/scenario_document.h"
#include "engine/balance/balance_suggest.h"
#include "engine/queries/rule_queries.h"
#include "engine/rules/game_setup.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QLabel>
#include <QSpinBox>
#include <QProgressBar>
#include <QPushButton>

namespace muster {
namespace {

QString pct(double r) { return QString::number(100 * r, 'f', 1) + QLatin1Char('%'); }

QString duration(double seconds) {
    const long long s = static_cast<long long>(seconds + 0.5);
    if (s < 90) return BalanceDock::tr("%n s", nullptr, static_cast<int>(s));
    if (s < 5400) return BalanceDock::tr("%n min", nullptr, static_cast<int>((s + 30) / 60));
    return BalanceDock::tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString estimateText(const BalanceReport& r, int planned) {
    if (r.games == 0) return BalanceDock::tr("Waiting for the first game…");
    const Interval u = r.unionInterval(), c = r.confederateInterval();
    return BalanceDock::tr("%1 of %2 games: Union %3 (95% CI %4–%5), Confederate %6 (%7–%8), draws %9")
        .arg(r.games)
        .arg(planned)
        .arg(pct(r.unionRate()), pct(u.lo), pct(u.hi), pct(r.confederateRate()), pct(c.lo), pct(c.hi))
        .arg(r.draws);
}

// What a player's first turn costs depends on the battle's size: a key per player and size.
std::string speedKey(const std::string& player, const Scenario& s) {
    return player + "|" + std::to_string(s.units.size()) + "|" + std::to_string(s.turns) + "|" +
           std::to_string(s.board.columns) + "x" + std::to_string(s.board.rows);
}
std::string speedKey(const BalanceJob& j) { return speedKey(j.options.unionAi, j.setup->scenario()); }


} // namespace

BalanceDock::~BalanceDock() {
    cancelRequested_ = true;
    join();
    if (probe_.joinable()) probe_.join();
}

void BalanceDock::join() {
    if (worker_.joinable()) worker_.join();
}

void BalanceDock::scheduleTimeEstimate() {
    // Only for a dock the user can see: timing a strong player's first turn costs CPU.
    if (!isRunning() && isVisible()) estimateTimer_.start();
}

void BalanceDock::showEvent(QShowEvent* e) {
    QDockWidget::showEvent(e);
    scheduleTimeEstimate();
}

void BalanceDock::probeTime() {
    if (!isVisible()) return;
    if (isRunning() || !playBlockers(doc_->issues()).empty()) {
        if (!isRunning()) time_->setText(tr("Fix the scenario's errors to see how long an estimate would take."));
        return;
    }
    if (probing_) {  // the running probe is for older settings: look again when it is done
        estimateTimer_.start();
        return;
    }
    std::vector<BalanceJob> jobs;
    try {
        jobs = planJobs(std::make_shared<const GameSetup>(doc_->scenario()), plan());
    } catch (const std::exception&) {
        return;
    }
    std::vector<BalanceJob> missing;
    for (const BalanceJob& j : jobs)
        if (j.options.unionAi == j.options.confederateAi && !perPlayerSeconds_.count(speedKey(j))) missing.push_back(j);
    if (missing.empty()) {
        onProbed(generation_);
        return;
    }
    if (probe_.joinable()) probe_.join();
    probing_ = true;
    time_->setText(tr("Timing the players' first turn…"));
    probe_ = std::thread([this, missing, gen = generation_] {
        std::vector<double> seconds;
        for (const BalanceJob& j : missing) seconds.push_back(probeSecondsPerGame(j));
        QMetaObject::invokeMethod(
            this,
            [this, gen, missing, seconds] {
                probing_ = false;
                if (gen != generation_) return scheduleTimeEstimate();
                for (std::size_t i = 0; i < missing.size(); ++i) perPlayerSeconds_[speedKey(missing[i])] = seconds[i];
                onProbed(gen);
            },
            Qt::QueuedConnection);
    });
}

void BalanceDock::onProbed(int generation) {
    if (generation != generation_ || isRunning()) return;
    std::vector<BalanceJob> jobs;
    try {
        jobs = planJobs(std::make_shared<const GameSetup>(doc_->scenario()), plan());
    } catch (const std::exception&) {
        return;
    }
    std::vector<double> per(jobs.size(), 0);
    long long games = 0;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const BalanceOptions& o = jobs[i].options;
        games += o.games;
        // A job of two players costs about the mean of their self-play games.
        const auto a = perPlayerSeconds_.find(speedKey(o.unionAi, doc_->scenario()));
        const auto b = perPlayerSeconds_.find(speedKey(o.confederateAi, doc_->scenario()));
        if (a == perPlayerSeconds_.end() || b == perPlayerSeconds_.end()) return scheduleTimeEstimate();
        per[i] = (a->second + b->second) / 2;
    }
    plannedSeconds_ = estimateRunSeconds(jobs, per, threads_->value());
    QString text = tr("An estimate of at most %n games would take about %1 on %2 thread(s).", nullptr, static_cast<int>(games))
                       .arg(duration(*plannedSeconds_))
                       .arg(threads_->value());
    search_ = {};
    const BalancePlan p = plan();
    if (p.suggest == PlanSuggest::Changes) {
        const BalanceOptions& strong = jobs[p.strongest()].options;
        const int variants = static_cast<int>(candidateChanges(doc_->scenario()).size());
        search_.upperGames = static_cast<long long>(variants) * strong.games;
        search_.upperSeconds = per[p.strongest()] * static_cast<double>(search_.upperGames) / threads_->value();
        text += QLatin1Char(' ') + tr("Trying the %n change(s) adds at most %1 (changes clearly worse stop early).", nullptr, variants)
                                       .arg(duration(*search_.upperSeconds));
    }
    time_->setText(text);
}

void BalanceDock::start() {
    if (isRunning()) return;
    join();
    if (const int errors = static_cast<int>(playBlockers(doc_->issues()).size()); errors > 0) {
        estimate_->setText(tr("The scenario has %n error(s): fix them (Issues dock) before estimating.", nullptr, errors));
        return;
    }
    estimateTimer_.stop();
    const BalancePlan plan = this->plan();
    const int threads = threads_->value();
    clearResult();
    // The outcome shown while the games play: each main run's report so far.
    BalanceOutcome shown;
    shown.scenario = doc_->scenario();
    shown.plan = plan;
    long long total = 0;
    const std::vector<BalanceJob> jobs = planJobs(std::make_shared<const GameSetup>(shown.scenario), plan);
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        total += jobs[j].options.games;
        if (j >= plan.mainJobs()) continue;
        BalanceReport r;
        r.options = jobs[j].options;
        r.prepare(shown.scenario);
        shown.reports.push_back(std::move(r));
    }
    outcome_ = std::move(shown);
    cancelRequested_ = false;
    finished_ = false;
    const int gen = ++generation_;
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m games"));
    estimate_->setText(tr("Starting…"));
    if (plannedSeconds_)
        time_->setText(tr("About %1 to go.").arg(duration(*plannedSeconds_)) +
                       (search_.upperSeconds ? QLatin1Char(' ') + tr("Then at most %1 trying changes.").arg(duration(*search_.upperSeconds))
                                             : QString()));
    search_.played = search_.lastDone = 0;
    search_.since.invalidate();
    // The worker owns copies of everything it reads; it reaches the dock only through
    // queued calls carrying its generation (the destructor also cancels and waits for it).
    PeopleGameSources people;  // where people's games are, read now: the worker counts them
    if (const QString f = doc_->filePath(); !f.isEmpty()) people.paths.push_back(QFileInfo(f).absolutePath().toStdString());
    if (peopleLibrary_) people.libraryFile = peopleLibrary_();
    worker_ = std::thread([this, plan, people, scenario = outcome_->scenario, threads, gen] {
        std::optional<BalanceOutcome> out;
        QString error;
        auto progress = [this, gen](const RunProgress& p, std::size_t j, const BalanceReport& partial, bool searching) {
            BalanceReport copy = partial;
            copy.finish();
            const Progress pr{p.done, p.total, p.remaining};
            QMetaObject::invokeMethod(this, [=, this] { onProgress(gen, pr, j, copy, searching); }, Qt::QueuedConnection);
            return true;
        };
        try {
            out = runBalancePlan(scenario, plan, threads, &cancelRequested_, progress);
            out->people = collectPeopleGames(scenario, people);
        } catch (const std::exception& e) {
            error = qs(e.what());
        }
        QMetaObject::invokeMethod(this, [=, this] { onFinished(gen, out, error); }, Qt::QueuedConnection);
    });
    updateButtons();
}

void BalanceDock::cancel() {
    if (!isRunning()) return;
    cancelRequested_ = true;
    estimate_->setText(estimate_->text() + QLatin1Char('\n') + tr("Cancelling…"));
    cancel_->setEnabled(false);
}

void BalanceDock::onProgress(int generation, const Progress& p, std::size_t job, const BalanceReport& partial,
                             bool searching) {
    if (generation != generation_ || finished_ || !outcome_) return;  // a late message from a run already over
    // The texts first, the bar last: whoever watches the bar reads texts of the same moment.
    const auto advanceBar = [&] {
        progress_->setRange(0, static_cast<int>(p.total));
        progress_->setValue(static_cast<int>(p.done));
    };
    if (searching) {
        progress_->setFormat(tr("Trying changes: %v of %m games"));
        // The search plays its variants in blocks, each a run of its own: count every game.
        search_.played += p.done >= search_.lastDone ? p.done - search_.lastDone : p.done;
        search_.lastDone = p.done;
        if (!search_.since.isValid()) search_.since.start();
        const double perGame = search_.since.elapsed() / 1000.0 / std::max<long long>(1, search_.played - 1);
        const long long left = std::max<long long>(0, search_.upperGames - search_.played);
        if (search_.upperGames > 0 && search_.played > 1)
            time_->setText(tr("Trying changes: at most %n game(s) to go, about %1 (changes clearly worse stop early).", nullptr,
                              static_cast<int>(left))
                               .arg(duration(perGame * static_cast<double>(left))));
        advanceBar();
        return;
    }
    if (p.remaining >= 0)
        time_->setText(tr("About %1 left.").arg(duration(p.remaining)) +
                       (search_.upperSeconds ? QLatin1Char(' ') + tr("Then at most %1 trying changes.").arg(duration(*search_.upperSeconds))
                                             : QString()));
    if (job >= outcome_->reports.size()) return advanceBar();  // the suggestion's games
    outcome_->reports[job] = partial;
    showLadder();
    const BalanceReport& strong = outcome_->strongest();
    QString text = estimateText(strong, strong.options.games);
    if (outcome_->plan.isLadder()) text = tr("%1 of %2 games played.").arg(p.done).arg(p.total) + QLatin1Char('\n') + text;
    estimate_->setText(text);
    chart_->setReport(strong);
    advanceBar();
}

void BalanceDock::onFinished(int generation, const std::optional<BalanceOutcome>& outcome, const QString& error) {
    if (generation != generation_) return;  // a run on a battle no longer open
    join();
    finished_ = true;
    if (!error.isEmpty() || !outcome || outcome->reports.empty()) {
        clearResult();
        estimate_->setText(tr("The estimate failed: %1").arg(error));
    } else {
        outcome_ = outcome;
        long long played = 0, planned = 0;
        int errors = 0;
        for (const BalanceReport& r : outcome_->reports) played += r.games, planned += r.planned, errors += r.errors;
        const BalanceReport& strong = outcome_->strongest();
        QString text = estimateText(strong, strong.options.games);
        if (outcome_->plan.isLadder()) text = tr("%1 of %2 games played.").arg(played).arg(planned) + QLatin1Char('\n') + text;
        if (outcome_->plan.sequential() && !strong.cutShort()) {
            const DecidedShare d = decidedShare(strong);
            text += QLatin1Char('\n') + tr("Stopped at %n game(s), ±%1 points.", nullptr, strong.games)
                                             .arg((d.ci.hi - d.ci.lo) * 50, 0, 'f', 1);
        }
        if (cancelRequested_) text += QLatin1Char('\n') + tr("Cancelled after %n game(s).", nullptr, static_cast<int>(played));
        if (errors) text += QLatin1Char('\n') + tr("%n game(s) stopped by an error.", nullptr, errors);
        estimate_->setText(text);
        progress_->setRange(0, static_cast<int>(planned));
        progress_->setValue(static_cast<int>(played));
        progress_->setFormat(tr("%v of %m games"));
        time_->clear();
        showResult();
    }
    updateStale();
    scheduleTimeEstimate();
    emit finished();
}

void BalanceDock::showResult() {
    const BalanceReport& strong = outcome_->strongest();
    chart_->setReport(strong);
    curve_->setCurve(strong.games ? explainWhy(outcome_->scenario, strong.explain, strong.games).vpByTurn : std::vector<VpTurnBand>{});
    heat_->setReport(outcome_->scenario, strong);
    people_->showFor(*outcome_);
    showLadder();
    suggestions_->setSuggestions(outcome_->scenario, suggestions(), strong.options.unionAi);
}

} // namespace muster
