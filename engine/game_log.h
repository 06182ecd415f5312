#pragma once
// What happened, in words, for the CLI's "log", the editor's game log dock and the AI's
// debugging. Optional: the AI plays without one, so nothing in the rules depends on it.
#include "model/types.h"

#include <string>
#include <vector>

namespace muster {

struct LogEntry {
    int action = -1;          // index of the action in the game (-1: automatic, e.g. the AP roll)
    Side side = Side::Union;  // side the entry is about
    std::string text;         // "Iron Brigade fires at 0605: 5 6 2, woods -1 -> 1 hit"
    std::string section;      // rule sections it applies ("8.1, 2.1.1")
    std::vector<int> dice;    // natural results rolled for it, in order
};

struct GameLog {
    std::vector<LogEntry> entries;
};

} // namespace muster
