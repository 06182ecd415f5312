#include "random_player.h"

#include "game.h"

namespace muster {

Action RandomPlayer::choose(const GameState& s) {
    scratch_ = legalActions(s);
    if (scratch_.empty()) return endTurnAction();  // nothing legal: the match reports it
    // endTurn (when listed) is drawn on its own so that turns last a while; the others are
    // equally likely.
    std::size_t endAt = scratch_.size();
    for (std::size_t i = 0; i < scratch_.size(); ++i)
        if (scratch_[i].kind == ActionKind::EndTurn) {
            endAt = i;
            break;
        }
    if (endAt < scratch_.size()) {
        if (scratch_.size() == 1 || rng_.below(kEndTurnOneIn) == 0) return scratch_[endAt];
        scratch_.erase(scratch_.begin() + static_cast<std::ptrdiff_t>(endAt));
    }
    return scratch_[static_cast<std::size_t>(rng_.below(scratch_.size()))];
}

} // namespace muster
