#pragma once
// Undoable terrain edits. One mouse drag is one step: successive paints with the same
// non-zero stroke id merge, keeping each hex's first "before".
#include "editor/commands/undo_ids.h"
#include "model/scenario.h"

#include <QUndoCommand>

#include <map>
#include <vector>

namespace muster {

class ScenarioDocument;

class PaintTerrainCommand : public QUndoCommand {
public:
    static constexpr int kId = static_cast<int>(UndoId::PaintTerrain);
    PaintTerrainCommand(ScenarioDocument* doc, const std::vector<std::pair<Offset, Terrain>>& cells,
                        int strokeId, const QString& text);
    void redo() override;
    void undo() override;
    int id() const override { return strokeId_ ? kId : -1; }
    bool mergeWith(const QUndoCommand* other) override;
    // False when nothing would change (the document then does not push it).
    bool changesAnything() const { return !cells_.empty(); }

private:
    struct Cell {
        std::vector<Terrain> before; // every entry listing the hex, in file order (usually 0 or 1)
        Terrain after = Terrain::Clear;
    };
    void apply(bool forward);

    ScenarioDocument* doc_;
    int strokeId_;
    std::map<Offset, Cell> cells_;
};

} // namespace muster
