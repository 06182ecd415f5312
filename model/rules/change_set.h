#pragma once
// What an edit touched: the editor's commands fill one in, and the incremental validator
// (validator.h) and the views use it to redo only the affected work.
#include "../hex.h"

#include <string>
#include <vector>

namespace muster {

struct ChangeSet {
    std::vector<Offset> hexes;        // hexes whose terrain, units or VP markers changed
    std::vector<std::string> units;   // ids of units added, removed or changed (old and new ids)
    bool vpMarkers = false;           // VP marker list changed (hexes lists where)
    bool victory = false;             // victory conditions changed
    bool scenario = false;            // turns, sides, first side, metadata
    bool board = false;               // board geometry: everything is revalidated

    static ChangeSet everything() { ChangeSet c; c.board = true; return c; }
};

} // namespace muster
