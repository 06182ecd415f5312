#pragma once
// The state of a game in progress: where each unit is, its strength, what it did this turn,
// each side's AP and VP, VP markers, turn and side to act, a decision the engine waits for,
// and the result. A plain value (cheap to copy for the AI) that refers to its GameSetup.
// The rules that change it are in game.h; this file only holds and looks up.
#include "engine/rules/dice_stream.h"
#include "engine/rules/game_setup.h"
#include "model/game_result.h"
#include "model/stacking.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace muster {

enum class UnitStatus : std::uint8_t { Board, Waiting, Eliminated };
std::string_view toString(UnitStatus s);

// What a unit did this turn (6.1.4: one action per unit).
enum class Activity : std::uint8_t { None, Entered, Moved, Fired, MovedFired, Closed, RodeAlong, Rallied, WasRallied };

struct UnitState {
    int hex = -1;            // hex index while on the board
    int sp = 0;              // current strength (leaders and gunboats: 0 and 1)
    UnitStatus status = UnitStatus::Board;
    Activity did = Activity::None;
    int turnStartHex = -1;   // where it began the side's turn (6.2.4, 6.2.5, 9.4)
    bool firedOn = false;    // fired on during this game turn (optional rule 11.2)
    int lostAt = -1;         // the hex where it was eliminated (balance reports where units fell)
};

// The units in one hex: at most one infantry/cavalry, one artillery, one leader and one
// gunboat per side rule (4.4); and never two sides (an entering unit removes a lone leader).
struct HexUnits {
    int foot = -1;     // infantry or cavalry
    int artillery = -1;
    int leader = -1;
    int gunboat = -1;
    // The unit in a stacking slot (model/stacking.h), -1 when empty.
    int& slot(StackSlot s) {
        switch (s) {
        case StackSlot::Foot: return foot;
        case StackSlot::Artillery: return artillery;
        case StackSlot::Leader: return leader;
        case StackSlot::Gunboat: return gunboat;
        }
        return foot;
    }
    int slot(StackSlot s) const { return const_cast<HexUnits*>(this)->slot(s); }
    bool empty() const { return foot < 0 && artillery < 0 && leader < 0 && gunboat < 0; }
    bool hasCombat() const { return foot >= 0 || artillery >= 0; }
};

struct SideState {
    int ap = 0;          // left this turn
    int apRoll = 0;      // the AP die of this turn (0 before it is rolled)
    int apTotal = 0;     // command + random - leader losses, as the turn began
    int leadersLost = 0; // 9.3.2
    int vp = 0;
};

struct MarkerState {
    std::optional<Side> holder;  // control: the last side to enter (10.0)
    bool removed = false;        // scored under removeOnCapture (3.1.6)
};

enum class DecisionKind : std::uint8_t { None, Retreat, Advance };

// A choice the engine waits for before play goes on (DESIGN.md "pending").
struct PendingDecision {
    DecisionKind kind = DecisionKind::None;
    Side side = Side::Union;     // who must decide
    int unit = -1;               // retreat: the unit; advance: the attacker
    std::vector<int> options;    // retreat: legal hex indexes; advance: the vacated hex
};

// A scoring event, so VP always equal their causes (tests check the sum).
struct ScoreEvent {
    Side side = Side::Union;
    int vp = 0;
    int unit = -1;    // eliminated unit (10.0), or -1
    int marker = -1;  // VP marker (3.1.6 / aid), or -1
    int turn = 0;
};

// Combat results still being worked out: retreats one unit at a time (a choice may be
// pending), then the defending hex's leader, then the attacker's advance (8.3.4, 11.4).
struct Aftermath {
    bool active = false;
    int attacker = -1;
    int attackerHex = -1;
    int hex = -1;                  // the hex attacked
    bool mayAdvance = false;       // close combat, or fire from an adjacent hex with 11.4
    std::vector<int> retreatQueue; // units still to retreat, in order
    int firstRetreatTo = -1;       // where the first unit went: the leader follows it (8.3.3)
    int leader = -1;               // the hex's leader, while its fate is open
};

class GameState {
public:
    // The state at the start of the game, before the first AP roll.
    GameState(std::shared_ptr<const GameSetup> setup, DiceStream dice);

