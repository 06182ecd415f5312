#pragma once
// Resizing or reshaping a scenario's board: what is kept, and a list of what is dropped
// so the user can confirm before anything is lost.
#include "model/scenario.h"

#include <QString>
#include <QStringList>

namespace muster {

class Prompter;

// The scenario on the new board plus everything that did not fit.
struct BoardResizeResult {
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
    // One line per dropped thing, for the confirmation ("Unit Hood at 1205").
    QStringList describeDrops() const;
    // One sentence: "Resizing the board to 8 x 9 leaves off 2 units, 1 VP marker:".
    QString summary() const;
};

// Asks the user through `prompter` (the first drops listed, all of them in the details)
// whether to go ahead with a board change that drops things. True: go ahead.
bool confirmBoardDrops(Prompter& prompter, const QString& summary, const QStringList& details);

// Keeps every unit, terrain entry, VP marker and victory hex that lies on `board`.
BoardResizeResult resizeBoard(const Scenario& s, const BoardGeometry& board);

} // namespace muster
