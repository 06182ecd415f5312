#pragma once
// Who holds a VP marker at the start when the designer leaves it to the editor. Under
// removeOnCapture a marker held by nobody scores for no one (3.1.6), so the editor gives it
// to the side on whose half of the board it stands, measured from the two home edges (an
// inferred reading, docs/rules-notes.md). A marker whose holder is that side follows the
// home edges when they change; one set to anything else keeps the designer's choice.
#include "scenario.h"

#include <optional>
#include <vector>

namespace muster {

// The side on whose half of the board `hex` lies (ties go to the side moving second);
// no one unless markers are removed on capture.
std::optional<Side> automaticMarkerHolder(const Scenario& s, Offset hex);

struct MarkerHolderChange {
    int marker = 0;
    std::optional<Side> holder;  // the new holder
};
// The markers held automatically in `before` whose automatic holder differs in `after`
// (home edges or marker mode changed), with their holder in `after`.
std::vector<MarkerHolderChange> markersFollowingHomeEdges(const Scenario& before, const Scenario& after);

} // namespace muster
