#pragma once
// The edits of a square-grid battle (GridDocument), each one undoable step: terrain paint
// (a drag is one step when the caller gives a stroke), unit placement, deletion, strength
// and facing (a run of turns of one unit is one step, none when it ends where it began).
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

} // namespace gridedit

// The unit on a tile to edit there: the non-commander when there is one, else a commander.
const GridUnit* gridUnitAt(const GridScenario& s, Offset tile);
// Terrain of a tile, keeping the battle's terrain list ordered by row then column.
void setGridTerrain(GridScenario& s, Offset tile, GridTerrain t);

} // namespace muster
