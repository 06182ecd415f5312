// Retreats after close combat (8.3.3, 8.4), displacement (8.5.1), the leader's retreat
// (8.3.3, 8.5.2) and the attacker's advance (8.3.4, 11.4).
#include "engine/rules/rules_internal.h"

#include "model/terrain.h"

#include <algorithm>
#include <climits>

namespace muster::rules {
namespace {

bool passable(const GameState& s, int idx) { return !impassableForLandUnits(s.setup().terrain(idx)); }

// The friendly unit in `idx` that a unit of this type would have to displace, or -1.
int blocker(const GameState& s, int idx, int unit) {
    const HexUnits& h = s.at(idx);
    switch (s.typeOf(unit)) {
    case UnitType::Infantry:
    case UnitType::Cavalry: return h.foot;
    case UnitType::Artillery: return h.artillery;
    default: return -1;
    }
}

// Nearest friendly combat unit that is neither nearer to nor next to the attacker (8.4.1).
int friendlyGroup(const GameState& s, int unit, int from, int attackerHex) {
    const Side side = s.sideOf(unit);
    const int own = s.setup().distance(from, attackerHex);
    int best = -1, bestDist = INT_MAX;
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        const UnitState& u = s.unit(i);
        if (i == unit || u.status != UnitStatus::Board || s.sideOf(i) != side || !isCombatUnit(s.typeOf(i))) continue;
        if (u.hex == from) continue;
        const int da = s.setup().distance(u.hex, attackerHex);
        if (da < own || da <= 1) continue;
        const int d = s.setup().distance(from, u.hex);
        if (d < bestDist) {
            bestDist = d;
            best = u.hex;
        }
    }
    return best;
}

// The neighbours of `from` that go the way a retreat must (8.4.1): nearer the home edge,
// and nearer the main friendly group. Terrain and enemies are filtered by the caller.
struct Ways {
    std::vector<int> home, group;
};
Ways retreatWays(const GameState& s, int unit, int from, int attackerHex) {
    const Side side = s.sideOf(unit);
    Ways w;
    const int e = s.setup().edgeDistance(from, side);
    for (int nb : s.setup().neighbours(from))
        if (nb >= 0 && s.setup().edgeDistance(nb, side) < e) w.home.push_back(nb);
    const int group = friendlyGroup(s, unit, from, attackerHex);
    if (group < 0) return w;
    const int g = s.setup().distance(from, group);
    for (int nb : s.setup().neighbours(from))
        if (nb >= 0 && s.setup().distance(nb, group) < g) w.group.push_back(nb);
    return w;
}

// A leader's step (8.5.2, the way of 8.4.1): homeward where such a hex is open, else
// toward the friendly group.
std::vector<int> leaderSteps(const GameState& s, int leader, int from, int attackerHex) {
    const Side side = s.sideOf(leader);
    Ways w = retreatWays(s, leader, from, attackerHex);
    for (int nb : w.home)
        if (passable(s, nb) && !s.enemyBlocks(nb, side)) return std::move(w.home);
    return std::move(w.group);
}

// The first legal hex of a displaced unit (8.5.1): nearest its home edge, then board order.
int displacedTo(const GameState& s, int unit, int attackerHex) {
    auto opts = retreatOptions(s, unit, attackerHex, false);
    if (opts.empty()) return -1;
    const Side side = s.sideOf(unit);
    return *std::min_element(opts.begin(), opts.end(), [&](int a, int b) {
        const int ea = s.setup().edgeDistance(a, side), eb = s.setup().edgeDistance(b, side);
        return ea != eb ? ea < eb : a < b;
    });
}

// Move a unit one hex in a retreat: displacing one friendly unit when needed (8.5.1).
void retreatTo(GameState& s, int unit, int to, const Ctx& c) {
    const Aftermath& m = s.aftermath;
    if (!s.stackingAllows(to, unit)) {
        const int d = blocker(s, to, unit);
        const int dTo = displacedTo(s, d, m.attackerHex);
        if (c.log) c.say(s.sideOf(d), LogLine(s).unit(d) << " is displaced to " << hexLabelOf(s, dTo), "8.5.1");
        s.lift(d);
        enterHex(s, d, dTo, c);
        s.place(d, dTo);
    }
    s.lift(unit);
    enterHex(s, unit, to, c);
    s.place(unit, to);
    if (c.log) c.say(s.sideOf(unit), LogLine(s).unit(unit) << " retreats to " << hexLabelOf(s, to), "8.4");
}

void moveLeader(GameState& s, int leader, int to, const Ctx& c, const char* section) {
    s.lift(leader);
    enterHex(s, leader, to, c);
    s.place(leader, to);
    if (c.log) c.say(s.sideOf(leader), LogLine(s).unit(leader) << " retreats to " << hexLabelOf(s, to), section);
}

} // namespace

