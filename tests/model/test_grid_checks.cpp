// Each square-grid (seed 003) set-up check: a change that breaks it and a near one that
// passes, both from a battle with no issues; every issue names its tile in words.
#include "grid_base.h"
#include "model/systems/grid/grid_checks.h"
#include "model/systems/ruleset.h"

#include <QtTest>

#include <functional>

using namespace muster;
using namespace muster::test;

namespace {

using Edit = std::function<void(GridScenario&)>;

struct Case {
    const char* rule;
    const char* what;
    Edit breaks, passes;
};

GridUnit& unit(GridScenario& s, const std::string& id) {
    for (auto& u : s.units)
        if (u.id == id) return u;
    throw std::logic_error("no unit " + id);
}

const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        {"grid.board-size", "1001 columns / 1000", [](GridScenario& s) { s.columns = 1001; },
         [](GridScenario& s) { s.columns = 1000; }},
        {"grid.out-of-bounds", "unit off the board / on its last column",
         [](GridScenario& s) { unit(s, "c1").tile = {11, 7}; }, [](GridScenario& s) { unit(s, "c1").tile = {9, 7}; }},
        {"grid.terrain-duplicate", "a tile listed twice / two tiles",
         [](GridScenario& s) { s.terrain.push_back({{5, 4}, GridTerrain::Hill}); },
         [](GridScenario& s) { s.terrain.push_back({{5, 5}, GridTerrain::Hill}); }},
        {"grid.duplicate-id", "two units u1 / u1 and u9",
         [](GridScenario& s) { s.units.push_back(gridUnit("u1", Side::Union, GridUnitType::Cavalry, {6, 2})); },
         [](GridScenario& s) { s.units.push_back(gridUnit("u9", Side::Union, GridUnitType::Cavalry, {6, 2})); }},
        {"grid.one-unit-per-tile", "two infantry in a tile / a commander with one",
         [](GridScenario& s) { s.units.push_back(gridUnit("u9", Side::Union, GridUnitType::LightInfantry, {4, 2})); },
         [](GridScenario& s) { s.units.push_back(gridUnit("u9", Side::Union, GridUnitType::Commander, {5, 1})); }},
        {"grid.commander-side", "a commander with an enemy unit / with a friendly one",
         [](GridScenario& s) { s.units.push_back(gridUnit("c9", Side::Confederate, GridUnitType::Commander, {4, 2})); },
         [](GridScenario& s) { s.units.push_back(gridUnit("c9", Side::Confederate, GridUnitType::Commander, {5, 7})); }},
        {"grid.impassable", "on a river / on its bridge",
         [](GridScenario& s) { s.terrain.push_back({{5, 1}, GridTerrain::River}); },
         [](GridScenario& s) { s.terrain.push_back({{5, 1}, GridTerrain::Bridge}); }},
        {"grid.impassable", "a commander on a mountain / on a hill",
         [](GridScenario& s) { s.terrain.push_back({{4, 2}, GridTerrain::Mountain}); },
         [](GridScenario& s) { s.terrain.push_back({{4, 2}, GridTerrain::Hill}); }},
        {"grid.impassable", "on a swamp / on rough ground",
         [](GridScenario& s) { s.terrain.push_back({{5, 7}, GridTerrain::Swamp}); },
         [](GridScenario& s) { s.terrain.push_back({{5, 7}, GridTerrain::RoughField}); }},
        {"grid.infantry-only", "cavalry in a forest / light infantry",
         [](GridScenario& s) { s.terrain.push_back({{5, 7}, GridTerrain::Forest}); },
         [](GridScenario& s) { s.terrain.push_back({{6, 8}, GridTerrain::Forest}); }},
        {"grid.infantry-only", "artillery in a built-up area / line infantry with its commander",
         [](GridScenario& s) { s.terrain.push_back({{5, 1}, GridTerrain::BuiltUp}); },
         [](GridScenario& s) { s.terrain.push_back({{4, 2}, GridTerrain::BuiltUp}); }},
        {"grid.infantry-only", "a lone commander in a forest / a commander with infantry there",
         [](GridScenario& s) {
             s.terrain.push_back({{7, 2}, GridTerrain::Forest});
             s.units.push_back(gridUnit("u9", Side::Union, GridUnitType::Commander, {7, 2}));
         },
         [](GridScenario& s) {
             s.terrain.push_back({{7, 2}, GridTerrain::Forest});
             s.units.push_back(gridUnit("u9", Side::Union, GridUnitType::Commander, {7, 2}));
             s.units.push_back(gridUnit("u8", Side::Union, GridUnitType::LightInfantry, {7, 2}));
         }},
        {"grid.setup-rows", "Union in row 3 / row 2", [](GridScenario& s) { unit(s, "u3").tile = {5, 3}; },
         [](GridScenario& s) { unit(s, "u3").tile = {5, 2}; }},
        {"grid.setup-rows", "west edge: column 3 / column 2",
         [](GridScenario& s) {
             s.side(Side::Union).homeEdge = Edge::West;
             for (auto& u : s.units)
                 if (u.side == Side::Union) u.tile = {3, 4};
             unit(s, "u3").tile = {2, 5};
         },
         [](GridScenario& s) {
             s.side(Side::Union).homeEdge = Edge::West;
             for (auto& u : s.units)
                 if (u.side == Side::Union) u.tile = {2, 4};
             unit(s, "u3").tile = {1, 5};
         }},
        {"grid.exterior-column", "Confederate in column 10 / column 9",
         [](GridScenario& s) { unit(s, "c2").tile = {10, 8}; }, [](GridScenario& s) { unit(s, "c2").tile = {9, 8}; }},
        {"grid.exterior-column", "east edge: row 1 / row 2",
         [](GridScenario& s) {
             s.side(Side::Confederate).homeEdge = Edge::East;
             unit(s, "c1").tile = {10, 1};
             unit(s, "c2").tile = {9, 4};
         },
         [](GridScenario& s) {
             s.side(Side::Confederate).homeEdge = Edge::East;
             unit(s, "c1").tile = {10, 2};
             unit(s, "c2").tile = {9, 4};
         }},
        {"grid.home-edges", "both sides north / north and east",
         [](GridScenario& s) { s.side(Side::Confederate).homeEdge = Edge::North; },
         [](GridScenario& s) {
             s.side(Side::Confederate).homeEdge = Edge::East;
             unit(s, "c1").tile = {10, 4};
             unit(s, "c2").tile = {9, 5};
         }},
        {"grid.strength", "line infantry 7 / 6", [](GridScenario& s) { unit(s, "u1").sp = 7; },
         [](GridScenario& s) { unit(s, "u1").sp = 6; }},
        {"grid.strength", "cavalry 5 / 4", [](GridScenario& s) { unit(s, "c1").sp = 5; },
         [](GridScenario& s) { unit(s, "c1").sp = 4; }},
        {"grid.strength", "artillery 4 / 3", [](GridScenario& s) { unit(s, "u3").sp = 4; },
         [](GridScenario& s) { unit(s, "u3").sp = 3; }},
        {"grid.strength", "light infantry 0 / 1", [](GridScenario& s) { unit(s, "c2").sp = 0; },
         [](GridScenario& s) { unit(s, "c2").sp = 1; }},
        {"grid.strength", "a commander with strength / without",
         [](GridScenario& s) { unit(s, "u2").sp = 1; }, [](GridScenario& s) { unit(s, "u2").sp.reset(); }},
        {"grid.facing", "a commander with a facing / artillery with one",
         [](GridScenario& s) { unit(s, "u2").facing = Facing::East; },
         [](GridScenario& s) { unit(s, "u3").facing = Facing::East; }},
        {"grid.turns", "0 turns / 1", [](GridScenario& s) { s.turns = 0; }, [](GridScenario& s) { s.turns = 1; }},
        {"grid.side-empty", "Confederates with only a commander / with cavalry too",
         [](GridScenario& s) {
             std::erase_if(s.units, [](const GridUnit& u) { return u.side == Side::Confederate; });
             s.units.push_back(gridUnit("c9", Side::Confederate, GridUnitType::Commander, {5, 7}));
         },
         [](GridScenario& s) { s.units.push_back(gridUnit("c9", Side::Confederate, GridUnitType::Commander, {5, 7})); }},
        {"grid.objective-value", "0 VP / 1 VP", [](GridScenario& s) { s.objectives[0].value = 0; },
         [](GridScenario& s) { s.objectives[0].value = 1; }},
        {"grid.victory-none", "no victory text / one for either side", [](GridScenario& s) { s.victory.clear(); },
         [](GridScenario& s) { s.victory = {{std::nullopt, "Most objectives at the end."}}; }},
    };
    return all;
}

