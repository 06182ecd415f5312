#pragma once
// The board of a square-grid battle: GridPainter's tiles and units, with the current
// tool turning clicks and drags into GridDocument edits (it never writes the battle
// itself). The facing of the unit under the cursor (else of the selected tile's unit)
// turns with R / Shift+R (rotateAtCursor, the window's actions) and with the mouse wheel over
// the unit; Ctrl+wheel zooms.
#include "model/systems/grid/grid_los.h"
#include "model/systems/grid/grid_scenario.h"

#include <QScrollArea>

#include <optional>

namespace muster {

class GridDocument;
class GridCanvas;

enum class GridTool { Select, Brush, Eraser, Unit, Objective, Delete, Los };

// What the Brush paints and the Unit tool places.
struct GridToolOptions {
    GridTerrain terrain = GridTerrain::Forest;
    GridUnitType unitType = GridUnitType::LineInfantry;
    Side side = Side::Union;
};

class GridBoardView : public QScrollArea {
    Q_OBJECT
public:
    explicit GridBoardView(GridDocument* doc, QWidget* parent = nullptr);

    GridTool tool() const { return tool_; }
    void setTool(GridTool t);
    GridToolOptions& options() { return options_; }

    std::optional<Offset> selectedTile() const { return selected_; }
    void selectTile(std::optional<Offset> t);
    std::optional<Offset> hoverTile() const { return hover_; }
    // The line of sight last asked with the LOS tool (from, to, answer).
    struct LosShown {
        Offset from, to;
        GridLos answer;
    };
    const std::optional<LosShown>& los() const { return los_; }
    void showLos(Offset from, Offset to);

    // Board units (tile size 48) to widget pixels of the canvas, and the zoom.
    double zoom() const { return zoom_; }
    void setZoom(double z);
    void fitToWindow();
    // The canvas widget (tests send mouse and key events to it) and where a tile's centre is.
    QWidget* canvas() const;
    QPoint tileCentre(Offset o) const;
    // Turn the unit under the cursor, else the selected tile's; false when there is none.
    bool rotateAtCursor(bool clockwise);

signals:
    void selectionChanged();
    void losChanged();
    void hoverChanged();

protected:
    void resizeEvent(QResizeEvent* e) override;

private:
    friend class GridCanvas;
    void press(Offset tile, Qt::MouseButton b);
    void drag(Offset tile);
    void release();
    const GridUnit* rotatable() const;

    GridDocument* doc_;
    GridCanvas* canvas_;
    GridTool tool_ = GridTool::Brush;
    GridToolOptions options_;
    std::optional<Offset> selected_, hover_, losFrom_, last_;
    std::optional<LosShown> los_;
    double zoom_ = 1.0;
    bool fitted_ = true;    // follows the window's size until the user zooms
    int stroke_ = 0;        // the current drag's paint stroke (one undo step)
    bool pressed_ = false;
};

} // namespace muster
