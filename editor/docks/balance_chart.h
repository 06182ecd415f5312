#pragma once
// The Balance dock's painted chart of one balance report (balance_dock.h).
#include "engine/balance/balance.h"

#include <QWidget>

#include <optional>

namespace muster {

// The charts of one balance report, painted: win rates (Union, Confederate, draws) with
// their Wilson intervals as whiskers, the VP histogram of each side, and game length.
class BalanceChart : public QWidget {
    Q_OBJECT
public:
    explicit BalanceChart(QWidget* parent = nullptr);
    void setReport(const std::optional<BalanceReport>& r);
    const std::optional<BalanceReport>& report() const { return report_; }
    // Drawn greyed (the scenario changed since).
    void setStale(bool stale);
    QSize sizeHint() const override { return {300, 330}; }
    QSize minimumSizeHint() const override { return {150, 260}; }  // fits a side dock at 200%

protected:
    void paintEvent(QPaintEvent*) override;

private:
    std::optional<BalanceReport> report_;
    bool stale_ = false;
};

} // namespace muster
