// The AI players: registered by name, only ever legal actions (on the bundled
// scenarios and on generated boards, pending retreats and advances included), the same
// game for the same seed, and greedy clearly stronger than random.
#include "engine/ai/greedy_player.h"
#include "engine/ai/search_player.h"
#include "engine/balance/balance.h"
#include "engine/rules/game.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "engine/players/random_player.h"
#include "tests/support/random_scenario.h"
#include "engine_fixture.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QtTest>

#include <atomic>

using namespace muster;

namespace {

// Plays a whole game, checking every action with the engine before it is applied; returns
// the actions and counts the pending decisions the players answered.
std::vector<Action> playChecked(const std::shared_ptr<const GameSetup>& setup, std::uint64_t seed, Player& u, Player& c,
                                const std::string& what, int* decisions = nullptr) {
    GameState s = newGame(setup, seed);
    std::vector<Action> actions;
    const int cap = actionCap(*setup);
    while (!s.over()) {
        if (static_cast<int>(actions.size()) >= cap) {
            QTest::qFail(("no end after the action cap: " + what).c_str(), __FILE__, __LINE__);
            return actions;
        }
        Player& p = s.toAct() == Side::Union ? u : c;
        if (decisions && s.pending.kind != DecisionKind::None) ++*decisions;
        const Action a = p.choose(s);
        const ApplyResult r = applyAction(s, a);
        if (!r) {
            QTest::qFail((p.name() + " chose an illegal action in " + what + " (seed " + std::to_string(seed) +
                          ", action " + std::to_string(actions.size()) + "): " + r.error)
                             .c_str(),
                         __FILE__, __LINE__);
            return actions;
        }
        actions.push_back(a);
    }
    return actions;
}

} // namespace

class TestAiPlayers : public QObject {
    Q_OBJECT
private slots:
    void registered() {
        const auto names = playerNames();
        for (const char* n : {"random", "greedy", "search"}) {
            QVERIFY2(std::find(names.begin(), names.end(), n) != names.end(), n);
            auto p = makePlayer(n, 1);
            QVERIFY(p);
            QCOMPARE(QString::fromStdString(p->name()), QString(n));
        }
    }

    void greedyOnlyLegalActions() {
        int decisions = 0;
        for (const auto& [name, setup] : test::bundledSetups())
            for (std::uint64_t seed : {1u, 2u}) {
                ai::GreedyPlayer g1(seed), g2(seed + 1);
                RandomPlayer r(seed);
                playChecked(setup, seed, g1, g2, name, &decisions);
                playChecked(setup, seed, r, g1, name + " vs random", &decisions);
                playChecked(setup, seed, g1, r, name + " vs random", &decisions);
            }
        for (std::uint64_t g = 0; g < 20; ++g) {
            auto setup = std::make_shared<const GameSetup>(randomScenario(500 + g));
            ai::GreedyPlayer a(g), b(g + 7);
            playChecked(setup, g, a, b, "generated " + std::to_string(500 + g), &decisions);
        }
        // The runs must have gone through retreat and advance decisions, or the pending
        // paths were not exercised.
        QVERIFY2(decisions > 20, std::to_string(decisions).c_str());
    }

    void searchOnlyLegalActions() {
        ai::SearchOptions o;
        o.playouts = 6;
        const auto scen = test::bundledSetups();
        for (std::size_t i = 0; i < scen.size(); i += 3) {
            ai::SearchPlayer s(3, o);
            ai::GreedyPlayer g(4);
            playChecked(scen[i].second, 5, s, g, scen[i].first);
            QVERIFY(s.playoutsRun() > 0);
        }
        auto setup = std::make_shared<const GameSetup>(randomScenario(77));
        ai::SearchPlayer a(1, o), b(2, o);
        playChecked(setup, 9, a, b, "generated 77");
        // Another horizon (bench_ai --horizon): playouts to the end of the side's next turn.
        ai::SearchOptions x = o;
        x.playouts = 12;
        x.playout.horizon = 3;
        ai::SearchPlayer c(5, x), d(6, x);
        const auto first = playChecked(scen.front().second, 13, c, d, scen.front().first + " (options)");
        QVERIFY(c.playoutsRun() > 0 && d.playoutsRun() > 0);
        ai::SearchPlayer e(5, x), f(6, x);
        QVERIFY(playChecked(scen.front().second, 13, e, f, scen.front().first + " (options, again)") == first);
    }

    // The interactive stop flag, which only the editor's cap sets: search answers at once
    // with greedy's choice and says it was cut short; without it, the budget is spent.
    void stopFlagCutsSearchShort() {
        const auto scen = test::bundledSetups();
        const GameState s = newGame(scen[5].second, 1);
        std::atomic<bool> stop{true};
        ai::SearchPlayer stopped(3);
        stopped.setStopFlag(&stop);
        QVERIFY(stopped.choose(s) == ai::greedyChoice(s));
        QVERIFY(stopped.cutShort());
        QCOMPARE(stopped.playoutsRun(), 0LL);
        stopped.clearCutShort();
        stop = false;
        stopped.choose(s);
        QVERIFY(!stopped.cutShort());
        QVERIFY(stopped.playoutsRun() > 0);
    }

