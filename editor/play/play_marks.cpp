// PlayController: the dice of the action just made, as the dice panel shows them, and the
// Next action step. (Its mark on the board and the turn summary: action_marks.h.)
#include "play_controller.h"

#include "editor/play/computer_turns.h"
#include "editor/play/log_words.h"
#include "editor/widgets/qstring_util.h"


namespace muster {

bool PlayController::computerWaiting() const { return computer_->waiting(); }

void PlayController::nextAction() { computer_->next(); }

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
