#include "engine/players/random_player.h"

namespace muster {

Action RandomPlayer::choose(const GameState& s) {
    // The compact list holds the same actions in the same order as legalActions, so the
    // draws below pick the same action as drawing from legalActions would (same seed, same
    // game); only the chosen action is built.
    listLegalActions(s, list_);
    if (list_.empty()) return endTurnAction();  // nothing legal: the match reports it
    // endTurn (when listed) is drawn on its own so that turns last a while; the others are
    // equally likely.
    std::size_t endAt = list_.size();
    for (std::size_t i = 0; i < list_.size(); ++i)
        if (list_[i].kind == ActionKind::EndTurn) {
            endAt = i;
            break;
        }
    std::size_t n = list_.size();
    if (endAt < n) {
        if (n == 1 || rng_.below(kEndTurnOneIn) == 0) return list_.action(endAt, s.setup());
        n -= 1;  // the others, as if endTurn were taken out of the list
    }
    std::size_t pick = static_cast<std::size_t>(rng_.below(n));
    if (pick >= endAt) pick += 1;
    return list_.action(pick, s.setup());
}

} // namespace muster
