#pragma once
// PiecePainter: draws one playing piece (a unit's flag block, a leader block, a VP
// marker) into a given rectangle. Used on the board, in sheet legends and the TMX tileset.
#include "model/board_context.h"
#include "model/scenario.h"

#include <QColor>
#include <QFont>
#include <QRectF>

class QPainter;

namespace muster {

class PiecePainter {
public:
    // `text` centred in `r` at `px` pixels, shrunk or wrapped onto two lines to fit whole
    // where it can, else without a trailing "(...)", cut with an ellipsis only when even
    // that does not fit. Returns what it drew.
    static QString drawFittedText(QPainter& p, const QRectF& r, const QString& text, double px, bool bold);
    static QColor sideColor(Side s, bool mono);
    static QColor sideInk(Side s, bool mono);     // icon and text colour on the block
    static QColor moraleColor(Morale m);
    // `detail` is device pixels of the block side: small blocks drop text and icons.
    // A unit as the board shows it (strength and morale now); the Unit forms draw it as set up.
    static void drawUnit(QPainter& p, const QRectF& block, const BoardUnit& u, bool mono, double detail);
    static void drawUnit(QPainter& p, const QRectF& block, const Unit& u, bool mono, double detail);
    static void drawLeader(QPainter& p, const QRectF& block, const BoardUnit& u, bool mono, double detail);
    static void drawLeader(QPainter& p, const QRectF& block, const Unit& u, bool mono, double detail);
    // A round token with the VP value, ringed in the holder's colour; the label is drawn
    // separately by the caller.
    static void drawVpToken(QPainter& p, const QPointF& centre, double radius, int value, std::optional<Side> holder,
                            bool mono);
    static void drawVpToken(QPainter& p, const QPointF& centre, double radius, const VpMarker& m,
                            bool mono);
    static void drawMoraleSquare(QPainter& p, const QRectF& r, Morale m, bool mono);
    static void drawTypeIcon(QPainter& p, const QRectF& r, UnitType t, const QColor& ink);
    // The board's font (DejaVu Sans) at a size in the painter's units.
    static QFont pixelFont(double px, bool bold = false);
};

} // namespace muster
