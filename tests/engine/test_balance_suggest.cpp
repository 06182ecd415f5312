// The search for the smallest change that evens a battle (engine/balance/balance_suggest.h):
// the variants it tries stay within the rules, a battle starved of command AP is found a
// change that evens it, variants clearly further from even are stopped early, and the
// answer does not depend on the threads.
#include "engine/balance/balance_suggest.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"
#include "tests/support/duel_scenario.h"

#include <QtTest>

using namespace muster;

namespace {

// Two infantry a side on a 9x7 board, five turns, most VP at the end wins: nothing but
// command AP separates the sides. `objectives` adds a VP marker and a Union VP target.
Scenario duel(int unionAp, int confederateAp, bool objectives) {
    test::DuelOptions o{unionAp, confederateAp};
    if (objectives) {
        o.vpMarkers = R"([{"hex": [4,4], "value": 1}])";
        o.victory = R"([{"kind": "reachVPByTurn", "side": "union", "vp": 2, "turn": 4}, {"kind": "mostVPAtEnd"}])";
    }
    return test::duelScenario(o);
}

} // namespace

class TestBalanceSuggest : public QObject {
    Q_OBJECT
private slots:
    void candidatesStayWithinTheRules() {
        const Scenario sc = duel(1, 6, true);
        const std::vector<BalanceChange> all = candidateChanges(sc);
        int ap = 0, vp = 0, turns = 0, elim = 0, marker = 0;
        for (const BalanceChange& c : all) {
            QVERIFY(c.to != c.from);
            switch (c.kind) {
            case BalanceChange::Kind::CommandAp: ++ap; QVERIFY(c.to >= 0); break;
            case BalanceChange::Kind::VictoryVp: ++vp; QCOMPARE(c.index, 0); QVERIFY(c.to >= 1); break;
            case BalanceChange::Kind::Turns: ++turns; QVERIFY(c.to >= 4); break;  // not before the condition's turn 4
            case BalanceChange::Kind::EliminationVp: ++elim; break;
            case BalanceChange::Kind::MarkerValue: ++marker; QVERIFY(c.to >= 1); break;
            }
        }
        QCOMPARE(ap, 4 + 6);   // Union 0, 2, 3, 4; Confederate 3, 4, 5, 7, 8, 9
        QCOMPARE(vp, 3);       // 2 -> 1, 3, 4 (not 0)
        QCOMPARE(turns, 2);
        QCOMPARE(elim, 2);
        QCOMPARE(marker, 1);   // 1 -> 2 (not 0)
        QCOMPARE(candidateChanges(sc, true).size(), std::size_t(10));
        const Scenario changed = applyChange(sc, {BalanceChange::Kind::CommandAp, Side::Confederate, -1, 6, 4});
        QCOMPARE(changed.side(Side::Confederate).commandAP, 4);
        QCOMPARE(changeWords(sc, all.front()), std::string("Union command AP 1 -> 0"));
        QCOMPARE(changeWords(sc, {BalanceChange::Kind::VictoryVp, Side::Union, 0, 2, 3}),
                 std::string("Union VP to reach by turn 4 2 -> 3"));
        QCOMPARE(changeWords(sc, {BalanceChange::Kind::MarkerValue, Side::Union, 0, 1, 2}), std::string("VP marker 0404 worth 1 -> 2"));
    }

    // Little Round Top with the Union starved of command AP (1 to the Confederates' 6): the
    // Confederates win about 80% of the games. Giving the Union 2 AP back evens it
    // (docs/cli.md's --suggest-ap finds it too); the search over every kind of change must
    // come out near even, with a command AP change among its best, and stop the variants
    // that are clearly as lopsided as the battle itself.
    void findsTheCommandApChange() {
        Scenario sc = readScenarioFile(MUSTER_SCENARIOS "/gettysburg_little_round_top.json");
        sc.side(Side::Union).commandAP = 1;
        sc.side(Side::Confederate).commandAP = 6;
        SuggestOptions o;
        o.games = 40;
        o.blockGames = 10;  // four checks, as the search made before its blocks were 40 games
        o.seed = 3;
        o.threads = 1;
        const Suggestions one = suggestChanges(sc, o);
        QCOMPARE(one.best.size(), std::size_t(3));
        QCOMPARE(one.tried, static_cast<int>(candidateChanges(sc).size()));
        QVERIFY2(one.stoppedEarly > 0, "variants as lopsided as the battle itself go on to the end");
        const DecidedShare base = decidedShare(one.base);
        QVERIFY2(base.rate < 0.2, std::to_string(base.rate).c_str());
        bool apAmongBest = false;
        for (const SuggestedChange& c : one.best) {
            QCOMPARE(c.report.games, 40);  // played to the end
            apAmongBest |= c.change.kind == BalanceChange::Kind::CommandAp &&
                           ((c.change.side == Side::Union && c.change.to > 1) || (c.change.side == Side::Confederate && c.change.to < 6));
        }
        QVERIFY(apAmongBest);
        const SuggestedChange& top = one.best.front();
        QVERIFY2(std::abs(top.share.rate - 0.5) < std::abs(base.rate - 0.5) - 0.2,
                 (std::to_string(base.rate) + " -> " + std::to_string(top.share.rate)).c_str());
        QVERIFY(top.even);
        o.threads = 2;
        const Suggestions two = suggestChanges(sc, o);
        QCOMPARE(two.stoppedEarly, one.stoppedEarly);
        QCOMPARE(two.best.size(), one.best.size());
        for (std::size_t i = 0; i < one.best.size(); ++i) {
            QVERIFY(two.best[i].change == one.best[i].change);
            QCOMPARE(two.best[i].report.unionWins, one.best[i].report.unionWins);
            QCOMPARE(two.best[i].report.confederateWins, one.best[i].report.confederateWins);
        }
    }
};

QTEST_GUILESS_MAIN(TestBalanceSuggest)
#include "test_balance_suggest.moc"
