#pragma once
// Internal to the validator: the per-hex, per-id and scenario-wide checks that both
// full and incremental validation run, over a compact index of the scenario.
#include "../scenario.h"
#include "issue.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace muster::rules {

// What the checks need to know about one unit (a copy, so the index can undo it later).
struct UnitRec {
    std::string id;
    std::string name;
    Side side = Side::Union;
    UnitType type = UnitType::Infantry;
    std::optional<Offset> hex;
    std::optional<Arrival> arrives;
    std::optional<int> sp;
    std::optional<Morale> morale;
    bool live = false;

    bool reinforcement() const { return !hex && arrives.has_value(); }
    // The hex the unit is placed on or arrives at, if any.
    std::optional<Offset> where() const {
        if (hex) return hex;
        if (arrives) return arrives->hex;
        return std::nullopt;
    }
    // Counts for scenario.side-empty: a combat unit set up or arriving.
    bool countsForSide() const { return isCombatUnit(type) && (hex || arrives); }
    // Counts for victory.unreachable: a unit set up or arriving that the enemy could
    // eliminate for VP, leaders included; gunboats cannot be attacked (3.1.4).
    bool eliminable() const { return type != UnitType::Gunboat && (hex || arrives); }
};

UnitRec makeRec(const Unit& u);

// Everything placed in one hex: set-up units, arriving reinforcements, VP markers.
struct HexCell {
    Offset hex;
    std::vector<std::uint32_t> setup;    // indices into the unit pool
    std::vector<std::uint32_t> arrivals;
    int vpCount = 0;
    bool empty() const { return setup.empty() && arrivals.empty() && vpCount == 0; }
};

using UnitPool = std::vector<UnitRec>;

// "Iron Brigade (u1)", or just the id when the unit has no name.
std::string unitText(const UnitRec& u);
// Unit texts joined as "A, B and C", sorted so the message does not depend on order.
std::string unitList(std::vector<std::string> texts);

// All issues that belong to one hex. `cell` may be null (only terrain there).
void checkHex(const BoardGeometry& board, Offset hex, const HexCell* cell,
              const TerrainLayer& terrain, const UnitPool& pool, std::vector<Issue>& out);
// Issues of the units sharing one id (strength, morale, arrival turn, duplicate id).
void checkUnitsWithId(const std::vector<const UnitRec*>& recs, const Scenario& s,
                      std::vector<Issue>& out);
// Scenario-wide issues: board size, turns, command AP, empty sides, victory.
void checkGlobal(const Scenario& s, const std::array<int, 2>& combatUnitsPerSide,
                 std::vector<Issue>& out);

using CellIndex = std::unordered_map<std::uint64_t, HexCell>; // by offsetKey

// VP markers, elimination VP, VP hexes no unit can enter, home edges, VP targets beyond
// reach, markers no one can score or hold. `eliminable` counts UnitRec::eliminable() per
// side; `cells` and `pool` say which units set up next to a marker.
void checkVictorySetup(const Scenario& s, const std::array<int, 2>& eliminable, const CellIndex& cells,
                       const UnitPool& pool, std::vector<Issue>& out);
// Turns, command AP and VP values past the bounds of limits.h.
void checkLimits(const Scenario& s, std::vector<Issue>& out);

// Helpers shared by the check files.
Issue makeIssue(std::string rule, Severity sev, std::string section, std::vector<Offset> hexes,
                std::vector<std::string> units, std::string message);
bool boardUsable(const BoardGeometry& b); // false when board.size is reported
bool onBoard(const BoardGeometry& b, Offset o); // true when no usable board to compare with
std::string lower(std::string_view text);       // display names in mid-sentence

} // namespace muster::rules
