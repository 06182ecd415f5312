#include "engine/ai/ai_eval.h"

#include "engine/queries/play_queries.h"
#include "engine/queries/rule_queries.h"
#include "model/unittype.h"
#include "rulesref/htl_resolution.h"

#include <algorithm>
#include <cmath>

namespace muster::ai {
namespace {

constexpr float kUnset = -1.0f;

} // namespace

PositionView::PositionView(const GameState& s, const EvalWeights& w) : s_(s), w_(w) {
    const GameSetup& g = s.setup();
    const Scenario& sc = g.scenario();
    for (Side side : kAllSides) {
        auto& objs = objectives_[static_cast<std::size_t>(side)];
        for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m) {
            const VpMarker& vm = sc.vpMarkers[m];
            const MarkerState& ms = s.markers[m];
            if (ms.removed) continue;
            double v = vm.value * w.vp * w.objective;
            if (sc.vpMarkerMode == VpMarkerMode::RemoveOnCapture) {
                // A side scores a marker it did not hold at the start; the holder guards it.
                if (vm.side == side) v *= 0.5;
            }
            objs.push_back({g.index(vm.hex), v, static_cast<int>(m)});
        }
        for (const VictoryCondition& vc : sc.victory.conditions)
            if (vc.kind == VictoryKind::HoldAtEnd)
                for (Offset o : vc.hexes) objs.push_back({g.index(o), 2.0 * w.vp * w.objective, -1});
    }
    setUrgency();
    for (int i = 0; i < g.unitCount(); ++i) {
        const UnitState& u = s.unit(i);
        if (u.status != UnitStatus::Board) continue;
        const std::size_t target = static_cast<std::size_t>(otherSide(s.sideOf(i)));
        const UnitType type = s.typeOf(i);
        if (isCombatUnit(type)) enemyHexes_[target].push_back(u.hex);
        if (unitTypeInfo(type).fireDice > 0) {
            const bool hill = firesFromHill(s, i, u.hex);
            const int range = htlMaxRange(type, hill);
            firers_[target].push_back({u.hex, type, hill, range, range + (type == UnitType::Cavalry ? 2 : 0)});
        }
    }
    for (auto& v : exposureCache_) v.assign(static_cast<std::size_t>(g.hexCount()), kUnset);
    for (auto& v : pullCache_) v.assign(static_cast<std::size_t>(g.hexCount()), kUnset);
    for (auto& v : nearestEnemy_) v.assign(static_cast<std::size_t>(g.hexCount()), -1);
}

void PositionView::setUrgency() {
    // A side that loses (or at best draws) unless it gets VP has to accept losses to get
    // them; more so as the turns run out and the target is still far.
    const Scenario& sc = s_.setup().scenario();
    for (Side side : kAllSides) {
        const int target = vpTarget(sc, side);
        bool mustReach = false;
        for (const VictoryCondition& vc : sc.victory.conditions)
            if (vc.side == side && vc.vp && vc.kind == VictoryKind::ReachVPByTurn) mustReach = true;
        double caution = 1.0, drive = 1.0;
        if (target > 0) {
            const int need = std::max(0, target - s_.side(side).vp);
            const int left = std::max(1, sc.turns - s_.turn + 1);
            const double pace = double(need) / left;  // VP needed per remaining turn
            caution = mustReach ? 0.55 : 0.8;
            drive = mustReach ? 1.5 : 1.2;
            if (pace > 1.0) caution *= 0.7, drive *= 1.3;
        }
        caution_[static_cast<std::size_t>(side)] = caution;
        drive_[static_cast<std::size_t>(side)] = drive;
    }
}

double PositionView::exposure(int hex, Side side) const {
    float& cached = exposureCache_[static_cast<std::size_t>(side)][static_cast<std::size_t>(hex)];
    if (cached != kUnset) return cached;
    const GameSetup& g = s_.setup();
    double e = 0;
    for (const Firer& f : firers_[static_cast<std::size_t>(side)]) {
        const int d = g.distance(f.hex, hex);
        // Cavalry can move and fire: it threatens from a little further.
        if (d < 1 || d > f.reach) continue;
        const int range = std::min(d, f.range);
        const HtlFireOdds* o = g.fireOdds(f.type, range, g.terrain(hex), f.hill);
        if (!o) continue;
        if (d == range && !seesBetween(s_, f.hex, hex)) continue;
        e += o->expectedHits * (d > range ? 0.5 : 1.0);
    }
    cached = static_cast<float>(e);
    return e;
}

