#include "vp_commands.h"

#include "editor/document/scenario_document.h"

#include <QCoreApplication>

namespace muster {

namespace {
ChangeSet vpChange(std::initializer_list<Offset> hexes) {
    ChangeSet c;
    c.vpMarkers = true;
    c.hexes.assign(hexes.begin(), hexes.end());
    return c;
}
} // namespace

AddVpMarkerCommand::AddVpMarkerCommand(ScenarioDocument* doc, VpMarker m)
    : doc_(doc), marker_(std::move(m)) {
    setText(QCoreApplication::translate("muster::Undo", "Add VP marker"));
}
void AddVpMarkerCommand::redo() {
    doc_->mutableScenario().vpMarkers.push_back(marker_);
    doc_->notifyChanged(vpChange({marker_.hex}));
}
void AddVpMarkerCommand::undo() {
    doc_->mutableScenario().vpMarkers.pop_back(); // stack order: ours is the last
    doc_->notifyChanged(vpChange({marker_.hex}));
}

RemoveVpMarkerCommand::RemoveVpMarkerCommand(ScenarioDocument* doc, int index)
    : doc_(doc), index_(index), marker_(doc->scenario().vpMarkers.at(static_cast<std::size_t>(index))) {
    setText(QCoreApplication::translate("muster::Undo", "Delete VP marker"));
}
void RemoveVpMarkerCommand::redo() {
    auto& v = doc_->mutableScenario().vpMarkers;
    v.erase(v.begin() + index_);
    doc_->notifyChanged(vpChange({marker_.hex}));
}
void RemoveVpMarkerCommand::undo() {
    auto& v = doc_->mutableScenario().vpMarkers;
    v.insert(v.begin() + index_, marker_);
    doc_->notifyChanged(vpChange({marker_.hex}));
}

ChangeVpMarkerCommand::ChangeVpMarkerCommand(ScenarioDocument* doc, int index, VpMarker after)
    : doc_(doc), index_(index),
      before_(doc->scenario().vpMarkers.at(static_cast<std::size_t>(index))), after_(std::move(after)) {
    setText(QCoreApplication::translate("muster::Undo", "Change VP marker"));
}
void ChangeVpMarkerCommand::apply(const VpMarker& from, const VpMarker& to) {
    doc_->mutableScenario().vpMarkers[static_cast<std::size_t>(index_)] = to;
    doc_->notifyChanged(vpChange({from.hex, to.hex}));
}
void ChangeVpMarkerCommand::redo() { apply(before_, after_); }
void ChangeVpMarkerCommand::undo() { apply(after_, before_); }

} // namespace muster
