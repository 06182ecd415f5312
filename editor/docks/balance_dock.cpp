// BalanceDock and its painted BalanceChart (balance_dock.h).
#include "balance_dock.h"

#include "scenario_dock.h" // fitNarrowDock
#include "editor/qstring_util.h"

#include "editor/commands/change_value.h"
#include "editor/commands/scenario_fields.h"
#include "editor/document/scenario_document.h"
#include "engine/game_setup.h"
#include "engine/player.h"
#include "engine/rule_queries.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>


namespace muster {
namespace {

// ---- BalanceChart ----

const QColor kUnion(52, 96, 170), kConfederate(150, 150, 150), kDraw(200, 170, 90);

QString pct0(double r) { return QString::number(100 * r, 'f', 0) + QLatin1Char('%'); }

// A histogram (value -> games) as bars over the value range, captioned.
void histogram(QPainter& p, const QRect& r, const QString& title, const std::map<int, int>& h, const QColor& c,
               int lo, int hi, const QFontMetrics& fm) {
    p.setPen(Qt::black);
    p.drawText(QRect(r.left(), r.top(), r.width(), fm.height()), Qt::AlignLeft, title);
    const QRect area(r.left(), r.top() + fm.height(), r.width(), r.height() - 2 * fm.height());
    int most = 1;
    for (const auto& [k, n] : h) most = std::max(most, n);
    const int columns = std::max(1, hi - lo + 1);
    const double w = double(area.width()) / columns;
    for (int v = lo; v <= hi; ++v) {
        const auto it = h.find(v);
        const int n = it == h.end() ? 0 : it->second;
        const int bh = static_cast<int>(area.height() * double(n) / most);
        const int x = area.left() + static_cast<int>((v - lo) * w);
        p.fillRect(QRect(x + 1, area.bottom() - bh, std::max(1, static_cast<int>(w) - 2), bh), c);
        if (columns <= 16 || (v - lo) % 2 == 0)
            p.drawText(QRect(x, area.bottom() + 1, static_cast<int>(w), fm.height()), Qt::AlignHCenter, QString::number(v));
    }
    p.setPen(Qt::gray);
    p.drawLine(area.bottomLeft(), area.bottomRight());
}

} // namespace

BalanceChart::BalanceChart(QWidget* parent) : QWidget(parent) { setObjectName(QStringLiteral("balanceChart")); }

void BalanceChart::setReport(const std::optional<BalanceReport>& r) {
    report_ = r;
    update();
}

void BalanceChart::setStale(bool stale) {
    stale_ = stale;
    update();
}

void BalanceChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QFontMetrics fm = fontMetrics();
    const QRect all = rect().adjusted(6, 4, -6, -4);
    if (!report_ || report_->games == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(all, Qt::AlignCenter | Qt::TextWordWrap, tr("Run an estimate to see win rates, VP and game length."));
        return;
    }
    const BalanceReport& r = *report_;
    p.setRenderHint(QPainter::Antialiasing);
    // Top half: win rates with their 95% Wilson intervals as whiskers.
    const int winH = all.height() * 2 / 5;
    const QRect win(all.left(), all.top(), all.width(), winH);
    p.setPen(Qt::black);
    p.drawText(QRect(win.left(), win.top(), win.width(), fm.height()), Qt::AlignLeft,
               tr("Win rate, 95% interval (%n games)", nullptr, r.games));
    const QRect bars(win.left(), win.top() + fm.height() * 2, win.width(), win.height() - fm.height() * 3);
    struct Bar {
        QString label;
        int count;
        QColor colour;
    };
    const Bar list[3] = {{tr("Union"), r.unionWins, kUnion}, {tr("Confederate"), r.confederateWins, kConfederate},
                         {tr("Draw"), r.draws, kDraw}};
    const int slot = bars.width() / 3;
    auto yOf = [&](double v) { return bars.bottom() - static_cast<int>(bars.height() * std::clamp(v, 0.0, 1.0)); };
    for (int i = 0; i < 3; ++i) {
        const double rate = double(list[i].count) / r.games;
        const Interval ci = wilsonInterval(list[i].count, r.games);
        const int x = bars.left() + i * slot;
        p.fillRect(QRect(x + slot / 5, yOf(rate), slot * 3 / 5, bars.bottom() - yOf(rate)), list[i].colour);
        p.setPen(QPen(Qt::black, 1.5));
        const int cx = x + slot / 2;
        p.drawLine(cx, yOf(ci.lo), cx, yOf(ci.hi));
        p.drawLine(cx - 5, yOf(ci.lo), cx + 5, yOf(ci.lo));
        p.drawLine(cx - 5, yOf(ci.hi), cx + 5, yOf(ci.hi));
        p.drawText(QRect(x, yOf(ci.hi) - fm.height(), slot, fm.height()), Qt::AlignHCenter, pct0(rate));
        p.drawText(QRect(x, bars.bottom() + 1, slot, fm.height()), Qt::AlignHCenter, list[i].label);
    }
    // 50%: even.
    p.setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
    p.drawLine(bars.left(), yOf(0.5), bars.right(), yOf(0.5));

