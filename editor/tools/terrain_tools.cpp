#include "terrain_tools.h"

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
QString terrainName(Terrain t) { return QString::fromUtf8(displayName(t).data()); }
} // namespace

// ---- brush / eraser ----

QString BrushTool::id() const { return eraser_ ? QStringLiteral("eraser") : QStringLiteral("brush"); }
QString BrushTool::name() const { return eraser_ ? QStringLiteral("Eraser") : QStringLiteral("Brush"); }
QString BrushTool::hint() const {
    return QStringLiteral("%1: click or drag to paint %2 (radius %3; [ and ] change it)")
        .arg(name(), terrainName(terrain()))
        .arg(ctx_.options->brushRadius);
}
QKeySequence BrushTool::shortcut() const { return QKeySequence(eraser_ ? Qt::Key_E : Qt::Key_B); }
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
    ctx_.document->paintTerrain(cells, stroke_, eraser_ ? QStringLiteral("Erase terrain")
                                                        : QStringLiteral("Paint %1").arg(terrainName(t)));
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

QString FillTool::hint() const {
    return QStringLiteral("Fill: click to turn the connected area of one terrain into %1")
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
    ctx_.document->paintTerrain(cells, 0, QStringLiteral("Fill with %1").arg(terrainName(t)));
}

// ---- eyedropper ----

void EyedropperTool::press(const ToolEvent& e) {
    if (!e.hex) return;
    ctx_.options->terrain = ctx_.document->scenario().terrainAt(*e.hex);
    emit optionsChanged();
    emit message(tr("Brush terrain: %1").arg(terrainName(ctx_.options->terrain)));
    // One pick, then back to painting with it (as Tiled's picker does).
    emit finished(QStringLiteral("brush"));
}

// ---- line ----

QString LineTool::hint() const {
    return QStringLiteral("Line: drag from one hex to another to paint %1 along the way")
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
    ctx_.document->paintTerrain(cells, 0, QStringLiteral("Line of %1").arg(terrainName(t)));
}

} // namespace muster
