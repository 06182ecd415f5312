#pragma once
// "Where it is decided" as a picture, one implementation for the editor's board overlay
// (editor/docks/balance_heat.h) and for `muster-cli export --map --heat`: each hex held at
// the end tinted in the colour of the side whose win rate rises most when it holds the hex
// (stronger for a larger change), the few hexes whose change is clear beyond chance
// (decisiveHexes) outlined; and the legend that says so.
#include "editor/render/board_painter.h"
#include "engine/balance/balance_explain.h"

#include <QColor>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

QColor balanceHeatColor(Side side);
// The board marks for the hex effects of a run (empty when none moves the win rate).
std::vector<HexMark> balanceHeatMarks(const std::vector<HexEffect>& effects);

// The legend's sentences: the Union's colour, the Confederates' colour, how to read it.
struct BalanceHeatLegend {
    QString unionText, confederateText, note;
};
BalanceHeatLegend balanceHeatLegend();
// The legend painted into `area` (a band under the map): a swatch per side and the
// sentences, the font sized to fit.
void paintBalanceHeatLegend(QPainter& p, const QRectF& area);

} // namespace muster
