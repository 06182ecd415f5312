#pragma once
// EntryArrows: where reinforcements come on, drawn over the board as an arrow from the
// nearest board edge into each entry hex, in the side's colour, labelled with the turns
// ("T3", "T3, T5"). Drawn on screen and on the setup sheet, so the entry hexes a scenario
// relies on are visible without opening the Reinforcements dock.
#include "model/board_context.h"
#include "model/scenario.h"

#include <QPointF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

class BoardPainter;

class EntryArrows {
public:
    struct Arrow {
        Offset hex;
        Side side = Side::Union;
        Edge edge = Edge::North; // the board edge it points in from
        std::vector<int> turns;  // ascending, each once
        int units = 0;
        QString label() const;   // "T3" or "T3, T5"
    };
    // One arrow per entry hex and side, in row-major hex order.
    static std::vector<Arrow> arrows(const Scenario& s);
    static std::vector<Arrow> arrows(const BoardContext& board);
    // The arrow's tail and head in board units (the painter's coordinates).
    static std::pair<QPointF, QPointF> geometry(const BoardPainter& bp, const Arrow& a);
    static void paint(QPainter& p, const BoardPainter& bp, bool mono);
};

} // namespace muster
