#include "rule_names.h"

#include "editor/widgets/qstring_util.h"

#include <QCoreApplication>

#include <map>

namespace muster {

namespace {
QString tr(const char* s) { return QCoreApplication::translate("muster::RuleNames", s); }
} // namespace

QString ruleName(const std::string& ruleId) {
    // DESIGN.md "Validation rules", plus the victory checks that came later.
    static const std::map<std::string, const char*> names = {
        {"board.size", QT_TRANSLATE_NOOP("muster::RuleNames", "Board size")},
        {"board.out-of-bounds", QT_TRANSLATE_NOOP("muster::RuleNames", "Off the board")},
        {"terrain.duplicate", QT_TRANSLATE_NOOP("muster::RuleNames", "Hex given two terrains")},
        {"stacking.combat-units", QT_TRANSLATE_NOOP("muster::RuleNames", "Too many units in a hex")},
        {"stacking.leaders", QT_TRANSLATE_NOOP("muster::RuleNames", "Two leaders in a hex")},
        {"stacking.gunboats", QT_TRANSLATE_NOOP("muster::RuleNames", "Two gunboats in a hex")},
        {"stacking.vp-markers", QT_TRANSLATE_NOOP("muster::RuleNames", "Two VP markers in a hex")},
        {"stacking.mixed-sides", QT_TRANSLATE_NOOP("muster::RuleNames", "Both sides in a hex")},
        {"placement.impassable", QT_TRANSLATE_NOOP("muster::RuleNames", "Unit on impassable terrain")},
        {"placement.gunboat-water", QT_TRANSLATE_NOOP("muster::RuleNames", "Gunboat off the river")},
        {"placement.leader-alone", QT_TRANSLATE_NOOP("muster::RuleNames", "Leader without a unit")},
        {"placement.leader-gunboat", QT_TRANSLATE_NOOP("muster::RuleNames", "Leader with a gunboat")},
        {"unit.strength", QT_TRANSLATE_NOOP("muster::RuleNames", "Strength out of range")},
        {"unit.morale", QT_TRANSLATE_NOOP("muster::RuleNames", "Wrong morale")},
        {"unit.duplicate-id", QT_TRANSLATE_NOOP("muster::RuleNames", "Two units share an id")},
        {"reinforcement.turn", QT_TRANSLATE_NOOP("muster::RuleNames", "Arrival turn out of range")},
        {"reinforcement.entry", QT_TRANSLATE_NOOP("muster::RuleNames", "Entry hex not on an edge")},
        {"scenario.turns", QT_TRANSLATE_NOOP("muster::RuleNames", "Number of turns")},
        {"scenario.command-ap", QT_TRANSLATE_NOOP("muster::RuleNames", "Command AP below 0")},
        {"scenario.turns-limit", QT_TRANSLATE_NOOP("muster::RuleNames", "Too many turns to play")},
        {"scenario.command-ap-limit", QT_TRANSLATE_NOOP("muster::RuleNames", "Command AP too large to play")},
        {"scenario.ruleset", QT_TRANSLATE_NOOP("muster::RuleNames", "Another rule system")},
        {"scenario.side-empty", QT_TRANSLATE_NOOP("muster::RuleNames", "Side without units")},
        {"sides.same-home-edge", QT_TRANSLATE_NOOP("muster::RuleNames", "Both sides share a home edge")},
        {"victory.none", QT_TRANSLATE_NOOP("muster::RuleNames", "No victory condition")},
        {"victory.invalid", QT_TRANSLATE_NOOP("muster::RuleNames", "Victory condition out of range")},
        {"victory.vp-limit", QT_TRANSLATE_NOOP("muster::RuleNames", "VP value too large to play")},
        {"victory.unreachable", QT_TRANSLATE_NOOP("muster::RuleNames", "Victory out of reach")},
        {"victory.impassable-hex", QT_TRANSLATE_NOOP("muster::RuleNames", "Objective no unit can enter")},
        {"victory.marker-value", QT_TRANSLATE_NOOP("muster::RuleNames", "VP marker worth under 1")},
        {"victory.marker-unscorable", QT_TRANSLATE_NOOP("muster::RuleNames", "VP marker no side can score")},
        {"victory.marker-in-enemy-setup", QT_TRANSLATE_NOOP("muster::RuleNames", "VP marker inside the enemy's setup area")},
        {"victory.elimination-vp", QT_TRANSLATE_NOOP("muster::RuleNames", "Elimination VP below 0")},
    };
    if (auto it = names.find(ruleId); it != names.end()) return tr(it->second);
    // An id added later: "group.some-words" reads "Group: some words".
    QString id = qs(ruleId);
    const qsizetype dot = id.indexOf(QLatin1Char('.'));
    QString group = dot > 0 ? id.left(dot) : QString(), rest = dot > 0 ? id.mid(dot + 1) : id;
    rest.replace(QLatin1Char('-'), QLatin1Char(' ')).replace(QLatin1Char('.'), QLatin1Char(' '));
    if (group.isEmpty()) {
        if (!rest.isEmpty()) rest[0] = rest[0].toUpper();
        return rest;
    }
    group[0] = group[0].toUpper();
    return group + QStringLiteral(": ") + rest;
}

} // namespace muster
