#pragma once
// Every mergeable undo command's id, in one place (QUndoCommand::id(): commands with the
// same id are offered to mergeWith). As in Tiled's undocommands.h: one enum, so two
// commands can never share an id by accident.
namespace muster {

enum class UndoId : int {
    PaintTerrain = 1001,
    // One per scenario field (scenario_fields.h).
    Title,
    Subtitle,
    Date,
    Author,
    Briefing,
    HistoricalNotes,
    Tags,
    Turns,
    FirstSide,
    VpMarkerMode,
    SideName,
    SideCommandAp,
    SideHomeEdge,
    OptionalRules,
    SpecialRules,
    EliminationVp,
    VictoryConditions,
    // Square-grid battles (grid_commands.h): a paint stroke, a run of changes to one unit.
    GridPaintTerrain,
    GridUnitField,
    // One per square-grid battle field (grid_fields.h).
    GridTitle,
    GridSubtitle,
    GridAuthor,
    GridDate,
    GridHistoricalNotes,
    GridBriefing,
    GridTurns,
    GridFirstSide,
    GridSideName,
    GridHomeEdge,
    GridSpecialRules,
    GridVictory,
    GridObjectives,
};

} // namespace muster
