#include "types.h"

#include "victory_kind.h"

namespace muster {
namespace {

template <typename E, std::size_t N>
std::optional<E> lookup(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

constexpr std::array<std::string_view, 10> kTerrainNames = {
    "clear", "swamp", "river", "bridge", "woods", "orchard", "hill", "town", "sunken-road",
    "entrenchment"};
constexpr std::array<std::string_view, 10> kTerrainDisplay = {
    "Clear", "Swamp", "River", "Bridge", "Woods", "Orchard", "Hill", "Town/buildings",
    "Sunken road/fence", "Entrenchment"};
constexpr std::array<std::string_view, 5> kUnitNames = {"infantry", "cavalry", "artillery",
                                                        "gunboat", "leader"};
constexpr std::array<std::string_view, 5> kUnitDisplay = {"Infantry", "Cavalry", "Artillery",
                                                          "Gunboat", "Leader"};
constexpr std::array<std::string_view, 2> kSideNames = {"union", "confederate"};
constexpr std::array<std::string_view, 2> kSideDisplay = {"Union", "Confederate"};
constexpr std::array<std::string_view, 3> kMoraleNames = {"green", "black", "gold"};
constexpr std::array<std::string_view, 3> kMoraleDisplay = {"Green", "Black", "Gold"};
constexpr std::array<std::string_view, 4> kEdgeNames = {"north", "south", "east", "west"};
constexpr std::array<std::string_view, 2> kOrientationNames = {"pointy", "flat"};
constexpr std::array<std::string_view, 2> kStaggerNames = {"even", "odd"};
constexpr std::array<std::string_view, 2> kVpModeNames = {"removeOnCapture", "controlAtEnd"};

} // namespace

std::string_view toString(Terrain v) { return kTerrainNames[static_cast<int>(v)]; }
std::string_view toString(UnitType v) { return kUnitNames[static_cast<int>(v)]; }
std::string_view toString(Side v) { return kSideNames[static_cast<int>(v)]; }
std::string_view toString(Morale v) { return kMoraleNames[static_cast<int>(v)]; }
std::string_view toString(Edge v) { return kEdgeNames[static_cast<int>(v)]; }
std::string_view toString(Orientation v) { return kOrientationNames[static_cast<int>(v)]; }
std::string_view toString(Stagger v) { return kStaggerNames[static_cast<int>(v)]; }
std::string_view toString(VpMarkerMode v) { return kVpModeNames[static_cast<int>(v)]; }
std::string_view toString(VictoryKind v) { return victoryKindInfo(v).spelling; }

std::optional<Terrain> terrainFromString(std::string_view s) { return lookup<Terrain>(kTerrainNames, s); }
std::optional<UnitType> unitTypeFromString(std::string_view s) { return lookup<UnitType>(kUnitNames, s); }
std::optional<Side> sideFromString(std::string_view s) { return lookup<Side>(kSideNames, s); }
std::optional<Morale> moraleFromString(std::string_view s) { return lookup<Morale>(kMoraleNames, s); }
std::optional<Edge> edgeFromString(std::string_view s) { return lookup<Edge>(kEdgeNames, s); }
std::optional<Orientation> orientationFromString(std::string_view s) { return lookup<Orientation>(kOrientationNames, s); }
std::optional<Stagger> staggerFromString(std::string_view s) { return lookup<Stagger>(kStaggerNames, s); }
std::optional<VpMarkerMode> vpMarkerModeFromString(std::string_view s) { return lookup<VpMarkerMode>(kVpModeNames, s); }
std::optional<VictoryKind> victoryKindFromString(std::string_view s) {
    for (VictoryKind k : kAllVictoryKinds)
        if (victoryKindInfo(k).spelling == s) return k;
    return std::nullopt;
}

std::string_view displayName(Terrain v) { return kTerrainDisplay[static_cast<int>(v)]; }
std::string_view displayName(UnitType v) { return kUnitDisplay[static_cast<int>(v)]; }
std::string_view displayName(Side v) { return kSideDisplay[static_cast<int>(v)]; }
std::string_view displayName(Morale v) { return kMoraleDisplay[static_cast<int>(v)]; }

} // namespace muster
