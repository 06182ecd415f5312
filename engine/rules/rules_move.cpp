// Movement (2.1.2, 2.2, 6.2, 7.x, 9.1): checking and applying moves, and the move search
// that lists them. Reinforcements are in rules_enter.cpp.
#include "engine/rules/rules_internal.h"

#include "model/terrain.h"
#include "model/unittype.h"

#include <algorithm>
#include <cstdint>

namespace muster::rules {

std::string terrainBars(const GameState& s, int unit, int idx) {
    const Terrain t = s.setup().terrain(idx);
    if (s.typeOf(unit) == UnitType::Gunboat)
        return terrainEffects(t).gunboatWater ? "" : std::string(toString(t)) + " is not a river (3.1.4)";
    if (impassableForLandUnits(t))
        return std::string(toString(t)) + " cannot be entered (" + std::string(terrainEffects(t).source.section) + ")";
    return "";
}

namespace {

bool activeUnitReady(const GameState& s, int unit, std::string& why) {
    if (unit < 0 || unit >= s.setup().unitCount()) {
        why = "no such unit";
        return false;
    }
    const UnitState& u = s.unit(unit);
    if (s.sideOf(unit) != s.active) {
        why = idOf(s, unit) + " is not a unit of the side to act (5.0)";
        return false;
    }
    if (u.status != UnitStatus::Board) {
        why = idOf(s, unit) + " is not on the board";
        return false;
    }
    if (u.did != Activity::None) {
        why = idOf(s, unit) + " has already acted this turn (6.1.4)";
        return false;
    }
    return true;
}

int allowance(UnitType t) {
    const int m = unitTypeInfo(t).movement;
    return m < 0 ? 1 << 20 : m;  // gunboats: any number of river hexes
}

// `near` (optional): the listing's memo of nextToEnemy, used when it is for this state and side.
inline bool nearEnemy(const GameState& s, int idx, Side side, NearEnemy* near) {
    return near && near->state() == &s && near->side() == side ? (*near)(idx) : s.nextToEnemy(idx, side);
}

// One step of a move: may the mover enter `idx` coming from `from` as part of a move of
// this kind (`last`: to stop there)? The rules give a reason code (small, inlined in the
// move search's inner loop); the message is built from it only when someone asks. Leaving
// `from` is checked once per hex by the search, not once per neighbour.
enum class StepBar : std::uint8_t { None, EndsMovement, BonusNextToEnemy, Terrain, Enemy, OtherLeader, Stacking, ForceMarchNextToEnemy };

inline StepBar leaveBar(const GameState& s, int unit, int from, MoveKind kind, NearEnemy* near) {
    if (s.typeOf(unit) != UnitType::Gunboat && s.setup().stopsOnEntry(from)) return StepBar::EndsMovement;
    if (kind == MoveKind::Bonus && nearEnemy(s, from, s.sideOf(unit), near)) return StepBar::BonusNextToEnemy;
    return StepBar::None;
}

inline StepBar enterBar(const GameState& s, int unit, int idx, bool last, MoveKind kind, NearEnemy* near) {
    const Side side = s.sideOf(unit);
    const UnitType type = s.typeOf(unit);
    const GameSetup& g = s.setup();
    if (type == UnitType::Gunboat ? !g.gunboatWater(idx) : g.landImpassable(idx)) return StepBar::Terrain;
    if (s.enemyBlocks(idx, side)) return StepBar::Enemy;
    if (type == UnitType::Leader) {
        // Leaders pass friendly units freely (9.1) but never share a hex with a leader (4.4).
        const int l = s.at(idx).leader;
        return last && l >= 0 && l != unit && s.sideOf(l) == side ? StepBar::OtherLeader : StepBar::None;
    }
    if (!s.stackingAllows(idx, unit)) return StepBar::Stacking;
    if (kind == MoveKind::ForceMarch && nearEnemy(s, idx, side, near)) return StepBar::ForceMarchNextToEnemy;
    return StepBar::None;
}

std::string stepMessage(const GameState& s, int unit, int from, int idx, bool last, StepBar bar) {
    auto enter = [&](const char* verb) { return idOf(s, unit) + " cannot " + verb + " " + hexLabelOf(s, idx) + ": "; };
    switch (bar) {
    case StepBar::None: return "";
    case StepBar::EndsMovement: {
        const Terrain t = s.setup().terrain(from);
        return enter("enter") + std::string(toString(t)) + " at " + hexLabelOf(s, from) + " ends movement (" +
               std::string(terrainEffects(t).source.section) + ")";
    }
    case StepBar::BonusNextToEnemy: return enter("enter") + "a bonus move stops on entering a hex next to an enemy (6.2.4, 9.1.2)";
    case StepBar::Terrain: return enter("enter") + terrainBars(s, unit, idx);
    case StepBar::Enemy: return enter("enter") + "an enemy unit holds it (7.2)";
    case StepBar::OtherLeader: return enter("end in") + "another leader is there (4.4)";
    case StepBar::Stacking: return enter(last ? "enter" : "pass through") + "the stacking limit would be broken (4.4, 6.2.6, 7.2)";
    case StepBar::ForceMarchNextToEnemy: return enter("force march through") + "it is next to an enemy (7.3)";
    }
    return "";
}

// False with the reason in *why (built only when asked).
bool stepOk(const GameState& s, int unit, int from, int idx, bool last, MoveKind kind, bool isStart,
            std::string* why = nullptr) {
    StepBar bar = isStart ? StepBar::None : leaveBar(s, unit, from, kind, nullptr);
    if (bar == StepBar::None) bar = enterBar(s, unit, idx, last, kind, nullptr);
    if (bar != StepBar::None && why) *why = stepMessage(s, unit, from, idx, last, bar);
    return bar == StepBar::None;
}

struct Node {
    int hex;
    int steps;
    int parent;   // index into the node list
    bool dest;    // may end here (a leader may pass a friendly leader, not stop with it)
    int depth;    // hexes in the path to it
};


// Breadth-first over hexes for one kind of move. Fills `nodes` with the reached nodes
// (first = start). Whether a unit may go on from a hex depends only on that hex (terrain,
// enemies next to it), so the first visit of a hex is also the shortest way to leave it.
// `start` (>= 0): search from there instead of the unit's hex; `startEntered`: the unit
// entered `start` as the first hex of this move (a reinforcement), so leaving it is checked.
void explore(const GameState& s, int unit, MoveKind kind, int maxSteps, std::vector<Node>& nodes,
             NearEnemy* near = nullptr, int start = -1, bool startEntered = false) {
    thread_local SeenMarks seen;
    seen.begin(s.setup().hexCount());
    if (start < 0) start = s.unit(unit).hex;
    nodes.clear();
    nodes.push_back({start, 0, -1, false, 0});
    seen.set(start);
    const bool leader = s.typeOf(unit) == UnitType::Leader;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node n = nodes[i];
        if (n.steps >= maxSteps) continue;
        // Leaving this hex does not depend on where to: checked once for all neighbours.
        if ((n.steps > 0 || startEntered) && leaveBar(s, unit, n.hex, kind, near) != StepBar::None) continue;
        for (int nb : s.setup().neighbours(n.hex)) {
            if (nb < 0 || seen.test(nb)) continue;
            const bool canPass = enterBar(s, unit, nb, false, kind, near) == StepBar::None;
            // Only a leader may pass where it may not stop (another friendly leader).
            const bool canStop = leader ? enterBar(s, unit, nb, true, kind, near) == StepBar::None : canPass;
            if (!canPass && !canStop) continue;
            seen.set(nb);
            nodes.push_back({nb, canPass ? n.steps + 1 : maxSteps, static_cast<int>(i), canStop, n.depth + 1});
        }
    }
}

// The hexes of a path, one by one from `start` (see explore for `startEntered`); *endOut:
// the last hex.
std::string checkSteps(const GameState& s, int unit, int start, const std::vector<Offset>& path, MoveKind kind,
                       bool startEntered, int* endOut) {
    const std::string& id = idOf(s, unit);
    int from = start;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Offset o = path[i];
        if (!s.setup().contains(o))
            return id + " cannot enter " + std::to_string(o.col) + "," + std::to_string(o.row) + ": off the board (7.1)";
        const int idx = s.setup().index(o);
        if (!s.setup().adjacent(from, idx))
            return id + " cannot enter " + hexLabelOf(s, idx) + ": not next to " + hexLabelOf(s, from) + " (7.1)";
        const bool last = i + 1 == path.size();
        if (std::string b; !stepOk(s, unit, from, idx, last, kind, i == 0 && !startEntered, &b)) return b;
        for (std::size_t k = 0; k < i; ++k)
            if (path[k] == o) return id + " cannot enter " + hexLabelOf(s, idx) + " twice: a move enters each hex once (7.1)";
        if (idx == start) return id + " cannot come back to " + hexLabelOf(s, idx) + ": a move enters each hex once (7.1)";
        from = idx;
    }
    *endOut = from;
    return "";
}

} // namespace