    void sameSeedSameGame() {
        const auto scen = test::bundledSetups();
        const auto& setup = scen.front().second;
        for (const char* name : {"greedy", "search"}) {
            std::vector<Action> runs[2];
            for (auto& run : runs) {
                ai::SearchOptions o;
                o.playouts = 6;
                std::unique_ptr<Player> u, c;
                if (std::string(name) == "greedy") u = std::make_unique<ai::GreedyPlayer>(3);
                else u = std::make_unique<ai::SearchPlayer>(3, o);
                c = std::make_unique<ai::GreedyPlayer>(4);
                run = playChecked(setup, 11, *u, *c, name);
            }
            QVERIFY(!runs[0].empty());
            QVERIFY2(runs[0] == runs[1], name);
        }
    }

    // Greedy against random on the bundled scenarios, sides swapped on the same dice: the
    // issue asks for 90% over the full table (docs/ai.md); this smaller sample must stay
    // well above what random could reach.
    void greedyBeatsRandom() {
        int wins = 0, games = 0;
        for (const auto& [name, setup] : test::bundledSetups())
            for (int i = 0; i < 2; ++i) {
                const GameSeeds seeds = gameSeeds(21, i, false);
                for (int swap = 0; swap < 2; ++swap) {
                    const GameOutcome g = playOne(setup, swap ? "random" : "greedy", swap ? "greedy" : "random", seeds);
                    QVERIFY2(g.error.empty(), g.error.c_str());
                    ++games;
                    if (g.result == (swap ? GameResult::ConfederateWins : GameResult::UnionWins)) ++wins;
                }
            }
        QVERIFY2(wins >= games * 8 / 10, (std::to_string(wins) + " of " + std::to_string(games)).c_str());
    }

    // The fire odds behind every fire score and exposure (GameSetup::fireOdds) are
    // rulesref's for any target: the hits on the hex and the expected hits do not depend on
    // the target's SP, leader or stacked artillery; none where the rules give no roll.
    void fireOddsAreRulesrefs() {
        const auto setup = test::bundledSetups().front().second;
        int compared = 0;
        for (UnitType a : {UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery, UnitType::Gunboat})
            for (int range = 0; range <= kMaxFireRange + 1; ++range)
                for (Terrain t : kAllTerrain)
                    for (bool hill : {false, true}) {
                        const HtlFireOdds* o = setup->fireOdds(a, range, t, hill);
                        QCOMPARE(o == nullptr, setup->fireSetup(a, range, t, hill) == nullptr);
                        if (!o) continue;
                        for (int sp = 1; sp <= 4; ++sp) {
                            const HtlFireOdds r = htlFireOdds({a, range, t, sp, sp == 2, hill, sp == 3 ? std::optional<int>(1) : std::nullopt},
                                                              setup->params());
                            QVERIFY(r.hexHits == o->hexHits);
                            QCOMPARE(r.expectedHits, o->expectedHits);
                            QCOMPARE(static_cast<int>(r.hexHits.size()), r.dice + 1);
                        }
                        ++compared;
                    }
        QVERIFY(compared > 20);
        for (Morale m : kAllMorale) QCOMPARE(setup->rallySuccess(m), htlRallyOdds(m, setup->params()).success);
    }

    // search's assault candidates: a close combat at an enemy-held VP marker the side would
    // score and a move next to it; none at a full-strength unit on no objective, none when
    // the marker is the side's own.
    void assaultCandidates() {
        using test::ScenarioBuilder;
        using test::TestGame;
        auto build = [](std::optional<Side> markerSide) {
            ScenarioBuilder b;
            b.infantry("a", Side::Union, {4, 3}).infantry("b", Side::Union, {3, 2});
            b.terrain({5, 3}, Terrain::Woods).infantry("d", Side::Confederate, {5, 3});
            b.infantry("far", Side::Confederate, {8, 5});
            if (markerSide) b.marker({5, 3}, markerSide).reachVP(Side::Union, 3);
            return b;
        };
        auto candidates = [](TestGame& g) {
            const ai::PositionView view(g.s);
            return ai::assaultCandidates(g.s, ai::scoreActions(g.s, view), 2, 2);
        };
        {
            TestGame g(build(Side::Confederate), std::vector<int>(8, 3));
            QVERIFY(g.s.toAct() == Side::Union);
            const std::vector<Action> c = candidates(g);
            bool close = false, move = false;
            for (const Action& a : c) {
                if (a == closeAction(g.u("a"), {5, 3})) close = true;
                if (a.kind == ActionKind::Move && a.unit == g.u("b")) {
                    QVERIFY(g.adjacent(a.path.back(), {5, 3}));
                    move = true;
                }
                QVERIFY2(a.unit != g.u("a") || a.kind == ActionKind::Close, "a is next to the marker already");
            }
            QVERIFY(close);
            QVERIFY(move);
            QVERIFY(c.size() <= 4);
        }
        {
            TestGame g(build(Side::Union), std::vector<int>(8, 3));  // the Union's own marker: it guards it
            QVERIFY(candidates(g).empty());
        }
        {
            TestGame g(build(std::nullopt), std::vector<int>(8, 3));
            QVERIFY(candidates(g).empty());  // no objective, defender at full strength
        }
    }
};

QTEST_GUILESS_MAIN(TestAiPlayers)
#include "test_ai_players.moc"
