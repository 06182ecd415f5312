// DicePanel: paints the dice of the last action (see play_panel.h).
#include "play_panel.h"

#include "editor/play/play_controller.h"
#include "editor/render/piece_painter.h"

#include <QPainter>
#include <QTimer>

namespace muster {

DicePanel::DicePanel(PlayController* pc, QWidget* parent) : QWidget(parent), pc_(pc) {
    setObjectName(QStringLiteral("dicePanel"));
    setMinimumHeight(40);
    tick_ = new QTimer(this);
    tick_->setInterval(40);
    connect(tick_, &QTimer::timeout, this, [this] {
        if (clock_.elapsed() >= animMs_) {
            animating_ = false;
            tick_->stop();
        }
        update();
    });
    connect(pc_, &PlayController::stateChanged, this, &DicePanel::onStateChanged);
}

void DicePanel::onStateChanged() {
    if (pc_->actSerial() != seenSerial_) {
        seenSerial_ = pc_->actSerial();
        // Another action while the dice still tumble: show its result at once.
        const bool start = !animating_ && !pc_->lastRolls().empty() && animMs_ > 0 && pc_->pace() > 0 && isVisible();
        animating_ = start;
        if (start) {
            clock_.start();
            tick_->start();
        } else {
            tick_->stop();
        }
    }
    updateGeometry();
    update();
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
    const int frame = animating_ ? static_cast<int>(clock_.elapsed() / 60) : 0;
    int row = 0;
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    for (const RollView& r : rolls) {
        p.setFont(small);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRect(4, y, width() - 8, 16), Qt::AlignLeft | Qt::AlignVCenter,
                   animating_ ? tr("Rolling...") : p.fontMetrics().elidedText(r.text, Qt::ElideRight, width() - 8));
        int x = 4;
        for (std::size_t i = 0; i < r.natural.size(); ++i) {
            if (animating_) {  // tumbling faces, plain: no colours or hits give the result away
                const QRect box(x + (frame + static_cast<int>(i)) % 2, y + 18 + (frame + row) % 3, die, die);
                p.setPen(QPen(QColor(60, 60, 60), 1));
                p.setBrush(Qt::white);
                p.drawRoundedRect(box, 4, 4);
                p.setPen(Qt::black);
                p.drawText(box, Qt::AlignCenter, QString::number((frame * 5 + static_cast<int>(i) * 3 + row * 2) % 6 + 1));
                x += die + 6;
                continue;
            }
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
        ++row;
    }
}

} // namespace muster
