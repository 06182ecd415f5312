#pragma once
// What the AI players know about a position: the expected effect of fire and close combat
// from rulesref's odds (GameSetup::fireOdds, playCloseQuery), how exposed a hex is to enemy
// fire, how well a unit placed in a hex serves its side's objectives, and a
// whole-position score for the search player's playouts. Heuristics
// only: the rules themselves are always applied by the engine (game.h).
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"

#include <memory>
#include <vector>

namespace muster::ai {

// Weights of the evaluation, in "VP tenths": one VP is worth kVp.
struct EvalWeights {
    double vp = 10.0;          // one victory point
    double sp = 2.0;           // one strength point on the board
    double eliminationBonus = 4.0;  // a unit gone also stops firing (on top of its VP)
    double leader = 6.0;       // a leader (its loss also costs command AP, 9.3.2)
    double exposure = 0.6;     // expected hits the enemy can deal to a unit next turn
    double offense = 0.35;     // expected hits a unit can deal from its hex
    double approach = 0.3;     // per hex nearer to the nearest enemy combat unit
    double objective = 1.0;    // scales the pull of VP markers and holdAtEnd hexes
    double retreat = 2.5;      // an enemy unit forced out of its hex
    double worthIt = 0.0;      // greedy ends its turn when no action gains more than this per AP
};

// One hex that matters for a side: a VP marker it can score, a marker or holdAtEnd hex it
// must keep.
struct Objective {
    int hex = -1;
    double value = 0;  // in evaluation units
    int marker = -1;   // VP marker index, -1 for a holdAtEnd hex
};

// Per-decision caches and helpers over one state. Build one per state looked at; cheap.
class PositionView {
public:
    PositionView(const GameState& s, const EvalWeights& w = EvalWeights());

    const GameState& state() const { return s_; }
    const EvalWeights& weights() const { return w_; }

    // Expected hits that the enemies of `side` could fire at a unit in `hex` (each enemy
    // unit in range and sight firing once), with the hex's terrain.
    double exposure(int hex, Side side) const;
    // The best expected value a unit of this type could fire at from `hex`.
    double offense(int unit, int hex) const;
    // How well `unit` of the state's side serves its side standing in `hex`: objectives,
    // approach, exposure, offense; leaders: with a friendly unit, out of danger.
    double placement(int unit, int hex) const;
    // Value of the unit as material (SP and its life).
    double material(int unit) const;
    // Expected value of `attacker` firing from `fromHex` at `target` (a hex index).
    double fireValue(int attacker, int fromHex, int target) const;
    // Expected value of a close combat by `attacker` at `target`.
    double closeValue(int attacker, int target) const;
    // Expected value of a rally of `unit`.
    double rallyValue(int unit) const;
    // VP, control of holdAtEnd/controlAtEnd hexes: the immediate score of `side`.
    double scoreTerms(Side side) const { return scoreTerms(s_, side, w_); }
    static double scoreTerms(const GameState& s, Side side, const EvalWeights& w);
    // Whole-position value for `side` (terminal results dominate).
    double evaluate(Side side) const;

    const std::vector<Objective>& objectives(Side side) const { return objectives_[static_cast<std::size_t>(side)]; }

private:
    double hitValue(int hex, int hits) const;
    void setUrgency();
    // What the per-hex queries loop over, found once per view and side in unit order (so
    // every sum adds in the order it always did): the units that can fire at `side` with
    // their hex, reach and hill, and the hexes of the combat units `side` can fire at.
    struct Firer {
        int hex;
        UnitType type;
        bool hill;
        int range;  // htlMaxRange
        int reach;  // range, cavalry 2 more (it can move and fire)
    };
    std::array<std::vector<Firer>, 2> firers_;
    std::array<std::vector<int>, 2> enemyHexes_;
    std::array<double, 2> caution_{1.0, 1.0};  // scales the weight of exposure per side
    std::array<double, 2> drive_{1.0, 1.0};    // scales the pull of objectives per side
    const GameState& s_;
    EvalWeights w_;
    std::array<std::vector<Objective>, 2> objectives_;
    mutable std::vector<float> exposureCache_[2];
    mutable std::vector<float> pullCache_[2];
    mutable std::vector<float> offenseCache_[5];
    mutable std::vector<int> nearestEnemy_[2];
};

} // namespace muster::ai
