#include "engine/ai/action_features.h"

#include "engine/queries/play_queries.h"
#include "engine/queries/rule_queries.h"
#include "model/unittype.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace muster::ai {
namespace {

constexpr std::array<const char*, kActionFeatureCount> kActionNames = {
    "bias.move", "bias.moveFire", "bias.fire", "bias.close", "bias.rally", "bias.enter",
    "move*elapsed", "fire*elapsed", "close*elapsed", "move*mustReach", "close*mustReach",
    "greedy.score", "ap.two", "ap.leftAfter", "ap.spendsLast", "time.lastTurn", "vp.lead",
    "unit.sp", "unit.weak", "unit.cavalry", "unit.artillery", "unit.withLeader",
    "target.sp", "target.weak", "target.morale", "target.leader", "target.objective", "target.objective*elapsed",
    "hits.expected", "hits.any", "retreat.chance",
    "dest.objective", "dest.objective*elapsed", "leaves.objective",
    "nearObjective.delta", "nearEnemy.delta", "dest.nextToEnemy",
    "dest.exposurePerSp", "dest.exposurePerSp.delta", "dest.offense",
    "dest.f1e0", "dest.f2e0", "dest.f0e1", "dest.f1e1", "dest.f2e1", "dest.f0e2", "dest.f1e2", "dest.f2e2",
    "dest.blocked1", "dest.blocked2",
    "target.friends1", "target.friends2", "target.friends3",
};

bool hasFriendlyCombat(const GameState& s, int idx, Side side, int ignore) {
    const HexUnits& h = s.at(idx);
    for (int u : {h.foot, h.artillery})
        if (u >= 0 && u != ignore && s.sideOf(u) == side) return true;
    return false;
}

// Own objectives at a hex (evaluation units), those the side does not hold yet only.
double ownObjectiveValue(const PositionView& v, int hex, Side side, bool unheldOnly) {
    double sum = 0;
    for (const Objective& o : v.objectives(side))
        if (o.hex == hex && (!unheldOnly || v.state().holderOf(hex) != side)) sum += o.value;
    return sum;
}

int nearestObjectiveDistance(const PositionView& v, int hex, Side side) {
    const GameState& s = v.state();
    int best = 99, any = 99;
    for (const Objective& o : v.objectives(side)) {
        const int d = s.setup().distance(hex, o.hex);
        any = std::min(any, d);
        if (s.holderOf(o.hex) != side) best = std::min(best, d);
    }
    return best < 99 ? best : any;
}

int nearestEnemyDistance(const GameState& s, int hex, Side side) {
    int best = 99;
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        const UnitState& u = s.unit(i);
        if (u.status == UnitStatus::Board && s.sideOf(i) != side && isCombatUnit(s.typeOf(i)))
            best = std::min(best, s.setup().distance(hex, u.hex));
    }
    return best;
}

double clampedChange(int before, int after) {
    if (before >= 99 || after >= 99) return 0;
    return std::clamp(after - before, -3, 3) / 3.0;
}

// The expected hits, the chance of any hit and (close combat) of the defender's retreat:
// rulesref's odds of the roll the engine would make.
struct AttackOdds {
    double hits = 0, any = 0, retreat = 0;
};

AttackOdds attackOdds(const GameState& s, const Action& a, int fromHex, int target) {
    const GameSetup& g = s.setup();
    AttackOdds out;
    if (a.kind == ActionKind::Close) {
        const auto o = playCloseOdds(s, a.unit, g.offset(target));
        if (!o) return out;
        out.hits = o->expectedHits, out.any = 1 - o->hexHits.front(), out.retreat = o->retreat;
        return out;
    }
    const HtlFireOdds* o = g.fireOdds(s.typeOf(a.unit), g.distance(fromHex, target), g.terrain(target), firesFromHill(s, a.unit, fromHex));
    if (!o) return out;
    out.hits = o->expectedHits, out.any = 1 - o->hexHits.front();
    return out;
}

} // namespace

const std::array<const char*, kActionFeatureCount>& actionFeatureNames() { return kActionNames; }

