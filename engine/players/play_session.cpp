#include "play_session.h"

#include <algorithm>

namespace muster {

void PlaySession::start(const Scenario& scenario, std::uint64_t seed, std::vector<int> scriptedDice) {
    record_ = GameRecord{scenario, seed, std::move(scriptedDice), {}, {}};
    setup_ = std::make_shared<const GameSetup>(scenario);
    log_ = GameLog{};
    state_.emplace(newGame(setup_, seed, record_.dice, &log_));
    rolledAfter_ = {state_->dice.rolled()};
    actors_.clear();
    undone_.clear();
}

std::string PlaySession::load(GameRecord record) {
    record_ = std::move(record);
    log_ = GameLog{};
    Replay r = replayGame(record_, &log_);
    setup_ = r.setup;
    state_.emplace(std::move(r.state));
    if (!r.ok()) record_.actions.resize(static_cast<std::size_t>(r.failedAction));
    rebuildRolled();
    undone_.clear();
    return r.error;
}

void PlaySession::rebuildRolled() {
    // Dice counts per action, from one more replay step by step (only on load and undo).
    rolledAfter_.clear();
    actors_.clear();
    GameState s = newGame(setup_, record_.seed, record_.dice);
    rolledAfter_.push_back(s.dice.rolled());
    for (const Action& a : record_.actions) {
        actors_.push_back(s.toAct());
        applyAction(s, a);
        rolledAfter_.push_back(s.dice.rolled());
    }
}

ApplyResult PlaySession::apply(const Action& a) {
    if (!state_) return {false, "no game in progress"};
    const Side actor = state_->toAct();
    ApplyResult r = applyAction(*state_, a, &log_);
    if (!r) return r;
    actors_.push_back(actor);
    record_.actions.push_back(a);
    rolledAfter_.push_back(state_->dice.rolled());
    // The action taken back played again keeps the rest for Redo; any other ends them.
    if (!undone_.empty() && undone_.back() == a) undone_.pop_back();
    else undone_.clear();
    return r;
}

bool PlaySession::lastActionRolledDice() const {
    const std::size_t n = record_.actions.size();
    return n > 0 && (rolledAfter_.size() != n + 1 || rolledAfter_[n] != rolledAfter_[n - 1]);
}

std::optional<Side> PlaySession::lastActor() const {
    if (actors_.empty()) return std::nullopt;
    return actors_.back();
}

bool PlaySession::canUndo() const {
    return state_ && !state_->over() && actionCount() > 0 && !lastActionRolledDice() && lastActor() == state_->toAct();
}

bool PlaySession::undo() {
    if (!canUndo()) return false;
    undone_.push_back(record_.actions.back());
    record_.actions.pop_back();
    log_ = GameLog{};
    Replay r = replayGame(record_, &log_);
    setup_ = r.setup;
    state_.emplace(std::move(r.state));
    rolledAfter_.pop_back();
    actors_.pop_back();
    return true;
}

bool PlaySession::canRedo() const { return state_ && !state_->over() && !undone_.empty(); }


GameState PlaySession::stateAfter(int n, GameLog* log) const {
    GameRecord part = record_;
    part.actions.resize(static_cast<std::size_t>(std::clamp(n, 0, actionCount())));
    return replayGame(part, log).state;
}


void PlaySession::stop() {
    state_.reset();
    setup_.reset();
    log_ = GameLog{};
    record_ = GameRecord{};
    rolledAfter_.clear();
    actors_.clear();
    undone_.clear();
}

} // namespace muster
