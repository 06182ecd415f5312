#pragma once
// The Balance dock's row of people's results beside the AI rungs: the finished games of the
// battle that people played (the library's, those beside the scenario's file), the Union's
// share of the decided ones with its interval, and whether people and the machines agree;
// plainly "none" when there are none, and the files that could not be read.
#include "engine/balance/balance_people.h"

#include <QLabel>

namespace muster {

struct BalanceOutcome;

class BalancePeopleRow : public QLabel {
    Q_OBJECT
public:
    explicit BalancePeopleRow(QWidget* parent = nullptr);
    // Shows the people's games the run counted (the balance worker counts them, after its
    // games: reading a big folder must not hold up the window).
    void showFor(const BalanceOutcome& o);
    void clearRow();
};

} // namespace muster
