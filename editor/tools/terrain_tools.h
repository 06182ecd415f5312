#pragma once
// Terrain tools: brush (radius 0-2, also the eraser), bucket fill, eyedropper, line.
#include "editor/view/tool.h"

#include "model/types.h"

namespace muster {

// Paints a disc of hexes under the cursor; one drag is one undo step.
class BrushTool : public Tool {
    Q_OBJECT
public:
    BrushTool(const ToolContext& ctx, bool eraser, QObject* parent = nullptr);
    QString hint() const override;
    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override { stroke_ = 0; }
    std::vector<Offset> preview(Offset hover) const override;

private:
    void paintBetween(Offset from, Offset to);
    Terrain terrain() const;
    bool eraser_;
    int stroke_ = 0;
    std::optional<Offset> last_;
};

// Replaces the contiguous area of the clicked hex's terrain with the brush terrain.
class FillTool : public Tool {
    Q_OBJECT
public:
    FillTool(const ToolContext& ctx, QObject* parent = nullptr);
    static constexpr std::size_t kPreviewLimit = 20000; // larger areas preview as one hex
    QString hint() const override;
    void press(const ToolEvent& e) override;
    std::vector<Offset> preview(Offset hover) const override;
    // The area a fill from `start` would cover.
    std::vector<Offset> area(Offset start, std::size_t limit = 0) const;
};

// Picks up the clicked hex's terrain as the brush terrain.
class EyedropperTool : public Tool {
    Q_OBJECT
public:
    EyedropperTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override { return tr("Eyedropper: click a hex to pick up its terrain for the brush"); }
    void press(const ToolEvent& e) override;
};

// Drag from one hex to another to paint the straight run between them (rivers, roads).
class LineTool : public Tool {
    Q_OBJECT
public:
    LineTool(const ToolContext& ctx, QObject* parent = nullptr);
    QString hint() const override;
    void press(const ToolEvent& e) override;
    void move(const ToolEvent& e) override;
    void release(const ToolEvent& e) override;
    void cancel() override { start_.reset(); }
    std::vector<Offset> preview(Offset hover) const override;
    // The run of hexes from a to b, one hex per step, connected.
    std::vector<Offset> run(Offset a, Offset b) const;

private:
    std::optional<Offset> start_;
};

} // namespace muster
