// Why and where a side wins (engine/balance/balance_explain.h) on hand-made game outcomes:
// VP by source, the VP band by turn, winning conditions in words, the decisive-hex
// statistic on a battle built so one hex decides it; tallies that merge and survive a part
// file; the verdict bands ("fighting chance") and a scenario's historical intent; and on
// real games, VP by source adding up to each side's VP.
#include "engine/balance/balance_explain_json.h"
#include "engine/balance/balance_ladder.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include <QtTest>

using namespace muster;

namespace {

Scenario load(const char* name) { return readScenarioFile(std::string(MUSTER_SCENARIOS) + "/" + name); }

// A 13x9 battle with two VP markers and a reachVP, a reachVPByTurn and a holdAtEnd condition.
Scenario smallBattle() {
    return readScenarioJson(R"({"format": "muster-scenario", "formatVersion": 1,
      "board": {"columns": 13, "rows": 9}, "turns": 4,
      "sides": {"union": {"commandAP": 4}, "confederate": {"commandAP": 4}},
      "units": [{"id": "u1", "side": "union", "type": "infantry", "hex": [2,2], "sp": 4, "morale": "black"},
                {"id": "c1", "side": "confederate", "type": "infantry", "hex": [10,8], "sp": 4, "morale": "black"}],
      "vpMarkers": [{"hex": [7,5], "side": "confederate", "value": 2, "label": "Dunker Church"},
                    {"hex": [3,6], "side": "union", "value": 1}],
      "victory": {"eliminationVP": 1, "conditions": [
        {"kind": "reachVP", "side": "union", "vp": 7},
        {"kind": "reachVPByTurn", "side": "union", "vp": 3, "turn": 2},
        {"kind": "holdAtEnd", "side": "confederate", "hexes": [[7,5], [8,5]]},
        {"kind": "mostVPAtEnd"}]}})",
                            "small");
}

GameOutcome outcome(GameResult r, int turns, int condition) {
    GameOutcome g;
    g.result = r;
    g.turns = turns;
    g.decidingCondition = condition;
    g.markerCapturedBy = {-1, -1};
    g.detail.markerVp = {{0, 0}, {0, 0}};
    g.detail.vpAtTurnEnd.assign(4, {0, 0});
    return g;
}

BalanceReport made(const std::string& ai, int unionWins, int confederateWins, int draws) {
    BalanceReport r;
    r.options.unionAi = r.options.confederateAi = ai;
    r.unionWins = unionWins;
    r.confederateWins = confederateWins;
    r.draws = draws;
    r.games = r.planned = unionWins + confederateWins + draws;
    return r;
}

LadderReport ladder(std::vector<BalanceReport> rungs) {
    LadderReport l;
    for (const auto& r : rungs) l.options.players.push_back(r.options.unionAi);
    l.rungs = std::move(rungs);
    return l;
}

} // namespace

class TestBalanceExplain : public QObject {
    Q_OBJECT
private slots:
    // Hand-made games: the sources, the curve and the conditions are the sums of what went in.
    void vpBySourceAndTurn() {
        const Scenario sc = smallBattle();
        BalanceReport r;
        r.prepare(sc);
        for (int i = 0; i < 10; ++i) {
            GameOutcome g = outcome(i < 6 ? GameResult::UnionWins : GameResult::ConfederateWins, i < 6 ? 3 : 4, i < 6 ? 0 : 2);
            g.detail.eliminationVp = {i, 1};
            g.detail.markerVp = {{2, 0}, {0, i % 2}};
            g.vp = {i + 2, 1 + i % 2};
            for (int t = 0; t < 4; ++t) g.detail.vpAtTurnEnd[static_cast<std::size_t>(t)] = {t == 0 ? i : i + 2, 1 + i % 2};
            r.add(g, i);
        }
        r.finish();
        const BalanceWhy w = explainWhy(sc, r.explain, r.games);
        QCOMPARE(w.sources[0].size(), std::size_t(3));  // eliminations, then each marker
        QCOMPARE(w.sources[0][0].name, std::string("eliminations"));
        QCOMPARE(w.sources[0][0].mean[0], 4.5);          // (0 + 1 + ... + 9) / 10
        QCOMPARE(w.sources[0][1].name, std::string("0705 Dunker Church"));
        QCOMPARE(w.sources[0][1].mean[0], 2.0);
        QCOMPARE(w.sources[1][2].name, std::string("0306"));
        QCOMPARE(w.sources[1][2].mean[1], 0.5);
        for (std::size_t s = 0; s < 2; ++s) {
            double sum = 0;
            for (const VpSource& v : w.sources[s]) sum += v.mean[s];
            QCOMPARE(sum, r.meanVp[s]);  // the sources add up to the side's VP
        }
        QCOMPARE(w.vpByTurn.size(), std::size_t(4));
        QCOMPARE(w.vpByTurn[0].mean[0], 4.5);
        QCOMPARE(w.vpByTurn[0].p10[0], 0);  // nearest rank: the 1st of 10
        QCOMPARE(w.vpByTurn[0].p90[0], 8);  // the 9th of 10
        QCOMPARE(w.vpByTurn[3].p90[0], 10);
        QCOMPARE(w.meanWinTurn[0], 3.0);
        QCOMPARE(w.meanWinTurn[1], 4.0);
        QCOMPARE(w.conditions.size(), std::size_t(2));
        QCOMPARE(w.conditions[0].words, std::string("the Union reaches 7 VP"));
        QCOMPARE(w.conditions[0].games, 6);
        QVERIFY(w.conditions[1].side == Side::Confederate);
        QCOMPARE(w.conditions[1].words, std::string("the Confederates hold 0705 Dunker Church and 0805 at the end"));
    }

