#pragma once
// What the computer did, for the turn summary: its last side turn (kept until its next one
// begins), and apart from it the decisions it took during the other side's turn (a retreat
// after your close combat), so such a decision never replaces the summary of its turn.
#include "engine/rules/game_log.h"

#include <span>
#include <vector>

namespace muster {

class ComputerTurnLog {
public:
    struct Record {
        Side side = Side::Union;
        int turn = 0;
        int actions = 0;
        std::vector<LogEntry> entries;
        bool empty() const { return entries.empty(); }
    };

    // One action the computer took as `actor` while it was `active`'s turn `turn`, with the
    // log entries it wrote; `index` is the action's number in the game.
    void note(Side actor, Side active, int turn, int index, std::span<const LogEntry> entries);
    void clear() { *this = ComputerTurnLog{}; }

    const Record& lastTurn() const { return turn_; }
    const Record& decisionsSince() const { return decisions_; }  // during the other side's turn

private:
    static void append(Record& r, Side side, std::span<const LogEntry> entries);
    Record turn_, decisions_;
    int lastIndex_ = -2;
};

} // namespace muster
