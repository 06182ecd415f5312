#pragma once
// Undoable whole-scenario replacement, for board resize and recovery only: it keeps two
// full copies of the scenario. Single fields use ChangeValueCommand (change_value.h).
#include "model/rules/change_set.h"
#include "model/scenario.h"

#include <QUndoCommand>

namespace muster {

class ScenarioDocument;

class ReplaceScenarioCommand : public QUndoCommand {
public:
    ReplaceScenarioCommand(ScenarioDocument* doc, Scenario after, const QString& text, ChangeSet change);
    void redo() override;
    void undo() override;
private:
    ScenarioDocument* doc_;
    Scenario before_, after_;
    ChangeSet change_;
};

} // namespace muster
