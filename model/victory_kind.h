#pragma once
// The four kinds of victory condition as data: file spelling, name, the fields each kind
// needs, and the one sentence every reader of a scenario shows (the CLI's `info`, the
// editor's docks, the printed sheet). The engine judges them (rulebook 5.0, 10.0); this
// table only says what each means, in the same words everywhere.
#include "scenario.h"

#include <array>
#include <string>
#include <string_view>

namespace muster {

struct VictoryKindInfo {
    VictoryKind kind;
    std::string_view spelling;  // in scenario files ("reachVPByTurn")
    std::string_view name;      // in menus ("Reach VP by turn")
    bool needsSide;             // a side it is about
    bool needsVp;               // a VP target
    bool needsTurn;             // the turn the target is due by
    bool needsHexes;            // the hexes to hold
    std::string_view help;      // one sentence for a tooltip, without the numbers
};

inline constexpr std::array<VictoryKind, 4> kAllVictoryKinds = {
    VictoryKind::ReachVP, VictoryKind::ReachVPByTurn, VictoryKind::HoldAtEnd, VictoryKind::MostVPAtEnd};

const VictoryKindInfo& victoryKindInfo(VictoryKind k);

// The condition as one sentence that says when it is judged: "Union wins when it has 6 VP
// at the end of a player's turn (5.0, 10.0)."
std::string victorySentence(const Scenario& s, const VictoryCondition& c);

} // namespace muster
