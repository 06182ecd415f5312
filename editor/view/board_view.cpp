#include "board_view.h"
#include "board_view_impl.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/render/terrain_links.h"
#include "editor/view/tool.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QHelpEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace muster {

namespace {
// Does a change to these hexes redraw the river or road courses of their neighbours?
bool bendsCourses(const BoardContext& b, const std::vector<Offset>& hexes) {
    if (hexes.size() > 4096) return true; // not worth the look-ups: the area is large anyway
    const BoardGeometry& g = b.board();
    for (Offset o : hexes)
        for (Hex n : neighbours(g.toHex(o)))
            if (g.contains(n) && TerrainLinks::isLinked(b.terrainAt(g.toOffset(n)))) return true;
    return false;
}

} // namespace

BoardView::BoardView(const BoardContext& picture, QWidget* parent)
    : QAbstractScrollArea(parent), board_(&picture), d(std::make_unique<Impl>()) {
    showIssues_ = false;
    init();
}

BoardView::BoardView(ScenarioDocument* doc, Selection* selection, QWidget* parent)
    : QAbstractScrollArea(parent), doc_(doc), selection_(selection), docBoard_(std::make_unique<ScenarioBoard>(doc->scenario())),
      board_(docBoard_.get()), d(std::make_unique<Impl>()) {
    init();
    connect(doc_, &ScenarioDocument::changed, this, &BoardView::onDocumentChanged);
    connect(doc_, &ScenarioDocument::issuesChanged, this, [this] {
        std::vector<Offset> hexes;
        for (const Issue& i : doc_->issues())
            if (i.severity == Severity::Error) hexes.insert(hexes.end(), i.hexes.begin(), i.hexes.end());
        std::sort(hexes.begin(), hexes.end());
        hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
        if (hexes == issueHexes_) return;
        // Repaint only hexes that gained or lost an outline: the union's bounding box
        // would be most of the board when there are many findings.
        std::vector<Offset> changed;
        std::set_symmetric_difference(issueHexes_.begin(), issueHexes_.end(), hexes.begin(), hexes.end(),
                                      std::back_inserter(changed));
        issueHexes_ = std::move(hexes);
        if (showIssues_) updateHexes(changed);
    });
    connect(selection_, &Selection::changed, viewport(), [this] { viewport()->update(); });
}

void BoardView::init() {
    d->painter = std::make_unique<BoardPainter>(*board_, kBaseHexSize);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    horizontalScrollBar()->setSingleStep(20);
    verticalScrollBar()->setSingleStep(20);
    updateScrollBars();
}

BoardView::~BoardView() = default;

void BoardView::rebuildPainter() {
    d->painter = std::make_unique<BoardPainter>(*board_, kBaseHexSize);
    d->invalidate();
    updateScrollBars();
    if (fitting_) fitToWindow(); // a resized board is shown whole until the user zooms
    viewport()->update();
}

const BoardPainter& BoardView::boardPainter() const { return *d->painter; }
HexLayout BoardView::layout() const { return d->painter->layout(); }

// ---- coordinates ----

QPointF BoardView::origin() const {
    // Centre a board smaller than the viewport; otherwise follow the scrollbars.
    const QRectF b = d->painter->boardRect();
    const double w = b.width() * zoom_, h = b.height() * zoom_;
    const QSize vp = viewport()->size();
    const double x = w < vp.width() ? (vp.width() - w) / 2 : -horizontalScrollBar()->value();
    const double y = h < vp.height() ? (vp.height() - h) / 2 : -verticalScrollBar()->value();
    return {x, y};
}

QPointF BoardView::toBoard(QPointF v) const { return (v - origin()) / zoom_; }
QPointF BoardView::toViewport(QPointF b) const { return b * zoom_ + origin(); }

std::optional<Offset> BoardView::hexAt(QPoint viewportPos) const {
    return d->painter->hexAt(toBoard(QPointF(viewportPos)));
}

QPoint BoardView::viewportPos(Offset o) const { return toViewport(d->painter->hexCentre(o)).toPoint(); }

void BoardView::updateScrollBars() {
    const QRectF b = d->painter->boardRect();
    // Rounding slack so a board fitted to the window (zoom = viewport / board) does not
    // get a scroll range of one pixel.
    const int w = static_cast<int>(std::ceil(b.width() * zoom_ - 1e-6));
    const int h = static_cast<int>(std::ceil(b.height() * zoom_ - 1e-6));
    const QSize vp = viewport()->size();
    horizontalScrollBar()->setPageStep(vp.width());
    verticalScrollBar()->setPageStep(vp.height());
    horizontalScrollBar()->setRange(0, std::max(0, w - vp.width()));
    verticalScrollBar()->setRange(0, std::max(0, h - vp.height()));
}