std::string checkEnterPath(const GameState& s, int unit, int entry, const std::vector<Offset>& path, int* endOut) {
    *endOut = entry;
    if (path.empty()) return "";
    const int more = allowance(s.typeOf(unit)) - 1;
    if (static_cast<int>(path.size()) > more)
        return idOf(s, unit) + " moves at most " + std::to_string(more) + " hex" + (more == 1 ? "" : "es") +
               " after entering: the entry hex is the first hex of its move (aid: reinforcements, 7.1)";
    return checkSteps(s, unit, entry, path, MoveKind::Move, true, endOut);
}

void enterRecords(const GameState& s, int unit, int entry, MoveBuf& out, NearEnemy& near) {
    out.clear();
    thread_local std::vector<Node> nodes;
    const int more = allowance(s.typeOf(unit)) - 1;
    if (more < 1) return;
    explore(s, unit, MoveKind::Move, more, nodes, &near, entry, true);
    for (std::size_t i = 1; i < nodes.size(); ++i) {
        if (!nodes[i].dest) continue;
        const int len = nodes[i].depth;
        const int begin = static_cast<int>(out.path.size());
        out.path.resize(out.path.size() + static_cast<std::size_t>(len));
        int w = begin + len;
        for (int k = static_cast<int>(i); nodes[static_cast<std::size_t>(k)].parent >= 0; k = nodes[static_cast<std::size_t>(k)].parent)
            out.path[static_cast<std::size_t>(--w)] = nodes[static_cast<std::size_t>(k)].hex;
        out.moves.push_back({nodes[i].hex, 1, MoveKind::Move, begin, len, false});
    }
}

