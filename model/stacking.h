#pragma once
// Stacking (4.4, with 3.1.4 and 7.2) as one table, read by set-up validation
// (model/rules/hex_checks.cpp) and the engine (GameState::place, stackingAllows):
// a hex holds at most one unit of each slot below, of one side only; a gunboat shares its
// hex with no land unit (3.1.4: gunboats stay on water, land units never enter it; at
// set-up the placement checks report that case: placement.gunboat-water,
// placement.leader-gunboat).
#include "types.h"

namespace muster {

enum class StackSlot { Foot, Artillery, Leader, Gunboat };  // Foot: infantry or cavalry
inline constexpr int kStackSlots = 4;

constexpr StackSlot stackSlot(UnitType t) {
    switch (t) {
    case UnitType::Infantry:
    case UnitType::Cavalry: return StackSlot::Foot;
    case UnitType::Artillery: return StackSlot::Artillery;
    case UnitType::Leader: return StackSlot::Leader;
    case UnitType::Gunboat: return StackSlot::Gunboat;
    }
    return StackSlot::Foot;
}

// May units of these two slots stand in one hex (each slot holding one unit)?
constexpr bool slotsMayShare(StackSlot a, StackSlot b) {
    if (a == b) return false;
    return a != StackSlot::Gunboat && b != StackSlot::Gunboat;
}

} // namespace muster
