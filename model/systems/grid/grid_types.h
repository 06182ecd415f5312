#pragma once
// The square-grid ruleset v1.1 (seed 003): its terrain, unit types and facings as data,
// with their file spellings and where the seed says each effect.
#include "../../provenance.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace muster {

enum class GridTerrain : std::uint8_t { Clear, Hill, RoughField, Forest, BuiltUp, River, Bridge, Ford, Swamp, Mountain };
enum class GridUnitType : std::uint8_t { LineInfantry, LightInfantry, Cavalry, Artillery, Commander };
// The tile side a unit faces (003 Movement 4: it ends facing one side of its tile).
enum class Facing : std::uint8_t { North, East, South, West };

struct GridTerrainInfo {
    GridTerrain type;
    std::string_view id;      // file spelling
    std::string_view name;
    bool blocksSight;         // a tile of it between two others blocks line of sight
    bool impassable;          // no unit may stand there
    bool infantryOnly;        // only line and light infantry may stand there
    Provenance source;
};

struct GridUnitInfo {
    GridUnitType type;
    std::string_view id;
    std::string_view name;
    int fullSp;               // strength points at full strength; 0 for commanders
    bool infantry;
    Provenance source;
};

const GridTerrainInfo& gridTerrainInfo(GridTerrain t);
const GridUnitInfo& gridUnitInfo(GridUnitType t);
std::span<const GridTerrainInfo> allGridTerrain();
std::span<const GridUnitInfo> allGridUnitTypes();

std::optional<GridTerrain> gridTerrainFromString(std::string_view);
std::optional<GridUnitType> gridUnitTypeFromString(std::string_view);
std::optional<Facing> facingFromString(std::string_view);
std::string_view toString(Facing);
// The next side clockwise (North -> East -> South -> West -> North).
Facing turnedClockwise(Facing f);

} // namespace muster
