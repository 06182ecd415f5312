#pragma once
// A game being played by people (the editor's play mode): the record (scenario, seed,
// dice, actions: the game file is a replay log), the current GameState and its log, and
// what Undo took back. Everything goes through the engine (newGame, applyAction,
// replayGame); nothing here knows a rule. No Qt: tests and benchmarks drive it as it is.
#include "engine/rules/game.h"
#include "engine/io/game_json.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace muster {

class PlaySession {
public:
    // A new game on `scenario` (it must have no validation errors: the engine cannot
    // play one that has). Default rule parameters, as replayGame uses, so a saved game
    // replays to the same state anywhere.
    void start(const Scenario& scenario, std::uint64_t seed, std::vector<int> scriptedDice = {});
    // Resume a saved game by replaying it. Returns the engine's message when an action is
    // refused (the state then stops before it), else empty.
    std::string load(GameRecord record);

    bool active() const { return state_.has_value(); }
    const GameState& state() const { return *state_; }
    const GameLog& log() const { return log_; }
    const GameRecord& record() const { return record_; }
    const std::shared_ptr<const GameSetup>& setup() const { return setup_; }
    int actionCount() const { return static_cast<int>(record_.actions.size()); }

    // Apply one action for the side whose decision it is. Illegal: nothing changes and the
    // engine's message comes back.
    ApplyResult apply(const Action& a);
    // The last action may be taken back only while no die was rolled for it (a move can,
    // a fire cannot), as players at a table would accept, and only by the side that took
    // it: one whose decision it still is (a retreat chosen by the defender is the
    // defender's, never the attacker's to take back). Never once the game is over.
    bool canUndo() const;
    bool lastActionRolledDice() const;
    // The side that took the last action (none before the first).
    std::optional<Side> lastActor() const;
    // Replays the record without its last action. False when canUndo() is false.
    bool undo();
    // The actions taken back, most recent last, while nothing else was played since: Redo
    // plays the most recent again (a move lands where it did; no die was rolled for it).
    bool canRedo() const;
    // The action Redo plays (through apply), or null.
    const Action* redoable() const { return canRedo() ? &undone_.back() : nullptr; }

    // The game as it was after the first `n` actions (read-only replay for the log dock).
    GameState stateAfter(int n, GameLog* log = nullptr) const;

    void stop();

private:
    void rebuildRolled();

    GameRecord record_;
    std::shared_ptr<const GameSetup> setup_;
    std::optional<GameState> state_;
    GameLog log_;
    std::vector<std::uint64_t> rolledAfter_;  // dice rolled after each action (index 0: before any)
    std::vector<Side> actors_;                // the side that took each action
    std::vector<Action> undone_;              // taken back, for Redo
};

} // namespace muster
