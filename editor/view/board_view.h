#pragma once
// The board on screen: paints only the exposed hexes, zooms (wheel, keys, fit) and pans
// (middle-drag, scrollbars), and hands mouse events on hexes to the current tool. It shows
// either a document being edited (with its selection and issues) or a picture someone
// else keeps (a BoardContext, e.g. a game), which says when it changed.
#include "editor/render/board_painter.h"
#include "model/hex.h"
#include "model/rules/change_set.h"

#include <QAbstractScrollArea>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace muster {

class BoardContext;
class ScenarioBoard;
class ScenarioDocument;
class Selection;
class Tool;
class BoardPainter;
struct ToolEvent;

class BoardView : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr double kBaseHexSize = 32.0; // centre-to-corner in pixels at zoom 1
    static constexpr double kMinZoom = 0.005;
    static constexpr double kMaxZoom = 8.0;

    BoardView(ScenarioDocument* doc, Selection* selection, QWidget* parent = nullptr);
    // A picture with no document, selection or issues: call pictureChanged() or
    // pictureReplaced() after it changes.
    explicit BoardView(const BoardContext& picture, QWidget* parent = nullptr);
    ~BoardView() override;

    // What the view draws (the document's scenario as set up, or the picture).
    const BoardContext& picture() const { return *board_; }
    // The picture's pieces changed (its board and terrain did not): repaint where they did.
    void pictureChanged();
    // Another picture (another game: board and terrain may differ): draw it all again.
    void pictureReplaced();

    double zoom() const { return zoom_; }
    void setZoom(double z);                        // keeps the viewport centre in place
    void setZoomAt(double z, QPointF viewportAnchor);
    void zoomIn();
    void zoomOut();
    // Fit the board to the window, and keep fitting it as the window or the board changes
    // size until the user zooms (setZoom, setZoomAt, the wheel, the zoom keys).
    void fitToWindow();
    bool isFitting() const { return fitting_; }
    void centreOn(const std::vector<Offset>& hexes);

    // Hex under a viewport position (nullopt when off the board).
    std::optional<Offset> hexAt(QPoint viewportPos) const;
    // Centre of a hex in viewport coordinates (tests drive the mouse with it).
    QPoint viewportPos(Offset o) const;
    QPointF toBoard(QPointF viewportPos) const;     // viewport -> board px at zoom 1
    QPointF toViewport(QPointF boardPos) const;     // board px at zoom 1 -> viewport
    HexLayout layout() const;                      // at zoom 1, board pixels
    const BoardPainter& boardPainter() const;      // board units = view pixels at zoom 1
    // Hexes the current tool's preview outlines.
    const std::vector<Offset>& previewHexes() const { return preview_; }
    // Tinted hexes under every other mark (the Balance dock's "where it is decided"); an
    // empty list removes them.
    void setOverlay(std::vector<HexMark> overlay);
    const std::vector<HexMark>& overlay() const { return overlay_; }

    void setTool(Tool* tool);
    Tool* tool() const { return tool_; }
    void setShowLabels(bool on);
    bool showLabels() const { return showLabels_; }
    void setShowIssues(bool on);
    // Pick mode: the next left click on a hex emits hexPicked instead of using the tool.
    void beginHexPick();
    void cancelHexPick();
    bool isPicking() const { return picking_; }
    std::optional<Offset> hoveredHex() const { return hovered_; }

    // Repaint the whole viewport now (benchmarks).
    void repaintNow();
    // Paint events so far and the area the last one covered (tests, benchmarks).
    int paintCount() const { return paintCount_; }
    QRect lastPaintRect() const { return lastPaintRect_; }

signals:
    void hoveredHexChanged(std::optional<muster::Offset> hex);
    void hexPicked(muster::Offset hex);
    void zoomChanged(double zoom);
    // Right click (or the menu key) at a board position (board px at zoom 1).
    void contextMenuRequested(QPointF boardPos, QPoint globalPos);

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent*) override;
    void mousePressEvent(QMouseEvent*) override;
    void mouseMoveEvent(QMouseEvent*) override;
    void mouseReleaseEvent(QMouseEvent*) override;
    void leaveEvent(QEvent*) override;
    void keyPressEvent(QKeyEvent*) override;
    void contextMenuEvent(QContextMenuEvent*) override;
    bool viewportEvent(QEvent*) override;  // tooltips come from the tool

private:
    void onDocumentChanged(const ChangeSet& c);
    void updateScrollBars();
    void updateHexes(const std::vector<Offset>& hexes);
    void setHovered(std::optional<Offset> h);
    void applyZoomAt(double z, QPointF viewportAnchor); // zoom without leaving fit mode
    QPointF origin() const;                         // viewport position of board (0,0)
    bool paintOverview(QPainter& p, const QRectF& exposed); // false: paint hexes directly
    ToolEvent toolEvent(QMouseEvent* e) const;
    struct Impl;

    void init();
    void rebuildPainter();

    ScenarioDocument* doc_ = nullptr;     // editing only
    Selection* selection_ = nullptr;      // editing only
    std::unique_ptr<ScenarioBoard> docBoard_; // the document's scenario as a picture
    const BoardContext* board_ = nullptr;
    Tool* tool_ = nullptr;
    double zoom_ = 1.0;
    bool showLabels_ = true;
    bool showIssues_ = true;
    bool picking_ = false;
    bool panning_ = false;
    bool fitting_ = true;
    QPoint panLast_;
    std::optional<Offset> hovered_;
    std::vector<Offset> preview_;
    std::vector<HexMark> overlay_;
    std::vector<Offset> issueHexes_;
    std::unique_ptr<Impl> d;
    int paintCount_ = 0;
    QRect lastPaintRect_;
};

} // namespace muster
