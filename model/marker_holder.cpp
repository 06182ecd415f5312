#include "marker_holder.h"

namespace muster {
namespace {

// Rows or columns between a hex and a board edge (0 on the edge itself).
int stepsToEdge(const BoardGeometry& b, Offset o, Edge e) {
    switch (e) {
    case Edge::North: return o.row - 1;
    case Edge::South: return b.rows - o.row;
    case Edge::West: return o.col - 1;
    case Edge::East: return b.columns - o.col;
    }
    return 0;
}

} // namespace

std::optional<Side> automaticMarkerHolder(const Scenario& s, Offset hex) {
    if (s.vpMarkerMode != VpMarkerMode::RemoveOnCapture) return std::nullopt;
    const int u = stepsToEdge(s.board, hex, s.side(Side::Union).homeEdge);
    const int c = stepsToEdge(s.board, hex, s.side(Side::Confederate).homeEdge);
    return u < c ? Side::Union : c < u ? Side::Confederate : otherSide(s.firstSide);
}

std::vector<MarkerHolderChange> markersFollowingHomeEdges(const Scenario& before, const Scenario& after) {
    std::vector<MarkerHolderChange> out;
    const std::size_t n = std::min(before.vpMarkers.size(), after.vpMarkers.size());
    for (std::size_t i = 0; i < n; ++i) {
        const VpMarker& m = after.vpMarkers[i];
        if (m.side != automaticMarkerHolder(before, m.hex)) continue;
        const auto now = automaticMarkerHolder(after, m.hex);
        // Switching to controlAtEnd leaves holders alone: there nobody is a valid start.
        if (now && now != m.side) out.push_back({static_cast<int>(i), now});
    }
    return out;
}

} // namespace muster
