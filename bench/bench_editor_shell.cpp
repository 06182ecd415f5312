// The editor shell's figures (never pass/fail): opening a 700x700 board through File > Open
// (MainWindow::openFile: deciding whether it is a game, then reading it) and starting play
// mode on it (F5: validation, the engine's set-up, the play layout), each the median of
// five. The open is also split into its two parts: the whole-text game sniff the editor
// used before (engine looksLikeGameJson, a DOM of the file) against today's sniff of the
// first few kilobytes, and the scenario read itself.
// Run offscreen: QT_QPA_PLATFORM=offscreen bench_editor_shell
#include "editor/shell/main_window.h"
#include "tests/editor/scripted_prompter.h"
#include "editor/play/play_controller.h"
#include "engine/io/game_json.h"
#include "model/io/scenario_json.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace muster;

namespace {

Scenario board700() {
    Scenario s;
    s.title = "Seven hundred";
    s.board.columns = 700;
    s.board.rows = 700;
    QRandomGenerator rng(5);
    for (int i = 0; i < 700 * 700 / 4; ++i)
        s.terrain.set({static_cast<int>(rng.bounded(700)) + 1, static_cast<int>(rng.bounded(700)) + 1},
                      i % 3 ? Terrain::Woods : Terrain::Hill);
    for (int i = 0; i < 200; ++i) {
        const bool u = i % 2 == 0;
        s.units.push_back(Unit{(u ? "u" : "c") + std::to_string(i), u ? Side::Union : Side::Confederate, UnitType::Infantry,
                               "", Offset{i + 1, u ? 10 : 690}, 4, Morale::Black, {}});
        s.terrain.set(Offset{i + 1, u ? 10 : 690}, Terrain::Clear);
    }
    s.victory.conditions.push_back(VictoryCondition{VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

double medianMs(int runs, const std::function<void()>& f) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer c;
        c.start();
        f();
        t.push_back(c.nsecsElapsed() / 1e6);
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board700.json"));
    writeScenarioFile(board700(), QFile::encodeName(path).toStdString());
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    const QByteArray text = f.readAll();
    std::printf("700x700 board file: %.1f MB\n", text.size() / 1e6);

    MainWindow w;
    muster::test::scripted(w);  // nothing asked in a measurement
    w.resize(1200, 800);
    w.show();
    app.processEvents();
    const double open = medianMs(5, [&] { w.openFile(path); });
    const double sniffOld = medianMs(5, [&] { looksLikeGameJson(std::string_view(text.constData(), std::size_t(text.size()))); });
    const double sniffNow = medianMs(5, [&] { PlayController::isGameFile(path); });
    const double read = medianMs(5, [&] { readScenarioFile(QFile::encodeName(path).toStdString()); });
    std::printf("open (MainWindow::openFile): %.1f ms; of which a whole-text DOM sniff would be %.1f ms, today's sniff "
                "%.3f ms, the scenario read %.1f ms\n",
                open, sniffOld, sniffNow, read);
    std::uint64_t seed = 0;
    const double start = medianMs(5, [&] {
        w.playController()->start(++seed);  // a seed: a new game each time
        app.processEvents();
        w.playController()->stop();
        app.processEvents();
    });
    std::printf("play mode start-up and back (PlayController::start + stop): %.1f ms\n", start);
    return 0;
}
