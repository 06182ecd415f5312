#pragma once
// Basic enumerations of the Hold the Line scenario format and their file spellings.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace muster {

enum class Terrain : std::uint8_t {
    Clear, Swamp, River, Bridge, Woods, Orchard, Hill, Town, SunkenRoad, Entrenchment
};
inline constexpr int kTerrainCount = 10;
inline constexpr std::array<Terrain, kTerrainCount> kAllTerrain = {
    Terrain::Clear, Terrain::Swamp, Terrain::River, Terrain::Bridge, Terrain::Woods,
    Terrain::Orchard, Terrain::Hill, Terrain::Town, Terrain::SunkenRoad, Terrain::Entrenchment};

enum class UnitType : std::uint8_t { Infantry, Cavalry, Artillery, Gunboat, Leader };
inline constexpr std::array<UnitType, 5> kAllUnitTypes = {
    UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Gunboat,
    UnitType::Leader};

enum class Side : std::uint8_t { Union, Confederate };
inline constexpr std::array<Side, 2> kAllSides = {Side::Union, Side::Confederate};
inline constexpr Side otherSide(Side s) { return s == Side::Union ? Side::Confederate : Side::Union; }

// Ordered from least to most steady, so +1 level is the next value (capped at Gold).
enum class Morale : std::uint8_t { Green, Black, Gold };
inline constexpr std::array<Morale, 3> kAllMorale = {Morale::Green, Morale::Black, Morale::Gold};

enum class Edge : std::uint8_t { North, South, East, West };
inline constexpr std::array<Edge, 4> kAllEdges = {Edge::North, Edge::South, Edge::East, Edge::West};

enum class Orientation : std::uint8_t { Pointy, Flat };
enum class Stagger : std::uint8_t { Even, Odd };

enum class VpMarkerMode : std::uint8_t { RemoveOnCapture, ControlAtEnd };
enum class VictoryKind : std::uint8_t { ReachVP, ReachVPByTurn, HoldAtEnd, MostVPAtEnd };

// File spellings ("sunken-road", "union", ...). fromString returns nullopt for unknown text.
std::string_view toString(Terrain);
std::string_view toString(UnitType);
std::string_view toString(Side);
std::string_view toString(Morale);
std::string_view toString(Edge);
std::string_view toString(Orientation);
std::string_view toString(Stagger);
std::string_view toString(VpMarkerMode);
std::string_view toString(VictoryKind);

std::optional<Terrain> terrainFromString(std::string_view);
std::optional<UnitType> unitTypeFromString(std::string_view);
std::optional<Side> sideFromString(std::string_view);
std::optional<Morale> moraleFromString(std::string_view);
std::optional<Edge> edgeFromString(std::string_view);
std::optional<Orientation> orientationFromString(std::string_view);
std::optional<Stagger> staggerFromString(std::string_view);
std::optional<VpMarkerMode> vpMarkerModeFromString(std::string_view);
std::optional<VictoryKind> victoryKindFromString(std::string_view);

// Human names for messages and UI ("Sunken road/fence", "Union").
std::string_view displayName(Terrain);
std::string_view displayName(UnitType);
std::string_view displayName(Side);
std::string_view displayName(Morale);

inline constexpr bool isCombatUnit(UnitType t) {
    return t == UnitType::Infantry || t == UnitType::Cavalry || t == UnitType::Artillery;
}

} // namespace muster
