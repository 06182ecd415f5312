// libFuzzer target for the square-grid battle reader (model/systems/grid): any bytes either
// give a ScenarioReadError or a battle that validates without crashing, line-of-sight
// queries that terminate, and a canonical write that reads back to the same bytes.
// Built by fuzz/run.sh grid (clang only); its seeds are replayed by the fuzz_replay_grid_json ctest.
#include "model/io/scenario_json.h"
#include "model/systems/grid/grid_checks.h"
#include "model/systems/grid/grid_json.h"
#include "model/systems/grid/grid_los.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace muster;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    GridScenario s;
    try {
        s = readGridJson(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    } catch (const ScenarioReadError&) {
        return 0;
    }
    validateGrid(s);
    if (s.sizeValid()) {
        const GridTerrainMap map(s);
        // Long lines on a big board are slow, not wrong: keep each query within 200 tiles.
        const Offset far{std::min(s.columns, 200), std::min(s.rows, 200)};
        gridLineOfSight(map, Offset{1, 1}, far);
        for (const auto& u : s.units)
            if (s.contains(u.tile) && u.tile.col <= 200 && u.tile.row <= 200) gridLineOfSight(map, u.tile, Offset{1, far.row});
    }
    const std::string once = writeGridJson(s);
    const GridScenario back = readGridJson(once, "rewrite");
    // Lossless but for the terrain's order, which the writer sorts by row then column.
    GridScenario sorted = s;
    std::stable_sort(sorted.terrain.begin(), sorted.terrain.end(),
                     [](const GridTerrainEntry& a, const GridTerrainEntry& b) { return a.tile < b.tile; });
    if (!(back == sorted) || writeGridJson(back) != once) std::abort();
    return 0;
}
