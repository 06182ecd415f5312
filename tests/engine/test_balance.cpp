// Balance runs: Wilson intervals against published values, the same figures on
// 1 and 2 threads, progress and cancel, the AP suggestion on a scenario made lopsided.
#include "engine/balance/balance.h"
#include "engine/balance/balance_plan.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

namespace {

Scenario load(const char* name) { return readScenarioFile(std::string(MUSTER_SCENARIOS) + "/" + name); }

void compareReports(const BalanceReport& a, const BalanceReport& b) {
    QCOMPARE(a.games, b.games);
    QCOMPARE(a.unionWins, b.unionWins);
    QCOMPARE(a.confederateWins, b.confederateWins);
    QCOMPARE(a.draws, b.draws);
    QCOMPARE(a.meanTurns, b.meanTurns);
    QCOMPARE(a.meanVp[0], b.meanVp[0]);
    QCOMPARE(a.meanVp[1], b.meanVp[1]);
    QVERIFY(a.vpHistogram == b.vpHistogram);
    QVERIFY(a.markerCaptures == b.markerCaptures);
    QVERIFY(a.decidedBy == b.decidedBy);
}

} // namespace

class TestBalance : public QObject {
    Q_OBJECT
private slots:
    // Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I,
    // method 3 (Wilson score interval without continuity correction).
    void wilsonKnownValues() {
        struct Case {
            int k, n;
            double lo, hi;
        };
        for (const Case c : {Case{81, 263, 0.2553, 0.3662}, Case{15, 148, 0.0624, 0.1605}, Case{0, 20, 0.0, 0.1611},
                             Case{1, 29, 0.0061, 0.1718}}) {
            const Interval i = wilsonInterval(c.k, c.n);
            QVERIFY2(std::abs(i.lo - c.lo) < 5e-5 && std::abs(i.hi - c.hi) < 5e-5,
                     (std::to_string(c.k) + "/" + std::to_string(c.n) + ": " + std::to_string(i.lo) + " - " +
                      std::to_string(i.hi))
                         .c_str());
        }
        const Interval none = wilsonInterval(0, 0);
        QCOMPARE(none.lo, 0.0);
        QCOMPARE(none.hi, 1.0);
        const Interval all = wilsonInterval(10, 10);
        QCOMPARE(all.hi, 1.0);
        QVERIFY(std::abs(all.lo - 0.7225) < 5e-5);
    }

    void sameFiguresOnOneOrTwoThreads() {
        auto setup = std::make_shared<const GameSetup>(load("gettysburg_little_round_top.json"));
        for (const auto& [u, c] : {std::pair{"greedy", "greedy"}, std::pair{"random", "greedy"}}) {
            BalanceOptions o;
            o.games = 16;
            o.unionAi = u;
            o.confederateAi = c;
            o.seed = 42;
            o.threads = 1;
            const BalanceReport one = runBalance(setup, o);
            o.threads = 2;
            const BalanceReport two = runBalance(setup, o);
            compareReports(one, two);
            QCOMPARE(one.games, 16);
            QCOMPARE(one.errors, 0);
            QCOMPARE(one.unionWins + one.confederateWins + one.draws, 16);
            QCOMPARE(one.swapped, std::string(u) == c);
            o.seed = 43;
            const BalanceReport other = runBalance(setup, o);
            // Another seed plays other games (VP totals differ somewhere).
            QVERIFY(other.vpHistogram != one.vpHistogram || other.meanTurns != one.meanTurns);
        }
    }

    void swappedPairsShareDice() {
        const GameSeeds a = gameSeeds(5, 6, true), b = gameSeeds(5, 7, true), c = gameSeeds(5, 8, true);
        QCOMPARE(a.dice, b.dice);
        QCOMPARE(a.unionPlayer, b.confederatePlayer);
        QCOMPARE(a.confederatePlayer, b.unionPlayer);
        QVERIFY(c.dice != a.dice);
        QVERIFY(gameSeeds(5, 6, false).dice != gameSeeds(5, 7, false).dice);
    }

    void progressAndCancel() {
        auto setup = std::make_shared<const GameSetup>(load("gettysburg_little_round_top.json"));
        BalanceOptions o;
        o.games = 40;
        o.threads = 2;
        int calls = 0, last = 0;
        const BalanceReport r = runBalance(setup, o, [&](int done, const BalanceReport& partial) {
            ++calls;
            last = done;
            return partial.games < 6 && done < 6;
        });
        QVERIFY(calls >= 6);
        QVERIFY(last < 40);
        QVERIFY(r.games >= 5 && r.games < 40);
    }

    void unknownPlayerRefused() {
        auto setup = std::make_shared<const GameSetup>(load("gettysburg_little_round_top.json"));
        BalanceOptions o;
        o.unionAi = "nobody";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runBalance(setup, o));
    }

    // Gettysburg with the Union starved of command AP: the Confederates win most games;
    // the plan's command-AP suggestion must give the Union AP back (or take the
    // Confederates' away) and come out nearer to even, without ever going below 0.
    void apSuggestionMovesTowardEven() {
        Scenario sc = load("gettysburg_little_round_top.json");
        sc.side(Side::Union).commandAP = 1;
        sc.side(Side::Confederate).commandAP = 6;
        BalancePlan plan;
        plan.ladder.clear();
        plan.games = {40};
        plan.seed = 3;
        plan.suggest = PlanSuggest::CommandAp;
        const BalanceOutcome out = runBalancePlan(sc, plan, 2);
        QVERIFY(out.ap);
        const ApSuggestion& s = *out.ap;
        QVERIFY(s.tried.size() >= 2);
        const BalanceReport& base = s.tried.front().report;
        QVERIFY2(base.imbalance() < -0.3, std::to_string(base.imbalance()).c_str());
        QVERIFY(s.unionAp >= 0 && s.confederateAp >= 0);
        for (const ApCandidate& c : s.tried) QVERIFY(c.unionAp >= 0 && c.confederateAp >= 0);
        QVERIFY(s.unionAp > 1 || s.confederateAp < 6);
        const double before = std::abs(base.imbalance());
        const double after = std::abs(s.unionRate - s.confederateRate);
        QVERIFY2(after < before - 0.1, (std::to_string(before) + " -> " + std::to_string(after)).c_str());
    }
};

QTEST_GUILESS_MAIN(TestBalance)
#include "test_balance.moc"
