// Line of sight (rulebook 8.2): one hand-made case per clause, on pointy and flat boards,
// plus properties over random boards.
#include "model/hex.h"
#include "model/los.h"

#include <QtTest>

#include <random>

using namespace muster;

namespace {

Scenario board(Orientation o, Stagger st = Stagger::Even, int cols = 13, int rows = 9) {
    Scenario s;
    s.board = BoardGeometry{cols, rows, o, st};
    return s;
}

void put(Scenario& s, const std::string& id, UnitType t, Side side, Offset hex) {
    Unit u;
    u.id = id;
    u.type = t;
    u.side = side;
    u.hex = hex;
    if (isCombatUnit(t)) u.morale = Morale::Black;
    s.units.push_back(u);
}

} // namespace

class TestLos : public QObject {
    Q_OBJECT
private slots:
    void openGroundIsClear() {
        Scenario s = board(Orientation::Pointy);
        auto r = lineOfSight(s, {2, 5}, {6, 5});
        QVERIFY(r.clear);
        QCOMPARE(r.distance, 4);
        QVERIFY(r.blockedBy.empty());
    }

    void blockingTerrain_data() {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<bool>("blocks");
        for (Terrain t : kAllTerrain) {
            const bool blocks = t == Terrain::Woods || t == Terrain::Orchard || t == Terrain::Hill ||
                                t == Terrain::Town;
            QTest::newRow(std::string(toString(t)).c_str()) << static_cast<int>(t) << blocks;
        }
    }
    void blockingTerrain() {
        QFETCH(int, terrain);
        QFETCH(bool, blocks);
        for (Orientation o : {Orientation::Pointy, Orientation::Flat}) {
            Scenario s = board(o);
            // Pointy: along row 5; flat: down column 5. Both are straight lines of hexes.
            const Offset from = o == Orientation::Pointy ? Offset{2, 5} : Offset{5, 2};
            const Offset mid = o == Orientation::Pointy ? Offset{4, 5} : Offset{5, 4};
            const Offset to = o == Orientation::Pointy ? Offset{6, 5} : Offset{5, 6};
            s.terrain.set(mid, static_cast<Terrain>(terrain));
            auto r = lineOfSight(s, from, to);
            QCOMPARE(r.clear, !blocks);
            QCOMPARE(r.blockedBy, (blocks ? std::vector<Offset>{mid} : std::vector<Offset>{}));
        }
    }

    void endHexesNeverBlock() {
        Scenario s = board(Orientation::Pointy);
        s.terrain.set({2, 5}, Terrain::Woods);
        s.terrain.set({5, 5}, Terrain::Town);
        put(s, "a", UnitType::Infantry, Side::Union, {2, 5});
        put(s, "b", UnitType::Infantry, Side::Confederate, {5, 5});
        QVERIFY(lineOfSight(s, {2, 5}, {5, 5}).clear);
    }

    void adjacentAlwaysSee() {
        Scenario s = board(Orientation::Flat);
        s.terrain.set({5, 5}, Terrain::Hill);
        s.terrain.set({5, 6}, Terrain::Woods);
        auto r = lineOfSight(s, {5, 5}, {5, 6});
        QVERIFY(r.clear);
        QCOMPARE(r.distance, 1);
    }

    void unitsBlockEitherSide() {
        for (Side side : kAllSides) {
            Scenario s = board(Orientation::Pointy);
            put(s, "x", UnitType::Artillery, side, {4, 5});
            auto r = lineOfSight(s, {2, 5}, {6, 5});
            QVERIFY(!r.clear);
            QCOMPARE(r.blockedBy, (std::vector<Offset>{Offset{4, 5}}));
        }
        Scenario g = board(Orientation::Pointy);
        put(g, "gb", UnitType::Gunboat, Side::Union, {4, 5});
        QVERIFY(!lineOfSight(g, {2, 5}, {6, 5}).clear);
    }

    // 8.2: units block; leaders are units (4.4, 7.2.1), so a lone leader blocks too.
    void loneLeaderBlocks() {
        for (Side side : kAllSides) {
            Scenario s = board(Orientation::Pointy);
            QVERIFY(lineOfSight(s, {2, 5}, {6, 5}).clear);
            put(s, "l", UnitType::Leader, side, {4, 5});
            auto r = lineOfSight(s, {2, 5}, {6, 5});
            QVERIFY(!r.clear);
            QCOMPARE(r.blockedBy, (std::vector<Offset>{Offset{4, 5}}));
        }
    }

    void reinforcementsDoNotBlock() {
        Scenario s = board(Orientation::Pointy);
        Unit u;
        u.id = "r";
        u.morale = Morale::Gold;
        u.arrives = Arrival{2, {4, 5}};
        s.units.push_back(u);
        QVERIFY(lineOfSight(s, {2, 5}, {6, 5}).clear);
    }

