#pragma once
// A copied region of the board: terrain, units and VP markers relative to an anchor hex,
// kept in axial coordinates so a paste keeps its shape whatever the row parity.
#include "model/scenario.h"

#include <vector>

namespace muster {

class ScenarioDocument;

struct RegionClip {
    std::vector<std::pair<Hex, Terrain>> cells; // every copied hex, clear included
    std::vector<std::pair<Hex, Unit>> units;    // unit with its hex relative to the anchor
    std::vector<std::pair<Hex, VpMarker>> vpMarkers;
    bool empty() const { return cells.empty(); }
};

// Copy these hexes; the anchor is the top-left-most of them (first in row order).
RegionClip copyRegion(const Scenario& s, std::vector<Offset> hexes);
// Paste with the anchor on `at`: terrain replaced, units added under new ids (the same
// ids when free), markers added; whatever falls off the board is skipped. One undo step.
// Returns the hexes pasted onto.
std::vector<Offset> pasteRegion(ScenarioDocument* doc, const RegionClip& clip, Offset at);

} // namespace muster