std::vector<Issue> withRule(const std::vector<Issue>& all, const char* rule) {
    std::vector<Issue> out;
    for (const auto& i : all)
        if (i.rule == rule) out.push_back(i);
    return out;
}

} // namespace

class TestGridChecks : public QObject {
    Q_OBJECT
private slots:
    void baseHasNoIssue() {
        const auto issues = validateGrid(gridBase());
        for (const auto& i : issues) qWarning("%s: %s", i.rule.c_str(), i.message.c_str());
        QVERIFY(issues.empty());
    }

    void eachCheck_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < cases().size(); ++i)
            QTest::newRow((std::string(cases()[i].rule) + ": " + cases()[i].what).c_str()) << int(i);
    }
    void eachCheck() {
        QFETCH(int, index);
        const Case& c = cases()[static_cast<std::size_t>(index)];
        const CheckInfo* info = squareGridRuleset().check(c.rule);
        QVERIFY2(info, c.rule);

        GridScenario broken = gridBase();
        c.breaks(broken);
        const auto found = withRule(validateGrid(broken), c.rule);
        QVERIFY2(!found.empty(), c.rule);
        for (const Issue& i : found) {
            QVERIFY(i.severity == info->severity);
            QCOMPARE(i.section, info->section);
            QVERIFY2(i.section.rfind("003 ", 0) == 0, i.section.c_str());
            // A tile on the board is named by its label; one off it by its coordinates.
            for (Offset t : i.hexes) {
                const std::string label = broken.contains(t) ? "tile " + tileLabel(broken, t)
                                                             : "[" + std::to_string(t.col) + "," + std::to_string(t.row) + "]";
                QVERIFY2(i.message.find(label) != std::string::npos, (label + " not in: " + i.message).c_str());
            }
        }

        GridScenario near = gridBase();
        c.passes(near);
        const auto left = withRule(validateGrid(near), c.rule);
        for (const auto& i : left) qWarning("%s", i.message.c_str());
        QVERIFY(left.empty());
    }

    // Every check the registry lists is exercised above, so none is listed but never run.
    void everyListedCheckHasACase() {
        for (const auto& info : squareGridRuleset().checks) {
            const bool covered = std::any_of(cases().begin(), cases().end(),
                                             [&](const Case& c) { return info.rule == c.rule; });
            QVERIFY2(covered, info.rule.c_str());
        }
    }

    void backRowsAndFlanksPerEdge() {
        GridScenario s;
        s.columns = 6;
        s.rows = 5;
        QVERIFY(inBackTwoRows(s, Edge::North, {3, 2}) && !inBackTwoRows(s, Edge::North, {3, 3}));
        QVERIFY(inBackTwoRows(s, Edge::South, {3, 4}) && !inBackTwoRows(s, Edge::South, {3, 3}));
        QVERIFY(inBackTwoRows(s, Edge::West, {2, 3}) && !inBackTwoRows(s, Edge::West, {3, 3}));
        QVERIFY(inBackTwoRows(s, Edge::East, {5, 3}) && !inBackTwoRows(s, Edge::East, {4, 3}));
        QVERIFY(inExteriorColumn(s, Edge::North, {1, 1}) && inExteriorColumn(s, Edge::South, {6, 5}));
        QVERIFY(!inExteriorColumn(s, Edge::North, {2, 1}));
        QVERIFY(inExteriorColumn(s, Edge::East, {6, 1}) && inExteriorColumn(s, Edge::West, {1, 5}));
        QVERIFY(!inExteriorColumn(s, Edge::West, {1, 3}));
    }

    void facingDefaultsAwayFromHome() {
        GridScenario s = gridBase();
        QVERIFY(effectiveFacing(s, s.units[2]) == Facing::South); // Union, north edge
        QVERIFY(effectiveFacing(s, s.units[3]) == Facing::North); // Confederate, south edge
        s.side(Side::Union).homeEdge = Edge::West;
        QVERIFY(effectiveFacing(s, s.units[2]) == Facing::East);
        QVERIFY(effectiveFacing(s, s.units[0]) == Facing::South); // its own
        QCOMPARE(effectiveSp(s.units[0]), 6);
        QCOMPARE(effectiveSp(s.units[2]), 3);
        QCOMPARE(effectiveSp(s.units[3]), 4);
        QVERIFY(turnedClockwise(Facing::West) == Facing::North);
    }
};

QTEST_GUILESS_MAIN(TestGridChecks)
#include "test_grid_checks.moc"