double PositionView::hitValue(int hex, int hits) const {
    const HexUnits& h = s_.at(hex);
    double v = 0;
    for (int u : {h.foot, h.artillery}) {
        if (u < 0 || hits <= 0) continue;
        const int sp = s_.unit(u).sp;
        const int taken = std::min(hits, sp);
        hits -= taken;
        // Each block lost brings the unit nearer to elimination (and its VP).
        for (int k = 0; k < taken; ++k) v += w_.sp + w_.vp * 0.3 / std::max(1, sp - k);
        if (taken >= sp)
            v += s_.setup().scenario().victory.eliminationVP * w_.vp + w_.eliminationBonus;
    }
    return v;
}

double PositionView::fireValue(int attacker, int fromHex, int target) const {
    const GameSetup& g = s_.setup();
    const int d = g.distance(fromHex, target);
    // rulesref's hits on the hex, valued block by block (hitValue spills them onto stacked artillery).
    const HtlFireOdds* o = g.fireOdds(s_.typeOf(attacker), d, g.terrain(target), firesFromHill(s_, attacker, fromHex));
    if (!o) return 0;
    double v = 0;
    for (int k = 1; k <= o->dice; ++k) v += o->hexHits[static_cast<std::size_t>(k)] * hitValue(target, k);
    const int l = s_.at(target).leader;
    if (l >= 0 && s_.sideOf(l) != s_.sideOf(attacker))
        v += leaderLossChance(o->dice, false) * (w_.leader + s_.setup().scenario().victory.eliminationVP * w_.vp);
    return v;
}

double PositionView::closeValue(int attacker, int target) const {
    // The exact odds the play panel and `muster-cli odds` show (rulesref), valued here.
    const GameSetup& g = s_.setup();
    const auto q = playCloseQuery(s_, attacker, g.offset(target));
    if (!q) return 0;
    HtlCloseOdds o;
    try {
        o = htlCloseOdds(*q, g.params());
    } catch (const OddsError&) {
        return 0;
    }
    double v = 0;
    for (int k = 1; k < static_cast<int>(o.hexHits.size()); ++k) v += o.hexHits[static_cast<std::size_t>(k)] * hitValue(target, k);
    double objective = 0;
    for (const Objective& ob : objectives_[static_cast<std::size_t>(s_.sideOf(attacker))])
        if (ob.hex == target) objective += 0.5 * ob.value;
    const double retreats = o.retreat + (o.artillery ? o.artillery->retreat : 0.0);
    v += retreats * (w_.retreat + objective);
    v += o.leaderLost * (w_.leader + g.scenario().victory.eliminationVP * w_.vp);
    // 11.1: a failed morale check turns the assault into fire.
    if (o.attackerPasses)
        v = *o.attackerPasses * v + (1 - *o.attackerPasses) * fireValue(attacker, s_.unit(attacker).hex, target);
    return v;
}

double PositionView::rallyValue(int unit) const {
    const double success = s_.setup().rallySuccess(*s_.setup().unit(unit).morale);
    const UnitState& u = s_.unit(unit);
    // A weak unit is nearer elimination: its block is worth more.
    const double risk = u.sp <= 1 ? 1.5 : 1.0;
    return success * w_.sp * risk + success * std::min(1.0, exposure(u.hex, s_.sideOf(unit)) / std::max(1, u.sp)) * 2.0;
}

double PositionView::offense(int unit, int hex) const {
    const UnitType type = s_.typeOf(unit);
    auto& cache = offenseCache_[static_cast<std::size_t>(type)];
    if (cache.empty()) cache.assign(static_cast<std::size_t>(s_.setup().hexCount()), kUnset);
    float& cached = cache[static_cast<std::size_t>(hex)];
    if (cached != kUnset) return cached;
    const GameSetup& g = s_.setup();
    double best = 0;
    if (unitTypeInfo(type).fireDice > 0) {
        const int reach = htlMaxRange(type, firesFromHill(s_, unit, hex));
        for (int t : enemyHexes_[static_cast<std::size_t>(s_.sideOf(unit))]) {
            const int d = g.distance(hex, t);
            if (d < 1 || d > reach || !seesBetween(s_, hex, t)) continue;
            best = std::max(best, fireValue(unit, hex, t));
        }
    }
    cached = static_cast<float>(best);
    return best;
}

