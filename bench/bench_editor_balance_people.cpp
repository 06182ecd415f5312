// The Balance dock and a big folder of people's games (figures, never pass/fail): a small
// battle saved beside N finished game files, as in a Downloads folder; a 4-game balance
// run; the longest pause of the window's event loop from the start of the run to its result
// (a zero-time timer counts the loop's turns), and the time the counting takes on its own.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor_balance_people [GAMES]
#include "club/people_games.h"
#include "editor/docks/balance_dock.h"
#include "tests/support/duel_scenario.h"
#include "editor/docks/balance_people_row.h"
#include "editor/document/scenario_document.h"
#include "engine/io/game_json.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "engine/rules/game_setup.h"
#include "model/io/scenario_json.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace muster;

namespace {

Scenario duel() { return test::firstBloodDuel(); }

void writeGames(const Scenario& sc, const QString& dir, int n) {
    auto setup = std::make_shared<const GameSetup>(sc);
    for (int i = 0; i < n; ++i) {
        GameRecord g;
        g.scenario = sc;
        g.seed = static_cast<std::uint64_t>(i + 1);
        auto u = makePlayer("greedy", playerSeed(g.seed, Side::Union));
        auto c = makePlayer("random", playerSeed(g.seed, Side::Confederate));
        if (!playGame(setup, g.seed, *u, *c, nullptr, &g.actions).ok()) continue;
        g.players = GamePlayers{};
        g.players->seats[1].player = "random";
        writeGameFile(g, dir.toStdString() + "/game" + std::to_string(i) + ".json");
    }
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
    QTemporaryDir tmp;
    const Scenario sc = duel();
    const QString file = tmp.filePath("duel.json");
    writeScenarioFile(sc, file.toStdString());
    writeGames(sc, tmp.path(), games);

    QElapsedTimer t;
    t.start();
    PeopleGameSources where;
    where.paths.push_back(tmp.path().toStdString());
    const PeopleResults alone = collectPeopleGames(sc, where);
    const double countMs = t.nsecsElapsed() / 1e6;

    ScenarioDocument doc;
    doc.reset(sc, file);
    BalanceDock dock(&doc);
    dock.show();
    dock.setAi(QStringLiteral("greedy"));
    dock.setGames(4);
    double longest = 0;
    long long turns = 0;
    QElapsedTimer since;
    QTimer tick;
    tick.setInterval(0);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longest = std::max(longest, since.nsecsElapsed() / 1e6);
        ++turns;
        since.restart();
        if (!dock.isRunning()) app.quit();
    });
    QElapsedTimer run;
    run.start();
    since.start();
    tick.start();
    dock.runButton()->click();
    app.exec();
    std::printf("people's game files beside the battle: %d (%d counted)\n", games, alone.games);
    std::printf("counting them on their own: %.0f ms\n", countMs);
    std::printf("balance run to its result: %.0f ms, %lld event-loop turns, longest pause %.0f ms\n",
                run.nsecsElapsed() / 1e6, turns, longest);
    std::printf("people row: %s\n", qPrintable(dock.peopleRow()->text().left(60)));
    return 0;
}
