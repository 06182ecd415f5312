#pragma once
// What a game shares and never changes: the scenario, the board as flat arrays (hex index
// = (row-1) * columns + (col-1)), unit ids, and the combat setups taken from rulesref
// (htl_resolution) once, so play and the odds calculators use the same numbers.
// Built once per scenario and shared (by shared_ptr) by every game and copy of a state.
#include "model/scenario.h"
#include "rulesref/htl_odds.h"
#include "rulesref/htl_resolution.h"
#include "rulesref/rule_parameters.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace muster {

inline constexpr int kMaxFireRange = 4;  // artillery on a hill with 11.3

class GameSetup {
public:
    // The scenario must pass validation without errors (the caller checks: see
    // playBlockers in rule_queries.h). `params`: hit numbers and morale die faces (defaults by default).
    explicit GameSetup(Scenario scenario, const RuleParameters& params = RuleParameters());

    const Scenario& scenario() const { return scenario_; }
    const BoardGeometry& board() const { return scenario_.board; }
    int hexCount() const { return static_cast<int>(terrain_.size()); }
    int index(Offset o) const { return (o.row - 1) * scenario_.board.columns + (o.col - 1); }
    Offset offset(int idx) const { return {idx % scenario_.board.columns + 1, idx / scenario_.board.columns + 1}; }
    bool contains(Offset o) const { return scenario_.board.contains(o); }
    Terrain terrain(int idx) const { return terrain_[idx]; }
    // The terrain facts the move search and line of sight ask about in their inner loops,
    // looked up once per hex (model/terrain's table is the source).
    bool landImpassable(int idx) const { return flags_[static_cast<std::size_t>(idx)] & kLandImpassable; }
    bool gunboatWater(int idx) const { return flags_[static_cast<std::size_t>(idx)] & kGunboatWater; }
    bool stopsOnEntry(int idx) const { return flags_[static_cast<std::size_t>(idx)] & kStopsOnEntry; }
    bool blocksSightTerrain(int idx) const { return flags_[static_cast<std::size_t>(idx)] & kBlocksSight; }
    // Side and type of a unit without going through the scenario's Unit records.
    Side unitSide(int i) const { return unitSide_[static_cast<std::size_t>(i)]; }
    UnitType unitType(int i) const { return unitType_[static_cast<std::size_t>(i)]; }
    // Neighbours of a hex index, -1 where off the board.
    const std::array<int, 6>& neighbours(int idx) const { return neighbours_[idx]; }
    // muster::distance (model/hex) written out here: the AI's scoring asks it millions of times.
    int distance(int a, int b) const {
        const int dq = axial_[a].q - axial_[b].q, dr = axial_[a].r - axial_[b].r, ds = dq + dr;
        return std::max(std::max(dq < 0 ? -dq : dq, dr < 0 ? -dr : dr), ds < 0 ? -ds : ds);
    }
    bool adjacent(int a, int b) const { return distance(a, b) == 1; }
    // How far the hex centre lies from the side's home edge line, in the plane (8.4.1
    // "towards their side of the board"): exact integers, 0 for the outermost centres, so
    // half a hex on a shifted row counts. Comparable only between hexes, for one edge.
    int edgeDistance(int idx, Side s) const;
    // The hex centre in DESIGN.md's integer plane coordinates (x to the east, y to the south).
    std::pair<int, int> planeCentre(int idx) const;

    // Line of sight (8.2) between hexes 2..kMaxFireRange apart from the steps of the exact
    // line (model/los), worked out once per setup with the terrain folded in: 1 clear, 0
    // blocked, -1 not in the table (other distances, or a board too big to table). A step
    // blocks when all its hexes block; `occupied(idx)` says whether the units in an on-board
    // hex without blocking terrain block. Off-board hexes never block.
    template <class Occupied>
    int tabledSight(int a, int b, Occupied&& occupied) const {
        if (sightSlots_.empty()) return -1;
        const int dq = axial_[b].q - axial_[a].q + kMaxFireRange, dr = axial_[b].r - axial_[a].r + kMaxFireRange;
        if (dq < 0 || dq >= kSightSpan || dr < 0 || dr >= kSightSpan) return -1;
        const SightSlot& sl = sightSlots_[static_cast<std::size_t>(a * kSightSpan * kSightSpan + dr * kSightSpan + dq)];
        if (sl.count < 0) return sl.count == kSightBlocked ? 0 : -1;
        for (int k = sl.begin; k < sl.begin + sl.count; ++k) {
            const std::array<int, 2>& st = sightSteps_[static_cast<std::size_t>(k)];
            if (occupied(st[0]) && (st[1] < 0 || occupied(st[1]))) return 0;
        }
        return 1;
    }

