#pragma once
// The Balance dock's row of people's results beside the AI rungs: the finished games of the
// battle that people played (the library's, those beside the scenario's file), the Union's
// share of the decided ones with its interval, and whether people and the machines agree;
// plainly "none" when there are none, and the files that could not be read.
#include "club/people_games.h"

#include <QLabel>

#include <functional>

namespace muster {

struct BalanceOutcome;

class BalancePeopleRow : public QLabel {
    Q_OBJECT
public:
    // Where to look, asked each time a result is shown (the library may have opened since).
    using Source = std::function<PeopleGameSources()>;
    explicit BalancePeopleRow(QWidget* parent = nullptr);
    void setSource(Source s) { source_ = std::move(s); }
    // Looks for people's games of the outcome's battle, keeps them in it and shows them.
    void showFor(BalanceOutcome& o);
    void clearRow();

private:
    Source source_;
};

} // namespace muster