double PositionView::placement(int unit, int hex) const {
    const GameSetup& g = s_.setup();
    const Side side = s_.sideOf(unit);
    const UnitType type = s_.typeOf(unit);
    if (type == UnitType::Leader) {
        // With a friendly combat unit (to rally it, to give the bonus hex), out of fire.
        const HexUnits& h = s_.at(hex);
        int friendFoot = -1;
        if (h.foot >= 0 && h.foot != unit && s_.sideOf(h.foot) == side) friendFoot = h.foot;
        double v = friendFoot >= 0 ? 0.4 : -0.4;
        if (friendFoot >= 0 && s_.unit(friendFoot).sp < effectiveSp(g.unit(friendFoot))) v += 0.4;
        v -= 0.1 * exposure(hex, side);
        return v;
    }
    // Objectives: a pull that grows as the unit nears them.
    float& pull = pullCache_[static_cast<std::size_t>(side)][static_cast<std::size_t>(hex)];
    if (pull == kUnset) {
        double p = 0;
        for (const Objective& o : objectives_[static_cast<std::size_t>(side)]) {
            const int d = g.distance(hex, o.hex);
            p += o.value * (0.25 / (1 + d) + 0.012 * std::max(0, 12 - d));
        }
        pull = static_cast<float>(p * drive_[static_cast<std::size_t>(side)]);
    }
    double v = pull;
    if (type == UnitType::Gunboat) return v + w_.offense * offense(unit, hex);
    // Nearest enemy combat unit: go and fight.
    int& near = nearestEnemy_[static_cast<std::size_t>(side)][static_cast<std::size_t>(hex)];
    if (near < 0) {
        near = 99;
        for (int t : enemyHexes_[static_cast<std::size_t>(side)]) near = std::min(near, g.distance(hex, t));
    }
    if (near < 99) v -= w_.approach * near;
    const int sp = std::max(1, s_.unit(unit).sp);
    const double e = exposure(hex, side);
    // Expected SP lost, and the chance of losing the whole unit (and its VP).
    const double elim = std::min(1.0, e / sp);
    v -= w_.exposure * caution_[static_cast<std::size_t>(side)] * (std::min(e, static_cast<double>(sp)) * w_.sp +
                        elim * elim * (g.scenario().victory.eliminationVP * w_.vp + w_.eliminationBonus));
    v += w_.offense * offense(unit, hex);
    return v;
}

double PositionView::material(int unit) const {
    const UnitState& u = s_.unit(unit);
    if (u.status == UnitStatus::Eliminated) return 0;
    if (s_.typeOf(unit) == UnitType::Leader) return w_.leader;
    return u.sp * w_.sp + w_.eliminationBonus;
}

double PositionView::scoreTerms(const GameState& s_, Side side, const EvalWeights& w_) {
    const GameSetup& g = s_.setup();
    const Scenario& sc = g.scenario();
    double v = s_.side(side).vp * w_.vp;
    if (sc.vpMarkerMode == VpMarkerMode::ControlAtEnd)
        for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m)
            if (s_.markers[m].holder == side) v += 0.8 * sc.vpMarkers[m].value * w_.vp;
    for (const VictoryCondition& vc : sc.victory.conditions)
        if (vc.kind == VictoryKind::HoldAtEnd)
            for (Offset o : vc.hexes)
                if (s_.holderOf(o) == side) v += 1.5 * w_.vp;
    return v;
}

double PositionView::evaluate(Side side) const {
    if (s_.over()) {
        if (s_.result == GameResult::Draw) return 0;
        const bool won = (s_.result == GameResult::UnionWins) == (side == Side::Union);
        return won ? 1000.0 : -1000.0;
    }
    double v = scoreTerms(side) - scoreTerms(otherSide(side));
    for (int i = 0; i < s_.setup().unitCount(); ++i) {
        const UnitState& u = s_.unit(i);
        if (u.status == UnitStatus::Eliminated) continue;
        double t = material(i);
        if (u.status == UnitStatus::Board) t += placement(i, u.hex);
        v += s_.sideOf(i) == side ? t : -t;
    }
    return v;
}

} // namespace muster::ai
