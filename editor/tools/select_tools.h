#pragma once
// Tools over what is on the board: select (click a block, click again to cycle through the
// stack, Shift-click, rubber band, drag blocks to another hex), move (drag a unit or stack
// to another hex) and delete (units and VP markers in a hex).
#include "editor/view/tool.h"

#include <QRectF>

#include <string>

namespace muster {

struct Scenario;

class SelectTool : public Tool {
    Q_OBJECT
public:
    SelectTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override {
        return tr("Select: click a block (again for the next in the stack), drag it to move, "
                  "Shift-click to add or remove, drag on the map for a rectangle");
    }
    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override;
    std::vector<Offset> preview(Offset hover) const override;
    void paintOverlay(QPainter& p) const override;
    std::vector<std::string> liftedUnits() const override;

private:
    void clickAt(const ToolEvent& e);
    std::optional<QPointF> anchor_;
    QRectF band_;
    bool dragging_ = false;
    Qt::KeyboardModifiers mods_;
    // Pressed on a block: a drag moves these units (the selection, or just that block).
    std::optional<Offset> dragFrom_;
    std::vector<std::string> dragUnits_;
    std::string pressedUnit_;
    QPointF dragPos_;                  // where the cursor is during a block drag
    std::optional<QPointF> lastClick_; // where the last plain click selected a block
};

class MoveTool : public Tool {
    Q_OBJECT
public:
    MoveTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override { return tr("Move: drag a unit or stack (or the selected units) to another hex"); }
    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override;
    std::vector<Offset> preview(Offset hover) const override;

private:
    // Where each dragged unit lands when the drag from start_ ends on `to`.
    std::vector<std::pair<std::string, Offset>> targets(Offset to, bool* allOnBoard) const;
    std::optional<Offset> start_;
    std::vector<std::string> ids_;
};

class DeleteTool : public Tool {
    Q_OBJECT
public:
    DeleteTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override { return tr("Delete: click a hex to remove its units and VP markers"); }
    void press(const ToolEvent& e) override;
};

// Where each unit lands when a drag from `from` ends on `to` (the same hex-grid offset for
// all); `allOnBoard` false when one would leave the board.
std::vector<std::pair<std::string, Offset>> moveTargets(const Scenario& s, const std::vector<std::string>& ids,
                                                        Offset from, Offset to, bool* allOnBoard);

// Delete units and VP markers in these hexes plus the listed units: one undo step.
void deletePieces(ScenarioDocument* doc, const std::vector<Offset>& hexes, const std::vector<std::string>& units);

} // namespace muster
