#include "board_resize.h"

#include <algorithm>

namespace muster {

BoardResize resizeBoard(const Scenario& s, const BoardGeometry& board) {
    BoardResize r;
    r.scenario = s;
    r.oldBoard = s.board;
    Scenario& out = r.scenario;
    out.board = board;

    out.terrain.clear();
    for (const TerrainEntry& e : s.terrain.entries()) {
        if (board.contains(e.hex)) out.terrain.append(e);
        else r.droppedTerrain.push_back(e);
    }
    out.units.clear();
    for (const Unit& u : s.units) {
        const bool fits = u.hex ? board.contains(*u.hex) : (!u.arrives || board.contains(u.arrives->hex));
        if (fits) out.units.push_back(u);
        else r.droppedUnits.push_back(u);
    }
    out.vpMarkers.clear();
    for (const VpMarker& m : s.vpMarkers) {
        if (board.contains(m.hex)) out.vpMarkers.push_back(m);
        else r.droppedMarkers.push_back(m);
    }
    for (VictoryCondition& c : out.victory.conditions) {
        for (Offset o : c.hexes)
            if (!board.contains(o)) r.droppedVictoryHexes.push_back(o);
        std::erase_if(c.hexes, [&](Offset o) { return !board.contains(o); });
    }
    return r;
}

} // namespace muster
