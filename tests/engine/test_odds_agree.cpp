// The engine and the odds calculators agree: over 20,000 seeded rolls per
// case, the engine's frequencies of hits, eliminations, retreats, leader losses and rallies
// lie within 4 standard deviations of rulesref's exact odds (htlFireOdds, htlCloseOdds,
// htlRallyOdds). The seeds are fixed, so the test cannot flake; a wrong hit number, modifier,
// die count or morale reading moves a frequency by far more than the bound.
#include "engine_fixture.h"

#include "rulesref/htl_odds.h"

#include <cmath>

using namespace muster;
using namespace muster::test;

namespace {

constexpr int kTrials = 20000;

// |freq - p| within 4 sigma (and exactly 0 where p is 0).
bool agrees(double freq, double p, QString* why, const QString& what) {
    const double sigma = std::sqrt(p * (1.0 - p) / kTrials);
    const double bound = 4.0 * sigma + 1e-12;
    if (std::fabs(freq - p) <= bound) return true;
    *why = QString("%1: engine %2, exact %3 (bound %4)").arg(what).arg(freq, 0, 'f', 5).arg(p, 0, 'f', 5).arg(bound, 0, 'f', 5);
    return false;
}

#define AGREES(freq, p, what)                       \
    do {                                            \
        QString why_;                               \
        QVERIFY2(agrees(freq, p, &why_, what), qPrintable(why_)); \
    } while (0)

class TestOddsAgree : public QObject {
    Q_OBJECT

private slots:
    void fire_data() {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<int>("targetSp");
        QTest::addColumn<bool>("leader");
        QTest::addColumn<int>("artillerySp");  // 0: none stacked
        QTest::addColumn<bool>("fromHill");
        QTest::newRow("infantry 1 clear 4") << "infantry" << 1 << "clear" << 4 << false << 0 << false;
        QTest::newRow("infantry 2 woods 2 leader") << "infantry" << 2 << "woods" << 2 << true << 0 << false;
        QTest::newRow("cavalry 1 town 2") << "cavalry" << 1 << "town" << 2 << false << 0 << false;
        QTest::newRow("artillery 1 clear 4 leader") << "artillery" << 1 << "clear" << 4 << true << 0 << false;
        QTest::newRow("artillery 3 hill 1") << "artillery" << 3 << "hill" << 1 << false << 0 << false;
        QTest::newRow("infantry 1 clear 2 + artillery 2") << "infantry" << 1 << "clear" << 2 << false << 2 << false;
        QTest::newRow("artillery 4 from hill (11.3)") << "artillery" << 4 << "entrenchment" << 2 << false << 0 << true;
    }
    void fire() {
        QFETCH(QString, attacker);
        QFETCH(int, range);
        QFETCH(QString, terrain);
        QFETCH(int, targetSp);
        QFETCH(bool, leader);
        QFETCH(int, artillerySp);
        QFETCH(bool, fromHill);
        const UnitType type = *unitTypeFromString(attacker.toStdString());
        const Terrain t = *terrainFromString(terrain.toStdString());
        ScenarioBuilder b;
        b.unit("a", Side::Union, type, {2, 3}, type == UnitType::Infantry ? 4 : 2, Morale::Black);
        if (fromHill) b.terrain({2, 3}, Terrain::Hill).optionalRule("11.3");
        const Offset target{2 + range, 3};
        b.terrain(target, t).infantry("t", Side::Confederate, target, targetSp);
        if (leader) b.leader("tl", Side::Confederate, target);
        if (artillerySp) b.artillery("ta", Side::Confederate, target, artillerySp);
        TestGame g(b, {3});
        HtlFireQuery q;
        q.attacker = type;
        q.range = range;
        q.terrain = t;
        q.targetSp = targetSp;
        q.leader = leader;
        q.fromHill = fromHill;
        if (artillerySp) q.artillerySp = artillerySp;
        const HtlFireOdds odds = htlFireOdds(q, RuleParameters());

        std::vector<int> bins(static_cast<std::size_t>(targetSp) + 1, 0);
        std::vector<int> artBins(static_cast<std::size_t>(artillerySp) + 1, 0);
        int leaderLost = 0;
        const Action fire = fireAction(g.u("a"), target);
        for (int i = 0; i < kTrials; ++i) {
            GameState st = g.s;
            st.dice = DiceStream(0xF1E0000ull + static_cast<std::uint64_t>(i));
            const ApplyResult r = applyAction(st, fire);
            QVERIFY2(r.ok, r.error.c_str());
            const UnitState& tu = st.unit(g.u("t"));
            const int lost = tu.status == UnitStatus::Eliminated ? targetSp : targetSp - tu.sp;
            ++bins[static_cast<std::size_t>(lost)];
            if (artillerySp) {
                const UnitState& au = st.unit(g.u("ta"));
                ++artBins[static_cast<std::size_t>(au.status == UnitStatus::Eliminated ? artillerySp : artillerySp - au.sp)];
            }
            if (leader && st.unit(g.u("tl")).status == UnitStatus::Eliminated) ++leaderLost;
        }
        QCOMPARE(odds.distribution.size(), bins.size());
        for (std::size_t k = 0; k < bins.size(); ++k)
            AGREES(double(bins[k]) / kTrials, odds.distribution[k], QString("P(%1 hits)").arg(k));
        AGREES(double(bins.back()) / kTrials, odds.eliminated, "eliminated");
        if (leader) AGREES(double(leaderLost) / kTrials, odds.leaderLost, "leader lost");
        if (artillerySp) {
            QVERIFY(odds.artillery.has_value());
            for (std::size_t k = 0; k < artBins.size(); ++k)
                AGREES(double(artBins[k]) / kTrials, odds.artillery->distribution[k], QString("artillery P(%1 hits)").arg(k));
        }
    }

