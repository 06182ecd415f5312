#pragma once
// What happened, in words, for the CLI's "log", the editor's game log dock and the AI's
// debugging. Optional: the AI plays without one, so nothing in the rules depends on it.
#include "model/types.h"

#include <cstdint>

#include <string>
#include <vector>

namespace muster {

// What a logged roll was, so a display can show dice without reading the text.
enum class RollKind : std::uint8_t { None, ApRoll, Fire, Close, Morale, AttackerMorale, LeaderCheck, Rally };

struct LogEntry {
    int action = -1;          // index of the action in the game (-1: automatic, e.g. the AP roll)
    Side side = Side::Union;  // side the entry is about
    std::string text;         // "Iron Brigade fires at 0605: 5 6 2, woods -1 -> 1 hit"
    std::string section;      // rule sections it applies ("8.1, 2.1.1")
    std::vector<int> dice;    // natural results rolled for it, in order
    RollKind roll = RollKind::None;
    int hitOn = 0;            // Fire/Close: natural value a die needs (after terrain)
    int dieModifier = 0;      // Fire/Close: terrain modifier on each die (2.1.1)
    int hits = 0;             // Fire/Close: hits scored
};

struct GameLog {
    std::vector<LogEntry> entries;
};

} // namespace muster
