// Upper bounds of turns, command AP and VP values (limits.h): a scenario past one would
// validate as correct by the rules and still break play (a game too long to hold, sums past
// the integer range), so each is an error with its own rule id.
#include "checks.h"
#include "limits.h"

namespace muster::rules {

void checkLimits(const Scenario& s, std::vector<Issue>& out) {
    if (s.turns > kMaxTurns)
        out.push_back(makeIssue("scenario.turns-limit", Severity::Error, "5.0", {}, {},
                                "The scenario has " + std::to_string(s.turns) + " turns; Muster plays at most " +
                                    std::to_string(kMaxTurns) + "."));
    for (Side side : kAllSides) {
        const int ap = s.side(side).commandAP;
        if (ap > kMaxCommandAP)
            out.push_back(makeIssue("scenario.command-ap-limit", Severity::Error, "6.1.1, 9.3.2", {}, {},
                                    std::string(displayName(side)) + " command action points are " +
                                        std::to_string(ap) + "; Muster allows at most " +
                                        std::to_string(kMaxCommandAP) + "."));
    }
    const std::string most = std::to_string(kMaxVpValue);
    for (const VpMarker& m : s.vpMarkers)
        if (m.value > kMaxVpValue)
            out.push_back(makeIssue("victory.vp-limit", Severity::Error, "3.1.6", {m.hex}, {},
                                    "A VP marker at " + hexLabel(m.hex, s.board) + " is worth " +
                                        std::to_string(m.value) + " VP; a marker is worth at most " + most + "."));
    if (s.victory.eliminationVP > kMaxVpValue)
        out.push_back(makeIssue("victory.vp-limit", Severity::Error, "10.0", {}, {},
                                "Eliminating an enemy unit is worth " + std::to_string(s.victory.eliminationVP) +
                                    " VP (eliminationVP); at most " + most + " is allowed."));
    for (std::size_t i = 0; i < s.victory.conditions.size(); ++i) {
        const VictoryCondition& c = s.victory.conditions[i];
        if (c.vp && *c.vp > kMaxVpTarget)
            out.push_back(makeIssue("victory.vp-limit", Severity::Error, "10.0", {}, {},
                                    "Victory condition " + std::to_string(i + 1) + " asks for " +
                                        std::to_string(*c.vp) + " VP; a VP target is at most " +
                                        std::to_string(kMaxVpTarget) + "."));
    }
}

} // namespace muster::rules
