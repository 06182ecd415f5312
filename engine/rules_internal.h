#pragma once
// Shared pieces of the rules code (engine/rules_*.cpp). Not part of the engine's API.
#include "game.h"

#include <string>

namespace muster::rules {

// Where log lines go while one action is applied.
struct Ctx {
    GameLog* log = nullptr;
    int action = -1;
    void say(Side side, std::string text, std::string section, std::vector<int> dice = {}) const {
        if (log) log->entries.push_back({action, side, std::move(text), std::move(section), std::move(dice)});
    }
    // A roll: the entry also says what kind it was (and for combat, how dice hit).
    void roll(RollKind kind, Side side, std::string text, std::string section, std::vector<int> dice, int hitOn = 0,
              int dieModifier = 0, int hits = 0) const {
        if (!log) return;
        say(side, std::move(text), std::move(section), std::move(dice));
        LogEntry& e = log->entries.back();
        e.roll = kind;
        e.hitOn = hitOn;
        e.dieModifier = dieModifier;
        e.hits = hits;
    }
};

std::string hexLabelOf(const GameState& s, int idx);
const std::string& idOf(const GameState& s, int unit);
std::string dieList(const std::vector<int>& dice);

// Bookkeeping (rules_board.cpp).
void eliminate(GameState& s, int unit, Side by, const Ctx& c, const char* section);
// A unit arrives in a hex: a lone enemy leader there is eliminated (7.2.1); a combat unit
// takes control of the hex and scores or holds its VP marker (3.1.6, 10.0, aid).
void enterHex(GameState& s, int unit, int idx, const Ctx& c);
void startSideTurn(GameState& s, const Ctx& c);
void endSideTurn(GameState& s, const Ctx& c);

// Movement (rules_move.cpp).
std::string checkMove(const GameState& s, const Action& a, MoveKind* kindOut = nullptr);
void doMove(GameState& s, const Action& a, const Ctx& c, Activity activity);
std::string checkEnter(const GameState& s, const Action& a, int* destOut = nullptr);
void doEnter(GameState& s, const Action& a, const Ctx& c);
// Moves of a unit: one per destination and kind, or only the cheapest per destination.
std::vector<MoveOption> moveOptions(const GameState& s, int unit, bool cheapestOnly);
// Hexes a reinforcement may enter now (its entry hex, or the nearest vacant ones).
std::vector<int> entryOptions(const GameState& s, int unit);
// The leader in the unit's hex that may ride along / give the bonus (started the turn
// there, has not acted), or -1.
int riderFor(const GameState& s, int unit);

// Combat (rules_combat.cpp).
std::string checkFireFrom(const GameState& s, int unit, int fromHex, Offset at);
std::string checkFire(const GameState& s, const Action& a);
std::string checkMoveFire(const GameState& s, const Action& a);
std::string checkClose(const GameState& s, const Action& a);
std::string checkRally(const GameState& s, const Action& a);
void doFire(GameState& s, int unit, int target, const Ctx& c);
void doClose(GameState& s, int unit, int target, const Ctx& c);
void doRally(GameState& s, const Action& a, const Ctx& c);
// Adjacent hexes the unit could close combat (type, AP and activation checked by caller).
std::vector<int> closeTargets(const GameState& s, int unit);
// Targets the unit could fire at from a hex (its own, or where a cavalry move ends).
std::vector<int> fireTargets(const GameState& s, int unit, int fromHex);

// Retreats and advance (rules_retreat.cpp).
std::vector<int> retreatOptions(const GameState& s, int unit, int attackerHex, bool allowDisplacement = true);
std::vector<int> leaderRetreatOptions(const GameState& s, int leader);
void continueAftermath(GameState& s, const Ctx& c);
std::string checkRetreat(const GameState& s, const Action& a);
void doRetreat(GameState& s, const Action& a, const Ctx& c);
std::string checkAdvance(const GameState& s, const Action& a);
void doAdvance(GameState& s, const Action& a, const Ctx& c);

} // namespace muster::rules
