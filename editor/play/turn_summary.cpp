#include "turn_summary.h"

#include "editor/play/log_words.h"
#include "editor/play/play_controller.h"
#include "editor/widgets/qstring_util.h"

#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace muster {

TurnSummary::TurnSummary(PlayController* pc, QWidget* parent) : QWidget(parent), pc_(pc) {
    setObjectName(QStringLiteral("turnSummary"));
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    title_->setWordWrap(true);
    text_ = new QTextBrowser(this);
    text_->setObjectName(QStringLiteral("turnSummaryText"));
    text_->setMinimumHeight(fontMetrics().height() * 5);
    lay->addWidget(title_);
    lay->addWidget(text_, 1);
    connect(pc_, &PlayController::stateChanged, this, &TurnSummary::rebuild);
    rebuild();
}

QString TurnSummary::plainText() const { return title_->text() + QLatin1Char('\n') + text_->toPlainText(); }

void TurnSummary::rebuild() {
    const ComputerTurnLog& log = pc_->marks()->computerTurns();
    const ComputerTurnLog::Record& t = log.lastTurn();
    const ComputerTurnLog::Record& d = log.decisionsSince();
    setVisible(!t.empty() || !d.empty());
    if (t.empty() && d.empty()) return;
    const QString side = qs(displayName(t.empty() ? d.side : t.side));
    title_->setText(t.empty() ? tr("<b>%1</b> (computer)").arg(side)
                              : tr("<b>%1's last turn</b> (computer, turn %2): %n action(s)", nullptr, t.actions)
                                    .arg(side)
                                    .arg(t.turn));
    QString html = linesOf(t.entries);
    if (!d.empty())
        html += tr("<p><b>During your turn %1</b>: %n decision(s)</p>", nullptr, d.actions).arg(d.turn) + linesOf(d.entries);
    text_->setHtml(html);
}

QString TurnSummary::linesOf(const std::vector<LogEntry>& entries) const {
    const std::optional<Side> hidden = pc_->moraleHiddenFrom();
    QString html;
    int number = 0, lastAction = -1;
    for (const LogEntry* entry : readingOrder(entries)) {
        const LogEntry& e = *entry;
        QString line;
        if (e.action >= 0 && e.action != lastAction) {
            lastAction = e.action;
            ++number;
            line = QStringLiteral("<b>%1.</b> ").arg(number);
        } else {
            line = QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;");
        }
        line += logWords(e, hidden, &pc_->unitWords()).toHtmlEscaped();
        if (!e.dice.empty() && !hidesMorale(e, hidden)) {
            QStringList dice;
            for (int die : e.dice) {
                const bool hit = e.hitOn > 0 && die >= e.hitOn;
                dice << (hit ? QStringLiteral("<b style='color:#b00000'>[%1]</b>").arg(die) : QStringLiteral("[%1]").arg(die));
            }
            line += QStringLiteral(" &nbsp;") + dice.join(QLatin1Char(' '));
        }
        html += line + QStringLiteral("<br>");
    }
    return html;
}

} // namespace muster
