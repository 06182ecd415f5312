// Reinforcements entering the board (player aid: reinforcements; 4.1 for leaders).
#include "engine/rules/rules_internal.h"

#include "model/unittype.h"

#include <algorithm>

namespace muster::rules {

std::vector<int> entryOptions(const GameState& s, int unit) {
    std::vector<int> out;
    const Unit& u = s.setup().unit(unit);
    if (!u.arrives || !s.setup().contains(u.arrives->hex)) return out;
    const int entry = s.setup().index(u.arrives->hex);
    const Side side = u.side;
    const bool leader = u.type == UnitType::Leader;
    // A leader enters with any friendly unit (aid, 4.1); others at the entry hex or the
    // nearest vacant hex they may stand in.
    auto fits = [&](int idx) {
        if (leader) {
            const HexUnits& h = s.at(idx);
            return h.hasCombat() && s.sideOf(h.foot >= 0 ? h.foot : h.artillery) == side && h.leader < 0;
        }
        return s.at(idx).empty() && terrainBars(s, unit, idx).empty();
    };
    // Rings around the entry hex, nearest first; all hexes of the nearest ring that fit.
    // Buffers reused from call to call: the legal-action lister asks for every waiting unit.
    thread_local SeenMarks seen;
    thread_local std::vector<int> ring, next;
    seen.begin(s.setup().hexCount());
    ring.assign(1, entry);
    seen.set(entry);
    while (!ring.empty()) {
        for (int idx : ring)
            if (fits(idx)) out.push_back(idx);
        if (!out.empty()) break;
        next.clear();
        for (int idx : ring)
            for (int nb : s.setup().neighbours(idx))
                if (nb >= 0 && !seen.test(nb)) {
                    seen.set(nb);
                    next.push_back(nb);
                }
        std::swap(ring, next);
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string checkEnter(const GameState& s, const Action& a, int* destOut) {
    if (a.unit < 0 || a.unit >= s.setup().unitCount()) return "no such unit";
    const std::string& id = idOf(s, a.unit);
    const Unit& u = s.setup().unit(a.unit);
    if (u.side != s.active) return id + " is not a unit of the side to act (5.0)";
    if (s.unit(a.unit).status != UnitStatus::Waiting) return id + " is not a reinforcement waiting to enter (aid: reinforcements; 6.1.4)";
    if (!u.arrives || u.arrives->turn > s.turn)
        return id + " arrives on turn " + std::to_string(u.arrives ? u.arrives->turn : 0) + ", not before (aid: reinforcements)";
    const int cost = u.type == UnitType::Leader ? 0 : 1;
    if (s.side(s.active).ap < cost) return id + ": 1 AP needed to enter, none left (aid: reinforcements)";
    const auto options = entryOptions(s, a.unit);
    if (options.empty())
        return id + " cannot enter: " +
               (u.type == UnitType::Leader ? std::string("no friendly unit without a leader to join (4.1, aid)")
                                           : "no vacant hex it may stand in (aid: reinforcements)");
    int dest = options.front();
    if (a.hex) {
        if (!s.setup().contains(*a.hex))
            return id + " cannot enter at " + std::to_string(a.hex->col) + "," + std::to_string(a.hex->row) + ": off the board (aid: reinforcements)";
        dest = s.setup().index(*a.hex);
        if (std::find(options.begin(), options.end(), dest) == options.end())
            return id + " cannot enter at " + hexLabelOf(s, dest) + ": it enters at " +
                   hexLabelOf(s, s.setup().index(u.arrives->hex)) + " or, when that is occupied, the nearest vacant hex (aid: reinforcements)";
    }
    if (a.leader >= 0 && (u.type == UnitType::Leader || u.type == UnitType::Gunboat))
        return id + ": a leader rides only with infantry, cavalry or artillery (6.2.5, 3.1.4)";
    if (!a.path.empty() && u.type == UnitType::Leader)
        return id + ": a leader enters with a friendly unit and moves no further (4.1, aid)";
    int end = dest;
    if (std::string e = checkEnterPath(s, a.unit, dest, a.path, &end); !e.empty()) return e;
    if (a.leader >= 0) {
        std::vector<int> riders;
        enterRidersInto(s, a.unit, riders);
        const std::string& lid = idOf(s, a.leader);
        if (std::find(riders.begin(), riders.end(), a.leader) == riders.end())
            return lid + " cannot enter with " + id + ": " +
                   (s.typeOf(a.leader) != UnitType::Leader
                        ? std::string("it is not a leader (6.2.5)")
                        : "a leader rides along only when he is waiting to enter by the same entry hex with an infantry, "
                          "cavalry or artillery unit (6.2.5, aid: reinforcements)");
        const int l = s.at(end).leader;
        if (l >= 0 && s.sideOf(l) == s.active)
            return lid + " cannot end in " + hexLabelOf(s, end) + " with " + id + ": another leader is there (4.4)";
    }
    if (destOut) *destOut = dest;
    return "";
}

void enterRidersInto(const GameState& s, int unit, std::vector<int>& out) {
    out.clear();
    const Unit& u = s.setup().unit(unit);
    if (u.type != UnitType::Infantry && u.type != UnitType::Cavalry && u.type != UnitType::Artillery) return;
    if (!u.arrives) return;
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        const Unit& l = s.setup().unit(i);
        if (l.type != UnitType::Leader || l.side != u.side || !l.arrives || l.arrives->turn > s.turn) continue;
        if (s.unit(i).status != UnitStatus::Waiting || l.arrives->hex != u.arrives->hex) continue;
        out.push_back(i);
    }
}

std::vector<MoveOption> entryMoveOptions(const GameState& s, int unit) {
    std::vector<MoveOption> out;
    if (s.over() || s.pending.kind != DecisionKind::None || s.sideOf(unit) != s.active) return out;
    const Unit& u = s.setup().unit(unit);
    const int cost = u.type == UnitType::Leader ? 0 : 1;
    if (!u.arrives || u.arrives->turn > s.turn || s.side(s.active).ap < cost) return out;
    const auto entries = entryOptions(s, unit);
    std::vector<int> taken;
    for (int h : entries) {
        out.push_back({s.setup().offset(h), cost, MoveKind::Enter, {s.setup().offset(h)}});
        taken.push_back(h);
    }
    if (u.type == UnitType::Leader) return out;
    // Then the hexes beyond, nearest first (cheapest way: fewest hexes, first entry hex).
    thread_local MoveBuf on;
    thread_local NearEnemy near;
    near.begin(s, s.active);
    std::vector<MoveOption> beyond;
    for (int h : entries) {
        enterRecords(s, unit, h, on, near);
        for (const MoveRec& m : on.moves) {
            MoveOption o{s.setup().offset(m.to), cost, MoveKind::Enter, {s.setup().offset(h)}};
            for (int k = 0; k < m.pathLen; ++k) o.path.push_back(s.setup().offset(on.path[static_cast<std::size_t>(m.pathBegin + k)]));
            beyond.push_back(std::move(o));
        }
    }
    std::stable_sort(beyond.begin(), beyond.end(), [](const MoveOption& a, const MoveOption& b) { return a.path.size() < b.path.size(); });
    for (MoveOption& o : beyond) {
        const int to = s.setup().index(o.to);
        if (std::find(taken.begin(), taken.end(), to) != taken.end()) continue;
        taken.push_back(to);
        out.push_back(std::move(o));
    }
    return out;
}

void doEnter(GameState& s, const Action& a, const Ctx& c) {
    int dest = -1;
    checkEnter(s, a, &dest);
    const bool leader = s.typeOf(a.unit) == UnitType::Leader;
    if (!leader) s.side(s.active).ap -= 1;
    enterHex(s, a.unit, dest, c);
    int end = dest;
    for (Offset o : a.path) {
        end = s.setup().index(o);
        enterHex(s, a.unit, end, c);
    }
    s.place(a.unit, end);
    UnitState& u = s.units[static_cast<std::size_t>(a.unit)];
    u.did = Activity::Entered;
    u.turnStartHex = -1;  // it did not begin the turn on the board
    if (a.leader >= 0) {
        s.place(a.leader, end);
        UnitState& l = s.units[static_cast<std::size_t>(a.leader)];
        l.did = Activity::Entered;
        l.turnStartHex = -1;
    }
    if (!c.log) return;
    LogLine text(s);
    text.unit(a.unit) << " enters at " << hexLabelOf(s, dest);
    if (!a.path.empty()) text << " and moves on to " << hexLabelOf(s, end);
    if (a.leader >= 0) (text << ", ").unit(a.leader) << " riding along";
    c.say(s.active, std::move(text), leader ? "4.1, aid" : a.leader >= 0 ? "aid: reinforcements, 6.2.5" : "aid: reinforcements");
}

} // namespace muster::rules
