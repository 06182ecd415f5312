#pragma once
// The scenario's fields as traits for ChangeValueCommand (change_value.h): one struct per
// field, as Tiled has one per map property. Key: the side's index for per-side fields.
#include "editor/commands/undo_ids.h"
#include "model/rules/change_set.h"
#include "model/scenario.h"

#include <QtGlobal>

#include <string>
#include <vector>

namespace muster::fields {

inline ChangeSet scenarioChange() {
    ChangeSet c;
    c.scenario = true;
    return c;
}
inline ChangeSet victoryChange() {
    ChangeSet c;
    c.victory = true;
    return c;
}

#define MUSTER_SCENARIO_FIELD(Name, Type, member, kind, label)                            \
    struct Name {                                                                          \
        using Value = Type;                                                                \
        static constexpr UndoId id = UndoId::Name;                                         \
        static constexpr const char* text = label;                                         \
        static Value& of(Scenario& s, int) { return s.member; }                            \
        static ChangeSet change() { return kind##Change(); }                               \
    };

MUSTER_SCENARIO_FIELD(Title, std::string, title, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change title"))
MUSTER_SCENARIO_FIELD(Subtitle, std::string, subtitle, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change subtitle"))
MUSTER_SCENARIO_FIELD(Date, std::string, date, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change date"))
MUSTER_SCENARIO_FIELD(Author, std::string, author, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change author"))
MUSTER_SCENARIO_FIELD(Briefing, std::string, briefing, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change briefing"))
MUSTER_SCENARIO_FIELD(HistoricalNotes, std::string, historicalNotes, scenario,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change historical notes"))
MUSTER_SCENARIO_FIELD(Tags, std::vector<std::string>, tags, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change tags"))
MUSTER_SCENARIO_FIELD(FirstSide, Side, firstSide, scenario, QT_TRANSLATE_NOOP("ChangeValue", "Change first side"))
MUSTER_SCENARIO_FIELD(VpMarkerMode, muster::VpMarkerMode, vpMarkerMode, scenario,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change VP marker mode"))
MUSTER_SCENARIO_FIELD(OptionalRules, std::vector<std::string>, optionalRules, scenario,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change optional rules"))
MUSTER_SCENARIO_FIELD(SpecialRules, std::vector<std::string>, specialRules, scenario,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change special rules"))
MUSTER_SCENARIO_FIELD(EliminationVp, int, victory.eliminationVP, victory,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change VP per eliminated unit"))
MUSTER_SCENARIO_FIELD(VictoryConditions, std::vector<VictoryCondition>, victory.conditions, victory,
                      QT_TRANSLATE_NOOP("ChangeValue", "Change victory conditions"))
#undef MUSTER_SCENARIO_FIELD

// Turns bound reinforcement arrivals and victory turns: both are checked again.
struct Turns {
    using Value = int;
    static constexpr UndoId id = UndoId::Turns;
    static constexpr const char* text = QT_TRANSLATE_NOOP("ChangeValue", "Change turns");
    static Value& of(Scenario& s, int) { return s.turns; }
    static ChangeSet change() {
        ChangeSet c = scenarioChange();
        c.victory = true;
        return c;
    }
};

#define MUSTER_SIDE_FIELD(Name, Type, member, label)                                       \
    struct Name {                                                                          \
        using Value = Type;                                                                \
        static constexpr UndoId id = UndoId::Name;                                         \
        static constexpr const char* text = label;                                         \
        static Value& of(Scenario& s, int side) { return s.sides[std::size_t(side)].member; } \
        static ChangeSet change() { return scenarioChange(); }                             \
    };

MUSTER_SIDE_FIELD(SideName, std::string, name, QT_TRANSLATE_NOOP("ChangeValue", "Change side name"))
MUSTER_SIDE_FIELD(SideCommandAp, int, commandAP, QT_TRANSLATE_NOOP("ChangeValue", "Change command AP"))
MUSTER_SIDE_FIELD(SideHomeEdge, Edge, homeEdge, QT_TRANSLATE_NOOP("ChangeValue", "Change home edge"))
#undef MUSTER_SIDE_FIELD

} // namespace muster::fields
