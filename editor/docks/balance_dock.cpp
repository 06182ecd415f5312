// BalanceDock (balance_dock.h): the form, the ladder and verdict shown, the suggested changes applied.
// The runs themselves are in balance_dock_run.cpp.
#include "balance_dock.h"
#include "balance_curve.h"
#include "balance_heat.h"
#include "balance_people_row.h"
#include "balance_suggestions.h"

#include "engine/balance/balance_json.h"
#include "engine/balance/balance_plan.h"

#include "editor/widgets/dock_body.h"
#include "editor/widgets/qstring_util.h"

#include "editor/commands/balance_change.h"
#include "editor/document/scenario_document.h"
#include "engine/players/player.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

namespace muster {
namespace {

QString pct0(double r) { return QString::number(100 * r, 'f', 0) + QLatin1Char('%'); }
QString signedPoints(double d) { return (d >= 0 ? QStringLiteral("+") : QString()) + QString::number(100 * d, 'f', 1); }

QLabel* wrapped(QWidget* parent, const char* name) {
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(name));
    l->setWordWrap(true);
    return l;
}

const QString kLadderData = QStringLiteral("ladder");

} // namespace

BalanceDock::BalanceDock(ScenarioDocument* doc, QWidget* parent) : QDockWidget(tr("Balance"), parent), doc_(doc) {
    setObjectName(QStringLiteral("BalanceDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* form = new QFormLayout;
    ai_ = new QComboBox(body);
    ai_->setObjectName(QStringLiteral("balanceAi"));
    const std::vector<std::string> ladder = defaultLadder();
    QStringList rungs;
    for (const std::string& p : ladder) rungs << qs(p);
    ai_->addItem(tr("Ladder: %1").arg(rungs.join(QStringLiteral(", "))), kLadderData);
    for (const std::string& n : playerNames()) {
        ai_->addItem(qs(n), qs(n));
        ai_->setItemData(ai_->count() - 1, qs(playerBlurb(n)), Qt::ToolTipRole);
    }
    ai_->setToolTip(tr("A ladder plays the battle with each player on both sides, weakest first, on the same dice, "
                       "and the strongest against the weakest. One player alone can mislead: another may favour the "
                       "other side."));
    form->addRow(tr("Players"), ai_);
    games_ = new QSpinBox(body);
    games_->setObjectName(QStringLiteral("balanceGames"));
    games_->setRange(2, 100000);
    games_->setSingleStep(100);
    games_->setValue(defaultMaxGames(0));
    games_->setToolTip(tr("At most this many games: each player stops once the Union's share of decided games is known "
                          "within %1 points either way, or lies wholly in one verdict band.")
                           .arg(BalancePlan::kDefaultPrecision * 100));
    form->addRow(tr("Most games"), games_);
    strongerGames_ = new QSpinBox(body);
    strongerGames_->setObjectName(QStringLiteral("balanceStrongerGames"));
    strongerGames_->setRange(2, 100000);
    strongerGames_->setSingleStep(20);
    strongerGames_->setValue(defaultMaxGames(1));
    strongerGames_->setToolTip(tr("At most this many games of each player after the first, stopped the same way; the "
                                  "cross pairings play %1 each.")
                                   .arg(BalancePlan().crossGamesOrDefault()));
    form->addRow(tr("Most, stronger"), strongerGames_);
    threads_ = new QSpinBox(body);
    threads_->setRange(1, 64);
    threads_->setValue(std::clamp(QThread::idealThreadCount(), 1, 4));
    threads_->setToolTip(tr("The figures do not depend on the thread count, only the time."));
    form->addRow(tr("Threads"), threads_);
    suggest_ = new QCheckBox(tr("Suggest changes"), body);  // short: a side dock at 200% is 198 px
    suggest_->setObjectName(QStringLiteral("balanceSuggest"));
    suggest_->setToolTip(tr("Also search the smallest changes (command AP, VP targets, turns, VP per elimination, "
                            "VP marker values) that bring the battle closest to even, judged by the strongest player "
                            "on the same dice."));
    form->addRow(suggest_);
    layout->addLayout(form);
    time_ = wrapped(body, "balanceTime");
    layout->addWidget(time_);

    auto* buttons = new QHBoxLayout;
    run_ = new QPushButton(tr("Estimate"), body);
    run_->setObjectName(QStringLiteral("balanceRun"));
    cancel_ = new QPushButton(tr("Cancel"), body);
    cancel_->setObjectName(QStringLiteral("balanceCancel"));
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    layout->addLayout(buttons);
    connect(run_, &QPushButton::clicked, this, &BalanceDock::start);
    connect(cancel_, &QPushButton::clicked, this, &BalanceDock::cancel);

    progress_ = new QProgressBar(body);
    progress_->setRange(0, 1);
    progress_->setValue(0);
    layout->addWidget(progress_);
    estimate_ = wrapped(body, "balanceEstimate");
    estimate_->setText(tr("No estimate yet."));
    layout->addWidget(estimate_);
    staleLabel_ = wrapped(body, "balanceStale");
    staleLabel_->setText(tr("Stale: the scenario has changed since this estimate."));
    staleLabel_->setStyleSheet(QStringLiteral("color: #a05000; font-weight: bold"));
    staleLabel_->hide();
    layout->addWidget(staleLabel_);
    ladderLabel_ = wrapped(body, "balanceLadder");
    ladderLabel_->setTextFormat(Qt::RichText);
    layout->addWidget(ladderLabel_);
    verdict_ = wrapped(body, "balanceVerdict");
    verdict_->setStyleSheet(QStringLiteral("font-weight: bold"));
    layout->addWidget(verdict_);
    people_ = new BalancePeopleRow(body);
    layout->addWidget(people_);
    drawWarning_ = wrapped(body, "balanceDrawWarning");
    drawWarning_->setStyleSheet(QStringLiteral("color: #a05000"));
    drawWarning_->hide();
    layout->addWidget(drawWarning_);
    suggestions_ = new BalanceSuggestionsView(body);
    layout->addWidget(suggestions_);
    connect(suggestions_, &BalanceSuggestionsView::applyRequested, this, &BalanceDock::applySuggestion);
    players_ = wrapped(body, "balancePlayers");
    players_->setStyleSheet(QStringLiteral("color: palette(mid)"));
    layout->addWidget(players_);
    chart_ = new BalanceChart(body);
    layout->addWidget(chart_, 1);
    curve_ = new BalanceCurve(body);
    layout->addWidget(curve_);
    heat_ = new BalanceHeat(body);
    layout->addWidget(heat_);
    fitNarrowDock(body);  // as the Scenario and Inspector forms: no sideways scrolling at 200%
    // In a scroll area, so the dock never makes the window taller than a small screen.
    setWidget(scrollingBody(body));

    estimateTimer_.setSingleShot(true);
    estimateTimer_.setInterval(400);
    connect(&estimateTimer_, &QTimer::timeout, this, &BalanceDock::probeTime);
    auto settingsChanged = [this] {
        players_->setText([this] {
            QStringList lines;
            const BalancePlan p = plan();
            for (const std::string& name : p.isLadder() ? p.ladder : std::vector<std::string>{p.unionAi})
                lines << qs(playerBlurb(name));
            return lines.join(QLatin1Char('\n'));
        }());
        strongerGames_->setEnabled(ladderChosen());
        scheduleTimeEstimate();
    };
    connect(ai_, &QComboBox::currentIndexChanged, this, settingsChanged);
    connect(games_, &QSpinBox::valueChanged, this, settingsChanged);
    connect(strongerGames_, &QSpinBox::valueChanged, this, settingsChanged);
    connect(threads_, &QSpinBox::valueChanged, this, settingsChanged);
    connect(doc_, &ScenarioDocument::changed, this, [this] {
        updateStale();
        scheduleTimeEstimate();
    });
    settingsChanged();
    updateButtons();
}

void BalanceDock::setGames(int n) { games_->setValue(n); }
void BalanceDock::setStrongerGames(int n) { strongerGames_->setValue(n); }
void BalanceDock::setAi(const QString& name) { ai_->setCurrentIndex(std::max(0, ai_->findData(name))); }
void BalanceDock::setLadder() { ai_->setCurrentIndex(ai_->findData(kLadderData)); }
void BalanceDock::setThreads(int n) { threads_->setValue(n); }
void BalanceDock::setSuggest(bool on) { suggest_->setChecked(on); }
bool BalanceDock::ladderChosen() const { return ai_->currentData().toString() == kLadderData; }
const BalanceReport* BalanceDock::report() const { return outcome_ ? &outcome_->strongest() : nullptr; }
int BalanceDock::gamesDone() const { return report() ? report()->games : 0; }
bool BalanceDock::isStale() const { return outcome_ && !(doc_->scenario() == outcome_->scenario); }

std::optional<LadderReport> BalanceDock::ladder() const {
    if (!outcome_ || !outcome_->plan.isLadder()) return std::nullopt;
    return outcome_->ladderReport();
}

const Suggestions* BalanceDock::suggestions() const {
    return outcome_ && outcome_->suggestions ? &*outcome_->suggestions : nullptr;
}

std::optional<BalanceResult> BalanceDock::claimableResult() const {
    if (isRunning() || !outcome_ || isStale()) return std::nullopt;
    // Cancelled: which games finished depends on timing.
    for (const BalanceReport& r : outcome_->reports)
        if (r.cutShort()) return std::nullopt;
    BalanceOutcome claimed = *outcome_;  // a claim holds no change search
    claimed.suggestions.reset();
    claimed.ap.reset();
    claimed.novice.reset();
    claimed.people.reset();  // people's games are no part of the run a claim re-runs
    return BalanceResult{claimed.scenario, balanceOutcomeJson(claimed)};
}

BalancePlan BalanceDock::plan() const {
    BalancePlan p;  // the default ladder, seed and stopping, as the CLI's
    if (ladderChosen()) {
        p.maxGames.assign(p.ladder.size(), strongerGames_->value());
        p.maxGames.front() = games_->value();
    } else {
        p.ladder.clear();
        p.unionAi = p.confederateAi = ai_->currentData().toString().toStdString();
        p.maxGames = {games_->value()};
    }
    p.suggest = suggest_->isChecked() ? PlanSuggest::Changes : PlanSuggest::None;
    return p;
}

void BalanceDock::clearResult() {
    outcome_.reset();
    chart_->setReport(std::nullopt);
    chart_->setStale(false);
    curve_->setCurve({});
    heat_->clear();
    people_->clearRow();
    ladderLabel_->clear();
    verdict_->clear();
    drawWarning_->hide();
    suggestions_->setSuggestions(Scenario{}, nullptr, {});
    staleLabel_->hide();
}

void BalanceDock::documentReplaced() {
    ++generation_;  // messages of a run on the previous battle are dropped from now on
    if (worker_.joinable() && !finished_) cancelRequested_ = true;
    finished_ = true;
    clearResult();
    perPlayerSeconds_.clear();
    plannedSeconds_.reset();
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(QString());
    estimate_->setText(tr("No estimate yet."));
    scheduleTimeEstimate();
    updateButtons();
}

void BalanceDock::showLadder() {
    const std::optional<LadderReport> ladder = this->ladder();
    if (!ladder || ladder->rungs.size() < 2) {
        const BalanceReport* r = report();
        ladderLabel_->clear();
        verdict_->clear();
        drawWarning_->setVisible(r && r->games > 0 && 2 * r->draws > r->games);
        drawWarning_->setText(tr("Most games end drawn: the victory conditions may be out of reach."));
        return;
    }
    const LadderReport& l = *ladder;
    const LadderSummary s = summarize(l);
    // The rungs side by side: one column per player.
    QString html = QStringLiteral("<table cellspacing=0 cellpadding=2><tr><td></td>");
    for (const BalanceReport& r : l.rungs) html += QStringLiteral("<th>%1</th>").arg(qs(r.options.unionAi).toHtmlEscaped());
    auto row = [&](const QString& name, auto cell) {
        html += QStringLiteral("</tr><tr><td>%1</td>").arg(name);
        for (std::size_t i = 0; i < l.rungs.size(); ++i) html += QStringLiteral("<td align=center>%1</td>").arg(cell(i));
    };
    row(tr("games"), [&](std::size_t i) { return QString::number(l.rungs[i].games); });
    // A player with no game yet shows dashes, not 0% of nothing.
    const auto played = [&](std::size_t i) { return l.rungs[i].games > 0; };
    const QString none = QStringLiteral("–");
    row(tr("Union"), [&](std::size_t i) {
        if (!played(i)) return none;
        const Interval c = l.rungs[i].unionInterval();
        return QStringLiteral("%1<br><small>%2–%3</small>").arg(pct0(l.rungs[i].unionRate()), pct0(c.lo), pct0(c.hi));
    });
    row(tr("Confederate"), [&](std::size_t i) {
        if (!played(i)) return none;
        const Interval c = l.rungs[i].confederateInterval();
        return QStringLiteral("%1<br><small>%2–%3</small>").arg(pct0(l.rungs[i].confederateRate()), pct0(c.lo), pct0(c.hi));
    });
    row(tr("draws"), [&](std::size_t i) {
        return played(i) ? pct0(double(l.rungs[i].draws) / l.rungs[i].games) : none;
    });
    row(tr("Union share of decided"), [&](std::size_t i) {
        const DecidedShare& d = s.shares[i];
        return d.decided ? QStringLiteral("%1<br><small>%2–%3</small>").arg(pct0(d.rate), pct0(d.ci.lo), pct0(d.ci.hi))
                         : tr("none");
    });
    html += QStringLiteral("</tr></table>");
    // While a run goes on a player may have no game yet: its 0% is no result, so neither a
    // spread nor a verdict can rest on it.
    if (std::any_of(l.rungs.begin(), l.rungs.end(), [](const BalanceReport& r) { return r.games == 0; })) {
        html += tr("<p>Spread and verdict once every player has played a game.</p>");
        ladderLabel_->setText(html);
        verdict_->clear();
        drawWarning_->hide();
        return;
    }
    const QString strong = qs(l.rungs.back().options.unionAi), weak = qs(l.rungs.front().options.unionAi);
    html += tr("<p>Spread (%1 minus %2, Union wins): %3 points, 95% interval %4 to %5.")
                .arg(strong, weak, signedPoints(s.spread), signedPoints(s.spreadCi.lo), signedPoints(s.spreadCi.hi));
    if (s.hasSkillGain)
        html += tr(" A better player gains the Union %1 points, the Confederates %2.")
                    .arg(signedPoints(s.skillGain[0]), signedPoints(s.skillGain[1]));
    html += QStringLiteral("</p>");
    ladderLabel_->setText(html);
    switch (s.verdict) {
    case LadderVerdict::Even:
        verdict_->setText(tr("Even: with every player each side wins between 35% and 65% of the decided games."));
        break;
    case LadderVerdict::DependsOnPlayers:
        verdict_->setText(tr("Depends on the players: %1 and %2 give the Union clearly different chances, so the "
                             "balance a player sees depends on how well both sides are played.")
                              .arg(strong, weak));
        break;
    case LadderVerdict::Lopsided:
        verdict_->setText(tr("Lopsided: with some player one side wins more than 65% of the decided games."));
        break;
    case LadderVerdict::FightingChance:
        verdict_->setText(tr("A fighting chance: not even, but with every player each side wins at least a third of "
                             "the decided games."));
        break;
    }
    drawWarning_->setText(tr("Most games end drawn (%1 with %2): the victory conditions may be out of reach.")
                              .arg(pct0(l.rungs.back().games ? double(l.rungs.back().draws) / l.rungs.back().games : 0),
                                   strong));
    drawWarning_->setVisible(s.mostlyDraws);
}

void BalanceDock::updateStale() {
    const bool stale = isStale();
    staleLabel_->setVisible(stale);
    chart_->setStale(stale);
    updateButtons();
}

void BalanceDock::updateButtons() {
    const bool running = isRunning();
    run_->setEnabled(!running);
    cancel_->setEnabled(running && !cancelRequested_);
    suggestions_->setApplicable(!running && suggestions() && !isStale());
}

void BalanceDock::applySuggestion(int i) {
    const Suggestions* s = suggestions();
    if (!s || i < 0 || i >= static_cast<int>(s->best.size()) || isRunning() || isStale()) return;
    const BalanceChange c = s->best[static_cast<std::size_t>(i)].change;
    applyBalanceChange(doc_, c, tr("Balance: %1").arg(qs(changeWords(outcome_->scenario, c))));
    updateButtons();
}

} // namespace muster
