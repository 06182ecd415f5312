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

// Where a unit's name stands in an entry's text (bytes), so a reader can name the unit its
// own way without searching the words.
struct UnitMention {
    std::uint32_t at = 0;
    std::uint32_t length = 0;
    int unit = -1;
};

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
    std::vector<UnitMention> units;  // the units the text names, in order
    int vp = 0;               // VP the entry scores (10.0)
    std::string outcome;      // Morale/AttackerMorale/Rally: the result without dice or colours
};

struct GameLog {
    std::vector<LogEntry> entries;
};

} // namespace muster
