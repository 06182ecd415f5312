// Eagle Games Civil War tactical combat v1.8 (seed 002): a battle board of areas. Muster
// has its rules reference and odds, but builds no battles for it yet.
#include "ruleset.h"

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
    r.terrain = {{"reserve", "Reserve"}, {"left", "Left line"}, {"center", "Center line"},
                 {"right", "Right line"}, {"middle", "Middle"}};
    r.units = {{"infantry", "Infantry"}, {"cavalry", "Cavalry"}, {"elite-cavalry", "Elite cavalry"},
               {"artillery", "Artillery"}, {"leader", "Leader"}};
    r.whyNoPlay = "the seed's combat and morale number tables are missing";
    return r;
}

} // namespace

const Ruleset& eagleGamesRuleset() {
    static const Ruleset r = makeEagleGames();
    return r;
}

} // namespace muster