int riderFor(const GameState& s, int unit) {
    const UnitState& u = s.unit(unit);
    if (u.hex < 0 || !isCombatUnit(s.typeOf(unit))) return -1;
    const int l = s.at(u.hex).leader;
    if (l < 0 || s.sideOf(l) != s.sideOf(unit)) return -1;
    const UnitState& ls = s.unit(l);
    // 6.2.5: the leader began the turn with the unit and has not acted.
    if (ls.did != Activity::None || ls.turnStartHex != u.hex || u.turnStartHex != u.hex) return -1;
    return l;
}

std::string checkMove(const GameState& s, const Action& a, MoveKind* kindOut) {
    std::string why;
    if (!activeUnitReady(s, a.unit, why)) return why;
    const UnitType type = s.typeOf(a.unit);
    const std::string& id = idOf(s, a.unit);
    if (a.path.empty()) return id + ": a move needs at least one hex in its path (7.1)";
    MoveKind kind = MoveKind::Move;
    int maxSteps = allowance(type);
    if (a.bonus) {
        if (type != UnitType::Infantry && type != UnitType::Cavalry)
            return id + ": only infantry and cavalry may use a leader's extra hex (6.2.4, 9.1.2)";
        kind = MoveKind::Bonus;
        maxSteps += 1;
    } else if (type == UnitType::Infantry && a.path.size() == 2) {
        kind = MoveKind::ForceMarch;
        maxSteps = 2;
    }
    if (static_cast<int>(a.path.size()) > maxSteps)
        return id + " moves at most " + std::to_string(maxSteps) + " hex" + (maxSteps == 1 ? "" : "es") +
               (kind == MoveKind::Bonus ? " with the leader's extra hex (6.2.4)" : " (7.1)");
    const int cost = kind == MoveKind::Bonus ? 2 : 1;
    if (s.side(s.active).ap < cost)
        return id + ": " + std::to_string(cost) + " AP needed, " + std::to_string(s.side(s.active).ap) + " left (6.2)";
    // The leader riding along (6.2.5, 9.1.1) or giving the extra hex (6.2.4).
    const int leader = a.leader;
    if (kind == MoveKind::Bonus && leader < 0)
        return id + ": a move with the extra hex names the leader who gives it and rides along (6.2.4, 9.1.2)";
    if (leader >= 0) {
        if (leader >= s.setup().unitCount() || s.typeOf(leader) != UnitType::Leader)
            return id + ": " + (leader < s.setup().unitCount() ? idOf(s, leader) : std::string("that unit")) +
                   " is not a leader (6.2.5)";
        if (type == UnitType::Leader || type == UnitType::Gunboat)
            return id + ": a leader rides only with infantry, cavalry or artillery (6.2.5, 3.1.4)";
        if (riderFor(s, a.unit) != leader)
            return idOf(s, leader) + " cannot move with " + id +
                   ": it must begin the turn in the unit's hex and not have acted (6.2.5, 9.1.1)";
    }
    const int start = s.unit(a.unit).hex;
    if (kind == MoveKind::ForceMarch && s.nextToEnemy(start, s.active))
        return id + " cannot force march: it starts next to an enemy (7.3)";
    int from = start;
    if (std::string e = checkSteps(s, a.unit, start, a.path, kind, false, &from); !e.empty()) return e;
    if (kind != MoveKind::Move) {
        // The force march and the extra hex are for hexes a plain move cannot reach.
        std::vector<Node> plain;
        explore(s, a.unit, MoveKind::Move, allowance(type), plain);
        for (const Node& n : plain)
            if (n.dest && n.hex == from)
                return id + " can reach " + hexLabelOf(s, from) + " with a plain move; " +
                       (kind == MoveKind::Bonus ? "the leader's extra hex (6.2.4)" : "a force march (7.3)") +
                       " is for hexes beyond it";
    }
    if (leader >= 0) {
        const int l = s.at(from).leader;
        if (l >= 0 && l != leader && s.sideOf(l) == s.active)
            return idOf(s, leader) + " cannot end in " + hexLabelOf(s, from) + " with " + id +
                   ": another leader is there (4.4)";
    }
    if (kindOut) *kindOut = kind;
    return "";
}

