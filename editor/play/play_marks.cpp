// PlayController: what the screen shows of the action just made or stepped to in the log
// (ActionMark on the board, flashed a few times; its dice for the dice panel), the turn
// summary of the computer's side turn, and the Next action step.
#include "play_controller.h"

#include "editor/play/computer_turns.h"
#include "editor/play/log_words.h"
#include "editor/widgets/qstring_util.h"
#include "editor/view/board_view.h"

#include <QTimer>

namespace muster {

namespace {
constexpr int kFlashes = 6;       // three on, three off
constexpr int kFlashMs = 220;
} // namespace

const ActionMark* PlayController::shownMark() const {
    if (viewed_) return viewedMark_ ? &*viewedMark_ : nullptr;
    return lastMark_ ? &*lastMark_ : nullptr;
}

bool PlayController::computerWaiting() const { return computer_->waiting(); }

void PlayController::nextAction() { computer_->next(); }

void PlayController::noteAction(const GameState& before, const Action& a, std::size_t firstEntry) {
    const int index = session_.actionCount() - 1;
    lastMark_ = markOf(before, a, session_.state(), index);
    flashMark();
    // The computer's side turn, gathered while it plays and kept until its next one.
    const Side side = before.toAct();
    if (computer_->isHuman(side)) return;
    const auto& entries = session_.log().entries;
    computerTurns_.note(side, before.active, before.turn, index,
                        std::span<const LogEntry>(entries).subspan(std::min(firstEntry, entries.size())));
}

void PlayController::flashMark() {
    if (!flashTimer_) {
        flashTimer_ = new QTimer(this);
        flashTimer_->setInterval(kFlashMs);
        connect(flashTimer_, &QTimer::timeout, this, [this] {
            flashOn_ = --flashesLeft_ > 0 && flashesLeft_ % 2 == 1;
            if (flashesLeft_ <= 0) flashTimer_->stop();
            if (view_) view_->viewport()->update();
        });
    }
    const ActionMark* m = shownMark();
    // Only losses flash; at pace "At once" the computer's marks would flash too fast to see.
    flashesLeft_ = m && !m->losses.empty() ? kFlashes : 0;
    flashOn_ = flashesLeft_ > 0;
    if (flashesLeft_ > 0) flashTimer_->start();
    else flashTimer_->stop();
    if (view_) view_->viewport()->update();
}

std::vector<RollView> PlayController::rollsOf(std::size_t first, Side actor) const {
    // The engine says what each roll was, with its hit number and die modifier.
    std::vector<RollView> out;
    const auto& entries = session_.log().entries;
    for (std::size_t i = first; i < entries.size(); ++i) {
        const LogEntry& e = entries[i];
        if (e.dice.empty()) continue;
        RollView r;
        // Hidden morale: the other side's check says "retreats" or "holds", no dice colours
        // (in hot seat the one who made the action is at the screen).
        const std::optional<Side> hidden =
            hiddenMorale() && computer_->bothHuman() ? std::optional<Side>(otherSide(actor)) : moraleHiddenFrom();
        r.text = logWords(e, hidden, &unitWords());
        if (!hidesMorale(e, hidden)) r.natural = e.dice;
        if (e.roll == RollKind::Fire || e.roll == RollKind::Close) {
            r.hitOn = e.hitOn;
            if (e.dieModifier != 0)
                for (int d : e.dice) r.modified.push_back(d + e.dieModifier);
        }
        r.morale = e.roll == RollKind::Morale || e.roll == RollKind::AttackerMorale || e.roll == RollKind::Rally;
        r.leaderCheck = e.roll == RollKind::LeaderCheck;
        out.push_back(std::move(r));
    }
    return out;
}

} // namespace muster
