// Validation rules: each tests/data/rules/<rule>.fail.json must raise its rule (and only
// it), each .pass.json nothing; then C++-built edge cases, rule by rule.
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"
#include "model/stacking.h"

#include <QtTest>

#include <algorithm>

using namespace muster;

namespace {

struct Expect {
    const char* rule;
    Severity severity;
    std::vector<Offset> hexes;
    std::vector<std::string> units;
    std::vector<std::string> alsoAllowed; // rules the fail file cannot help breaking too
};

// Every rule id of DESIGN.md's table, with what its fail file must report.
const std::vector<Expect>& expectations() {
    static const std::vector<Expect> e = {
        {"board.size", Severity::Error, {}, {}, {}},
        {"board.out-of-bounds", Severity::Error, {{14, 6}}, {"u4"}, {}},
        {"terrain.duplicate", Severity::Error, {{3, 5}}, {}, {}},
        {"stacking.combat-units", Severity::Error, {{4, 5}}, {"u1", "u2", "u3"}, {}},
        {"stacking.leaders", Severity::Error, {{4, 5}}, {"l1", "l4"}, {}},
        {"stacking.gunboats", Severity::Error, {{2, 8}}, {"g1", "g2"}, {}},
        {"stacking.vp-markers", Severity::Error, {{7, 5}}, {}, {}},
        {"stacking.mixed-sides", Severity::Error, {{5, 6}}, {"a5", "u4"}, {}},
        {"placement.impassable", Severity::Error, {{6, 2}}, {"c1"}, {}},
        {"placement.gunboat-water", Severity::Error, {{2, 6}}, {"g1"}, {}},
        {"placement.leader-alone", Severity::Error, {{8, 5}}, {"l2"}, {}},
        {"placement.leader-gunboat", Severity::Error, {{4, 5}}, {"g1", "l1"}, {"placement.gunboat-water"}},
        {"unit.strength", Severity::Error, {{9, 3}}, {"c1"}, {}},
        {"unit.morale", Severity::Error, {{8, 4}}, {"r1"}, {}},
        {"unit.duplicate-id", Severity::Error, {{4, 5}, {6, 6}}, {"u1"}, {}},
        {"reinforcement.turn", Severity::Error, {{13, 9}}, {"c9"}, {}},
        {"reinforcement.entry", Severity::Warning, {{12, 8}}, {"c9", "l3"}, {}},
        {"scenario.turns", Severity::Error, {}, {}, {}},
        {"scenario.command-ap", Severity::Error, {}, {}, {}},
        {"scenario.ruleset", Severity::Error, {}, {}, {}},
        {"scenario.side-empty", Severity::Warning, {}, {}, {}},
        {"victory.none", Severity::Warning, {}, {}, {}},
        {"victory.invalid", Severity::Error, {}, {}, {}},
        {"victory.marker-value", Severity::Error, {{8, 5}}, {}, {}},
        {"victory.elimination-vp", Severity::Error, {}, {}, {}},
        {"victory.impassable-hex", Severity::Error, {{6, 2}}, {}, {}},
        {"sides.same-home-edge", Severity::Error, {}, {}, {}},
        {"victory.unreachable", Severity::Warning, {}, {}, {}},
        {"victory.marker-unscorable", Severity::Warning, {{8, 5}}, {}, {}},
        {"victory.marker-in-enemy-setup", Severity::Warning, {{9, 2}}, {}, {}},
    };
    return e;
}

QString dump(const std::vector<Issue>& v) {
    QStringList out;
    for (const Issue& i : v) out << QString::fromStdString(i.rule + ": " + i.message);
    return out.join("\n");
}

std::vector<Issue> withRule(const std::vector<Issue>& v, const std::string& rule) {
    std::vector<Issue> out;
    std::copy_if(v.begin(), v.end(), std::back_inserter(out), [&](const Issue& i) { return i.rule == rule; });
    return out;
}

bool has(const std::vector<Issue>& v, const std::string& rule) { return !withRule(v, rule).empty(); }

Unit unit(const std::string& id, UnitType t, Side side, std::optional<Offset> hex, const std::string& name = {}) {
    Unit u;
    u.id = id;
    u.type = t;
    u.side = side;
    u.hex = hex;
    u.name = name.empty() ? "Unit " + id : name;
    if (isCombatUnit(t)) u.morale = Morale::Black;
    return u;
}

// A small valid scenario: both sides with a combat unit and a leader, a victory condition.
Scenario base() {
    Scenario s;
    s.board = BoardGeometry{13, 9, Orientation::Pointy, Stagger::Even};
    s.units.push_back(unit("u1", UnitType::Infantry, Side::Union, Offset{4, 5}, "Iron Brigade"));
    s.units.push_back(unit("l1", UnitType::Leader, Side::Union, Offset{4, 5}, "Hooker"));
    s.units.push_back(unit("c1", UnitType::Infantry, Side::Confederate, Offset{9, 3}, "Hood"));
    // The Confederates have one unit to lose: a target above 1 VP could never be reached.
    s.victory.conditions.push_back({VictoryKind::ReachVP, Side::Union, 1, std::nullopt, {}});
    return s;
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void baseIsValid() { QVERIFY2(validate(base()).empty(), qPrintable(dump(validate(base())))); }

    // The scenario names the game it is for (1.0): any ruleset but hold-the-line-acw is an
    // error naming the value, so nothing plays or checks it by these rules.
    void ruleset_1_0_otherSystemIsAnError() {
        Scenario s = base();
        s.ruleset = "test-of-battle";
        const auto issues = withRule(validate(s), "scenario.ruleset");
        QCOMPARE(issues.size(), std::size_t(1));
        QVERIFY(issues[0].severity == Severity::Error);
        QVERIFY2(issues[0].message.find("test-of-battle") != std::string::npos, issues[0].message.c_str());
        s.ruleset.clear();
        QCOMPARE(withRule(validate(s), "scenario.ruleset").size(), std::size_t(1));
    }

    void files_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < expectations().size(); ++i)
            QTest::newRow(expectations()[i].rule) << int(i);
    }
    void files() {
        QFETCH(int, index);
        const Expect& e = expectations()[static_cast<std::size_t>(index)];
        const std::string dir = std::string(MUSTER_TEST_DATA) + "/rules/";
        const Scenario fail = readScenarioFile(dir + e.rule + ".fail.json");
        const auto issues = validate(fail);
        const auto mine = withRule(issues, e.rule);
        QVERIFY2(!mine.empty(), qPrintable(dump(issues)));
        const bool found = std::any_of(mine.begin(), mine.end(), [&](const Issue& i) {
            return i.hexes == e.hexes && i.units == e.units;
        });
        QVERIFY2(found, qPrintable(dump(mine)));
        for (const Issue& i : mine) {
            QVERIFY(i.severity == e.severity);
            // The message names every hex (as its CCRR label) and unit it lists.
            for (Offset h : i.hexes)
                QVERIFY2(i.message.find(hexLabel(h, fail.board)) != std::string::npos, i.message.c_str());
            for (const std::string& id : i.units)
                QVERIFY2(i.message.find(id) != std::string::npos, i.message.c_str());
            QVERIFY(!i.section.empty());
            QVERIFY(!i.message.empty());
        }
        for (const Issue& i : issues)
            QVERIFY2(i.rule == e.rule || std::count(e.alsoAllowed.begin(), e.alsoAllowed.end(), i.rule),
                     qPrintable("unexpected " + QString::fromStdString(i.rule) + "\n" + dump(issues)));
        const Scenario pass = readScenarioFile(dir + e.rule + ".pass.json");
        QVERIFY2(validate(pass).empty(), qPrintable(dump(validate(pass))));
    }

    void severityAndOrder() {
        QCOMPARE(QString::fromLatin1(toString(Severity::Error).data(), 5), QString("error"));
        QCOMPARE(std::string(toString(Severity::Warning)), std::string("warning"));
        Scenario s = base();
        s.turns = 0;
        s.victory.conditions.clear();
        s.units.push_back(unit("z", UnitType::Artillery, Side::Union, Offset{20, 20}));
        const auto v = validate(s);
        QVERIFY(v.size() >= 3);
        QVERIFY(std::is_sorted(v.begin(), v.end(), issueLess));
        for (std::size_t i = 1; i < v.size(); ++i) QVERIFY(!issueLess(v[i], v[i - 1]));
    }

    void boardSize() {
        for (auto [c, r] : {std::pair{0, 9}, {1001, 9}, {13, 0}, {-3, 2000}}) {
            Scenario s = base();
            s.board.columns = c;
            s.board.rows = r;
            s.units.push_back(unit("far", UnitType::Infantry, Side::Union, Offset{5000, 2}));
            s.units.back().arrives = Arrival{2, {5000, 3}};
            s.victory.conditions.push_back({VictoryKind::HoldAtEnd, Side::Union, std::nullopt, std::nullopt, {{4000, 1}}});
            const auto v = validate(s);
            QVERIFY(has(v, "board.size"));
            // Checks that need the board are skipped.
            QVERIFY(!has(v, "board.out-of-bounds"));
            QVERIFY(!has(v, "victory.invalid"));
            QVERIFY(!has(v, "reinforcement.entry"));
        }
        Scenario one = base();
        one.board.columns = 1000;
        one.board.rows = 1000;
        QVERIFY(!has(validate(one), "board.size"));
    }

    void outOfBounds() {
        Scenario s = base();
        s.terrain.set({14, 1}, Terrain::Woods);
        s.vpMarkers.push_back({{0, 3}, std::nullopt, 1, "Lost"});
        Unit r = unit("r", UnitType::Cavalry, Side::Union, std::nullopt);
        r.arrives = Arrival{2, {7, 10}};
        s.units.push_back(r);
        const auto v = withRule(validate(s), "board.out-of-bounds");
        QCOMPARE(v.size(), std::size_t(3));
        QCOMPARE(v[0].hexes, (std::vector<Offset>{{14, 1}}));
        QCOMPARE(v[1].hexes, (std::vector<Offset>{{0, 3}}));
        QCOMPARE(v[2].hexes, (std::vector<Offset>{{7, 10}}));
        QCOMPARE(v[2].units, std::vector<std::string>{"r"});
        QVERIFY(QString::fromStdString(v[2].message).contains("0710"));
        // The last row and column are on the board.
        Scenario edge = base();
        edge.units[0].hex = Offset{13, 9};
        edge.units[1].hex = Offset{13, 9};
        QVERIFY(validate(edge).empty());
    }

    void terrainDuplicate() {
        Scenario s = base();
        for (int i = 0; i < 3; ++i) s.terrain.append({{2, 2}, Terrain::Woods});
        const auto v = withRule(validate(s), "terrain.duplicate");
        QCOMPARE(v.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(v[0].message).contains("0202"));
        QVERIFY(QString::fromStdString(v[0].message).contains("3 times"));
    }

    void stackingCombatUnits() {
        auto with = [](std::vector<UnitType> types) {
            Scenario s = base();
            int n = 0;
            for (UnitType t : types) s.units.push_back(unit("x" + std::to_string(n++), t, Side::Union, Offset{4, 5}));
            return validate(s);
        };
        QVERIFY(has(with({UnitType::Cavalry}), "stacking.combat-units"));     // infantry + cavalry
        QVERIFY(has(with({UnitType::Infantry}), "stacking.combat-units"));
        QVERIFY(has(with({UnitType::Artillery, UnitType::Artillery}), "stacking.combat-units"));
        QVERIFY(with({UnitType::Artillery}).empty());                         // one of each kind
        const auto v = withRule(with({UnitType::Infantry}), "stacking.combat-units");
        QCOMPARE(v[0].units, (std::vector<std::string>{"u1", "x0"}));
        QVERIFY(QString::fromStdString(v[0].message).contains("Iron Brigade"));
        QVERIFY(QString::fromStdString(v[0].message).contains("0405"));
        // Reinforcements have no hex at set-up: they do not stack.
        Scenario s = base();
        Unit r = unit("r", UnitType::Infantry, Side::Union, std::nullopt);
        r.arrives = Arrival{2, {4, 5}};
        s.units.push_back(r);
        QVERIFY(!has(validate(s), "stacking.combat-units"));
    }

    void stackingLeadersGunboatsMarkers() {
        Scenario s = base();
        s.units.push_back(unit("l2", UnitType::Leader, Side::Union, Offset{4, 5}));
        QCOMPARE(withRule(validate(s), "stacking.leaders").at(0).units, (std::vector<std::string>{"l1", "l2"}));
        Scenario g = base();
        g.terrain.set({1, 1}, Terrain::River);
        g.units.push_back(unit("g1", UnitType::Gunboat, Side::Union, Offset{1, 1}));
        QVERIFY(validate(g).empty());
        g.units.push_back(unit("g2", UnitType::Gunboat, Side::Union, Offset{1, 1}));
        QVERIFY(has(validate(g), "stacking.gunboats"));
        Scenario m = base();
        m.vpMarkers.push_back({{4, 5}, Side::Union, 1, "A"});
        QVERIFY(validate(m).empty()); // a marker may share a hex with units (4.4.1)
        m.vpMarkers.push_back({{4, 5}, std::nullopt, 1, "B"});
        QCOMPARE(withRule(validate(m), "stacking.vp-markers").at(0).hexes, (std::vector<Offset>{{4, 5}}));
    }

    void mixedSides() {
        Scenario s = base();
        s.units.push_back(unit("cl", UnitType::Leader, Side::Confederate, Offset{4, 5}));
        s.units.push_back(unit("ca", UnitType::Artillery, Side::Confederate, Offset{9, 3}));
        const auto v = validate(s);
        const auto mixed = withRule(v, "stacking.mixed-sides");
        QCOMPARE(mixed.size(), std::size_t(1));
        QCOMPARE(mixed[0].units, (std::vector<std::string>{"cl", "l1", "u1"}));
    }

    void placementTerrain() {
        Scenario s = base();
        s.terrain.set({4, 5}, Terrain::Swamp);
        auto v = withRule(validate(s), "placement.impassable");
        QCOMPARE(v.at(0).units, (std::vector<std::string>{"l1", "u1"}));
        s.terrain.set({4, 5}, Terrain::Bridge); // a bridge crosses the river
        QVERIFY(validate(s).empty());
        s.terrain.set({4, 5}, Terrain::River);
        QVERIFY(has(validate(s), "placement.impassable"));
        Scenario r = base();
        r.terrain.set({1, 5}, Terrain::River);
        Unit in = unit("in", UnitType::Infantry, Side::Union, std::nullopt);
        in.arrives = Arrival{2, {1, 5}};
        r.units.push_back(in);
        QCOMPARE(withRule(validate(r), "placement.impassable").at(0).units, std::vector<std::string>{"in"});
        Scenario g = base();
        g.terrain.set({2, 2}, Terrain::Bridge);
        g.units.push_back(unit("g", UnitType::Gunboat, Side::Union, Offset{2, 2}));
        QVERIFY(has(validate(g), "placement.gunboat-water"));
        g.terrain.set({2, 2}, Terrain::River);
        QVERIFY(validate(g).empty());
    }

    void leaderAlone() {
        Scenario s = base();
        s.units[1].hex = Offset{5, 5};
        QCOMPARE(withRule(validate(s), "placement.leader-alone").at(0).units, std::vector<std::string>{"l1"});
        // An enemy unit is no company; a friendly gunboat is not a combat unit.
        s.units[1].hex = Offset{9, 3};
        QVERIFY(has(validate(s), "placement.leader-alone"));
        Scenario g = base();
        g.terrain.set({2, 2}, Terrain::River);
        g.units.push_back(unit("g", UnitType::Gunboat, Side::Union, Offset{2, 2}));
        g.units[1].hex = Offset{2, 2};
        const auto gv = validate(g);
        QVERIFY(has(gv, "placement.leader-alone"));
        QVERIFY(has(gv, "placement.leader-gunboat"));
        // A reinforcement leader needs a friendly combat unit arriving with it.
        Scenario r = base();
        Unit l = unit("l9", UnitType::Leader, Side::Union, std::nullopt);
        l.arrives = Arrival{3, {1, 1}};
        Unit c = unit("c9", UnitType::Cavalry, Side::Union, std::nullopt);
        c.arrives = Arrival{3, {1, 1}};
        r.units.push_back(l);
        r.units.push_back(c);
        QVERIFY(validate(r).empty());
        r.units.back().arrives->turn = 4;
        QCOMPARE(withRule(validate(r), "placement.leader-alone").at(0).units, std::vector<std::string>{"l9"});
    }

    void unitStrength() {
        auto bad = [](UnitType t, std::optional<int> sp) {
            Scenario s = base();
            Unit u = unit("x", t, Side::Union, Offset{1, 1});
            u.sp = sp;
            s.units.push_back(u);
            if (t == UnitType::Gunboat) s.terrain.set({1, 1}, Terrain::River);
            if (t == UnitType::Leader) s.units.push_back(unit("y", UnitType::Infantry, Side::Union, Offset{1, 1}));
            return has(validate(s), "unit.strength");
        };
        QVERIFY(!bad(UnitType::Infantry, 4));
        QVERIFY(!bad(UnitType::Infantry, 1));
        QVERIFY(!bad(UnitType::Infantry, std::nullopt));
        QVERIFY(bad(UnitType::Infantry, 5));
        QVERIFY(bad(UnitType::Infantry, 0));
        QVERIFY(!bad(UnitType::Cavalry, 2));
        QVERIFY(bad(UnitType::Cavalry, 3));
        QVERIFY(bad(UnitType::Artillery, 3));
        QVERIFY(!bad(UnitType::Gunboat, 1));
        QVERIFY(bad(UnitType::Gunboat, 2));
        QVERIFY(!bad(UnitType::Leader, std::nullopt));
        QVERIFY(bad(UnitType::Leader, 1));
    }

    void unitMorale() {
        Scenario s = base();
        s.units[0].morale.reset();
        QCOMPARE(withRule(validate(s), "unit.morale").at(0).units, std::vector<std::string>{"u1"});
        Scenario l = base();
        l.units[1].morale = Morale::Gold;
        QVERIFY(has(validate(l), "unit.morale"));
    }

    void duplicateIds() {
        Scenario s = base();
        s.units.push_back(unit("u1", UnitType::Infantry, Side::Union, Offset{6, 6}));
        s.units.push_back(unit("u1", UnitType::Artillery, Side::Union, Offset{4, 5}));
        const auto v = withRule(validate(s), "unit.duplicate-id");
        QCOMPARE(v.size(), std::size_t(1));
        QCOMPARE(v[0].units, std::vector<std::string>{"u1"});
        QCOMPARE(v[0].hexes, (std::vector<Offset>{{4, 5}, {6, 6}}));
        QVERIFY(QString::fromStdString(v[0].message).startsWith("3 units"));
    }

    void reinforcements() {
        for (int turn : {0, 1, 8, 9}) {
            Scenario s = base();
            Unit r = unit("r", UnitType::Infantry, Side::Union, std::nullopt);
            r.arrives = Arrival{turn, {1, 5}};
            s.units.push_back(r);
            QCOMPARE(has(validate(s), "reinforcement.turn"), turn < 1 || turn > s.turns);
        }
        for (auto [hex, warn] : {std::pair{Offset{1, 1}, false}, {Offset{13, 4}, false}, {Offset{6, 9}, false},
                                 {Offset{6, 1}, false}, {Offset{6, 5}, true}}) {
            Scenario s = base();
            Unit r = unit("r", UnitType::Infantry, Side::Union, std::nullopt);
            r.arrives = Arrival{2, hex};
            s.units.push_back(r);
            const auto v = withRule(validate(s), "reinforcement.entry");
            QCOMPARE(!v.empty(), warn);
            if (warn) QVERIFY(v[0].severity == Severity::Warning);
        }
    }

    void scenarioWide() {
        Scenario s = base();
        s.turns = 0;
        QCOMPARE(withRule(validate(s), "scenario.turns").size(), std::size_t(1));
        Scenario ap = base();
        ap.side(Side::Union).commandAP = 0;
        QVERIFY(validate(ap).empty());
        ap.side(Side::Union).commandAP = -1;
        ap.side(Side::Confederate).commandAP = -2;
        QCOMPARE(withRule(validate(ap), "scenario.command-ap").size(), std::size_t(2));
        // A side with only a leader and a gunboat is empty; one with reinforcements is not.
        Scenario e = base();
        e.units[2] = unit("cl", UnitType::Leader, Side::Confederate, std::nullopt);
        e.units[2].arrives = Arrival{2, {9, 1}};
        Unit c = unit("cc", UnitType::Cavalry, Side::Confederate, std::nullopt);
        c.arrives = Arrival{2, {9, 1}};
        e.units.push_back(c);
        QVERIFY2(validate(e).empty(), qPrintable(dump(validate(e))));
        e.units.pop_back();
        const auto v = validate(e);
        QVERIFY(has(v, "scenario.side-empty"));
        QVERIFY(withRule(v, "scenario.side-empty").at(0).severity == Severity::Warning);
        QVERIFY(QString::fromStdString(withRule(v, "scenario.side-empty").at(0).message).contains("Confederate"));
    }

    void victory() {
        Scenario s = base();
        s.victory.conditions.clear();
        QVERIFY(withRule(validate(s), "victory.none").at(0).severity == Severity::Warning);
        Scenario v = base();
        v.victory.conditions.push_back({VictoryKind::ReachVP, Side::Union, 0, std::nullopt, {}});
        v.victory.conditions.push_back({VictoryKind::ReachVPByTurn, Side::Confederate, 3, 9, {}});
        v.victory.conditions.push_back({VictoryKind::HoldAtEnd, Side::Union, std::nullopt, std::nullopt, {{2, 2}, {14, 2}}});
        v.victory.conditions.push_back({VictoryKind::ReachVPByTurn, Side::Confederate, 3, 8, {}});
        v.victory.conditions.push_back({VictoryKind::MostVPAtEnd, std::nullopt, std::nullopt, std::nullopt, {}});
        const auto bad = withRule(validate(v), "victory.invalid");
        QCOMPARE(bad.size(), std::size_t(3));
        const auto withHex = std::find_if(bad.begin(), bad.end(), [](const Issue& i) { return !i.hexes.empty(); });
        QVERIFY(withHex != bad.end());
        QCOMPARE(withHex->hexes, (std::vector<Offset>{{14, 2}}));
    }

    // The set-up checks the play engine needs, case by case.
    void markersAndEliminationVP() {
        Scenario s = base();
        s.vpMarkers.push_back({{6, 6}, Side::Confederate, 0, "Zero"});
        s.vpMarkers.push_back({{7, 7}, Side::Confederate, -2, ""});
        s.vpMarkers.push_back({{8, 8}, Side::Confederate, 1, "One"});
        const auto v = withRule(validate(s), "victory.marker-value");
        QCOMPARE(v.size(), std::size_t(2));
        QCOMPARE(v[0].hexes, (std::vector<Offset>{{6, 6}}));
        QVERIFY(QString::fromStdString(v[1].message).contains("-2"));
        Scenario e = base();
        e.victory.eliminationVP = 0;
        e.vpMarkers.push_back({{6, 6}, Side::Confederate, 1, "M"}); // 0 x units + 1 marker
        QVERIFY2(validate(e).empty(), qPrintable(dump(validate(e))));
        e.victory.eliminationVP = -1;
        QCOMPARE(withRule(validate(e), "victory.elimination-vp").size(), std::size_t(1));
        QVERIFY(!has(validate(e), "victory.unreachable")); // not judged on a bad eliminationVP
    }

    void impassableVictoryHexes() {
        for (Terrain t : kAllTerrain) {
            Scenario s = base();
            s.terrain.set({6, 6}, t);
            s.terrain.set({2, 2}, t);
            s.vpMarkers.push_back({{6, 6}, Side::Confederate, 1, "M"});
            s.victory.conditions.push_back({VictoryKind::HoldAtEnd, Side::Union, std::nullopt, std::nullopt, {{2, 2}, {3, 3}}});
            const auto v = withRule(validate(s), "victory.impassable-hex");
            const bool never = t == Terrain::Swamp || t == Terrain::River;
            QCOMPARE(v.size(), never ? std::size_t(2) : std::size_t(0));
            if (!never) continue;
            // One for the marker, one for the condition naming only the bad hex.
            QVERIFY(std::any_of(v.begin(), v.end(), [](const Issue& i) { return i.hexes == std::vector<Offset>{{6, 6}}; }));
            QVERIFY(std::any_of(v.begin(), v.end(), [](const Issue& i) { return i.hexes == std::vector<Offset>{{2, 2}}; }));
        }
    }

    void homeEdges() {
        for (Edge a : {Edge::North, Edge::South, Edge::East, Edge::West})
            for (Edge b : {Edge::North, Edge::South, Edge::East, Edge::West}) {
                Scenario s = base();
                s.side(Side::Union).homeEdge = a;
                s.side(Side::Confederate).homeEdge = b;
                QCOMPARE(has(validate(s), "sides.same-home-edge"), a == b);
            }
    }

    // The most a side can score: eliminationVP for every enemy unit set up or arriving
    // (leaders too, gunboats never), plus the markers it can take.
    void unreachableTargets() {
        Scenario s = base(); // union: reachVP 1; one Confederate infantry unit
        s.victory.conditions[0].vp = 2;
        QCOMPARE(withRule(validate(s), "victory.unreachable").size(), std::size_t(1));
        QVERIFY(withRule(validate(s), "victory.unreachable")[0].severity == Severity::Warning);
        Scenario l = s; // a Confederate leader can be eliminated too
        l.units.push_back(unit("cl", UnitType::Leader, Side::Confederate, Offset{9, 3}));
        QVERIFY(!has(validate(l), "victory.unreachable"));
        Scenario g = s; // a gunboat cannot
        g.terrain.set({2, 2}, Terrain::River);
        g.units.push_back(unit("cg", UnitType::Gunboat, Side::Confederate, Offset{2, 2}));
        QVERIFY(has(validate(g), "victory.unreachable"));
        Scenario r = s; // reinforcements count
        Unit arr = unit("cr", UnitType::Cavalry, Side::Confederate, std::nullopt);
        arr.arrives = Arrival{3, {13, 9}};
        r.units.push_back(arr);
        QVERIFY(!has(validate(r), "victory.unreachable"));
        // removeOnCapture: only markers the enemy starts with score (3.1.6).
        Scenario m = s;
        m.vpMarkers.push_back({{6, 6}, Side::Union, 1, "Own"});
        QVERIFY(has(validate(m), "victory.unreachable"));
        m.vpMarkers.back().side = Side::Confederate;
        QVERIFY(!has(validate(m), "victory.unreachable"));
        // controlAtEnd: whoever holds the hex at the end scores, own markers too.
        m.vpMarkers.back().side = Side::Union;
        m.vpMarkerMode = VpMarkerMode::ControlAtEnd;
        QVERIFY(!has(validate(m), "victory.unreachable"));
        // reachVPByTurn targets are judged alike; holdAtEnd and mostVPAtEnd have none.
        Scenario t = base();
        t.victory.conditions = {{VictoryKind::ReachVPByTurn, Side::Confederate, 3, 5, {}},
                                {VictoryKind::MostVPAtEnd, std::nullopt, std::nullopt, std::nullopt, {}}};
        const auto v = withRule(validate(t), "victory.unreachable");
        QCOMPARE(v.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(v[0].message).contains("at most 2"));
    }

    // Set-up stacking and the engine read one table (model/stacking.h): two land units of
    // one side in a hex are a stacking error exactly when their slots may not share it.
    void stackingFollowsTheTable() {
        const UnitType land[] = {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Leader};
        for (UnitType a : land)
            for (UnitType b : land) {
                if (a == UnitType::Leader && b == UnitType::Leader) continue;  // stacking.leaders, below
                Scenario s = base();
                s.units.push_back(unit("x1", a, Side::Union, Offset{7, 7}, "A"));
                s.units.push_back(unit("x2", b, Side::Union, Offset{7, 7}, "B"));
                const auto v = validate(s);
                const bool error = has(v, "stacking.combat-units") || has(v, "stacking.leaders");
                QVERIFY2(error == !slotsMayShare(stackSlot(a), stackSlot(b)),
                         qPrintable(QStringLiteral("%1 with %2").arg(int(a)).arg(int(b))));
            }
        Scenario two = base();
        two.units.push_back(unit("x1", UnitType::Infantry, Side::Union, Offset{7, 7}, "A"));
        two.units.push_back(unit("l8", UnitType::Leader, Side::Union, Offset{7, 7}, "L1"));
        two.units.push_back(unit("l9", UnitType::Leader, Side::Union, Offset{7, 7}, "L2"));
        QVERIFY(has(validate(two), "stacking.leaders"));
        QVERIFY(!slotsMayShare(StackSlot::Leader, StackSlot::Leader));
        QVERIFY(!slotsMayShare(StackSlot::Gunboat, StackSlot::Foot));
    }

    void markerWithoutSide() {
        Scenario s = base();
        s.vpMarkers.push_back({{6, 6}, std::nullopt, 1, "Nobody's"});
        const auto v = withRule(validate(s), "victory.marker-unscorable");
        QCOMPARE(v.size(), std::size_t(1));
        QVERIFY(v[0].severity == Severity::Warning);
        QCOMPARE(v[0].hexes, (std::vector<Offset>{{6, 6}}));
        s.vpMarkerMode = VpMarkerMode::ControlAtEnd;
        QVERIFY(validate(s).empty());
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "test_validation.moc"
