#pragma once
// A label on the play board (a move's AP, a target's odds, a unit's loss): text on a pale
// rounded chip, kept within a hex so it never covers the firer beside the target.
#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

class QPainter;

namespace muster {

struct BoardChip {
    QString text;    // lines joined by '\n'
    double px = 0;   // font pixel size
    QRectF rect;     // the chip's outline
};

// Centred at `centre` at `px` pixels; wider than `maxWidth`, it breaks at ", " and then
// shrinks (to half size at most) until it fits.
BoardChip fitChip(const QString& text, QPointF centre, double px, double maxWidth);
// Fitted inside `hex` (a hex polygon), as low in it as it goes: a target's odds stay on
// the target's hex, whatever lies next to it.
BoardChip chipInHex(const QString& text, const QPolygonF& hex, double px);
void drawChip(QPainter& p, const BoardChip& c, QColor ink, QColor fill = QColor(255, 255, 245, 225),
              QColor outline = Qt::transparent);

} // namespace muster
