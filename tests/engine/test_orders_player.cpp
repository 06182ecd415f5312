// The "orders" player: registered with a description, only legal actions on every
// bundled battle and on generated boards (its pending retreats and advances included),
// the same game for the same seed on one thread or two, concentrate plans that win some
// decisions, search's own games when plans are off, and a decoder that is greedy itself
// under the all-GREEDY plan and never moves a unit ordered to HOLD.
#include "engine/ai/greedy_player.h"
#include "engine/ai/orders_decoder.h"
#include "engine/ai/orders_player.h"
#include "engine/ai/search_player.h"
#include "engine/rules/game.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "tests/support/random_scenario.h"
#include "engine_fixture.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QtTest>

using namespace muster;

namespace {

// A small budget: the tests are about legality and repeatability, not strength.
ai::OrdersOptions cheap(int threads = 1) {
    ai::OrdersOptions o;
    o.playouts = 40;
    o.streams = 4;
    o.threads = threads;
    o.search.playouts = 16;
    return o;
}

// Plays a whole game, checking every action with the engine before it is applied.
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
        if (decisions && s.pending.kind != DecisionKind::None && p.name() == "orders") ++*decisions;
        const Action a = p.choose(s);
        if (const ApplyResult r = applyAction(s, a); !r) {
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

class TestOrdersPlayer : public QObject {
    Q_OBJECT
private slots:
    void registeredWithDescriptions() {
        const auto names = playerNames();
        QVERIFY(std::find(names.begin(), names.end(), "orders") != names.end());
        auto p = makePlayer("orders", 1);
        QVERIFY(p);
        QCOMPARE(QString::fromStdString(p->name()), QString("orders"));
        for (const char* n : {"random", "greedy", "search", "orders"}) QVERIFY2(!playerDescription(n).empty(), n);
        QVERIFY(playerDescription("no such player").empty());
    }

    // The budget presets: the same players with four times the playouts, under their own
    // names; and the interactive stop flag, which only the editor's cap sets.
    void strongPresetsAndStopFlag() {
        const auto names = playerNames();
        for (const char* n : {"search-strong", "orders-strong"}) {
            QVERIFY2(std::find(names.begin(), names.end(), n) != names.end(), n);
            QVERIFY2(!playerDescription(n).empty(), n);
            auto p = makePlayer(n, 1);
            QVERIFY(p);
            QCOMPARE(QString::fromStdString(p->name()), QString(n));
        }
        const auto scen = test::bundledSetups();
        const GameState s = newGame(scen[5].second, 1);
        ai::OrdersPlayer plain(3), strong(3, ai::strongOrdersOptions()), again(3, ai::strongOrdersOptions());
        const Action a = strong.choose(s);
        QVERIFY(a == again.choose(s));
        plain.choose(s);
        QVERIFY(plain.playoutsRun() > 0);
        QVERIFY2(strong.playoutsRun() >= 3 * plain.playoutsRun(), std::to_string(strong.playoutsRun()).c_str());
        QVERIFY(!strong.cutShort());

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

    void legalOnEveryBattle() {
        int decisions = 0, planPicks = 0;
        int i = 0;
        for (const auto& [name, setup] : test::bundledSetups()) {
            ai::OrdersPlayer o(7, cheap());
            ai::GreedyPlayer g(8);
            if (i++ % 2 == 0) playChecked(setup, 3, o, g, name, &decisions);
            else playChecked(setup, 3, g, o, name, &decisions);
            QVERIFY2(o.turnsPlanned() > 0 && o.playoutsRun() > 0, name.c_str());
            planPicks += o.planDecisions();
        }
        QVERIFY2(decisions > 0, "no retreat or advance was decided by orders");
        // The concentrate plans are real candidates: some decisions go their way.
        QVERIFY2(planPicks > 0, "no decision was won by a concentrate plan");
    }

    // Without plan candidates (and no turn plan) orders is search itself, action for action:
    // the hooks it adds to search change nothing on their own.
    void withoutPlansIsSearch() {
        const auto scen = test::bundledSetups();
        for (std::size_t k : {std::size_t{1}, std::size_t{6}}) {
            const auto& [name, setup] = scen[k];
            ai::OrdersOptions oo = cheap();
            oo.planCandidates = false;
            ai::OrdersPlayer o(31, oo);
            ai::SearchPlayer s(31, oo.search);
            ai::GreedyPlayer g1(32), g2(32);
            const auto a = playChecked(setup, 17, o, g1, name);
            const auto b = playChecked(setup, 17, s, g2, name);
            QVERIFY(!a.empty());
            QVERIFY2(a == b, ("orders without plans differs from search: " + name).c_str());
        }
    }

    void legalOnGeneratedBoards() {
        for (std::uint64_t g = 0; g < 4; ++g) {
            auto setup = std::make_shared<const GameSetup>(randomScenario(900 + g));
            // One side with the turn-start plan search and its repairs.
            ai::OrdersOptions planned = cheap();
            planned.planTurn = true;
            planned.repairPlayouts = 16;
            ai::OrdersPlayer a(g, cheap()), b(g + 5, planned);
            playChecked(setup, g, a, b, "generated " + std::to_string(900 + g));
            QVERIFY(a.playoutsRun() > 0 && b.playoutsRun() > 0);
        }
    }

    void sameSeedSameGameOnAnyThreads() {
        const auto scen = test::bundledSetups();
        for (std::size_t k : {std::size_t{0}, scen.size() - 1}) {
            const auto& [name, setup] = scen[k];
            std::vector<Action> runs[3];
            for (int r = 0; r < 3; ++r) {
                // The turn-start plan search is what runs on threads.
                ai::OrdersOptions oo = cheap(r == 2 ? 2 : 1);
                oo.planTurn = true;
                oo.repairPlayouts = 16;
                ai::OrdersPlayer o(11, oo);
                ai::GreedyPlayer g(12);
                runs[r] = playChecked(setup, 21, o, g, name);
            }
            QVERIFY(!runs[0].empty());
            QVERIFY2(runs[0] == runs[1], ("two runs differ: " + name).c_str());
            QVERIFY2(runs[0] == runs[2], ("one and two threads differ: " + name).c_str());
        }
    }

    // All-GREEDY is greedy itself: along a greedy game, the decoder picks greedy's action.
    void allGreedyPlanIsGreedy() {
        const auto scen = test::bundledSetups();
        int compared = 0;
        for (std::size_t k = 0; k < scen.size(); k += 4) {
            GameState s = newGame(scen[k].second, 5);
            while (!s.over()) {
                const Action g = ai::greedyChoice(s);
                if (s.pending.kind == DecisionKind::None) {
                    QVERIFY2(ai::decodePlan(s, ai::greedyPlan(s)) == g, scen[k].first.c_str());
                    ++compared;
                }
                QVERIFY(applyAction(s, g));
            }
        }
        QVERIFY(compared > 50);
    }

    // HOLD: the unit fires or rallies but never moves or closes; the turn still spends
    // its AP on what the others may do.
    void holdNeverMoves() {
        const auto scen = test::bundledSetups();
        int held = 0;
        for (const auto& [name, setup] : scen) {
            GameState s = newGame(setup, 9);
            for (int step = 0; step < 60 && !s.over(); ++step) {
                Action a;
                if (s.pending.kind == DecisionKind::None) {
                    ai::Plan p = ai::greedyPlan(s);
                    for (auto& o : p.orders) o.kind = ai::OrderKind::Hold;
                    a = ai::decodePlan(s, p);
                    const bool unitMoves = (a.kind == ActionKind::Move || a.kind == ActionKind::MoveFire ||
                                            a.kind == ActionKind::Close) &&
                                           s.typeOf(a.unit) != UnitType::Leader;
                    QVERIFY2(!unitMoves, (name + ": a held unit moved").c_str());
                    ++held;
                } else {
                    a = ai::greedyChoice(s);
                }
                QVERIFY(applyAction(s, a));
            }
        }
        QVERIFY(held > 100);
    }
};

QTEST_GUILESS_MAIN(TestOrdersPlayer)
#include "test_orders_player.moc"