    void conditionsInPlainWords() {
        const Scenario sc = smallBattle();
        QCOMPARE(winningWords(sc, 1, Side::Confederate), std::string("the Union does not reach 3 VP by turn 2"));
        QCOMPARE(winningWords(sc, 3, Side::Confederate), std::string("the Confederates have the most VP at the end"));
        QCOMPARE(winningWords(sc, 3, Side::Union), std::string("the Union has the most VP at the end"));
        QCOMPARE(winningWords(sc, -1, Side::Union), std::string("no condition (a draw)"));
    }

    // 200 games: whoever holds 0705 at the end wins 90% of the time; 0101 is held by the
    // Union in every other game whatever happens. Only 0705 is decisive.
    void theDecidingHexIsFound() {
        const Scenario sc = smallBattle();
        BalanceReport r;
        r.prepare(sc);
        for (int i = 0; i < 200; ++i) {
            const bool unionHolds = i % 4 < 2;
            const bool upset = i % 10 == 0;
            GameOutcome g = outcome(unionHolds != upset ? GameResult::UnionWins : GameResult::ConfederateWins, 4, 3);
            g.detail.heldAtEnd = {{Offset{7, 5}, static_cast<std::int8_t>(unionHolds ? 0 : 1)}};
            if (i % 2 == 0) g.detail.heldAtEnd.push_back({Offset{1, 1}, 0});
            if (i % 3 == 0) g.detail.lost.push_back({Offset{6, 5}, 1});
            r.add(g, i);
        }
        r.finish();
        const std::vector<HexEffect> all = hexEffects(sc, r.explain, r.games, {r.unionWins, r.confederateWins});
        QCOMPARE(all.size(), std::size_t(3));  // 0101, 0605 (a unit fell there), 0705, in board order
        QVERIFY(all[0].hex == (Offset{1, 1}));
        QCOMPARE(all[1].lost[1], 67);
        const HexEffect& church = all[2];
        QVERIFY(church.hex == (Offset{7, 5}));
        QVERIFY(church.objective);
        QCOMPARE(church.held[0], 100);
        QCOMPARE(church.heldRate[0], 0.5);
        QVERIFY2(std::abs(church.effect[0] - 0.8) < 1e-12, qPrintable(QString::number(church.effect[0])));
        QVERIFY(church.effectCi[0].lo > 0.6 && church.effectCi[0].hi < 0.95);
        QVERIFY(church.effectCi[1].lo > 0.6);  // holding it is worth as much to either side
        QVERIFY(all[0].effectCi[0].lo < 0 && all[0].effectCi[0].hi > 0);
        const std::vector<HexEffect> top = decisiveHexes(all, 5);
        QCOMPARE(top.size(), std::size_t(1));
        QVERIFY(top[0].hex == (Offset{7, 5}));
    }

    // Two halves merged are the whole, and a part file's tallies read back the same.
    void talliesMergeAndRoundTrip() {
        const Scenario sc = smallBattle();
        BalanceReport whole, a, b;
        for (BalanceReport* r : {&whole, &a, &b}) r->prepare(sc);
        for (int i = 0; i < 12; ++i) {
            GameOutcome g = outcome(i % 3 ? GameResult::UnionWins : GameResult::Draw, 1 + i % 4, i % 3 ? 0 : -1);
            g.detail.eliminationVp = {i % 5, i % 2};
            g.detail.heldAtEnd = {{Offset{1 + i % 3, 2}, static_cast<std::int8_t>(i % 2)}};
            g.detail.lost = {{Offset{4, 4}, static_cast<std::int8_t>(i % 2)}};
            g.detail.vpAtTurnEnd[2] = {i, 12 - i};
            whole.add(g, i);
            (i < 5 ? a : b).add(g, i);
        }
        a.merge(b);
        QVERIFY(a.explain == whole.explain);
        const ExplainTally back = readExplainTally(explainTallyJson(whole.explain));
        QVERIFY(back == whole.explain);
        QCOMPARE(vpByTurnJson(sc, a).dump(), vpByTurnJson(sc, whole).dump());
    }

