#include "terrain_commands.h"

#include "editor/document/scenario_document.h"

#include <QCoreApplication>

namespace muster {

namespace {
// Entries listing one hex, in the layer's order; the fast path covers every hex that
// is not a duplicate read from a file.
std::vector<Terrain> entriesOf(const TerrainLayer& layer, Offset o) {
    const int n = layer.count(o);
    if (n == 0) return {};
    if (n == 1) return {layer.at(o)};
    std::vector<Terrain> out;
    for (const auto& e : layer.entries())
        if (e.hex == o) out.push_back(e.type);
    return out;
}
} // namespace

PaintTerrainCommand::PaintTerrainCommand(ScenarioDocument* doc,
                                         const std::vector<std::pair<Offset, Terrain>>& cells,
                                         int strokeId, const QString& text)
    : doc_(doc), strokeId_(strokeId) {
    setText(text.isEmpty() ? QCoreApplication::translate("muster::Undo", "Paint terrain") : text);
    const auto& s = doc->scenario();
    for (const auto& [o, t] : cells) {
        if (!s.board.contains(o)) continue;
        auto before = entriesOf(s.terrain, o);
        const bool same = (t == Terrain::Clear && before.empty()) ||
                          (before.size() == 1 && before[0] == t);
        if (same) {
            cells_.erase(o); // a later cell for the same hex wins
            continue;
        }
        cells_[o] = Cell{std::move(before), t};
    }
}

void PaintTerrainCommand::apply(bool forward) {
    auto& layer = doc_->mutableScenario().terrain;
    ChangeSet c;
    c.hexes.reserve(cells_.size());
    for (const auto& [o, cell] : cells_) {
        if (forward) {
            layer.set(o, cell.after);
        } else if (cell.before.size() <= 1) {
            layer.set(o, cell.before.empty() ? Terrain::Clear : cell.before[0]);
        } else {
            layer.set(o, Terrain::Clear);
            for (Terrain t : cell.before) layer.append({o, t});
        }
        c.hexes.push_back(o);
    }
    doc_->notifyChanged(c);
}

void PaintTerrainCommand::redo() { apply(true); }
void PaintTerrainCommand::undo() { apply(false); }

bool PaintTerrainCommand::mergeWith(const QUndoCommand* other) {
    if (other->id() != id()) return false;
    auto* o = static_cast<const PaintTerrainCommand*>(other);
    if (o->strokeId_ != strokeId_ || o->doc_ != doc_) return false;
    for (const auto& [hex, cell] : o->cells_) {
        auto it = cells_.find(hex);
        if (it == cells_.end()) cells_[hex] = cell;
        else it->second.after = cell.after; // keep our original "before"
    }
    return true;
}

} // namespace muster
