// Eagle Games Civil War tactical combat v1.8 (seed 002) in the registry: a battle board of
// spaces, armies from points, the set-up checks of eagle_checks.cpp. No play: the seed's
// number tables are missing.
#include "../ruleset.h"
#include "eagle_battle.h"
#include "eagle_types.h"

namespace muster {
namespace {

Ruleset makeEagleGames() {
    Ruleset r;
    r.id = "eagle-games-cw-v1.8";
    r.name = "Eagle Games Civil War tactical combat v1.8";
    r.seed = "002";
    r.referenceKey = "eagle";
    r.board = BoardKind::BattleBoard;
    // The board's spaces stand where other systems have terrain.
    for (const auto& s : allEagleSpaces()) r.terrain.push_back({std::string(s.id), std::string(s.name)});
    for (const auto& u : allEagleUnitTypes()) r.units.push_back({std::string(u.id), std::string(u.name)});
    const auto E = Severity::Error, W = Severity::Warning;
    r.checks = {
        {"eagle.duplicate-id", E, "002 Setup"},
        {"eagle.battle-size", E, "002 Setup"},
        {"eagle.space-size", E, "002 Setup"},
        {"eagle.setup-space", E, "002 Setup"},
        {"eagle.line-empty", E, "002 Setup"},
        {"eagle.leader-modifier", W, "002 Actions"},
        {"eagle.elite", E, "002 Elite Brigades"},
        {"eagle.points", E, "002 Stand-Alone Battle"},
    };
    r.whyNoPlay = "the seed's combat and morale number tables are missing";
    r.buildsBattles = true;
    // Set-up is secret: each format writes one army's set-up sheet (Exporter::writeEagle).
    r.exporters = {"pdf", "png", "svg"};
    r.readBattle = readEagleBattle;
    return r;
}

} // namespace

const Ruleset& eagleGamesRuleset() {
    static const Ruleset r = makeEagleGames();
    return r;
}

} // namespace muster