    void close_data() {
        QTest::addColumn<QString>("attacker");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("morale");
        QTest::addColumn<int>("targetSp");
        QTest::addColumn<bool>("leader");
        QTest::addColumn<int>("artillerySp");  // 0: none stacked (black)
        QTest::newRow("infantry clear black 4") << "infantry" << "clear" << "black" << 4 << false << 0;
        QTest::newRow("cavalry woods green 2 leader") << "cavalry" << "woods" << "green" << 2 << true << 0;
        QTest::newRow("infantry bridge gold 3") << "infantry" << "bridge" << "gold" << 3 << false << 0;
        QTest::newRow("infantry hill green 1") << "infantry" << "hill" << "green" << 1 << false << 0;
        QTest::newRow("infantry clear black 2 + artillery 2") << "infantry" << "clear" << "black" << 2 << false << 2;
        QTest::newRow("infantry town green 1 + artillery 1 leader") << "infantry" << "town" << "green" << 1 << true << 1;
    }
    void close() {
        QFETCH(QString, attacker);
        QFETCH(QString, terrain);
        QFETCH(QString, morale);
        QFETCH(int, targetSp);
        QFETCH(bool, leader);
        QFETCH(int, artillerySp);
        const UnitType type = *unitTypeFromString(attacker.toStdString());
        const Terrain t = *terrainFromString(terrain.toStdString());
        const Morale m = *moraleFromString(morale.toStdString());
        // Defender at 5,3, home edge east: 6,3 is always open to it (so are 5,2 and 5,4, as
        // near the edge in the plane; the owner takes 6,3).
        ScenarioBuilder b;
        b.unit("a", Side::Union, type, {4, 3}, type == UnitType::Infantry ? 4 : 2, Morale::Black);
        b.terrain({5, 3}, t).infantry("d", Side::Confederate, {5, 3}, targetSp, m);
        if (leader) b.leader("dl", Side::Confederate, {5, 3});
        if (artillerySp) b.artillery("da", Side::Confederate, {5, 3}, artillerySp, Morale::Black);
        TestGame g(b, {3});
        HtlCloseQuery q;
        q.attacker = type;
        q.terrain = t;
        q.morale = m;
        q.targetSp = targetSp;
        q.leader = leader;
        if (artillerySp) q.artillery = HtlStackedArtillery{artillerySp, Morale::Black};
        const HtlCloseOdds odds = htlCloseOdds(q, RuleParameters());

        const int home = g.idx({5, 3});
        std::vector<int> bins(static_cast<std::size_t>(targetSp) + 1, 0);
        int eliminated = 0, retreat = 0, holds = 0, leaderLost = 0, vacated = 0;
        int artEliminated = 0, artRetreat = 0;
        const Action close = closeAction(g.u("a"), {5, 3});
        for (int i = 0; i < kTrials; ++i) {
            GameState st = g.s;
            st.dice = DiceStream(0xC105E000ull + static_cast<std::uint64_t>(i));
            const ApplyResult r = applyAction(st, close);
            QVERIFY2(r.ok, r.error.c_str());
            while (st.pending.kind == DecisionKind::Retreat && st.setup().unitType(st.pending.unit) != UnitType::Leader)
                QVERIFY(applyAction(st, retreatAction(st.pending.unit, {6, 3})).ok);
            const UnitState& du = st.unit(g.u("d"));
            const bool dead = du.status == UnitStatus::Eliminated;
            ++bins[static_cast<std::size_t>(dead ? targetSp : targetSp - du.sp)];
            if (dead)
                ++eliminated;
            else if (du.hex != home || (st.pending.kind == DecisionKind::Retreat && st.pending.unit == g.u("d")))
                ++retreat;
            else
                ++holds;
            if (leader && st.unit(g.u("dl")).status == UnitStatus::Eliminated) ++leaderLost;
            if (artillerySp) {
                const UnitState& au = st.unit(g.u("da"));
                if (au.status == UnitStatus::Eliminated) ++artEliminated;
                else if (au.hex != home) ++artRetreat;
            }
            if (!st.at(home).hasCombat()) ++vacated;
        }
        for (std::size_t k = 0; k < bins.size(); ++k)
            AGREES(double(bins[k]) / kTrials, odds.distribution[k], QString("P(%1 hits)").arg(k));
        AGREES(double(eliminated) / kTrials, odds.eliminated, "eliminated");
        AGREES(double(retreat) / kTrials, odds.retreat, "retreat");
        AGREES(double(holds) / kTrials, odds.holds, "holds");
        AGREES(double(vacated) / kTrials, odds.hexVacated, "hex vacated");
        if (leader) AGREES(double(leaderLost) / kTrials, odds.leaderLost, "leader lost");
        if (artillerySp) {
            AGREES(double(artEliminated) / kTrials, odds.artillery->eliminated, "artillery eliminated");
            AGREES(double(artRetreat) / kTrials, odds.artillery->retreat, "artillery retreat");
        }
    }

