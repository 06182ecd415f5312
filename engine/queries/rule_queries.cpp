#include "engine/queries/rule_queries.h"

#include "model/rules/validator.h"
#include "model/victory_kind.h"
#include "rulesref/htl_resolution.h"

#include <algorithm>

namespace muster {

bool firesFromHill(const GameState& s, int unit, int fromHex) {
    return s.typeOf(unit) == UnitType::Artillery && s.setup().optional(OptionalRule::HillRange) && s.setup().terrain(fromHex) == Terrain::Hill;
}

LosResult sightBetween(const GameState& s, int fromHex, int toHex) {
    const GameSetup& g = s.setup();
    return lineOfSight(g.board(), g.offset(fromHex), g.offset(toHex),
                       [&](Offset o) { return g.contains(o) && s.blocksSight(g.index(o)); });
}

bool seesBetween(const GameState& s, int fromHex, int toHex) {
    const GameSetup& g = s.setup();
    if (g.distance(fromHex, toHex) <= 1) return true;
    const int tabled = g.tabledSight(fromHex, toHex, [&](int idx) { return !s.at(idx).empty(); });
    return tabled >= 0 ? tabled == 1 : sightBetween(s, fromHex, toHex).clear;
}

std::vector<Issue> playBlockers(const std::vector<Issue>& issues) {
    std::vector<Issue> out;
    std::copy_if(issues.begin(), issues.end(), std::back_inserter(out),
                 [](const Issue& i) { return i.severity == Severity::Error; });
    return out;
}

std::string playBlockers(const Scenario& sc) {
    const std::vector<Issue> errors = playBlockers(validate(sc));
    std::string out;
    for (std::size_t n = 0; n < errors.size() && n < 10; ++n)
        out += (out.empty() ? "" : "; ") + errors[n].rule + " (" + errors[n].section + "): " + errors[n].message;
    if (errors.size() > 10) out += "; and " + std::to_string(errors.size() - 10) + " more";
    return out;
}

int vpTarget(const Scenario& sc, Side side) {
    int t = 0;
    for (const VictoryCondition& vc : sc.victory.conditions)
        if (vc.side == side && vc.vp && victoryKindInfo(vc.kind).needsVp)
            t = t == 0 ? *vc.vp : std::min(t, *vc.vp);
    return t;
}

double leaderLossChance(int dice, bool closeCombat) {
    return closeCombat ? htlCloseLeaderLoss(dice) : htlFireLeaderLoss(dice);
}

} // namespace muster
