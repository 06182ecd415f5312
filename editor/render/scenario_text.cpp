#include "scenario_text.h"

#include "model/optional_rule.h"
#include "model/victory_kind.h"

#include <QDate>
#include <QLocale>

namespace muster::text {

QString q(std::string_view s) {
    QString out = QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
    // XML 1.0 (SVG, TMX) cannot hold C0 controls other than tab, newline and carriage
    // return, nor U+FFFE/U+FFFF; a sheet has no use for them either. Drop them here, where
    // all scenario text enters the painters and the TMX writer.
    out.removeIf([](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != '\t' && u != '\n' && u != '\r') || u == 0xFFFE || u == 0xFFFF;
    });
    return out;
}

QString sideName(const Scenario& s, Side side) {
    const QString generic = q(displayName(side));
    const QString own = q(s.side(side).name).trimmed();
    if (own.isEmpty() || own == generic) return generic;
    return QStringLiteral("%1 (%2)").arg(own, generic);
}

QString edgeName(Edge e) { return q(std::string(toString(e))); }

QString hexText(const Scenario& s, Offset o) { return q(hexLabel(o, s.board)); }

QString victoryCondition(const Scenario& s, const VictoryCondition& c) { return q(victorySentence(s, c)); }

QString vpMarkerMode(VpMarkerMode m) {
    return m == VpMarkerMode::RemoveOnCapture
               ? QStringLiteral("A VP marker is taken off the map and scored when an enemy unit enters its hex (rule 3.1.6).")
               : QStringLiteral("VP markers stay on the map; each scores for the side that controls its hex at the end.");
}

QString unitName(const Scenario& s, const Unit& u) {
    const QString name = q(u.name).trimmed();
    if (!name.isEmpty()) return name;
    // A player reads the type and the place; the id is the file's business.
    const QString type = q(displayName(u.type));
    if (u.hex) return QStringLiteral("%1 at %2").arg(type, hexText(s, *u.hex));
    if (u.arrives) return QStringLiteral("%1 entering at %2").arg(type, hexText(s, u.arrives->hex));
    return type;
}

QString unitLine(const Scenario& s, const Unit& u) {
    const bool named = !q(u.name).trimmed().isEmpty();
    QStringList parts;
    if (named) parts << q(displayName(u.type)).toLower();
    if (u.type != UnitType::Leader) parts << QStringLiteral("%1 SP").arg(effectiveSp(u));
    if (u.morale) parts << QStringLiteral("%1 morale").arg(q(displayName(*u.morale)).toLower());
    if (u.arrives && !u.hex && named)
        parts << QStringLiteral("enters turn %1 at %2").arg(u.arrives->turn).arg(hexText(s, u.arrives->hex));
    else if (u.arrives && !u.hex)
        parts << QStringLiteral("on turn %1").arg(u.arrives->turn);
    else if (named && u.hex)
        parts << QStringLiteral("at %1").arg(hexText(s, *u.hex));
    else if (!u.hex && !u.arrives)
        parts << QStringLiteral("not placed");
    return QStringLiteral("%1: %2").arg(unitName(s, u), parts.join(QStringLiteral(", ")));
}

QString optionalRuleName(const std::string& id) {
    const auto r = optionalRuleFromId(id);
    if (!r) return q(id);
    return q(std::string(optionalRuleInfo(*r).id) + " " + std::string(optionalRuleInfo(*r).sentence));
}

QString dateText(const std::string& iso) {
    const QDate d = QDate::fromString(q(iso), Qt::ISODate);
    if (!d.isValid()) return q(iso);
    return QLocale(QLocale::English).toString(d, QStringLiteral("d MMMM yyyy"));
}

} // namespace muster::text
