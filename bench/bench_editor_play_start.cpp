// Play start-up figures (never pass/fail): the time from Play (F5: the window's
// "actionPlay") to the first drawn play board: the action returning (the game started,
// the window swapped to play mode) and the play board's first paint done. Each figure is
// taken in a fresh window: the first sample pays one-time costs, the median is of all.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor_play_start [scenarios dir]
#include "editor/shell/main_window.h"
#include "tests/editor/scripted_prompter.h"
#include "editor/play/play_controller.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;

namespace {

double ms(const QElapsedTimer& t) { return t.nsecsElapsed() / 1e6; }

// Sees the first paint of a widget.
class PaintSpy : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::Paint) painted = true;
        return false;
    }
};

// A wide board: woods in every fifth hex, a unit of each side every third column of rows
// near its own edge.
Scenario wideBoard(int cols, int rows) {
    Scenario s;
    s.title = "Wide";
    s.board.columns = cols;
    s.board.rows = rows;
    s.turns = 8;
    for (int r = 1; r <= rows; ++r)
        for (int c = 1; c <= cols; ++c)
            if ((c * 7 + r * 3) % 5 == 0) s.terrain.set({c, r}, Terrain::Woods);
    int n = 0;
    for (int c = 1; c <= cols; c += 3)
        for (const auto& [side, row] : {std::pair{Side::Union, 2}, std::pair{Side::Confederate, rows - 1}}) {
            Unit u;
            u.id = "u" + std::to_string(++n);
            u.side = side;
            u.type = UnitType::Infantry;
            u.sp = 4;
            u.morale = Morale::Black;
            u.hex = Offset{c, row};
            s.units.push_back(u);
        }
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

struct Sample {
    double action = 0, drawn = 0;
};

// One start in a fresh window: false when play did not start.
bool startOnce(const Scenario& s, Sample& out) {
    MainWindow w;
    muster::test::scripted(w)->always(QStringLiteral("Play anyway?"), QStringLiteral("Yes"));
    w.resize(1400, 900);
    w.show();
    w.loadScenario(s);
    QCoreApplication::processEvents();
    PaintSpy spy;
    w.playController()->board()->viewport()->installEventFilter(&spy);
    QElapsedTimer t;
    t.start();
    w.action(QStringLiteral("actionPlay"))->trigger();
    out.action = ms(t);
    if (!w.playController()->isPlaying()) return false;
    while (!spy.painted && t.elapsed() < 30000) QCoreApplication::processEvents();
    out.drawn = ms(t);
    return spy.painted;
}

void measure(const char* what, const Scenario& s, int samples) {
    std::vector<Sample> all;
    for (int i = 0; i < samples; ++i) {
        Sample x;
        if (!startOnce(s, x)) {
            std::printf("%s: play did not start\n", what);
            return;
        }
        all.push_back(x);
    }
    auto median = [&](double Sample::*f) {
        std::vector<double> v;
        for (const Sample& x : all) v.push_back(x.*f);
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    std::printf("%-34s F5 -> game started and mode swapped: first %7.1f ms, median %7.1f ms;"
                " -> first board painted: first %7.1f ms, median %7.1f ms (%d starts)\n",
                what, all[0].action, median(&Sample::action), all[0].drawn, median(&Sample::drawn), samples);
    std::printf("  painted after (ms):");
    for (const Sample& x : all) std::printf(" %.1f", x.drawn);
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                 : QCoreApplication::applicationDirPath() + QStringLiteral("/../../scenarios");
    for (const char* name : {"antietam.json", "shiloh.json", "chickamauga_horseshoe_ridge.json"}) {
        const QString path = dir + QLatin1Char('/') + QLatin1String(name);
        Scenario s;
        try {
            s = readScenarioFile(QFile::encodeName(path).toStdString());
        } catch (const std::exception& e) {
            std::printf("cannot read %s: %s (pass the scenarios folder)\n", qPrintable(path), e.what());
            return 1;
        }
        measure(name, s, 7);
    }
    measure("200x200, 134 units (generated)", wideBoard(200, 200), 5);
    measure("700x700, 468 units (generated)", wideBoard(700, 700), 3);
    return 0;
}
