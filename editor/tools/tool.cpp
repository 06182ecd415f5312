#include "tool.h"

#include <QFont>
#include <QPainter>
#include <QPixmap>

namespace muster {

QIcon Tool::icon() const {
    // A plain lettered button; specific tools override with a drawn glyph.
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(235, 235, 228));
    p.setPen(QPen(QColor(90, 90, 90), 3));
    p.drawRoundedRect(QRectF(4, 4, 56, 56), 10, 10);
    QFont f = p.font();
    f.setPixelSize(26);
    f.setBold(true);
    p.setFont(f);
    p.setPen(QColor(40, 40, 40));
    p.drawText(QRectF(4, 4, 56, 56), Qt::AlignCenter, name().left(2));
    return QIcon(pm);
}

} // namespace muster
