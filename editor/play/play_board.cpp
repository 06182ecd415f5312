#include "play_board.h"

namespace muster {

Scenario displayScenario(const GameState& s, std::optional<Side> hideMoraleOf, bool hideAll) {
    const GameSetup& g = s.setup();
    Scenario out = g.scenario();
    out.units.clear();
    for (int i = 0; i < g.unitCount(); ++i) {
        const UnitState& us = s.unit(i);
        if (us.status != UnitStatus::Board) continue;
        Unit u = g.unit(i);
        u.hex = g.offset(us.hex);
        u.arrives.reset();
        if (u.sp) u.sp = us.sp;
        if (hideAll || (hideMoraleOf && u.side == *hideMoraleOf)) u.morale.reset();
        out.units.push_back(std::move(u));
    }
    out.vpMarkers.clear();
    const auto& markers = g.scenario().vpMarkers;
    for (std::size_t i = 0; i < markers.size() && i < s.markers.size(); ++i) {
        if (s.markers[i].removed) continue;
        VpMarker m = markers[i];
        m.side = s.markers[i].holder;  // drawn in the holder's colour; neutral when unheld
        out.vpMarkers.push_back(std::move(m));
    }
    return out;
}

} // namespace muster
