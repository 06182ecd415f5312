#pragma once
// The edits of a scenario document, each one undo step on its stack unless merged into a
// running stroke (as Tiled's MapDocument edit functions). They live beside the commands they
// make, so the document never includes its commands: commands know the document, not the
// other way round. Single fields go through changeValue() (change_value.h).
#include "model/scenario.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace muster {

class ScenarioDocument;
struct ChangeSet;

namespace edit {

// Terrain for many hexes at once; `strokeId` != 0 merges successive calls with the same id
// into one undo step (one mouse drag = one step).
void paintTerrain(ScenarioDocument& doc, const std::vector<std::pair<Offset, Terrain>>& cells, int strokeId = 0,
                  const QString& text = {});
void addUnit(ScenarioDocument& doc, const Unit& u);
void removeUnits(ScenarioDocument& doc, const std::vector<std::string>& ids);
void changeUnit(ScenarioDocument& doc, const std::string& id, const Unit& after);  // also renames ids
void moveUnits(ScenarioDocument& doc, const std::vector<std::string>& ids, Offset delta);  // delta in col/row
void moveUnitsTo(ScenarioDocument& doc, const std::vector<std::pair<std::string, Offset>>& moves);
void addVpMarker(ScenarioDocument& doc, const VpMarker& m);
void removeVpMarker(ScenarioDocument& doc, int index);
void changeVpMarker(ScenarioDocument& doc, int index, const VpMarker& m);
// The whole scenario (board resize, recovery): one undo step holding two full copies.
void replaceScenario(ScenarioDocument& doc, const Scenario& after, const QString& text, const ChangeSet& change);

} // namespace edit
} // namespace muster
