#pragma once
// Scenarios built in code for the library tests, the crash helper and the benchmark.
// Deterministic: the same arguments always give the same scenario.
#include "model/scenario.h"

#include <cstdint>
#include <string>

namespace muster::testing {

// Small xorshift generator so results do not depend on the standard library's engines.
struct Rng {
    std::uint64_t s;
    explicit Rng(std::uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 1) {}
    std::uint64_t next() {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        return s;
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// A 13x9 Hold the Line scenario with every field used; `variant` changes its content.
inline Scenario smallScenario(int variant = 0) {
    Rng rng(static_cast<std::uint64_t>(variant) + 7);
    Scenario s;
    s.title = "Scenario " + std::to_string(variant);
    s.subtitle = "Variant " + std::to_string(variant % 7);
    s.author = "Tester";
    s.date = "1862-0" + std::to_string(1 + variant % 9) + "-1" + std::to_string(variant % 10);
    s.briefing = "Hold the ridge.";
    s.historicalNotes = "Notes " + std::to_string(variant);
    s.tags = {"test", "v" + std::to_string(variant % 3)};
    s.board = BoardGeometry{13, 9, variant % 2 ? Orientation::Flat : Orientation::Pointy,
                            variant % 3 ? Stagger::Even : Stagger::Odd};
    s.turns = 6 + variant % 5;
    s.firstSide = variant % 2 ? Side::Confederate : Side::Union;
    s.sides = {SideInfo{"Army of the Potomac", 5, Edge::North}, SideInfo{"Army of Northern Virginia", 4, Edge::South}};
    for (int i = 0; i < 20; ++i)
        s.terrain.set(Offset{1 + rng.below(13), 1 + rng.below(9)}, kAllTerrain[1 + rng.below(kTerrainCount - 1)]);
    for (int i = 0; i < 8 + variant % 4; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.side = i % 2 ? Side::Confederate : Side::Union;
        u.type = i % 5 == 4 ? UnitType::Leader : (i % 3 ? UnitType::Infantry : UnitType::Artillery);
        u.name = "Brigade " + std::to_string(i);
        if (i == 3) u.arrives = Arrival{2, Offset{1, 9}};
        else u.hex = Offset{1 + i, 2 + i % 5};
        if (u.type != UnitType::Leader) {
            u.morale = kAllMorale[static_cast<std::size_t>(rng.below(3))];
            if (i % 2) u.sp = 1 + rng.below(2);
        }
        s.units.push_back(u);
    }
    s.vpMarkers = {VpMarker{Offset{7, 5}, Side::Confederate, 1, "Dunker Church"}, VpMarker{Offset{3, 3}, std::nullopt, 2, ""}};
    s.vpMarkerMode = variant % 2 ? VpMarkerMode::ControlAtEnd : VpMarkerMode::RemoveOnCapture;
    s.victory.eliminationVP = 1 + variant % 2;
    s.victory.conditions = {
        VictoryCondition{VictoryKind::ReachVP, Side::Union, 6, std::nullopt, {}},
        VictoryCondition{VictoryKind::HoldAtEnd, Side::Confederate, std::nullopt, std::nullopt, {Offset{7, 5}, Offset{8, 5}}},
        VictoryCondition{VictoryKind::MostVPAtEnd, std::nullopt, std::nullopt, std::nullopt, {}}};
    s.optionalRules = {"11.3"};
    s.specialRules = {"Rule one.", "Rule " + std::to_string(variant)};
    return s;
}

// A 1000x1000 board, terrain in patches over about a third of it, 10,000 units.
inline Scenario bigScenario() {
    Rng rng(42);
    Scenario s;
    s.title = "Big board";
    s.board = BoardGeometry{1000, 1000, Orientation::Pointy, Stagger::Even};
    s.terrain.reserve(400000);
    for (int row = 1; row <= 1000; ++row)
        for (int col = 1; col <= 1000; ++col) {
            const int patch = ((col / 25) * 7 + (row / 20) * 13) % 9;
            if (patch < 3) s.terrain.append({Offset{col, row}, kAllTerrain[static_cast<std::size_t>(1 + patch * 3)]});
        }
    s.units.reserve(10000);
    for (int i = 0; i < 10000; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.side = i % 2 ? Side::Confederate : Side::Union;
        u.type = UnitType::Infantry;
        u.name = "Brigade " + std::to_string(i);
        u.hex = Offset{1 + (i * 7) % 1000, 1 + (i * 13 + rng.below(5)) % 1000};
        u.sp = 1 + rng.below(4);
        u.morale = Morale::Black;
        s.units.push_back(u);
    }
    s.victory.conditions = {VictoryCondition{VictoryKind::MostVPAtEnd, std::nullopt, std::nullopt, std::nullopt, {}}};
    return s;
}

} // namespace muster::testing

namespace muster::testing {

// The scenarios the crash helper saves: every fourth one is larger (100x100, 400 units)
// so a kill often lands inside a long transaction. The title names n, so a reader can
// rebuild what must have been stored.
inline Scenario crashScenario(int n) {
    Scenario s = smallScenario(n);
    s.title = "crash " + std::to_string(n);
    if (n % 4 == 0) {
        Rng rng(static_cast<std::uint64_t>(n));
        s.board = BoardGeometry{100, 100, Orientation::Pointy, Stagger::Even};
        for (int i = 0; i < 3000; ++i)
            s.terrain.set(Offset{1 + rng.below(100), 1 + rng.below(100)}, kAllTerrain[1 + rng.below(kTerrainCount - 1)]);
        for (int i = 0; i < 400; ++i) {
            Unit u;
            u.id = "x" + std::to_string(i);
            u.name = "Crash unit " + std::to_string(n) + "/" + std::to_string(i);
            u.hex = Offset{1 + rng.below(100), 1 + rng.below(100)};
            u.morale = Morale::Gold;
            s.units.push_back(u);
        }
    }
    return s;
}

} // namespace muster::testing
