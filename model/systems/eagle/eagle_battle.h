#pragma once
// An Eagle Games battle behind the Battle interface, and the way back to its values for
// the callers that draw or price it (sheets, the attacker roll in muster-cli info).
#include "../battle.h"
#include "eagle_scenario.h"

#include <memory>
#include <string>
#include <string_view>

namespace muster {

std::unique_ptr<Battle> readEagleBattle(std::string_view text, const std::string& file);
std::unique_ptr<Battle> makeEagleBattle(EagleScenario s);
// The battle's values when `b` is an Eagle Games battle, else null.
const EagleScenario* eagleScenarioOf(const Battle& b);
// "Reserve: Infantry 'Iron Brigade' (elite), Leader 'Meade'": one army's units in a space.
std::string eagleSpaceUnitsText(const EagleScenario& s, Side side, EagleSpace space);

} // namespace muster
