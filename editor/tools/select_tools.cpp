#include "select_tools.h"
#include "editor/commands/document_edits.h"

#include "tool_icons.h"

#include "editor/document/scenario_document.h"
#include "editor/document/selection.h"
#include "editor/render/board_painter.h"
#include "editor/render/piece_painter.h"
#include "editor/view/board_view.h"

#include <QCoreApplication>
#include <QLineF>
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

SelectTool::SelectTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("select"), tr("Select"), toolicons::select(), QKeySequence(Qt::Key_S)}, ctx, parent) {}

void SelectTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton) return;
    anchor_ = e.boardPos;
    band_ = QRectF();
    dragging_ = false;
    mods_ = e.modifiers;
    dragFrom_.reset();
    dragUnits_.clear();
    pressedUnit_.clear();
    if (const Unit* u = ctx_.view->boardPainter().unitAt(e.boardPos); u && e.hex) {
        pressedUnit_ = u->id;
        dragFrom_ = e.hex;
        // Dragging a selected block takes the whole selection along, as in Move.
        dragUnits_ = ctx_.selection->containsUnit(u->id) ? ctx_.selection->units() : std::vector<std::string>{u->id};
    }
}

void SelectTool::move(const ToolEvent& e) {
    if (!anchor_) return;
    band_ = QRectF(*anchor_, e.boardPos).normalized();
    dragging_ = dragging_ || band_.width() + band_.height() > 6;
    dragPos_ = e.boardPos;
    emit overlayChanged(); // the band, or the dragged blocks under the cursor
}

void SelectTool::release(const ToolEvent& e) {
    if (!anchor_) return;
    anchor_.reset();
    const auto& s = ctx_.document->scenario();
    Selection* sel = ctx_.selection;
    const bool add = mods_ & (Qt::ShiftModifier | Qt::ControlModifier);
    if (dragging_ && dragFrom_) {
        // Blocks dragged to another hex: one move, the moved blocks selected.
        dragging_ = false;
        emit overlayChanged(); // the blocks land (or go back)
        if (!e.hex || *e.hex == *dragFrom_) return;
        bool ok = true;
        const auto moves = moveTargets(s, dragUnits_, *dragFrom_, *e.hex, &ok);
        if (!ok) {
            emit message(tr("Move refused: some units would leave the board"));
            return;
        }
        edit::moveUnitsTo(*ctx_.document, moves);
        std::vector<Offset> hexes;
        for (const auto& m : moves) hexes.push_back(m.second);
        sel->set(dragUnits_, hexes);
        return;
    }
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
    if (add) {
        // Toggle the hex and its units together.
        const auto here = unitsIn(s, {*e.hex});
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
        return;
    }
    clickAt(e);
}

void SelectTool::clickAt(const ToolEvent& e) {
    Selection* sel = ctx_.selection;
    const auto stack = ctx_.view->boardPainter().stackAt(*e.hex);
    if (pressedUnit_.empty()) {
        sel->set({}, {*e.hex}); // the hex itself (its terrain, a VP marker)
        return;
    }
    // Clicking again on the same spot picks the next block of the stack after the one
    // selected (blocks can cover each other at small zoom); elsewhere, the block clicked.
    std::string pick = pressedUnit_;
    const auto& units = sel->units();
    const bool again = lastClick_ && QLineF(*lastClick_, e.boardPos).length() < 4;
    if (again && units.size() == 1 && stack.size() > 1) {
        auto it = std::find_if(stack.begin(), stack.end(), [&](const auto& p) { return p.unit->id == units.front(); });
        if (it != stack.end()) pick = (++it == stack.end() ? stack.front() : *it).unit->id;
    }
    lastClick_ = e.boardPos;
    sel->set({pick}, {*e.hex});
}

std::vector<Offset> SelectTool::preview(Offset hover) const {
    if (!dragFrom_ || !dragging_) return {hover};
    bool ok = true;
    std::vector<Offset> out;
    for (const auto& m : moveTargets(ctx_.document->scenario(), dragUnits_, *dragFrom_, hover, &ok))
        if (ctx_.document->scenario().board.contains(m.second)) out.push_back(m.second);
    return out;
}

void SelectTool::cancel() {
    anchor_.reset();
    dragFrom_.reset();
    dragging_ = false;
    emit overlayChanged();
}

std::vector<std::string> SelectTool::liftedUnits() const {
    return anchor_ && dragging_ && dragFrom_ ? dragUnits_ : std::vector<std::string>{};
}

void SelectTool::paintOverlay(QPainter& p) const {
    if (!anchor_ || !dragging_) return;
    if (dragFrom_) {
        // The dragged blocks follow the cursor, a little see-through so the hex under
        // them still shows.
        const BoardPainter& bp = ctx_.view->boardPainter();
        const QPointF by = dragPos_ - *anchor_;
        p.save();
        p.setOpacity(0.75);
        for (const std::string& id : dragUnits_)
            if (const Unit* u = ctx_.document->scenario().findUnit(id); u && u->hex)
                for (const auto& piece : bp.stackAt(*u->hex))
                    if (piece.unit == u) {
                        const QRectF block = piece.block.translated(by);
                        const double detail = block.width() * deviceScale(p);
                        PiecePainter::drawUnit(p, block, *u, false, detail);
                    }
        p.restore();
        return;
    }
    p.setPen(QPen(QColor(30, 110, 230), 0, Qt::DashLine));
    p.setBrush(QColor(30, 110, 230, 40));
    p.drawRect(band_);
}

// ---- move ----

MoveTool::MoveTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("move"), tr("Move"), toolicons::move(), QKeySequence(Qt::Key_M)}, ctx, parent) {}

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

std::vector<std::pair<std::string, Offset>> moveTargets(const Scenario& s, const std::vector<std::string>& ids,
                                                        Offset from, Offset to, bool* allOnBoard) {
    const auto& g = s.board;
    const Hex delta = g.toHex(to) - g.toHex(from);
    std::vector<std::pair<std::string, Offset>> out;
    *allOnBoard = true;
    for (const auto& id : ids) {
        const Unit* u = s.findUnit(id);
        if (!u || !u->hex) continue;
        const Offset dest = g.toOffset(g.toHex(*u->hex) + delta);
        if (!g.contains(dest)) *allOnBoard = false;
        out.emplace_back(id, dest);
    }
    return out;
}

std::vector<std::pair<std::string, Offset>> MoveTool::targets(Offset to, bool* allOnBoard) const {
    return moveTargets(ctx_.document->scenario(), ids_, *start_, to, allOnBoard);
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
            edit::moveUnitsTo(*ctx_.document, moves);
            std::vector<Offset> hexes;
            for (const auto& m : moves) hexes.push_back(m.second);
            ctx_.selection->set(ids_, hexes);
        } else {
            emit message(tr("Move refused: some units would leave the board"));
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
    doc->beginMacro(QCoreApplication::translate("muster::Undo", "Delete"));
    if (anyUnit) edit::removeUnits(*doc, ids);
    for (auto it = markers.rbegin(); it != markers.rend(); ++it) edit::removeVpMarker(*doc, *it);
    doc->endMacro();
}

DeleteTool::DeleteTool(const ToolContext& ctx, QObject* parent)
    : Tool({QStringLiteral("delete"), tr("Delete"), toolicons::erase(), QKeySequence(Qt::Key_D)}, ctx, parent) {}

void DeleteTool::press(const ToolEvent& e) {
    if (e.button != Qt::LeftButton || !e.hex) return;
    deletePieces(ctx_.document, {*e.hex}, {});
}

} // namespace muster
