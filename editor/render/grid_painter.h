#pragma once
// GridPainter: draws a square-grid battle (seed 003) onto any QPainter: terrain tiles, the
// grid, "CCRR" tile labels, the sides' home edges, objectives, units as blocks with side
// colour, type symbol, strength pips and a facing notch, commanders attached to their unit.
// Geometry: tile (col,row) is the square at margin + ((col-1)*size, (row-1)*size); row 1 is
// the North edge, column 1 the West edge. The painter keeps a reference to the scenario:
// rebuild it (cheap) when the scenario object is replaced.
#include "board_painter.h"
#include "model/systems/grid/grid_scenario.h"

#include <QColor>
#include <QRectF>

#include <optional>

class QPainter;

namespace muster {

// PaintOptions' fields mean the same here (vpMarkers: objectives; marks: outlined tiles).
struct GridPaintOptions : PaintOptions {
    bool homeEdges = true; // a band in the side's colour along each side's home edge
};

class GridPainter {
public:
    // `tileSize`: side of a tile in painter units; `margin`: space around the tiles, which
    // holds the home-edge bands (default: a quarter tile).
    GridPainter(const GridScenario& scenario, double tileSize, double margin = -1);

    const GridScenario& scenario() const { return *s_; }
    double tileSize() const { return size_; }
    double margin() const { return margin_; }
    // The whole board, margins included, from (0,0).
    QRectF boardRect() const;
    QRectF tileRect(Offset o) const;
    QPointF tileCentre(Offset o) const { return tileRect(o).center(); }
    // The board tile under a point, or nullopt off the board (edges belong to the tile
    // right/below them; the far edges to the last tile).
    std::optional<Offset> tileAt(QPointF p) const;

    // Paints the tiles meeting `exposed` (board units) with the painter's transform as is.
    void paint(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt = {}) const;
    // Paints the whole board scaled uniformly and centred into `target` (sheets, thumbnails).
    void paintInto(QPainter& p, const QRectF& target, const GridPaintOptions& opt = {}) const;

    // A unit's block (commanders: the small block in the tile's upper-right corner).
    QRectF unitBlock(const GridUnit& u) const;
    // The unit whose block is under a point: a commander before the unit it is attached to.
    const GridUnit* unitAt(QPointF p) const;

    // Pieces and swatches, also for legends, sheets and tilesets. `detail` is the block side
    // in device pixels: small blocks drop icons and pips.
    static QColor terrainColor(GridTerrain t, bool mono); // the tile's main colour (legends)
    static void drawTerrain(QPainter& p, const QRectF& tile, GridTerrain t, bool mono);
    static void drawUnit(QPainter& p, const QRectF& block, const GridUnit& u, Facing facing, bool mono,
                         double detail);
    static void drawCommander(QPainter& p, const QRectF& block, const GridUnit& u, bool mono, double detail);
    static void drawTypeSymbol(QPainter& p, const QRectF& r, GridUnitType t, const QColor& ink);
    // The facing notch: a triangle on the block's faced side pointing out of it.
    static void drawFacing(QPainter& p, const QRectF& block, Facing f, const QColor& fill, const QColor& line);

private:
    void paintTerrain(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const;
    void paintGrid(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const;
    void paintHomeEdges(QPainter& p, const GridPaintOptions& opt) const;
    void paintLabels(QPainter& p, int c0, int c1, int r0, int r1, const GridPaintOptions& opt) const;
    void paintObjectives(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt) const;
    void paintUnits(QPainter& p, const QRectF& exposed, const GridPaintOptions& opt) const;
    void paintMarks(QPainter& p, const GridPaintOptions& opt) const;

    const GridScenario* s_;
    double size_;
    double margin_;
};

} // namespace muster
