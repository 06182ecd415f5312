#include "tool_icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <cmath>
#include <functional>
#include <tuple>

namespace muster::toolicons {

namespace {

QPolygonF hexagon(QPointF c, double r) {
    QPolygonF p;
    for (int i = 0; i < 6; ++i) {
        const double a = (60.0 * i - 30.0) * M_PI / 180.0;
        p << c + QPointF(r * std::cos(a), r * std::sin(a));
    }
    return p;
}

const QColor kInk(45, 45, 45);

// A 64x64 drawing with the common pen (dark, round ends).
QIcon drawn(const std::function<void(QPainter&)>& draw) {
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(kInk, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    draw(p);
    return QIcon(pm);
}

void brushHex(QPainter& p, QColor fill) {
    p.setBrush(fill);
    p.drawPolygon(hexagon({26, 36}, 20));
    p.setPen(QPen(QColor(150, 95, 40), 6, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(40, 24), QPointF(58, 6));
}

void block(QPainter& p) {
    p.setBrush(QColor(40, 70, 160));
    p.drawRoundedRect(QRectF(10, 14, 44, 36), 5, 5);
    p.setPen(QPen(Qt::white, 3));
}

} // namespace

QIcon brush() {
    return drawn([](QPainter& p) { brushHex(p, QColor(70, 140, 60)); });
}

QIcon eraser() {
    return drawn([](QPainter& p) {
        brushHex(p, QColor(250, 250, 250));
        p.setPen(QPen(QColor(200, 40, 40), 4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(16, 26), QPointF(36, 46));
        p.drawLine(QPointF(36, 26), QPointF(16, 46));
    });
}

QIcon fill() {
    return drawn([](QPainter& p) {
        p.setBrush(QColor(70, 140, 60));
        for (QPointF c : {QPointF(20, 22), QPointF(44, 22), QPointF(32, 43)}) p.drawPolygon(hexagon(c, 13));
    });
}

QIcon eyedropper() {
    return drawn([](QPainter& p) {
        p.setPen(QPen(kInk, 7, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(16, 48), QPointF(44, 20));
        p.setBrush(kInk);
        p.drawEllipse(QPointF(48, 16), 8, 8);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(70, 140, 60));
        p.drawEllipse(QPointF(12, 54), 6, 6);
    });
}

QIcon line() {
    return drawn([](QPainter& p) {
        p.setBrush(QColor(90, 150, 220));
        for (int i = 0; i < 3; ++i) p.drawPolygon(hexagon(QPointF(14 + 18 * i, 50 - 18 * i), 10));
    });
}

QIcon lineOfSight() {
    return drawn([](QPainter& p) {
        p.setPen(QPen(QColor(200, 30, 30), 4, Qt::DashLine));
        p.drawLine(QPointF(12, 52), QPointF(52, 12));
        p.setPen(QPen(Qt::black, 2));
        p.setBrush(QColor(90, 150, 220));
        p.drawEllipse(QPointF(12, 52), 7, 7);
        p.drawEllipse(QPointF(52, 12), 7, 7);
    });
}

QIcon unit() {
    return drawn([](QPainter& p) {
        block(p);
        p.drawRect(QRectF(20, 22, 24, 16));
        p.drawLine(QPointF(20, 22), QPointF(44, 38));
        p.drawLine(QPointF(44, 22), QPointF(20, 38));
    });
}

QIcon leader() {
    return drawn([](QPainter& p) {
        block(p);
        QPainterPath star;
        for (int i = 0; i < 10; ++i) {
            const double r = i % 2 ? 6 : 14, a = (i * 36 - 90) * M_PI / 180.0;
            const QPointF pt(32 + r * std::cos(a), 32 + r * std::sin(a));
            if (i == 0) star.moveTo(pt); else star.lineTo(pt);
        }
        star.closeSubpath();
        p.setBrush(QColor(250, 210, 60));
        p.setPen(Qt::NoPen);
        p.drawPath(star);
    });
}

QIcon vpMarker() {
    return drawn([](QPainter& p) {
        p.setBrush(QColor(250, 220, 90));
        p.drawEllipse(QPointF(32, 32), 22, 22);
        QFont f = p.font();
        f.setPixelSize(22);
        f.setBold(true);
        p.setFont(f);
        p.drawText(QRectF(10, 10, 44, 44), Qt::AlignCenter, QStringLiteral("VP"));
    });
}

QIcon select() {
    return drawn([](QPainter& p) {
        const QPolygonF arrow{{16, 8}, {16, 50}, {27, 40}, {35, 56}, {42, 52}, {34, 37}, {48, 36}};
        p.setBrush(Qt::white);
        p.drawPolygon(arrow);
    });
}

QIcon move() {
    return drawn([](QPainter& p) {
        p.drawLine(QPointF(32, 8), QPointF(32, 56));
        p.drawLine(QPointF(8, 32), QPointF(56, 32));
        for (auto [a, b, c] : {std::tuple{QPointF(24, 16), QPointF(32, 8), QPointF(40, 16)},
                               std::tuple{QPointF(24, 48), QPointF(32, 56), QPointF(40, 48)},
                               std::tuple{QPointF(16, 24), QPointF(8, 32), QPointF(16, 40)},
                               std::tuple{QPointF(48, 24), QPointF(56, 32), QPointF(48, 40)}})
            p.drawPolyline(QPolygonF{a, b, c});
    });
}

QIcon erase() {
    return drawn([](QPainter& p) {
        p.setPen(QPen(QColor(200, 40, 40), 8, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(16, 16), QPointF(48, 48));
        p.drawLine(QPointF(48, 16), QPointF(16, 48));
    });
}

QIcon letters(const QString& text) {
    return drawn([text](QPainter& p) {
        QFont f = p.font();
        f.setPixelSize(26);
        f.setBold(true);
        p.setFont(f);
        p.drawText(QRectF(4, 4, 56, 56), Qt::AlignCenter, text.left(2));
    });
}

} // namespace muster::toolicons