// ---- zoom ----

void BoardView::setZoom(double z) { setZoomAt(z, QPointF(viewport()->width() / 2.0, viewport()->height() / 2.0)); }

void BoardView::setZoomAt(double z, QPointF anchor) {
    fitting_ = false; // the user chose a zoom: stop following the window's size
    applyZoomAt(z, anchor);
}

void BoardView::applyZoomAt(double z, QPointF anchor) {
    z = std::clamp(z, kMinZoom, kMaxZoom);
    if (std::abs(z - zoom_) < 1e-9) return;
    const QPointF boardAnchor = toBoard(anchor);
    zoom_ = z;
    updateScrollBars();
    // Keep the board point under the anchor where it was.
    const QPointF now = toViewport(boardAnchor);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + static_cast<int>(std::lround(now.x() - anchor.x())));
    verticalScrollBar()->setValue(verticalScrollBar()->value() + static_cast<int>(std::lround(now.y() - anchor.y())));
    viewport()->update();
    emit zoomChanged(zoom_);
}

void BoardView::zoomIn() { setZoom(zoom_ * 1.25); }
void BoardView::zoomOut() { setZoom(zoom_ / 1.25); }

void BoardView::fitToWindow() {
    const QRectF b = d->painter->boardRect();
    const QSize vp = viewport()->size();
    fitting_ = true;
    if (b.isEmpty() || vp.isEmpty()) return;
    applyZoomAt(std::min(vp.width() / b.width(), vp.height() / b.height()), QPointF(vp.width() / 2.0, vp.height() / 2.0));
}

void BoardView::centreOn(const std::vector<Offset>& hexes) {
    const QRectF r = boardBounds(*d->painter, hexes);
    if (r.isNull()) return;
    const QSize vp = viewport()->size();
    // Zoom out if the hexes do not fit, never in.
    if (r.width() * zoom_ > vp.width() || r.height() * zoom_ > vp.height())
        applyZoomAt(std::min(vp.width() / (r.width() * 1.1), vp.height() / (r.height() * 1.1)),
                    QPointF(vp.width() / 2.0, vp.height() / 2.0));
    const QPointF c = r.center() * zoom_;
    horizontalScrollBar()->setValue(static_cast<int>(std::lround(c.x() - vp.width() / 2.0)));
    verticalScrollBar()->setValue(static_cast<int>(std::lround(c.y() - vp.height() / 2.0)));
    viewport()->update();
}

// ---- options ----

void BoardView::setTool(Tool* tool) {
    if (tool_ == tool) return;
    if (tool_) {
        tool_->cancel();
        disconnect(tool_, nullptr, this, nullptr);
    }
    tool_ = tool;
    if (tool_) connect(tool_, &Tool::overlayChanged, viewport(), [this] { viewport()->update(); });
    preview_ = (tool_ && hovered_) ? tool_->preview(*hovered_) : std::vector<Offset>{};
    viewport()->update();
}

void BoardView::setShowLabels(bool on) {
    showLabels_ = on;
    d->invalidate();
    viewport()->update();
}
void BoardView::setShowIssues(bool on) { showIssues_ = on; viewport()->update(); }
void BoardView::beginHexPick() {
    picking_ = true;
    viewport()->setCursor(Qt::CrossCursor);
}

void BoardView::cancelHexPick() {
    picking_ = false;
    viewport()->unsetCursor();
}

// ---- document changes ----

void BoardView::onDocumentChanged(const ChangeSet& c) {
    if (c.board || d->painter->layout().board() != doc_->scenario().board) return rebuildPainter();
    if (c.hexes.empty()) {
        if (!c.units.empty() || c.vpMarkers) {
            d->invalidate();
            viewport()->update();
        }
        return;
    }
    if (!d->overview.isNull()) {
        QRectF r = boardBounds(*d->painter, c.hexes);
        // As updateHexes, and at least two image pixels: at a pixel or so per hex the
        // anti-aliased edge of a river course spills into the next pixel.
        const double m = std::max(kBaseHexSize * (bendsCourses(*board_, c.hexes) ? 1.3 : 0.25),
                                  2.0 / (zoom_ * viewport()->devicePixelRatioF()));
        d->dirty = d->dirty.united(r.adjusted(-m, -m, m, m));
    }
    updateHexes(c.hexes);
    // The preview may depend on the terrain just painted (fill).
    if (tool_ && hovered_) preview_ = tool_->preview(*hovered_);
}

