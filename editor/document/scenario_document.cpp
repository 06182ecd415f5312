#include "scenario_document.h"

#include "editor/commands/scenario_commands.h"
#include "editor/commands/terrain_commands.h"
#include "editor/commands/unit_commands.h"
#include "editor/commands/vp_commands.h"

#include <algorithm>
#include <memory>
#include <set>

namespace muster {

ScenarioDocument::ScenarioDocument(QObject* parent) : ScenarioDocument(Scenario{}, parent) {}

ScenarioDocument::ScenarioDocument(Scenario s, QObject* parent)
    : QObject(parent), scenario_(std::move(s)) {
    validator_.reset(scenario_);
    undo_.setUndoLimit(kUndoLimit);
    connect(&undo_, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() {
    // Commands refer back to the document; drop them before the scenario goes. Quietly: a
    // "modified" change now would reach windows that are themselves being torn down.
    undo_.blockSignals(true);
    undo_.clear();
}

void ScenarioDocument::setOrigin(const DocumentOrigin& o) {
    if (o == origin_) return;
    const QString before = filePath();
    origin_ = o;
    if (filePath() != before) emit filePathChanged(filePath());
    emit originChanged();
}

void ScenarioDocument::setFilePath(const QString& p) {
    if (!p.isEmpty()) setOrigin(DocumentOrigin::file(p));
    else if (origin_.kind == DocumentOrigin::Kind::File) setOrigin(DocumentOrigin::newBoard());
}

void ScenarioDocument::setLibraryId(std::optional<long long> id) {
    if (id) setOrigin(DocumentOrigin::library(*id));
    else if (origin_.kind == DocumentOrigin::Kind::Library) setOrigin(DocumentOrigin::newBoard());
}

void ScenarioDocument::reset(Scenario s, const QString& filePath) {
    const bool wasModified = isModified();
    undo_.clear();
    scenario_ = std::move(s);
    validator_.reset(scenario_);
    setOrigin(filePath.isEmpty() ? DocumentOrigin::newBoard() : DocumentOrigin::file(filePath));
    emit changed(ChangeSet::everything());
    emit issuesChanged();
    if (wasModified) emit modifiedChanged(false);
}

const std::vector<Issue>& ScenarioDocument::issues() const { return validator_.issues(); }

void ScenarioDocument::notifyChanged(const ChangeSet& c) {
    validator_.update(scenario_, c);
    emit changed(c);
    emit issuesChanged();
}

std::string ScenarioDocument::newUnitId(const std::string& prefix) const {
    std::set<std::string> used;
    for (const auto& u : scenario_.units) used.insert(u.id);
    for (std::size_t n = 1;; ++n) {
        std::string id = prefix + std::to_string(n);
        if (!used.count(id)) return id;
    }
}

// ---- edits ----

void ScenarioDocument::paintTerrain(const std::vector<std::pair<Offset, Terrain>>& cells,
                                    int strokeId, const QString& text) {
    auto cmd = std::make_unique<PaintTerrainCommand>(this, cells, strokeId, text);
    if (!cmd->changesAnything()) return;
    undo_.push(cmd.release());
}

void ScenarioDocument::addUnit(const Unit& u) { undo_.push(new AddUnitCommand(this, u)); }

void ScenarioDocument::removeUnits(const std::vector<std::string>& ids) {
    auto cmd = std::make_unique<RemoveUnitsCommand>(this, ids);
    if (cmd->empty()) return;
    undo_.push(cmd.release());
}

void ScenarioDocument::changeUnit(const std::string& id, const Unit& after) {
    const auto& units = scenario_.units;
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.id == id; });
    if (it == units.end() || *it == after) return;
    undo_.push(new ChangeUnitCommand(this, static_cast<std::size_t>(it - units.begin()), after));
}

void ScenarioDocument::moveUnits(const std::vector<std::string>& ids, Offset delta) {
    std::vector<std::pair<std::string, Offset>> moves;
    for (const auto& u : scenario_.units)
        if (u.hex && std::find(ids.begin(), ids.end(), u.id) != ids.end())
            moves.emplace_back(u.id, Offset{u.hex->col + delta.col, u.hex->row + delta.row});
    moveUnitsTo(moves);
}

void ScenarioDocument::moveUnitsTo(const std::vector<std::pair<std::string, Offset>>& moves) {
    auto cmd = std::make_unique<MoveUnitsCommand>(this, moves);
    if (cmd->empty()) return;
    undo_.push(cmd.release());
}

void ScenarioDocument::addVpMarker(const VpMarker& m) { undo_.push(new AddVpMarkerCommand(this, m)); }

void ScenarioDocument::removeVpMarker(int index) {
    if (index < 0 || index >= static_cast<int>(scenario_.vpMarkers.size())) return;
    undo_.push(new RemoveVpMarkerCommand(this, index));
}

void ScenarioDocument::changeVpMarker(int index, const VpMarker& m) {
    if (index < 0 || index >= static_cast<int>(scenario_.vpMarkers.size())) return;
    if (scenario_.vpMarkers[static_cast<std::size_t>(index)] == m) return;
    undo_.push(new ChangeVpMarkerCommand(this, index, m));
}

void ScenarioDocument::replaceScenario(const Scenario& after, const QString& text, const ChangeSet& change) {
    if (after == scenario_) return;
    undo_.push(new ReplaceScenarioCommand(this, after, text, change));
}

} // namespace muster
