#include "unit_commands.h"
#include "editor/widgets/qstring_util.h"

#include "editor/document/scenario_document.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

void addUnitToChange(ChangeSet& c, const Unit& u) {
    c.units.push_back(u.id);
    if (u.hex) c.hexes.push_back(*u.hex);
    if (u.arrives) c.hexes.push_back(u.arrives->hex);
}

// ---- add ----
AddUnitCommand::AddUnitCommand(ScenarioDocument* doc, Unit u) : doc_(doc), unit_(std::move(u)) {
    setText(QCoreApplication::translate("muster::Undo", "Add %1").arg(qs(displayName(unit_.type))));
}

void AddUnitCommand::redo() {
    doc_->mutableScenario().units.push_back(unit_);
    ChangeSet c;
    addUnitToChange(c, unit_);
    doc_->notifyChanged(c);
}

void AddUnitCommand::undo() {
    // Undo runs in stack order, so the unit this command added is the last one.
    doc_->mutableScenario().units.pop_back();
    ChangeSet c;
    addUnitToChange(c, unit_);
    doc_->notifyChanged(c);
}

// ---- remove ----
RemoveUnitsCommand::RemoveUnitsCommand(ScenarioDocument* doc, const std::vector<std::string>& ids)
    : doc_(doc) {
    const auto& units = doc->scenario().units;
    for (std::size_t i = 0; i < units.size(); ++i)
        if (std::find(ids.begin(), ids.end(), units[i].id) != ids.end()) removed_.emplace_back(i, units[i]);
    setText(removed_.size() == 1 ? QCoreApplication::translate("muster::Undo", "Delete unit")
                                 : QCoreApplication::translate("muster::Undo", "Delete %1 units").arg(removed_.size()));
}

void RemoveUnitsCommand::redo() {
    auto& units = doc_->mutableScenario().units;
    ChangeSet c;
    for (auto it = removed_.rbegin(); it != removed_.rend(); ++it) {
        units.erase(units.begin() + static_cast<std::ptrdiff_t>(it->first));
        addUnitToChange(c, it->second);
    }
    doc_->notifyChanged(c);
}

void RemoveUnitsCommand::undo() {
    auto& units = doc_->mutableScenario().units;
    ChangeSet c;
    for (const auto& [i, u] : removed_) {
        units.insert(units.begin() + static_cast<std::ptrdiff_t>(i), u);
        addUnitToChange(c, u);
    }
    doc_->notifyChanged(c);
}

// ---- change ----
ChangeUnitCommand::ChangeUnitCommand(ScenarioDocument* doc, std::size_t index, Unit after)
    : doc_(doc), index_(index), before_(doc->scenario().units.at(index)), after_(std::move(after)) {
    // The unit as the designer knows it: its name, else its type.
    const std::string& who = before_.name.empty() ? std::string(displayName(before_.type)) : before_.name;
    setText(QCoreApplication::translate("muster::Undo", "Change %1").arg(qs(who)));
}

void ChangeUnitCommand::apply(const Unit& from, const Unit& to) {
    doc_->mutableScenario().units[index_] = to;
    ChangeSet c;
    addUnitToChange(c, from);
    addUnitToChange(c, to);
    doc_->notifyChanged(c);
}

void ChangeUnitCommand::redo() { apply(before_, after_); }
void ChangeUnitCommand::undo() { apply(after_, before_); }

// ---- move ----
MoveUnitsCommand::MoveUnitsCommand(ScenarioDocument* doc,
                                   const std::vector<std::pair<std::string, Offset>>& moves)
    : doc_(doc) {
    const auto& s = doc->scenario();
    for (const auto& [id, to] : moves) {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            if (s.units[i].id != id) continue;
            if (s.units[i].hex != to) moves_.push_back({i, s.units[i].hex, to});
            break;
        }
    }
    setText(moves_.size() == 1 ? QCoreApplication::translate("muster::Undo", "Move unit")
                               : QCoreApplication::translate("muster::Undo", "Move %1 units").arg(moves_.size()));
}

void MoveUnitsCommand::apply(bool forward) {
    auto& units = doc_->mutableScenario().units;
    ChangeSet c;
    for (const auto& m : moves_) {
        Unit& u = units[m.index];
        c.units.push_back(u.id);
        if (m.from) c.hexes.push_back(*m.from);
        c.hexes.push_back(m.to);
        if (forward) u.hex = m.to; else u.hex = m.from;
    }
    doc_->notifyChanged(c);
}

void MoveUnitsCommand::redo() { apply(true); }
void MoveUnitsCommand::undo() { apply(false); }

} // namespace muster
