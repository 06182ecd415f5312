#include "hot_seat.h"

#include "editor/play/computer_turns.h"
#include "editor/play/hand_over.h"
#include "engine/players/play_session.h"
#include "editor/widgets/qstring_util.h"

namespace muster {

HotSeat::HotSeat(const ComputerTurns& players, QWidget* board, QObject* parent)
    : QObject(parent), players_(players), handOver_(new HandOverScreen(board)) {
    connect(handOver_, &HandOverScreen::accepted, this, &HotSeat::ready);
}

void HotSeat::setHiddenMorale(bool on, std::optional<Side> toAct) {
    hiddenMorale_ = on;
    if (!on) handOver_->hide();
    lastHumanSide_ = toAct;
}

bool HotSeat::covered() const { return handOver_->isVisible(); }

void HotSeat::uncover(Side toAct) {
    handOver_->hide();
    lastHumanSide_ = toAct;
}

void HotSeat::hide() { handOver_->hide(); }

void HotSeat::afterChange(const GameState& s) {
    const bool twoPeople = players_.bothHuman();
    // With hidden morale the screen goes blank between the two players.
    if (hiddenMorale_ && twoPeople && !s.over() && lastHumanSide_ != s.toAct()) handOver_->showFor(qs(displayName(s.toAct())));
    if (!lastHumanSide_ || !hiddenMorale_ || !twoPeople) lastHumanSide_ = s.toAct();
}

std::optional<Side> HotSeat::moraleHiddenFrom(const GameState& shown, bool active) const {
    if (!hiddenMorale_ || !active) return std::nullopt;
    // Two people: the one at the screen is the one to act, except while the hand-over screen
    // waits, when the one who just played may still be looking (at the log, the dice).
    if (players_.bothHuman()) return otherSide(covered() && lastHumanSide_ ? *lastHumanSide_ : shown.toAct());
    for (Side s : kAllSides)  // against the computer: its colours stay hidden
        if (!players_.isHuman(s)) return s;
    return std::nullopt;
}

QString HotSeat::undoRefusal(const PlaySession& session) const {
    if (session.actionCount() == 0) return tr("Nothing to undo");
    if (session.state().over()) return tr("The game is over: its last action stands");
    if (session.lastActionRolledDice()) return tr("The last action cannot be taken back: dice were rolled for it");
    const auto actor = session.lastActor();
    if (actor && *actor != session.state().toAct())
        return tr("The last action was the %1 player's decision: only they could take it back, and it is not "
                  "their decision now")
            .arg(qs(displayName(*actor)));
    return {};
}

} // namespace muster
