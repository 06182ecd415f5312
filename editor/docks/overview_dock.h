#pragma once
// Overview (minimap) dock: the whole board small, with the part the board view shows
// outlined; a click or drag there scrolls the view to that spot.
#include <QDockWidget>
#include <QImage>
#include <QPointF>

class QTimer;

namespace muster {

class BoardView;
class ScenarioDocument;

// The minimap itself: repaints its board image shortly after the document changes.
class OverviewMap : public QWidget {
    Q_OBJECT
public:
    OverviewMap(ScenarioDocument* doc, BoardView* view, QWidget* parent = nullptr);

    // Board point (view board units) under a widget position, and back.
    QPointF toBoard(QPointF widgetPos) const;
    QPointF toWidget(QPointF boardPos) const;
    // The view's visible area in widget coordinates (what the outline shows).
    QRectF visibleRect() const;
    QSize sizeHint() const override { return {240, 170}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;

private:
    void rebuild();
    void scrollViewTo(QPointF widgetPos);
    double scale() const; // widget px per board unit
    QPointF offset() const;

    ScenarioDocument* doc_;
    BoardView* view_;
    QImage image_;
    QTimer* rebuildTimer_;
};

class OverviewDock : public QDockWidget {
    Q_OBJECT
public:
    OverviewDock(ScenarioDocument* doc, BoardView* view, QWidget* parent = nullptr);
    OverviewMap* map() const { return map_; }

private:
    OverviewMap* map_;
};

} // namespace muster
