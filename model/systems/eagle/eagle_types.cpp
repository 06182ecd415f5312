#include "eagle_types.h"

#include <array>

namespace muster {
namespace eagle {
namespace {

constexpr std::string_view kPointsSection = "Stand-Alone Battle";

const std::array<EagleUnitInfo, 5> kUnits = {{
    {EagleUnitType::Infantry, "infantry", "Infantry", 2, true, true, false, {"002", kPointsSection, Basis::Stated, ""}},
    {EagleUnitType::Cavalry, "cavalry", "Cavalry", 3, true, false, true, {"002", kPointsSection, Basis::Stated, ""}},
    // The cost list says 4 and the section's last sentence 5: the project reads the later,
    // more specific sentence as the price (docs/rules-notes.md, "Eagle Games battles").
    {EagleUnitType::EliteCavalry, "elite-cavalry", "Elite cavalry", 5, true, false, true,
     {"002", kPointsSection, Basis::Inferred, "the cost list gives 4, the section's last sentence 5; 5 is used"}},
    {EagleUnitType::Artillery, "artillery", "Artillery", 4, true, true, false, {"002", kPointsSection, Basis::Stated, ""}},
    {EagleUnitType::Leader, "leader", "Leader", 5, false, false, false, {"002", kPointsSection, Basis::Stated, ""}},
}};

const std::array<EagleSpaceInfo, 6> kSpaces = {{
    {EagleSpace::Reserve, "reserve", "Reserve"},
    {EagleSpace::Left, "left", "Left line"},
    {EagleSpace::Center, "center", "Center line"},
    {EagleSpace::Right, "right", "Right line"},
    {EagleSpace::Line, "line", "Line"},
    {EagleSpace::Middle, "middle", "Middle"},
}};

} // namespace
} // namespace eagle


const EagleUnitInfo& eagleUnitInfo(EagleUnitType t) { return eagle::kUnits[static_cast<std::size_t>(t)]; }
std::span<const EagleUnitInfo> allEagleUnitTypes() { return eagle::kUnits; }
const EagleSpaceInfo& eagleSpaceInfo(EagleSpace s) { return eagle::kSpaces[static_cast<std::size_t>(s)]; }
std::span<const EagleSpaceInfo> allEagleSpaces() { return eagle::kSpaces; }

std::optional<EagleUnitType> eagleUnitTypeFromString(std::string_view s) {
    for (const auto& u : eagle::kUnits)
        if (u.id == s) return u.type;
    return std::nullopt;
}

std::optional<EagleSpace> eagleSpaceFromString(std::string_view s) {
    for (const auto& e : eagle::kSpaces)
        if (e.id == s) return e.space;
    return std::nullopt;
}

std::optional<EagleSize> eagleSizeFromString(std::string_view s) {
    if (s == "major") return EagleSize::Major;
    if (s == "minor") return EagleSize::Minor;
    return std::nullopt;
}

std::string_view toString(EagleSize s) { return s == EagleSize::Major ? "major" : "minor"; }

std::vector<EagleSpace> eagleLineSpaces(EagleSize size) {
    if (size == EagleSize::Minor) return {EagleSpace::Line};
    return {EagleSpace::Left, EagleSpace::Center, EagleSpace::Right};
}

bool eagleSetupSpace(EagleSize size, EagleSpace s) {
    if (s == EagleSpace::Reserve) return true;
    if (s == EagleSpace::Line) return size == EagleSize::Minor;
    if (s == EagleSpace::Middle) return false;
    return size == EagleSize::Major;
}

} // namespace muster
