#include "engine/ai/orders_plan.h"

#include "engine/ai/ai_eval.h"
#include "rulesref/htl_resolution.h"

#include <algorithm>

namespace muster::ai {
namespace {

// How far (hexes) a unit may be from a target for an order at it to make sense this turn
// or the next.
constexpr int kReach = 4;

bool isCombat(UnitType t) { return t == UnitType::Infantry || t == UnitType::Cavalry || t == UnitType::Artillery; }

bool enemyCombatIn(const GameState& s, int hex, Side side) {
    const HexUnits& h = s.at(hex);
    return (h.foot >= 0 && s.sideOf(h.foot) != side) || (h.artillery >= 0 && s.sideOf(h.artillery) != side);
}

int nearestEnemy(const GameState& s, int hex, Side side) {
    int best = 1 << 20;
    for (int i = 0; i < s.setup().unitCount(); ++i)
        if (s.sideOf(i) != side && s.unit(i).status == UnitStatus::Board && isCombat(s.typeOf(i)))
            best = std::min(best, s.setup().distance(hex, s.unit(i).hex));
    return best;
}

} // namespace

const char* toString(OrderKind k) {
    switch (k) {
    case OrderKind::Greedy: return "greedy";
    case OrderKind::Hold: return "hold";
    case OrderKind::Fire: return "fire";
    case OrderKind::Assault: return "assault";
    case OrderKind::Support: return "support";
    case OrderKind::Advance: return "advance";
    case OrderKind::Withdraw: return "withdraw";
    case OrderKind::Stay: return "stay";
    case OrderKind::Join: return "join";
    }
    return "?";
}

Targets findTargets(const GameState& s, const PositionView& view, Side side, int most) {
    const GameSetup& g = s.setup();
    std::vector<std::pair<double, int>> attack, objectives;
    std::vector<char> seen(static_cast<std::size_t>(g.hexCount()), 0);
    // Objectives: markers to score and hexes to hold; an enemy on one makes it an attack target.
    for (const Objective& o : view.objectives(side)) {
        if (seen[static_cast<std::size_t>(o.hex)]) continue;
        seen[static_cast<std::size_t>(o.hex)] = 1;
        if (enemyCombatIn(s, o.hex, side)) attack.emplace_back(o.value + 20.0, o.hex);
        else objectives.emplace_back(o.value, o.hex);
    }
    // Enemy units that are weak or have a leader with them.
    for (int i = 0; i < g.unitCount(); ++i) {
        if (s.sideOf(i) == side || s.unit(i).status != UnitStatus::Board || !isCombat(s.typeOf(i))) continue;
        const int hex = s.unit(i).hex;
        if (seen[static_cast<std::size_t>(hex)]) continue;
        const bool led = s.at(hex).leader >= 0;
        if (s.unit(i).sp > 2 && !led) continue;
        seen[static_cast<std::size_t>(hex)] = 1;
        attack.emplace_back(12.0 - 3.0 * s.unit(i).sp + (led ? 6.0 : 0.0), hex);
    }
    auto top = [most](std::vector<std::pair<double, int>>& v) {
        std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        std::vector<int> out;
        for (std::size_t i = 0; i < v.size() && static_cast<int>(i) < most; ++i) out.push_back(v[i].second);
        return out;
    };
    return {top(attack), top(objectives)};
}

Plan greedyPlan(const GameState& s, int policy) {
    Plan p;
    p.orders.assign(static_cast<std::size_t>(s.setup().unitCount()), Order{});
    p.policy = policy;
    return p;
}

Plan concentratePlan(const GameState& s, Side side, int target) {
    Plan p = greedyPlan(s);
    const GameSetup& g = s.setup();
    for (int u : plannedUnits(s, side)) {
        if (s.unit(u).status != UnitStatus::Board) continue;
        const int d = g.distance(s.unit(u).hex, target);
        const UnitType t = s.typeOf(u);
        if (t == UnitType::Infantry || t == UnitType::Cavalry) {
            if (d <= kReach) p.orders[static_cast<std::size_t>(u)] = {OrderKind::Assault, target};
        } else if (t == UnitType::Artillery) {
            if (d <= htlMaxRange(t, false) + 1) p.orders[static_cast<std::size_t>(u)] = {OrderKind::Fire, target};
        }
    }
    return p;
}

std::vector<int> plannedUnits(const GameState& s, Side side, bool fresh) {
    std::vector<std::pair<int, int>> units;  // (distance to the nearest enemy, unit)
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        if (s.sideOf(i) != side || s.typeOf(i) == UnitType::Gunboat) continue;
        const UnitState& u = s.unit(i);
        if (u.status != UnitStatus::Board || (fresh && u.did != Activity::None)) continue;
        units.emplace_back(nearestEnemy(s, u.hex, side), i);
    }
    std::stable_sort(units.begin(), units.end());
    std::vector<int> out;
    for (const auto& [d, u] : units) out.push_back(u);
    return out;
}

std::vector<Order> candidateOrders(const GameState& s, int unit, const Targets& t) {
    std::vector<Order> out{{OrderKind::Greedy, -1}};
    const GameSetup& g = s.setup();
    const int hex = s.unit(unit).hex;
    const UnitType type = s.typeOf(unit);
    if (type == UnitType::Leader) {
        const HexUnits& h = s.at(hex);
        if (h.foot >= 0 || h.artillery >= 0) out.push_back({OrderKind::Stay, -1});
        // Join a damaged or assaulting friend within reach.
        std::vector<std::pair<int, int>> friends;
        for (int i = 0; i < g.unitCount(); ++i)
            if (s.sideOf(i) == s.sideOf(unit) && isCombat(s.typeOf(i)) && s.unit(i).status == UnitStatus::Board &&
                s.unit(i).hex != hex) {
                const int d = g.distance(hex, s.unit(i).hex);
                if (d <= kReach) friends.emplace_back(d * 10 + s.unit(i).sp, i);
            }
        std::stable_sort(friends.begin(), friends.end());
        for (std::size_t i = 0; i < friends.size() && i < 2; ++i) out.push_back({OrderKind::Join, friends[i].second});
        return out;
    }
    out.push_back({OrderKind::Hold, -1});
    if (s.nextToEnemy(hex, s.sideOf(unit)) || s.unit(unit).sp <= 1) out.push_back({OrderKind::Withdraw, -1});
    const int range = htlMaxRange(type, false);
    for (int target : t.attack) {
        const int d = g.distance(hex, target);
        if (type != UnitType::Artillery && d <= kReach) out.push_back({OrderKind::Assault, target});
        if (d <= range + 1) out.push_back({OrderKind::Fire, target});
        else if (d <= range + 3) out.push_back({OrderKind::Support, target});
    }
    if (type != UnitType::Artillery)
        for (int target : t.objectives)
            if (g.distance(hex, target) <= kReach + 2) out.push_back({OrderKind::Advance, target});
    return out;
}

bool orderValid(const GameState& s, int unit, const Order& o) {
    const Side side = s.sideOf(unit);
    switch (o.kind) {
    case OrderKind::Fire:
    case OrderKind::Assault:
    case OrderKind::Support: return enemyCombatIn(s, o.target, side);
    case OrderKind::Advance: {
        const HexUnits& h = s.at(o.target);
        return !(h.foot == unit || h.artillery == unit);  // not there yet
    }
    case OrderKind::Join: return s.unit(o.target).status == UnitStatus::Board;
    default: return true;
    }
}

} // namespace muster::ai
