#pragma once
// A small square-grid battle with no issue at all, for tests to break one rule at a time:
// 10 x 8 tiles, the Union set up at the north edge, the Confederates at the south.
#include "model/systems/grid/grid_scenario.h"

namespace muster::test {

inline GridUnit gridUnit(std::string id, Side side, GridUnitType type, Offset tile) {
    GridUnit u;
    u.id = std::move(id);
    u.side = side;
    u.type = type;
    u.name = "Unit " + u.id;
    u.tile = tile;
    return u;
}

inline GridScenario gridBase() {
    GridScenario s;
    s.title = "Base";
    s.columns = 10;
    s.rows = 8;
    s.terrain = {{{5, 4}, GridTerrain::Forest}, {{6, 4}, GridTerrain::River}, {{6, 5}, GridTerrain::Bridge}};
    s.units = {gridUnit("u1", Side::Union, GridUnitType::LineInfantry, {4, 2}),
               gridUnit("u2", Side::Union, GridUnitType::Commander, {4, 2}),
               gridUnit("u3", Side::Union, GridUnitType::Artillery, {5, 1}),
               gridUnit("c1", Side::Confederate, GridUnitType::Cavalry, {5, 7}),
               gridUnit("c2", Side::Confederate, GridUnitType::LightInfantry, {6, 8})};
    s.units[0].facing = Facing::South;
    s.objectives = {{{5, 4}, std::nullopt, 2, "Crossroads"}};
    s.victory = {{Side::Union, "Hold the crossroads at the end."}};
    return s;
}

} // namespace muster::test
