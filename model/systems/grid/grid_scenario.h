#pragma once
// A square-grid battle (seed 003) as plain values: the board of tiles, terrain, units with
// a facing, commanders, sides with a home edge, objectives and free-text victory.
#include "../../hex.h"
#include "../../types.h"
#include "grid_types.h"

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace muster {

struct GridTerrainEntry {
    Offset tile;
    GridTerrain type = GridTerrain::Clear;
    friend bool operator==(const GridTerrainEntry&, const GridTerrainEntry&) = default;
};

struct GridUnit {
    std::string id;
    Side side = Side::Union;
    GridUnitType type = GridUnitType::LineInfantry;
    std::string name;
    Offset tile;
    std::optional<int> sp;         // starting strength; absent = full (6/4/3)
    std::optional<Facing> facing;  // absent = away from the side's home edge; none for commanders
    friend bool operator==(const GridUnit&, const GridUnit&) = default;
};

struct GridObjective {
    Offset tile;
    std::optional<Side> side;      // the side holding it at the start, if any
    int value = 1;
    std::string label;
    friend bool operator==(const GridObjective&, const GridObjective&) = default;
};

// A victory condition in the scenario's own words (003 leaves victory to the scenario).
struct GridVictoryText {
    std::optional<Side> side;
    std::string text;
    friend bool operator==(const GridVictoryText&, const GridVictoryText&) = default;
};

struct GridSide {
    std::string name;
    Edge homeEdge = Edge::North;
    friend bool operator==(const GridSide&, const GridSide&) = default;
};

struct GridScenario {
    std::string title, subtitle, author, date, briefing, historicalNotes;
    std::vector<std::string> tags;
    int columns = 12;
    int rows = 8;
    int turns = 8;
    Side firstSide = Side::Union;
    std::array<GridSide, 2> sides{GridSide{"Union", Edge::North}, GridSide{"Confederate", Edge::South}};
    std::vector<GridTerrainEntry> terrain;   // clear tiles need no entry
    std::vector<GridUnit> units;
    std::vector<GridObjective> objectives;   // the file's vpMarkers
    std::vector<GridVictoryText> victory;
    std::vector<std::string> specialRules;

    const GridSide& side(Side s) const { return sides[static_cast<std::size_t>(s)]; }
    GridSide& side(Side s) { return sides[static_cast<std::size_t>(s)]; }
    bool sizeValid() const {
        return columns >= kMinBoardSide && columns <= kMaxBoardSide && rows >= kMinBoardSide && rows <= kMaxBoardSide;
    }
    bool contains(Offset o) const { return o.col >= 1 && o.col <= columns && o.row >= 1 && o.row <= rows; }

    friend bool operator==(const GridScenario&, const GridScenario&) = default;
};

// The facing a unit has: its own, or away from its side's home edge.
Facing effectiveFacing(const GridScenario& s, const GridUnit& u);
int effectiveSp(const GridUnit& u);
// "0405" as the board labels tiles (hex boards label the same way).
std::string tileLabel(const GridScenario& s, Offset o);

// Terrain by tile; the first entry of a tile wins (a second is grid.terrain-duplicate).
class GridTerrainMap {
public:
    explicit GridTerrainMap(const GridScenario& s);
    GridTerrain at(Offset o) const;
private:
    std::unordered_map<std::uint64_t, GridTerrain> byTile_;
};

} // namespace muster
