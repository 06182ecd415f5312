#pragma once
// Reading and writing square-grid battles in the scenario file format (docs/format.md,
// "Square-grid battles"): the same top-level keys, 003's vocabularies, a facing per unit.
#include "grid_scenario.h"

#include <string>
#include <string_view>

namespace muster {

// Throws ScenarioReadError naming the file and JSON path, as the hex reader does.
GridScenario readGridJson(std::string_view text, const std::string& file = {});
// Canonical text: fixed key order, one line per entry, terrain by row then column.
std::string writeGridJson(const GridScenario& s);

} // namespace muster
