#pragma once
// Undoable VP marker edits: add, remove and change, restoring the exact list on undo.
#include "model/scenario.h"

#include <QUndoCommand>

namespace muster {

class ScenarioDocument;

class AddVpMarkerCommand : public QUndoCommand {
public:
    AddVpMarkerCommand(ScenarioDocument* doc, VpMarker m);
    void redo() override;
    void undo() override;
private:
    ScenarioDocument* doc_;
    VpMarker marker_;
};

class RemoveVpMarkerCommand : public QUndoCommand {
public:
    RemoveVpMarkerCommand(ScenarioDocument* doc, int index);
    void redo() override;
    void undo() override;
private:
    ScenarioDocument* doc_;
    int index_;
    VpMarker marker_;
};

class ChangeVpMarkerCommand : public QUndoCommand {
public:
    ChangeVpMarkerCommand(ScenarioDocument* doc, int index, VpMarker after);
    void redo() override;
    void undo() override;
private:
    void apply(const VpMarker& from, const VpMarker& to);
    ScenarioDocument* doc_;
    int index_;
    VpMarker before_, after_;
};

} // namespace muster
