#pragma once
// Upper bounds a scenario keeps to so that it can be played: far above any real battle,
// and low enough that no count, AP total or VP sum the engine keeps can overflow and no
// game outgrows memory before its action cap (docs/format.md, "Limits").
namespace muster {

inline constexpr int kMaxTurns = 1000;        // scenario.turns-limit
inline constexpr int kMaxCommandAP = 100;     // scenario.command-ap-limit
inline constexpr int kMaxVpValue = 1000;      // victory.vp-limit: a marker's value, eliminationVP
inline constexpr int kMaxVpTarget = 1000000;  // victory.vp-limit: a condition's VP target

} // namespace muster
