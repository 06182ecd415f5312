#pragma once
// "greedy": scores every legal action by its expected effect (ai_eval: exact hit chances
// from the engine's combat setups, VP and objective control, exposure to enemy fire,
// distance to objectives and to the enemy) and takes the best value per AP; ends the turn
// when no action gains anything (AP are lost at the turn's end, so any gain is worth them). Retreats go to the safest useful hex; an advance is taken
// when it gains. Deterministic for a seed: the seed only breaks ties between actions of
// equal value.
#include "engine/ai/ai_eval.h"
#include "engine/rules/dice_stream.h"
#include "engine/players/player.h"

namespace muster::ai {

struct ScoredAction {
    Action action;
    double score = 0;  // expected gain, evaluation units
    int ap = 0;        // AP it spends
    double rank() const { return ap > 0 ? score / ap : score; }
};

// Every legal action for s.toAct() with its expected gain (no decision pending).
std::vector<ScoredAction> scoreActions(const GameState& s, const PositionView& view);
// Greedy's choice in any state (a decision pending included). `scored`, when given,
// receives the scored actions of a normal decision (for the search player). `ties`, when
// given, picks among equally good actions (else the first in the engine's order wins).
Action greedyChoice(const GameState& s, std::vector<ScoredAction>* scored = nullptr,
                    const EvalWeights& w = EvalWeights(), SplitMix64* ties = nullptr);

class GreedyPlayer : public Player {
public:
    explicit GreedyPlayer(std::uint64_t seed = 0, EvalWeights w = EvalWeights()) : rng_(seed), w_(w) {}
    std::string name() const override { return "greedy"; }
    Action choose(const GameState& s) override { return greedyChoice(s, nullptr, w_, &rng_); }

private:
    SplitMix64 rng_;  // ties only
    EvalWeights w_;
};

} // namespace muster::ai
