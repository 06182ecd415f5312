#include "computer_turn_log.h"

namespace muster {

void ComputerTurnLog::append(Record& r, Side side, std::span<const LogEntry> entries) {
    ++r.actions;
    for (const LogEntry& e : entries) {
        // The next side's AP roll opens that side's turn: not part of this record.
        if (e.roll == RollKind::ApRoll && e.side != side) continue;
        r.entries.push_back(e);
    }
}

void ComputerTurnLog::note(Side actor, Side active, int turn, int index, std::span<const LogEntry> entries) {
    const bool follows = lastIndex_ + 1 == index;
    lastIndex_ = index;
    if (actor != active) {  // a decision in the other side's turn
        if (decisions_.side != actor || decisions_.turn != turn || decisions_.empty()) decisions_ = Record{actor, turn, 0, {}};
        append(decisions_, actor, entries);
        return;
    }
    const bool sameTurn = turn_.side == actor && turn_.turn == turn && !turn_.empty() && follows;
    if (!sameTurn) {  // its next turn: the last one and the decisions before it are history
        turn_ = Record{actor, turn, 0, {}};
        decisions_ = Record{};
    }
    append(turn_, actor, entries);
}

} // namespace muster
