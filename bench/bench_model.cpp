// Benchmark (not a test): validation, incremental revalidation and JSON I/O on a
// 13x9 board and on a 1000x1000 board with 10,000 units, and line-of-sight calls per
// second. Prints tables.
#include "model/io/scenario_json.h"
#include "model/los.h"
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

// Line of sight between random hex pairs at distance <= maxDist over a flat blocker
// array (as the play engine would pass): calls per second for lineOfSight (every
// blocker listed) and hasLineOfSight (stops at the first).
void benchLos(const char* label, int cols, int rows, int maxDist) {
    const BoardGeometry g{cols, rows, Orientation::Pointy, Stagger::Even};
    std::mt19937 rng(11);
    std::vector<char> blocks(static_cast<std::size_t>(cols) * rows);
    for (char& b : blocks) b = rng() % 100 < 15; // about 15% woods, towns, units...
    std::vector<std::pair<Offset, Offset>> pairs;
    while (pairs.size() < 200000) {
        const Offset a{1 + static_cast<int>(rng() % cols), 1 + static_cast<int>(rng() % rows)};
        const Offset b{1 + static_cast<int>(rng() % cols), 1 + static_cast<int>(rng() % rows)};
        if (distance(a, b, g) <= maxDist) pairs.push_back({a, b});
    }
    const HexBlocks at = [&](Offset o) {
        return blocks[static_cast<std::size_t>(o.row - 1) * cols + static_cast<std::size_t>(o.col - 1)] != 0;
    };
    long long clear = 0, dist = 0;
    for (auto [a, b] : pairs) dist += distance(a, b, g);
    const double full = medianMs(5, [&] {
        clear = 0;
        for (auto [a, b] : pairs) clear += lineOfSight(g, a, b, at).clear;
    });
    long long clear2 = 0;
    const double fast = medianMs(5, [&] {
        clear2 = 0;
        for (auto [a, b] : pairs) clear2 += hasLineOfSight(g, a, b, at);
    });
    const double n = static_cast<double>(pairs.size());
    std::printf("| %-28s | %8.1f | %12.0f | %12.0f | %6.1f%% |\n", label, dist / n, n / (full / 1000.0),
                n / (fast / 1000.0), 100.0 * clear / n);
    if (clear != clear2) std::printf("  (warning: lineOfSight and hasLineOfSight disagree)\n");
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

    std::printf("\nLine of sight (exact, 8.2), 200,000 random pairs, 15%% of hexes blocking\n\n");
    std::printf("| %-28s | %8s | %12s | %12s | %7s |\n", "board / pairs", "avg dist", "los/s", "hasLos/s", "clear");
    std::printf("|%s|\n", std::string(84, '-').c_str());
    benchLos("13x9, any pair", 13, 9, 1000);
    benchLos("200x200, distance <= 8", 200, 200, 8);
    benchLos("200x200, any pair", 200, 200, 100000);
    return 0;
}
