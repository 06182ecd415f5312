// The ladder's statistics on hand-made results (Newcombe's interval, the verdict rules,
// skill gain), shards that cover every game once, and shard totals that merge into the
// single run's figures.
#include "engine/balance/balance_ladder.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include <QtTest>

#include <set>

using namespace muster;

namespace {

BalanceReport made(const std::string& ai, int unionWins, int confederateWins, int draws) {
    BalanceReport r;
    r.options.unionAi = r.options.confederateAi = ai;
    r.unionWins = unionWins;
    r.confederateWins = confederateWins;
    r.draws = draws;
    r.games = r.planned = unionWins + confederateWins + draws;
    return r;
}

BalanceReport cross(const std::string& u, const std::string& c, int unionWins, int confederateWins, int draws) {
    BalanceReport r = made(u, unionWins, confederateWins, draws);
    r.options.confederateAi = c;
    return r;
}

LadderReport ladder(std::vector<BalanceReport> rungs, std::vector<BalanceReport> x = {}) {
    LadderReport l;
    for (const auto& r : rungs) l.options.players.push_back(r.options.unionAi);
    l.rungs = std::move(rungs);
    l.cross = std::move(x);
    return l;
}

} // namespace

class TestBalanceLadder : public QObject {
    Q_OBJECT
private slots:
    // Newcombe (1998), "Interval estimation for the difference between independent
    // proportions", Statistics in Medicine 17, table II, method 10: 56/70 - 48/80.
    void newcombePublishedValues() {
        const Interval a = newcombeDifference(56, 70, 48, 80);
        QVERIFY2(std::abs(a.lo - 0.0524) < 5e-4 && std::abs(a.hi - 0.3339) < 5e-4,
                 qPrintable(QString("%1 %2").arg(a.lo).arg(a.hi)));
        const Interval b = newcombeDifference(9, 10, 3, 10);  // table II row (c): 0.1705 to 0.8090
        QVERIFY2(std::abs(b.lo - 0.1705) < 5e-4 && std::abs(b.hi - 0.8090) < 5e-4,
                 qPrintable(QString("%1 %2").arg(b.lo).arg(b.hi)));
    }

