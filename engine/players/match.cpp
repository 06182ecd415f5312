#include "engine/players/match.h"

#include "engine/rules/game.h"

#include <algorithm>

namespace muster {

std::uint64_t playerSeed(std::uint64_t gameSeed, Side side) {
    return SplitMix64(gameSeed ^ (side == Side::Union ? 0x756e696f6eULL : 0x636f6e66ULL)).next();
}

int actionCap(const GameSetup& setup) {
    // Per side-turn: each unit acts once, plus as many retreat/advance decisions, plus the
    // endTurn; doubled for slack.
    const long long perSideTurn = 4LL * setup.unitCount() + 64;
    const long long turns = std::max(1, setup.scenario().turns);  // widened before +1: INT_MAX turns
    const long long cap = 2LL * (turns + 1) * perSideTurn;
    return static_cast<int>(std::min<long long>(cap, 100'000'000));
}

MatchResult playGame(std::shared_ptr<const GameSetup> setup, std::uint64_t seed, Player& unionPlayer,
                     Player& confederatePlayer, GameLog* log, std::vector<Action>* record) {
    const int cap = actionCap(*setup);
    MatchResult m{newGame(setup, seed, {}, log), {}, 0};
    while (!m.state.over()) {
        if (m.actions >= cap) {
            m.error = "no end after " + std::to_string(cap) + " actions (turn " + std::to_string(m.state.turn) +
                      ", seed " + std::to_string(seed) + ")";
            break;
        }
        Player& p = m.state.toAct() == Side::Union ? unionPlayer : confederatePlayer;
        const Action a = p.choose(m.state);
        const ApplyResult r = applyAction(m.state, a, log);
        if (!r) {
            m.error = std::string(toString(m.state.toAct())) + " player (" + p.name() + ") chose an illegal action " +
                      "at actions[" + std::to_string(m.actions) + "]: " + r.error;
            break;
        }
        if (record) record->push_back(a);
        ++m.actions;
    }
    return m;
}

} // namespace muster
