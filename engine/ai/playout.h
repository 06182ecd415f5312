#pragma once
// The continuation of the search family: a candidate played out on dice of the player's
// own (never the game's), both sides then following greedy, and the end scored for the
// side that searched. One implementation of each part: the playout score, the antithetic
// dice pair, the rollout.
#include "engine/ai/ai_eval.h"
#include "engine/rules/dice_stream.h"

#include <utility>

namespace muster::ai {

// How far a playout runs and how its end is scored.
struct PlayoutOptions {
    int toEndFromTurn = 3;       // to the end of the game from this many turns before it
    int horizon = 2;             // else until this many side-turns have ended (2: the enemy's reply)
    double draw = -1000;         // a drawn end, for the searching side (a win 1000, a loss -1000) ...
    double drawProgress = 100.0; // ... plus this per VP the side got toward its target
    double race = 15.0;          // per VP toward the side's own target, on top of the evaluation
    int maxDepth = 200;          // actions per playout at most
};

// A playout's end for `me`: a win, a loss, a draw by the VP it got toward its target (a
// draw one VP short is nearer a win than one with none), else the position's value plus
// the VP race (only a win reaches the side's goal).
double playoutScore(const GameState& g, Side me, const PlayoutOptions& o, const EvalWeights& w = EvalWeights());

// Two dice streams from `rng`: `count` dice d and the same dice as 7 - d (antithetic), so
// the luck of one half offsets the other's; beyond `count` each stream rolls on its own.
std::pair<DiceStream, DiceStream> antitheticDice(SplitMix64& rng, int count);

// `first` applied to a copy of `s` on `dice`, then greedy for both sides until the
// horizon; the end's playoutScore for s.toAct(). -1e9 when `first` is illegal.
double rollout(const GameState& s, const Action& first, const DiceStream& dice, const PlayoutOptions& o,
               const EvalWeights& w = EvalWeights());

} // namespace muster::ai
