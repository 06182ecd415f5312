#include "terrain_tools.h"
#include "editor/commands/document_edits.h"
#include "editor/widgets/qstring_util.h"

#include "tool_icons.h"
#include "tool_options.h"

#include "editor/document/scenario_document.h"

#include <deque>
#include <unordered_set>

namespace muster {

namespace {
int nextStrokeId() {
    static int id = 0;
    return ++id;
}
QString terrainName(Terrain t) { return qs(displayName(t)); }
} // namespace

// ---- brush / eraser ----

BrushTool::BrushTool(const ToolContext& ctx, bool eraser, QObject* parent)
    : Tool(eraser ? ToolLook{QStringLiteral("eraser"), tr("Eraser"), toolicons::eraser(), QKeySequence(Qt::Key_E)}
                  : ToolLook{QStringLiteral("brush"), tr("Brush"), toolicons::brush(), QKeySequence(Qt::Key_B)},
           ctx, parent),
      eraser_(eraser) {}

QString BrushTool::hint() const {
    return tr("%1: click or drag to paint %2 (radius %3; [ and ] change it)")
        .arg(name(), terrainName(terrain()))
        .arg(ctx_.options->brushRadius);
}
Terrain BrushTool::terrain() const { return eraser_ ? Terrain::Clear : ctx_.options->terrain; }

std::vector<Offset> BrushTool::preview(Offset hover) const {
    const auto& g = ctx_.document->scenario().board;
    std::vector<Offset> out;
    for (Hex h : range(g.toHex(hover), ctx_.options->brushRadius))
        if (g.contains(h)) out.push_back(g.toOffset(h));
    return out;
}

void BrushTool::paintBetween(Offset from, Offset to) {
    // Every hex on the line between two mouse positions, so a fast drag leaves no gaps.
    const auto& g = ctx_.document->scenario().board;
    std::vector<std::pair<Offset, Terrain>> cells;
    const Terrain t = terrain();
    for (const LineStep& step : hexLine(g.toHex(from), g.toHex(to)))
        for (Offset o : preview(g.toOffset(step.hexes[0]))) cells.emplace_back(o, t);
    edit::paintTerrain(*ctx_.document, cells, stroke_, eraser_ ? tr("Erase terrain") : tr("Paint %1").arg(terrainName(t)));
}

void BrushTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    stroke_ = nextStrokeId();
    last_ = e.hex;
    paintBetween(*e.hex, *e.hex);
}

void BrushTool::move(const ToolEvent& e) {
    if (!stroke_ || !e.hex || e.hex == last_) return;
    paintBetween(last_ ? *last_ : *e.hex, *e.hex);
    last_ = e.hex;
}

void BrushTool::release(const ToolEvent&) {
    stroke_ = 0;
    last_.reset();
}

// ---- fill ----

FillTool::FillTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("fill"), tr("Fill"), toolicons::fill(), QKeySequence(Qt::Key_G)}, ctx, parent) {}

QString FillTool::hint() const {
    return tr("Fill: click to turn the connected area of one terrain into %1")
        .arg(terrainName(ctx_.options->terrain));
}

std::vector<Offset> FillTool::area(Offset start, std::size_t limit) const {
    const auto& s = ctx_.document->scenario();
    const auto& g = s.board;
    if (!g.contains(start)) return {};
    const Terrain from = s.terrainAt(start);
    std::vector<Offset> out;
    std::unordered_set<Offset, OffsetHash> seen{start};
    std::deque<Offset> queue{start};
    while (!queue.empty()) {
        const Offset o = queue.front();
        queue.pop_front();
        out.push_back(o);
        if (limit && out.size() > limit) return {};
        for (Hex n : neighbours(g.toHex(o))) {
            const Offset no = g.toOffset(n);
            if (!g.contains(no) || s.terrainAt(no) != from || !seen.insert(no).second) continue;
            queue.push_back(no);
        }
    }
    return out;
}

std::vector<Offset> FillTool::preview(Offset hover) const {
    auto a = area(hover, kPreviewLimit);
    if (a.empty()) return {hover};
    return a;
}

void FillTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    const Terrain t = ctx_.options->terrain;
    std::vector<std::pair<Offset, Terrain>> cells;
    for (Offset o : area(*e.hex)) cells.emplace_back(o, t);
    edit::paintTerrain(*ctx_.document, cells, 0, tr("Fill with %1").arg(terrainName(t)));
}

// ---- eyedropper ----

EyedropperTool::EyedropperTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("eyedropper"), tr("Eyedropper"), toolicons::eyedropper(), QKeySequence(Qt::Key_I)}, ctx, parent) {}

void EyedropperTool::press(const ToolEvent& e) {
    if (!e.hex) return;
    ctx_.options->terrain = ctx_.document->scenario().terrainAt(*e.hex);
    emit optionsChanged();
    emit message(tr("Brush terrain: %1").arg(terrainName(ctx_.options->terrain)));
    // One pick, then back to painting with it (as Tiled's picker does).
    emit finished(QStringLiteral("brush"));
}

// ---- line ----

LineTool::LineTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("line"), tr("Line"), toolicons::line(), QKeySequence(Qt::Key_L)}, ctx, parent) {}

QString LineTool::hint() const {
    return tr("Line: drag from one hex to another to paint %1 along the way")
        .arg(terrainName(ctx_.options->terrain));
}

std::vector<Offset> LineTool::run(Offset a, Offset b) const {
    const auto& g = ctx_.document->scenario().board;
    std::vector<Offset> out;
    for (const LineStep& step : hexLine(g.toHex(a), g.toHex(b))) {
        // Along a hexside take the first of the pair: the run stays one hex wide.
        const Offset o = g.toOffset(step.hexes[0]);
        if (g.contains(o)) out.push_back(o);
    }
    return out;
}

std::vector<Offset> LineTool::preview(Offset hover) const {
    return start_ ? run(*start_, hover) : std::vector<Offset>{hover};
}

void LineTool::press(const ToolEvent& e) {
    if (e.button == Qt::LeftButton && e.hex) start_ = e.hex;
}

void LineTool::move(const ToolEvent&) { emit overlayChanged(); }

void LineTool::release(const ToolEvent& e) {
    if (!start_) return;
    const Offset a = *start_;
    start_.reset();
    if (!e.hex) return;
    const Terrain t = ctx_.options->terrain;
    std::vector<std::pair<Offset, Terrain>> cells;
    for (Offset o : run(a, *e.hex)) cells.emplace_back(o, t);
    edit::paintTerrain(*ctx_.document, cells, 0, tr("Line of %1").arg(terrainName(t)));
}

} // namespace muster
