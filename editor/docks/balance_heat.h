#pragma once
// "Where it is decided" on the board: a toggle and its legend in the Balance dock, and the
// overlay it gives the board (BoardView::setOverlay): each hex held at the end in the
// strongest player's games, tinted in the colour of the side whose win rate rises most when
// it holds the hex (engine/balance/balance_explain.h's hexEffects), stronger for a larger
// change; the few hexes whose change is clear beyond chance (decisiveHexes) outlined.
#include "editor/render/board_painter.h"
#include "engine/balance/balance.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;

namespace muster {

class BalanceHeat : public QWidget {
    Q_OBJECT
public:
    explicit BalanceHeat(QWidget* parent = nullptr);
    // The result to show: the scenario and the report of the strongest player's games.
    void setReport(const Scenario& sc, const BalanceReport& r);
    void clear();
    bool isOn() const;
    void setOn(bool on);
    const std::vector<HexMark>& marks() const { return marks_; }
    // The marks for a report (empty when it has no games).
    static std::vector<HexMark> marksFor(const Scenario& sc, const BalanceReport& r);

signals:
    // What the board should show now (empty: nothing).
    void overlayChanged(const std::vector<muster::HexMark>& marks);

private:
    void publish();
    QCheckBox* toggle_;
    QLabel* legend_;
    std::vector<HexMark> marks_;
};

} // namespace muster
