#include "overview_dock.h"

#include "editor/document/scenario_document.h"
#include "editor/render/board_painter.h"
#include "editor/render/tile_cache.h"
#include "editor/view/board_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cmath>

namespace muster {

OverviewMap::OverviewMap(ScenarioDocument* doc, BoardView* view, QWidget* parent)
    : QWidget(parent), doc_(doc), view_(view), rebuildTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("overviewMap"));
    setMinimumSize(100, 50);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to show that part of the board"));
    // A brush stroke changes the document many times a second: redraw the small board
    // once it settles, not per hex.
    rebuildTimer_->setSingleShot(true);
    rebuildTimer_->setInterval(150);
    connect(rebuildTimer_, &QTimer::timeout, this, &OverviewMap::rebuild);
    connect(doc_, &ScenarioDocument::changed, rebuildTimer_, qOverload<>(&QTimer::start));
    // The outline follows scrolling and zooming.
    auto outline = [this] { update(); };
    connect(view_->horizontalScrollBar(), &QScrollBar::valueChanged, this, outline);
    connect(view_->verticalScrollBar(), &QScrollBar::valueChanged, this, outline);
    connect(view_, &BoardView::zoomChanged, this, outline);
}

double OverviewMap::scale() const {
    const QRectF b = view_->boardPainter().boardRect();
    if (b.isEmpty()) return 1;
    return std::min((width() - 4) / b.width(), (height() - 4) / b.height());
}

QPointF OverviewMap::offset() const {
    const QRectF b = view_->boardPainter().boardRect();
    const double k = scale();
    return {(width() - b.width() * k) / 2, (height() - b.height() * k) / 2};
}

QPointF OverviewMap::toBoard(QPointF w) const { return (w - offset()) / scale(); }
QPointF OverviewMap::toWidget(QPointF b) const { return b * scale() + offset(); }

QRectF OverviewMap::visibleRect() const {
    const QRect vp = view_->viewport()->rect();
    return QRectF(toWidget(view_->toBoard(vp.topLeft())), toWidget(view_->toBoard(vp.bottomRight() + QPoint(1, 1))));
}

void OverviewMap::rebuild() {
    const double dpr = devicePixelRatioF();
    const QSize px = (QSizeF(size()) * dpr).toSize();
    if (px.isEmpty()) return;
    // Drawn at the hex size that fits, so the painter's culling and stamping keep a
    // 1000x1000 board as cheap as the view's own overview image.
    const QRectF b = view_->boardPainter().boardRect();
    const double k = scale() * dpr;
    QImage img(std::max(1, static_cast<int>(std::ceil(b.width() * k))), std::max(1, static_cast<int>(std::ceil(b.height() * k))),
               QImage::Format_ARGB32_Premultiplied);
    img.fill(QColor(250, 248, 240));
    const double hex = BoardView::kBaseHexSize * k;
    if (hex >= 1.5) {
        QPainter p(&img);
        BoardPainter bp(doc_->scenario(), hex);
        PaintOptions opt;
        opt.labels = false;
        opt.grid = hex >= 6;
        bp.paint(p, bp.boardRect(), opt);
    } else {
        // Hexes under two pixels: one dot of the tile's mean colour per hex, which keeps
        // a 1000x1000 board to a few milliseconds.
        std::array<QRgb, kTerrainCount> mean{};
        for (Terrain t : kAllTerrain) {
            const QImage tile = TileCache::tile(t, false, doc_->scenario().board.orientation, 8);
            const QImage one = tile.scaled(1, 1, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
            QColor c = one.pixelColor(0, 0);
            c.setAlpha(255);
            mean[static_cast<std::size_t>(t)] = c.rgba();
        }
        const Scenario& s = doc_->scenario();
        const BoardPainter& bp = view_->boardPainter();
        for (int row = 1; row <= s.board.rows; ++row)
            for (int col = 1; col <= s.board.columns; ++col) {
                const QPoint at = (bp.hexCentre({col, row}) * k).toPoint();
                if (img.rect().contains(at)) img.setPixel(at, mean[static_cast<std::size_t>(s.terrain.at({col, row}))]);
            }
    }
    img.setDevicePixelRatio(dpr);
    image_ = img;
    update();
}

void OverviewMap::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Dark));
    if (image_.isNull()) rebuild();
    p.drawImage(offset(), image_);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QRectF r = visibleRect().intersected(QRectF(offset(), QSizeF(image_.size()) / image_.devicePixelRatio()));
    p.setPen(QPen(QColor(200, 30, 30), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(1, 1, -1, -1));
}

void OverviewMap::resizeEvent(QResizeEvent*) { rebuildTimer_->start(0); }

void OverviewMap::scrollViewTo(QPointF w) {
    const QPointF target = toBoard(w);
    // Put the clicked board point in the middle of the view (zoom unchanged).
    const QPointF now = view_->toBoard(QPointF(view_->viewport()->width() / 2.0, view_->viewport()->height() / 2.0));
    const QPointF d = (target - now) * view_->zoom();
    view_->horizontalScrollBar()->setValue(view_->horizontalScrollBar()->value() + static_cast<int>(std::lround(d.x())));
    view_->verticalScrollBar()->setValue(view_->verticalScrollBar()->value() + static_cast<int>(std::lround(d.y())));
}

void OverviewMap::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) scrollViewTo(e->position());
}

void OverviewMap::mouseMoveEvent(QMouseEvent* e) {
    if (e->buttons() & Qt::LeftButton) scrollViewTo(e->position());
}

OverviewDock::OverviewDock(ScenarioDocument* doc, BoardView* view, QWidget* parent)
    : QDockWidget(tr("Overview"), parent), map_(new OverviewMap(doc, view, this)) {
    setObjectName(QStringLiteral("OverviewDock"));
    setWidget(map_);
}

} // namespace muster
