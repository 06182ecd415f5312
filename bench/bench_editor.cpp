// Editor benchmarks (figures, never pass/fail): one brush step with the repaint of what
// changed on 13x9 and 500x500 boards and with 10,000 live issues, opening a 1000x1000
// scenario into the view, a full repaint at fit-to-window, and metadata edits (Turns,
// command AP) on a 1000x1000 board: time and resident memory per edit.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor
#include "editor/commands/change_value.h"
#include "editor/commands/document_edits.h"
#include "editor/commands/scenario_fields.h"
#include "editor/docks/issues_dock.h"
#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/shell/main_window.h"
#include "tests/editor/scripted_prompter.h"
#include "editor/view/board_view.h"
#include "model/io/scenario_json.h"

#include <QApplication>
#include <QFile>
#include <QDir>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace muster;

namespace {

Scenario board(int cols, int rows, bool fullTerrain) {
    Scenario s;
    s.title = "Bench";
    s.board.columns = cols;
    s.board.rows = rows;
    QRandomGenerator rng(7);
    if (fullTerrain) {
        s.terrain.reserve(static_cast<std::size_t>(cols) * rows);
        for (int r = 1; r <= rows; ++r)
            for (int c = 1; c <= cols; ++c)
                s.terrain.set({c, r}, kAllTerrain[1 + rng.bounded(kTerrainCount - 1)]);
    }
    for (int i = 0; i < std::min(cols * rows / 4, 2000); ++i) {
        Unit u;
        u.id = "u" + std::to_string(i + 1);
        u.side = kAllSides[rng.bounded(2)];
        u.type = UnitType::Infantry;
        u.hex = Offset{static_cast<int>(rng.bounded(cols)) + 1, static_cast<int>(rng.bounded(rows)) + 1};
        u.sp = 3;
        u.morale = Morale::Black;
        s.units.push_back(u);
    }
    return s;
}

double ms(const QElapsedTimer& t) { return t.nsecsElapsed() / 1e6; }

// Paint single hexes as a drag would, each followed by the repaint it causes.
void brushSteps(int cols, int rows) {
    ScenarioDocument doc(board(cols, rows, false));
    Selection sel;
    BoardView view(&doc, &sel);
    view.resize(1400, 900);
    view.show();
    view.setZoom(1.0);
    view.centreOn({Offset{cols / 2, rows / 2}});
    QCoreApplication::processEvents();
    const int steps = 200;
    const int stroke = 1;
    QElapsedTimer t;
    const int paints0 = view.paintCount();
    long long area = 0;
    t.start();
    for (int i = 0; i < steps; ++i) {
        const Offset o{std::clamp(cols / 2 - 6 + i % 12, 1, cols), std::clamp(rows / 2 - 4 + (i / 12) % 8, 1, rows)};
        edit::paintTerrain(doc, {{o, (i / 96) % 2 ? Terrain::Hill : Terrain::Woods}}, stroke);
        QCoreApplication::processEvents();  // the repaint of the changed region
        area += static_cast<long long>(view.lastPaintRect().width()) * view.lastPaintRect().height();
    }
    const double total = ms(t);
    std::printf("brush step %dx%d: %.3f ms per step (%d steps: command, validation, repaint of the changed hexes)\n", cols, rows,
                total / steps, steps);
    std::printf("  (%d paint events, %lld px painted per event on average)\n", view.paintCount() - paints0,
                area / std::max(1, view.paintCount() - paints0));
}

// A 100x100 board with a lone leader on every hex: 10,000 placement.leader-alone errors.
Scenario lonelyLeaders() {
    Scenario s;
    s.title = "Bench issues";
    s.board.columns = 100;
    s.board.rows = 100;
    for (int r = 1; r <= 100; ++r)
        for (int c = 1; c <= 100; ++c)
            s.units.push_back(Unit{"l" + std::to_string((r - 1) * 100 + c), Side::Union, UnitType::Leader, "",
                                   Offset{c, r}, {}, {}, {}});
    return s;
}

// Brush steps that each add or remove one issue (swamp under a leader is
// placement.impassable), with the issues dock showing all of them: first the document,
// view and issues dock alone, then inside the whole main window with every dock.
void brushWithIssues() {
    const Scenario s = lonelyLeaders();
    const int steps = 100;
    auto run = [&](ScenarioDocument& doc, const char* what) {
        QCoreApplication::processEvents();
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < steps; ++i) {
            const Offset o{40 + i % 10, 40 + (i / 10) % 10};
            edit::paintTerrain(doc, {{o, (i / 100) % 2 ? Terrain::Woods : Terrain::Swamp}}, 1);
            QCoreApplication::processEvents();
        }
        std::printf("brush step with %zu live issues (%s): %.2f ms per step\n", doc.issues().size(), what,
                    ms(t) / steps);
    };
    {
        ScenarioDocument doc(s);
        run(doc, "document and validation alone");
    }
    {
        ScenarioDocument doc(s);
        Selection sel;
        BoardView view(&doc, &sel);
        IssuesDock issues(&doc);
        view.resize(1000, 800);
        issues.resize(500, 800);
        view.show();
        issues.show();
        run(doc, "document, view and issues dock");
    }
    {
        QStandardPaths::setTestModeEnabled(true); // keep the bench's window settings apart
        MainWindow w;
        muster::test::scripted(w);  // nothing asked in a measurement
        w.resize(1600, 1000);
        w.show();
        w.loadScenario(s);
        run(*w.document(), "whole main window");
    }
}