ActionFeatures actionFeatures(const PositionView& view, const Action& a, double score, int ap) {
    const GameState& s = view.state();
    const GameSetup& g = s.setup();
    const Scenario& sc = g.scenario();
    const Side me = s.toAct();
    ActionFeatures f{};
    std::size_t k = 0;
    auto put = [&](double v) { f[k++] = v; };
    auto is = [&](ActionKind kind) { return a.kind == kind ? 1.0 : 0.0; };
    const double elapsed = std::clamp((s.turn - 1 + (s.secondHalf ? 0.5 : 0.0)) / std::max(1, sc.turns), 0.0, 1.0);
    bool mustReach = false;
    for (const VictoryCondition& vc : sc.victory.conditions)
        if (vc.kind == VictoryKind::ReachVPByTurn && vc.side == me) mustReach = true;
    const bool moves = a.kind == ActionKind::Move || a.kind == ActionKind::MoveFire;
    put(is(ActionKind::Move)), put(is(ActionKind::MoveFire)), put(is(ActionKind::Fire)), put(is(ActionKind::Close));
    put(is(ActionKind::Rally)), put(is(ActionKind::Enter));
    put(moves * elapsed), put((is(ActionKind::Fire) + is(ActionKind::MoveFire)) * elapsed), put(is(ActionKind::Close) * elapsed);
    put(moves && mustReach ? 1 : 0), put(a.kind == ActionKind::Close && mustReach ? 1 : 0);
    put(score / 10.0), put(ap >= 2 ? 1 : 0);
    const int apLeft = s.side(me).ap - ap;
    put(std::max(0, apLeft) / 6.0), put(apLeft <= 0 ? 1 : 0);
    put(s.turn >= sc.turns ? 1 : 0);
    const int target = vpTarget(sc, me);
    put((s.side(me).vp - s.side(otherSide(me)).vp) / std::max(5.0, double(target)));

    // The acting unit (rally: the unit rallied).
    const bool onBoard = a.unit >= 0 && s.unit(a.unit).status == UnitStatus::Board;
    const int from = onBoard ? s.unit(a.unit).hex : -1;
    const int sp = a.unit >= 0 ? s.unit(a.unit).sp : 0;
    const UnitType type = a.unit >= 0 ? s.typeOf(a.unit) : UnitType::Infantry;
    put(sp / 4.0), put(sp == 1 ? 1 : 0), put(type == UnitType::Cavalry ? 1 : 0), put(type == UnitType::Artillery ? 1 : 0);
    const int leaderHere = from >= 0 ? s.at(from).leader : -1;
    put(a.leader >= 0 || (leaderHere >= 0 && leaderHere != a.unit && s.sideOf(leaderHere) == me) ? 1 : 0);

    // Where it ends: the end of its path, else where it stands.
    int dest = from;
    if ((moves || a.kind == ActionKind::Enter) && !a.path.empty()) dest = g.index(a.path.back());
    else if (a.kind == ActionKind::Enter && a.hex) dest = g.index(*a.hex);

    // What it attacks.
    const bool attacks = (a.kind == ActionKind::Fire || a.kind == ActionKind::MoveFire || a.kind == ActionKind::Close) && a.hex;
    const int tgt = attacks ? g.index(*a.hex) : -1;
    const int tu = tgt >= 0 ? (s.at(tgt).foot >= 0 ? s.at(tgt).foot : s.at(tgt).artillery) : -1;
    put(tu >= 0 ? s.unit(tu).sp / 4.0 : 0), put(tu >= 0 && s.unit(tu).sp == 1 ? 1 : 0);
    put(tu >= 0 && g.unit(tu).morale ? static_cast<int>(*g.unit(tu).morale) / 2.0 : 0);
    put(tgt >= 0 && s.at(tgt).leader >= 0 && s.sideOf(s.at(tgt).leader) != me ? 1 : 0);
    const double tObj = tgt >= 0 ? ownObjectiveValue(view, tgt, me, false) / 10.0 : 0;
    put(tObj), put(tObj * elapsed);
    const AttackOdds at = tgt >= 0 && dest >= 0 ? attackOdds(s, a, dest, tgt) : AttackOdds{};
    put(at.hits / 3.0), put(at.any), put(at.retreat);

    // The destination.
    const double dObj = dest >= 0 && dest != from ? ownObjectiveValue(view, dest, me, true) / 10.0 : 0;
    put(dObj), put(dObj * elapsed);
    const bool leaves = moves && from >= 0 && dest != from && !hasFriendlyCombat(s, from, me, a.unit);
    put(leaves ? ownObjectiveValue(view, from, me, false) / 10.0 : 0);
    const bool relocates = from >= 0 && dest >= 0 && dest != from;
    put(relocates ? clampedChange(nearestObjectiveDistance(view, from, me), nearestObjectiveDistance(view, dest, me)) : 0);
    put(relocates ? clampedChange(nearestEnemyDistance(s, from, me), nearestEnemyDistance(s, dest, me)) : 0);
    const bool combat = a.unit >= 0 && isCombatUnit(type);
    put(dest >= 0 && combat && s.nextToEnemy(dest, me) ? 1 : 0);
    auto perSp = [&](int hex) { return std::min(2.0, view.exposure(hex, me) / std::max(1, sp)); };
    const double eDest = dest >= 0 && combat ? perSp(dest) : 0;
    put(eDest), put(relocates && combat ? eDest - perSp(from) : 0);
    put(dest >= 0 && combat ? view.offense(a.unit, dest) / 10.0 : 0);

    // The six hexes around the destination: a 3 x 3 table of friendly and enemy counts
    // (0, 1, 2+; the empty corner is the reference), and impassable or off-board ones.
    int friends = 0, enemies = 0, blocked = 0;
    if (dest >= 0)
        for (int n : g.neighbours(dest)) {
            if (n < 0 || g.landImpassable(n)) ++blocked;
            else if (s.enemyBlocks(n, me)) ++enemies;
            else if (hasFriendlyCombat(s, n, me, a.unit)) ++friends;
        }
    const int fi = std::min(friends, 2), ei = std::min(enemies, 2);
    for (int e = 0; e <= 2; ++e)
        for (int fr = 0; fr <= 2; ++fr)
            if (e || fr) put(dest >= 0 && fi == fr && ei == e ? 1 : 0);
    put(blocked == 1 ? 1 : 0), put(blocked >= 2 ? 1 : 0);
    // Friendly units next to the target: who can follow up the attack.
    int support = 0;
    if (tgt >= 0)
        for (int n : g.neighbours(tgt))
            if (n >= 0 && hasFriendlyCombat(s, n, me, a.unit)) ++support;
    put(support == 1 ? 1 : 0), put(support == 2 ? 1 : 0), put(support >= 3 ? 1 : 0);
    assert(k == kActionFeatureCount);
    return f;
}

} // namespace muster::ai