void BoardView::updateHexes(const std::vector<Offset>& hexes) {
    QRectF r = boardBounds(*d->painter, hexes);
    if (r.isNull()) return;
    // Pieces and labels overhang a little, and a river or road painted here bends the
    // courses of its neighbours (TerrainLinks) up to their far side of the centre.
    const double m = kBaseHexSize * (bendsCourses(*board_, hexes) ? 1.3 : 0.25);
    r.adjust(-m, -m, m, m);
    const QRectF v(toViewport(r.topLeft()), toViewport(r.bottomRight()));
    viewport()->update(v.toAlignedRect());
}

// ---- events ----

void BoardView::resizeEvent(QResizeEvent* e) {
    QAbstractScrollArea::resizeEvent(e);
    updateScrollBars();
    if (fitting_) fitToWindow();
}

void BoardView::scrollContentsBy(int, int) { viewport()->update(); }

void BoardView::wheelEvent(QWheelEvent* e) {
    if (e->modifiers() & Qt::ShiftModifier) {  // Shift+wheel scrolls sideways
        QAbstractScrollArea::wheelEvent(e);
        return;
    }
    const double steps = e->angleDelta().y() / 120.0;
    if (steps == 0) return;
    setZoomAt(zoom_ * std::pow(1.15, steps), e->position());
    e->accept();
}

ToolEvent BoardView::toolEvent(QMouseEvent* e) const {
    ToolEvent t;
    t.boardPos = toBoard(e->position());
    t.hex = d->painter->hexAt(t.boardPos);
    t.button = e->button();
    t.modifiers = e->modifiers();
    return t;
}

void BoardView::mousePressEvent(QMouseEvent* e) {
    setFocus();
    if (e->button() == Qt::MiddleButton) {
        panning_ = true;
        panLast_ = e->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        return;
    }
    const ToolEvent t = toolEvent(e);
    if (picking_ && e->button() == Qt::LeftButton) {
        if (t.hex) {
            picking_ = false;
            viewport()->unsetCursor();
            emit hexPicked(*t.hex);
        }
        return;
    }
    if (tool_) tool_->press(t);
}

void BoardView::mouseMoveEvent(QMouseEvent* e) {
    if (panning_) {
        const QPoint p = e->position().toPoint();
        const QPoint delta = p - panLast_;
        panLast_ = p;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    const ToolEvent t = toolEvent(e);
    setHovered(t.hex);
    if (tool_ && (e->buttons() & (Qt::LeftButton | Qt::RightButton))) tool_->move(t);
}

void BoardView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() == Qt::MiddleButton) {
        panning_ = false;
        viewport()->unsetCursor();
        return;
    }
    if (tool_) tool_->release(toolEvent(e));
    if (tool_ && hovered_) {
        updateHexes(preview_);
        preview_ = tool_->preview(*hovered_);
        updateHexes(preview_);
    }
}

void BoardView::contextMenuEvent(QContextMenuEvent* e) {
    emit contextMenuRequested(toBoard(e->pos()), e->globalPos());
    e->accept();
}

bool BoardView::viewportEvent(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        const auto* h = static_cast<QHelpEvent*>(e);
        const QPointF at = toBoard(QPointF(h->pos()));
        const QString text = tool_ ? tool_->toolTip(at, d->painter->hexAt(at)) : QString();
        if (text.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(h->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(e);
}

void BoardView::leaveEvent(QEvent* e) {
    setHovered(std::nullopt);
    QAbstractScrollArea::leaveEvent(e);
}

void BoardView::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape) {
        picking_ = false;
        viewport()->unsetCursor();
        if (tool_) tool_->cancel();
        viewport()->update();
        return;
    }
    QAbstractScrollArea::keyPressEvent(e);
}

void BoardView::setHovered(std::optional<Offset> h) {
    if (h == hovered_) return;
    hovered_ = h;
    std::vector<Offset> next = (tool_ && h) ? tool_->preview(*h) : std::vector<Offset>{};
    if (next != preview_) {
        updateHexes(preview_);
        preview_ = std::move(next);
        updateHexes(preview_);
    }
    emit hoveredHexChanged(h);
}

} // namespace muster