std::vector<int> retreatOptions(const GameState& s, int unit, int attackerHex, bool allowDisplacement) {
    const Side side = s.sideOf(unit);
    const int from = s.unit(unit).hex;
    auto legal = [&](int nb) {
        if (!passable(s, nb) || s.enemyBlocks(nb, side)) return false;
        if (s.stackingAllows(nb, unit)) return true;
        // One friendly unit may be displaced, if it can itself retreat (8.5.1).
        if (!allowDisplacement) return false;
        const int d = blocker(s, nb, unit);
        return d >= 0 && !retreatOptions(s, d, attackerHex, false).empty();
    };
    // 8.4.1: hexes not next to the attacker first, homeward among them, else toward the
    // friendly group; only when none is open, hexes next to the attacker in that order.
    const Ways w = retreatWays(s, unit, from, attackerHex);
    std::vector<int> out;
    for (bool nextToAttacker : {false, true})
        for (const std::vector<int>* way : {&w.home, &w.group}) {
            for (int nb : *way)
                if (s.setup().adjacent(nb, attackerHex) == nextToAttacker && legal(nb)) out.push_back(nb);
            if (!out.empty()) {
                std::sort(out.begin(), out.end());
                return out;
            }
        }
    return out;
}

std::vector<int> leaderRetreatOptions(const GameState& s, int leader) {
    // Up to 3 hexes the way a retreat goes, through friendly units, never through enemies
    // or impassable terrain (8.5.2); it may end in any hex without another leader.
    const Side side = s.sideOf(leader);
    const int start = s.unit(leader).hex;
    auto search = [&](bool anyWay) {
        std::vector<int> frontier{start}, out, seen{start};
        for (int step = 0; step < 3; ++step) {
            std::vector<int> next;
            for (int h : frontier) {
                const auto steps = anyWay ? std::vector<int>(s.setup().neighbours(h).begin(), s.setup().neighbours(h).end())
                                          : leaderSteps(s, leader, h, s.aftermath.attackerHex);
                for (int nb : steps) {
                    if (nb < 0 || !passable(s, nb) || s.enemyBlocks(nb, side)) continue;
                    if (anyWay && std::find(seen.begin(), seen.end(), nb) != seen.end()) continue;
                    if (std::find(next.begin(), next.end(), nb) == next.end()) next.push_back(nb);
                    if (anyWay) seen.push_back(nb);
                }
            }
            for (int h : next) {
                const int l = s.at(h).leader;
                const bool free = l < 0 || l == leader || s.sideOf(l) != side;
                if (free && h != start && std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
            }
            frontier = std::move(next);
        }
        std::sort(out.begin(), out.end());
        return out;
    };
    // Only enemy units and impassable terrain cut him off (8.5.2), never the board edge: on
    // his own home edge line, where the edge ends the way of 8.4.1, any open hex within 3
    // will do; elsewhere a way filled by enemies or impassable terrain eliminates him (a
    // sideways or backward detour is no retreat).
    std::vector<int> out = search(false);
    const bool edgeEndsTheWay = retreatWays(s, leader, start, s.aftermath.attackerHex).home.empty();
    return out.empty() && edgeEndsTheWay ? search(true) : out;
}

void continueAftermath(GameState& s, const Ctx& c) {
    Aftermath& m = s.aftermath;
    s.pending = PendingDecision{};
    while (!m.retreatQueue.empty()) {
        const int u = m.retreatQueue.front();
        if (s.unit(u).status != UnitStatus::Board) {
            m.retreatQueue.erase(m.retreatQueue.begin());
            continue;
        }
        const auto opts = retreatOptions(s, u, m.attackerHex);
        if (opts.empty()) {
            if (c.log) c.say(s.sideOf(u), LogLine(s).unit(u) << " has no way to retreat", "8.4.2");
            eliminate(s, u, s.sideOf(m.attacker), c, "8.4.2");
            m.retreatQueue.erase(m.retreatQueue.begin());
            continue;
        }
        if (opts.size() > 1) {
            s.pending = {DecisionKind::Retreat, s.sideOf(u), u, opts};
            return;
        }
        retreatTo(s, u, opts.front(), c);
        if (m.firstRetreatTo < 0) m.firstRetreatTo = opts.front();
        m.retreatQueue.erase(m.retreatQueue.begin());
    }
    if (m.leader >= 0) {
        const int l = m.leader;
        const bool alive = s.unit(l).status == UnitStatus::Board && s.unit(l).hex == m.hex;
        if (!alive || s.at(m.hex).hasCombat()) {
            m.leader = -1;  // gone, or stays with a unit that held
        } else if (m.firstRetreatTo >= 0 && s.at(m.firstRetreatTo).leader < 0) {
            // It goes with its retreating units (8.3.3).
            moveLeader(s, l, m.firstRetreatTo, c, "8.3.3");
            m.leader = -1;
        } else {
            const auto opts = leaderRetreatOptions(s, l);
            if (opts.empty()) {
                if (c.log) c.say(s.sideOf(l), LogLine(s).unit(l) << " is cut off", "8.5.2");
                eliminate(s, l, s.sideOf(m.attacker), c, "8.5.2");
                m.leader = -1;
            } else if (opts.size() == 1) {
                moveLeader(s, l, opts.front(), c, "8.5.2");
                m.leader = -1;
            } else {
                s.pending = {DecisionKind::Retreat, s.sideOf(l), l, opts};
                return;
            }
        }
    }
    if (m.mayAdvance && s.at(m.hex).empty() && s.unit(m.attacker).status == UnitStatus::Board &&
        s.unit(m.attacker).hex == m.attackerHex) {
        m.mayAdvance = false;
        s.pending = {DecisionKind::Advance, s.sideOf(m.attacker), m.attacker, {m.hex}};
        return;
    }
    m = Aftermath{};
}

std::string checkRetreat(const GameState& s, const Action& a) {
    const PendingDecision& p = s.pending;
    if (p.kind != DecisionKind::Retreat) return "no retreat is waiting to be chosen (8.4)";
    if (a.unit != p.unit)
        return "the retreat waiting is " + idOf(s, p.unit) + "'s, not " +
               (a.unit >= 0 && a.unit < s.setup().unitCount() ? idOf(s, a.unit) : std::string("that unit's"));
    if (!a.hex || !s.setup().contains(*a.hex)) return idOf(s, a.unit) + ": retreat needs a hex on the board (\"to\") (8.4.2)";
    const int to = s.setup().index(*a.hex);
    if (std::find(p.options.begin(), p.options.end(), to) == p.options.end()) {
        std::string opts;
        for (int o : p.options) opts += (opts.empty() ? "" : ", ") + hexLabelOf(s, o);
        return idOf(s, a.unit) + " cannot retreat to " + hexLabelOf(s, to) + ": legal hexes are " + opts +
               (s.typeOf(a.unit) == UnitType::Leader ? " (8.5.2)" : " (8.4.1)");
    }
    return "";
}

void doRetreat(GameState& s, const Action& a, const Ctx& c) {
    Aftermath& m = s.aftermath;
    const int to = s.setup().index(*a.hex);
    if (s.typeOf(a.unit) == UnitType::Leader) {
        moveLeader(s, a.unit, to, c, "8.5.2");
        m.leader = -1;
    } else {
        retreatTo(s, a.unit, to, c);
        if (m.firstRetreatTo < 0) m.firstRetreatTo = to;
        m.retreatQueue.erase(m.retreatQueue.begin());
    }
    continueAftermath(s, c);
}

std::string checkAdvance(const GameState& s, const Action& a) {
    const PendingDecision& p = s.pending;
    if (p.kind != DecisionKind::Advance) return "no advance is waiting to be chosen (8.3.4)";
    if (a.skip) return "";
    if (a.unit != p.unit)
        return "only the attacking unit " + idOf(s, p.unit) + " may advance (8.3.4" +
               std::string(s.setup().optional(OptionalRule::AdvanceAfterFire) ? ", 11.4)" : ")");
    return "";
}

void doAdvance(GameState& s, const Action& a, const Ctx& c) {
    const int to = s.pending.options.front();
    if (!a.skip) {
        s.lift(a.unit);
        enterHex(s, a.unit, to, c);
        s.place(a.unit, to);
        if (c.log) c.say(s.sideOf(a.unit), LogLine(s).unit(a.unit) << " advances into " << hexLabelOf(s, to), "8.3.4");
    } else {
        c.say(s.pending.side, "no advance", "8.3.4");
    }
    s.pending = PendingDecision{};
    s.aftermath = Aftermath{};
}

} // namespace muster::rules