    const GameSetup& setup() const { return *setup_; }
    const std::shared_ptr<const GameSetup>& setupPtr() const { return setup_; }

    int turn = 1;
    Side active = Side::Union;
    bool secondHalf = false;  // the second player's part of the turn (5.0 steps 4-6)
    std::vector<UnitState> units;
    std::array<SideState, 2> sides{};
    std::vector<MarkerState> markers;
    std::vector<std::int8_t> control;  // per GameSetup::controlHexes(): -1, or the side; read it through holderOf()
    PendingDecision pending;
    Aftermath aftermath;
    GameResult result = GameResult::None;
    std::string reason;       // why the game ended
    int decidingCondition = -1;  // index in scenario victory conditions, -1 when none
    std::vector<ScoreEvent> scores;
    DiceStream dice;
    int actionsApplied = 0;

    bool over() const { return result != GameResult::None; }
    SideState& side(Side s) { return sides[static_cast<std::size_t>(s)]; }
    const SideState& side(Side s) const { return sides[static_cast<std::size_t>(s)]; }
    // Side whose decision it is: the pending decision's side, else the active side.
    Side toAct() const { return pending.kind != DecisionKind::None ? pending.side : active; }

    const UnitState& unit(int i) const { return units[static_cast<std::size_t>(i)]; }
    Side sideOf(int i) const { return setup_->unitSide(i); }
    UnitType typeOf(int i) const { return setup_->unitType(i); }
    const HexUnits& at(int idx) const { return grid_[static_cast<std::size_t>(idx)]; }
    // Side with units in the hex, if any.
    std::optional<Side> occupant(int idx) const;
    // Who holds a hex whose control the game tracks (VP markers and holdAtEnd hexes,
    // GameSetup::controlHexes): the last side to enter it with a combat unit (10.0), else
    // its side at the start. nullopt when no side holds it, the game does not track it, or
    // (for a [col,row]) it is off the board.
    std::optional<Side> holderOf(int idx) const;
    std::optional<Side> holderOf(Offset o) const;
    // `side` now holds the hex; false (nothing recorded) when the game does not track it.
    bool setHolder(int idx, Side side);
    // Enemy (of `s`) infantry, cavalry, artillery or gunboat in the hex: blocks movement (7.2).
    bool enemyBlocks(int idx, Side s) const;
    // Adjacent to an enemy infantry, cavalry, artillery or gunboat (7.3, 6.2.4).
    bool nextToEnemy(int idx, Side s) const;
    // Could a unit of this type stand in the hex beside the friendly units there (4.4)?
    // `ignore` is a unit not counted (the mover itself).
    bool stackingAllows(int idx, int unit, int ignore = -1) const;
    // Does the hex block line of sight: terrain or any unit (8.2).
    bool blocksSight(int idx) const;

    // Board bookkeeping used by the rules code.
    void place(int unit, int idx);
    void lift(int unit);

private:
    std::shared_ptr<const GameSetup> setup_;
    std::vector<HexUnits> grid_;
};

// Inline: the move search asks these for every hex it looks at.
inline bool GameState::enemyBlocks(int idx, Side s) const {
    const HexUnits& h = at(idx);
    return (h.foot >= 0 && sideOf(h.foot) != s) || (h.artillery >= 0 && sideOf(h.artillery) != s) ||
           (h.gunboat >= 0 && sideOf(h.gunboat) != s);
}

inline bool GameState::nextToEnemy(int idx, Side s) const {
    for (int n : setup_->neighbours(idx))
        if (n >= 0 && enemyBlocks(n, s)) return true;
    return false;
}

inline bool GameState::stackingAllows(int idx, int unit, int ignore) const {
    const HexUnits& h = at(idx);
    const StackSlot mine = stackSlot(typeOf(unit));
    for (int k = 0; k < kStackSlots; ++k) {
        const auto other = static_cast<StackSlot>(k);
        const int there = h.slot(other);
        const bool taken = there >= 0 && there != ignore && there != unit;
        if (taken && !slotsMayShare(mine, other)) return false;
    }
    return true;
}

} // namespace muster
