// Play mode figures (never pass/fail): selecting a unit in play mode (its legal actions
// computed, moves and targets lit with odds, the board repainted) on the 13x9 Antietam
// scenario and on a 200x200 board with 2,000 units (play actions also on 700x700); and the longest stall of the GUI
// thread while the computer plays a side-turn (the engine runs on a worker thread); and
// the autosave of the game written after every action (game recovery); and what one play
// action costs the window besides the engine (the board refreshed to the new state, the
// panels) and the repaint of the board after it.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor_play
#include "editor/shell/main_window.h"
#include "tests/editor/scripted_prompter.h"
#include "editor/play/game_recovery.h"
#include "editor/play/play_controller.h"
#include "editor/play/play_tool.h"
#include "editor/view/board_view.h"
#include "engine/rules/game.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <set>

using namespace muster;

namespace {

double ms(const QElapsedTimer& t) { return t.nsecsElapsed() / 1e6; }

Scenario bigBattle(int cols, int rows, int units) {
    Scenario s;
    s.title = "Big";
    s.board.columns = cols;
    s.board.rows = rows;
    s.turns = 10;
    QRandomGenerator rng(3);
    for (int i = 0; i < cols * rows / 10; ++i)
        s.terrain.set({static_cast<int>(rng.bounded(cols)) + 1, static_cast<int>(rng.bounded(rows)) + 1},
                      i % 2 ? Terrain::Woods : Terrain::Hill);
    std::set<std::pair<int, int>> used;
    for (int i = 0; i < units; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i + 1);
        u.side = i % 2 ? Side::Confederate : Side::Union;
        const UnitType types[] = {UnitType::Infantry, UnitType::Infantry, UnitType::Cavalry, UnitType::Artillery};
        u.type = types[rng.bounded(4)];
        Offset o;
        do {  // Union in the north half, Confederates in the south, one unit a hex
            o = {static_cast<int>(rng.bounded(cols)) + 1,
                 static_cast<int>(rng.bounded(rows / 2)) + 1 + (u.side == Side::Confederate ? rows / 2 : 0)};
        } while (!used.insert({o.col, o.row}).second);
        u.hex = o;
        u.sp = u.type == UnitType::Infantry ? 4 : 2;
        u.morale = Morale::Black;
        s.units.push_back(u);
    }
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

void selectTimes(MainWindow& w, const char* what, int maxUnits) {
    PlayController& pc = *w.playController();
    const GameState& s = pc.session().state();
    std::vector<double> times;
    double computeTotal = 0, paintTotal = 0;
    std::size_t lit = 0;
    for (int u = 0; u < s.setup().unitCount() && static_cast<int>(times.size()) < maxUnits; ++u) {
        if (s.sideOf(u) != s.active || s.unit(u).status != UnitStatus::Board) continue;
        pc.board()->centreOn({s.setup().offset(s.unit(u).hex)});
        pc.board()->repaintNow();
        QElapsedTimer t;
        t.start();
        pc.tool()->select(u);
        const double compute = ms(t);
        QCoreApplication::processEvents();  // the repaint the selection asked for
        times.push_back(ms(t));
        computeTotal += compute;
        paintTotal += times.back() - compute;
        lit += pc.tool()->lit().size();
        pc.tool()->select(-1);
    }
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double x : times) sum += x;
    std::printf("select a unit, %s: mean %.3f ms, median %.3f ms, max %.3f ms over %zu units (%.1f hexes lit on average)\n",
                what, sum / times.size(), times[times.size() / 2], times.back(), times.size(),
                static_cast<double>(lit) / times.size());
    std::printf("  of which legal actions, odds and lit hexes %.3f ms, repaint of what it lights in the %dx%d view %.3f ms (means)\n",
                computeTotal / times.size(), pc.board()->viewport()->width(), pc.board()->viewport()->height(),
                paintTotal / times.size());
}

// Plays `count` legal actions (seeded choice, End Turn only when nothing else is legal)
// through PlayController::act, as a click does. Per action: act() less the engine's own
// apply (timed on a copy of the state), which is the window's work (board refresh, panels,
// log, autosave queue); the refresh alone (setHiddenMorale, which only refreshes); and the
// board's full repaint after it.
void actionTimes(MainWindow& w, const char* what, int count) {
    PlayController& pc = *w.playController();
    pc.setPace(PlayController::kStepPace);  // a computer side (none here) would not interfere
    QRandomGenerator rng(11);
    std::vector<double> window, refresh, paint;
    for (int i = 0; i < count && !pc.session().state().over(); ++i) {
        const GameState& s = pc.session().state();
        std::vector<Action> legal = legalActions(s);
        std::vector<Action> others;
        for (const Action& a : legal)
            if (a.kind != ActionKind::EndTurn) others.push_back(a);
        if (!others.empty()) legal = std::move(others);
        if (legal.empty()) break;
        const Action a = legal[rng.bounded(static_cast<quint32>(legal.size()))];
        GameState copy = s;
        QElapsedTimer t;
        t.start();
        applyAction(copy, a);
        const double engine = ms(t);
        t.restart();
        if (!pc.act(a)) break;
        window.push_back(std::max(0.0, ms(t) - engine));
        t.restart();
        pc.setHiddenMorale(false);
        refresh.push_back(ms(t));
        t.restart();
        pc.board()->repaintNow();
        paint.push_back(ms(t));
    }
    auto line = [](const char* name, std::vector<double> v) {
        std::sort(v.begin(), v.end());
        double sum = 0;
        for (double x : v) sum += x;
        std::printf("  %s: mean %.3f ms, median %.3f ms, max %.3f ms\n", name, sum / v.size(), v[v.size() / 2], v.back());
    };
    std::printf("play actions, %s: %zu actions through act()\n", what, window.size());
    if (window.empty()) return;
    line("act() less the engine's apply (board refresh, panels, log)", window);
    line("board refresh alone", refresh);
    line("full repaint of the board after the action", paint);
}

