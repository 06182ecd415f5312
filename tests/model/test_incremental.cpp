// IncrementalValidator must give exactly validate(s) after every edit: thousands of random
// edits on random boards of both orientations, each reported with the ChangeSet an editor
// would send.
#include "model/rules/validator.h"

#include <QtTest>

#include <random>
#include <set>

using namespace muster;

namespace {

// Issues in `a` that `b` lacks (as multisets), one per line.
QString missing(const std::vector<Issue>& a, const std::vector<Issue>& b) {
    QStringList out;
    std::vector<Issue> rest = b;
    for (const Issue& i : a) {
        auto it = std::find(rest.begin(), rest.end(), i);
        if (it != rest.end())
            rest.erase(it);
        else
            out << QString::fromStdString(i.rule + ": " + i.message);
    }
    return out.join("\n");
}

// Random edits of one scenario, each returning the ChangeSet that describes it.
class Editor {
public:
    Editor(Scenario& s, std::mt19937& rng) : s_(s), rng_(rng) {}

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
    // Mostly on the board, sometimes just off it.
    Offset hex() { return {pick(0, s_.board.columns + 1), pick(0, s_.board.rows + 1)}; }
    Offset nearHex() { return {pick(1, std::clamp(s_.board.columns, 1, 4)), pick(1, std::clamp(s_.board.rows, 1, 4))}; }
    std::string id() { return "u" + std::to_string(pick(0, 24)); } // small pool: duplicates happen

    Unit randomUnit() {
        Unit u;
        u.id = id();
        u.name = pick(0, 3) ? "Unit " + u.id : "";
        u.side = kAllSides[pick(0, 1)];
        u.type = kAllUnitTypes[pick(0, 4)];
        if (pick(0, 4)) u.hex = pick(0, 2) ? nearHex() : hex();
        if (!u.hex || pick(0, 6) == 0) u.arrives = Arrival{pick(0, s_.turns + 1), pick(0, 1) ? nearHex() : hex()};
        if (pick(0, 3)) u.sp = pick(0, 5);
        if (isCombatUnit(u.type) ? pick(0, 5) > 0 : pick(0, 5) == 0) u.morale = kAllMorale[pick(0, 2)];
        return u;
    }

    ChangeSet edit() {
        ChangeSet c;
        const int kind = pick(0, 19);
        if (kind <= 3) { // paint terrain
            const Offset h = pick(0, 1) ? nearHex() : hex();
            s_.terrain.set(h, kAllTerrain[pick(0, kTerrainCount - 1)]);
            c.hexes.push_back(h);
        } else if (kind == 4) { // a duplicate entry, as a file may hold
            const Offset h = nearHex();
            s_.terrain.append({h, kAllTerrain[pick(0, kTerrainCount - 1)]});
            c.hexes.push_back(h);
        } else if (kind <= 7) { // add a unit
            Unit u = randomUnit();
            s_.units.push_back(u);
            c.units.push_back(u.id);
            if (u.hex) c.hexes.push_back(*u.hex);
        } else if (kind <= 9 && !s_.units.empty()) { // remove one
            const int i = pick(0, int(s_.units.size()) - 1);
            c.units.push_back(s_.units[i].id);
            s_.units.erase(s_.units.begin() + i);
        } else if (kind <= 13 && !s_.units.empty()) { // change one unit
            Unit& u = s_.units[pick(0, int(s_.units.size()) - 1)];
            c.units.push_back(u.id);
            switch (pick(0, 8)) {
            case 0: u.hex = nearHex(); break;              // move (old hex not listed: on purpose)
            case 1: u.sp = pick(0, 5); break;
            case 2: u.morale = pick(0, 1) ? std::optional<Morale>(kAllMorale[pick(0, 2)]) : std::nullopt; break;
            case 3: u.type = kAllUnitTypes[pick(0, 4)]; break;
            case 4: u.side = otherSide(u.side); break;
            case 5: u.name = "Renamed " + std::to_string(pick(0, 9)); break;
            case 6: u.id = id(); c.units.push_back(u.id); break; // rename: old and new id
            case 7: u.hex.reset(); u.arrives = Arrival{pick(0, s_.turns + 1), nearHex()}; break;
            case 8: if (u.arrives) u.arrives->turn = pick(0, s_.turns + 1); break;
            }
        } else if (kind <= 15) { // VP markers
            c.vpMarkers = true;
            if (s_.vpMarkers.empty() || pick(0, 2) == 0) {
                VpMarker m;
                m.hex = pick(0, 3) ? nearHex() : hex();
                if (pick(0, 3)) m.side = kAllSides[pick(0, 1)];
                m.value = pick(-1, 3);
                s_.vpMarkers.push_back(m);
                c.hexes.push_back(m.hex);
            } else {
                const int i = pick(0, int(s_.vpMarkers.size()) - 1);
                c.hexes.push_back(s_.vpMarkers[i].hex);
                if (pick(0, 1)) {
                    s_.vpMarkers[i].hex = nearHex();
                    c.hexes.push_back(s_.vpMarkers[i].hex);
                } else {
                    s_.vpMarkers.erase(s_.vpMarkers.begin() + i);
                }
            }
        } else if (kind == 16) { // victory conditions
            c.victory = true;
            if (s_.victory.conditions.empty() || pick(0, 1)) {
                VictoryCondition v;
                v.kind = kAllKinds[pick(0, 3)];
                if (v.kind != VictoryKind::MostVPAtEnd) v.side = kAllSides[pick(0, 1)];
                if (pick(0, 3)) v.vp = pick(0, 6);
                if (pick(0, 1)) v.turn = pick(0, s_.turns + 1);
                if (v.kind == VictoryKind::HoldAtEnd) v.hexes = {hex(), nearHex()};
                s_.victory.conditions.push_back(v);
            } else {
                s_.victory.conditions.pop_back();
            }
        } else if (kind == 17) { // turns and command AP
            c.scenario = true;
            switch (pick(0, 4)) {
            case 0: s_.turns = pick(0, 10); break;
            case 1: s_.side(kAllSides[pick(0, 1)]).commandAP = pick(-1, 5); break;
            case 2: s_.side(kAllSides[pick(0, 1)]).homeEdge = static_cast<Edge>(pick(0, 3)); break;
            case 3: s_.victory.eliminationVP = pick(-1, 3); break;
            case 4:
                s_.vpMarkerMode = pick(0, 1) ? VpMarkerMode::RemoveOnCapture : VpMarkerMode::ControlAtEnd;
                break;
            }
        } else if (kind == 19) { // move many units at once, as a dragged selection does
            const int dc = pick(-1, 1), dr = pick(-1, 1);
            for (Unit& u : s_.units)
                if (u.hex && pick(0, 1)) {
                    c.units.push_back(u.id);
                    u.hex = Offset{u.hex->col + dc, u.hex->row + dr};
                }
        } else if (kind == 18 && pick(0, 5) == 0) { // board resize (rarely invalid)
            s_.board.columns = pick(0, 9) ? pick(3, 12) : 0;
            s_.board.rows = pick(3, 12);
            c = ChangeSet::everything();
        }
        return c;
    }

