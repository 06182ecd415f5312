// DicePanel: paints the dice of the last action (see play_panel.h).
#include "play_panel.h"

#include "editor/play/play_controller.h"
#include "editor/render/piece_painter.h"

#include <QPainter>

namespace muster {

DicePanel::DicePanel(PlayController* pc, QWidget* parent) : QWidget(parent), pc_(pc) {
    setObjectName(QStringLiteral("dicePanel"));
    setMinimumHeight(40);
    connect(pc_, &PlayController::stateChanged, this, [this] {
        updateGeometry();
        update();
    });
}

QSize DicePanel::sizeHint() const {
    const int rows = std::max<int>(1, static_cast<int>(pc_->lastRolls().size()));
    return {260, rows * 52 + 4};
}

void DicePanel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto& rolls = pc_->lastRolls();
    if (rolls.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No dice rolled yet this action"));
        return;
    }
    const GameSetup* g = pc_->session().active() ? &pc_->session().state().setup() : nullptr;
    int y = 2;
    const int die = 24;
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    for (const RollView& r : rolls) {
        p.setFont(small);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(4, y, width() - 8, 16), Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(r.text, Qt::ElideRight, width() - 8));
        int x = 4;
        for (std::size_t i = 0; i < r.natural.size(); ++i) {
            const int d = r.natural[i];
            QColor face = Qt::white, ink = Qt::black;
            if (r.morale && g) {
                face = PiecePainter::moraleColor(g->moraleColour(d));
                ink = g->moraleColour(d) == Morale::Black ? Qt::white : Qt::black;
            }
            const bool hit = r.hitOn > 0 && d >= r.hitOn;
            const bool leaderOne = r.leaderCheck && d == 1;
            const QRect box(x, y + 18, die, die);
            p.setPen(QPen(hit || leaderOne ? QColor(200, 20, 20) : QColor(60, 60, 60), hit || leaderOne ? 3 : 1));
            p.setBrush(face);
            p.drawRoundedRect(box, 4, 4);
            QFont f = font();
            f.setBold(true);
            p.setFont(f);
            p.setPen(ink);
            p.drawText(box, Qt::AlignCenter, QString::number(d));
            x += die + 2;
            if (i < r.modified.size()) {  // the modified value beside the natural one
                p.setFont(small);
                p.setPen(QColor(90, 90, 90));
                p.drawText(QRect(x, y + 18, 22, die), Qt::AlignCenter, QStringLiteral("=%1").arg(r.modified[i]));
                x += 24;
            }
            x += 4;
        }
        y += 52;
    }
}

} // namespace muster