void doMove(GameState& s, const Action& a, const Ctx& c, Activity activity) {
    const MoveKind kind = a.bonus ? MoveKind::Bonus
                          : (s.typeOf(a.unit) == UnitType::Infantry && a.path.size() == 2) ? MoveKind::ForceMarch
                                                                                            : MoveKind::Move;
    const int leader = a.leader;
    const int cost = kind == MoveKind::Bonus ? 2 : 1;
    if (activity == Activity::Moved) s.side(s.active).ap -= cost;
    s.lift(a.unit);
    if (leader >= 0) s.lift(leader);
    int last = -1;
    for (Offset o : a.path) {
        last = s.setup().index(o);
        enterHex(s, a.unit, last, c);
    }
    s.place(a.unit, last);
    s.units[static_cast<std::size_t>(a.unit)].did = activity;
    if (leader >= 0) {
        s.place(leader, last);
        s.units[static_cast<std::size_t>(leader)].did = Activity::RodeAlong;
    }
    if (!c.log) return;  // the words are for the log only (playouts keep none)
    LogLine text(s);
    text.unit(a.unit) << (kind == MoveKind::ForceMarch ? " force marches to "
                          : kind == MoveKind::Bonus    ? " moves with the leader's extra hex to "
                                                       : " moves to ")
                      << hexLabelOf(s, last);
    if (leader >= 0) (text << ", ").unit(leader) << " riding along";
    c.say(s.active, std::move(text),
          kind == MoveKind::ForceMarch ? "7.3" : kind == MoveKind::Bonus ? "6.2.4, 9.1.2" : leader >= 0 ? "6.2.5, 9.1.1" : "7.1");
}

} // namespace muster::rules

