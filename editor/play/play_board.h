#pragma once
// How a game state looks on the editor's board: a scenario value the BoardPainter draws
// (units where they stand with their current SP, eliminated and waiting units left out,
// VP markers coloured by who holds them, scored markers gone). Display only: the rules
// never see it.
#include "engine/rules/game_state.h"
#include "model/scenario.h"

#include <optional>

namespace muster {

// `hideMoraleOf`: a side whose flag colours are not drawn (hot-seat with hidden morale).
Scenario displayScenario(const GameState& s, std::optional<Side> hideMoraleOf = std::nullopt, bool hideAll = false);

} // namespace muster
