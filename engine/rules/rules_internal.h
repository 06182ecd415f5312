#pragma once
// Shared pieces of the rules code (engine/rules_*.cpp). Not part of the engine's API.
#include "engine/rules/game.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

namespace muster::rules {

// A log entry's words being put together, with where each unit's name stands in them.
class LogLine {
public:
    explicit LogLine(const GameState& s) : s_(&s) {}
    LogLine& unit(int u) {
        const std::string name = unitName(*s_, u);
        units.push_back({static_cast<std::uint32_t>(text.size()), static_cast<std::uint32_t>(name.size()), u});
        text += name;
        return *this;
    }
    LogLine& operator<<(std::string_view t) {
        text += t;
        return *this;
    }
    LogLine& operator<<(int v) { return *this << std::string_view(std::to_string(v)); }
    // A roll's result: " -> SHOWN" ends the text; `hidden` is the same result without dice
    // or colours, for a screen that must not give a flag colour away.
    LogLine& result(std::string_view shown, std::string_view hidden) {
        text += " -> ";
        text += shown;
        outcome = hidden;
        return *this;
    }

    std::string text;
    std::vector<UnitMention> units;
    std::string outcome;

private:
    const GameState* s_;
};

// Where log lines go while one action is applied.
struct Ctx {
    GameLog* log = nullptr;
    int action = -1;
    void say(Side side, std::string text, std::string section, std::vector<int> dice = {}) const {
        if (!log) return;
        LogEntry& e = log->entries.emplace_back();
        e.action = action;
        e.side = side;
        e.text = std::move(text);
        e.section = std::move(section);
        e.dice = std::move(dice);
    }
    void say(Side side, LogLine line, std::string section, std::vector<int> dice = {}) const {
        if (!log) return;
        say(side, std::move(line.text), std::move(section), std::move(dice));
        LogEntry& e = log->entries.back();
        e.units = std::move(line.units);
        e.outcome = std::move(line.outcome);
    }
    // A roll: the entry also says what kind it was (and for combat, how dice hit).
    void roll(RollKind kind, Side side, LogLine line, std::string section, std::vector<int> dice, int hitOn = 0,
              int dieModifier = 0, int hits = 0) const {
        if (!log) return;
        say(side, std::move(line), std::move(section), std::move(dice));
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

// "Is this hex next to an enemy of the side?" (7.3, 6.2.4) for one state, each hex worked
// out once, when first asked: the move searches of all of a side's units ask it again and
// again while the actions of one state are listed. Valid only while that state is unchanged.
class NearEnemy {
public:
    void begin(const GameState& s, Side side) {
        s_ = &s;
        side_ = side;
        const auto n = static_cast<std::size_t>(s.setup().hexCount());
        if (stamp_.size() < n) {
            stamp_.assign(n, 0);
            value_.assign(n, 0);
        }
        if (++now_ == 0) {
            std::fill(stamp_.begin(), stamp_.end(), 0);
            now_ = 1;
        }
    }
    const GameState* state() const { return s_; }
    Side side() const { return side_; }
    bool operator()(int idx) {
        const auto i = static_cast<std::size_t>(idx);
        if (stamp_[i] != now_) {
            stamp_[i] = now_;
            value_[i] = s_->nextToEnemy(idx, side_) ? 1 : 0;
        }
        return value_[i] != 0;
    }

private:
    const GameState* s_ = nullptr;
    Side side_ = Side::Union;
    std::vector<std::uint32_t> stamp_;
    std::vector<std::uint8_t> value_;
    std::uint32_t now_ = 0;
};

// Visited marks over hexes (move search, entry search), one array per user reused across
// calls: a hex counts as seen when its stamp equals the current call's (no clearing, no
// allocation per call).
struct SeenMarks {
    std::vector<std::uint32_t> stamp;
    std::uint32_t now = 0;
    void begin(int hexes) {
        if (stamp.size() < static_cast<std::size_t>(hexes)) stamp.assign(static_cast<std::size_t>(hexes), 0);
        if (++now == 0) {
            std::fill(stamp.begin(), stamp.end(), 0);
            now = 1;
        }
    }
    bool test(int h) const { return stamp[static_cast<std::size_t>(h)] == now; }
    void set(int h) { stamp[static_cast<std::size_t>(h)] = now; }
};

// Movement (rules_move.cpp).
// Why a unit of this type can never stand in the hex (2.2.2, 2.2.3, 3.1.4), "" when it can.
std::string terrainBars(const GameState& s, int unit, int idx);
std::string checkMove(const GameState& s, const Action& a, MoveKind* kindOut = nullptr);
void doMove(GameState& s, const Action& a, const Ctx& c, Activity activity);
std::string checkEnter(const GameState& s, const Action& a, int* destOut = nullptr);
void doEnter(GameState& s, const Action& a, const Ctx& c);
// Moves of a unit: one per destination and kind, or only the cheapest per destination.
std::vector<MoveOption> moveOptions(const GameState& s, int unit, bool cheapestOnly);
// The same moves without a heap block per move: the legal-action lister reuses one buffer,
// paths are runs of hex indexes in one shared array. `withRider` (only when the unit has a
// rider, riderFor >= 0): whether the rider may also come along on each move (a plain move
// or force march to a hex without another friendly leader; bonus moves always name it).
struct MoveRec {
    int to = -1;  // hex index
    int ap = 1;
    MoveKind kind = MoveKind::Move;
    int pathBegin = 0, pathLen = 0;  // in MoveBuf::path
    bool riderMayCome = false;
};
struct MoveBuf {
    std::vector<MoveRec> moves;
    std::vector<int> path;  // hex indexes of every move's path, one run per move
    void clear() { moves.clear(); path.clear(); }
};
// `near`: begun on this state and the active side.
void moveRecords(const GameState& s, int unit, bool cheapestOnly, MoveBuf& out, NearEnemy& near);
// Hexes a reinforcement may enter now (its entry hex, or the nearest vacant ones).
std::vector<int> entryOptions(const GameState& s, int unit);
// Entering is the first hex of a move (aid): the rest of the path from the entry hex,
// within the unit's allowance less one. *endOut: where it ends (the entry hex if no path).
std::string checkEnterPath(const GameState& s, int unit, int entry, const std::vector<Offset>& path, int* endOut);
// Every way on from the entry hex (cheapest path per hex), as moveRecords lists moves.
void enterRecords(const GameState& s, int unit, int entry, MoveBuf& out, NearEnemy& near);
// Waiting leaders that may enter riding along with this reinforcement (same entry hex,
// arrived, 6.2.5 read for entering), in unit order.
void enterRidersInto(const GameState& s, int unit, std::vector<int>& out);
// moveOptions for a waiting reinforcement: each hex it may enter or reach on from there.
std::vector<MoveOption> entryMoveOptions(const GameState& s, int unit);
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
void closeTargetsInto(const GameState& s, int unit, std::vector<int>& out);  // cleared first
// Targets the unit could fire at from a hex (its own, or where a cavalry move ends).
std::vector<int> fireTargets(const GameState& s, int unit, int fromHex);
// The same into `out` (cleared first). With `movedFrom` >= 0 the unit is taken to stand in
// `fromHex` having left `movedFrom` (a cavalry move before firing): line of sight counts it
// in its new hex and no longer in its old one, as if the state had been changed.
// `targets` (optional): targetHexes(s, the unit's side) of this state, looked at instead of
// every unit when the list is shorter than the hexes in range. `rider` (>= 0): a leader
// that moved along with the unit, so it no longer stands in `movedFrom` either.
void fireTargetsInto(const GameState& s, int unit, int fromHex, int movedFrom, std::vector<int>& out,
                     const std::vector<int>* targets = nullptr, int rider = -1);
// Hexes holding something `attacker` may fire at or close with (an enemy infantry, cavalry
// or artillery unit), sorted: worked out once per listing of legal actions.
void targetHexes(const GameState& s, Side attacker, std::vector<int>& out);

// Retreats and advance (rules_retreat.cpp).
std::vector<int> retreatOptions(const GameState& s, int unit, int attackerHex, bool allowDisplacement = true);
std::vector<int> leaderRetreatOptions(const GameState& s, int leader);
void continueAftermath(GameState& s, const Ctx& c);
std::string checkRetreat(const GameState& s, const Action& a);
void doRetreat(GameState& s, const Action& a, const Ctx& c);
std::string checkAdvance(const GameState& s, const Action& a);
void doAdvance(GameState& s, const Action& a, const Ctx& c);

} // namespace muster::rules
