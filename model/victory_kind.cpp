#include "victory_kind.h"

namespace muster {
namespace {

// The engine checks victory at the end of each player's turn (5.0 steps 3 and 6) and at the
// end of the last turn; the sentences say so.
const std::array<VictoryKindInfo, 4> kKinds = {{
    {VictoryKind::ReachVP, "reachVP", "Reach VP", true, true, false, false,
     "The side wins when it has this many VP at the end of a player's turn (5.0, 10.0)."},
    {VictoryKind::ReachVPByTurn, "reachVPByTurn", "Reach VP by turn", true, true, true, false,
     "The side must have this many VP at the end of that turn, or it loses."},
    {VictoryKind::HoldAtEnd, "holdAtEnd", "Hold hexes at the end", true, false, false, true,
     "The side wins if it controls all these hexes when the game ends."},
    {VictoryKind::MostVPAtEnd, "mostVPAtEnd", "Most VP at the end", false, false, false, false,
     "When the game ends, the side with more VP wins."},
}};

constexpr bool tableInOrder() {
    for (std::size_t i = 0; i < kAllVictoryKinds.size(); ++i)
        if (kAllVictoryKinds[i] != static_cast<VictoryKind>(i)) return false;
    return true;
}
static_assert(tableInOrder(), "kAllVictoryKinds lists the kinds in enum order");

} // namespace

const VictoryKindInfo& victoryKindInfo(VictoryKind k) { return kKinds[static_cast<std::size_t>(k)]; }

std::string victorySentence(const Scenario& s, const VictoryCondition& c) {
    const std::string who = c.side ? std::string(displayName(*c.side)) : std::string("A side");
    const std::string vp = std::to_string(c.vp.value_or(0));
    switch (c.kind) {
    case VictoryKind::ReachVP:
        return who + " wins when it has " + vp + " VP at the end of a player's turn (5.0, 10.0).";
    case VictoryKind::ReachVPByTurn:
        return who + " must have " + vp + " VP at the end of turn " + std::to_string(c.turn.value_or(s.turns)) +
               ", or loses (5.0, 10.0).";
    case VictoryKind::HoldAtEnd: {
        std::string hexes;
        for (std::size_t i = 0; i < c.hexes.size(); ++i)
            hexes += (i ? ", " : "") + (s.board.sizeValid() && s.board.contains(c.hexes[i])
                                            ? hexLabel(c.hexes[i], s.board)
                                            : "[" + std::to_string(c.hexes[i].col) + "," +
                                                  std::to_string(c.hexes[i].row) + "]");
        return who + " wins if it controls " + (hexes.empty() ? std::string("the listed hexes") : hexes) +
               " at the end of the last turn (turn " + std::to_string(s.turns) + ").";
    }
    case VictoryKind::MostVPAtEnd:
        return "If no one has won by the end of turn " + std::to_string(s.turns) + ", the side with more VP wins.";
    }
    return {};
}

} // namespace muster