void aiTurnStall(MainWindow& w) {
    PlayController& pc = *w.playController();
    pc.setPace(0);
    const Side side = pc.session().state().active;
    const int turn = pc.session().state().turn;
    double worst = 0;
    QElapsedTimer gap, total;
    gap.start();
    total.start();
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        worst = std::max(worst, ms(gap));
        gap.restart();
    });
    tick.start(1);
    pc.setPlayer(side, QStringLiteral("random"));
    while ((pc.session().state().active == side && pc.session().state().turn == turn) && !pc.session().state().over() &&
           total.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    tick.stop();
    pc.setPlayer(side, QStringLiteral("human"));
    std::printf("computer side-turn (random player, pace 0): %.1f ms, longest GUI thread stall %.2f ms\n", ms(total), worst);
}

// The game recovery write queued after every action (atomic: temporary, fsync, rename),
// timed synchronously: in the editor it runs on the store's writer thread.
void gameAutosave(MainWindow& w, const char* label) {
    PlayController& pc = *w.playController();
    GameRecoveryStore store(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/bench-games"));
    GameRecoveryInfo info;
    std::vector<double> times;
    for (int i = 0; i < 30; ++i) {
        QElapsedTimer t;
        t.start();
        store.write(pc.session().record(), info);
        times.push_back(ms(t));
    }
    const auto size = QFileInfo(store.gamePath()).size();
    store.clear();
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double x : times) sum += x;
    std::printf("game autosave (writer thread), %s (%d actions, %lld bytes): mean %.2f ms, median %.2f ms, max %.2f ms\n", label,
                pc.session().actionCount(), static_cast<long long>(size), sum / times.size(), times[times.size() / 2],
                times.back());
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    {
        MainWindow w;
        muster::test::scripted(w);  // nothing asked in a measurement
        w.resize(1400, 900);
        w.show();
        // The bundled scenario: an argument, else the source tree beside build/bench/.
        const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                      : QCoreApplication::applicationDirPath() + QStringLiteral("/../../scenarios/antietam.json");
        if (!w.openFile(path) || !w.playController()->start(1)) {
            std::printf("cannot play %s (pass the path of antietam.json)\n", qPrintable(path));
            return 1;
        }
        QCoreApplication::processEvents();
        selectTimes(w, "Antietam 13x9", 100);
        actionTimes(w, "Antietam 13x9", 60);
        aiTurnStall(w);
        gameAutosave(w, "Antietam 13x9");
    }
    {
        MainWindow w;
        muster::test::scripted(w);  // nothing asked in a measurement
        w.resize(1400, 900);
        w.show();
        QElapsedTimer t;
        t.start();
        w.loadScenario(bigBattle(200, 200, 2000));
        const double load = ms(t);
        t.restart();
        if (!w.playController()->start(1)) {
            std::printf("200x200: cannot start: %s\n", qPrintable(w.playController()->lastMessage()));
            return 1;
        }
        std::printf("200x200 with 2,000 units: load %.1f ms, start play %.1f ms\n", load, ms(t));
        w.playController()->board()->setZoom(1.0);
        QCoreApplication::processEvents();
        selectTimes(w, "200x200 with 2,000 units", 60);
        actionTimes(w, "200x200 with 2,000 units", 60);
        aiTurnStall(w);
        gameAutosave(w, "200x200 with 2,000 units");
    }
    {
        // The size the editor is measured at for opening files (bench_editor_shell).
        MainWindow w;
        muster::test::scripted(w);
        w.resize(1400, 900);
        w.show();
        w.loadScenario(bigBattle(700, 700, 2000));
        QElapsedTimer t;
        t.start();
        if (!w.playController()->start(1)) {
            std::printf("700x700: cannot start: %s\n", qPrintable(w.playController()->lastMessage()));
            return 1;
        }
        std::printf("700x700 with 2,000 units: start play %.1f ms\n", ms(t));
        QCoreApplication::processEvents();
        actionTimes(w, "700x700 with 2,000 units", 30);
    }
    return 0;
}
