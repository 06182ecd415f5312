#include "scenario_document.h"


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
    // clear() keeps a reset clean state when the stack was already empty (a battle opened
    // from a share code has no commands but is unsaved): the new scenario starts saved.
    undo_.setClean();
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

} // namespace muster
