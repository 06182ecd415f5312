#include "turn_summary.h"

#include "editor/play/log_words.h"
#include "editor/play/play_controller.h"
#include "editor/qstring_util.h"

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
    const PlayController::TurnRecord& t = pc_->computerTurn();
    setVisible(!t.entries.empty());
    if (t.entries.empty()) return;
    title_->setText(tr("<b>%1's last turn</b> (computer, turn %2): %n action(s)", nullptr, t.actions)
                        .arg(qs(displayName(t.side)))
                        .arg(t.turn));
    const std::optional<Side> hidden = pc_->moraleHiddenFrom();
    QString html;
    int number = 0, lastAction = -1;
    for (const LogEntry* entry : readingOrder(t.entries)) {
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
            for (int d : e.dice) {
                const bool hit = e.hitOn > 0 && d >= e.hitOn;
                dice << (hit ? QStringLiteral("<b style='color:#b00000'>[%1]</b>").arg(d) : QStringLiteral("[%1]").arg(d));
            }
            line += QStringLiteral(" &nbsp;") + dice.join(QLatin1Char(' '));
        }
        html += line + QStringLiteral("<br>");
    }
    text_->setHtml(html);
}

} // namespace muster