    // Bottom: VP per side on one scale, and game length.
    int vpHi = 1;
    for (const auto& h : r.vpHistogram)
        if (!h.empty()) vpHi = std::max(vpHi, h.rbegin()->first);
    const int rest = all.height() - winH, third = rest / 3;
    histogram(p, QRect(all.left(), win.bottom() + 4, all.width(), third - 4), tr("Union VP at the end"), r.vpHistogram[0],
              kUnion, 0, vpHi, fm);
    histogram(p, QRect(all.left(), win.bottom() + third + 4, all.width(), third - 4), tr("Confederate VP at the end"),
              r.vpHistogram[1], kConfederate, 0, vpHi, fm);
    const int turnHi = r.turnHistogram.empty() ? 1 : std::max(1, r.turnHistogram.rbegin()->first);
    histogram(p, QRect(all.left(), win.bottom() + 2 * third + 4, all.width(), third - 4),
              tr("Game length (turns), mean %1").arg(r.meanTurns, 0, 'f', 1), r.turnHistogram, QColor(110, 140, 110),
              1, turnHi, fm);
    if (stale_) {
        QColor veil = palette().color(QPalette::Base);
        veil.setAlpha(150);
        p.fillRect(rect(), veil);
    }
}


// ---- BalanceDock ----
namespace {

QString pct(double r) { return QString::number(100 * r, 'f', 1) + QLatin1Char('%'); }

QString estimateText(const BalanceReport& r, int planned) {
    if (r.games == 0) return BalanceDock::tr("Waiting for the first game…");
    const Interval u = r.unionInterval(), c = r.confederateInterval();
    return BalanceDock::tr("%1 of %2 games: Union %3 (95% CI %4–%5), Confederate %6 (%7–%8), draws %9")
        .arg(r.games)
        .arg(planned)
        .arg(pct(r.unionRate()), pct(u.lo), pct(u.hi), pct(r.confederateRate()), pct(c.lo), pct(c.hi))
        .arg(r.draws);
}

} // namespace

