#pragma once
// The edits of a square-grid battle (GridDocument), each one undoable step: terrain paint
// (a drag is one step when the caller gives a stroke), unit placement, deletion, strength
// and facing (a run of turns of one unit is one step, none when it ends where it began),
// objectives and victory texts. The battle's single fields (title, turns, a side's name and
// home edge...) change through changeValue<gridfields::...> (change_value.h, grid_fields.h).
#include "model/systems/grid/grid_scenario.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace muster {

class GridDocument;

namespace gridedit {

// Paint `terrain` on the tiles (those off the board are skipped). Calls with the same
// non-zero `stroke` that follow one another merge into one undo step (one drag).
void paintTerrain(GridDocument& doc, const std::vector<Offset>& tiles, GridTerrain terrain, int stroke = 0);
// Place a unit on a tile: a new id and a readable name when they are empty. The set-up
// checks, not this, say when the tile cannot hold it. Returns the id.
std::string placeUnit(GridDocument& doc, GridUnit u);
// Remove every unit on the tile; false when there was none.
bool deleteUnitsAt(GridDocument& doc, Offset tile);
void setUnitSp(GridDocument& doc, const std::string& id, std::optional<int> sp);
void setUnitFacing(GridDocument& doc, const std::string& id, Facing f);
// Turn the unit one side clockwise (or counter-clockwise); commanders have no facing.
bool rotateUnit(GridDocument& doc, const std::string& id, bool clockwise);
// The whole battle replaced as one step; false when it is the same.
bool replaceBattle(GridDocument& doc, GridScenario s, const QString& text);

// Place `o` on its tile, or remove the tile's objective when it has one (the Objective
// tool's click). True when it placed one.
bool toggleObjective(GridDocument& doc, const GridObjective& o);
// Remove the tile's objective; false when it has none.
bool removeObjectiveAt(GridDocument& doc, Offset tile);
// Change objective `index`; `part` (value 0, label 1, holder 2) lets a run of edits of
// one part of one objective merge into one step.
void setObjective(GridDocument& doc, std::size_t index, const GridObjective& o, int part);

void addVictoryText(GridDocument& doc, const GridVictoryText& v);
void removeVictoryText(GridDocument& doc, std::size_t index);
// As setObjective: `part` (side 0, text 1) keeps typing in one condition one step.
void setVictoryText(GridDocument& doc, std::size_t index, const GridVictoryText& v, int part);

} // namespace gridedit

// The unit on a tile to edit there: the non-commander when there is one, else a commander.
const GridUnit* gridUnitAt(const GridScenario& s, Offset tile);
// The objective on a tile (the first, should the file hold two), or -1.
int gridObjectiveAt(const GridScenario& s, Offset tile);
// Terrain of a tile, keeping the battle's terrain list ordered by row then column.
void setGridTerrain(GridScenario& s, Offset tile, GridTerrain t);

} // namespace muster
