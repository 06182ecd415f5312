#pragma once
// A square-grid battle's fields as traits for ChangeValueCommand (change_value.h), as
// scenario_fields.h has them for a Hold the Line scenario. Key: the side's index for
// per-side fields; for the lists, which entry a run of edits changes (only edits with the
// same key merge into one step).
#include "editor/commands/undo_ids.h"
#include "model/systems/grid/grid_scenario.h"

#include <QtGlobal>

#include <string>
#include <vector>

namespace muster::gridfields {

#define MUSTER_GRID_FIELD(Name, Type, member, label)                                       \
    struct Name {                                                                          \
        using Value = Type;                                                                \
        static constexpr UndoId id = UndoId::Grid##Name;                                   \
        static constexpr const char* text = label;                                         \
        static Value& of(GridScenario& s, int) { return s.member; }                        \
    };

MUSTER_GRID_FIELD(Title, std::string, title, QT_TRANSLATE_NOOP("ChangeValue", "Change title"))
MUSTER_GRID_FIELD(Subtitle, std::string, subtitle, QT_TRANSLATE_NOOP("ChangeValue", "Change subtitle"))
MUSTER_GRID_FIELD(Author, std::string, author, QT_TRANSLATE_NOOP("ChangeValue", "Change author"))
MUSTER_GRID_FIELD(Date, std::string, date, QT_TRANSLATE_NOOP("ChangeValue", "Change date"))
MUSTER_GRID_FIELD(HistoricalNotes, std::string, historicalNotes, QT_TRANSLATE_NOOP("ChangeValue", "Change historical notes"))
MUSTER_GRID_FIELD(Briefing, std::string, briefing, QT_TRANSLATE_NOOP("ChangeValue", "Change briefing"))
MUSTER_GRID_FIELD(Turns, int, turns, QT_TRANSLATE_NOOP("ChangeValue", "Change turns"))
MUSTER_GRID_FIELD(FirstSide, Side, firstSide, QT_TRANSLATE_NOOP("ChangeValue", "Change first side"))
MUSTER_GRID_FIELD(SpecialRules, std::vector<std::string>, specialRules,
                  QT_TRANSLATE_NOOP("ChangeValue", "Change special rules"))
MUSTER_GRID_FIELD(Victory, std::vector<GridVictoryText>, victory,
                  QT_TRANSLATE_NOOP("ChangeValue", "Change victory conditions"))
MUSTER_GRID_FIELD(Objectives, std::vector<GridObjective>, objectives,
                  QT_TRANSLATE_NOOP("ChangeValue", "Change objectives"))
#undef MUSTER_GRID_FIELD

#define MUSTER_GRID_SIDE_FIELD(Name, Type, member, label)                                  \
    struct Name {                                                                          \
        using Value = Type;                                                                \
        static constexpr UndoId id = UndoId::Grid##Name;                                   \
        static constexpr const char* text = label;                                         \
        static Value& of(GridScenario& s, int side) { return s.sides[std::size_t(side)].member; } \
    };

MUSTER_GRID_SIDE_FIELD(SideName, std::string, name, QT_TRANSLATE_NOOP("ChangeValue", "Change side name"))
MUSTER_GRID_SIDE_FIELD(HomeEdge, Edge, homeEdge, QT_TRANSLATE_NOOP("ChangeValue", "Change home edge"))
#undef MUSTER_GRID_SIDE_FIELD

} // namespace muster::gridfields