namespace muster {

namespace rules {

void moveRecords(const GameState& s, int unit, bool cheapestOnly, MoveBuf& out, NearEnemy& near) {
    out.clear();
    std::string why;
    if (s.over() || s.pending.kind != DecisionKind::None || !activeUnitReady(s, unit, why)) return;
    const UnitType type = s.typeOf(unit);
    const int ap = s.side(s.active).ap;
    if (ap < 1) return;
    const int rider = riderFor(s, unit);
    // Marks for this call: hexes a plain move reaches (never a force march or bonus
    // target) and destinations listed already (cheapestOnly).
    thread_local SeenMarks plain, taken;
    thread_local std::vector<Node> nodes;
    plain.begin(s.setup().hexCount());
    taken.begin(s.setup().hexCount());
    // What checkMove adds for a move naming the rider, once the search has vetted the path:
    // its destination must not hold another friendly leader (4.4). The rest (a leader that
    // began the turn here and has not acted, 6.2.5; a rider for infantry, cavalry or
    // artillery; the path, the kind and the plain-move rule) holds by construction.
    auto otherLeaderAt = [&](int h) {
        const int l = s.at(h).leader;
        return l >= 0 && l != rider && s.sideOf(l) == s.active;
    };
    const bool mayRide = rider >= 0 && type != UnitType::Leader && type != UnitType::Gunboat;
    auto add = [&](MoveKind kind, int cost, int maxSteps) {
        explore(s, unit, kind, maxSteps, nodes, &near);
        for (std::size_t i = 1; i < nodes.size(); ++i) {
            const int h = nodes[i].hex;
            if (!nodes[i].dest) continue;
            if (kind == MoveKind::Move) plain.set(h);
            else if (plain.test(h)) continue;
            if (cheapestOnly && taken.test(h)) continue;
            const int len = nodes[i].depth;
            // A force march is a two-hex move; a bonus move also needs its leader's
            // destination free of another leader.
            if (kind == MoveKind::ForceMarch && len != 2) continue;
            if (kind == MoveKind::Bonus && otherLeaderAt(h)) continue;
            taken.set(h);
            const int begin = static_cast<int>(out.path.size());
            out.path.resize(out.path.size() + static_cast<std::size_t>(len));
            int w = begin + len;
            for (int k = static_cast<int>(i); nodes[static_cast<std::size_t>(k)].parent >= 0; k = nodes[static_cast<std::size_t>(k)].parent)
                out.path[static_cast<std::size_t>(--w)] = nodes[static_cast<std::size_t>(k)].hex;
            out.moves.push_back({h, cost, kind, begin, len, kind != MoveKind::Bonus && mayRide && !otherLeaderAt(h)});
        }
    };
    add(MoveKind::Move, 1, allowance(type));
    if (type == UnitType::Infantry && !nearEnemy(s, s.unit(unit).hex, s.active, &near)) add(MoveKind::ForceMarch, 1, 2);
    if ((type == UnitType::Infantry || type == UnitType::Cavalry) && ap >= 2 && rider >= 0)
        add(MoveKind::Bonus, 2, allowance(type) + 1);
}

std::vector<MoveOption> moveOptions(const GameState& s, int unit, bool cheapestOnly) {
    thread_local MoveBuf buf;
    thread_local NearEnemy near;
    near.begin(s, s.active);
    moveRecords(s, unit, cheapestOnly, buf, near);
    std::vector<MoveOption> out;
    out.reserve(buf.moves.size());
    for (const MoveRec& m : buf.moves) {
        MoveOption o{s.setup().offset(m.to), m.ap, m.kind, {}};
        o.path.reserve(static_cast<std::size_t>(m.pathLen));
        for (int k = 0; k < m.pathLen; ++k) o.path.push_back(s.setup().offset(buf.path[static_cast<std::size_t>(m.pathBegin + k)]));
        out.push_back(std::move(o));
    }
    return out;
}

} // namespace rules

std::vector<MoveOption> moveOptions(const GameState& s, int unit) {
    if (unit >= 0 && unit < s.setup().unitCount() && s.unit(unit).status == UnitStatus::Waiting)
        return rules::entryMoveOptions(s, unit);
    return rules::moveOptions(s, unit, true);
}

} // namespace muster
