#pragma once
// The Balance dock's VP curve: each side's mean VP at the end of every turn over the
// strongest player's games, with a band from the 10th to the 90th percentile of the games
// (engine/balance/balance_explain.h's explainWhy), painted as a small line chart.
#include "engine/balance/balance_explain.h"

#include <QWidget>

#include <vector>

namespace muster {

class BalanceCurve : public QWidget {
    Q_OBJECT
public:
    explicit BalanceCurve(QWidget* parent = nullptr);
    // The curve of a report's games on the battle it was played on; no games: nothing shown.
    void setCurve(const std::vector<VpTurnBand>& turns);
    const std::vector<VpTurnBand>& curve() const { return turns_; }
    QSize sizeHint() const override { return {300, 190}; }
    QSize minimumSizeHint() const override { return {150, 120}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::vector<VpTurnBand> turns_;
};

} // namespace muster
