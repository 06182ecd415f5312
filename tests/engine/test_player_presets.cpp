// The presets table drives the players: every registered name has a row and every row a
// player under its name with its budget; the default ladder is the table's rungs, each
// with a measured strength and its command, each rung distinct from the one below; the
// lines the CLI and the Balance dock show carry the measurement and no other figure.
#include "engine/ai/search_player.h"
#include "engine/balance/balance_ladder.h"
#include "engine/players/player.h"
#include "engine/players/player_presets.h"
#include "engine/rules/game.h"
#include "engine_fixture.h"

#include <QtTest>

#include <cctype>

using namespace muster;

namespace {

// A figure such as "56%" in a text.
bool hasPercentage(const std::string& s) {
    for (std::size_t i = 1; i < s.size(); ++i)
        if (s[i] == '%' && std::isdigit(static_cast<unsigned char>(s[i - 1]))) return true;
    return false;
}

} // namespace

class TestPlayerPresets : public QObject {
    Q_OBJECT
private slots:
    void everyRegisteredNameHasARow() {
        const auto names = playerNames();
        QVERIFY(names.size() >= playerPresets().size());
        for (const std::string& n : names) {
            const PlayerPreset* p = findPreset(n);
            QVERIFY2(p, ("no preset row for the registered player " + n).c_str());
            QVERIFY2(!p->description.empty(), n.c_str());
            QCOMPARE(playerDescription(n), p->description);
        }
        for (const PlayerPreset& p : playerPresets()) {
            auto player = makePlayer(p.name, 1);
            QVERIFY2(player, p.name.c_str());
            QCOMPARE(QString::fromStdString(player->name()), QString::fromStdString(p.name));
            QVERIFY2(findPreset(p.base), ("base player " + p.base + " of " + p.name + " is not a preset").c_str());
        }
        QVERIFY(!findPreset("no such player"));
        QVERIFY(playerDescription("no such player").empty());
    }

    // Each rung after the first was measured against the rung below it and found distinct
    // (its interval excludes an even score); the first was measured too.
    void ladderIsTheTablesMeasuredRungs() {
        std::vector<std::string> rungs;
        for (const PlayerPreset& p : playerPresets())
            if (p.ladder) rungs.push_back(p.name);
        QCOMPARE(defaultLadder(), rungs);
        QVERIFY(rungs.size() >= 2);
        for (std::size_t i = 0; i < rungs.size(); ++i) {
            const MeasuredStrength& m = findPreset(rungs[i])->strength;
            QVERIFY2(!m.against.empty() && !m.command.empty() && m.games > 0, rungs[i].c_str());
            QVERIFY2(m.lo <= m.score && m.score <= m.hi, rungs[i].c_str());
            QVERIFY2(m.command.find("--x " + rungs[i] + " --y " + m.against) != std::string::npos, m.command.c_str());
            if (i == 0) continue;
            QCOMPARE(m.against, rungs[i - 1]);
            QVERIFY2(m.distinct() && m.lo > 0.5, (rungs[i] + " is not measured stronger than " + rungs[i - 1]).c_str());
        }
        // A preset measured level with the rung below is no rung.
        for (const PlayerPreset& p : playerPresets())
            if (!p.strength.against.empty() && !p.strength.distinct()) QVERIFY2(!p.ladder, p.name.c_str());
    }

    // Strengths come only from the measurement fields: no description states a figure, and
    // every line shown for a measured preset carries its measurement.
    void shownLinesCarryTheMeasurement() {
        for (const PlayerPreset& p : playerPresets()) {
            QVERIFY2(!hasPercentage(p.description), ("a figure in the description of " + p.name).c_str());
            const std::string line = playerBlurb(p.name);
            QVERIFY2(line.rfind(p.name + ": " + p.description, 0) == 0, line.c_str());
            if (p.strength.against.empty()) {
                QVERIFY2(!hasPercentage(line), line.c_str());
                continue;
            }
            QVERIFY2(!p.strength.command.empty(), p.name.c_str());
            QVERIFY2(line.find(strengthText(p.strength)) != std::string::npos, line.c_str());
        }
        MeasuredStrength m{"greedy", 0.662, 0.620, 0.705, 400, "x"};
        QCOMPARE(strengthText(m), std::string("66.2% (62.0-70.5) of the points against greedy, 400 paired games"));
        QVERIFY(m.distinct());
        QVERIFY(!MeasuredStrength({"search", 0.51, 0.467, 0.553, 400, "x"}).distinct());
        QVERIFY(strengthText(MeasuredStrength{}).empty());
    }

    // A budget preset's player spends the table's budget: on the same decision it runs as
    // many times the playouts as its budget is times search's.
    void budgetReachesThePlayer() {
        const PlayerPreset* base = findPreset("search");
        QVERIFY(base && base->playouts == ai::SearchOptions().playouts);
        const GameState s = newGame(test::bundledSetups()[5].second, 1);
        for (const PlayerPreset& p : playerPresets()) {
            if (p.base != "search" || p.name == "search") continue;
            auto plain = makePlayer("search", 3), preset = makePlayer(p.name, 3);
            auto* a = dynamic_cast<ai::SearchPlayer*>(plain.get());
            auto* b = dynamic_cast<ai::SearchPlayer*>(preset.get());
            QVERIFY(a && b);
            a->choose(s);
            b->choose(s);
            QVERIFY(a->playoutsRun() > 0);
            const double ratio = double(b->playoutsRun()) / a->playoutsRun();
            const double budget = double(p.playouts) / base->playouts;
            QVERIFY2(std::abs(ratio / budget - 1) < 0.25, (p.name + ": " + std::to_string(ratio)).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestPlayerPresets)
#include "test_player_presets.moc"
