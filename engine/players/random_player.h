#pragma once
// The baseline player: a uniformly random legal action, ending its turn with probability
// 1/8 at each decision where ending is legal (so turns are neither all-pass nor always
// spend every AP). Used by the invariant tests, the fuzzer seeds, the benchmarks and
// `muster-cli play --ai random`. Seeded: the same seed plays the same game.
#include "engine/players/player.h"

#include "engine/rules/dice_stream.h"
#include "engine/rules/legal_list.h"

namespace muster {

class RandomPlayer : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    Action choose(const GameState& s) override;

    // Chance of ending the turn at a decision where other actions are also legal.
    static constexpr std::uint64_t kEndTurnOneIn = 8;

private:
    SplitMix64 rng_;
    LegalList list_;  // reused from decision to decision
};

} // namespace muster