    // Pointy even board: the line from 0405 to 0506 runs along the side between 0505 and 0406.
    void hexsidePointy() {
        Scenario s = board(Orientation::Pointy);
        const auto line = sightLine(s.board.toHex(Offset{4, 5}), s.board.toHex(Offset{5, 6}));
        QCOMPARE(line.size(), std::size_t(3));
        QVERIFY(line[1].alongHexside());
        s.terrain.set({5, 5}, Terrain::Woods);
        QVERIFY(lineOfSight(s, {4, 5}, {5, 6}).clear);
        s.terrain.set({5, 5}, Terrain::Clear);
        s.terrain.set({4, 6}, Terrain::Woods);
        QVERIFY(lineOfSight(s, {4, 5}, {5, 6}).clear);
        s.terrain.set({5, 5}, Terrain::Hill);
        auto r = lineOfSight(s, {4, 5}, {5, 6});
        QVERIFY(!r.clear);
        QCOMPARE(r.blockedBy.size(), std::size_t(2));
        QVERIFY(std::find(r.blockedBy.begin(), r.blockedBy.end(), Offset{5, 5}) != r.blockedBy.end());
        QVERIFY(std::find(r.blockedBy.begin(), r.blockedBy.end(), Offset{4, 6}) != r.blockedBy.end());
    }

    // A unit on one side and terrain on the other also block together.
    void hexsideUnitAndTerrain() {
        Scenario s = board(Orientation::Pointy);
        put(s, "u", UnitType::Infantry, Side::Union, {5, 5});
        QVERIFY(lineOfSight(s, {4, 5}, {5, 6}).clear);
        s.terrain.set({4, 6}, Terrain::Town);
        QVERIFY(!lineOfSight(s, {4, 5}, {5, 6}).clear);
    }

    // Flat even board: the line from 0504 to 0605 runs along the side between 0604 and 0505.
    void hexsideFlat() {
        Scenario s = board(Orientation::Flat);
        const auto line = sightLine(s.board.toHex(Offset{5, 4}), s.board.toHex(Offset{6, 5}));
        QCOMPARE(line.size(), std::size_t(3));
        QVERIFY(line[1].alongHexside());
        s.terrain.set({6, 4}, Terrain::Orchard);
        QVERIFY(lineOfSight(s, {5, 4}, {6, 5}).clear);
        s.terrain.set({5, 5}, Terrain::Orchard);
        auto r = lineOfSight(s, {5, 4}, {6, 5});
        QVERIFY(!r.clear);
        QCOMPARE(r.blockedBy.size(), std::size_t(2));
    }

    void blockedByInOrderFromFirer() {
        Scenario s = board(Orientation::Pointy);
        s.terrain.set({3, 5}, Terrain::Woods);
        s.terrain.set({5, 5}, Terrain::Town);
        QCOMPARE(lineOfSight(s, {2, 5}, {7, 5}).blockedBy, (std::vector<Offset>{{3, 5}, {5, 5}}));
        QCOMPARE(lineOfSight(s, {7, 5}, {2, 5}).blockedBy, (std::vector<Offset>{{5, 5}, {3, 5}}));
    }

    // Properties over random boards: symmetry, end hexes never listed, adjacency, and
    // adding blocking terrain never opens a line.
    void properties() {
        std::mt19937 rng(8202);
        for (int round = 0; round < 40; ++round) {
            const auto o = round % 2 ? Orientation::Flat : Orientation::Pointy;
            const auto st = (round / 2) % 2 ? Stagger::Odd : Stagger::Even;
            Scenario s = board(o, st, 4 + int(rng() % 12), 4 + int(rng() % 12));
            std::uniform_int_distribution<int> col(1, s.board.columns), row(1, s.board.rows);
            for (int i = 0; i < 25; ++i)
                s.terrain.set({col(rng), row(rng)}, kAllTerrain[rng() % kTerrainCount]);
            for (int i = 0; i < 6; ++i)
                put(s, "u" + std::to_string(i), kAllUnitTypes[rng() % 5], kAllSides[rng() % 2], {col(rng), row(rng)});
            for (int k = 0; k < 60; ++k) {
                const Offset a{col(rng), row(rng)}, b{col(rng), row(rng)};
                const auto ab = lineOfSight(s, a, b), ba = lineOfSight(s, b, a);
                QCOMPARE(ab.clear, ba.clear);
                QCOMPARE(ab.distance, distance(a, b, s.board));
                QCOMPARE(ab.clear, ab.blockedBy.empty());
                for (Offset h : ab.blockedBy) QVERIFY(h != a && h != b);
                if (ab.distance <= 1) QVERIFY(ab.clear);
                if (!ab.clear) {
                    Scenario more = s;
                    more.terrain.set({col(rng), row(rng)}, Terrain::Woods);
                    QVERIFY(!lineOfSight(more, a, b).clear);
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestLos)
#include "test_los.moc"
