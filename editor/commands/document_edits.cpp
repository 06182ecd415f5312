#include "editor/commands/document_edits.h"

#include "editor/commands/scenario_commands.h"
#include "editor/commands/terrain_commands.h"
#include "editor/commands/unit_commands.h"
#include "editor/commands/vp_commands.h"
#include "editor/document/scenario_document.h"

#include <QUndoStack>

#include <algorithm>
#include <memory>

namespace muster::edit {

void paintTerrain(ScenarioDocument& doc, const std::vector<std::pair<Offset, Terrain>>& cells, int strokeId,
                  const QString& text) {
    auto cmd = std::make_unique<PaintTerrainCommand>(&doc, cells, strokeId, text);
    if (!cmd->changesAnything()) return;
    doc.undoStack()->push(cmd.release());
}

void addUnit(ScenarioDocument& doc, const Unit& u) { doc.undoStack()->push(new AddUnitCommand(&doc, u)); }

void removeUnits(ScenarioDocument& doc, const std::vector<std::string>& ids) {
    auto cmd = std::make_unique<RemoveUnitsCommand>(&doc, ids);
    if (cmd->empty()) return;
    doc.undoStack()->push(cmd.release());
}

void changeUnit(ScenarioDocument& doc, const std::string& id, const Unit& after) {
    const auto& units = doc.scenario().units;
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    if (it == units.end() || *it == after) return;
    doc.undoStack()->push(new ChangeUnitCommand(&doc, static_cast<std::size_t>(it - units.begin()), after));
}

void moveUnits(ScenarioDocument& doc, const std::vector<std::string>& ids, Offset delta) {
    std::vector<std::pair<std::string, Offset>> moves;
    for (const auto& u : doc.scenario().units)
        if (u.hex && std::find(ids.begin(), ids.end(), u.id) != ids.end())
            moves.emplace_back(u.id, Offset{u.hex->col + delta.col, u.hex->row + delta.row});
    moveUnitsTo(doc, moves);
}

void moveUnitsTo(ScenarioDocument& doc, const std::vector<std::pair<std::string, Offset>>& moves) {
    auto cmd = std::make_unique<MoveUnitsCommand>(&doc, moves);
    if (cmd->empty()) return;
    doc.undoStack()->push(cmd.release());
}

void addVpMarker(ScenarioDocument& doc, const VpMarker& m) { doc.undoStack()->push(new AddVpMarkerCommand(&doc, m)); }

void removeVpMarker(ScenarioDocument& doc, int index) {
    if (index < 0 || index >= static_cast<int>(doc.scenario().vpMarkers.size())) return;
    doc.undoStack()->push(new RemoveVpMarkerCommand(&doc, index));
}

void changeVpMarker(ScenarioDocument& doc, int index, const VpMarker& m) {
    const auto& markers = doc.scenario().vpMarkers;
    if (index < 0 || index >= static_cast<int>(markers.size())) return;
    if (markers[static_cast<std::size_t>(index)] == m) return;
    doc.undoStack()->push(new ChangeVpMarkerCommand(&doc, index, m));
}

void replaceScenario(ScenarioDocument& doc, const Scenario& after, const QString& text, const ChangeSet& change) {
    if (after == doc.scenario()) return;
    doc.undoStack()->push(new ReplaceScenarioCommand(&doc, after, text, change));
}

} // namespace muster::edit
