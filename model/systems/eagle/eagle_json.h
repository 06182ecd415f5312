#pragma once
// Reading and writing Eagle Games battles in the scenario file format (docs/format.md,
// "Eagle Games battles"): the same top-level keys where 002 has the thing, a space of the
// battle board for each unit instead of a hex.
#include "eagle_scenario.h"

#include <string>
#include <string_view>

namespace muster {

// Throws ScenarioReadError naming the file and JSON path, as the hex reader does.
EagleScenario readEagleJson(std::string_view text, const std::string& file = {});
// Canonical text: fixed key order, one line per unit, absent optional values left out.
std::string writeEagleJson(const EagleScenario& s);

} // namespace muster
