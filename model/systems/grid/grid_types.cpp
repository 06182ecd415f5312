#include "grid_types.h"

#include <array>

namespace muster {
namespace {

constexpr std::string_view kGridTerrainSection = "Terrain";
constexpr std::string_view kGridSightNote =
    "The seed says the terrain blocks sight behind it and that units on its edge can be seen; the project "
    "reads this as: a tile of it between the two ends blocks, the end tiles never do (docs/rules-notes.md).";

const std::array<GridTerrainInfo, 10> kGridTerrainTable = {{
    {GridTerrain::Clear, "clear", "Clear", false, false, false, {"003", "Terrain", Basis::Inferred, "Ground the seed does not name."}},
    {GridTerrain::Hill, "hill", "Hill", true, false, false, {"003", kGridTerrainSection, Basis::Inferred, kGridSightNote}},
    {GridTerrain::RoughField, "rough-field", "Rough/field", false, false, false, {"003", kGridTerrainSection, Basis::Stated, ""}},
    {GridTerrain::Forest, "forest", "Forest", true, false, true, {"003", kGridTerrainSection, Basis::Inferred, kGridSightNote}},
    {GridTerrain::BuiltUp, "built-up-area", "Built-up area", true, false, true, {"003", kGridTerrainSection, Basis::Inferred, kGridSightNote}},
    {GridTerrain::River, "river", "River", false, true, false, {"003", kGridTerrainSection, Basis::Stated, ""}},
    {GridTerrain::Bridge, "bridge", "Bridge", false, false, false,
     {"003", kGridTerrainSection, Basis::Inferred, "The seed lets units cross a river at bridges; a bridge tile is passable."}},
    {GridTerrain::Ford, "ford", "Ford", false, false, false,
     {"003", kGridTerrainSection, Basis::Inferred, "The seed lets units cross a river at fords; a ford tile is passable."}},
    {GridTerrain::Swamp, "swamp", "Swamp", false, true, false, {"003", kGridTerrainSection, Basis::Stated, ""}},
    {GridTerrain::Mountain, "mountain", "Mountain", true, true, false, {"003", kGridTerrainSection, Basis::Stated, ""}},
}};

const std::array<GridUnitInfo, 5> kGridUnits = {{
    {GridUnitType::LineInfantry, "line-infantry", "Line infantry", 6, true, {"003", "Resolving Hits", Basis::Stated, ""}},
    {GridUnitType::LightInfantry, "light-infantry", "Light infantry", 6, true,
     {"003", "Resolving Hits", Basis::Inferred, "The seed gives infantry 6 strength points; light infantry is infantry."}},
    {GridUnitType::Cavalry, "cavalry", "Cavalry", 4, false, {"003", "Resolving Hits", Basis::Stated, ""}},
    {GridUnitType::Artillery, "artillery", "Artillery", 3, false, {"003", "Resolving Hits", Basis::Stated, ""}},
    {GridUnitType::Commander, "commander", "Commander", 0, false, {"003", "Movement 5", Basis::Stated, ""}},
}};

constexpr std::array<std::string_view, 4> kFacingNames = {"north", "east", "south", "west"};

} // namespace

const GridTerrainInfo& gridTerrainInfo(GridTerrain t) { return kGridTerrainTable[static_cast<std::size_t>(t)]; }
const GridUnitInfo& gridUnitInfo(GridUnitType t) { return kGridUnits[static_cast<std::size_t>(t)]; }
std::span<const GridTerrainInfo> allGridTerrain() { return kGridTerrainTable; }
std::span<const GridUnitInfo> allGridUnitTypes() { return kGridUnits; }

std::optional<GridTerrain> gridTerrainFromString(std::string_view s) {
    for (const auto& t : kGridTerrainTable)
        if (t.id == s) return t.type;
    return std::nullopt;
}

std::optional<GridUnitType> gridUnitTypeFromString(std::string_view s) {
    for (const auto& u : kGridUnits)
        if (u.id == s) return u.type;
    return std::nullopt;
}

std::optional<Facing> facingFromString(std::string_view s) {
    for (std::size_t i = 0; i < kFacingNames.size(); ++i)
        if (kFacingNames[i] == s) return static_cast<Facing>(i);
    return std::nullopt;
}

std::string_view toString(Facing f) { return kFacingNames[static_cast<std::size_t>(f)]; }

Facing turnedClockwise(Facing f) { return static_cast<Facing>((static_cast<int>(f) + 1) % 4); }

} // namespace muster
