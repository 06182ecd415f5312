#pragma once
// Per-action, local inputs of the learned correction on greedy (the "action-correction"
// model, learned_player.h): what kind of action it is, what it hits (strength, morale,
// leader, objective, expected hits and retreat chance), where the unit ends (objective,
// distance to objectives and enemies, exposure per SP, firing position) and a short
// pattern of the six hexes around that destination (friendly, enemy, impassable counts)
// and around the target. Every input is read the same way on any board size or order of
// battle, so one weight vector serves all of them. Computed from the current position
// only (no action is applied): cheap, and free of dice.
#include "engine/ai/ai_eval.h"
#include "engine/rules/action.h"

#include <array>

namespace muster::ai {

// Bumped whenever an input is added, removed, reordered or rescaled.
inline constexpr const char* kActionFeatureSetId = "htl-action-v2";
inline constexpr int kActionFeatureCount = 53;
using ActionFeatures = std::array<double, kActionFeatureCount>;

// The names in file order.
const std::array<const char*, kActionFeatureCount>& actionFeatureNames();

// The inputs of `a` (a legal action of view.state().toAct(), no decision pending) that
// costs `ap` AP and that greedy scores `score`.
ActionFeatures actionFeatures(const PositionView& view, const Action& a, double score, int ap);

} // namespace muster::ai
