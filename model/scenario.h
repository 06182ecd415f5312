#pragma once
// A Hold the Line scenario as plain values: everything the file format (DESIGN.md) holds.
#include "hex.h"
#include "optional_rule.h"
#include "terrain_layer.h"
#include "types.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace muster {

struct Arrival {
    int turn = 1;
    Offset hex;
    friend bool operator==(const Arrival&, const Arrival&) = default;
};

struct Unit {
    std::string id;
    Side side = Side::Union;
    UnitType type = UnitType::Infantry;
    std::string name;
    std::optional<Offset> hex;      // on the board at set-up
    std::optional<int> sp;          // starting strength; absent = full strength (4.2)
    std::optional<Morale> morale;   // combat units only
    std::optional<Arrival> arrives; // a reinforcement when there is no hex

    bool isReinforcement() const { return !hex && arrives.has_value(); }
    friend bool operator==(const Unit&, const Unit&) = default;
};

// Strength the unit starts with: its sp, or the type's full strength when absent.
int effectiveSp(const Unit& u);

struct VpMarker {
    Offset hex;
    std::optional<Side> side; // the side that holds it at the start, if any
    int value = 1;
    std::string label;
    friend bool operator==(const VpMarker&, const VpMarker&) = default;
};

struct VictoryCondition {
    VictoryKind kind = VictoryKind::ReachVP;
    std::optional<Side> side;   // absent only for mostVPAtEnd
    std::optional<int> vp;      // reachVP, reachVPByTurn
    std::optional<int> turn;    // reachVPByTurn
    std::vector<Offset> hexes;  // holdAtEnd
    friend bool operator==(const VictoryCondition&, const VictoryCondition&) = default;
};

struct Victory {
    int eliminationVP = 1; // VP per enemy unit eliminated (10.0)
    std::vector<VictoryCondition> conditions;
    friend bool operator==(const Victory&, const Victory&) = default;
};

// What the designer means the battle's balance to be: the favoured side (none: even) and
// the band of decided games it should win, in percent (the Union's share when no side is
// favoured). Balance verdicts judge against it.
struct BalanceIntent {
    std::optional<Side> favours;
    int minShare = 50, maxShare = 67;
    friend bool operator==(const BalanceIntent&, const BalanceIntent&) = default;
};

struct SideInfo {
    std::string name;
    int commandAP = 0;
    Edge homeEdge = Edge::North;
    friend bool operator==(const SideInfo&, const SideInfo&) = default;
};

// The one rule system Muster plays and checks (validation rule scenario.ruleset).
inline constexpr std::string_view kPlayableRuleset = "hold-the-line-acw";

struct Scenario {
    std::string ruleset = std::string(kPlayableRuleset);
    std::string title;
    std::string subtitle;
    std::string author;
    std::string date;  // battle date, ISO yyyy-mm-dd when known
    std::string briefing;
    std::string historicalNotes;
    std::vector<std::string> tags;

    BoardGeometry board;
    int turns = 8;
    Side firstSide = Side::Union;
    std::array<SideInfo, 2> sides{SideInfo{"Union", 4, Edge::North},
                                  SideInfo{"Confederate", 4, Edge::South}};

    TerrainLayer terrain;
    std::vector<Unit> units;
    std::vector<VpMarker> vpMarkers;
    VpMarkerMode vpMarkerMode = VpMarkerMode::RemoveOnCapture;
    Victory victory;
    std::vector<std::string> optionalRules; // "11.1".."11.5"
    std::vector<std::string> specialRules;
    std::optional<BalanceIntent> balanceIntent;

    SideInfo& side(Side s) { return sides[static_cast<std::size_t>(s)]; }
    const SideInfo& side(Side s) const { return sides[static_cast<std::size_t>(s)]; }
    Terrain terrainAt(Offset o) const { return terrain.at(o); }
    const Unit* findUnit(const std::string& id) const;
    Unit* findUnit(const std::string& id);
    bool hasOptionalRule(const std::string& id) const;
    bool hasOptionalRule(OptionalRule r) const;

    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace muster
