#pragma once
// VectorTile: a terrain tile as vector shapes for PDF, SVG and print, which stay sharp at any
// zoom. Devices that clip (PDF, printers) get the SVG's own shapes inside a hex clip path.
// QSvgGenerator ignores clip paths, so for SVG the shapes are cut in advance: those inside
// the hex keep their curves and strokes; those crossing the edge become filled outlines
// intersected with the hex (curves there flattened to lines).
#include "model/types.h"

#include <QBrush>
#include <QPainterPath>
#include <QPen>

#include <memory>
#include <vector>

class QPainter;

namespace muster {

class VectorTile {
public:
    struct Shape {
        QPainterPath path;      // in units of the hex size (centre 0,0; corners at distance 1)
        QBrush brush = Qt::NoBrush;
        QPen pen = Qt::NoPen;   // width in the same units
    };
    // Cached per terrain, colour/mono and orientation; thread-safe.
    static std::shared_ptr<const VectorTile> get(Terrain t, bool mono, Orientation o);

    // Draw the tile for a hex of `size` (painter units, centre to corner) centred at `centre`.
    void draw(QPainter& p, QPointF centre, double size) const;
    // The shapes draw() uses: cut to the hex when `cut`, else the SVG's own (to be clipped).
    const std::vector<Shape>& shapes(bool cut) const { return cut ? cut_ : whole_; }
    const QPainterPath& clip() const { return clip_; }

private:
    std::vector<Shape> whole_, cut_;
    QPainterPath clip_; // the hex with a little bleed, unit size
};

} // namespace muster
