#include "engine/rules/game_setup.h"

#include "model/los.h"
#include "model/terrain.h"

#include <algorithm>

namespace muster {
namespace {

std::size_t fireSlot(UnitType a, int range, Terrain t, bool hill) {
    return ((static_cast<std::size_t>(a) * (kMaxFireRange + 1) + static_cast<std::size_t>(range)) * kTerrainCount +
            static_cast<std::size_t>(t)) * 2 + (hill ? 1 : 0);
}

} // namespace

GameSetup::GameSetup(Scenario scenario, const RuleParameters& params)
    : scenario_(std::move(scenario)), params_(params) {
    const BoardGeometry& b = scenario_.board;
    const int n = b.columns * b.rows;
    terrain_.resize(static_cast<std::size_t>(n));
    axial_.resize(static_cast<std::size_t>(n));
    neighbours_.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const Offset o = offset(i);
        terrain_[i] = scenario_.terrainAt(o);
        axial_[i] = b.toHex(o);
        const auto [x, y] = planeCentre(i);
        if (i == 0) xMin_ = xMax_ = x, yMin_ = yMax_ = y;
        xMin_ = std::min(xMin_, x), xMax_ = std::max(xMax_, x);
        yMin_ = std::min(yMin_, y), yMax_ = std::max(yMax_, y);
    }
    for (int i = 0; i < n; ++i) {
        const auto ns = muster::neighbours(axial_[i]);
        for (int d = 0; d < 6; ++d) {
            const Offset o = b.toOffset(ns[d]);
            neighbours_[i][d] = b.contains(o) ? index(o) : -1;
        }
    }
    flags_.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const TerrainEffects& e = terrainEffects(terrain_[i]);
        flags_[i] = static_cast<std::uint8_t>((e.movement == MoveEffect::Impassable ? kLandImpassable : 0) |
                                              (e.gunboatWater ? kGunboatWater : 0) |
                                              (e.movement == MoveEffect::StopOnEntry ? kStopsOnEntry : 0) |
                                              (e.blocksLineOfSight ? kBlocksSight : 0));
    }
    for (int i = 0; i < unitCount(); ++i) {
        ids_.emplace(unit(i).id, i);
        unitSide_.push_back(unit(i).side);
        unitType_.push_back(unit(i).type);
    }
    buildSightTable();
    for (const OptionalRuleInfo& r : optionalRuleTable())
        optional_[static_cast<std::size_t>(r.rule)] = scenario_.hasOptionalRule(r.rule);

    fire_.resize(fireSlot(UnitType::Gunboat, kMaxFireRange, Terrain::Entrenchment, true) + 1);
    fireOdds_.resize(fire_.size());
    for (UnitType a : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Gunboat})
        for (int range = 1; range <= kMaxFireRange; ++range)
            for (Terrain t : kAllTerrain)
                for (bool hill : {false, true}) {
                    try {
                        fire_[fireSlot(a, range, t, hill)] =
                            std::make_unique<HtlRollSetup>(htlFireSetup(a, range, t, hill, params_));
                        fireOdds_[fireSlot(a, range, t, hill)] =
                            std::make_unique<HtlFireOdds>(htlFireOdds({a, range, t, 4, false, hill, {}}, params_));
                    } catch (const OddsError&) {
                        // out of range or not allowed: stays empty
                    }
                }
    close_.resize(2 * kTerrainCount);
    for (UnitType a : {UnitType::Infantry, UnitType::Cavalry})
        for (Terrain t : kAllTerrain)
            close_[static_cast<std::size_t>(a) * kTerrainCount + static_cast<std::size_t>(t)] =
                std::make_unique<HtlRollSetup>(htlCloseSetup(a, t, params_));
    for (int d = 1; d <= 6; ++d) moraleColour_[d] = htlMoraleDieColour(d, params_);
    for (Morale m : kAllMorale) rallySuccess_[static_cast<std::size_t>(m)] = htlRallyOdds(m, params_).success;

    controlSlot_.assign(static_cast<std::size_t>(n), -1);
    auto track = [&](Offset o) {
        if (!contains(o)) return;
        const int idx = index(o);
        if (controlSlot_[static_cast<std::size_t>(idx)] >= 0) return;
        controlSlot_[static_cast<std::size_t>(idx)] = static_cast<int>(controlHexes_.size());
        controlHexes_.push_back(idx);
    };
    for (const VpMarker& m : scenario_.vpMarkers) track(m.hex);
    for (const VictoryCondition& c : scenario_.victory.conditions)
        if (c.kind == VictoryKind::HoldAtEnd)
            for (Offset o : c.hexes) track(o);
}

