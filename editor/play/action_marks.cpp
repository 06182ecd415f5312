#include "action_marks.h"

#include <QTimer>

namespace muster {

namespace {
constexpr int kFlashes = 6;  // three on, three off
constexpr int kFlashMs = 220;
} // namespace

ActionMarks::ActionMarks(QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
    timer_->setInterval(kFlashMs);
    connect(timer_, &QTimer::timeout, this, [this] {
        flashOn_ = --flashesLeft_ > 0 && flashesLeft_ % 2 == 1;
        if (flashesLeft_ <= 0) timer_->stop();
        emit changed();
    });
}

void ActionMarks::noted(const GameState& before, const Action& a, const GameState& after, int index, bool computer,
                        std::span<const LogEntry> entries) {
    last_ = markOf(before, a, after, index);
    flash();
    // The computer's side turn, gathered while it plays and kept until its next one.
    if (computer) computerTurns_.note(before.toAct(), before.active, before.turn, index, entries);
}

void ActionMarks::viewing(bool past, std::optional<ActionMark> mark) {
    viewing_ = past;
    viewed_ = std::move(mark);
    flash();
}

void ActionMarks::clear() {
    last_.reset();
    viewed_.reset();
    viewing_ = false;
    computerTurns_.clear();
}

const ActionMark* ActionMarks::shown() const {
    if (viewing_) return viewed_ ? &*viewed_ : nullptr;
    return last_ ? &*last_ : nullptr;
}

void ActionMarks::flash() {
    const ActionMark* m = shown();
    // Only losses flash; at pace "At once" the computer's marks would flash too fast to see.
    flashesLeft_ = m && !m->losses.empty() ? kFlashes : 0;
    flashOn_ = flashesLeft_ > 0;
    if (flashesLeft_ > 0) timer_->start();
    else timer_->stop();
    emit changed();
}

} // namespace muster