    void verdictRules() {
        // Both rungs within 35-65% of decided games, spread small: even.
        LadderSummary s = summarize(ladder({made("greedy", 45, 55, 0), made("search", 50, 50, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::Even);
        QCOMPARE(std::string(toString(s.verdict)), std::string("even"));
        QVERIFY(std::abs(s.spread - 0.05) < 1e-12);
        QVERIFY(s.spreadCi.lo < 0 && s.spreadCi.hi > 0);
        // One rung at 70% of decided games, the spread's interval holding 0: lopsided.
        s = summarize(ladder({made("greedy", 70, 30, 0), made("search", 64, 36, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::Lopsided);
        // The strongest far from the weakest: depends on the players, even when both are
        // within 35-65% taken alone... and also when they are not.
        s = summarize(ladder({made("greedy", 36, 64, 0), made("search", 64, 36, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::DependsOnPlayers);
        QVERIFY(s.spreadCi.lo > 0);
        s = summarize(ladder({made("greedy", 80, 20, 0), made("search", 20, 80, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::DependsOnPlayers);
        QCOMPARE(std::string(toString(s.verdict)), std::string("depends-on-players"));
        // The decided share ignores draws: 20 Union wins, 20 Confederate, 60 draws is even
        // (and draws most of the time, so the warning is on).
        s = summarize(ladder({made("greedy", 20, 20, 60), made("search", 22, 18, 60)}));
        QCOMPARE(s.verdict, LadderVerdict::Even);
        QVERIFY(s.mostlyDraws);
        QCOMPARE(s.shares[0].decided, 40);
        QCOMPARE(s.shares[0].rate, 0.5);
        s = summarize(ladder({made("greedy", 20, 20, 60), made("search", 30, 30, 40)}));
        QVERIFY(!s.mostlyDraws);
        // 35% and 65% themselves count as even.
        s = summarize(ladder({made("greedy", 35, 65, 0), made("search", 35, 65, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::Even);
    }

    // Skill gain: the 2x2 of weak/strong Union against weak/strong Confederate.
    void skillGainFromCrossPairings() {
        const LadderSummary s = summarize(ladder(
            {made("greedy", 40, 40, 20), made("search", 50, 30, 20)},
            {cross("search", "greedy", 70, 20, 10), cross("greedy", "search", 30, 60, 10)}));
        QVERIFY(s.hasSkillGain);
        // Union: ((0.70 - 0.40) + (0.50 - 0.30)) / 2 = 0.25.
        QVERIFY2(std::abs(s.skillGain[0] - 0.25) < 1e-12, qPrintable(QString::number(s.skillGain[0])));
        // Confederate: ((0.60 - 0.40) + (0.30 - 0.20)) / 2 = 0.15.
        QVERIFY2(std::abs(s.skillGain[1] - 0.15) < 1e-12, qPrintable(QString::number(s.skillGain[1])));
        QVERIFY(!summarize(ladder({made("greedy", 1, 1, 0), made("search", 1, 1, 0)})).hasSkillGain);
    }

    // Every game belongs to exactly one shard, a swapped pair to one shard.
    void shardsCoverEveryGameOnce() {
        for (const bool swap : {false, true})
            for (const int games : {1, 2, 7, 20, 101})
                for (const int n : {1, 2, 3, 4, 7, 150}) {
                    std::multiset<int> all;
                    for (int k = 0; k < n; ++k) {
                        const int count = shardGames(games, swap, k, n);
                        for (int m = 0; m < count; ++m) {
                            const int g = shardGame(m, swap, k, n);
                            QVERIFY(g >= 0 && g < games);
                            QCOMPARE(diceKey(g, swap) % n, k);
                            all.insert(g);
                        }
                    }
                    QCOMPARE(static_cast<int>(all.size()), games);
                    QCOMPARE(static_cast<int>(std::set<int>(all.begin(), all.end()).size()), games);
                }
    }

    // Three shards, merged, give the single run's totals; so do two threads.
    void shardTotalsMergeIntoTheSingleRun() {
        auto setup = std::make_shared<const GameSetup>(readScenarioFile(MUSTER_SCENARIOS "/gettysburg_little_round_top.json"));
        LadderOptions o;
        o.players = {"random", "greedy"};
        o.games = {9, 6};
        o.crossGames = 3;
        o.seed = 11;
        const std::vector<BalanceReport> one = runBalanceJobs(ladderJobs(setup, o), 1, nullptr);
        const std::vector<BalanceReport> two = runBalanceJobs(ladderJobs(setup, o), 2, nullptr);
        std::vector<BalanceReport> merged;
        for (int k = 0; k < 3; ++k) {
            o.shardIndex = k;
            o.shardCount = 3;
            const auto part = runBalanceJobs(ladderJobs(setup, o), 1, nullptr);
            if (merged.empty()) merged = part;
            else
                for (std::size_t j = 0; j < part.size(); ++j) merged[j].merge(part[j]);
        }
        QCOMPARE(one.size(), std::size_t(4));
        for (std::size_t j = 0; j < one.size(); ++j) {
            merged[j].finish();
            for (const BalanceReport* b : {static_cast<const BalanceReport*>(&two[j]), static_cast<const BalanceReport*>(&merged[j])}) {
                QCOMPARE(b->games, one[j].games);
                QCOMPARE(b->unionWins, one[j].unionWins);
                QCOMPARE(b->confederateWins, one[j].confederateWins);
                QCOMPARE(b->draws, one[j].draws);
                QCOMPARE(b->meanTurns, one[j].meanTurns);
                QVERIFY(b->vpHistogram == one[j].vpHistogram);
                QVERIFY(b->drawShortfall == one[j].drawShortfall);
                QVERIFY(b->markerCaptures == one[j].markerCaptures);
                QVERIFY(b->decidedBy == one[j].decidedBy);
            }
        }
        QCOMPARE(one[0].games, 9);
        QCOMPARE(one[2].options.unionAi, std::string("greedy"));  // the strongest as the Union
        QCOMPARE(one[3].options.unionAi, std::string("random"));
        // random loses: the cross pairings show each side gaining from the stronger player.
        const LadderSummary s = summarize(ladderFromReports(o, one));
        QVERIFY(s.hasSkillGain);
    }

    // Drawn games count how far each side was from its VP target.
    void drawShortfallAgainstTheTarget() {
        Scenario sc = readScenarioFile(MUSTER_SCENARIOS "/gettysburg_little_round_top.json");
        BalanceReport r;
        r.prepare(sc);
        int target = 0;
        for (const auto& c : sc.victory.conditions)
            if (c.kind == VictoryKind::ReachVP && c.side == Side::Union) target = *c.vp;
        QVERIFY(target > 0);
        QCOMPARE(r.vpTarget[0], target);
        GameOutcome g;
        g.result = GameResult::Draw;
        g.vp = {target - 2, 0};
        r.add(g, 0);
        g.result = GameResult::UnionWins;
        r.add(g, 1);
        QCOMPARE(r.drawShortfall[0].size(), std::size_t(1));
        QCOMPARE(r.drawShortfall[0].at(2), 1);
    }
};

QTEST_GUILESS_MAIN(TestBalanceLadder)
#include "test_balance_ladder.moc"
