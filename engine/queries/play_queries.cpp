#include "engine/queries/play_queries.h"

#include "engine/queries/rule_queries.h"

namespace muster {

const HtlRollSetup* playRollSetup(const GameState& s, int unit, int fromHex, Offset at, bool close) {
    const GameSetup& g = s.setup();
    if (unit < 0 || fromHex < 0 || !g.contains(at)) return nullptr;
    const int target = g.index(at);
    if (close) return g.closeSetup(s.typeOf(unit), g.terrain(target));
    const int range = g.distance(fromHex, target);
    if (range < 1 || range > kMaxFireRange) return nullptr;
    return g.fireSetup(s.typeOf(unit), range, g.terrain(target), firesFromHill(s, unit, fromHex));
}

std::optional<HtlFireQuery> playFireQuery(const GameState& s, int unit, int fromHex, Offset at) {
    const GameSetup& g = s.setup();
    if (!playRollSetup(s, unit, fromHex, at, false)) return std::nullopt;
    const int target = g.index(at);
    const HexUnits& h = s.at(target);
    const int hit = h.foot >= 0 ? h.foot : h.artillery;
    if (hit < 0) return std::nullopt;
    HtlFireQuery q;
    q.attacker = s.typeOf(unit);
    q.range = g.distance(fromHex, target);
    q.terrain = g.terrain(target);
    q.targetSp = s.unit(hit).sp;
    q.leader = h.leader >= 0;
    q.fromHill = firesFromHill(s, unit, fromHex);
    if (h.foot >= 0 && h.artillery >= 0) q.artillerySp = s.unit(h.artillery).sp;
    return q;
}

std::optional<HtlCloseQuery> playCloseQuery(const GameState& s, int unit, Offset at) {
    const GameSetup& g = s.setup();
    const int fromHex = s.unit(unit).hex;
    if (!playRollSetup(s, unit, fromHex, at, true)) return std::nullopt;
    const int target = g.index(at);
    const HexUnits& h = s.at(target);
    const int def = h.foot >= 0 ? h.foot : h.artillery;
    if (def < 0 || !g.unit(def).morale) return std::nullopt;
    HtlCloseQuery q;
    q.attacker = s.typeOf(unit);
    q.terrain = g.terrain(target);
    q.morale = *g.unit(def).morale;
    q.targetSp = s.unit(def).sp;
    q.leader = h.leader >= 0;
    if (g.optional(OptionalRule::MoraleBeforeClose) && g.unit(unit).morale) q.attackerMorale = *g.unit(unit).morale;
    q.attackerLeader = fromHex >= 0 && s.at(fromHex).leader >= 0;
    if (h.foot >= 0 && h.artillery >= 0 && g.unit(h.artillery).morale)
        q.artillery = HtlStackedArtillery{s.unit(h.artillery).sp, *g.unit(h.artillery).morale};
    return q;
}

std::optional<HtlFireOdds> playFireOdds(const GameState& s, int unit, int fromHex, Offset at) {
    const auto q = playFireQuery(s, unit, fromHex, at);
    if (!q) return std::nullopt;
    try {
        return htlFireOdds(*q, s.setup().params());
    } catch (const OddsError&) {
        return std::nullopt;
    }
}

std::optional<HtlCloseOdds> playCloseOdds(const GameState& s, int unit, Offset at) {
    const auto q = playCloseQuery(s, unit, at);
    if (!q) return std::nullopt;
    try {
        return htlCloseOdds(*q, s.setup().params());
    } catch (const OddsError&) {
        return std::nullopt;
    }
}

} // namespace muster
