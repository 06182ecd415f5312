#pragma once
// Validation of a square-grid battle against 003's set-up and placement rules; rule ids
// are listed in grid_ruleset.cpp, readings in docs/rules-notes.md.
#include "../../rules/issue.h"
#include "grid_scenario.h"

#include <vector>

namespace muster {

// Every issue, sorted with issueLess.
std::vector<Issue> validateGrid(const GridScenario& s);

// Whether a tile is among the two lines of tiles nearest the edge (003 Game Setup).
bool inBackTwoRows(const GridScenario& s, Edge homeEdge, Offset tile);
// Whether a tile is on a flank: the outermost line of tiles at right angles to the home edge.
bool inExteriorColumn(const GridScenario& s, Edge homeEdge, Offset tile);

} // namespace muster
