#include "game_board.h"

namespace muster {

namespace {
const Scenario& noScenario() {
    static const Scenario none = [] {
        Scenario s;
        s.board.columns = 0;
        s.board.rows = 0;
        return s;
    }();
    return none;
}
} // namespace

bool mayStillAct(const GameState& s, int unit) {
    const UnitState& u = s.unit(unit);
    return !s.over() && s.sideOf(unit) == s.active &&
           u.status == UnitStatus::Board && u.did == Activity::None && s.side(s.active).ap >= 1;
}

void GameBoard::show(const GameState* s, Options o, std::vector<Offset> lastAction) {
    s_ = s;
    opt_ = o;
    last_ = std::move(lastAction);
}

const BoardGeometry& GameBoard::board() const { return s_ ? s_->setup().board() : noScenario().board; }
const TerrainLayer& GameBoard::terrain() const { return s_ ? s_->setup().scenario().terrain : noScenario().terrain; }
Edge GameBoard::homeEdge(Side side) const { return (s_ ? s_->setup().scenario() : noScenario()).side(side).homeEdge; }

void GameBoard::forEachUnit(const std::function<void(const BoardUnit&)>& f) const {
    if (!s_) return;
    const GameSetup& g = s_->setup();
    for (int i = 0; i < g.unitCount(); ++i) {
        const UnitState& us = s_->unit(i);
        if (us.status != UnitStatus::Board) continue;
        const Unit& u = g.unit(i);
        BoardUnit b;
        b.unit = &u;
        b.index = i;
        b.hex = g.offset(us.hex);
        // Leaders carry no strength in the state (0); they are drawn as set up.
        b.sp = u.type == UnitType::Leader ? effectiveSp(u) : us.sp;
        if (!opt_.hideAll && opt_.hideMoraleOf != u.side) b.morale = u.morale;
        // Flags of the side not acting are from its last side turn: not shown.
        b.acted = s_->sideOf(i) == s_->active && us.did != Activity::None;
        b.canAct = mayStillAct(*s_, i);
        f(b);
    }
}

void GameBoard::forEachMarker(const std::function<void(const BoardMarker&)>& f) const {
    if (!s_) return;
    const auto& markers = s_->setup().scenario().vpMarkers;
    for (std::size_t i = 0; i < markers.size() && i < s_->markers.size(); ++i)
        if (!s_->markers[i].removed) f(BoardMarker{&markers[i], static_cast<int>(i), s_->markers[i].holder});
}

void GameBoard::forEachArrival(const std::function<void(const BoardArrival&)>& f) const {
    if (!s_) return;
    const GameSetup& g = s_->setup();
    for (int i = 0; i < g.unitCount(); ++i)
        if (s_->unit(i).status == UnitStatus::Waiting && g.unit(i).arrives) f(BoardArrival{g.unit(i).side, *g.unit(i).arrives});
}

} // namespace muster
