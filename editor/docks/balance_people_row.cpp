#include "balance_people_row.h"

#include "editor/widgets/qstring_util.h"
#include "engine/balance/balance_plan.h"

#include <cmath>

namespace muster {
namespace {

QString pct0(double r) { return QString::number(std::lround(100 * r)) + QLatin1Char('%'); }

} // namespace

BalancePeopleRow::BalancePeopleRow(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("balancePeople"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    hide();
}

void BalancePeopleRow::clearRow() {
    clear();
    setToolTip(QString());
    hide();
}

void BalancePeopleRow::showFor(const BalanceOutcome& o) {
    if (!o.people) {
        clearRow();
        return;
    }
    const PeopleResults& p = *o.people;
    QStringList looked;
    for (const PeopleSource& s : p.sources) looked << qs(s.name);
    QString text;
    if (p.games == 0) {
        text = looked.isEmpty() ? tr("People: none. Save the battle to a file or the library to count the games people play on it.")
                                : tr("People: none. No game people played to the end on this battle was found in %1.")
                                      .arg(looked.join(QStringLiteral(", ")));
    } else {
        const DecidedShare s = p.share();
        const QString games = p.games == 1 ? tr("1 game") : tr("%1 games").arg(p.games);
        text = s.decided ? tr("People: %1, Union %2 (%3–%4) of the decided.")
                               .arg(games, pct0(s.rate), QString::number(std::lround(100 * s.ci.lo)), pct0(s.ci.hi))
                         : tr("People: %1, all drawn.").arg(games);
        if (s.decided) text += QLatin1Char(' ') + qs(peopleAgreement(p, o).text);
    }
    if (!p.skipped.empty())
        text += QLatin1Char(' ') + (p.skipped.size() == 1 ? tr("1 file could not be read (see the tooltip).")
                                                          : tr("%1 files could not be read (see the tooltip).").arg(p.skipped.size()));
    setText(text);
    QStringList tip;
    tip << tr("Finished games with a person on at least one side, on this very battle. Looked in: %1.")
               .arg(looked.isEmpty() ? tr("nowhere") : looked.join(QStringLiteral(", ")));
    if (p.unfinished + p.computerOnly + p.otherBattle)
        tip << tr("Not counted: %1 unfinished, %2 with no person at the table, %3 of another battle or revision.")
                   .arg(p.unfinished).arg(p.computerOnly).arg(p.otherBattle);
    for (const PeopleSkip& k : p.skipped) tip << tr("Skipped %1: %2").arg(qs(k.file), qs(k.reason));
    setToolTip(tip.join(QLatin1Char('\n')));
    show();
}

} // namespace muster
