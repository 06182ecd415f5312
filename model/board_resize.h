#pragma once
// Resizing or reshaping a scenario's board: what is kept, and what did not fit, so the
// editor can list the drops for the user to confirm before anything is lost.
#include "model/scenario.h"

#include <vector>

namespace muster {

// The scenario on the new board plus everything that did not fit.
struct BoardResize {
    Scenario scenario;               // the scenario after the resize
    BoardGeometry oldBoard;          // before: dropped hexes are labelled as the user knew them
    std::vector<Unit> droppedUnits;  // units (or reinforcements' entry hexes) off the new board
    std::vector<TerrainEntry> droppedTerrain;
    std::vector<VpMarker> droppedMarkers;
    std::vector<Offset> droppedVictoryHexes; // hexes removed from holdAtEnd conditions

    bool dropsAnything() const {
        return !droppedUnits.empty() || !droppedTerrain.empty() || !droppedMarkers.empty() ||
               !droppedVictoryHexes.empty();
    }
};

// Keeps every unit, terrain entry, VP marker and victory hex that lies on `board`.
BoardResize resizeBoard(const Scenario& s, const BoardGeometry& board);

} // namespace muster