    static constexpr std::array<VictoryKind, 4> kAllKinds = {VictoryKind::ReachVP, VictoryKind::ReachVPByTurn,
                                                             VictoryKind::HoldAtEnd, VictoryKind::MostVPAtEnd};

private:
    Scenario& s_;
    std::mt19937& rng_;
};

} // namespace

class TestIncremental : public QObject {
    Q_OBJECT
private slots:
    void randomEdits_data() {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("stagger");
        QTest::addColumn<unsigned>("seed");
        unsigned seed = 1;
        for (int o = 0; o < 2; ++o)
            for (int st = 0; st < 2; ++st)
                for (int k = 0; k < 3; ++k, ++seed)
                    QTest::newRow(qPrintable(QString("o%1-s%2-%3").arg(o).arg(st).arg(k))) << o << st << seed;
    }

    void randomEdits() {
        QFETCH(int, orientation);
        QFETCH(int, stagger);
        QFETCH(unsigned, seed);
        std::mt19937 rng(seed);
        Scenario s;
        s.board = BoardGeometry{int(5 + seed % 7), int(4 + seed % 5), static_cast<Orientation>(orientation),
                                static_cast<Stagger>(stagger)};
        Editor ed(s, rng);
        IncrementalValidator inc;
        inc.reset(s);
        QCOMPARE(inc.issues(), validate(s));
        std::set<std::string> seen;
        for (int step = 0; step < 1500; ++step) {
            const ChangeSet c = ed.edit();
            inc.update(s, c);
            const auto full = validate(s);
            if (inc.issues() != full)
                QFAIL(qPrintable(QString("step %1 differs.\nonly incremental:\n%2\nonly full:\n%3")
                                     .arg(step)
                                     .arg(missing(inc.issues(), full), missing(full, inc.issues()))));
            for (const Issue& i : full) seen.insert(i.rule);
        }
        // The edits must have exercised most rules, or the comparison proves little.
        QVERIFY2(seen.size() >= 15, qPrintable(QString("only %1 rules seen").arg(seen.size())));
        for (const char* rule : {"victory.marker-value", "victory.elimination-vp", "victory.impassable-hex",
                                 "sides.same-home-edge", "victory.unreachable", "victory.marker-unscorable"})
            QVERIFY2(seen.count(rule), rule);
    }

    // A moved validator carries its state; an empty ChangeSet changes nothing.
    void moveAndNoop() {
        Scenario s;
        Unit u;
        u.id = "a";
        u.hex = Offset{2, 2};
        s.units.push_back(u); // no morale: unit.morale
        IncrementalValidator a;
        a.reset(s);
        IncrementalValidator b = std::move(a);
        QCOMPARE(b.issues(), validate(s));
        b.update(s, ChangeSet{});
        QCOMPARE(b.issues(), validate(s));
        QVERIFY(!b.issues().empty());
    }

    // A stale ChangeSet that forgets a unit must not leave wrong issues behind.
    void missedUnitFallsBack() {
        Scenario s;
        IncrementalValidator v;
        v.reset(s);
        Unit u;
        u.id = "x";
        u.hex = Offset{3, 3};
        s.units.push_back(u);
        v.update(s, ChangeSet{});
        QCOMPARE(v.issues(), validate(s));
    }
};

QTEST_APPLESS_MAIN(TestIncremental)
#include "test_incremental.moc"
