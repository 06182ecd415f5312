// Benchmark (not a test): validation, incremental revalidation and JSON I/O on a
// 13x9 board and on a 1000x1000 board with 10,000 units. Prints a table.
#include "model/io/scenario_json.h"
#include "model/rules/validator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

using namespace muster;

namespace {

double medianMs(int runs, const std::function<void()>& f) {
    std::vector<double> t;
    for (int i = 0; i < runs; ++i) {
        auto a = std::chrono::steady_clock::now();
        f();
        auto b = std::chrono::steady_clock::now();
        t.push_back(std::chrono::duration<double, std::milli>(b - a).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

Scenario makeScenario(int cols, int rows, int unitCount, unsigned seed) {
    std::mt19937 rng(seed);
    Scenario s;
    s.title = "Bench";
    s.board.columns = cols;
    s.board.rows = rows;
    // About 60% of hexes get terrain other than clear (no swamp/river to keep units legal).
    const Terrain kinds[] = {Terrain::Woods, Terrain::Hill, Terrain::Orchard, Terrain::Town,
                             Terrain::SunkenRoad, Terrain::Entrenchment};
    s.terrain.reserve(static_cast<std::size_t>(cols) * rows);
    for (int r = 1; r <= rows; ++r)
        for (int c = 1; c <= cols; ++c)
            if (rng() % 10 < 6) s.terrain.append({{c, r}, kinds[rng() % 6]});
    for (int i = 0; i < unitCount; ++i) {
        Unit u;
        u.id = "u" + std::to_string(i);
        u.side = i % 2 ? Side::Confederate : Side::Union;
        u.type = i % 5 == 0 ? UnitType::Artillery : UnitType::Infantry;
        u.name = "Brigade " + std::to_string(i);
        u.hex = Offset{1 + static_cast<int>(rng() % cols), 1 + static_cast<int>(rng() % rows)};
        u.sp = u.type == UnitType::Infantry ? 4 : 2;
        u.morale = Morale::Black;
        s.units.push_back(u);
    }
    s.victory.conditions.push_back({VictoryKind::MostVPAtEnd, {}, {}, {}, {}});
    return s;
}

void benchBoard(const char* label, int cols, int rows, int units) {
    Scenario s = makeScenario(cols, rows, units, 42);
    std::size_t issues = 0;
    const double full = medianMs(5, [&] { issues = validate(s).size(); });
    IncrementalValidator inc;
    inc.reset(s);
    std::mt19937 rng(7);
    // One incremental step: move a random unit to a random hex, revalidate.
    const int steps = 200;
    std::vector<double> t;
    for (int i = 0; i < steps; ++i) {
        Unit& u = s.units[rng() % s.units.size()];
        ChangeSet c;
        c.hexes.push_back(*u.hex);
        u.hex = Offset{1 + static_cast<int>(rng() % cols), 1 + static_cast<int>(rng() % rows)};
        c.hexes.push_back(*u.hex);
        c.units.push_back(u.id);
        auto a = std::chrono::steady_clock::now();
        inc.update(s, c);
        auto b = std::chrono::steady_clock::now();
        t.push_back(std::chrono::duration<double, std::milli>(b - a).count());
    }
    std::sort(t.begin(), t.end());
    std::string json;
    const double write = medianMs(3, [&] { json = writeScenarioJson(s); });
    Scenario back;
    const double read = medianMs(3, [&] { back = readScenarioJson(json, "bench"); });
    std::printf("| %-28s | %9zu | %9.3f | %9.4f | %9.4f | %9.3f | %9.3f | %7.2f |\n", label,
                s.terrain.size(), full, t[t.size() / 2], t[t.size() * 99 / 100], write, read,
                json.size() / 1048576.0);
    if (!(back == s)) std::printf("  (warning: round trip differs)\n");
    (void)issues;
}

} // namespace

int main() {
    std::printf("Muster model benchmark (median of runs; ms)\n\n");
    std::printf("| %-28s | %9s | %9s | %9s | %9s | %9s | %9s | %7s |\n", "board", "terrain", "full val",
                "incr p50", "incr p99", "write", "read", "MiB");
    std::printf("|%s|\n", std::string(119, '-').c_str());
    benchBoard("13x9, 30 units", 13, 9, 30);
    benchBoard("1000x1000, 10,000 units", 1000, 1000, 10000);
    std::printf("\nAims: incremental < 1 ms and full < 100 ms at 1000x1000; read big < 500 ms.\n");
    return 0;
}