BalanceDock::BalanceDock(ScenarioDocument* doc, QWidget* parent) : QDockWidget(tr("Balance"), parent), doc_(doc) {
    setObjectName(QStringLiteral("BalanceDock"));
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* form = new QFormLayout;
    games_ = new QSpinBox(body);
    games_->setObjectName(QStringLiteral("balanceGames"));
    games_->setRange(2, 100000);
    games_->setSingleStep(100);
    games_->setValue(200);
    form->addRow(tr("Games"), games_);
    ai_ = new QComboBox(body);
    ai_->setObjectName(QStringLiteral("balanceAi"));
    for (const std::string& n : playerNames()) ai_->addItem(qs(n));
    ai_->setCurrentText(QStringLiteral("greedy"));
    ai_->setToolTip(tr("The player on both sides; each dice seed is played twice with the sides swapped."));
    form->addRow(tr("Player"), ai_);
    threads_ = new QSpinBox(body);
    threads_->setRange(1, 64);
    threads_->setValue(std::clamp(QThread::idealThreadCount(), 1, 4));
    threads_->setToolTip(tr("The figures do not depend on the thread count, only the time."));
    form->addRow(tr("Threads"), threads_);
    suggest_ = new QCheckBox(tr("Suggest command AP"), body);
    suggest_->setToolTip(tr("Also search the command-AP pairs (rule 11.5) for the one closest to even."));
    form->addRow(suggest_);
    layout->addLayout(form);

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
    estimate_ = new QLabel(tr("No estimate yet."), body);
    estimate_->setObjectName(QStringLiteral("balanceEstimate"));
    estimate_->setWordWrap(true);
    layout->addWidget(estimate_);
    staleLabel_ = new QLabel(tr("Stale: the scenario has changed since this estimate."), body);
    staleLabel_->setObjectName(QStringLiteral("balanceStale"));
    staleLabel_->setStyleSheet(QStringLiteral("color: #a05000; font-weight: bold"));
    staleLabel_->setWordWrap(true);
    staleLabel_->hide();
    layout->addWidget(staleLabel_);
    apLabel_ = new QLabel(body);
    apLabel_->setWordWrap(true);
    apLabel_->hide();
    layout->addWidget(apLabel_);
    useAp_ = new QPushButton(tr("Use suggested AP"), body);
    useAp_->setObjectName(QStringLiteral("balanceUseAp"));
    layout->addWidget(useAp_);
    connect(useAp_, &QPushButton::clicked, this, &BalanceDock::useSuggestedAp);
    chart_ = new BalanceChart(body);
    layout->addWidget(chart_, 1);
    fitNarrowDock(body);  // as the Scenario and Inspector forms: no sideways scrolling at 200%
    // In a scroll area, so the dock never makes the window taller than a small screen.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body);
    setWidget(scroll);

    connect(doc_, &ScenarioDocument::changed, this, [this] { updateStale(); });
    updateButtons();
}

BalanceDock::~BalanceDock() {
    cancelRequested_ = true;
    join();
}

void BalanceDock::setGames(int n) { games_->setValue(n); }
void BalanceDock::setAi(const QString& name) { ai_->setCurrentText(name); }
void BalanceDock::setThreads(int n) { threads_->setValue(n); }
void BalanceDock::setSuggestAp(bool on) { suggest_->setChecked(on); }
int BalanceDock::gamesDone() const { return report_ ? report_->games : 0; }

void BalanceDock::join() {
    if (worker_.joinable()) worker_.join();
}

void BalanceDock::start() {
    if (isRunning()) return;
    join();
    const int errors = static_cast<int>(playBlockers(doc_->issues()).size());
    if (errors > 0) {
        estimate_->setText(tr("The scenario has %n error(s): fix them (Issues dock) before estimating.", nullptr, errors));
        return;
    }
    BalanceOptions o;
    o.games = games_->value();
    o.unionAi = o.confederateAi = ai_->currentText().toStdString();
    o.threads = threads_->value();
    o.seed = 1;
    const bool suggest = suggest_->isChecked();
    played_ = doc_->scenario();
    report_.reset();
    suggestion_.reset();
    stale_ = false;
    cancelRequested_ = false;
    finished_ = false;
    progress_->setRange(0, o.games);
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m games"));
    estimate_->setText(tr("Starting…"));
    apLabel_->hide();
    chart_->setReport(std::nullopt);
    chart_->setStale(false);
    staleLabel_->hide();
    // The worker owns copies of everything it reads; it reaches the dock only through
    // queued calls, which Qt drops if the dock is gone (the destructor also cancels and
    // waits for it).
    worker_ = std::thread([this, o, suggest, scenario = *played_] {
        BalanceReport r;
        std::optional<ApSuggestion> ap;
        QString error;
        try {
            auto setup = std::make_shared<const GameSetup>(scenario);
            r = runBalance(setup, o, [this](int done, const BalanceReport& partial) {
                QMetaObject::invokeMethod(this, [this, done, partial] { onProgress(done, partial, false); },
                                          Qt::QueuedConnection);
                return !cancelRequested_.load();
            });
            if (suggest && !cancelRequested_) {
                ap = suggestAp(scenario, o, &r, [this](int done, const BalanceReport& partial) {
                    QMetaObject::invokeMethod(this, [this, done, partial] { onProgress(done, partial, true); },
                                              Qt::QueuedConnection);
                    return !cancelRequested_.load();
                });
                if (cancelRequested_) ap.reset();  // a cancelled search compared partial runs
            }
        } catch (const std::exception& e) {
            error = qs(e.what());
        }
        QMetaObject::invokeMethod(this, [this, r, ap, error] { onFinished(r, ap, error); }, Qt::QueuedConnection);
    });
    updateButtons();
}

