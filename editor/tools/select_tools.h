#pragma once
// Tools over what is on the board: select (click, Shift-click, rubber band), move (drag a
// unit or stack to another hex) and delete (units and VP markers in a hex).
#include "tool.h"

#include <QRectF>

#include <string>

namespace muster {

class SelectTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("select"); }
    QString name() const override { return QStringLiteral("Select"); }
    QString hint() const override {
        return QStringLiteral("Select: click a hex, Shift-click to add or remove, drag a rectangle");
    }
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_S); }
    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override;
    std::vector<Offset> preview(Offset hover) const override { return {hover}; }
    void paintOverlay(QPainter& p) const override;

private:
    std::optional<QPointF> anchor_;
    QRectF band_;
    bool dragging_ = false;
    Qt::KeyboardModifiers mods_;
};

class MoveTool : public Tool {
    Q_OBJECT
public:
    using Tool::Tool;
    QString id() const override { return QStringLiteral("move"); }
    QString name() const override { return QStringLiteral("Move"); }
    QString hint() const override {
        return QStringLiteral("Move: drag a unit or stack (or the selected units) to another hex");
    }
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_M); }
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
    using Tool::Tool;
    QString id() const override { return QStringLiteral("delete"); }
    QString name() const override { return QStringLiteral("Delete"); }
    QString hint() const override { return QStringLiteral("Delete: click a hex to remove its units and VP markers"); }
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_D); }
    void press(const ToolEvent& e) override;
};

// Delete units and VP markers in these hexes plus the listed units: one undo step.
void deletePieces(ScenarioDocument* doc, const std::vector<Offset>& hexes, const std::vector<std::string>& units);

} // namespace muster
