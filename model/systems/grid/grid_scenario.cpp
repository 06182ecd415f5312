#include "grid_scenario.h"

namespace muster {

Facing effectiveFacing(const GridScenario& s, const GridUnit& u) {
    if (u.facing) return *u.facing;
    switch (s.side(u.side).homeEdge) {
    case Edge::North: return Facing::South;
    case Edge::South: return Facing::North;
    case Edge::East: return Facing::West;
    case Edge::West: return Facing::East;
    }
    return Facing::North;
}

int effectiveSp(const GridUnit& u) { return u.sp.value_or(gridUnitInfo(u.type).fullSp); }

std::string tileLabel(const GridScenario& s, Offset o) {
    BoardGeometry b;
    b.columns = s.columns;
    b.rows = s.rows;
    return hexLabel(o, b);
}

GridTerrainMap::GridTerrainMap(const GridScenario& s) {
    byTile_.reserve(s.terrain.size());
    for (const auto& e : s.terrain) byTile_.emplace(offsetKey(e.tile), e.type);
}

GridTerrain GridTerrainMap::at(Offset o) const {
    const auto it = byTile_.find(offsetKey(o));
    return it == byTile_.end() ? GridTerrain::Clear : it->second;
}

} // namespace muster
