#pragma once
// Eagle Games Civil War tactical combat v1.8 (seed 002): its pieces, the battle board's
// spaces and the two battle sizes as data, with their file spellings and where the seed
// says each.
#include "../../provenance.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace muster {

enum class EagleUnitType : std::uint8_t { Infantry, Cavalry, EliteCavalry, Artillery, Leader };
// Where a unit sets up. Line is the one line space of a minor battle; Middle is screened
// at set-up (a space of the board, named so a file that uses it gets a clear issue).
enum class EagleSpace : std::uint8_t { Reserve, Left, Center, Right, Line, Middle };
enum class EagleSize : std::uint8_t { Major, Minor };

struct EagleUnitInfo {
    EagleUnitType type;
    std::string_view id;      // file spelling
    std::string_view name;
    int cost;                 // stand-alone army points
    bool brigade;             // infantry, cavalry or artillery (a leader is not)
    bool mayBeElite;          // the `elite` flag applies (elite cavalry is its own type)
    bool cavalry;             // counts as cavalry (elite cavalry is cavalry unless listed apart)
    Provenance costSource;
};

struct EagleSpaceInfo {
    EagleSpace space;
    std::string_view id;
    std::string_view name;
};

const EagleUnitInfo& eagleUnitInfo(EagleUnitType t);
std::span<const EagleUnitInfo> allEagleUnitTypes();
const EagleSpaceInfo& eagleSpaceInfo(EagleSpace s);
std::span<const EagleSpaceInfo> allEagleSpaces();

std::optional<EagleUnitType> eagleUnitTypeFromString(std::string_view);
std::optional<EagleSpace> eagleSpaceFromString(std::string_view);
std::optional<EagleSize> eagleSizeFromString(std::string_view);
std::string_view toString(EagleSize);

// Brigades each army needs for a major battle (002 Setup).
inline constexpr int kEagleMajorBrigades = 6;
// The line spaces of a battle of this size: left, center, right; or the merged line.
std::vector<EagleSpace> eagleLineSpaces(EagleSize size);
// The spaces a unit may set up in for this size: reserve and the line spaces.
bool eagleSetupSpace(EagleSize size, EagleSpace s);

} // namespace muster
