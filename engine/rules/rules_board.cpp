// Eliminations, control and VP, the turn sequence and victory (3.1.6, 5.0, 6.1.1, 9.3.2, 10.0).
#include "engine/rules/rules_internal.h"

#include "model/unittype.h"

#include <algorithm>
#include <limits>

namespace muster::rules {

std::string hexLabelOf(const GameState& s, int idx) { return hexLabel(s.setup().offset(idx), s.setup().board()); }
const std::string& idOf(const GameState& s, int unit) { return s.setup().unitId(unit); }
std::string dieList(const std::vector<int>& dice) {
    std::string out;
    for (int d : dice) out += (out.empty() ? "" : " ") + std::to_string(d);
    return out;
}

namespace {

// Sums of values a file may hold (up to INT_MAX each) stop at the int range instead of
// wrapping; validation keeps playable scenarios far below it (model/rules/limits.h).
int saturated(long long v) {
    return static_cast<int>(std::clamp<long long>(v, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

void score(GameState& s, Side side, int vp, int unit, int marker, const Ctx& c, const std::string& why) {
    s.side(side).vp = saturated(static_cast<long long>(s.side(side).vp) + vp);
    s.scores.push_back({side, vp, unit, marker, s.turn});
    if (!c.log) return;
    LogLine line(s);
    line << displayName(side) << " scores " << vp << " VP: ";
    if (unit >= 0) line.unit(unit);
    line << why;
    c.say(side, std::move(line), marker >= 0 ? "3.1.6, 10.0" : "10.0");
    c.log->entries.back().vp = vp;
}

} // namespace

void eliminate(GameState& s, int unit, Side by, const Ctx& c, const char* section) {
    UnitState& u = s.units[static_cast<std::size_t>(unit)];
    const int where = u.hex;
    s.lift(unit);
    u.status = UnitStatus::Eliminated;
    u.sp = 0;
    u.lostAt = where;
    if (c.log)
        c.say(s.sideOf(unit), LogLine(s).unit(unit) << " is eliminated" << (where >= 0 ? " at " + hexLabelOf(s, where) : ""),
              section);
    if (s.typeOf(unit) == UnitType::Leader) {
        s.side(s.sideOf(unit)).leadersLost += 1;
        c.say(s.sideOf(unit), std::string(displayName(s.sideOf(unit))) + " command AP -1 for the rest of the game",
              "9.3.2");
    }
    const int vp = s.setup().scenario().victory.eliminationVP;
    if (vp > 0) score(s, by, vp, unit, -1, c, " eliminated");
}

void enterHex(GameState& s, int unit, int idx, const Ctx& c) {
    const Side side = s.sideOf(unit);
    const HexUnits& h = s.at(idx);
    if (h.leader >= 0 && s.sideOf(h.leader) != side && !h.hasCombat())
        eliminate(s, h.leader, side, c, "7.2.1");
    if (!isCombatUnit(s.typeOf(unit))) return;  // leaders and gunboats take no control (rules-notes)
    if (!s.setHolder(idx, side)) return;
    const Scenario& sc = s.setup().scenario();
    for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m) {
        const VpMarker& vm = sc.vpMarkers[m];
        MarkerState& ms = s.markers[m];
        if (ms.removed || s.setup().index(vm.hex) != idx) continue;
        if (sc.vpMarkerMode == VpMarkerMode::RemoveOnCapture) {
            // Only the side that did not hold it at the start scores it (3.1.6).
            if (vm.side && *vm.side != side) {
                ms.holder = side;
                ms.removed = true;
                score(s, side, vm.value, -1, static_cast<int>(m), c,
                      "captured " + (vm.label.empty() ? std::string("VP marker") : vm.label) + " at " + hexLabelOf(s, idx));
            }
        } else {
            ms.holder = side;
        }
    }
}

void startSideTurn(GameState& s, const Ctx& c) {
    const Side side = s.active;
    for (int i = 0; i < s.setup().unitCount(); ++i) {
        UnitState& u = s.units[static_cast<std::size_t>(i)];
        if (!s.secondHalf) u.firedOn = false;  // 11.2 looks at the current game turn
        if (s.sideOf(i) != side) continue;
        u.did = Activity::None;
        u.turnStartHex = u.hex;
    }
    SideState& ss = s.side(side);
    const int d = s.dice.d6();
    const int command =
        saturated(std::max(0LL, static_cast<long long>(s.setup().scenario().side(side).commandAP) - ss.leadersLost));
    ss.apRoll = d;
    ss.apTotal = saturated(static_cast<long long>(command) + htlRandomAp(d));
    ss.ap = ss.apTotal;
    if (c.log)
        c.roll(RollKind::ApRoll, side,
          LogLine(s) << std::string(displayName(side)) + " turn " + std::to_string(s.turn) + ": AP die " + std::to_string(d) + " -> +" +
              std::to_string(htlRandomAp(d)) + ", command " + std::to_string(command) + " = " + std::to_string(ss.ap) + " AP",
          ss.leadersLost > 0 ? "6.1.1, 9.3.2" : "6.1.1", {d});
}

namespace {

void finish(GameState& s, GameResult r, std::string reason, int condition, const Ctx& c) {
    s.result = r;
    s.reason = std::move(reason);
    s.decidingCondition = condition;
    c.say(s.active, "Game over: " + s.reason, "5.0, 10.0");
}

GameResult winnerOf(Side s) { return s == Side::Union ? GameResult::UnionWins : GameResult::ConfederateWins; }

std::string vpText(int vp) { return std::to_string(vp) + " VP"; }

// Victory checks of 5.0 steps 3 and 6; at the end of the turn `endOfTurn`; at the end of
// the game `endOfGame`. The first condition (in the scenario's order) that decides wins.
bool checkVictory(GameState& s, bool endOfTurn, bool endOfGame, const Ctx& c) {
    const Scenario& sc = s.setup().scenario();
    const auto& conds = sc.victory.conditions;
    for (std::size_t i = 0; i < conds.size(); ++i) {
        const VictoryCondition& vc = conds[i];
        const int ci = static_cast<int>(i);
        switch (vc.kind) {
        case VictoryKind::ReachVP:
            if (vc.side && vc.vp && s.side(*vc.side).vp >= *vc.vp) {
                finish(s, winnerOf(*vc.side), std::string(displayName(*vc.side)) + " reached " + vpText(*vc.vp), ci, c);
                return true;
            }
            break;
        case VictoryKind::ReachVPByTurn:
            if (endOfTurn && vc.side && vc.vp && vc.turn && s.turn == *vc.turn && s.side(*vc.side).vp < *vc.vp) {
                finish(s, winnerOf(otherSide(*vc.side)),
                       std::string(displayName(*vc.side)) + " did not reach " + vpText(*vc.vp) + " by turn " +
                           std::to_string(*vc.turn),
                       ci, c);
                return true;
            }
            break;
        case VictoryKind::HoldAtEnd:
            if (endOfGame && vc.side) {
                bool all = !vc.hexes.empty();
                for (Offset o : vc.hexes) all = all && s.holderOf(o) == *vc.side;
                if (all) {
                    finish(s, winnerOf(*vc.side), std::string(displayName(*vc.side)) + " holds its objectives at the end",
                           ci, c);
                    return true;
                }
            }
            break;
        case VictoryKind::MostVPAtEnd:
            if (endOfGame) {
                const int u = s.side(Side::Union).vp, k = s.side(Side::Confederate).vp;
                if (u != k) {
                    const Side w = u > k ? Side::Union : Side::Confederate;
                    finish(s, winnerOf(w),
                           std::string(displayName(w)) + " has the most VP (" + std::to_string(u) + " to " +
                               std::to_string(k) + ")",
                           ci, c);
                    return true;
                }
            }
            break;
        }
    }
    return false;
}

} // namespace

void endSideTurn(GameState& s, const Ctx& c) {
    const bool endOfTurn = s.secondHalf;
    const bool endOfGame = endOfTurn && s.turn >= s.setup().scenario().turns;
    if (endOfGame && s.setup().scenario().vpMarkerMode == VpMarkerMode::ControlAtEnd) {
        // Markers score for the side that controls them when the game ends (aid).
        const Scenario& sc = s.setup().scenario();
        for (std::size_t m = 0; m < sc.vpMarkers.size(); ++m) {
            const MarkerState& ms = s.markers[m];
            if (!ms.holder) continue;
            const VpMarker& vm = sc.vpMarkers[m];
            score(s, *ms.holder, vm.value, -1, static_cast<int>(m), c,
                  "holds " + (vm.label.empty() ? std::string("VP marker") : vm.label) + " at " +
                      hexLabelOf(s, s.setup().index(vm.hex)) + " at the end");
        }
    }
    if (checkVictory(s, endOfTurn, endOfGame, c)) return;
    if (endOfGame) {
        finish(s, GameResult::Draw, "no side met its victory conditions by the last turn", -1, c);
        return;
    }
    if (!s.secondHalf) {
        s.secondHalf = true;
        s.active = otherSide(s.active);
    } else {
        s.secondHalf = false;
        s.turn += 1;
        s.active = s.setup().scenario().firstSide;
    }
    startSideTurn(s, c);
}

} // namespace muster::rules
