// BoardView: painting (the exposed hexes, marks, selected blocks, entry arrows, the tool's
// overlay) and the far-zoom overview image.
#include "board_view.h"
#include "board_view_impl.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/render/entry_arrows.h"
#include "editor/view/tool.h"

#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

void BoardView::paintEvent(QPaintEvent* e) {
    ++paintCount_;
    lastPaintRect_ = e->region().boundingRect();
    QPainter p(viewport());
    p.fillRect(e->rect(), palette().color(QPalette::Dark));
    const QPointF o = origin();
    p.translate(o);
    p.scale(zoom_, zoom_);
    const QRectF exposed = QRectF(toBoard(e->rect().topLeft()), toBoard(e->rect().bottomRight() + QPoint(1, 1)));
    const QRectF board = d->painter->boardRect();
    p.fillRect(exposed.intersected(board), QColor(250, 248, 240));

    PaintOptions opt;
    opt.labels = showLabels_;
    if (tool_) opt.hiddenUnits = tool_->liftedUnits(); // drawn under the cursor instead
    const bool overview = paintOverview(p, exposed);
    if (overview) {  // only the marks remain to be drawn over the image
        opt.terrain = opt.grid = opt.labels = opt.units = opt.vpMarkers = false;
    }
    const HexRange range = d->painter->hexRange(exposed);
    auto inRange = [&](Offset h) {
        return h.col >= range.col0 && h.col <= range.col1 && h.row >= range.row0 && h.row <= range.row1;
    };
    const double w = std::max(1.5, 2.5 / std::sqrt(zoom_));
    for (const HexMark& m : overlay_)
        if (inRange(m.hex)) opt.marks.push_back(m);
    if (showIssues_)
        for (Offset h : issueHexes_)
            if (inRange(h)) opt.marks.push_back({h, QColor(220, 20, 20), w * 1.2, false});
    if (selection_) {
        for (Offset h : selection_->hexes())
            if (inRange(h)) opt.marks.push_back({h, QColor(30, 110, 230), w, true});
        for (const std::string& id : selection_->units())
            if (const Unit* u = doc_->scenario().findUnit(id); u && u->hex && inRange(*u->hex))
                opt.marks.push_back({*u->hex, QColor(30, 110, 230), w * 1.3, false});
    }
    for (Offset h : preview_)
        if (inRange(h)) opt.marks.push_back({h, QColor(240, 160, 0), w, true});
    d->painter->paint(p, exposed, opt);
    // The selected blocks themselves, so it is plain which block of a stack is selected
    // (a few at most: selecting a whole large board does not outline every block).
    if (!overview && selection_ && selection_->units().size() <= 64) {
        p.setPen(QPen(QColor(30, 110, 230), w * 1.6));
        p.setBrush(Qt::NoBrush);
        for (const std::string& id : selection_->units())
            if (const Unit* u = doc_->scenario().findUnit(id); u && u->hex && inRange(*u->hex))
                for (const auto& piece : d->painter->stackAt(*u->hex))
                    if (piece.unit == u && std::find(opt.hiddenUnits.begin(), opt.hiddenUnits.end(), id) == opt.hiddenUnits.end())
                        p.drawRect(piece.block.adjusted(-w, -w, w, w));
    }
    // Where reinforcements come on, once hexes are big enough to carry an arrow.
    if (!overview && zoom_ * kBaseHexSize >= 6) EntryArrows::paint(p, *d->painter, false);
    if (tool_) tool_->paintOverlay(p);
}

bool BoardView::paintOverview(QPainter& p, const QRectF& exposed) {
    const double dpr = viewport()->devicePixelRatioF();
    const QRectF board = d->painter->boardRect();
    const QSizeF px = board.size() * zoom_ * dpr;
    // Worth it only when hexes are a few pixels and the whole board fits in one image.
    if (zoom_ * kBaseHexSize * dpr >= 8 || px.width() > 4096 || px.height() > 4096 ||
        board_->board().hexCount() < 20000) {
        d->invalidate();
        return false;
    }
    if (d->overview.isNull() || d->overviewZoom != zoom_ || d->overviewDpr != dpr) {
        d->overview = QImage(px.toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        d->overview.fill(Qt::transparent);
        d->overviewZoom = zoom_;
        d->overviewDpr = dpr;
        d->dirty = board;
    }
    if (!d->dirty.isEmpty()) d->dirtyHexes.push_back(d->dirty);
    if (!d->dirtyHexes.empty()) {
        QPainter ip(&d->overview);
        ip.scale(zoom_ * dpr, zoom_ * dpr);
        PaintOptions opt;
        opt.labels = showLabels_;
        for (const QRectF& dirty : d->dirtyHexes) {
            const QRectF r = dirty.intersected(board);
            if (r.isEmpty()) continue;
            ip.setClipRect(r);
            ip.setCompositionMode(QPainter::CompositionMode_Source);
            ip.fillRect(r, QColor(250, 248, 240));
            ip.setCompositionMode(QPainter::CompositionMode_SourceOver);
            d->painter->paint(ip, r, opt);
        }
        d->dirty = QRectF();
        d->dirtyHexes.clear();
    }
    // p is in board units here; draw the matching part of the image.
    const QRectF e = exposed.intersected(board);
    const QRectF src(e.topLeft() * zoom_ * dpr, e.size() * zoom_ * dpr);
    p.drawImage(e, d->overview, src);
    return true;
}

void BoardView::repaintNow() { viewport()->repaint(); }

void BoardView::setOverlay(std::vector<HexMark> overlay) {
    overlay_ = std::move(overlay);
    viewport()->update();
}

} // namespace muster
