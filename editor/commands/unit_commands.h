#pragma once
// Undoable unit edits: add, remove, change (including renaming the id) and move.
// Each restores the exact unit list (order included) on undo.
#include "model/scenario.h"
#include "model/rules/change_set.h"

#include <QUndoCommand>

#include <string>
#include <utility>
#include <vector>

namespace muster {

class ScenarioDocument;

// The hexes and ids an edit of this unit touches (board hex and entry hex).
void addUnitToChange(ChangeSet& c, const Unit& u);

class AddUnitCommand : public QUndoCommand {
public:
    AddUnitCommand(ScenarioDocument* doc, Unit u);
    void redo() override;
    void undo() override;
private:
    ScenarioDocument* doc_;
    Unit unit_;
};

class RemoveUnitsCommand : public QUndoCommand {
public:
    RemoveUnitsCommand(ScenarioDocument* doc, const std::vector<std::string>& ids);
    void redo() override;
    void undo() override;
    bool empty() const { return removed_.empty(); }
private:
    ScenarioDocument* doc_;
    std::vector<std::pair<std::size_t, Unit>> removed_; // ascending index
};

class ChangeUnitCommand : public QUndoCommand {
public:
    ChangeUnitCommand(ScenarioDocument* doc, std::size_t index, Unit after);
    void redo() override;
    void undo() override;
private:
    void apply(const Unit& from, const Unit& to);
    ScenarioDocument* doc_;
    std::size_t index_;
    Unit before_, after_;
};

class MoveUnitsCommand : public QUndoCommand {
public:
    MoveUnitsCommand(ScenarioDocument* doc, const std::vector<std::pair<std::string, Offset>>& moves);
    void redo() override;
    void undo() override;
    bool empty() const { return moves_.empty(); }
private:
    struct Move {
        std::size_t index;
        std::optional<Offset> from;
        Offset to;
    };
    void apply(bool forward);
    ScenarioDocument* doc_;
    std::vector<Move> moves_;
};

} // namespace muster
