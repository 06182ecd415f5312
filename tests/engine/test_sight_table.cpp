// GameSetup's sight table (the steps of each line worked out once per setup) must give
// model/los's verdict for every pair of hexes it holds, whatever hexes units stand in:
// every ordered pair 2..kMaxFireRange apart on the bundled scenarios and on generated
// boards of all four layouts, under several random occupancies.
#include "engine/rules/game_setup.h"
#include "tests/support/random_scenario.h"
#include "model/los.h"
#include "model/io/scenario_json.h"

#include <QDir>
#include <QtTest>

#include <random>

using namespace muster;

namespace {

std::vector<std::shared_ptr<const GameSetup>> setups() {
    std::vector<std::shared_ptr<const GameSetup>> out;
    for (const QString& f : QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files, QDir::Name))
        out.push_back(std::make_shared<const GameSetup>(readScenarioFile(std::string(MUSTER_SCENARIOS) + "/" + f.toStdString())));
    // Generated boards in all four layouts.
    for (std::uint64_t g = 1; g <= 12; ++g) {
        Scenario sc = randomScenario(g);
        sc.board.orientation = g % 2 ? Orientation::Pointy : Orientation::Flat;
        sc.board.stagger = g % 4 < 2 ? Stagger::Even : Stagger::Odd;
        out.push_back(std::make_shared<const GameSetup>(std::move(sc)));
    }
    return out;
}

} // namespace

class TestSightTable : public QObject {
    Q_OBJECT
private slots:
    void tableAgreesWithTheWalk() {
        std::mt19937 rng(7);
        long long compared = 0, blocked = 0, clear = 0;
        for (const auto& g : setups()) {
            for (int round = 0; round < 4; ++round) {
                // Round 0: no units; then a quarter, half, three quarters of the hexes held.
                std::vector<char> occ(static_cast<std::size_t>(g->hexCount()));
                for (char& c : occ) c = round > 0 && static_cast<int>(rng() % 4) < round;
                const HexBlocks blocks = [&](Offset o) {
                    const int idx = g->index(o);
                    return g->blocksSightTerrain(idx) || occ[static_cast<std::size_t>(idx)] != 0;
                };
                for (int a = 0; a < g->hexCount(); ++a)
                    for (int b = 0; b < g->hexCount(); ++b) {
                        const int d = g->distance(a, b);
                        if (d < 2 || d > kMaxFireRange) continue;
                        const int tabled = g->tabledSight(a, b, [&](int h) { return occ[static_cast<std::size_t>(h)] != 0; });
                        QVERIFY2(tabled >= 0, "a pair in range is missing from the table");
                        const bool walk = hasLineOfSight(g->board(), g->offset(a), g->offset(b), blocks);
                        if ((tabled == 1) != walk)
                            QFAIL(qPrintable(QString("%1: %2 -> %3 (round %4): table %5, walk %6")
                                                 .arg(QString::fromStdString(g->scenario().title))
                                                 .arg(a)
                                                 .arg(b)
                                                 .arg(round)
                                                 .arg(tabled)
                                                 .arg(walk)));
                        ++compared;
                        (walk ? clear : blocked)++;
                    }
            }
        }
        QVERIFY(compared > 100000);
        QVERIFY(blocked > 1000 && clear > 1000);
    }

    // Pairs outside the table say so, so callers walk the line.
    void untabledPairsSaySo() {
        const auto all = setups();
        const GameSetup& g = *all.front();
        auto none = [](int) { return false; };
        for (int a = 0; a < g.hexCount(); ++a)
            for (int b = 0; b < g.hexCount(); ++b) {
                const int d = g.distance(a, b);
                if (d < 2 || d > kMaxFireRange) QCOMPARE(g.tabledSight(a, b, none), -1);
            }
    }
};

QTEST_APPLESS_MAIN(TestSightTable)
#include "test_sight_table.moc"
