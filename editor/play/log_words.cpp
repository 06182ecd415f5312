#include "log_words.h"

#include "editor/widgets/qstring_util.h"
#include "engine/rules/game.h"
#include "engine/rules/game_setup.h"
#include "engine/rules/game_state.h"

#include <QCoreApplication>

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
    for (int i = 0; i < n; ++i) {
        const QString plain = plainName(i);
        const int k = ++seen[plain];
        names_.push_back(total[plain] > 1 ? QStringLiteral("%1 #%2").arg(plain).arg(k) : plain);
    }
}

QString UnitWords::text(const LogEntry& e) const {
    QString out;
    std::size_t at = 0;
    for (const UnitMention& m : e.units) {
        if (m.at < at || m.at + m.length > e.text.size()) break;  // not this game's entry
        out += qs(e.text.substr(at, m.at - at));
        const QString mine = name(m.unit);
        out += mine.isEmpty() ? qs(e.text.substr(m.at, m.length)) : mine;
        at = m.at + m.length;
    }
    return out + qs(e.text.substr(std::min(at, e.text.size())));
}

QString logWords(const LogEntry& e, std::optional<Side> hiddenSide, const UnitWords* names) {
    const auto unit = [&](std::size_t k) {
        if (k >= e.units.size()) return QString();
        const UnitMention& m = e.units[k];
        const QString mine = names ? names->name(m.unit) : QString();
        return mine.isEmpty() ? qs(e.text.substr(m.at, m.length)) : mine;
    };
    if (!hidesMorale(e, hiddenSide)) return names ? names->text(e) : qs(e.text);
    // Keep who and the result; the dice and the colours they showed stay hidden.
    if (e.outcome.empty() || e.units.empty()) return QCoreApplication::translate("muster::LogWords", "Morale check (hidden)");
    if (e.roll == RollKind::Rally && e.units.size() >= 2)
        return QCoreApplication::translate("muster::LogWords", "%1 rallies %2: %3").arg(unit(0), unit(1), qs(e.outcome));
    return QCoreApplication::translate("muster::LogWords", "%1 morale check: %2").arg(unit(0), qs(e.outcome));
}

namespace {
bool isScore(const LogEntry& e) { return e.vp != 0; }
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