    // 9.4: rally success against htlRallyOdds.
    void rally_data() {
        QTest::addColumn<QString>("morale");
        QTest::newRow("green") << "green";
        QTest::newRow("black") << "black";
        QTest::newRow("gold") << "gold";
    }
    void rally() {
        QFETCH(QString, morale);
        const Morale m = *moraleFromString(morale.toStdString());
        ScenarioBuilder b;
        b.firstSide(Side::Confederate).infantry("u", Side::Union, {3, 3}, 4, m).leader("l", Side::Union, {3, 3});
        b.infantry("cf", Side::Confederate, {5, 3});
        TestGame g(b, {1, 6, 2, 2, 1});
        APPLY_OK(g, fireAction(g.u("cf"), {3, 3}));
        APPLY_OK(g, endTurnAction());
        QCOMPARE(g.sp("u"), 3);
        int success = 0;
        const Action rally = rallyAction(g.u("l"), g.u("u"));
        for (int i = 0; i < kTrials; ++i) {
            GameState st = g.s;
            st.dice = DiceStream(0xA11E000ull + static_cast<std::uint64_t>(i));
            QVERIFY(applyAction(st, rally).ok);
            if (st.unit(g.u("u")).sp == 4) ++success;
        }
        AGREES(double(success) / kTrials, htlRallyOdds(m, RuleParameters()).success, "rally success");
    }
};

} // namespace

QTEST_APPLESS_MAIN(TestOddsAgree)
#include "test_odds_agree.moc"
