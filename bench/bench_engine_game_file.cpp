// Reading big game files: time and peak memory of readGameFile for files of about 20 MB and
// 100 MB (canonical text, a mix of moves, fires and end turns on a bundled scenario). Each
// read runs in a child process whose peak RSS is reset first, so the figure is what the
// read itself takes. --end-turns: every action an end turn instead (the shortest action in
// text, so the most actions a megabyte). Usage (from the source folder, or set MUSTER_SCENARIOS):
//   build/bench/bench_engine_game_file [--end-turns] [MB...]   (default 20 100)
#include "engine/io/game_json.h"
#include "model/io/scenario_json.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include <sys/wait.h>
#include <unistd.h>

using namespace muster;

namespace {

long statusKb(const char* key) {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key, 0) == 0) return std::atol(line.c_str() + std::string(key).size());
    return -1;
}

std::string makeGame(const std::string& path, std::size_t bytes, bool endTurnsOnly) {
    GameRecord g;
    const char* dir = std::getenv("MUSTER_SCENARIOS");
    g.scenario = readScenarioFile(std::string(dir ? dir : "scenarios") + "/shiloh.json");
    g.seed = 1;
    const auto& units = g.scenario.units;
    const BoardGeometry& b = g.scenario.board;
    // About 40 bytes an action in the canonical text, 17 an end turn.
    const std::size_t n = bytes / (endTurnsOnly ? 17 : 40);
    g.actions.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const int u = static_cast<int>(i % units.size());
        const Offset h{static_cast<int>(1 + i % b.columns), static_cast<int>(1 + (i / 7) % b.rows)};
        switch (endTurnsOnly ? 2 : i % 3) {
        case 0: g.actions.push_back(moveAction(u, {h})); break;
        case 1: g.actions.push_back(fireAction(u, h)); break;
        default: g.actions.push_back(endTurnAction()); break;
        }
    }
    const std::string text = writeGameJson(g);
    std::ofstream(path, std::ios::binary) << text;
    return std::to_string(text.size());
}

} // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes;
    bool endTurnsOnly = false;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--end-turns") endTurnsOnly = true;
        else sizes.push_back(std::atoi(argv[i]));
    }
    if (sizes.empty()) sizes = {20, 100};
    std::printf("%-8s %-12s %-10s %-10s %-12s %-8s\n", "target", "file bytes", "actions", "read s", "peak RSS MB", "x file");
    for (int mb : sizes) {
        const std::string path = "/tmp/bench_game_" + std::to_string(mb) + "mb.json";
        const std::string bytes = makeGame(path, static_cast<std::size_t>(mb) * 1000 * 1000, endTurnsOnly);
        std::fflush(stdout);
        const pid_t pid = ::fork();
        if (pid == 0) {
            std::ofstream("/proc/self/clear_refs") << "5";  // reset the peak to what is resident now
            const long before = statusKb("VmRSS:");
            const auto t0 = std::chrono::steady_clock::now();
            std::size_t actions = 0;
            try {
                actions = readGameFile(path).actions.size();
            } catch (const std::exception& e) {
                std::printf("%-8s %s\n", (std::to_string(mb) + " MB").c_str(), e.what());
                std::_Exit(1);
            }
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            const double peakMb = static_cast<double>(statusKb("VmHWM:") - before) / 1024.0;
            std::printf("%-8s %-12s %-10zu %-10.2f %-12.0f %-8.2f\n", (std::to_string(mb) + " MB").c_str(), bytes.c_str(),
                        actions, secs, peakMb, peakMb * 1024 * 1024 / std::stod(bytes));
            std::fflush(stdout);
            std::_Exit(0);
        }
        int status = 0;
        ::waitpid(pid, &status, 0);
        std::remove(path.c_str());
    }
    return 0;
}
