#include "eagle_document.h"

#include "model/systems/eagle/eagle_checks.h"

#include <set>

namespace muster {

EagleDocument::EagleDocument(EagleScenario s, QObject* parent) : QObject(parent), scenario_(std::move(s)) {
    undo_.setUndoLimit(kUndoLimit);
    connect(&undo_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
    issues_ = validateEagle(scenario_);
}

void EagleDocument::setFilePath(const QString& p) {
    if (p == path_) return;
    path_ = p;
    emit filePathChanged(p);
}

std::string EagleDocument::newUnitId(const std::string& prefix) const {
    std::set<std::string> used;
    for (const EagleUnit& u : scenario_.units) used.insert(u.id);
    for (int n = 1;; ++n) {
        std::string id = prefix + std::to_string(n);
        if (!used.count(id)) return id;
    }
}

const EagleUnit* EagleDocument::unit(const std::string& id) const {
    for (const EagleUnit& u : scenario_.units)
        if (u.id == id) return &u;
    return nullptr;
}

void EagleDocument::notifyChanged() {
    issues_ = validateEagle(scenario_);
    emit changed();
}

} // namespace muster