void openLarge() {
    QTemporaryDir dir;
    const QString path = dir.filePath("big.json");
    QElapsedTimer t;
    t.start();
    Scenario big = board(1000, 1000, true);
    std::printf("setup: 1000x1000 scenario with every hex listed built in %.0f ms\n", ms(t));

    ScenarioDocument doc;
    Selection sel;
    BoardView view(&doc, &sel);
    view.resize(1400, 900);
    view.show();
    QCoreApplication::processEvents();

    // Into the view from memory first, so the figure does not depend on the reader.
    t.restart();
    doc.reset(big, path);
    const double tReset = ms(t);
    t.restart();
    view.setZoom(1.0);
    view.centreOn({Offset{500, 500}});
    view.repaintNow();
    const double tPaint = ms(t);
    std::printf("open 1000x1000 into the view: document (full validation) %.0f ms + first paint at 100%% %.1f ms\n",
                tReset, tPaint);

    t.restart();
    view.fitToWindow();
    view.repaintNow();
    std::printf("full repaint at fit-to-window 1000x1000 (zoom %.4f): %.0f ms\n", view.zoom(), ms(t));
    t.restart();
    view.repaintNow();
    std::printf("repaint again at fit-to-window 1000x1000: %.0f ms\n", ms(t));

    t.restart();
    writeScenarioFile(big, path.toStdString());
    std::printf("write 1000x1000: %.0f ms (%lld bytes)\n", ms(t), static_cast<long long>(QFileInfo(path).size()));
    t.restart();
    try {
        Scenario s = readScenarioFile(path.toStdString());
        std::printf("read 1000x1000: %.0f ms (%zu terrain entries)\n", ms(t), s.terrain.size());
    } catch (const std::exception& e) {
        std::printf("read 1000x1000 failed: %s\n", e.what());
    }
}

qint64 residentBytes() {
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly)) return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toLongLong() * 4096 : 0;
}

// Undo for a metadata click must not copy the board (it used to: ~106 MB, 0.46 s each).
void metadataEdits() {
    ScenarioDocument doc(board(1000, 1000, true));
    const qint64 before = residentBytes();
    QElapsedTimer t;
    t.start();
    double worst = 0;
    for (int i = 0; i < 100; ++i) {
        QElapsedTimer one;
        one.start();
        if (i % 2) changeValue<fields::Turns>(&doc, 9 + i);
        else changeValue<fields::SideCommandAp>(&doc, 1 + i % 50, 0);
        worst = std::max(worst, ms(one));
    }
    std::printf("100 metadata edits on 1000x1000 (every hex listed): %.2f ms each on average, worst %.2f ms, "
                "%.1f MB more resident, %d undo steps\n",
                ms(t) / 100, worst, (residentBytes() - before) / 1e6, doc.undoStack()->count());
}

void fitSmall() {
    ScenarioDocument doc(board(13, 9, true));
    Selection sel;
    BoardView view(&doc, &sel);
    view.resize(1400, 900);
    view.show();
    view.fitToWindow();
    QCoreApplication::processEvents();
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < 20; ++i) view.repaintNow();
    std::printf("full repaint at fit-to-window 13x9 (zoom %.2f): %.2f ms\n", view.zoom(), ms(t) / 20);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    QApplication app(argc, argv);
    brushSteps(13, 9);
    brushSteps(500, 500);
    brushWithIssues();
    fitSmall();
    openLarge();
    metadataEdits();
    return 0;
}
