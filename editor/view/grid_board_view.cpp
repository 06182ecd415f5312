#include "grid_board_view.h"

#include "editor/commands/grid_commands.h"
#include "editor/document/grid_document.h"
#include "editor/render/grid_painter.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kGridTile = 48.0;
int gridStrokes = 0;
} // namespace

// The board itself, sized to the board at the view's zoom; it forwards what the user
// does to the view.
class GridCanvas : public QWidget {
public:
    explicit GridCanvas(GridBoardView* v) : QWidget(v), v_(v) {
        setMouseTracking(true);
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_OpaquePaintEvent);
    }
    GridPainter painter() const { return GridPainter(v_->doc_->scenario(), kGridTile); }
    std::optional<Offset> tileAt(QPointF widgetPos) const { return painter().tileAt(widgetPos / v_->zoom_); }
    const GridUnit* unitAt(QPointF widgetPos) const { return painter().unitAt(widgetPos / v_->zoom_); }

protected:
    void paintEvent(QPaintEvent* e) override {
        QPainter p(this);
        p.fillRect(e->rect(), palette().window());
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(v_->zoom_, v_->zoom_);
        const GridPainter gp = painter();
        GridPaintOptions opt;
        for (const Issue& is : v_->doc_->issues())
            for (Offset t : is.hexes)
                if (v_->doc_->scenario().contains(t)) opt.marks.push_back(HexMark{t, QColor(220, 20, 20), 2.5});
        if (v_->selected_) opt.marks.push_back(HexMark{*v_->selected_, QColor(30, 90, 220), 3.5, true, 40});
        if (v_->hover_ && v_->tool_ != GridTool::Select) opt.marks.push_back(HexMark{*v_->hover_, QColor(240, 140, 20), 2.0});
        const QRectF exposed(QPointF(e->rect().topLeft()) / v_->zoom_, QSizeF(e->rect().size()) / v_->zoom_);
        gp.paint(p, exposed.adjusted(-kGridTile, -kGridTile, kGridTile, kGridTile), opt);
        if (const auto& los = v_->los_) {
            for (Offset b : los->answer.blockedBy) p.fillRect(gp.tileRect(b), QColor(200, 0, 0, 70));
            p.setPen(QPen(los->answer.clear ? QColor(20, 140, 40) : QColor(200, 20, 20), 3, Qt::DashLine));
            p.drawLine(gp.tileCentre(los->from), gp.tileCentre(los->to));
        }
    }
    void mousePressEvent(QMouseEvent* e) override {
        setFocus();
        if (const auto t = tileAt(e->position())) v_->press(*t, e->button());
    }
    void mouseMoveEvent(QMouseEvent* e) override {
        const auto t = tileAt(e->position());
        if (t != v_->hover_) {
            v_->hover_ = t;
            update();
            emit v_->hoverChanged();
        }
        if (t && (e->buttons() & Qt::LeftButton)) v_->drag(*t);
    }
    void mouseReleaseEvent(QMouseEvent*) override { v_->release(); }
    void leaveEvent(QEvent*) override {
        v_->hover_.reset();
        update();
        emit v_->hoverChanged();
    }
    void wheelEvent(QWheelEvent* e) override {
        if (e->modifiers() & Qt::ControlModifier) {
            v_->fitted_ = false;
            v_->setZoom(v_->zoom_ * (e->angleDelta().y() > 0 ? 1.25 : 0.8));
            e->accept();
            return;
        }
        // Over a unit the wheel turns it (down: clockwise); elsewhere it scrolls the board.
        if (const GridUnit* u = unitAt(e->position()); u && u->type != GridUnitType::Commander && e->angleDelta().y() != 0) {
            gridedit::rotateUnit(*v_->doc_, u->id, e->angleDelta().y() < 0);
            e->accept();
            return;
        }
        e->ignore();
    }

private:
    GridBoardView* v_;
};

GridBoardView::GridBoardView(GridDocument* doc, QWidget* parent) : QScrollArea(parent), doc_(doc), canvas_(new GridCanvas(this)) {
    setObjectName(QStringLiteral("gridBoard"));
    setWidget(canvas_);
    setWidgetResizable(false);
    setAlignment(Qt::AlignCenter);
    setFocusProxy(canvas_);
    connect(doc_, &GridDocument::changed, this, [this] {
        if (los_) showLos(los_->from, los_->to);  // terrain under the line may have changed
        setZoom(zoom_);                           // the board's size may have changed
        canvas_->update();
    });
}

