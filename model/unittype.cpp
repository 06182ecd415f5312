#include "unittype.h"

#include <array>

namespace muster {
namespace {

const std::array<UnitTypeInfo, 5> kUnits = {{
    {UnitType::Infantry, 1, 4, true, 3, 0, 2, 1, true, {"000", "Fire Combat; 001 3.1.1, 4.2", Basis::Stated, ""}},
    {UnitType::Cavalry, 1, 2, true, 3, 0, 1, 3, true, {"000", "Fire Combat; 001 3.1.2, 4.2", Basis::Stated, ""}},
    {UnitType::Artillery, 1, 2, true, 3, 1, 3, 1, false, {"000", "Fire Combat; 001 3.1.3, 4.2, 8.1.3", Basis::Stated, ""}},
    {UnitType::Gunboat, 1, 1, false, 3, 1, 3, -1, false,
     {"001", "3.1.4, 4.2", Basis::Inferred,
      "The text gives no gunboat dice or range; the project fires it as artillery (DESIGN.md)."}},
    {UnitType::Leader, 0, 0, false, 0, 0, 0, 3, false, {"001", "3.1.5, 9.1", Basis::Stated, ""}},
}};

} // namespace

const UnitTypeInfo& unitTypeInfo(UnitType t) { return kUnits[static_cast<std::size_t>(t)]; }

} // namespace muster
