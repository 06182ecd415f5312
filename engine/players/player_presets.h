#pragma once
// The built-in players as one table, a row per preset: the player it is built on, its
// budget, a one-line description, and its strength as a paired test measured it, with the
// command that did. The registry (player.cpp), the default ladder and the player lines
// (balance_ladder.cpp), the CLI and the Balance dock read it; nothing else states what a
// built-in player is or how strong it is. Historical measurements: docs/ai-history.md.
#include <string>
#include <vector>

namespace muster {

// A paired test: games on the same dice seeds with the sides swapped, scored per seed pair
// (0, 1/4 ... 1 of the pair's points); `score` is the preset's share of the points against
// `against`, with its 95% interval over the pairs.
struct MeasuredStrength {
    std::string against;  // the opponent, a preset; empty: never measured
    double score = 0, lo = 0, hi = 0;
    int games = 0;
    std::string command;  // the benchmark command that measured it, run from build/
    // The interval excludes an even score: the two players play at different strengths.
    bool distinct() const { return !against.empty() && (lo > 0.5 || hi < 0.5); }
};

struct PlayerPreset {
    std::string name;
    std::string base;          // the player it builds: "random", "greedy", "search" or "learned"
    int playouts = 0;          // search's budget per decision; 0 for the others
    std::string description;   // one line, for the Balance dock and the CLI
    MeasuredStrength strength;
    // A rung of the default ladder (weakest first, in table order). The first rung stands
    // alone; every other one needs a strength measured against the rung below it, distinct.
    bool ladder = false;
};

// Every built-in player; the ladder's rungs in their order, weakest first.
const std::vector<PlayerPreset>& playerPresets();
// The row called `name`, or nullptr.
const PlayerPreset* findPreset(const std::string& name);
// The measurement in words, e.g. "66.2% (62.0-70.5) of the points against greedy, 400
// paired games"; empty when none.
std::string strengthText(const MeasuredStrength& m);

} // namespace muster
