// Reinforcements entering the board (player aid: reinforcements; 4.1 for leaders).
#include "rules_internal.h"

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
    if (destOut) *destOut = dest;
    return "";
}

void doEnter(GameState& s, const Action& a, const Ctx& c) {
    int dest = -1;
    checkEnter(s, a, &dest);
    const bool leader = s.typeOf(a.unit) == UnitType::Leader;
    if (!leader) s.side(s.active).ap -= 1;
    enterHex(s, a.unit, dest, c);
    s.place(a.unit, dest);
    UnitState& u = s.units[static_cast<std::size_t>(a.unit)];
    u.did = Activity::Entered;
    u.turnStartHex = -1;  // it did not begin the turn on the board
    if (c.log) c.say(s.active, unitName(s, a.unit) + " enters at " + hexLabelOf(s, dest), leader ? "4.1, aid" : "aid: reinforcements");
}

} // namespace muster::rules
