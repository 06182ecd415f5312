#include "engine/players/player_presets.h"

#include <cstdio>

namespace muster {

const std::vector<PlayerPreset>& playerPresets() {
    // Figures and their runs: docs/ai.md "Current strength" (bench_ai_pairs, every bundled
    // battle, sides swapped). A row joins the ladder only with a distinct measurement against
    // the rung below (test_player_presets checks it).
    static const std::vector<PlayerPreset> table = {
        {"random", "random", 0, "plays a random legal action: a baseline, not an opponent", {}, false},
        {"greedy", "greedy", 0, "takes the action with the best immediate gain per AP; fast, plays one action at a time",
         {"random", 0.985, 0.976, 0.994, 400, "bench_ai_pairs --x greedy --y random --seeds 20 --first-seed 3000 --jobs 1"},
         true},
        {"learned", "learned", 0,
         "greedy's choice corrected by a term over the action's own inputs, learned from search's choices and "
         "tuned on game results against greedy; stronger than greedy, under twice its CPU",
         {"greedy", 0.570, 0.552, 0.589, 2000, "bench_ai_pairs --x learned --y greedy --seeds 100 --first-seed 95000 --jobs 1"},
         true},
        {"search", "search", 96,
         "tries greedy's best few actions by playing each out over its turn and the enemy's reply",
         {"learned", 0.574, 0.533, 0.614, 400, "bench_ai_pairs --x search --y learned --seeds 20 --first-seed 97100 --jobs 2"},
         true},
        {"search-strong", "search", 384,
         "search with four times the playouts per decision: four times slower, not measurably stronger",
         {"search", 0.510, 0.467, 0.553, 400, "bench_ai_pairs --x search-strong --y search --seeds 20 --first-seed 1100 --jobs 1"},
         false},
    };
    return table;
}

const PlayerPreset* findPreset(const std::string& name) {
    for (const PlayerPreset& p : playerPresets())
        if (p.name == name) return &p;
    return nullptr;
}

std::string strengthText(const MeasuredStrength& m) {
    if (m.against.empty()) return {};
    char b[160];
    std::snprintf(b, sizeof b, "%.1f%% (%.1f-%.1f) of the points against %s, %d paired games", 100 * m.score, 100 * m.lo,
                  100 * m.hi, m.against.c_str(), m.games);
    return b;
}

} // namespace muster
