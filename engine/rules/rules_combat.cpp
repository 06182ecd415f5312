// Fire (8.1, 8.2), close combat (8.3), leader casualties (9.3) and rally (9.4), with the
// dice set up by rulesref's htl_resolution (the same numbers as the odds calculators).
#include "engine/rules/rules_internal.h"

#include "engine/queries/rule_queries.h"

#include "model/los.h"
#include "model/terrain.h"
#include "model/unittype.h"

#include <algorithm>

namespace muster::rules {
namespace {

bool ready(const GameState& s, int unit, std::string& why) {
    if (unit < 0 || unit >= s.setup().unitCount()) {
        why = "no such unit";
        return false;
    }
    if (s.sideOf(unit) != s.active) {
        why = idOf(s, unit) + " is not a unit of the side to act (5.0)";
        return false;
    }
    if (s.unit(unit).status != UnitStatus::Board) {
        why = idOf(s, unit) + " is not on the board";
        return false;
    }
    if (s.unit(unit).did != Activity::None) {
        why = idOf(s, unit) + " has already acted this turn (6.1.4, 6.2.1)";
        return false;
    }
    return true;
}

// An enemy infantry, cavalry or artillery unit in the hex: gunboats cannot be attacked
// (3.1.4) and a lone leader is not a target (rules-notes: taken by entering, 7.2.1).
bool hasTarget(const GameState& s, int idx, Side attacker) {
    const HexUnits& h = s.at(idx);
    return (h.foot >= 0 && s.sideOf(h.foot) != attacker) || (h.artillery >= 0 && s.sideOf(h.artillery) != attacker);
}

std::vector<int> rollDice(GameState& s, int n) {
    std::vector<int> d(static_cast<std::size_t>(n));
    for (int& v : d) v = s.dice.d6();
    return d;
}

// Hits go to the infantry or cavalry first, then the artillery (8.1.2); the flag block is
// the last to go, so a unit is eliminated only when its SP reach 0.
void applyHits(GameState& s, int hex, int hits, Side by, const Ctx& c, const char* section) {
    const HexUnits h = s.at(hex);
    for (int u : {h.foot, h.artillery}) {
        if (u < 0 || hits <= 0) continue;
        UnitState& us = s.units[static_cast<std::size_t>(u)];
        const int taken = std::min(hits, us.sp);
        hits -= taken;
        us.sp -= taken;
        if (c.log) c.say(s.sideOf(u), LogLine(s).unit(u) << " loses " << taken << " SP", section);
        if (us.sp <= 0) eliminate(s, u, by, c, section);
    }
}

// One die per natural 1 (close combat) or one die if any 1 came up (fire): a 1 kills the
// leader (9.3.1).
void leaderCheck(GameState& s, int hex, const std::vector<int>& attackDice, bool perOne, Side by, const Ctx& c) {
    const int l = s.at(hex).leader;
    if (l < 0 || s.sideOf(l) == by) return;
    const int ones = static_cast<int>(std::count(attackDice.begin(), attackDice.end(), 1));
    if (ones == 0) return;
    const auto d = rollDice(s, perOne ? ones : 1);
    const bool lost = std::find(d.begin(), d.end(), 1) != d.end();
    c.roll(RollKind::LeaderCheck, s.sideOf(l), LogLine(s).unit(l) << " leader check: " << dieList(d) << (lost ? " -> lost" : " -> safe"),
           "9.3.1", d);
    if (lost) eliminate(s, l, by, c, "9.3.1");
}

std::string hitText(const HtlRollSetup& r, const std::vector<int>& d, int hits, Terrain t) {
    std::string text = dieList(d);
    if (r.dieModifier != 0)
        text += ", " + std::string(toString(t)) + " " + (r.dieModifier > 0 ? "+" : "") + std::to_string(r.dieModifier);
    text += " -> " + std::to_string(hits) + " hit" + (hits == 1 ? "" : "s");
    return text;
}

// After fire: the leader of a hex whose units are gone retreats (8.5.2); with 11.4 an
// adjacent attacker may advance.
void afterFire(GameState& s, int attacker, int target, const Ctx& c) {
    Aftermath& m = s.aftermath;
    m = Aftermath{};
    m.attacker = attacker;
    m.attackerHex = s.unit(attacker).hex;
    m.hex = target;
    const int l = s.at(target).leader;
    const bool gone = !s.at(target).hasCombat();
    if (l >= 0 && gone) m.leader = l;
    m.mayAdvance = gone && s.setup().optional(OptionalRule::AdvanceAfterFire) && s.setup().adjacent(m.attackerHex, target) &&
                   s.typeOf(attacker) != UnitType::Gunboat;
    m.active = m.leader >= 0 || m.mayAdvance;
    if (m.active) continueAftermath(s, c);
}

} // namespace

void targetHexes(const GameState& s, Side attacker, std::vector<int>& out) {
    out.clear();
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        const UnitState& u = s.unit(i);
        if (u.status == UnitStatus::Board && s.sideOf(i) != attacker && hasTarget(s, u.hex, attacker)) out.push_back(u.hex);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

void fireTargetsInto(const GameState& s, int unit, int fromHex, int movedFrom, std::vector<int>& out,
                     const std::vector<int>* targets, int rider) {
    out.clear();
    const UnitType type = s.typeOf(unit);
    if (unitTypeInfo(type).fireDice == 0) return;
    const GameSetup& g = s.setup();
    const int reach = htlMaxRange(type, firesFromHill(s, unit, fromHex));
    const Side side = s.sideOf(unit);
    // What blocks sight (8.2): terrain or any unit; after a cavalry move, the mover counts in
    // its new hex and not in its old one. One pointer captured: std::function keeps it
    // without a heap block.
    struct Sight {
        const GameState* s;
        int unit, fromHex, movedFrom, rider;
        // Do the units in an on-board hex block (GameSetup's sight table asks only this)?
        bool occupied(int idx) const {
            if (movedFrom >= 0 && idx == fromHex) return true;
            if (movedFrom < 0 || idx != movedFrom) return !s->at(idx).empty();
            const HexUnits& h = s->at(idx);
            for (int u : {h.foot, h.artillery, h.leader, h.gunboat})
                if (u >= 0 && u != unit && u != rider) return true;
            return false;
        }
        bool blocks(Offset o) const {
            const GameSetup& g = s->setup();
            return g.contains(o) && (g.blocksSightTerrain(g.index(o)) || occupied(g.index(o)));
        }
    } const sight{&s, unit, fromHex, movedFrom, rider};
    const HexBlocks blocks = [p = &sight](Offset o) { return p->blocks(o); };
    auto sees = [&](int idx) {
        const int tabled = g.tabledSight(fromHex, idx, [&](int h) { return sight.occupied(h); });
        return tabled >= 0 ? tabled == 1 : hasLineOfSight(g.board(), g.offset(fromHex), g.offset(idx), blocks);
    };
    auto consider = [&](int idx) {
        if (idx == fromHex || !hasTarget(s, idx, side)) return;
        if (std::find(out.begin(), out.end(), idx) != out.end()) return;
        if (g.distance(fromHex, idx) > 1 && !sees(idx)) return;
        out.push_back(idx);
    };
    // Look at the enemy units when they are fewer than the hexes in reach (small battles),
    // else at the hexes in reach (big boards). Each way finds the same hexes.
    const int hexesInReach = 3 * reach * (reach + 1) + 1;
    if (targets && targets->size() <= static_cast<std::size_t>(hexesInReach)) {
        // Sorted and without repeats already.
        for (int idx : *targets)
            if (idx != fromHex && g.distance(fromHex, idx) <= reach &&
                (g.distance(fromHex, idx) <= 1 || sees(idx)))
                out.push_back(idx);
        return;
    }
    if (g.unitCount() <= hexesInReach) {
        for (int i = 0; i < g.unitCount(); ++i) {
            const UnitState& u = s.unit(i);
            if (u.status == UnitStatus::Board && s.sideOf(i) != side && g.distance(fromHex, u.hex) <= reach)
                consider(u.hex);
        }
    } else {
        // Every hex within `reach` (the order does not matter: the list is sorted below).
        const BoardGeometry& b = g.board();
        const Hex c = b.toHex(g.offset(fromHex));
        for (int dq = -reach; dq <= reach; ++dq)
            for (int dr = std::max(-reach, -dq - reach); dr <= std::min(reach, -dq + reach); ++dr) {
                const Offset o = b.toOffset(Hex{c.q + dq, c.r + dr});
                if (b.contains(o)) consider(g.index(o));
            }
    }
    std::sort(out.begin(), out.end());
}

std::vector<int> fireTargets(const GameState& s, int unit, int fromHex) {
    std::vector<int> out;
    fireTargetsInto(s, unit, fromHex, -1, out);
    return out;
}

void closeTargetsInto(const GameState& s, int unit, std::vector<int>& out) {
    out.clear();
    for (int nb : s.setup().neighbours(s.unit(unit).hex))
        if (nb >= 0 && hasTarget(s, nb, s.sideOf(unit))) out.push_back(nb);
}

std::vector<int> closeTargets(const GameState& s, int unit) {
    std::vector<int> out;
    closeTargetsInto(s, unit, out);
    return out;
}

std::string checkFireFrom(const GameState& s, int unit, int fromHex, Offset at) {
    const std::string& id = idOf(s, unit);
    const UnitType type = s.typeOf(unit);
    if (unitTypeInfo(type).fireDice == 0) return id + ": leaders do not fire (8.1)";
    if (!s.setup().contains(at)) return id + " cannot fire at " + std::to_string(at.col) + "," + std::to_string(at.row) + ": off the board (8.1.3)";
    const int idx = s.setup().index(at);
    const std::string where = hexLabelOf(s, idx);
    if (!hasTarget(s, idx, s.sideOf(unit))) {
        const HexUnits& h = s.at(idx);
        if (h.gunboat >= 0 && s.sideOf(h.gunboat) != s.sideOf(unit))
            return id + " cannot fire at " + where + ": gunboats cannot be fired at (3.1.4)";
        return id + " cannot fire at " + where + ": no enemy infantry, cavalry or artillery there (8.0.1)";
    }
    const int dist = s.setup().distance(fromHex, idx);
    const int reach = htlMaxRange(type, firesFromHill(s, unit, fromHex));
    if (dist > reach)
        return id + " cannot fire at " + where + ": " + std::to_string(dist) + " hexes, range " + std::to_string(reach) +
               (type == UnitType::Artillery && s.setup().optional(OptionalRule::HillRange) ? " (8.1.3, 11.3)" : " (8.1.3)");
    if (dist > 1 && !seesBetween(s, fromHex, idx)) {  // the walk that names the blocking hexes only when blocked
        const LosResult los = sightBetween(s, fromHex, idx);
        if (!los.clear) {
            std::string blocked;
            for (Offset o : los.blockedBy) blocked += (blocked.empty() ? "" : " ") + hexLabel(o, s.setup().board());
            return id + " cannot fire at " + where + ": line of sight blocked at " + blocked + " (8.2)";
        }
    }
    return "";
}

std::string checkFire(const GameState& s, const Action& a) {
    std::string why;
    if (!ready(s, a.unit, why)) return why;
    if (!a.hex) return idOf(s, a.unit) + ": fire needs a target hex (\"at\") (8.0.1)";
    if (s.side(s.active).ap < 1) return idOf(s, a.unit) + ": 1 AP needed to fire, none left (8.1.1)";
    return checkFireFrom(s, a.unit, s.unit(a.unit).hex, *a.hex);
}

std::string checkMoveFire(const GameState& s, const Action& a) {
    std::string why;
    if (!ready(s, a.unit, why)) return why;
    const std::string& id = idOf(s, a.unit);
    if (s.typeOf(a.unit) != UnitType::Cavalry) return id + ": only cavalry may move and fire (6.2.3)";
    if (!a.hex) return id + ": move and fire needs a target hex (\"at\") (6.2.3)";
    if (a.bonus) return id + ": cavalry moving and firing may not use a leader's extra hex (6.2.4, aid)";
    if (s.side(s.active).ap < 2)
        return id + ": 2 AP needed to move and fire, " + std::to_string(s.side(s.active).ap) + " left (6.2.3)";
    // A leader may ride along free (6.2.5); only the extra hex is barred (6.2.4).
    Action mv = moveAction(a.unit, a.path, a.leader);
    MoveKind kind = MoveKind::Move;
    if (std::string e = checkMove(s, mv, &kind); !e.empty()) return e;
    // Fire from where the move ends, with the cavalry there (it no longer blocks its old hex).
    GameState after = s;
    after.lift(a.unit);
    after.place(a.unit, s.setup().index(a.path.back()));
    if (a.leader >= 0) {
        after.lift(a.leader);
        after.place(a.leader, s.setup().index(a.path.back()));
    }
    return checkFireFrom(after, a.unit, after.unit(a.unit).hex, *a.hex);
}

std::string checkClose(const GameState& s, const Action& a) {
    std::string why;
    if (!ready(s, a.unit, why)) return why;
    const std::string& id = idOf(s, a.unit);
    if (!unitTypeInfo(s.typeOf(a.unit)).closeCombat)
        return id + ": only infantry and cavalry may close combat (6.2.2, 8.3.1)";
    if (!a.hex) return id + ": close combat needs a target hex (\"at\") (8.3.1)";
    if (!s.setup().contains(*a.hex)) return id + ": target off the board (8.3.1)";
    const int idx = s.setup().index(*a.hex);
    if (!s.setup().adjacent(s.unit(a.unit).hex, idx))
        return id + " cannot close combat " + hexLabelOf(s, idx) + ": not adjacent (6.2.2, 8.3.1)";
    if (!hasTarget(s, idx, s.active)) {
        const HexUnits& h = s.at(idx);
        if (h.gunboat >= 0 && s.sideOf(h.gunboat) != s.active)
            return id + " cannot close combat " + hexLabelOf(s, idx) + ": gunboats do not defend in close combat (3.1.4)";
        return id + " cannot close combat " + hexLabelOf(s, idx) + ": no enemy infantry, cavalry or artillery there (8.3.1)";
    }
    if (s.side(s.active).ap < 2)
        return id + ": 2 AP needed for close combat, " + std::to_string(s.side(s.active).ap) + " left (6.2.2, 8.3.1)";
    return "";
}

void doFire(GameState& s, int unit, int target, const Ctx& c) {
    const int from = s.unit(unit).hex;
    const int dist = s.setup().distance(from, target);
    const Terrain t = s.setup().terrain(target);
    const HtlRollSetup* r = s.setup().fireSetup(s.typeOf(unit), dist, t, firesFromHill(s, unit, from));
    const auto d = rollDice(s, r->dice);
    const int hits = static_cast<int>(std::count_if(d.begin(), d.end(), [&](int v) { return r->hits(v); }));
    const Side by = s.sideOf(unit);
    if (c.log)
        c.roll(RollKind::Fire, by, LogLine(s).unit(unit) << " fires at " << hexLabelOf(s, target) << ": " << hitText(*r, d, hits, t),
           "8.1, 2.1.1", d, r->hitOn, r->dieModifier, hits);
    for (int u : {s.at(target).foot, s.at(target).artillery})
        if (u >= 0) s.units[static_cast<std::size_t>(u)].firedOn = true;
    applyHits(s, target, hits, by, c, "8.1.2");
    leaderCheck(s, target, d, false, by, c);
    afterFire(s, unit, target, c);
}

void doClose(GameState& s, int unit, int target, const Ctx& c) {
    const Side by = s.sideOf(unit);
    const int from = s.unit(unit).hex;
    if (s.setup().optional(OptionalRule::MoraleBeforeClose)) {
        // 11.1: the attacker must pass a morale check first (a leader with it adds a level).
        const int l = s.at(from).leader;
        const Morale level = shiftMorale(*s.setup().unit(unit).morale, l >= 0 ? 1 : 0);
        const int d = s.dice.d6();
        const Morale shown = s.setup().moraleColour(d);
        const bool fails = shown == level;
        if (c.log)
            c.roll(RollKind::AttackerMorale, by,
                   (LogLine(s).unit(unit) << " morale check before close combat: " << d << " (" << toString(shown)
                                          << ") against " << toString(level))
                       .result(fails ? "fails, fires instead" : "passes", fails ? "fails, fires instead" : "passes"),
                   "11.1", {d});
        if (fails) {
            doFire(s, unit, target, c);
            return;
        }
    }
    const Terrain t = s.setup().terrain(target);
    const HtlRollSetup* r = s.setup().closeSetup(s.typeOf(unit), t);
    const auto d = rollDice(s, r->dice);
    const int hits = static_cast<int>(std::count_if(d.begin(), d.end(), [&](int v) { return r->hits(v); }));
    if (c.log)
        c.roll(RollKind::Close, by, LogLine(s).unit(unit) << " close combat at " << hexLabelOf(s, target) << ": " << hitText(*r, d, hits, t),
           "8.3.2, 2.1.1", d, r->hitOn, r->dieModifier, hits);
    const int leader = s.at(target).leader;
    applyHits(s, target, hits, by, c, "8.3.2");
    // Morale: each surviving defender rolls once per hit on the hex (8.3.3).
    std::vector<int> retreating;
    const HexUnits h = s.at(target);
    for (int u : {h.foot, h.artillery}) {
        if (u < 0 || hits == 0) continue;
        const Morale level = shiftMorale(*s.setup().unit(u).morale, htlDefenderMoraleLevels(t, leader >= 0));
        const auto md = rollDice(s, hits);
        std::string shown;
        bool fails = false;
        for (int v : md) {
            const Morale m = s.setup().moraleColour(v);
            shown += (shown.empty() ? "" : " ") + std::string(toString(m));
            fails = fails || m == level;
        }
        if (c.log)
            c.roll(RollKind::Morale, s.sideOf(u),
                   (LogLine(s).unit(u) << " morale at " << toString(level) << ": " << shown)
                       .result(fails ? "retreats" : "holds", fails ? "retreats" : "holds"),
                   "8.3.3, 2.1.4, 9.2", md);
        if (fails) retreating.push_back(u);
    }
    leaderCheck(s, target, d, true, by, c);
    Aftermath& m = s.aftermath;
    m = Aftermath{};
    m.active = true;
    m.attacker = unit;
    m.attackerHex = from;
    m.hex = target;
    m.mayAdvance = true;
    m.retreatQueue = retreating;
    const int l = s.at(target).leader;
    if (l >= 0 && l == leader) m.leader = l;
    continueAftermath(s, c);
}

std::string checkRally(const GameState& s, const Action& a) {
    std::string why;
    if (a.leader < 0 || a.leader >= s.setup().unitCount() || s.typeOf(a.leader) != UnitType::Leader)
        return "rally needs a leader (9.4)";
    if (!ready(s, a.leader, why)) return why;
    if (!ready(s, a.unit, why)) return why + " (9.4: rallied units may not move or fire that turn)";
    const std::string lid = idOf(s, a.leader), id = idOf(s, a.unit);
    const UnitType t = s.typeOf(a.unit);
    if (t != UnitType::Infantry && t != UnitType::Cavalry) return lid + " cannot rally " + id + ": only infantry and cavalry rally (9.4)";
    const UnitState& u = s.unit(a.unit);
    const UnitState& l = s.unit(a.leader);
    if (u.hex != l.hex) return lid + " cannot rally " + id + ": not in the same hex (9.4)";
    if (u.turnStartHex != u.hex || l.turnStartHex != l.hex)
        return lid + " cannot rally " + id + ": both must begin the turn in the hex (9.4)";
    if (u.sp >= effectiveSp(s.setup().unit(a.unit)))
        return lid + " cannot rally " + id + ": it has its starting SP (9.4)";
    if (s.setup().optional(OptionalRule::RallyIfNotFiredOn) && u.firedOn) return lid + " cannot rally " + id + ": it was fired on this turn (11.2)";
    if (s.side(s.active).ap < 1) return lid + ": 1 AP needed to rally, none left (9.4)";
    return "";
}

void doRally(GameState& s, const Action& a, const Ctx& c) {
    s.side(s.active).ap -= 1;
    const int d = s.dice.d6();
    const Morale shown = s.setup().moraleColour(d);
    const Morale own = *s.setup().unit(a.unit).morale;
    const bool ok = shown != own;
    UnitState& u = s.units[static_cast<std::size_t>(a.unit)];
    if (ok) u.sp += 1;
    u.did = Activity::WasRallied;
    s.units[static_cast<std::size_t>(a.leader)].did = Activity::Rallied;
    if (c.log)
        c.roll(RollKind::Rally, s.active,
               ((LogLine(s).unit(a.leader) << " rallies ").unit(a.unit) << ": " << d << " (" << toString(shown) << ")")
                   .result(ok ? "+1 SP" : "its own colour, no SP", ok ? "+1 SP" : "no SP"),
               "9.4", {d});
}

} // namespace muster::rules