QWidget* GridBoardView::canvas() const { return canvas_; }

void GridBoardView::setTool(GridTool t) {
    tool_ = t;
    losFrom_.reset();
    canvas_->update();
}

void GridBoardView::selectTile(std::optional<Offset> t) {
    if (t == selected_) return;
    selected_ = t;
    canvas_->update();
    emit selectionChanged();
}

void GridBoardView::showLos(Offset from, Offset to) {
    los_ = LosShown{from, to, gridLineOfSight(GridTerrainMap(doc_->scenario()), from, to)};
    canvas_->update();
    emit losChanged();
}

void GridBoardView::setZoom(double z) {
    zoom_ = std::clamp(z, 0.02, 4.0);
    const QRectF r = canvas_->painter().boardRect();
    canvas_->resize(int(std::ceil(r.width() * zoom_)), int(std::ceil(r.height() * zoom_)));
    canvas_->update();
}

void GridBoardView::fitToWindow() {
    fitted_ = true;
    const QRectF r = canvas_->painter().boardRect();
    const QSize room = viewport()->size() - QSize(4, 4);
    setZoom(std::min(room.width() / r.width(), room.height() / r.height()));
}

void GridBoardView::resizeEvent(QResizeEvent* e) {
    QScrollArea::resizeEvent(e);
    if (fitted_) fitToWindow();
}

QPoint GridBoardView::tileCentre(Offset o) const { return (canvas_->painter().tileCentre(o) * zoom_).toPoint(); }

const GridUnit* GridBoardView::rotatable() const {
    const GridScenario& s = doc_->scenario();
    for (const auto& t : {hover_, selected_}) {
        if (!t) continue;
        for (const GridUnit& u : s.units)
            if (u.tile == *t && u.type != GridUnitType::Commander) return &u;
    }
    return nullptr;
}

bool GridBoardView::rotateAtCursor(bool clockwise) {
    const GridUnit* u = rotatable();
    return u && gridedit::rotateUnit(*doc_, u->id, clockwise);
}

void GridBoardView::press(Offset tile, Qt::MouseButton b) {
    if (b != Qt::LeftButton) return;
    pressed_ = true;
    switch (tool_) {
    case GridTool::Select: selectTile(tile); break;
    case GridTool::Brush:
    case GridTool::Eraser:
        stroke_ = ++gridStrokes;
        last_ = tile;
        gridedit::paintTerrain(*doc_, {tile}, tool_ == GridTool::Eraser ? GridTerrain::Clear : options_.terrain, stroke_);
        break;
    case GridTool::Unit: {
        GridUnit u;
        u.side = options_.side;
        u.type = options_.unitType;
        u.tile = tile;
        gridedit::placeUnit(*doc_, u);
        selectTile(tile);
        break;
    }
    case GridTool::Objective: {
        // A new objective is worth 1 VP and held by no side; the Tile dock changes that.
        GridObjective o;
        o.tile = tile;
        gridedit::toggleObjective(*doc_, o);
        selectTile(tile);
        break;
    }
    case GridTool::Delete:
        // The units first; on a tile without any, its objective.
        if (!gridedit::deleteUnitsAt(*doc_, tile)) gridedit::removeObjectiveAt(*doc_, tile);
        break;
    case GridTool::Los:
        losFrom_ = tile;
        showLos(tile, tile);
        break;
    }
}

void GridBoardView::drag(Offset tile) {
    if (!pressed_) return;
    if ((tool_ == GridTool::Brush || tool_ == GridTool::Eraser) && stroke_) {
        // A fast drag skips tiles: paint the straight run from the last one.
        std::vector<Offset> run = tilesOnLine(last_.value_or(tile), tile);
        gridedit::paintTerrain(*doc_, run, tool_ == GridTool::Eraser ? GridTerrain::Clear : options_.terrain, stroke_);
    } else if (tool_ == GridTool::Los && losFrom_) {
        if (!los_ || los_->to != tile) showLos(*losFrom_, tile);
    }
    last_ = tile;
}

void GridBoardView::release() {
    pressed_ = false;
    stroke_ = 0;
    last_.reset();
}

} // namespace muster
