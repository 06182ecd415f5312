#pragma once
// BoardPainter: draws a board picture (terrain tiles, grid, CCRR labels, unit blocks,
// leaders, VP markers, highlighted hexes; in a game also the units that acted and the
// hexes of the last action) onto any QPainter. It reads only a BoardContext: a scenario
// (the editor's view, the setup sheet, the image exporters) or a game (the play board).
// Paints only the hexes in the exposed rect.
#include "model/board_context.h"
#include "model/hex.h"
#include "model/scenario.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <memory>
#include <optional>
#include <string>
#include <vector>

class QPainter;

namespace muster {

// A hex drawn with an outline on top of everything (issue hexes, selection, previews).
struct HexMark {
    Offset hex;
    QColor color = QColor(220, 20, 20);
    double width = 3.0;  // pen width in board units (the painter's logical pixels)
    bool fill = false;   // also tint the hex with a translucent colour
    int fillAlpha = 60;  // how strong the tint is (0-255)
};

struct PaintOptions {
    bool labels = true;     // CCRR hex labels
    bool mono = false;      // black, white and grey patterns only (print, photocopies)
    bool grid = true;
    bool terrain = true;
    bool units = true;
    bool vpMarkers = true;
    std::vector<HexMark> marks;
    std::vector<std::string> hiddenUnits; // ids not drawn (e.g. while being dragged)
    QColor background = QColor(255, 255, 255, 0); // outside the hexes; transparent by default
};

// Inclusive 1-based column/row range of board hexes.
struct HexRange {
    int col0 = 1, col1 = 0, row0 = 1, row1 = 0;
    bool empty() const { return col1 < col0 || row1 < row0; }
    long long count() const { return empty() ? 0 : static_cast<long long>(col1 - col0 + 1) * (row1 - row0 + 1); }
};

class BoardPainter {
public:
    // Keeps a reference to the board it draws (cheap to build; rebuild when the board's
    // geometry changes). `margin` is empty space around the hexes in board units (default:
    // a quarter hex).
    BoardPainter(const BoardContext& board, double hexSize, double margin = -1);
    // A scenario as set up (a ScenarioBoard over it, kept by the painter).
    BoardPainter(const Scenario& scenario, double hexSize, double margin = -1);

    const BoardContext& board() const { return *board_; }
    double hexSize() const { return size_; }
    HexLayout layout() const { return layout_; }
    // The whole board, margins included, from (0,0).
    QRectF boardRect() const;
    QPointF hexCentre(Offset o) const;
    QPolygonF hexPolygon(Offset o) const;
    QRectF hexBounds(Offset o) const;
    // The board hex under a point, or nullopt off the board.
    std::optional<Offset> hexAt(QPointF p) const;
    // Board hexes whose cells may intersect the rect (a slightly generous range).
    HexRange hexRange(const QRectF& rect) const;

    void paint(QPainter& p, const QRectF& exposedRect, const PaintOptions& opt = {}) const;

    // The units in a hex in the order they are drawn, each with its block's rectangle
    // (what a click on a block hits).
    struct Piece {
        const Unit* unit;  // the set-up's unit
        QRectF block;
        BoardUnit shown;   // as the picture shows it (strength, morale, acted)
    };
    std::vector<Piece> stackAt(Offset hex) const;
    // The unit whose block is under a point, if any.
    const Unit* unitAt(QPointF p) const;
    // Colours of what only a game shows (the legend uses them too).
    static QColor lastActionColor() { return QColor(0, 130, 140); }

private:
    bool stampable(const QPainter& p) const;
    void paintStamped(QPainter& p, const HexRange& r, const PaintOptions& opt) const;
    void paintTerrain(QPainter& p, const HexRange& r, const PaintOptions& opt) const;
    void paintGrid(QPainter& p, const HexRange& r, const PaintOptions& opt) const;
    void paintLabels(QPainter& p, const HexRange& r, const PaintOptions& opt) const;
    void paintPieces(QPainter& p, const HexRange& r, const PaintOptions& opt) const;
    enum class MarkLayer { Tints, Outlines };
    void paintMarks(QPainter& p, const HexRange& r, const PaintOptions& opt, MarkLayer layer) const;
    void paintLastAction(QPainter& p, const HexRange& r) const;

    std::shared_ptr<const BoardContext> own_; // the ScenarioBoard of the Scenario constructor
    const BoardContext* board_;
    double size_;
    double margin_;
    HexLayout layout_;
};

// Device pixels per board unit under the painter's current transform (zoom x DPR); on a
// vector device (PDF, SVG, print), pixels at 300 dpi.
double deviceScale(const QPainter& p);

} // namespace muster
