#include "log_words.h"

#include "editor/qstring_util.h"
#include "engine/rules/game.h"
#include "engine/rules/game_setup.h"
#include "engine/rules/game_state.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace muster {

bool hidesMorale(const LogEntry& e, std::optional<Side> hiddenSide) {
    return hiddenSide && e.side == *hiddenSide && (e.roll == RollKind::Morale || e.roll == RollKind::AttackerMorale || e.roll == RollKind::Rally);
}

UnitWords::UnitWords(const GameState& s) {
    const GameSetup& setup = s.setup();
    const int n = setup.unitCount();
    // How many units share each reader's name, and which of them each one is.
    auto plainName = [&](int i) {
        const Unit& u = setup.unit(i);
        if (!u.name.empty()) return qs(u.name);
        return QCoreApplication::translate("muster::LogWords", "%1 %2")
            .arg(qs(displayName(u.side)), qs(displayName(u.type)).toLower());
    };
    std::map<QString, int> total, seen;
    for (int i = 0; i < n; ++i) ++total[plainName(i)];
    QStringList alternatives;
    for (int i = 0; i < n; ++i) {
        const QString plain = plainName(i);
        const int k = ++seen[plain];
        names_.push_back(total[plain] > 1 ? QStringLiteral("%1 #%2").arg(plain).arg(k) : plain);
        engine_.push_back(qs(unitName(s, i)));
    }
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) order[std::size_t(i)] = i;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return engine_[std::size_t(a)].size() > engine_[std::size_t(b)].size(); });
    for (int i : order) alternatives << QRegularExpression::escape(engine_[std::size_t(i)]);
    if (!alternatives.isEmpty())
        pattern_.setPattern(QStringLiteral("(?<![\\w])(%1)(?![\\w])").arg(alternatives.join(QLatin1Char('|'))));
}

QString UnitWords::apply(const QString& engineText) const {
    if (names_.empty() || !pattern_.isValid()) return engineText;
    QString out;
    qsizetype at = 0;
    for (auto it = pattern_.globalMatch(engineText); it.hasNext();) {
        const auto m = it.next();
        out += engineText.mid(at, m.capturedStart() - at);
        const QString found = m.captured(1);
        QString replacement = found;
        for (std::size_t i = 0; i < engine_.size(); ++i)
            if (engine_[i] == found) {
                replacement = names_[i];
                break;
            }
        out += replacement;
        at = m.capturedEnd();
    }
    return out + engineText.mid(at);
}

QString logWords(const LogEntry& e, std::optional<Side> hiddenSide, const UnitWords* names) {
    QString text = names ? names->apply(qs(e.text)) : qs(e.text);
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
