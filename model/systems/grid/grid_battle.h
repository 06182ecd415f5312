#pragma once
// A square-grid battle behind the Battle interface, and the way back to its values for the
// callers that draw it (thumbnails).
#include "../battle.h"
#include "grid_scenario.h"

#include <memory>
#include <string>
#include <string_view>

namespace muster {

std::unique_ptr<Battle> readGridBattle(std::string_view text, const std::string& file);
std::unique_ptr<Battle> makeGridBattle(GridScenario s);
// The battle's values when `b` is a square-grid battle, else null.
const GridScenario* gridScenarioOf(const Battle& b);

} // namespace muster
