// Listing the legal actions (game.h's legalActions and legalActionsFor, and the compact
// LegalList they are built from). Speed matters here: the random player and the AI's
// playouts list them at every decision, so the lister reuses its buffers and builds no
// string and no heap block per action.
#include "engine/rules/legal_list.h"

#include "engine/rules/game.h"
#include "engine/rules/rules_internal.h"

#include "model/unittype.h"

namespace muster {

Action LegalList::action(std::size_t i, const GameSetup& g) const {
    const LegalEntry& e = entries[i];
    Action a;
    a.kind = e.kind;
    a.unit = e.unit;
    a.leader = e.leader;
    a.bonus = e.bonus;
    a.skip = e.skip;
    if (e.hex >= 0) a.hex = g.offset(e.hex);
    if (e.pathLen > 0) {
        a.path.reserve(static_cast<std::size_t>(e.pathLen));
        for (int k = 0; k < e.pathLen; ++k) a.path.push_back(g.offset(paths[static_cast<std::size_t>(e.pathBegin + k)]));
    }
    return a;
}

namespace {

LegalEntry entry(ActionKind kind, int unit, int hex = -1) {
    LegalEntry e;
    e.kind = kind;
    e.unit = unit;
    e.hex = hex;
    return e;
}

// The actions of one unit of the active side (no decision pending), appended to `out`, in
// the order the engine has always listed them: entries; per move its plain form, with the
// rider, then (cavalry) move-and-fire at each target; fire; close combat; rally.
// `targets`: rules::targetHexes of the state for the active side.
void unitActions(const GameState& s, int i, LegalList& out, rules::NearEnemy& near, const std::vector<int>& targetHexes) {
    using namespace rules;
    const Side side = s.active;
    if (s.sideOf(i) != side) return;
    const int ap = s.side(side).ap;
    const UnitState& u = s.unit(i);
    const UnitType type = s.typeOf(i);
    if (u.status == UnitStatus::Waiting) {
        const Unit& su = s.setup().unit(i);
        const int cost = type == UnitType::Leader ? 0 : 1;
        if (!su.arrives || su.arrives->turn > s.turn || ap < cost) return;
        // At each entry hex: entering alone, with each leader riding along, then each way on
        // from the entry hex (entering is the first hex of the move, aid), alone and ridden.
        thread_local MoveBuf on;
        thread_local std::vector<int> riders;
        enterRidersInto(s, i, riders);
        auto leaderFree = [&](int h) {
            const int l = s.at(h).leader;
            return l < 0 || s.sideOf(l) != side;
        };
        for (int h : entryOptions(s, i)) {
            const LegalEntry e = entry(ActionKind::Enter, i, h);
            out.entries.push_back(e);
            if (leaderFree(h))
                for (int l : riders) {
                    LegalEntry r = e;
                    r.leader = l;
                    out.entries.push_back(r);
                }
            if (type == UnitType::Leader) continue;  // he joins a unit there and goes no further
            enterRecords(s, i, h, on, near);
            for (const MoveRec& m : on.moves) {
                LegalEntry p = e;
                p.pathBegin = static_cast<int>(out.paths.size());
                p.pathLen = m.pathLen;
                out.paths.insert(out.paths.end(), on.path.begin() + m.pathBegin, on.path.begin() + m.pathBegin + m.pathLen);
                out.entries.push_back(p);
                if (leaderFree(m.to))
                    for (int l : riders) {
                        LegalEntry r = p;
                        r.leader = l;
                        out.entries.push_back(r);
                    }
            }
        }
        return;
    }
    if (u.status != UnitStatus::Board || u.did != Activity::None || ap < 1) return;
    thread_local MoveBuf moves;
    thread_local std::vector<int> targets;
    const int rider = riderFor(s, i);
    moveRecords(s, i, false, moves, near);
    for (const MoveRec& m : moves.moves) {
        LegalEntry e = entry(ActionKind::Move, i);
        e.pathBegin = static_cast<int>(out.paths.size());
        e.pathLen = m.pathLen;
        out.paths.insert(out.paths.end(), moves.path.begin() + m.pathBegin, moves.path.begin() + m.pathBegin + m.pathLen);
        if (m.kind == MoveKind::Bonus) {
            e.leader = rider;
            e.bonus = true;
            out.entries.push_back(e);
            continue;
        }
        out.entries.push_back(e);
        if (m.riderMayCome) {
            LegalEntry r = e;
            r.leader = rider;
            out.entries.push_back(r);
        }
        if (type == UnitType::Cavalry && m.kind == MoveKind::Move && ap >= 2) {
            // Fire from where the move ends, the cavalry counted there and not in its old hex.
            fireTargetsInto(s, i, m.to, u.hex, targets, &targetHexes);
            for (int t : targets) {
                LegalEntry f = e;
                f.kind = ActionKind::MoveFire;
                f.hex = t;
                out.entries.push_back(f);
            }
            // The same with the leader riding along free (6.2.5): his old hex empties too.
            if (m.riderMayCome) {
                fireTargetsInto(s, i, m.to, u.hex, targets, &targetHexes, rider);
                for (int t : targets) {
                    LegalEntry f = e;
                    f.kind = ActionKind::MoveFire;
                    f.hex = t;
                    f.leader = rider;
                    out.entries.push_back(f);
                }
            }
        }
    }
    fireTargetsInto(s, i, u.hex, -1, targets, &targetHexes);
    for (int t : targets) out.entries.push_back(entry(ActionKind::Fire, i, t));
    if (unitTypeInfo(type).closeCombat && ap >= 2) {
        closeTargetsInto(s, i, targets);
        for (int t : targets) out.entries.push_back(entry(ActionKind::Close, i, t));
    }
    if (type == UnitType::Leader) {
        const HexUnits& h = s.at(u.hex);
        if (h.foot >= 0 && checkRally(s, rallyAction(i, h.foot)).empty()) {
            LegalEntry r = entry(ActionKind::Rally, h.foot);
            r.leader = i;
            out.entries.push_back(r);
        }
    }
}

} // namespace

void listLegalActions(const GameState& s, LegalList& out) {
    out.clear();
    if (s.over()) return;
    if (s.pending.kind == DecisionKind::Retreat) {
        for (int h : s.pending.options) out.entries.push_back(entry(ActionKind::Retreat, s.pending.unit, h));
        return;
    }
    if (s.pending.kind == DecisionKind::Advance) {
        out.entries.push_back(entry(ActionKind::Advance, s.pending.unit));
        LegalEntry skip = entry(ActionKind::Advance, -1);
        skip.skip = true;
        out.entries.push_back(skip);
        return;
    }
    out.entries.push_back(entry(ActionKind::EndTurn, -1));
    thread_local rules::NearEnemy near;
    thread_local std::vector<int> targets;
    near.begin(s, s.active);
    rules::targetHexes(s, s.active, targets);
    for (int i = 0; i < s.setup().unitCount(); ++i) unitActions(s, i, out, near, targets);
}

void listLegalActionsFor(const GameState& s, int unit, LegalList& out) {
    out.clear();
    if (s.over() || s.pending.kind != DecisionKind::None || unit < 0 || unit >= s.setup().unitCount()) return;
    thread_local rules::NearEnemy near;
    thread_local std::vector<int> targets;
    near.begin(s, s.active);
    rules::targetHexes(s, s.active, targets);
    unitActions(s, unit, out, near, targets);
}

namespace {
std::vector<Action> toActions(const LegalList& l, const GameSetup& g) {
    std::vector<Action> out;
    out.reserve(l.size());
    for (std::size_t i = 0; i < l.size(); ++i) out.push_back(l.action(i, g));
    return out;
}
} // namespace

std::vector<Action> legalActions(const GameState& s) {
    thread_local LegalList list;
    listLegalActions(s, list);
    return toActions(list, s.setup());
}

std::vector<Action> legalActionsFor(const GameState& s, int unit) {
    thread_local LegalList list;
    listLegalActionsFor(s, unit, list);
    return toActions(list, s.setup());
}

} // namespace muster