    int unitCount() const { return static_cast<int>(scenario_.units.size()); }
    const Unit& unit(int i) const { return scenario_.units[static_cast<std::size_t>(i)]; }
    int unitIndex(const std::string& id) const;  // -1 when unknown
    const std::string& unitId(int i) const { return unit(i).id; }

    bool optional(OptionalRule r) const { return optional_[static_cast<std::size_t>(r)]; }
    const RuleParameters& params() const { return params_; }
    // Fire setup for an attacker type, range 1..4, defender terrain and 11.3 hill; nullptr
    // where the rules forbid the shot.
    const HtlRollSetup* fireSetup(UnitType attacker, int range, Terrain defender, bool fromHill) const;
    const HtlRollSetup* closeSetup(UnitType attacker, Terrain defender) const;
    // rulesref's odds of that fire, worked out for a full unit without a leader: its
    // hexHits (P(k hits on the hex)), expectedHits and pHitPerDie hold for any target.
    // nullptr where fireSetup is.
    const HtlFireOdds* fireOdds(UnitType attacker, int range, Terrain defender, bool fromHill) const;
    // rulesref's chance that a rally of a unit of this flag colour succeeds (9.4).
    double rallySuccess(Morale m) const { return rallySuccess_[static_cast<std::size_t>(m)]; }
    Morale moraleColour(int d6) const { return moraleColour_[static_cast<std::size_t>(d6)]; }
    // Hexes whose control the game tracks: VP markers and holdAtEnd hexes.
    const std::vector<int>& controlHexes() const { return controlHexes_; }
    // Position in controlHexes(), -1 when not tracked (or not a hex index).
    int controlSlot(int idx) const {
        return static_cast<std::size_t>(idx) < controlSlot_.size() ? controlSlot_[static_cast<std::size_t>(idx)] : -1;
    }

private:
    Scenario scenario_;
    RuleParameters params_;
    std::vector<Terrain> terrain_;
    enum : std::uint8_t { kLandImpassable = 1, kGunboatWater = 2, kStopsOnEntry = 4, kBlocksSight = 8 };
    std::vector<std::uint8_t> flags_;
    std::vector<Side> unitSide_;
    std::vector<UnitType> unitType_;
    std::vector<Hex> axial_;
    int xMin_ = 0, xMax_ = 0, yMin_ = 0, yMax_ = 0;  // extent of the hex centres
    std::vector<std::array<int, 6>> neighbours_;
    // Sight table: per hex a window of kSightSpan x kSightSpan axial offsets; per pair its
    // steps that units can block (one or two hexes, -1 for none), or one of the codes below.
    static constexpr int kSightSpan = 2 * kMaxFireRange + 1;
    static constexpr int kSightBlocked = -1, kSightUntabled = -2;
    struct SightSlot {
        int begin = 0;
        int count = kSightUntabled;
    };
    std::vector<SightSlot> sightSlots_;
    std::vector<std::array<int, 2>> sightSteps_;
    void buildSightTable();

    std::unordered_map<std::string, int> ids_;
    std::array<bool, kOptionalRuleCount> optional_{};
    // [attacker 0..3][range 1..4][terrain][fromHill]
    std::vector<std::unique_ptr<HtlRollSetup>> fire_;
    std::vector<std::unique_ptr<HtlFireOdds>> fireOdds_;  // same slots
    std::array<double, 3> rallySuccess_{};                // per Morale
    std::vector<std::unique_ptr<HtlRollSetup>> close_;
    std::array<Morale, 7> moraleColour_{};
    std::vector<int> controlHexes_;
    std::vector<int> controlSlot_;  // per hex
};

} // namespace muster