    // Real games: what describeGame splits by source adds up to the engine's VP.
    void realGamesAddUp() {
        const Scenario sc = load("antietam.json");
        BalanceOptions o;
        o.games = 6;
        o.seed = 3;
        const BalanceReport r = runBalance(std::make_shared<const GameSetup>(sc), o);
        for (std::size_t s = 0; s < 2; ++s) {
            long long sum = r.explain.eliminationVp[s];
            for (const auto& m : r.explain.markerVp) sum += m[s];
            QCOMPARE(sum, r.vpSum[s]);
            long long last = 0;
            for (const auto& [vp, n] : r.explain.vpByTurn[s].back()) last += static_cast<long long>(vp) * n;
            QCOMPARE(last, r.vpSum[s]);  // the curve ends at the final VP
        }
        QVERIFY(!r.explain.hexes.empty());
    }

    // Each side wins at least a third of the decided games at every rung, but not 35-65%
    // everywhere: a fighting chance. Outside a third: lopsided.
    void verdictBands() {
        LadderSummary s = summarize(ladder({made("greedy", 34, 66, 0), made("search", 40, 60, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::FightingChance);
        QCOMPARE(std::string(toString(s.verdict)), std::string("fighting-chance"));
        s = summarize(ladder({made("greedy", 30, 70, 0), made("search", 36, 64, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::Lopsided);
        s = summarize(ladder({made("greedy", 40, 60, 0), made("search", 45, 55, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::Even);
        // Exactly a third (and two thirds) is a fighting chance.
        s = summarize(ladder({made("greedy", 1, 2, 0), made("search", 2, 1, 0)}));
        QCOMPARE(s.verdict, LadderVerdict::FightingChance);
    }

    // A battle the designer means to favour the Confederates (55-70% of decided games).
    void historicalIntent() {
        BalanceIntent intent;
        intent.favours = Side::Confederate;
        intent.minShare = 55;
        intent.maxShare = 70;
        LadderSummary s = summarize(ladder({made("greedy", 40, 60, 0), made("search", 35, 65, 0)}), &intent);
        QVERIFY(s.intentMet.has_value());
        QVERIFY(*s.intentMet);
        s = summarize(ladder({made("greedy", 40, 60, 0), made("search", 50, 50, 0)}), &intent);
        QVERIFY(!*s.intentMet);  // the strong rung is even: not the battle the designer meant
        s = summarize(ladder({made("greedy", 20, 80, 0), made("search", 35, 65, 0)}), &intent);
        QVERIFY(!*s.intentMet);
        // Without a favoured side the band is the Union's share.
        intent.favours.reset();
        intent.minShare = 45;
        intent.maxShare = 55;
        s = summarize(ladder({made("greedy", 45, 55, 0), made("search", 55, 45, 0)}), &intent);
        QVERIFY(*s.intentMet);
        QVERIFY(!summarize(ladder({made("greedy", 45, 55, 0), made("search", 55, 45, 0)})).intentMet.has_value());
    }

    // The key in the scenario file: read, written back the same, and refused with its path.
    void intentInTheFormat() {
        const std::string base = R"({"format": "muster-scenario", "formatVersion": 1, "board": {"columns": 3, "rows": 3},
          "sides": {"union": {}, "confederate": {}}, "balanceIntent": )";
        const Scenario sc = readScenarioJson(base + R"({"favours": "confederate", "minShare": 55, "maxShare": 70}})", "t");
        QVERIFY(sc.balanceIntent.has_value());
        QVERIFY(*sc.balanceIntent->favours == Side::Confederate);
        QCOMPARE(sc.balanceIntent->minShare, 55);
        QCOMPARE(sc.balanceIntent->maxShare, 70);
        QVERIFY(readScenarioJson(writeScenarioJson(sc), "again") == sc);
        const Scenario defaults = readScenarioJson(base + R"({"favours": "union"}})", "t");
        QCOMPARE(defaults.balanceIntent->minShare, 50);
        QCOMPARE(defaults.balanceIntent->maxShare, 67);
        QVERIFY(!readScenarioJson(writeScenarioJson(load("antietam.json")), "a").balanceIntent.has_value());
        for (const auto& [text, path] : {std::pair{R"({"minShare": 70, "maxShare": 60}})", "balanceIntent.minShare"},
                                         std::pair{R"({"maxShare": 101}})", "balanceIntent.maxShare"},
                                         std::pair{R"({"favours": "prussia"}})", "balanceIntent.favours"},
                                         std::pair{R"({"side": "union"}})", "balanceIntent.side"}}) {
            try {
                readScenarioJson(base + text, "t");
                QFAIL(text);
            } catch (const ScenarioReadError& e) {
                QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestBalanceExplain)
#include "test_balance_explain.moc"
