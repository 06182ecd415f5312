#include "random_scenario.h"

#include "engine/rules/dice_stream.h"
#include "model/terrain.h"
#include "model/victory_kind.h"

#include <algorithm>

namespace muster {
namespace {

bool landPassable(Terrain t) { return !impassableForLandUnits(t); }

// A whole number from lo to hi, each equally likely.
int pickIn(SplitMix64& rng, int lo, int hi) { return lo + static_cast<int>(rng.below(static_cast<std::uint64_t>(hi - lo + 1))); }

Edge opposite(Edge e) {
    switch (e) {
    case Edge::North: return Edge::South;
    case Edge::South: return Edge::North;
    case Edge::East: return Edge::West;
    case Edge::West: return Edge::East;
    }
    return Edge::South;
}

// Is the hex within the third of the board nearest to the edge?
bool nearEdge(Offset o, Edge e, const BoardGeometry& b) {
    switch (e) {
    case Edge::North: return o.row <= std::max(1, b.rows / 3);
    case Edge::South: return o.row > b.rows - std::max(1, b.rows / 3);
    case Edge::West: return o.col <= std::max(1, b.columns / 3);
    case Edge::East: return o.col > b.columns - std::max(1, b.columns / 3);
    }
    return false;
}

// Is the hex in the half of the board nearest to the edge?
bool inHalf(Offset o, Edge e, const BoardGeometry& b) {
    switch (e) {
    case Edge::North: return 2 * o.row <= b.rows + 1;
    case Edge::South: return 2 * o.row > b.rows;
    case Edge::West: return 2 * o.col <= b.columns + 1;
    case Edge::East: return 2 * o.col > b.columns;
    }
    return false;
}

bool onEdge(Offset o, Edge e, const BoardGeometry& b) {
    switch (e) {
    case Edge::North: return o.row == 1;
    case Edge::South: return o.row == b.rows;
    case Edge::West: return o.col == 1;
    case Edge::East: return o.col == b.columns;
    }
    return false;
}

// The bundled battles' way (victory in RandomScenarioSpec::battle): command AP 4 a side,
// 4-7 markers of the defender in its half of the board (two in three on terrain other
// than clear, swamp or river, where there is some), a VP per elimination, a VP race for
// each side; in a quarter of the battles the attacker must reach its total by the last
// turn; in another quarter the defender's condition is to hold two markers at the end.
void battleVictory(Scenario& s, SplitMix64& rng, const std::vector<Terrain>& ter) {
    auto pick = [&](int lo, int hi) { return pickIn(rng, lo, hi); };
    const BoardGeometry& b = s.board;
    const Side attacker = kAllSides[rng.below(2)], defender = attacker == Side::Union ? Side::Confederate : Side::Union;
    s.side(Side::Union).commandAP = 4;
    s.side(Side::Confederate).commandAP = 4;
    std::vector<Offset> ground, cover;
    for (int r = 1; r <= b.rows; ++r)
        for (int c = 1; c <= b.columns; ++c) {
            const Offset o{c, r};
            const Terrain t = ter[static_cast<std::size_t>((r - 1) * b.columns + c - 1)];
            if (!landPassable(t) || !inHalf(o, s.side(defender).homeEdge, b)) continue;
            ground.push_back(o);
            if (t != Terrain::Clear && t != Terrain::Swamp && t != Terrain::River) cover.push_back(o);
        }
    s.vpMarkerMode = pick(1, 6) == 1 ? VpMarkerMode::ControlAtEnd : VpMarkerMode::RemoveOnCapture;
    std::vector<Offset> taken;
    for (int markers = pick(4, 7), tries = 0; static_cast<int>(taken.size()) < markers && tries < 50; ++tries) {
        const std::vector<Offset>& from = !cover.empty() && pick(1, 3) > 1 ? cover : ground;
        if (from.empty()) break;
        const Offset o = from[rng.below(from.size())];
        if (std::find(taken.begin(), taken.end(), o) != taken.end()) continue;
        taken.push_back(o);
        VpMarker m;
        m.hex = o;
        m.value = pick(1, 5) == 1 ? 2 : 1;
        m.side = defender;
        s.vpMarkers.push_back(m);
    }
    s.victory.eliminationVP = 1;
    auto reach = [](VictoryKind kind, Side side, int vp) {
        VictoryCondition c;
        c.kind = kind;
        c.side = side;
        c.vp = vp;
        return c;
    };
    const int attackerVp = pick(5, 7), defenderVp = pick(5, 8);
    const int set = pick(0, 3);
    if (set == 2) {
        VictoryCondition c = reach(VictoryKind::ReachVPByTurn, attacker, attackerVp);
        c.turn = s.turns;
        s.victory.conditions.push_back(c);
    }
    s.victory.conditions.push_back(reach(VictoryKind::ReachVP, attacker, attackerVp));
    if (set == 3 && taken.size() >= 2) {
        VictoryCondition c;
        c.kind = VictoryKind::HoldAtEnd;
        c.side = defender;
        c.hexes = {taken[0], taken[1]};
        s.victory.conditions.push_back(c);
    } else {
        s.victory.conditions.push_back(reach(VictoryKind::ReachVP, defender, defenderVp));
    }
}

} // namespace

Scenario randomScenario(std::uint64_t seed, const RandomScenarioSpec& spec) {
    SplitMix64 rng(seed);
    auto pick = [&](int lo, int hi) { return pickIn(rng, lo, hi); };
    Scenario s;
    s.title = "Generated " + std::to_string(seed);
    s.board.columns = spec.columns > 0 ? spec.columns : pick(6, 20);
    s.board.rows = spec.rows > 0 ? spec.rows : pick(6, 16);
    s.board.orientation = rng.below(2) ? Orientation::Flat : Orientation::Pointy;
    s.board.stagger = rng.below(2) ? Stagger::Odd : Stagger::Even;
    s.turns = spec.turns > 0 ? spec.turns : pick(3, 10);
    s.firstSide = rng.below(2) ? Side::Confederate : Side::Union;
    const Edge unionEdge = kAllEdges[rng.below(4)];
    s.side(Side::Union) = SideInfo{"Union", pick(2, 6), unionEdge};
    s.side(Side::Confederate) = SideInfo{"Confederate", pick(2, 6), opposite(unionEdge)};

    // Terrain: mostly clear, every kind present somewhere on a board of any size.
    static constexpr std::array<std::pair<Terrain, int>, 9> kMix = {{{Terrain::Woods, 8}, {Terrain::Hill, 6},
        {Terrain::Orchard, 3}, {Terrain::Town, 3}, {Terrain::Swamp, 3}, {Terrain::River, 4}, {Terrain::Bridge, 1},
        {Terrain::SunkenRoad, 2}, {Terrain::Entrenchment, 1}}};
    const BoardGeometry& b = s.board;
    std::vector<Terrain> ter(static_cast<std::size_t>(b.columns * b.rows), Terrain::Clear);
    auto at = [&](Offset o) -> Terrain& { return ter[static_cast<std::size_t>((o.row - 1) * b.columns + o.col - 1)]; };
    for (int r = 1; r <= b.rows; ++r)
        for (int c = 1; c <= b.columns; ++c) {
            int roll = pick(1, 100);
            for (const auto& [t, pct] : kMix) {
                if (roll <= pct) {
                    at({c, r}) = t;
                    s.terrain.set({c, r}, t);
                    break;
                }
                roll -= pct;
            }
        }

    // Units: each side's combat units on vacant passable hexes near its home edge (some
    // artillery stacked with friendly infantry), leaders with friendly combat units,
    // gunboats on vacant river hexes, a few reinforcements entering on the home edge.
    std::vector<int> foot(ter.size(), -1), art(ter.size(), -1), lead(ter.size(), -1), boat(ter.size(), -1);
    std::vector<std::int8_t> owner(ter.size(), -1);
    const int perSide = spec.unitsPerSide > 0 ? spec.unitsPerSide : pick(3, 12);
    for (Side side : kAllSides) {
        const Edge edge = s.side(side).homeEdge;
        std::vector<Offset> zone, entry, river;
        for (int r = 1; r <= b.rows; ++r)
            for (int c = 1; c <= b.columns; ++c) {
                const Offset o{c, r};
                if (nearEdge(o, edge, b) && landPassable(at(o))) zone.push_back(o);
                if (onEdge(o, edge, b) && landPassable(at(o))) entry.push_back(o);
                if (nearEdge(o, edge, b) && at(o) == Terrain::River) river.push_back(o);
            }
        const char prefix = side == Side::Union ? 'u' : 'c';
        int n = 0;
        std::vector<Offset> combatHexes;
        auto add = [&](UnitType t) -> Unit& {
            Unit u;
            u.id = std::string(1, prefix) + std::to_string(++n);
            u.side = side;
            u.type = t;
            u.name = std::string(displayName(t)) + " " + u.id;
            s.units.push_back(u);
            return s.units.back();
        };
        for (int k = 0; k < perSide && !zone.empty(); ++k) {
            const int roll = pick(1, 100);
            const UnitType t = roll <= 60 ? UnitType::Infantry : roll <= 78 ? UnitType::Cavalry : UnitType::Artillery;
            const bool reinforcement = !entry.empty() && pick(1, 100) <= (spec.battle ? 30 : 12) && s.turns >= 2;
            Offset hex{};
            if (!reinforcement) {
                // Up to a few tries for a hex where stacking allows this type.
                bool placed = false;
                for (int tries = 0; tries < 8 && !placed; ++tries) {
                    hex = zone[rng.below(zone.size())];
                    const std::size_t i = static_cast<std::size_t>((hex.row - 1) * b.columns + hex.col - 1);
                    if (owner[i] == static_cast<int>(!static_cast<int>(side))) continue;
                    std::vector<int>& slot = t == UnitType::Artillery ? art : foot;
                    if (slot[i] >= 0) continue;
                    // Mostly one unit a hex; artillery sometimes joins friendly infantry.
                    if ((foot[i] >= 0 || art[i] >= 0) && !(t == UnitType::Artillery && pick(1, 3) == 1)) continue;
                    slot[i] = 1;
                    owner[i] = static_cast<std::int8_t>(side);
                    placed = true;
                }
                if (!placed) continue;
                combatHexes.push_back(hex);
            }
            Unit& u = add(t);
            u.sp = t == UnitType::Infantry ? pick(1, 4) : pick(1, 2);
            u.morale = kAllMorale[rng.below(3)];
            if (reinforcement) u.arrives = Arrival{pick(2, s.turns), entry[rng.below(entry.size())]};
            else u.hex = hex;
        }
        for (int k = 0, leaders = std::max(1, perSide / 4); k < leaders && !combatHexes.empty(); ++k) {
            const Offset hex = combatHexes[rng.below(combatHexes.size())];
            const std::size_t i = static_cast<std::size_t>((hex.row - 1) * b.columns + hex.col - 1);
            if (lead[i] >= 0) continue;
            lead[i] = 1;
            add(UnitType::Leader).hex = hex;
        }
        for (int k = 0; k < 2 && !river.empty(); ++k) {
            const Offset hex = river[rng.below(river.size())];
            const std::size_t i = static_cast<std::size_t>((hex.row - 1) * b.columns + hex.col - 1);
            if (boat[i] >= 0 || owner[i] >= 0 || pick(1, 2) == 1) continue;
            boat[i] = 1;
            owner[i] = static_cast<std::int8_t>(side);
            Unit& u = add(UnitType::Gunboat);
            u.sp = 1;
            u.hex = hex;
        }
    }

    if (spec.battle) {
        battleVictory(s, rng, ter);
        return s;
    }

    // VP markers on passable hexes, one a hex; victory conditions; optional rules.
    s.vpMarkerMode = rng.below(2) ? VpMarkerMode::ControlAtEnd : VpMarkerMode::RemoveOnCapture;
    std::vector<Offset> taken;
    for (int k = 0, markers = pick(0, 4); k < markers; ++k) {
        const Offset o{pick(1, b.columns), pick(1, b.rows)};
        if (!landPassable(at(o)) || std::find(taken.begin(), taken.end(), o) != taken.end()) continue;
        taken.push_back(o);
        VpMarker m;
        m.hex = o;
        m.value = pick(1, 2);
        m.side = kAllSides[rng.below(2)];
        s.vpMarkers.push_back(m);
    }
    s.victory.eliminationVP = pick(0, 2) == 0 ? 0 : 1;
    for (int k = 0, conds = pick(1, 2); k < conds; ++k) {
        VictoryCondition c;
        const int kind = pick(0, 3);
        c.kind = static_cast<VictoryKind>(kind);
        const VictoryKindInfo& info = victoryKindInfo(c.kind);
        if (info.needsSide) c.side = kAllSides[rng.below(2)];
        if (info.needsVp) c.vp = pick(2, 6);
        if (info.needsTurn) c.turn = pick(1, s.turns);
        if (info.needsHexes) {
            if (taken.empty()) {
                c.kind = VictoryKind::MostVPAtEnd;
                c.side.reset();
            } else {
                c.hexes.push_back(taken[rng.below(taken.size())]);
            }
        }
        s.victory.conditions.push_back(c);
    }
    for (const OptionalRuleInfo& rule : optionalRuleTable())  // 11.5 (balance AP) left out
        if (rule.rule != OptionalRule::BalanceAp && rng.below(3) == 0) s.optionalRules.emplace_back(rule.id);
    return s;
}

} // namespace muster
