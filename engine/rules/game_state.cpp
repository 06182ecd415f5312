#include "engine/rules/game_state.h"

#include "model/terrain.h"

namespace muster {

std::string_view toString(UnitStatus s) {
    switch (s) {
    case UnitStatus::Board: return "board";
    case UnitStatus::Waiting: return "waiting";
    case UnitStatus::Eliminated: return "eliminated";
    }
    return "board";
}

GameState::GameState(std::shared_ptr<const GameSetup> setup, DiceStream d)
    : dice(std::move(d)), setup_(std::move(setup)) {
    const GameSetup& g = *setup_;
    grid_.resize(static_cast<std::size_t>(g.hexCount()));
    units.resize(static_cast<std::size_t>(g.unitCount()));
    for (int i = 0; i < g.unitCount(); ++i) {
        const Unit& u = g.unit(i);
        UnitState& st = units[static_cast<std::size_t>(i)];
        st.sp = u.type == UnitType::Leader ? 0 : effectiveSp(u);
        if (u.hex) {
            place(i, g.index(*u.hex));
            st.turnStartHex = st.hex;
        } else {
            st.status = UnitStatus::Waiting;
        }
    }
    for (Side s : kAllSides) side(s).leadersLost = 0;
    markers.resize(g.scenario().vpMarkers.size());
    for (std::size_t m = 0; m < markers.size(); ++m) markers[m].holder = g.scenario().vpMarkers[m].side;
    // Control at the start: a VP marker's side, else the side with a combat unit there.
    control.assign(g.controlHexes().size(), -1);
    for (std::size_t c = 0; c < control.size(); ++c) {
        const int idx = g.controlHexes()[c];
        const HexUnits& h = at(idx);
        if (h.hasCombat()) setHolder(idx, sideOf(h.foot >= 0 ? h.foot : h.artillery));
    }
    for (std::size_t m = 0; m < markers.size(); ++m) {
        const VpMarker& vm = g.scenario().vpMarkers[m];
        if (vm.side) setHolder(g.index(vm.hex), *vm.side);
    }
    active = g.scenario().firstSide;
}

std::optional<Side> GameState::occupant(int idx) const {
    const HexUnits& h = at(idx);
    for (int u : {h.foot, h.artillery, h.leader, h.gunboat})
        if (u >= 0) return sideOf(u);
    return std::nullopt;
}

std::optional<Side> GameState::holderOf(int idx) const {
    const int slot = setup_->controlSlot(idx);
    if (slot < 0 || control[static_cast<std::size_t>(slot)] < 0) return std::nullopt;
    return static_cast<Side>(control[static_cast<std::size_t>(slot)]);
}

std::optional<Side> GameState::holderOf(Offset o) const {
    return setup_->contains(o) ? holderOf(setup_->index(o)) : std::nullopt;
}

bool GameState::setHolder(int idx, Side side) {
    const int slot = setup_->controlSlot(idx);
    if (slot < 0) return false;
    control[static_cast<std::size_t>(slot)] = static_cast<std::int8_t>(side);
    return true;
}

bool GameState::blocksSight(int idx) const {
    return setup_->blocksSightTerrain(idx) || !at(idx).empty();
}

void GameState::place(int unit, int idx) {
    UnitState& st = units[static_cast<std::size_t>(unit)];
    st.hex = idx;
    st.status = UnitStatus::Board;
    grid_[static_cast<std::size_t>(idx)].slot(stackSlot(typeOf(unit))) = unit;
}

void GameState::lift(int unit) {
    UnitState& st = units[static_cast<std::size_t>(unit)];
    if (st.hex < 0) return;
    HexUnits& h = grid_[static_cast<std::size_t>(st.hex)];
    for (int* slot : {&h.foot, &h.artillery, &h.leader, &h.gunboat})
        if (*slot == unit) *slot = -1;
    st.hex = -1;
}

} // namespace muster