std::pair<int, int> GameSetup::planeCentre(int idx) const {
    // DESIGN.md's exact coordinates: a pointy board's centres at X = 2q + r, Y = 3r; a flat
    // board is the same figure turned a quarter, so its axes swap (X = 3q, Y = 2r + q).
    const Hex h = axial_[static_cast<std::size_t>(idx)];
    if (scenario_.board.orientation == Orientation::Pointy) return {2 * h.q + h.r, 3 * h.r};
    return {3 * h.q, 2 * h.r + h.q};
}

int GameSetup::edgeDistance(int idx, Side s) const {
    // The edge line runs through the outermost hex centres on that side; the distance to
    // it is along one axis, so the scale of the units does not matter to a comparison.
    const auto [x, y] = planeCentre(idx);
    switch (scenario_.side(s).homeEdge) {
    case Edge::North: return y - yMin_;
    case Edge::South: return yMax_ - y;
    case Edge::West: return x - xMin_;
    case Edge::East: return xMax_ - x;
    }
    return 0;
}

int GameSetup::unitIndex(const std::string& id) const {
    const auto it = ids_.find(id);
    return it == ids_.end() ? -1 : it->second;
}

const HtlRollSetup* GameSetup::fireSetup(UnitType attacker, int range, Terrain defender, bool fromHill) const {
    if (range < 1 || range > kMaxFireRange || attacker == UnitType::Leader) return nullptr;
    return fire_[fireSlot(attacker, range, defender, fromHill)].get();
}

const HtlFireOdds* GameSetup::fireOdds(UnitType attacker, int range, Terrain defender, bool fromHill) const {
    if (range < 1 || range > kMaxFireRange || attacker == UnitType::Leader) return nullptr;
    return fireOdds_[fireSlot(attacker, range, defender, fromHill)].get();
}

const HtlRollSetup* GameSetup::closeSetup(UnitType attacker, Terrain defender) const {
    if (attacker != UnitType::Infantry && attacker != UnitType::Cavalry) return nullptr;
    return close_[static_cast<std::size_t>(attacker) * kTerrainCount + static_cast<std::size_t>(defender)].get();
}

void GameSetup::buildSightTable() {
    // A few thousand lines on a battle's board (about a millisecond); a very big
    // generated board walks its lines instead of holding tens of megabytes.
    constexpr int kMaxTabledHexes = 4096;
    const int n = hexCount();
    if (n > kMaxTabledHexes) return;
    const BoardGeometry& b = board();
    sightSlots_.assign(static_cast<std::size_t>(n * kSightSpan * kSightSpan), SightSlot());
    for (int a = 0; a < n; ++a)
        for (int dr = -kMaxFireRange; dr <= kMaxFireRange; ++dr)
            for (int dq = -kMaxFireRange; dq <= kMaxFireRange; ++dq) {
                const Hex za{axial_[a].q + dq, axial_[a].r + dr};
                const Offset zo = b.toOffset(za);
                const int d = muster::distance(axial_[a], za);
                if (d < 2 || d > kMaxFireRange || !b.contains(zo) || index(zo) < a) continue;
                SightSlot& sl = sightSlots_[static_cast<std::size_t>(a * kSightSpan * kSightSpan +
                                                                      (dr + kMaxFireRange) * kSightSpan + dq + kMaxFireRange)];
                // The line from the far end has the same steps (tests/engine/test_sight_table
                // checks both directions against the walk): one walk fills both slots.
                SightSlot& back = sightSlots_[static_cast<std::size_t>(index(zo) * kSightSpan * kSightSpan +
                                                                        (-dr + kMaxFireRange) * kSightSpan - dq + kMaxFireRange)];
                sl.begin = static_cast<int>(sightSteps_.size());
                sl.count = 0;
                // The steps strictly between the ends, as model/los walks them.
                SightLine line(axial_[a], za);
                LineStep st;
                line.next(st);
                while (line.next(st)) {
                    if (st.count == 1 && st.hexes[0] == za) break;
                    std::array<int, 2> keep{-1, -1};
                    bool never = false, always = true;
                    for (int k = 0; k < st.count; ++k) {
                        const Offset o = b.toOffset(st.hexes[k]);
                        if (!b.contains(o)) {
                            never = true;
                            break;
                        }
                        if (blocksSightTerrain(index(o))) continue;
                        always = false;
                        keep[keep[0] < 0 ? 0 : 1] = index(o);
                    }
                    if (never) continue;
                    if (always) {
                        sightSteps_.resize(static_cast<std::size_t>(sl.begin));
                        sl.count = kSightBlocked;
                        break;
                    }
                    sightSteps_.push_back(keep);
                    ++sl.count;
                }
                back = sl;
            }
}

} // namespace muster
