#pragma once
// An Eagle Games battle (seed 002) as plain values: two armies of brigades and leaders,
// each unit set up on a space of the battle board, an optional points budget for a
// stand-alone battle, and the battle's size when the file states it.
#include "../../types.h"
#include "eagle_types.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace muster {

struct EagleUnit {
    std::string id;
    Side side = Side::Union;
    EagleUnitType type = EagleUnitType::Infantry;
    std::string name;
    EagleSpace space = EagleSpace::Reserve;
    bool elite = false;   // elite infantry or artillery (elite cavalry is a type of its own)
    friend bool operator==(const EagleUnit&, const EagleUnit&) = default;
};

struct EagleArmy {
    std::string name;
    friend bool operator==(const EagleArmy&, const EagleArmy&) = default;
};

struct EagleScenario {
    std::string title, subtitle, author, date, briefing, historicalNotes;
    std::vector<std::string> tags;
    std::optional<EagleSize> size;   // as the file states it; absent: from the brigade counts
    std::optional<int> points;       // the stand-alone budget of each army
    std::array<EagleArmy, 2> armies{EagleArmy{"Union"}, EagleArmy{"Confederate"}};
    std::vector<EagleUnit> units;
    std::vector<std::string> notes; // the file's specialRules: free text

    const EagleArmy& army(Side s) const { return armies[static_cast<std::size_t>(s)]; }
    EagleArmy& army(Side s) { return armies[static_cast<std::size_t>(s)]; }

    friend bool operator==(const EagleScenario&, const EagleScenario&) = default;
};

int eagleBrigades(const EagleScenario& s, Side side);
// Major when each army has at least six brigades (002 Setup), else minor.
EagleSize eagleDerivedSize(const EagleScenario& s);
// The stated size, or the derived one.
EagleSize eagleSize(const EagleScenario& s);
// The army's cost in stand-alone points (eagleUnitInfo's costs).
int eaglePoints(const EagleScenario& s, Side side);
// The attacker roll's bonus: one per leader and per cavalry unit (002 Stand-Alone Battle).
int eagleAttackerBonus(const EagleScenario& s, Side side);
// "Union (Army of the Potomac)": an army named for messages.
std::string eagleArmyText(const EagleScenario& s, Side side);

} // namespace muster
