// Hold the Line (seeds 000, 001): the hex board, the engine, and the validation rule ids
// of DESIGN.md "Validation rules" (model/rules emits them).
#include "ruleset.h"
#include "../types.h"

namespace muster {
namespace {

Ruleset makeHoldTheLine() {
    Ruleset r;
    r.id = "hold-the-line-acw";
    r.name = "Hold the Line: The American Civil War";
    r.seed = "001";
    r.referenceKey = "htl";
    r.board = BoardKind::Hex;
    for (Terrain t : kAllTerrain) r.terrain.push_back({std::string(toString(t)), std::string(displayName(t))});
    for (UnitType u : kAllUnitTypes) r.units.push_back({std::string(toString(u)), std::string(displayName(u))});
    const auto E = Severity::Error, W = Severity::Warning;
    r.checks = {
        {"board.size", E, "2.0"},
        {"board.out-of-bounds", E, "2.0"},
        {"terrain.duplicate", E, "2.1"},
        {"stacking.combat-units", E, "4.4"},
        {"stacking.leaders", E, "4.4"},
        {"stacking.gunboats", E, "3.1.4, 4.4"},
        {"stacking.vp-markers", E, "4.4.1"},
        {"stacking.mixed-sides", E, "4.4, 7.2"},
        {"placement.impassable", E, "2.2.2, 2.2.3"},
        {"placement.gunboat-water", E, "3.1.4"},
        {"placement.leader-alone", E, "4.1"},
        {"placement.leader-gunboat", E, "3.1.4"},
        {"unit.strength", E, "3.0.2, 4.2"},
        {"unit.morale", E, "3.0.3"},
        {"unit.duplicate-id", E, "4.1"},
        {"reinforcement.turn", E, "aid: Reinforcements"},
        {"reinforcement.entry", W, "aid: Reinforcements"},
        {"scenario.turns", E, "5.0"},
        {"scenario.turns-limit", E, "5.0"},
        {"scenario.command-ap", E, "9.3.2"},
        {"scenario.command-ap-limit", E, "6.1.1, 9.3.2"},
        {"scenario.ruleset", E, "1.0"},
        {"scenario.side-empty", W, "aid: Combat units / actions"},
        {"sides.same-home-edge", E, "8.4.1"},
        {"victory.none", W, "10.0"},
        {"victory.invalid", E, "10.0"},
        {"victory.elimination-vp", E, "10.0"},
        {"victory.impassable-hex", E, "2.2.2, 2.2.3, 10.0"},
        {"victory.marker-in-enemy-setup", W, "3.1.6"},
        {"victory.marker-unscorable", W, "3.1.6"},
        {"victory.marker-value", E, "3.1.6"},
        {"victory.unreachable", W, "10.0, 3.1.6"},
        {"victory.vp-limit", E, "10.0"},
    };
    r.canPlay = true;
    r.canBalance = true;
    r.buildsBattles = true;
    r.exporters = {"pdf", "png", "svg", "json", "tmx", "vmod"};
    return r;
}

} // namespace

const Ruleset& holdTheLineRuleset() {
    static const Ruleset r = makeHoldTheLine();
    return r;
}

} // namespace muster
