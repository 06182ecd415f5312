#pragma once
// What a game log entry says to the person at the screen. With hidden morale (the player
// aid's two-player option) a morale check of the other side's unit must not give its flag
// colour away: "Hays morale at green: black green -> retreats" reads "Hays morale check:
// retreats", and its dice are not shown.
#include "engine/rules/game_log.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

class GameState;

// The names a player knows the units by, in place of the engine's "Hays (c1)" or
// "Infantry c3": the unit's own name when no other unit has it, "Hays #2" for the second
// of two of that name (in set-up order), and "Confederate infantry #2" for an unnamed
// unit. Log entries say where they name a unit (LogEntry::units), so nothing searches
// the engine's words for names.
class UnitWords {
public:
    UnitWords() = default;
    explicit UnitWords(const GameState& s);
    // The entry's text with every unit it names named the player's way.
    QString text(const LogEntry& e) const;
    // The player's name of unit `index`.
    QString name(int index) const { return index >= 0 && index < int(names_.size()) ? names_[std::size_t(index)] : QString(); }

private:
    std::vector<QString> names_;  // by unit index
};

// True when the entry is a morale die (morale check, 11.1 check, rally) of the side whose
// flag colours are hidden from the screen (`hiddenSide`).
bool hidesMorale(const LogEntry& e, std::optional<Side> hiddenSide);
// The entry's words for the screen (without the rule sections), units named by `names`
// when given.
QString logWords(const LogEntry& e, std::optional<Side> hiddenSide, const UnitWords* names = nullptr);
// The entries in the order a reader expects: each action's own line first, then what
// followed from it (hits, morale, a VP it scored: the engine logs a capture before the
// move), and the AP roll that opens the next side's turn last.
std::vector<const LogEntry*> readingOrder(const std::vector<LogEntry>& entries);

} // namespace muster
