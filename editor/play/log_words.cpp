#include "log_words.h"

#include "editor/qstring_util.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace muster {

bool hidesMorale(const LogEntry& e, std::optional<Side> hiddenSide) {
    return hiddenSide && e.side == *hiddenSide && (e.roll == RollKind::Morale || e.roll == RollKind::AttackerMorale || e.roll == RollKind::Rally);
}

QString logWords(const LogEntry& e, std::optional<Side> hiddenSide) {
    QString text = qs(e.text);
    if (!hidesMorale(e, hiddenSide)) return text;
    // "NAME morale at LEVEL: FACES -> OUTCOME" and the 11.1 "NAME morale check before close
    // combat: ... -> OUTCOME": keep the name and the outcome only.
    static const QRegularExpression check(QStringLiteral("^(.*?) morale (?:at \\S+|check before close combat):.*-> *(.+)$"));
    const auto m = check.match(text);
    static const QRegularExpression rally(QStringLiteral("^(.*? rallies .*?):.*-> *(\\+1 SP|its own colour, no SP)$"));
    if (const auto r = rally.match(text); r.hasMatch())
        return QCoreApplication::translate("muster::LogWords", "%1: %2")
            .arg(r.captured(1), r.captured(2).startsWith(QLatin1Char('+')) ? QCoreApplication::translate("muster::LogWords", "+1 SP")
                                                                            : QCoreApplication::translate("muster::LogWords", "no SP"));
    if (m.hasMatch()) return QCoreApplication::translate("muster::LogWords", "%1 morale check: %2").arg(m.captured(1), m.captured(2));
    return QCoreApplication::translate("muster::LogWords", "Morale check (hidden)");
}

} // namespace muster
