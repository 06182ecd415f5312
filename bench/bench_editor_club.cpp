// Club library benchmark (figures, never pass/fail): a generated club of 1,000 battles (the
// bundled ones, each varied so every file is a different battle), 100 balance claims and 300
// finished games; the time to index it (first with 1,000 thumbnails to paint, then again
// with nothing changed), to scan it, and to open the Library dock's Clubs page on it.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor_club [BATTLES [KEEP_DIR]]
#include "club/club.h"
#include "club/sha256.h"
#include "editor/docks/club_view.h"
#include "editor/docks/library_dock.h"
#include "tests/editor/scripted_prompter.h"
#include "editor/document/scenario_document.h"
#include "editor/render/map_thumbnail_image.h"
#include "engine/io/game_json.h"
#include "engine/rules/game_setup.h"
#include "engine/players/match.h"
#include "engine/players/player.h"
#include "model/io/atomic_file.h"
#include "model/io/scenario_json.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <cstdio>
#include <ctime>

using namespace muster;

namespace {

void writeClub(const QString& dir, int battles) {
    std::vector<Scenario> bundled;
    for (const QString& f : QDir(MUSTER_SCENARIOS).entryList({"*.json"}, QDir::Files, QDir::Name))
        bundled.push_back(readScenarioFile(QDir(MUSTER_SCENARIOS).filePath(f).toStdString()));
    QDir().mkpath(dir + "/scenarios");
    QDir().mkpath(dir + "/games");
    QDir().mkpath(dir + "/balance");
    for (int i = 0; i < battles; ++i) {
        Scenario s = bundled[static_cast<std::size_t>(i) % bundled.size()];
        s.title += " #" + std::to_string(i + 1);
        s.author = "Member " + std::to_string(i % 37);
        const std::string id = "battle-" + std::to_string(i + 1);
        const std::string canonical = writeScenarioJson(s);
        writeFileAtomically((dir + "/scenarios/").toStdString() + id + ".json", canonical);
        if (i < 100) {
            const nlohmann::ordered_json result = {{"games", 200}, {"ai", "greedy"}, {"seed", i}, {"union", {{"wins", 90}}},
                                                   {"confederate", {{"wins", 100}}}, {"draws", 10}};
            writeFileAtomically((dir + "/balance/").toStdString() + id + ".json", writeClaimJson(makeClaim(s, id, result, "bench")));
        }
        if (i < 300) {
            auto setup = std::make_shared<const GameSetup>(s);
            auto u = makePlayer("random", 2 * i + 1), c = makePlayer("random", 2 * i + 2);
            GameRecord g;
            g.scenario = s;
            g.seed = static_cast<std::uint64_t>(i);
            const MatchResult m = playGame(setup, g.seed, *u, *c, nullptr, &g.actions);
            if (!m.ok()) continue;
            writeFileAtomically((dir + "/games/").toStdString() + id + ".json",
                                clubGameJson(id, sha256Checksum(canonical), writeGameJson(g), "human", "random"));
        }
    }
}

double ms(QElapsedTimer& t) { return t.nsecsElapsed() / 1e6; }

// CPU time of this process, ms: the machine may be shared, so wall time alone misleads.
double cpuMs() { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; }

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int battles = argc > 1 ? std::atoi(argv[1]) : 1000;
    QTemporaryDir tmp;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, tmp.filePath("settings"));
    // A second argument keeps the generated club in that folder (to profile the CLI on it).
    const QString club = argc > 2 ? QString::fromLocal8Bit(argv[2]) : tmp.filePath("club");
    QElapsedTimer t;
    t.start();
    double c0 = cpuMs();
    writeClub(club, battles);
    std::printf("generated %d battles, 100 claims, 300 games in %.0f ms\n", battles, ms(t));

    const ThumbnailPainter paint = [](const Scenario& s) { return mapThumbnailPng(s, QSize(160, 120)); };
    t.restart();
    c0 = cpuMs();
    ClubScan scan = writeClubIndex(club.toStdString(), paint);
    std::printf("club index, first run (1,000 thumbnails painted): %.0f ms (CPU %.0f ms), %zu battles, %zu problems\n", ms(t), cpuMs() - c0, scan.battles.size(),
                scan.problems.size());
    t.restart();
    c0 = cpuMs();
    scan = writeClubIndex(club.toStdString(), paint);
    std::printf("club index, nothing changed (thumbnails kept): %.0f ms (CPU %.0f ms)\n", ms(t), cpuMs() - c0);
    t.restart();
    c0 = cpuMs();
    scan = writeClubIndex(club.toStdString());
    std::printf("club index without thumbnails: %.0f ms (CPU %.0f ms)\n", ms(t), cpuMs() - c0);
    t.restart();
    c0 = cpuMs();
    ClubScanOptions quick;
    quick.replayGames = false;
    scan = scanClub(club.toStdString(), quick);
    std::printf("scan without replaying the games: %.0f ms (CPU %.0f ms)\n", ms(t), cpuMs() - c0);

    ScenarioDocument doc(Scenario{});
    LibraryDock dock(&doc);
    dock.setPrompter(std::make_shared<muster::test::ScriptedPrompter>());
    dock.openLibrary(tmp.filePath("lib.sqlite"));
    dock.resize(500, 800);
    dock.show();
    app.processEvents();
    t.restart();
    c0 = cpuMs();
    dock.clubView()->addFolder(club);
    // The folder is read on a thread of its own: the UI thread is free until its answer.
    const double handed = ms(t);
    while (dock.clubView()->isScanning()) app.processEvents(QEventLoop::WaitForMoreEvents);
    app.processEvents();
    std::printf("Library dock, Clubs page: the UI thread free again after %.1f ms (the scan runs on its own thread)\n", handed);
    std::printf("Library dock, Clubs page opened on the club (scan, list, first thumbnails): %.0f ms (CPU %.0f ms), %d rows\n", ms(t),
                cpuMs() - c0, dock.clubView()->list()->topLevelItemCount());
    QTreeWidget* list = dock.clubView()->list();
    int turns = 0;
    while (list->topLevelItem(list->topLevelItemCount() - 2)->icon(0).isNull() && turns < 10000) {
        app.processEvents();
        ++turns;
    }
    std::printf("  ... and every thumbnail shown: %.0f ms (CPU %.0f ms), %d event-loop turns later\n", ms(t), cpuMs() - c0, turns);
    t.restart();
    c0 = cpuMs();
    dock.clubView()->rescan();
    while (dock.clubView()->isScanning()) app.processEvents(QEventLoop::WaitForMoreEvents);
    std::printf("Clubs page rescanned: %.0f ms (CPU %.0f ms)\n", ms(t), cpuMs() - c0);
    return 0;
}
