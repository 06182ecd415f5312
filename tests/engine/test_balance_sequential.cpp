// Sequential stopping (engine/balance/balance.h, balance_plan.h): a rung plays blocks of
// paired games and stops once its interval is narrow or settled, at its most games
// otherwise; where it stops depends on the plan and seed only (not the threads); a sharded
// plan plays fixed counts and its merged shards give the single run's bytes; the change
// search drops a clearly worse variant after a block.
#include "engine/balance/balance_plan.h"
#include "engine/balance/balance_suggest.h"
#include "tests/support/duel_scenario.h"
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

namespace {

// Two infantry a side on a 9x7 board, five turns, most VP at the end wins (or `victory`):
// only command AP separates the sides.
Scenario duel(int unionAp, int confederateAp, int turns = 5, const std::string& victory = R"([{"kind": "mostVPAtEnd"}])") {
    return test::duelScenario({unionAp, confederateAp, turns, victory});
}

BalancePlan pairing(const char* player, int maxGames) {
    BalancePlan p;
    p.ladder.clear();
    p.unionAi = p.confederateAi = player;
    p.maxGames = {maxGames};
    p.seed = 5;
    return p;
}

BalanceReport report(int unionWins, int confederateWins, int draws) {
    BalanceReport r;
    r.unionWins = unionWins;
    r.confederateWins = confederateWins;
    r.draws = draws;
    r.games = unionWins + confederateWins + draws;
    return r;
}

// The Union wins by holding its own hex 0303 at the end; the Confederates have no command AP
// to take it.
Scenario oneSided() { return duel(3, 0, 5, R"([{"kind": "holdAtEnd", "side": "union", "hexes": [[3,3]]}])"); }

} // namespace

class TestBalanceSequential : public QObject {
    Q_OBJECT
private slots:
    void ruleOnHandMadeTotals() {
        QVERIFY(!sequentialStop(report(0, 0, 40), 0.07));                       // nothing decided
        QCOMPARE(*sequentialStop(report(40, 0, 0), 0.07), RunStop::Precise);    // 91-100%: +-4.4
        QCOMPARE(*sequentialStop(report(100, 100, 0), 0.07), RunStop::Precise); // 43-57%
        // Settled: after two blocks at least, on the 99% interval.
        QCOMPARE(*sequentialStop(report(40, 40, 0), 0.07), RunStop::Settled);   // 99%: 36-64%, in 35-65%
        QCOMPARE(*sequentialStop(report(12, 68, 0), 0.07), RunStop::Settled);   // 99%: 8-28%, under a third
        QVERIFY(!sequentialStop(report(6, 34, 0), 0.07));                       // one block only: not yet
        QVERIFY(!sequentialStop(report(20, 20, 0), 0.07));                      // one block only: not yet
        QVERIFY(!sequentialStop(report(24, 56, 0), 0.07));                      // 99%: 18-44%: two bands
        QVERIFY(!sequentialStop(report(36, 44, 0), 0.07));                      // 99%: 32-60%: two bands
        QCOMPARE(*sequentialStop(report(20, 20, 0), 0.15), RunStop::Precise);   // precise comes first
    }

    // The Union wins every decided game, and the first block of 40 games already gives an
    // interval narrower than +-7 points.
    void lopsidedRungStopsAfterOneBlock() {
        const BalanceOutcome o = runBalancePlan(oneSided(), pairing("greedy", 400), 1);
        const BalanceReport& r = o.reports.front();
        QCOMPARE(r.games, kStopBlockGames);
        QCOMPARE(r.stopped, RunStop::Precise);
        QCOMPARE(r.planned, r.games);
        QVERIFY(!o.cutShort());
        const auto j = balanceOutcomeJson(o);
        QCOMPARE(j["stopped"].get<std::string>(), std::string("precise"));
        QCOMPARE(j["stopping"]["rule"].get<std::string>(), std::string("sequential"));
        QCOMPARE(j["games"].get<int>(), kStopBlockGames);
        // Asked for fixed counts, the same plan plays every game.
        BalancePlan fixed = pairing("greedy", 400);
        fixed.fixedCounts = true;
        fixed.games = {120};
        const BalanceOutcome all = runBalancePlan(oneSided(), fixed, 1);
        QCOMPARE(all.reports.front().games, 120);
        QCOMPARE(all.reports.front().stopped, RunStop::Fixed);
        QVERIFY(!balanceOutcomeJson(all).contains("stopping"));
    }

