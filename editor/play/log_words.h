#pragma once
// What a game log entry says to the person at the screen. With hidden morale (the player
// aid's two-player option) a morale check of the other side's unit must not give its flag
// colour away: "Hays morale at green: black green -> retreats" reads "Hays morale check:
// retreats", and its dice are not shown.
#include "engine/game_log.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

// True when the entry is a morale die (morale check, 11.1 check, rally) of the side whose
// flag colours are hidden from the screen (`hiddenSide`).
bool hidesMorale(const LogEntry& e, std::optional<Side> hiddenSide);
// The entry's words for the screen (without the rule sections).
QString logWords(const LogEntry& e, std::optional<Side> hiddenSide);
// The entries in the order a reader expects: each action's own line first, then what
// followed from it (hits, morale, a VP it scored: the engine logs a capture before the
// move), and the AP roll that opens the next side's turn last.
std::vector<const LogEntry*> readingOrder(const std::vector<LogEntry>& entries);

} // namespace muster
