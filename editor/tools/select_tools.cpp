#include "select_tools.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/view/board_view.h"

#include <QPainter>

#include <algorithm>

namespace muster {

namespace {
std::vector<std::string> unitsIn(const Scenario& s, const std::vector<Offset>& hexes) {
    std::vector<std::string> out;
    for (const Unit& u : s.units)
        if (u.hex && std::find(hexes.begin(), hexes.end(), *u.hex) != hexes.end()) out.push_back(u.id);
    return out;
}
} // namespace

// ---- select ----

void SelectTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton) return;
    anchor_ = e.boardPos;
    band_ = QRectF();
    dragging_ = false;
    mods_ = e.modifiers;
}

void SelectTool::move(const ToolEvent& e) {
    if (!anchor_) return;
    band_ = QRectF(*anchor_, e.boardPos).normalized();
    dragging_ = dragging_ || band_.width() + band_.height() > 6;
    emit overlayChanged();
}

void SelectTool::release(const ToolEvent& e) {
    if (!anchor_) return;
    anchor_.reset();
    const auto& s = ctx_.document->scenario();
    Selection* sel = ctx_.selection;
    const bool add = mods_ & (Qt::ShiftModifier | Qt::ControlModifier);
    if (dragging_) {
        // Rubber band: every hex whose centre lies inside.
        const BoardPainter& bp = ctx_.view->boardPainter();
        const HexRange r = bp.hexRange(band_);
        std::vector<Offset> hexes = add ? sel->hexes() : std::vector<Offset>{};
        for (int row = r.row0; row <= r.row1; ++row)
            for (int col = r.col0; col <= r.col1; ++col)
                if (band_.contains(bp.hexCentre({col, row}))) hexes.push_back({col, row});
        auto units = add ? sel->units() : std::vector<std::string>{};
        for (auto& id : unitsIn(s, hexes)) units.push_back(id);
        sel->set(units, hexes);
        dragging_ = false;
        emit overlayChanged();
        return;
    }
    if (!e.hex) {
        if (!add) sel->clear();
        return;
    }
    const auto here = unitsIn(s, {*e.hex});
    if (add) {
        // Toggle the hex and its units together.
        const bool had = sel->containsHex(*e.hex);
        auto hexes = sel->hexes();
        auto units = sel->units();
        if (had) {
            hexes.erase(std::remove(hexes.begin(), hexes.end(), *e.hex), hexes.end());
            for (const auto& id : here) units.erase(std::remove(units.begin(), units.end(), id), units.end());
        } else {
            hexes.push_back(*e.hex);
            units.insert(units.end(), here.begin(), here.end());
        }
        sel->set(units, hexes);
    } else {
        sel->set(here, {*e.hex});
    }
}

void SelectTool::cancel() {
    anchor_.reset();
    dragging_ = false;
    emit overlayChanged();
}

void SelectTool::paintOverlay(QPainter& p) const {
    if (!anchor_ || !dragging_) return;
    p.setPen(QPen(QColor(30, 110, 230), 0, Qt::DashLine));
    p.setBrush(QColor(30, 110, 230, 40));
    p.drawRect(band_);
}

// ---- move ----

void MoveTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    const auto& s = ctx_.document->scenario();
    const auto here = unitsIn(s, {*e.hex});
    if (here.empty()) return;
    // Dragging a selected unit moves the whole selection; otherwise the stack in the hex.
    const bool selected = std::any_of(here.begin(), here.end(),
                                      [&](const std::string& id) { return ctx_.selection->containsUnit(id); });
    ids_ = selected ? ctx_.selection->units() : here;
    start_ = e.hex;
}

std::vector<std::pair<std::string, Offset>> MoveTool::targets(Offset to, bool* allOnBoard) const {
    const auto& s = ctx_.document->scenario();
    const auto& g = s.board;
    const Hex delta = g.toHex(to) - g.toHex(*start_);
    std::vector<std::pair<std::string, Offset>> out;
    *allOnBoard = true;
    for (const auto& id : ids_) {
        const Unit* u = s.findUnit(id);
        if (!u || !u->hex) continue;
        const Offset dest = g.toOffset(g.toHex(*u->hex) + delta);
        if (!g.contains(dest)) *allOnBoard = false;
        out.emplace_back(id, dest);
    }
    return out;
}

std::vector<Offset> MoveTool::preview(Offset hover) const {
    if (!start_) return {hover};
    bool ok = true;
    std::vector<Offset> out;
    for (const auto& [id, o] : targets(hover, &ok))
        if (ctx_.document->scenario().board.contains(o)) out.push_back(o);
    return out;
}

void MoveTool::move(const ToolEvent&) {}

void MoveTool::release(const ToolEvent& e) {
    if (!start_) return;
    if (e.hex && e.hex != start_) {
        bool ok = true;
        auto moves = targets(*e.hex, &ok);
        if (ok) {
            ctx_.document->moveUnitsTo(moves);
            std::vector<Offset> hexes;
            for (const auto& m : moves) hexes.push_back(m.second);
            ctx_.selection->set(ids_, hexes);
        } else {
            emit message(QStringLiteral("Move refused: some units would leave the board"));
        }
    }
    cancel();
}

void MoveTool::cancel() {
    start_.reset();
    ids_.clear();
}

// ---- delete ----

void deletePieces(ScenarioDocument* doc, const std::vector<Offset>& hexes, const std::vector<std::string>& units) {
    const auto& s = doc->scenario();
    auto ids = unitsIn(s, hexes);
    ids.insert(ids.end(), units.begin(), units.end());
    std::vector<int> markers;
    for (int i = 0; i < static_cast<int>(s.vpMarkers.size()); ++i)
        if (std::find(hexes.begin(), hexes.end(), s.vpMarkers[static_cast<std::size_t>(i)].hex) != hexes.end())
            markers.push_back(i);
    const bool anyUnit = std::any_of(ids.begin(), ids.end(), [&](const std::string& id) { return s.findUnit(id); });
    if (!anyUnit && markers.empty()) return;
    doc->beginMacro(QStringLiteral("Delete"));
    if (anyUnit) doc->removeUnits(ids);
    for (auto it = markers.rbegin(); it != markers.rend(); ++it) doc->removeVpMarker(*it);
    doc->endMacro();
}

void DeleteTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    deletePieces(ctx_.document, {*e.hex}, {});
}

} // namespace muster