void BalanceDock::cancel() {
    if (!isRunning()) return;
    cancelRequested_ = true;
    estimate_->setText(estimate_->text() + QLatin1Char('\n') + tr("Cancelling…"));
    cancel_->setEnabled(false);
}

void BalanceDock::onProgress(int done, const BalanceReport& partial, bool suggesting) {
    if (finished_) return;  // a late message from a run already over
    if (suggesting) {
        progress_->setValue(done);
        progress_->setFormat(tr("Trying command AP pairs: %v of %m games"));
        return;
    }
    progress_->setValue(done);
    report_ = partial;
    estimate_->setText(estimateText(partial, games_->value()));
    chart_->setReport(report_);
}

void BalanceDock::onFinished(const BalanceReport& r, const std::optional<ApSuggestion>& ap, const QString& error) {
    join();
    finished_ = true;
    if (!error.isEmpty()) {
        estimate_->setText(tr("The estimate failed: %1").arg(error));
        report_.reset();
    } else {
        report_ = r;
        suggestion_ = ap;
        QString text = estimateText(r, r.options.games);
        if (cancelRequested_) text += QLatin1Char('\n') + tr("Cancelled after %n game(s).", nullptr, r.games);
        if (r.errors) text += QLatin1Char('\n') + tr("%n game(s) stopped by an error.", nullptr, r.errors);
        estimate_->setText(text);
        progress_->setValue(cancelRequested_ ? r.games : progress_->maximum());
        progress_->setFormat(tr("%v of %m games"));
        if (ap) {
            apLabel_->setText(tr("Suggested command AP: Union %1, Confederate %2 (Union wins %3, Confederate %4). %5")
                                  .arg(ap->unionAp)
                                  .arg(ap->confederateAp)
                                  .arg(pct(ap->unionRate), pct(ap->confederateRate),
                                       ap->even ? tr("Even within the 95% interval.")
                                                : tr("The closest pair tried; not even within the 95% interval.")));
            apLabel_->show();
        }
    }
    chart_->setReport(report_);
    updateStale();
    updateButtons();
    emit finished();
}

void BalanceDock::updateStale() {
    // Stale while the scenario differs from the one played (undoing back to it clears it).
    stale_ = played_ && report_ && !(doc_->scenario() == *played_);
    staleLabel_->setVisible(stale_);
    chart_->setStale(stale_);
    updateButtons();
}

void BalanceDock::updateButtons() {
    const bool running = isRunning();
    run_->setEnabled(!running);
    cancel_->setEnabled(running && !cancelRequested_);
    const bool differs = suggestion_ && (suggestion_->unionAp != doc_->scenario().side(Side::Union).commandAP ||
                                         suggestion_->confederateAp != doc_->scenario().side(Side::Confederate).commandAP);
    useAp_->setEnabled(!running && differs);
}

void BalanceDock::useSuggestedAp() {
    if (!suggestion_) return;
    using fields::SideCommandAp;
    doc_->beginMacro(tr("Use suggested command AP"));
    changeValue<SideCommandAp>(doc_, suggestion_->unionAp, static_cast<int>(Side::Union), {}, false);
    changeValue<SideCommandAp>(doc_, suggestion_->confederateAp, static_cast<int>(Side::Confederate), {}, false);
    doc_->endMacro();
    updateButtons();
}

} // namespace muster
