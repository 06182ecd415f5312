#pragma once
// A player of the game: given the state, the action it takes for the side to act (or for
// the decision pending). The CLI, the balance runs and the tests pick players by name from
// one registry, filled from the presets table (player_presets.h): a new built-in player is
// one row there (with its description and measured strength) and is then usable everywhere.
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace muster {

class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    // An action for s.toAct(); it must be legal (the match refuses an illegal one). Never
    // called on a finished game.
    virtual Action choose(const GameState& s) = 0;

    // Interactive play only (the editor's cap on a computer turn): a flag another thread
    // sets to ask a running choose() to answer now with the best it has found. The budget
    // stays counted in playouts; a player that stops early says so through cutShort(), and
    // the game then no longer repeats from its seed. The CLI and balance never set it.
    void setStopFlag(const std::atomic<bool>* stop) { stop_ = stop; }
    // choose() answered before its budget was spent, since the last clearCutShort().
    bool cutShort() const { return cut_; }
    void clearCutShort() { cut_ = false; }

protected:
    bool stopRequested() const { return stop_ && stop_->load(std::memory_order_relaxed); }
    void markCutShort() { cut_ = true; }

private:
    const std::atomic<bool>* stop_ = nullptr;
    bool cut_ = false;
};

// Makes a player from a seed (players with randomness must draw it only from the seed, so a
// game repeats).
using PlayerFactory = std::function<std::unique_ptr<Player>(std::uint64_t seed)>;

// The player called `name`, or nullptr for a name no one registered.
std::unique_ptr<Player> makePlayer(const std::string& name, std::uint64_t seed);
// Registered names, sorted.
std::vector<std::string> playerNames();
// The preset's one-line description (player_presets.h), empty for a player added at run time.
std::string playerDescription(const std::string& name);
// Adds (or replaces) a player at run time, e.g. a test's scripted player. Built-in players
// are rows of the presets table instead: self-registering objects in a static library are
// dropped by the linker when nothing else refers to them.
void registerPlayer(const std::string& name, PlayerFactory factory);

} // namespace muster
