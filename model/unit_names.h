#pragma once
// Names a designer reads for units: default names for new units ("1st Union Infantry",
// "Confederate Battery B") and a label for any unit that never shows its file id.
#include "scenario.h"

#include <string>
#include <vector>

namespace muster {

// "1st", "2nd", "3rd", "4th", "11th", "21st", "112th".
std::string ordinal(int n);

// The n-th (1-based) default name for a unit of this side and type: infantry and cavalry
// as numbered regiments ("2nd Confederate Cavalry"), artillery as lettered batteries
// ("Union Battery C", numbered past Z), gunboats and leaders numbered.
std::string defaultUnitName(Side side, UnitType type, int n);

// The first default name for the side and type that no unit in `units` uses yet
// (compared without regard to case or surrounding spaces).
std::string defaultUnitName(const std::vector<Unit>& units, Side side, UnitType type);

// True when a unit in `units` other than the one with id `exceptId` is called `name`.
bool unitNameUsed(const std::vector<Unit>& units, const std::string& name, const std::string& exceptId = {});

// What the user sees for a unit: its name, or its side and type ("Union infantry")
// when it has none. Never its id.
std::string unitLabel(const Unit& u);

} // namespace muster