    // A rung whose interval stays wide (few games decided) plays to its most games.
    void undecidedRungRunsToItsCap() {
        const BalanceOutcome o = runBalancePlan(duel(1, 1, 2), pairing("greedy", 100), 1);
        const BalanceReport& r = o.reports.front();
        QVERIFY2(!sequentialStop(r, 0.07), "the battle was meant to stay undecided");
        QCOMPARE(r.games, 100);
        QCOMPARE(r.stopped, RunStop::Cap);
        QCOMPARE(balanceOutcomeJson(o)["stopped"].get<std::string>(), std::string("cap"));
    }

    // Where each rung stops, and every figure, is the same on 1 and 2 threads.
    void sameStopsOnOneOrTwoThreads() {
        for (const Scenario& sc : {duel(4, 4), duel(5, 3), duel(1, 1, 2), oneSided()}) {
            BalancePlan p;
            p.ladder = {"random", "greedy"};
            p.maxGames = {160, 120};
            p.seed = 11;
            const std::string one = balanceOutcomeJson(runBalancePlan(sc, p, 1)).dump();
            const std::string two = balanceOutcomeJson(runBalancePlan(sc, p, 2)).dump();
            QCOMPARE(two, one);
        }
    }

    // A sharded plan plays fixed counts (the defaults when none is given) and says so; its
    // shards merged give the bytes of the same plan run whole with fixed counts.
    void shardsPlayFixedCountsAndMergeExactly() {
        const Scenario sc = duel(5, 3);
        BalancePlan whole;
        whole.ladder = {"random", "greedy"};
        whole.crossGames = 4;
        whole.seed = 9;
        QVERIFY(whole.sequential());
        BalancePlan part = whole;
        part.shardCount = 3;
        QVERIFY(!part.sequential());
        QCOMPARE(part.rungGames(0), defaultRungGames(0));
        QCOMPARE(part.rungGames(1), defaultRungGames(1));
        QCOMPARE(balancePlanJson(part)["stopping"].get<std::string>(), std::string("fixed"));
        QCOMPARE(balancePlanJson(whole)["stopping"].get<std::string>(), std::string("sequential"));
        BalanceOutcome merged;
        for (int k = 0; k < part.shardCount; ++k) {
            part.shardIndex = k;
            const BalanceOutcome shard = runBalancePlan(sc, part, 2);
            if (k == 0) merged = shard;
            else mergeOutcome(merged, shard);
        }
        settleMergedOutcome(merged);
        merged.plan.shardIndex = 0;
        merged.plan.shardCount = 1;
        merged.plan.fixedCounts = true;
        whole.fixedCounts = true;
        QCOMPARE(balanceOutcomeJson(merged).dump(), balanceOutcomeJson(runBalancePlan(sc, whole, 2)).dump());
    }

    // Little Round Top with the Union starved of command AP (1 to 6; the Confederates win
    // about 90% of the decided games): variants as lopsided as that are clearly worse than
    // the best after the first block and stop there, so the search plays fewer games than
    // every variant to the end; the same on 1 and 2 threads.
    void searchDropsClearlyWorseVariantsEarly() {
        Scenario sc = readScenarioFile(MUSTER_SCENARIOS "/gettysburg_little_round_top.json");
        sc.side(Side::Union).commandAP = 1;
        sc.side(Side::Confederate).commandAP = 6;
        SuggestOptions o;
        o.games = 80;
        o.seed = 3;
        o.threads = 1;
        const Suggestions one = suggestChanges(sc, o);
        QVERIFY2(one.stoppedEarly > 0, "no variant was dropped");
        const long long allGames = static_cast<long long>(one.tried) * o.games;
        QVERIFY2(one.played <= allGames - static_cast<long long>(one.stoppedEarly) * kStopBlockGames,
                 (std::to_string(one.played) + " of " + std::to_string(allGames)).c_str());
        for (const SuggestedChange& c : one.best) QCOMPARE(c.report.games, o.games);
        o.threads = 2;
        const Suggestions two = suggestChanges(sc, o);
        QCOMPARE(two.played, one.played);
        QCOMPARE(two.stoppedEarly, one.stoppedEarly);
        QCOMPARE(two.best.size(), one.best.size());
        for (std::size_t i = 0; i < one.best.size(); ++i) QVERIFY(two.best[i].change == one.best[i].change);
    }
};

QTEST_GUILESS_MAIN(TestBalanceSequential)
#include "test_balance_sequential.moc"
