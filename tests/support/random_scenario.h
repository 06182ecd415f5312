#pragma once
// Generated scenarios that pass validation: random board size, orientation, terrain, two
// armies facing each other from their home edges, leaders, gunboats on rivers,
// reinforcements, VP markers, victory conditions and optional rules. For the invariant
// tests over random games, the fuzzer's seeds and the engine benchmarks (a 200x200 board
// with 2,000 units). The same seed gives the same scenario.
#include "model/scenario.h"

#include <cstdint>

namespace muster {

struct RandomScenarioSpec {
    int columns = 0;        // 0: random 6..20
    int rows = 0;           // 0: random 6..16
    int unitsPerSide = 0;   // combat units per side (leaders come on top); 0: random 3..12
    int turns = 0;          // 0: random 3..10
    // Victory as the bundled battles set it: an attacker and a defender, the defender's VP
    // markers in its half of the board, both sides racing to a VP total with a VP per
    // elimination (sometimes the attacker by the last turn, or the defender holding two
    // markers), more reinforcements. Otherwise conditions and markers are drawn at random,
    // which often decides a game before it is played.
    bool battle = false;
};

// The bundled battles' shape: 13 x 9 hexes, 13 combat units a side, 8 turns (the AI's
// training and its measurements on generated boards like the battles people play).
inline constexpr RandomScenarioSpec kBundledShape{13, 9, 13, 8};
// The bundled battles' shape with their kind of victory conditions.
inline constexpr RandomScenarioSpec kBattleShape{13, 9, 13, 8, true};

Scenario randomScenario(std::uint64_t seed, const RandomScenarioSpec& spec = {});

} // namespace muster
