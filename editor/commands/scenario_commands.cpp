#include "scenario_commands.h"

#include "editor/document/scenario_document.h"

#include <QCoreApplication>

namespace muster {

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioDocument* doc, Scenario after,
                                               const QString& text, ChangeSet change)
    : doc_(doc), before_(doc->scenario()), after_(std::move(after)), change_(std::move(change)) {
    setText(text.isEmpty() ? QCoreApplication::translate("muster::Undo", "Edit scenario") : text);
    // A geometry change moves every hex: nothing short of a full revalidation is right.
    if (before_.board != after_.board) change_.board = true;
}

void ReplaceScenarioCommand::redo() {
    doc_->mutableScenario() = after_;
    doc_->notifyChanged(change_);
}

void ReplaceScenarioCommand::undo() {
    doc_->mutableScenario() = before_;
    doc_->notifyChanged(change_);
}

} // namespace muster
