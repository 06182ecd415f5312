// The square-grid ruleset v1.1 (seed 003) in the registry: square tiles, facing, the
// set-up checks of grid_checks.cpp. No play: the seed's unit data table is missing.
#include "../ruleset.h"
#include "grid_battle.h"
#include "grid_types.h"

namespace muster {
namespace {

Ruleset makeSquareGrid() {
    Ruleset r;
    r.id = "square-grid-v1.1";
    r.name = "Square-grid tactical ruleset v1.1";
    r.seed = "003";
    r.referenceKey = "grid";
    r.board = BoardKind::SquareGrid;
    for (const auto& t : allGridTerrain()) r.terrain.push_back({std::string(t.id), std::string(t.name)});
    for (const auto& u : allGridUnitTypes()) r.units.push_back({std::string(u.id), std::string(u.name)});
    const auto E = Severity::Error, W = Severity::Warning;
    r.checks = {
        {"grid.board-size", E, "003 Game Setup"},
        {"grid.out-of-bounds", E, "003 Game Setup"},
        {"grid.terrain-duplicate", E, "003 Terrain"},
        {"grid.duplicate-id", E, "003 Unit Types"},
        {"grid.one-unit-per-tile", E, "003 Movement 5"},
        {"grid.commander-side", E, "003 Movement 5"},
        {"grid.impassable", E, "003 Terrain"},
        {"grid.infantry-only", E, "003 Terrain"},
        {"grid.setup-rows", W, "003 Game Setup"},
        {"grid.exterior-column", W, "003 Game Setup"},
        {"grid.home-edges", E, "003 Game Setup"},
        {"grid.strength", E, "003 Resolving Hits"},
        {"grid.facing", E, "003 Movement 4"},
        {"grid.turns", E, "003 Turn Progression"},
        {"grid.side-empty", W, "003 Unit Types"},
        {"grid.objective-value", E, "003 Game Setup"},
        {"grid.victory-none", W, "003 Game Setup"},
    };
    r.whyNoPlay = "the seed's unit data table, which gives every attack's hits, is missing";
    r.buildsBattles = true;
    // Sheets, the file itself, an orthogonal Tiled map and a VASSAL module on a SquareGrid.
    r.exporters = {"pdf", "png", "svg", "json", "tmx", "vmod"};
    r.readBattle = readGridBattle;
    return r;
}

} // namespace

const Ruleset& squareGridRuleset() {
    static const Ruleset r = makeSquareGrid();
    return r;
}

} // namespace muster
