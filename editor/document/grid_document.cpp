#include "grid_document.h"

#include "model/systems/grid/grid_checks.h"

#include <algorithm>
#include <set>

namespace muster {

namespace {
// Terrain in row-then-column order, as the file writes it and the paint commands keep it
// (the first of two entries for a tile still comes first).
GridScenario ordered(GridScenario s) {
    std::stable_sort(s.terrain.begin(), s.terrain.end(),
                     [](const GridTerrainEntry& a, const GridTerrainEntry& b) { return a.tile < b.tile; });
    return s;
}
} // namespace

GridDocument::GridDocument(GridScenario s, QObject* parent) : QObject(parent), scenario_(ordered(std::move(s))) {
    undo_.setUndoLimit(kUndoLimit);
    connect(&undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    issues_ = validateGrid(scenario_);
}

void GridDocument::setFilePath(const QString& p) {
    if (p == path_) return;
    path_ = p;
    emit filePathChanged(p);
}

void GridDocument::reset(GridScenario s, const QString& filePath) {
    undo_.clear();
    scenario_ = ordered(std::move(s));
    setFilePath(filePath);
    notifyChanged();
    emit modifiedChanged(false);
}

std::string GridDocument::newUnitId(const std::string& prefix) const {
    std::set<std::string> used;
    for (const GridUnit& u : scenario_.units) used.insert(u.id);
    for (int n = 1;; ++n) {
        std::string id = prefix + std::to_string(n);
        if (!used.count(id)) return id;
    }
}

void GridDocument::notifyChanged() {
    issues_ = validateGrid(scenario_);
    emit changed();
    emit issuesChanged();
}

} // namespace muster
