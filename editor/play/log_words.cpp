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

namespace {
bool isScore(const LogEntry& e) { return e.roll == RollKind::None && e.text.find(" scores ") != std::string::npos; }
} // namespace

std::vector<const LogEntry*> readingOrder(const std::vector<LogEntry>& entries) {
    std::vector<const LogEntry*> order;
    for (std::size_t i = 0; i < entries.size();) {
        std::size_t j = i;
        while (j < entries.size() && entries[j].action == entries[i].action) ++j;
        for (std::size_t k = i; k < j; ++k)
            if (!isScore(entries[k]) && entries[k].roll != RollKind::ApRoll) order.push_back(&entries[k]);
        for (std::size_t k = i; k < j; ++k)
            if (isScore(entries[k])) order.push_back(&entries[k]);
        for (std::size_t k = i; k < j; ++k)
            if (entries[k].roll == RollKind::ApRoll) order.push_back(&entries[k]);
        i = j;
    }
    return order;
}

} // namespace muster
